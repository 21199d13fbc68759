import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import Testing

@testable import BarcheckTools

/// The fast path of fuzzing must find what the slow path finds: the reference playing along with the generator,
/// and the untraced screen of a case, stand in for playing the finished case and judging it against filled
/// expectations.
@Suite("Fuzzing's fast path")
struct FuzzScreenTests {
  @Test(
    "the reference playing along with the generator makes the same case, and observes what it observes afterwards", arguments: [1, 7] as [UInt64])
  func playingAlong(_ seed: UInt64) throws {
    let generator = ScenarioGenerator(seed: seed)
    var stale = 0
    for index in 0..<300 {
      let (testCase, observations) = generator.generateObserved(index)
      #expect(testCase == generator.generate(index))
      #expect(JSONWriter.string(testCase.json()) == JSONWriter.string(generator.generate(index).json()))
      let played = try #require(try? ReferenceResolver().observe(testCase, tracing: false).get())
      // Everything a case can expect is the reference's; a stale bar's diagnostic (S19) is not said along the way.
      #expect(observations == played.map(Self.withoutDiagnostics), "\(testCase.id)")
      #expect(observations?.allSatisfy(\.diagnostics.isEmpty) != false, "\(testCase.id)")
      stale += played.filter { !$0.diagnostics.isEmpty }.count
    }
    // Not vacuous: the reference itself finds stale bars in these flows.
    #expect(stale > 20, "\(stale) stale steps")
  }

  /// An observation without its diagnostics: what the reference playing along with the generator observes.
  static func withoutDiagnostics(_ observation: Observation) -> Observation {
    var observation = observation
    observation.diagnostics = []
    return observation
  }

  /// Fuzzing an in-process resolver plays the scene the generator builds as it draws, and builds the case only for a
  /// disagreement: that scene must play, on the reference and on its mutants, traces and all, as the case's own.
  @Test(
    "generating straight into the compiled form gives the events of the case's steps, and plays as the case does",
    arguments: [(1, 12), (7, 20)] as [(UInt64, Int)])
  func straightIntoCompiled(_ seed: UInt64, _ steps: Int) throws {
    let generator = ScenarioGenerator(seed: seed, maximumSteps: steps)
    let resolvers = [nil, Mutant.allCases[0], Mutant.allCases[40], Mutant.allCases[90]].map(ReferenceResolver.init(mutant:))
    // Kept from case to case, as fuzzing keeps it.
    var workspace = ScenarioGenerator.Builder.Workspace()
    var kept: (compiled: CompiledCase, events: [StepEvent], observations: [Observation])?
    for index in 0..<400 {
      let (testCase, observations) = generator.generateObserved(index)
      let compiled = generator.generateCompiled(index, workspace: &workspace)
      #expect((compiled == nil) == (observations == nil), "\(testCase.id)")
      guard let compiled else { continue }
      #expect(compiled.events == testCase.steps.map(\.event), "\(testCase.id)")
      #expect(compiled.observations == observations, "\(testCase.id)")
      for resolver in resolvers {
        let straight = resolver.observe(compiled.compiled, events: compiled.events, tracing: true)
        #expect(straight == resolver.observe(testCase, tracing: true), "\(testCase.id) on \(resolver.identity.name)")
      }
      // Every other case's lists go back to the generator, as fuzzing gives them back; the others are kept here
      // until the next case is generated, so that the stage finds them shared.
      if index.isMultiple(of: 2) {
        workspace.recycle(events: compiled.events, observations: compiled.observations)
      } else {
        kept = compiled
      }
    }
    _ = kept
  }

  @Test(
    "the screen's comparison of two observations answers as the expectation the reference's would fill, field by field",
    arguments: [nil, Mutant.allCases[0], Mutant.allCases[40], Mutant.allCases[90]])
  func comparisonMatchesExpectation(_ mutant: Mutant?) throws {
    let generator = ScenarioGenerator(seed: 3)
    var pairs: [(answered: Observation, reference: Observation)] = []
    for index in 0..<200 {
      let testCase = generator.generate(index)
      let reference = try ReferenceResolver().observe(testCase, tracing: false).get()
      let answered = try ReferenceResolver(mutant: mutant).observe(testCase, tracing: false).get()
      pairs += zip(answered, reference).map { ($0, $1) }
    }
    // The edges the fields treat apart: an owner the resolver does not name, a contrast it does not measure.
    let named = Observation(
      style: .lightContent, hidden: false, styleOwner: "(none)", hiddenOwner: "a", animation: .none, legible: true, contrast: 4.567)
    var unnamed = named
    unnamed.styleOwner = nil
    var unmeasured = named
    unmeasured.contrast = nil
    var rounded = named
    rounded.contrast = 4.56
    var lower = named
    lower.contrast = 4.55
    pairs += [(unnamed, named), (named, unnamed), (unmeasured, named), (rounded, named), (lower, named), (named, unmeasured)]
    var unsatisfied = 0
    for (answered, reference) in pairs {
      for legibility in [true, false] {
        let expect = ReferenceExpectations.expectation(reference, legibility: legibility)
        let byField = StatusBarField.allCases.allSatisfy { $0.isSatisfied(by: answered, expecting: expect) }
        #expect(ReferenceExpectations.isSatisfied(by: answered, expectingWhat: reference, legibility: legibility) == byField)
        if !byField { unsatisfied += 1 }
      }
    }
    // Two of the edges, and for a mutant some of its steps.
    #expect(unsatisfied >= (mutant == nil ? 2 : 3), "\(unsatisfied) pairs differ")
  }

  @Test("a case the screen passes is one the judge finds nothing in, and the other way round", arguments: [Mutant.allCases[0], Mutant.allCases[40]])
  func screenMatchesJudge(_ mutant: Mutant) async throws {
    let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: 1))
    var differing = 0
    for index in 0..<300 {
      let testCase = fuzzer.generator.generate(index)
      let answered = await fuzzer.screen(testCase, legibility: true)
      let judged = await fuzzer.disagreement(testCase)
      #expect((answered != nil) == (judged != nil), "\(testCase.id)")
      if answered != nil { differing += 1 }
    }
    #expect(differing > 0, "\(mutant.id) differs nowhere in 300 cases")
  }
}
