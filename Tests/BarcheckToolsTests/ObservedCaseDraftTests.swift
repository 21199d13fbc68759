import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The suite's tag vocabulary.
private func vocabulary() throws -> Set<String> {
  let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/tags.json"))
  return Set(try JSONParser.parse(Array(bytes)).members?.map(\.key) ?? [])
}

/// The tab-navigation flow imported, and what the reference shows at each step.
private func tabNavigation() throws -> (ConformanceCase, [Observation]) {
  let (_, scenarios) = try importedScenarios(try captureFlow("tab-navigation"), path: "Examples/tab-navigation.json")
  let scenario = try #require(scenarios.first)
  let played = ScenarioLinter.play(scenario, tracing: true)
  return (scenario, played.observations)
}

@Suite("explain against the device: the comparison and the observed case it drafts")
struct ObservedCaseDraftTests {
  @Test("the comparison says whether the model agrees, and where not, what it says and why, from its trace")
  func comparison() throws {
    let (scenario, observations) = try tabNavigation()
    let agreeing = try #require(DeviceComparison.compare(scenario.steps[0], index: 0, observation: observations[0]))
    #expect(agreeing.text == "showed lightContent, visible: the model agrees")
    let differing = try #require(DeviceComparison.compare(scenario.steps[1], index: 1, observation: observations[1]))
    #expect(differing.differences == [.style])
    #expect(differing.text.hasPrefix("the device showed lightContent, visible; the model says darkContent, visible because "))
    #expect(differing.text.contains("\"navigation\" shows its navigation bar: it decides the style itself"))
    #expect(differing.text.contains("(S12.1)"))
    #expect(!differing.text.contains("S23"))
    var bare = scenario.steps[1]
    bare.device = nil
    #expect(DeviceComparison.compare(bare, index: 1, observation: observations[1]) == nil)
  }

  @Test("the draft expects what the device showed, cites the trace's rules, and loads as a suite case")
  func draft() throws {
    let (scenario, observations) = try tabNavigation()
    let draft = try #require(ObservedCaseDraft.draft(scenario, observations: observations))
    #expect(draft.comparison.step == 1)
    #expect(draft.otherDifferences == 1)
    let loaded = CaseLoader.load(SourceFile(path: "Conformance/cases/observed/tab-navigation.json", text: draft.text), mode: .suite)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(draft.text)")
    let testCase = try #require(loaded.cases.first)
    #expect(testCase.id == "observed.tab-navigation")
    #expect(testCase.level == .tentative)
    #expect(testCase.rules == draft.comparison.rulesCited)
    #expect(testCase.rules.contains(.s12) && testCase.rules.contains(.s15))
    #expect(testCase.tags.first == "observed")
    #expect(Set(testCase.tags).isSubset(of: try vocabulary()), "\(testCase.tags)")
    #expect(testCase.steps.map(\.event.kind) == [.launch, .selectTab])
    #expect(testCase.steps.last?.expect?.style == .lightContent)
    #expect(testCase.steps.last?.expect?.hidden == false)
    let source = try #require(testCase.sources.first)
    #expect(source.isPlaceholder)
    #expect(source.os == "26.5" && source.device == "iPhone18,1 simulator" && source.date == "2026-11-03")
    #expect(source.observed?.contains("the status bar showed lightContent, visible") == true)
    #expect(draft.text.hasPrefix("{\n  \"$schema\": \"../../schema/case.schema.json\""))
    // The case encodes the disagreement: the reference fails it.
    let reference = try ReferenceResolver().observe(testCase, tracing: false).get()
    #expect(!Judge.diffs(testCase, reference).isEmpty)
  }

  @Test("suite lint fails the draft on its placeholder source alone (besides the disagreement it encodes)")
  func lintsOnlyOnThePlaceholder() throws {
    let (scenario, observations) = try tabNavigation()
    let draft = try #require(ObservedCaseDraft.draft(scenario, observations: observations))
    let path = "Conformance/cases/observed/tab-navigation.json"
    let testCase = try #require(CaseLoader.load(SourceFile(path: path, text: draft.text), mode: .suite).cases.first)
    let context = SuiteLinter.Context(
      tags: try vocabulary(), aliases: [:], schemaReferences: [path: "../../schema/case.schema.json"], floor: 0)
    let problems = SuiteLinter.lint([testCase], context: context).diagnostics.filter { !$0.message.hasPrefix("the reference disagrees") }
    #expect(problems.map(\.message) == ["source 1 still has the placeholder address barcheck explain wrote"])
    #expect(problems.first?.help?.contains("URL of the public report") == true)
    #expect(problems.first?.path?.description == "$.sources[0].url")
    // With the report's address, nothing but the disagreement is left.
    var contributed = testCase
    contributed.sources[0].reference = "https://github.com/cachly/issues-tracker/issues/5822"
    let after = SuiteLinter.lint([contributed], context: context).diagnostics
    #expect(after.allSatisfy { $0.message.hasPrefix("the reference disagrees") }, "\(after)")
  }

  @Test("no draft where the device and the model agree; --step chooses the step; an update becomes its call")
  func choices() throws {
    let (agreeing, agreeingObservations) =
      try importedScenarios(try captureFlow("sheet-card")).1.first.map {
        ($0, ScenarioLinter.play($0, tracing: true).observations)
      } ?? (nil, [])
    let sheetCard = try #require(agreeing)
    #expect(ObservedCaseDraft.draft(sheetCard, observations: agreeingObservations) == nil)

    let (scenario, observations) = try tabNavigation()
    #expect(ObservedCaseDraft.draft(scenario, observations: observations, onlyStep: 3)?.comparison.step == 2)
    #expect(ObservedCaseDraft.draft(scenario, observations: observations, onlyStep: 1) == nil)

    var updated = sheetCard
    updated.steps[1] = Step(
      event: .set(
        viewController: "library",
        change: {
          var c = ControllerChange()
          c.preferredStatusBarStyle = .lightContent
          return c
        }()))
    updated.steps[1].updatesInSameTurn = true
    updated.steps[1].device = DeviceRecord(style: .darkContent)
    updated.steps.removeLast()
    let draft = try #require(ObservedCaseDraft.draft(updated, observations: ScenarioLinter.play(updated, tracing: true).observations))
    #expect(draft.testCase.steps.map(\.event.kind) == [.launch, .set, .setNeedsStatusBarAppearanceUpdate])
    #expect(draft.testCase.steps.last?.expect?.style == .darkContent)
    #expect(CaseLoader.load(SourceFile(path: "x.json", text: draft.text), mode: .suite).diagnostics.isEmpty)
  }

  @Test("the draft goes next to the scenario by default")
  func defaultPath() {
    #expect(ObservedCaseDraft.defaultPath(forScenarioAt: "flows/tab.json") == "flows/tab.observed.json")
    #expect(ObservedCaseDraft.defaultPath(forScenarioAt: "flow") == "flow.observed.json")
  }
}
