import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Testing

/// A mutant of the reference is one modelling difference: fuzzing it should report one root cause, not one finding
/// for each field and event it shows in. Over every mutant with 400 generated cases, findings went from 824 (7.6 a
/// mutant found; one finding for 12 of 109) to 162 (1.5; one finding for 81 of 109), and the same 109 were found.
@Suite("Fuzz findings are root causes")
struct FuzzRootCauseTests {
  /// Every fourth mutant: a sample across the rules that keeps the test short.
  static let sample = Mutant.allCases.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)

  @Test("a mutant is reported as few findings, most as one, each at the decision where its trace parts")
  func fewFindings() async throws {
    var found = 0
    var findings = 0
    var single = 0
    for mutant in Self.sample {
      let fuzzed = await Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: 1)).run(cases: 300)
      let list = fuzzed.findings
      guard !list.isEmpty else { continue }
      found += 1
      findings += list.count
      if list.count == 1 { single += 1 }
    }
    #expect(found >= Self.sample.count / 2, "fuzzing finds most mutants: \(found) of \(Self.sample.count)")
    #expect(findings <= found * 2, "\(findings) findings for \(found) mutants")
    #expect(single * 10 >= found * 6, "one finding for most mutants: \(single) of \(found)")
  }

  @Test("a mutant that decides the same but shows another bar is one finding past the reasoning")
  func sameReasoning() async throws {
    let fuzzed = await Fuzzer(
      resolver: ReferenceResolver(mutant: .s2LaunchShowsPlistInViewControllerMode), generator: ScenarioGenerator(seed: 1)
    ).run(cases: 300)
    let findings = fuzzed.findings
    #expect(findings.first?.signature == "same-reasoning/launch", "\(findings.map(\.signature))")
    // Its legibility note follows the bar it shows, so the trace can part there too (S23): two findings at most.
    #expect(findings.count <= 2, "\(findings.map(\.signature))")
  }

  @Test("a resolver that declares no traces is not asked for one, even if it would give one")
  func declaredWithoutTrace() async throws {
    let fuzzed = await Fuzzer(resolver: Untraced(), generator: ScenarioGenerator(seed: 1)).run(cases: 300)
    let findings = fuzzed.findings
    // Asked for its trace, this mutant is one finding past the reasoning (`sameReasoning` above); declaring none,
    // it is grouped by the aspect that differs instead.
    #expect(!findings.isEmpty)
    #expect(
      findings.allSatisfy { !$0.signature.hasPrefix("same-reasoning/") && !$0.signature.hasPrefix("decision/") }, "\(findings.map(\.signature))")
  }

  /// A mutant of the reference that declares it gives no traces, yet sends the reference's when asked.
  struct Untraced: SynchronousResolver {
    let mutant = ReferenceResolver(mutant: .s2LaunchShowsPlistInViewControllerMode)
    var identity: ResolverIdentity { mutant.identity }
    var capabilities: ResolverCapabilities {
      var capabilities = mutant.capabilities
      capabilities.traces = false
      return capabilities
    }
    func resolveNow(_ request: ResolveRequest) -> ResolverResponse { mutant.resolveNow(request) }
  }

  @Test("a resolver without a trace is grouped by the aspect that differs and the reference's deciding rule")
  func withoutTrace() async throws {
    let fuzzed = await Fuzzer(resolver: LegibilityMutantTests.mutants[0].1, generator: ScenarioGenerator(seed: 1)).run(cases: 2_000)
    let findings = fuzzed.findings
    #expect(findings.map(\.signature) == ["legibility/S23"])
  }
}
