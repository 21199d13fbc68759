// Generated from Conformance/SPEC.md by Tests/make_clause_registry.py: do not edit; edit SPEC.md's clause tables and rerun it.
// swift-format-ignore-file

extension SpecClause {

  /// Every clause of SPEC.md, in document order.
  public static let all: [SpecClause] = [
  ]
}
