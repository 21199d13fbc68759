import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Testing

/// A resolver that differs from the reference only in legibility must not pass: the bundled suite
/// fails it, and fuzzing finds it.
@Suite("A resolver wrong only about legibility")
struct LegibilityMutantTests {
  /// The reference's observations with a different legibility model; style, visibility, owners and
  /// animation are untouched.
  struct WrongLegibility: Resolver {
    /// How the mutant decides legibility from the reference's contrast.
    var legible: @Sendable (Double) -> Bool
    /// How the mutant reports the contrast it measured.
    var contrast: @Sendable (Double) -> Double = { $0 }

    var identity: ResolverIdentity { ResolverIdentity(name: "wrong-legibility", version: "0", language: "Swift") }
    var capabilities: ResolverCapabilities { ResolverCapabilities(legibility: true) }

    func resolve(_ request: ResolveRequest) async -> ResolverResponse {
      guard case .observations(var observations) = ReferenceResolver().answer(request.testCase, tracing: false) else {
        return ResolverResponse(ReferenceResolver().answer(request.testCase, tracing: false))
      }
      for i in observations.indices {
        guard let measured = observations[i].contrast else { continue }
        observations[i].contrast = contrast(measured)
        observations[i].legible = legible(measured)
      }
      return ResolverResponse(.observations(observations))
    }
  }

  static let mutants: [(String, WrongLegibility)] = [
    ("a 4.5:1 threshold (the text rule of WCAG) instead of 3:1", WrongLegibility(legible: { $0 >= 4.5 })),
    ("everything legible", WrongLegibility(legible: { _ in true })),
    ("a contrast a third too low", WrongLegibility(legible: { $0 >= 3 }, contrast: { $0 * 2 / 3 })),
  ]

  @Test("fails at least one bundled case", arguments: mutants.map(\.0))
  func suiteFails(_ name: String) async throws {
    let mutant = try #require(Self.mutants.first { $0.0 == name }?.1)
    let results = await Runner(resolver: mutant).run(Fixtures.bundledCases)
    let failed = results.filter { $0.outcome == .fail }
    #expect(!failed.isEmpty, "the bundled suite passes a resolver with \(name)")
  }

  @Test("is found by fuzzing, with a finding on legible or contrast citing S23", arguments: mutants.map(\.0))
  func fuzzFinds(_ name: String) async throws {
    let mutant = try #require(Self.mutants.first { $0.0 == name }?.1)
    let fuzzed = await Fuzzer(resolver: mutant, generator: ScenarioGenerator(seed: 1)).run(cases: 3_000)
    let findings = fuzzed.findings
    #expect(!findings.isEmpty, "fuzzing does not see \(name)")
    for finding in findings {
      #expect(["legible", "contrast"].contains(finding.diff.field), "\(finding.signature)")
      #expect(finding.signature.hasSuffix("/S23"), "\(finding.signature)")
      #expect(finding.shrunk.checksLegibility)
    }
  }

  @Test("shrinking leaves nothing that plays no part: no animation preference, presentation context or capture flag")
  func shrunkIsMinimal() async throws {
    let mutant = try #require(Self.mutants.first?.1)
    let fuzzed = await Fuzzer(resolver: mutant, generator: ScenarioGenerator(seed: 1)).run(cases: 3_000)
    let findings = fuzzed.findings
    #expect(!findings.isEmpty)
    for finding in findings {
      let controllers = finding.shrunk.windows.flatMap { $0.root?.allControllers ?? [] }
      #expect(!controllers.contains { $0.preferredStatusBarUpdateAnimation != nil }, "\(finding.signature)")
      #expect(!controllers.contains { $0.definesPresentationContext }, "\(finding.signature)")
      #expect(!controllers.contains { $0.capturesStatusBarAppearance }, "\(finding.signature)")
    }
  }

  @Test("the reference itself gives fuzzing nothing, legibility compared")
  func referenceIsClean() async {
    let fuzzed = await Fuzzer(resolver: ReferenceResolver(), generator: ScenarioGenerator(seed: 1)).run(cases: 1_000)
    let (tried, findings) = (fuzzed.tried, fuzzed.findings)
    #expect(tried > 0)
    #expect(findings.isEmpty, "\(findings.map(\.signature))")
  }
}
