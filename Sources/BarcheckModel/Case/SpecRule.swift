/// The rules of the suite's spec (`Conformance/SPEC.md`), with the confidence each carries. SPEC.md is the
/// authority; `SpecDocument.check()` (run by `barcheck lint`) fails when this list and the document disagree.
public struct SpecRule: Sendable, Hashable, Identifiable {
  /// `S1` … `S24`.
  public var id: RuleID
  /// A short title.
  public var title: String
  /// The requirement level its confidence gives a case (documented: must, observed: should, tentative).
  public var level: RequirementLevel
  /// Whether the rule is a resolver-checked rule (S22 describes third-party helpers, not UIKit).
  public var normative: Bool

  /// Every rule, in order.
  public static let all: [SpecRule] = [
    SpecRule(id: .s1, title: "Info.plist chooses view-controller or application mode", level: .must, normative: true),
    SpecRule(id: .s2, title: "Launch-screen style and visibility come from Info.plist", level: .must, normative: true),
    SpecRule(id: .s3, title: "Application setters: inert in view-controller mode, immediate in application mode", level: .must, normative: true),
    SpecRule(id: .s4, title: "lightContent is white, darkContent is black", level: .must, normative: true),
    SpecRule(id: .s5, title: "default is black content before iOS 13", level: .must, normative: true),
    SpecRule(id: .s6, title: "default follows the owner's effective user interface style", level: .should, normative: true),
    SpecRule(id: .s7, title: "The topmost visible window controls the status bar", level: .should, normative: true),
    SpecRule(id: .s8, title: "Style and visibility are resolved independently by the same walk", level: .should, normative: true),
    SpecRule(id: .s9, title: "Which presentations take the status bar over", level: .must, normative: true),
    SpecRule(id: .s10, title: "Dismissal hands the decision back to the presenter", level: .should, normative: true),
    SpecRule(id: .s11, title: "A plain controller's defaults", level: .must, normative: true),
    SpecRule(id: .s12, title: "Navigation controller: decides with a visible bar, forwards to top when hidden", level: .must, normative: true),
    SpecRule(id: .s13, title: "Navigation controller's own style: bar style, or bar appearance in glass", level: .should, normative: true),
    SpecRule(id: .s14, title: "Navigation controller forwards visibility to its top controller", level: .should, normative: true),
    SpecRule(id: .s15, title: "Tab bar controller forwards to the selected child", level: .must, normative: true),
    SpecRule(id: .s16, title: "Split view forwards when collapsed; page, search and alert controllers do not", level: .tentative, normative: true),
    SpecRule(id: .s17, title: "Compact height hides by default; overriding the property loses that", level: .must, normative: true),
    SpecRule(id: .s18, title: "Visibility animation: the hidden owner's, inside an animation block only", level: .must, normative: true),
    SpecRule(id: .s19, title: "Changes need setNeedsStatusBarAppearanceUpdate; until then the bar is stale", level: .must, normative: true),
    SpecRule(id: .s20, title: "Automatic re-resolution at transitions and trait changes", level: .should, normative: true),
    SpecRule(id: .s21, title: "SwiftUI: preferredColorScheme, toolbarColorScheme, statusBarHidden", level: .should, normative: true),
    SpecRule(id: .s22, title: "Third-party style-stack helpers (not UIKit)", level: .should, normative: false),
    SpecRule(id: .s23, title: "Legibility: contrast against what is behind the bar", level: .must, normative: true),
    SpecRule(id: .s24, title: "A sheet card that pushes a screen back shows light content", level: .should, normative: true),
  ]

  /// The rule's anchor in SPEC.md: `s9` for S9.
  public var anchor: String { id.rawValue.lowercased() }

  /// The rule's place in SPEC.md: `SPEC.md#s9`.
  public var specReference: String { CaseSource.specFile + "#" + anchor }

  /// The rule with this id.
  public static func named(_ id: String) -> SpecRule? { RuleID(rawValue: id)?.spec }
}
