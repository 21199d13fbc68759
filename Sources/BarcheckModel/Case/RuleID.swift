/// The id of a rule of the suite's spec (`Conformance/SPEC.md`): what traces, scene effects, lint findings, fuzz
/// signatures and mutants name, so that a misspelt rule is a compile error rather than a silent mismatch.
/// Strings from outside (a case's `rules`, another resolver's trace) are read with `RuleID(rawValue:)`.
public enum RuleID: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Info.plist chooses view-controller or application mode.
  case s1 = "S1"
  /// Launch-screen style and visibility come from Info.plist.
  case s2 = "S2"
  /// Application setters: inert in view-controller mode, immediate in application mode.
  case s3 = "S3"
  /// lightContent is white, darkContent is black.
  case s4 = "S4"
  /// default is black content before iOS 13.
  case s5 = "S5"
  /// default follows the owner's effective user interface style.
  case s6 = "S6"
  /// The topmost visible window controls the status bar.
  case s7 = "S7"
  /// Style and visibility are resolved independently by the same walk.
  case s8 = "S8"
  /// Which presentations take the status bar over.
  case s9 = "S9"
  /// Dismissal hands the decision back to the presenter.
  case s10 = "S10"
  /// A plain controller's defaults.
  case s11 = "S11"
  /// Navigation controller: decides with a visible bar, forwards to top when hidden.
  case s12 = "S12"
  /// Navigation controller's own style: bar style, or bar appearance in glass.
  case s13 = "S13"
  /// Navigation controller forwards visibility to its top controller.
  case s14 = "S14"
  /// Tab bar controller forwards to the selected child.
  case s15 = "S15"
  /// Split view forwards when collapsed; page, search and alert controllers do not.
  case s16 = "S16"
  /// Compact height hides by default; overriding the property loses that.
  case s17 = "S17"
  /// Visibility animation: the hidden owner's, inside an animation block only.
  case s18 = "S18"
  /// Changes need setNeedsStatusBarAppearanceUpdate; until then the bar is stale.
  case s19 = "S19"
  /// Automatic re-resolution at transitions and trait changes.
  case s20 = "S20"
  /// SwiftUI: preferredColorScheme, toolbarColorScheme, statusBarHidden.
  case s21 = "S21"
  /// Third-party style-stack helpers (not UIKit).
  case s22 = "S22"
  /// Legibility: contrast against what is behind the bar.
  case s23 = "S23"
  /// A sheet card that pushes a screen back shows light content.
  case s24 = "S24"

  /// The rule's number: 9 for S9.
  public var number: Int { Int(rawValue.dropFirst()) ?? 0 }

  /// The rule's entry in the spec.
  public var spec: SpecRule {
    guard let rule = SpecRule.all.first(where: { $0.id == self }) else { preconditionFailure("\(rawValue) is not in SpecRule.all") }
    return rule
  }

  /// `S9`.
  public var description: String { rawValue }

  /// Rules in spec order: S2 before S10.
  public static func < (a: RuleID, b: RuleID) -> Bool { a.number < b.number }
}
