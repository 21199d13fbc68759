import BarcheckModel

// S21. SwiftUI: preferredColorScheme, toolbarColorScheme, statusBarHidden (SPEC.md#s21).

extension Mutant {
  /// S21's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s21: [Entry] = [
    Mutant.Entry(.s21StatusBarHiddenIgnored, flips: .s21_15, also: [.s14_10], "SwiftUI's statusBarHidden is ignored"),
    Mutant.Entry(.s21ColorSchemeIgnored, flips: .s21_2, also: [.s6_5, .s21_3], "SwiftUI's preferredColorScheme is ignored"),
    Mutant.Entry(
      .s21ColorSchemeInheritedByPresentation, flips: .s21_7, also: [.s6_7],
      "SwiftUI's preferredColorScheme is inherited by presentations on top of it"),
    Mutant.Entry(.s21FirstColorSchemeWins, flips: .s21_6, "of several preferredColorScheme in one layer, the first found wins, not the last"),
    Mutant.Entry(.s21ToolbarColorSchemeIgnored, flips: .s21_10, "SwiftUI's toolbarColorScheme is ignored"),
    Mutant.Entry(
      .s21ToolbarSchemeWithoutBackground, flips: .s21_12, also: [.s13_9],
      "toolbarColorScheme applies even when the navigation bar shows no background"),
    Mutant.Entry(.s21ToolbarSchemeBeforeIos16, flips: .s21_9, "toolbarColorScheme applies before iOS 16"),
    Mutant.Entry(.s21SwiftUIChangeNotResolved, flips: .s21_18, also: [.s20_15], "a change of a SwiftUI preference does not re-resolve"),
    Mutant.Entry(
      .s21StatusBarHiddenFalseKeepsCompactDefault, flips: .s21_16, "statusBarHidden(false) keeps the compact-height default: hidden in landscape"),
    Mutant.Entry(.s21HiddenBarShowsNoBackground, flips: .s21_21, "a hidden navigation bar counts as showing no background for toolbarColorScheme"),
    Mutant.Entry(
      .s21ToolbarSchemeOfRootHosting, flips: .s21_11,
      "the toolbarColorScheme of the stack's first hosting controller sets the style, not the top one's"),
    Mutant.Entry(
      .s21ColorSchemeBeatsOverrides, flips: .s21_4, "preferredColorScheme ranks above the owner's and its parents' overrideUserInterfaceStyle"),
    Mutant.Entry(.s21BarStyleBeatsToolbarScheme, flips: .s21_13, "a black bar style beats the top hosting controller's toolbarColorScheme"),
    Mutant.Entry(
      .s21ToolbarSchemeOnOwningHosting, flips: .s21_14, "a hosting controller that decides the style takes its own toolbarColorScheme as its style"),
    Mutant.Entry(.s21AnyStatusBarHiddenHides, flips: .s21_17, "a statusBarHidden(true) anywhere in the controlling window hides the bar"),
    Mutant.Entry(
      .s21StatusBarHiddenInApplicationMode, flips: .s21_20, "application mode: the root hosting controller's statusBarHidden is the visibility"),
    Mutant.Entry(
      .s21WindowOverrideBeatsColorScheme, flips: .s21_5, "a window's overrideUserInterfaceStyle ranks above SwiftUI's preferredColorScheme"),
    Mutant.Entry(.s21Dot9BoundaryEarlier, flips: .s21_9, also: [.s13_7], "the iOS 16 boundary of toolbarColorScheme is one major version earlier"),
    Mutant.Entry(.s21Dot9BoundaryLater, flips: .s21_9, also: [.s13_7], "the iOS 16 boundary of toolbarColorScheme is one major version later"),
  ]
}

extension RuleSession {
  /// The SwiftUI `preferredColorScheme` of the visible hosting controllers of a presentation layer (S21); the deepest wins
  /// (the last found walking the visible controllers depth first, children in order).
  func layerColorScheme(_ layerRoot: Int) -> (appearance: Appearance, host: Int)? {
    var found: (appearance: Appearance, host: Int)?
    if scene.controllers[layerRoot].kind == .hosting, let scheme = scene.controllers[layerRoot].spec.swiftUI.preferredColorScheme {
      found = (scheme, layerRoot)
    }
    let controller = scene.controllers[layerRoot]
    switch controller.kind {
    case .navigation:
      if let top = controller.lastChild, let deeper = layerColorScheme(top) { found = deeper }
    case .tabBar:
      if let selected = scene.child(of: layerRoot, at: controller.spec.selectedIndex), let deeper = layerColorScheme(selected) { found = deeper }
    case .splitView where controller.spec.collapsed:
      if let primary = controller.firstChild, let deeper = layerColorScheme(primary) { found = deeper }
    default:
      var next = controller.firstChild
      while let child = next {
        next = scene.controllers[child].nextSibling
        guard let deeper = layerColorScheme(child) else { continue }
        if holds(.s21_6, false, unless: .s21FirstColorSchemeWins, gives: true) { return found ?? deeper }
        found = deeper
      }
    }
    return found
  }
}
