import BarcheckModel
import Testing

@testable import BarcheckReference

/// The version boundaries the reference checks (`VersionBoundary`, constants for speed) against the clauses of SPEC.md
/// they stand for: a boundary copied wrong fails here (`MutantRegistryTests` holds the boundary mutants to them).
@Suite("Version boundaries")
struct VersionBoundaryTests {
  @Test("each boundary the reference checks has its clause's version", arguments: VersionBoundary.all)
  func matchesClause(_ boundary: VersionBoundary) throws {
    let clause = try #require(SpecClause.all.first { $0.id == boundary.clause.description }, "no clause \(boundary.clause)")
    #expect(clause.kind == .boundary(major: boundary.major, minor: boundary.minor), "\(boundary.clause)")
  }
}
