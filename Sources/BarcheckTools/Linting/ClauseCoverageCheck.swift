package import BarcheckEngine
package import BarcheckModel

/// `barcheck lint`'s check that every clause of SPEC.md is pinned: some case fails when the clause is flipped
/// (a mutant of the reference that breaks it is killed), and for a version boundary a case stands on each side.
/// A clause no case pins is an error unless the mutants file records why (`unpinned`); a recorded clause that a
/// case now pins is an error too, so the record cannot go stale.
package enum ClauseCoverageCheck {
  /// The problems with the coverage.
  ///
  /// - Parameters:
  ///   - clauses: Each clause's coverage (`MutationReport.clauses`).
  ///   - reviewed: The unpinned clauses the mutants file records, with why.
  ///   - spec: The suite's spec, to point at the clause's row.
  package static func diagnostics(_ clauses: [MutationReport.ClauseCoverage], reviewed: [String: String], spec: SpecDocument?) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for coverage in clauses {
      let clause = coverage.clause
      let position = spec?.clause(clause.id).map { SourcePosition(line: $0.line, column: 1) }
      if coverage.pinned, reviewed[clause.id] != nil {
        out.append(
          Diagnostic(
            .error, file: spec?.path, position: position,
            message: "clause \(clause.id) is pinned now, but \(MutantsFile.name) still lists it as unpinned",
            help: "remove it from \"unpinned\""))
      } else if !coverage.pinned, reviewed[clause.id] == nil {
        out.append(
          Diagnostic(
            .error, file: spec?.path, position: position, message: "clause \(clause.id) is pinned by no case (\(coverage.state()))",
            help:
              "add a case that fails when it is flipped (a mutant of the reference that breaks it, killed by the case; for a boundary a case on each side), or record why none can in \(MutantsFile.name)'s \"unpinned\""
          ))
      }
    }
    return out
  }
}
