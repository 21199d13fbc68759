import BarcheckEngine
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
    for index in 0..<300 {
      let (testCase, observations) = generator.generateObserved(index)
      #expect(testCase == generator.generate(index))
      #expect(JSONWriter.string(testCase.json()) == JSONWriter.string(generator.generate(index).json()))
      let played = try #require(try? ReferenceResolver().observe(testCase, tracing: false).get())
      #expect(observations == played, "\(testCase.id)")
    }
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
