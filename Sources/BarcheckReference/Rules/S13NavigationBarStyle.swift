import BarcheckModel

// S13. Navigation controller's own style: bar style, or bar appearance in glass (SPEC.md#s13).

extension Mutant {
  /// S13's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s13: [Entry] = [
    Mutant.Entry(
      .s13SubclassOverrideIgnored, flips: .s13_11, also: [.s12_11],
      "a navigation subclass's preferredStatusBarStyle is ignored: the bar style decides"),
    Mutant.Entry(.s13BlackBarStyleIgnored, flips: .s13_1, "barStyle black is ignored: default"),
    Mutant.Entry(.s13GlassReadsBarStyle, flips: .s13_6, "glass profile: the bar's barStyle decides, not its user interface style"),
    Mutant.Entry(.s13GlassBarAppearanceInverted, flips: .s13_5, "glass profile: a dark bar means darkContent and a light bar lightContent"),
    Mutant.Entry(.s13DefaultBarStyleLight, flips: .s13_2, "a navigation bar with barStyle default gives lightContent"),
    Mutant.Entry(.s13DefaultInSystemAppearance, flips: .s13_3, "a navigation controller's default resolves in the system appearance, not its own"),
    Mutant.Entry(.s13ToolbarSchemeInverted, flips: .s13_8, "toolbarColorScheme(.dark) gives darkContent and .light gives lightContent"),
    Mutant.Entry(.s13GlassToolbarSchemeApplies, flips: .s13_12, "in glass, toolbarColorScheme sets the navigation controller's style as in classic"),
    Mutant.Entry(.s13DarkBarBackgroundGivesLight, flips: .s13_10, "a navigation bar with a dark declared background gives lightContent"),
    Mutant.Entry(.s13Dot4BoundaryEarlier, flips: .s13_4, "the iOS 26 boundary of the glass navigation style is one major version earlier"),
    Mutant.Entry(.s13Dot4BoundaryLater, flips: .s13_4, "the iOS 26 boundary of the glass navigation style is one major version later"),
  ]
}

extension RuleSession {
  /// The owner's `preferredStatusBarStyle`, before `default` is resolved.
  func preference(of owner: Int, tracer: inout some TraceSink) -> StatusBarStyle {
    if holds(
      .s21_14, false, unless: .s21ToolbarSchemeOnOwningHosting,
      gives: scene.controllers[owner].kind == .hosting && scene.controllers[owner].spec.preferredStatusBarStyle == nil),
      let scheme = scene.controllers[owner].spec.swiftUI.toolbarColorScheme
    {
      return scheme == .dark ? .lightContent : .darkContent
    }
    if let style = scene.controllers[owner].spec.preferredStatusBarStyle,
      holds(
        (scene.controllers[owner].kind == .navigation ? .s13_11 : .s8_3), true, unless: .s13SubclassOverrideIgnored,
        when: scene.controllers[owner].kind == .navigation, gives: false,
        note: "\(scene.name(owner)) prefers \(style.rawValue)\(scene.controllers[owner].kind == .navigation ? " (a subclass override)" : "")",
        tracer: &tracer)
    {
      return style
    }
    guard scene.controllers[owner].kind == .navigation else {
      if holds(.s16_4, false, unless: .s16ExpandedSplitOwnStyleLight, gives: scene.controllers[owner].kind == .splitView) { return .lightContent }
      return decide(
        .s11_1, .default, unless: .s11DefaultStyleLightContent, gives: .lightContent,
        note: "\(scene.name(owner)) does not override preferredStatusBarStyle: default", tracer: &tracer)
    }
    let bar = scene.controllers[owner].spec.navigationBar
    if holds(.s21_13, false, unless: .s21BarStyleBeatsToolbarScheme, gives: bar.style == .black) { return .lightContent }
    if holds(.s13_10, false, unless: .s13DarkBarBackgroundGivesLight, gives: true), !scene.barHidden(owner), let background = bar.background,
      RGB.contrast(.white, scene.colours[background].resolved(in: effectiveAppearance(of: owner, tracer: &tracer)))
        >= RGB.contrast(.black, scene.colours[background].resolved(in: effectiveAppearance(of: owner, tracer: &tracer)))
    {
      return .lightContent
    }
    if let top = decide(
      .s21_11, scene.topViewController(of: owner), unless: .s21ToolbarSchemeOfRootHosting, gives: scene.controllers[owner].firstChild),
      scene.controllers[top].kind == .hosting,
      let scheme = decide(.s21_10, scene.controllers[top].spec.swiftUI.toolbarColorScheme, unless: .s21ToolbarColorSchemeIgnored, gives: nil)
    {
      let noBackground = holds(
        .s21_21, !scene.barShowsBackground(owner), unless: .s21HiddenBarShowsNoBackground, when: scene.barHidden(owner), gives: true)
      let ignored =
        holds(
          .s13_12, scene.platform.liquidGlass && reached(.s13_4), unless: .s13GlassToolbarSchemeApplies, gives: false,
          note:
            "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) does not set the style under Liquid Glass: the bar's appearance decides (tentative)",
          tracer: &tracer)
        || holds(
          .s21_9, !reached(.s21_9), unless: .s21ToolbarSchemeBeforeIos16, gives: false,
          note: "toolbarColorScheme on \(scene.name(top)) needs iOS 16: ignored", tracer: &tracer)
        || holds(
          .s21_12, noBackground, unless: .s21ToolbarSchemeWithoutBackground, gives: false,
          note: "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) has no effect: the navigation bar shows no background",
          tracer: &tracer)
      if !ignored {
        let style: StatusBarStyle =
          holds(.s13_8, scheme == .dark, unless: .s13ToolbarSchemeInverted, gives: scheme != .dark) ? .lightContent : .darkContent
        tracer.note(
          .s21_10,
          "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) sets the navigation bar's appearance: \(scene.name(owner)) prefers \(style.rawValue)"
        )
        return style
      }
    }
    if holds(.s13_6, scene.platform.liquidGlass && reached(.s13_4), unless: .s13GlassReadsBarStyle, gives: false) {
      switch bar.userInterfaceStyle {
      case .dark:
        return decide(
          .s13_5, .lightContent, unless: .s13GlassBarAppearanceInverted, gives: .darkContent,
          note: "glass profile: the navigation bar of \(scene.name(owner)) is dark: lightContent (tentative)", tracer: &tracer)
      case .light:
        return decide(
          .s13_5, .darkContent, unless: .s13GlassBarAppearanceInverted, gives: .lightContent,
          note: "glass profile: the navigation bar of \(scene.name(owner)) is light: darkContent (tentative)", tracer: &tracer)
      case .unspecified:
        tracer.note(.s13_5, "glass profile: the navigation bar of \(scene.name(owner)) inherits its appearance: default (tentative)")
        return .default
      }
    }
    if holds(
      .s13_1, bar.style == .black, unless: .s13BlackBarStyleIgnored, gives: false,
      note: "the navigation bar of \(scene.name(owner)) has barStyle black: lightContent", tracer: &tracer)
    {
      return .lightContent
    }
    return decide(
      .s13_2, .default, unless: .s13DefaultBarStyleLight, gives: .lightContent,
      note: "the navigation bar of \(scene.name(owner)) has barStyle default: default", tracer: &tracer)
  }
}
