// The constants take their clauses' names (`s9_17` for S9.17), as `SpecClause`'s do, so that a check reads `reached(.s9_17)`.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A version boundary of SPEC.md as the reference checks it (`reached(_:)`): the boundary clause's id and version, as
/// constants. A check that read its `SpecClause` paid, at every step, for the clause's lazily made static, a retain of
/// its box and a call for its kind; these are plain values, laid out when the program is. `VersionBoundaryTests` holds
/// each to its clause in `SpecClause.all`.
struct VersionBoundary: Sendable {
  /// The boundary clause's id (`S9.17`).
  let clause: StaticString
  /// The version's major number.
  let major: Int
  /// The version's minor number.
  let minor: Int

  /// S3.4: from iOS 27.0.
  static let s3_4 = VersionBoundary(clause: "S3.4", major: 27, minor: 0)
  /// S3.5: from iOS 27.0.
  static let s3_5 = VersionBoundary(clause: "S3.5", major: 27, minor: 0)
  /// S5.3: from iOS 13.0.
  static let s5_3 = VersionBoundary(clause: "S5.3", major: 13, minor: 0)
  /// S9.7: from iOS 13.0.
  static let s9_7 = VersionBoundary(clause: "S9.7", major: 13, minor: 0)
  /// S9.8: from iOS 13.0.
  static let s9_8 = VersionBoundary(clause: "S9.8", major: 13, minor: 0)
  /// S9.11: from iOS 13.0.
  static let s9_11 = VersionBoundary(clause: "S9.11", major: 13, minor: 0)
  /// S9.16: from iOS 8.3.
  static let s9_16 = VersionBoundary(clause: "S9.16", major: 8, minor: 3)
  /// S9.17: from iOS 10.0.
  static let s9_17 = VersionBoundary(clause: "S9.17", major: 10, minor: 0)
  /// S9.24: from iOS 13.0.
  static let s9_24 = VersionBoundary(clause: "S9.24", major: 13, minor: 0)
  /// S10.11: from iOS 13.0.
  static let s10_11 = VersionBoundary(clause: "S10.11", major: 13, minor: 0)
  /// S13.4: from iOS 26.0.
  static let s13_4 = VersionBoundary(clause: "S13.4", major: 26, minor: 0)
  /// S14.4: from iOS 26.0.
  static let s14_4 = VersionBoundary(clause: "S14.4", major: 26, minor: 0)
  /// S16.9: from iOS 13.0.
  static let s16_9 = VersionBoundary(clause: "S16.9", major: 13, minor: 0)
  /// S17.6: from iOS 8.0.
  static let s17_6 = VersionBoundary(clause: "S17.6", major: 8, minor: 0)
  /// S21.9: from iOS 16.0.
  static let s21_9 = VersionBoundary(clause: "S21.9", major: 16, minor: 0)
  /// S23.30: from iOS 13.0.
  static let s23_30 = VersionBoundary(clause: "S23.30", major: 13, minor: 0)
  /// S24.14: from iOS 13.0.
  static let s24_14 = VersionBoundary(clause: "S24.14", major: 13, minor: 0)

  /// Every boundary the reference checks.
  static let all: [VersionBoundary] = [
    .s3_4, .s3_5, .s5_3, .s9_7, .s9_8, .s9_11, .s9_16, .s9_17, .s9_24, .s10_11, .s13_4, .s14_4, .s16_9, .s17_6, .s21_9, .s23_30, .s24_14,
  ]
}
