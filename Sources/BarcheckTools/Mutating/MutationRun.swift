import BarcheckEngine
package import BarcheckModel
package import BarcheckReference

/// Runs a suite against every mutant of the reference resolver (`Mutant`) and says which the suite tells
/// from the reference: the suite's mutation score (`barcheck mutants`).
///
/// A mutant is killed when at least one case's outcome is a problem (fail, error, crash or timeout), as
/// a run would count it. Each mutant is a `ReferenceResolver` and is judged as the reference is: a case
/// marked `knownDisagreement` (which the reference fails on purpose) is `xfail` when the mutant fails it
/// too and `xpass` when the mutant passes it, and neither kills, so those cases never count. Mutants on the
/// reviewed list of equivalents are run all the same, so that a listed mutant some case kills is caught. A case the
/// reference itself fails kills no mutant: it cannot tell one from the reference.
package struct MutationRun: Sendable {
  /// The mutants to measure, in report order.
  package var mutants: [Mutant]
  /// The reviewed equivalent mutants, each with why it cannot change any observation.
  package var equivalent: [Mutant: String]
  /// How many mutants run at once.
  package var jobs: Int

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - mutants: The mutants to measure (default: all of them).
  ///   - equivalent: The reviewed equivalent mutants and their reasons.
  ///   - jobs: How many mutants run at once.
  package init(mutants: [Mutant] = Mutant.allCases, equivalent: [Mutant: String] = [:], jobs: Int = 1) {
    self.mutants = mutants
    self.equivalent = equivalent
    self.jobs = max(1, jobs)
  }

  /// Called after each mutant finishes, with the number finished so far.
  package typealias Progress = @Sendable (_ finished: Int, _ total: Int) -> Void

  /// Runs the cases against the reference, then against every mutant.
  ///
  /// - Parameters:
  ///   - cases: The suite.
  ///   - progress: Called as each mutant finishes (in any order).
  /// - Returns: Which cases kill each mutant, and the scores.
  package func run(_ cases: [ConformanceCase], progress: Progress? = nil) async -> MutationReport {
    let baseline = await Runner(resolver: ReferenceResolver(), jobs: jobs, wantsTrace: false).run(cases)
    // A case the reference itself fails (a new observed case not yet marked `knownDisagreement`) fails against every
    // mutant too: it tells none of them from the reference, so it kills none. Counted, it pinned every clause a mutant
    // breaks, and lint told the author to remove them all from the unpinned list.
    let referenceProblems = baseline.filter(\.outcome.isProblem).map(\.id)
    let failing = Set(referenceProblems)
    var killers = [[String]](repeating: [], count: mutants.count)
    await withTaskGroup(of: (Int, [String]).self) { group in
      var next = 0
      var finished = 0
      func startOne() {
        guard next < mutants.count, !Task.isCancelled else { return }
        let index = next
        let mutant = mutants[index]
        next += 1
        group.addTask { (index, await Self.killers(of: mutant, cases)) }
      }
      for _ in 0..<jobs { startOne() }
      while let (index, found) = await group.next() {
        killers[index] = failing.isEmpty ? found : found.filter { !failing.contains($0) }
        finished += 1
        progress?(finished, mutants.count)
        startOne()
      }
    }
    let entries = mutants.indices.map { MutationReport.Entry(mutant: mutants[$0], killers: killers[$0], equivalentReason: equivalent[mutants[$0]]) }
    return MutationReport(entries: entries, caseCount: cases.count, referenceProblems: referenceProblems)
  }

  /// The ids of the cases whose outcome against the mutant is a problem, in suite order.
  package static func killers(of mutant: Mutant, _ cases: [ConformanceCase]) async -> [String] {
    let results = await Runner(resolver: ReferenceResolver(mutant: mutant), jobs: 1, wantsTrace: false).run(cases)
    return results.filter(\.outcome.isProblem).map(\.id)
  }
}
