import BarcheckModel

// S5. default is black content before iOS 13 (SPEC.md#s5).

extension Mutant {
  /// S5's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s5: [Entry] = [
    Mutant.Entry(.s5LegacyDefaultIsLightContent, flips: .s5_1, also: [.s5_2], "before iOS 13, default is white content"),
    Mutant.Entry(.s5LegacyDefaultFollowsAppearance, flips: .s5_1, "before iOS 13, default follows the user interface style as from iOS 13"),
    Mutant.Entry(.s5Dot3BoundaryEarlier, flips: .s5_3, also: [.s6_2], "the iOS 13 boundary of default is one major version earlier"),
    Mutant.Entry(.s5Dot3BoundaryLater, flips: .s5_3, also: [.s6_2], "the iOS 13 boundary of default is one major version later"),
  ]
}

extension RuleSession {
  /// Whether `default` is the fixed colour of before iOS 13 (S5) rather than the appearance's (S6).
  var isLegacyDefault: Bool { holds(.s5_1, !reached(.s5_3), unless: .s5LegacyDefaultFollowsAppearance, gives: false) }

  /// What `default` is before iOS 13 (S5): black content.
  var legacyDefault: ContentStyle { decide(.s5_1, .darkContent, unless: .s5LegacyDefaultIsLightContent, gives: .lightContent) }
}
