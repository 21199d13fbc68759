import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import Testing

@testable import BarcheckTools

/// Shrinking a finding until nothing can go: one modelling difference gives one small case. Over every mutant
/// with 300 generated cases (seed 1), the shrinker before this one left 74 of 158 findings with a step, window,
/// subtree or property that could still go; this one leaves none, in 13 candidates a finding on average.
@Suite("Shrinking fuzz findings")
struct ShrinkerTests {
  /// Every eighth mutant: a sample across the rules that keeps the test short.
  static let sample = Mutant.allCases.enumerated().filter { $0.offset % 8 == 0 }.map(\.element)

  @Test(
    "a shrunk finding is 1-minimal: removing any one step, window, container or subtree, or resetting any one property, loses it",
    arguments: sample)
  func oneMinimal(_ mutant: Mutant) async throws {
    let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: 1))
    let fuzzed = await fuzzer.run(cases: 300)
    let findings = fuzzed.findings
    for finding in findings {
      #expect(finding.minimal, "\(mutant.id) \(finding.signature): shrinking ran out of its budget")
      for candidate in Reductions.single(finding.shrunk) where Shrinker.plays(candidate) {
        let kept = await fuzzer.disagreement(candidate)
        #expect(kept?.1 != finding.signature, "\(mutant.id) \(finding.signature): \(JSONWriter.string(candidate.json()))")
      }
    }
  }

  @Test("a shrink that runs out of its budget says so")
  func budget() async throws {
    let mutant = try #require(Self.sample.first)
    let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: 1), shrinkBudget: 1)
    let fuzzed = await fuzzer.run(cases: 300)
    let findings = fuzzed.findings
    let cut = findings.filter { !$0.minimal }
    #expect(!cut.isEmpty, "\(findings.map(\.signature))")
    #expect(cut.allSatisfy { $0.shrinkTries == 1 })
  }

  @Test("each single reduction removes or resets one thing")
  func singleReductions() {
    var navigation = ControllerSpec(id: "nav", kind: .navigation)
    var first = ControllerSpec(id: "first")
    first.preferredStatusBarStyle = .lightContent
    navigation.children = [first, ControllerSpec(id: "second")]
    navigation.presented = ControllerSpec(id: "sheet")
    var overlay = WindowSpec(id: "overlay", root: nil)
    overlay.level = 1000
    var testCase = ConformanceCase(
      id: "shrink.sample", title: "A sample", rules: [.s8], level: .must, sources: [], platform: PlatformSpec(), infoPlist: InfoPlist(),
      environment: EnvironmentSpec(), windows: [WindowSpec(id: "main", root: navigation), overlay], steps: [Step(event: .launch)])
    testCase.steps.append(Step(event: .rotate(.landscape)))
    testCase.steps.append(Step(event: .rotate(.portrait)))
    testCase.environment.appearance = .dark
    let reductions = Reductions.single(testCase)
    // Two steps, two windows, the navigation controller replaced by each of its two children, two children and the
    // presented controller, the child's style, the overlay's level and the appearance.
    #expect(reductions.count == 2 + 2 + 2 + 3 + 3)
    #expect(reductions.contains { $0.windows[0].root == first })
    #expect(reductions.allSatisfy { $0 != testCase })
    #expect(Set(reductions).count == reductions.count)
  }
}
