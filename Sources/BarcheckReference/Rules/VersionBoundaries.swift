import BarcheckModel

extension ReferenceSession {
  /// Whether the platform is at or past the version a boundary clause of SPEC.md names (`S9.17`: 10.0). Every
  /// version check of the reference goes through here with its clause, so that a boundary mutant can move one
  /// boundary a major version earlier or later and the suite shows whether a case stands on each side of it.
  @inline(__always)
  func reached(_ clause: SpecClause) -> Bool {
    guard case .boundary(let major, let minor) = clause.kind else { return true }
    guard let shift = mutant?.boundaryShift(of: clause) else { return scene.isAtLeast(major, minor) }
    return scene.isAtLeast(major + shift, minor)
  }
}
