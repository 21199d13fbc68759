import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Testing

/// A resolver with a fixed answer, to drive the engine through every outcome.
struct ScriptedResolver: Resolver {
  var answer: @Sendable (ConformanceCase) -> ResolverAnswer
  var capabilities = ResolverCapabilities(maxInFlight: 64)
  var identity: ResolverIdentity { ResolverIdentity(name: "scripted", version: "1", language: "Swift") }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    ResolverResponse(answer(request.testCase), logs: "log line")
  }
}

private let twoStepCase = Fixtures.caseJSON(
  windows: #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "list" }] } }]"#,
  steps:
    #"[{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "list" } }, { "event": "push", "navigationController": "nav", "viewController": { "id": "d", "preferredStatusBarStyle": "lightContent" }, "expect": { "style": "lightContent", "hidden": false, "styleOwner": "d", "animation": "none" } }]"#
)

@Suite("The judge and the runner")
struct JudgeAndRunnerTests {
  @Test("matching observations pass; each differing field is one diff")
  func diffs() async throws {
    let testCase = try Fixtures.loadCase(twoStepCase)
    let good = [
      Observation(style: .darkContent, hidden: false, styleOwner: "list", hiddenOwner: "list"),
      Observation(style: .lightContent, hidden: false, styleOwner: "d", hiddenOwner: "d"),
    ]
    #expect(Judge.judge(testCase, response: ResolverResponse(.observations(good)), duration: 0).outcome == .pass)
    var bad = good
    bad[1] = Observation(style: .darkContent, hidden: true, styleOwner: "nav", hiddenOwner: "d", animation: .fade)
    let result = Judge.judge(testCase, response: ResolverResponse(.observations(bad)), duration: 0)
    #expect(result.outcome == .fail)
    #expect(
      result.diffs.map(\.description) == [
        "step 2 (push): style expected lightContent, observed darkContent",
        "step 2 (push): hidden expected false, observed true",
        "step 2 (push): styleOwner expected d, observed nav",
        "step 2 (push): animation expected none, observed fade",
      ])
    #expect(result.message == result.diffs.first?.description)
  }

  @Test("the wrong number of observations is an error, not a pass")
  func wrongCount() throws {
    let testCase = try Fixtures.loadCase(twoStepCase)
    let result = Judge.judge(
      testCase, response: ResolverResponse(.observations([Observation(style: .darkContent, hidden: false, styleOwner: "list", hiddenOwner: "list")])),
      duration: 0)
    #expect(result.outcome == .error)
    #expect(result.message == "the resolver returned 1 observation for 2 steps")
  }

  @Test(
    "every resolver answer maps to its outcome",
    arguments: [
      (ResolverAnswer.skip(reason: "not yet", link: "https://example.com/1"), Outcome.skip),
      (.error("bad"), .error), (.crash("signal 11"), .crash), (.timeout("after 5s"), .timeout),
    ])
  func answers(_ answer: ResolverAnswer, _ outcome: Outcome) throws {
    let result = Judge.judge(try Fixtures.loadCase(twoStepCase), response: ResolverResponse(answer, logs: "tail"), duration: 0.5)
    #expect(result.outcome == outcome)
    #expect(result.logs == "tail")
    #expect(result.duration == 0.5)
  }

  @Test("cases outside the declared capabilities are n/a and never sent")
  func notApplicable() async throws {
    let testCase = try Fixtures.loadCase(twoStepCase)
    var resolver = ScriptedResolver { _ in .error("must not be called") }
    resolver.capabilities = ResolverCapabilities(events: [.launch])
    let results = await Runner(resolver: resolver).run([testCase])
    #expect(results.first?.outcome == .notApplicable)
    #expect(results.first?.message == "the resolver does not support the event push")
  }

  @Test("a case is n/a exactly when it uses an event kind left out, whichever kind, set at creation or later")
  func everyEventKind() {
    let cases = Fixtures.bundledCases
    for kind in EventKind.allCases {
      let others = Set(EventKind.allCases).subtracting([kind])
      var later = ResolverCapabilities(legibility: true)
      later.events = others
      for capabilities in [ResolverCapabilities(events: others, legibility: true), later] {
        let misjudged = cases.filter { (capabilities.reasonNotApplicable($0) != nil) != $0.eventKinds.contains(kind) }
        #expect(misjudged.isEmpty, "\(kind): \(misjudged.first?.id ?? "")")
      }
      #expect(cases.contains { $0.eventKinds.contains(kind) }, "the suite uses \(kind)")
    }
  }

  @Test("the resolver never sees expectations")
  func strippedExpectations() async throws {
    let testCase = try Fixtures.loadCase(twoStepCase)
    let resolver = ScriptedResolver { seen in
      seen.steps.allSatisfy { $0.expect == nil } ? .observations([]) : .error("saw expectations")
    }
    let results = await Runner(resolver: resolver).run([testCase])
    #expect(results.first?.message == "the resolver returned 0 observations for 2 steps")
  }

  @Test("results come back in input order whatever the parallelism", arguments: [1, 2, 8])
  func order(_ jobs: Int) async throws {
    let base = try Fixtures.loadCase(twoStepCase)
    let cases = (0..<40).map { i -> ConformanceCase in
      var copy = base
      copy.id = "order.case-\(i)"
      return copy
    }
    let results = await Runner(resolver: ReferenceResolver(), jobs: jobs).run(cases)
    #expect(results.map(\.id) == cases.map(\.id))
    #expect(results.allSatisfy { $0.outcome == .pass })
  }

  @Test("a wrong expectation makes the reference fail the case")
  func referenceCanFail() async throws {
    let flipped = twoStepCase.replacingOccurrences(of: #""style": "lightContent", "hidden""#, with: #""style": "darkContent", "hidden""#)
    let results = await Runner(resolver: ReferenceResolver()).run([try Fixtures.loadCase(flipped)])
    #expect(results.first?.outcome == .fail)
    #expect(results.first?.diffs.map(\.field) == ["style"])
  }

  @Test(
    "glob filters match whole ids",
    arguments: [
      ("navigation.*", "navigation.push", true), ("navigation.*", "modal.push", false), ("*.push", "navigation.push", true),
      ("nav?gation.push", "navigation.push", true), ("navigation", "navigation.push", false), ("*", "x.y", true), ("a*b*c", "a-b-b-c", true),
    ])
  func glob(_ pattern: String, _ id: String, _ matches: Bool) {
    #expect(CaseSelection.glob(pattern, matches: id) == matches)
  }

  @Test("selection combines filters, tags and levels")
  func selection() throws {
    var testCase = try Fixtures.loadCase(twoStepCase)
    testCase.tags = ["push"]
    var selection = CaseSelection()
    #expect(selection.includes(testCase))
    selection.tags = ["modal", "push"]
    #expect(selection.includes(testCase))
    selection.levels = [.tentative]
    #expect(!selection.includes(testCase))
  }
}
