import BarcheckModel

/// One clause's coverage in a line of text, as `barcheck mutants` and `barcheck lint` print it:
/// `S3.2   negative   should     2 mutants, 2 killed: pinned by application-setter-stale`.
package enum ClauseCoverageLine {
  /// The line for one clause.
  package static func text(_ coverage: MutationReport.ClauseCoverage) -> String {
    let clause = coverage.clause
    let count = coverage.entries.count
    return "\(clause.id.paddedColumn(6))\(clause.kind.description.paddedColumn(13))\(clause.level.rawValue.paddedColumn(9))"
      + "\(count) mutant\(count == 1 ? "" : "s"), \(coverage.killed) killed: \(coverage.state())"
  }
}
