import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTools
import Dispatch

/// What fuzzing finds in a sample of the reference's mutants, written out so that two builds can be compared
/// byte for byte: a change made for speed must not change a generated case, a finding, its signature or its
/// shrinking.
struct FindingsDump {
  /// How many generated cases each mutant is fuzzed with.
  var cases: Int
  /// The generator's seed.
  var seed: UInt64

  /// Every fourth mutant, and the reference itself: a sample across the rules that keeps the dump short.
  static let sample: [Mutant?] = [nil] + Mutant.allCases.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)

  /// Writes the dump to standard output. Fuzzing is asynchronous; this waits for it on a semaphore, so the
  /// harness keeps its synchronous main (and stays runnable under valgrind in its other modes).
  func write() {
    let done = DispatchSemaphore(value: 0)
    let (cases, seed) = (cases, seed)
    Task {
      for mutant in Self.sample {
        let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: seed))
        let fuzzed = await fuzzer.run(cases: cases)
        let (tried, findings) = (fuzzed.tried, fuzzed.findings)
        print("\(fuzzer.resolver.identity.name): \(tried) tried, \(findings.count) findings")
        for finding in findings {
          print("  \(finding.signature) in \(finding.original.id): \(finding.diff.description)")
          print("  minimal \(finding.minimal), \(finding.shrinkTries) tries, \(finding.original.steps.count) -> \(finding.shrunk.steps.count) steps")
          print("  " + JSONWriter.string(finding.shrunk.json()))
        }
      }
      done.signal()
    }
    done.wait()
  }
}
