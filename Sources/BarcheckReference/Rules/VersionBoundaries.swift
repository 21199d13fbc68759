import BarcheckModel

extension RuleSession {
  /// Whether the platform is at or past the version a boundary clause of SPEC.md names (`S9.17`: 10.0). Every
  /// version check of the reference goes through here with its boundary (`VersionBoundary`), so that a boundary mutant can move one
  /// boundary a major version earlier or later and the suite shows whether a case stands on each side of it.
  @inline(__always)
  func reached(_ boundary: VersionBoundary) -> Bool {
    guard let shift = mutant?.boundaryShift(of: boundary) else { return scene.isAtLeast(boundary.major, boundary.minor) }
    return scene.isAtLeast(boundary.major + shift, boundary.minor)
  }
}
