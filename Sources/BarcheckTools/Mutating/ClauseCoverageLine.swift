import BarcheckModel

/// One clause's coverage in a line of text, as `barcheck mutants` and `barcheck lint` print it:
/// `S3.2   negative   should     2 mutants, 2 killed: pinned by application-setter-stale`.
public enum ClauseCoverageLine {
  /// The line for one clause.
  public static func text(_ coverage: MutationReport.ClauseCoverage) -> String {
    let clause = coverage.clause
    let killed = coverage.entries.count { $0.status == .killed }
    var line = "\(clause.id.paddedColumn(6))\(clause.kind.description.paddedColumn(13))\(clause.level.rawValue.paddedColumn(9))"
    line += "\(coverage.entries.count) mutant\(coverage.entries.count == 1 ? "" : "s"), \(killed) killed"
    if coverage.pinned {
      let cases = coverage.pinnedBy
      line += ": pinned by \(cases.prefix(2).joined(separator: ", "))\(cases.count > 2 ? " and \(cases.count - 2) more" : "")"
    } else if coverage.onlyEquivalent {
      line += ": only equivalent mutants (no case of the format can tell it)"
    } else if coverage.entries.isEmpty {
      line += ": no mutant flips it"
    } else if case .boundary = clause.kind, killed == 1 {
      line += ": a case stands on one side of the boundary only"
    } else {
      line += ": no case fails when it is flipped"
    }
    return line
  }
}
