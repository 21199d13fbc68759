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

extension ReferenceSession {
  /// The owner's `preferredStatusBarStyle`, before `default` is resolved.
  func preference(of owner: Int, tracer: inout some TraceSink) -> StatusBarStyle {
    if mutant == .s21ToolbarSchemeOnOwningHosting, scene.controllers[owner].kind == .hosting,
      scene.controllers[owner].spec.preferredStatusBarStyle == nil, let scheme = scene.controllers[owner].spec.swiftUI.toolbarColorScheme
    {
      return scheme == .dark ? .lightContent : .darkContent
    }
    if let style = scene.controllers[owner].spec.preferredStatusBarStyle,
      mutant != .s13SubclassOverrideIgnored || scene.controllers[owner].kind != .navigation
    {
      tracer.note(
        scene.controllers[owner].kind == .navigation ? .s13_11 : .s8_3,
        "\(scene.name(owner)) prefers \(style.rawValue)\(scene.controllers[owner].kind == .navigation ? " (a subclass override)" : "")")
      return style
    }
    guard scene.controllers[owner].kind == .navigation else {
      if mutant == .s16ExpandedSplitOwnStyleLight && scene.controllers[owner].kind == .splitView { return .lightContent }
      tracer.note(.s11_1, "\(scene.name(owner)) does not override preferredStatusBarStyle: default")
      return mutant == .s11DefaultStyleLightContent ? .lightContent : .default
    }
    let bar = scene.controllers[owner].spec.navigationBar
    if mutant == .s21BarStyleBeatsToolbarScheme && bar.style == .black { return .lightContent }
    if mutant == .s13DarkBarBackgroundGivesLight, !scene.barHidden(owner), let background = bar.background,
      RGB.contrast(.white, scene.colours[background].resolved(in: effectiveAppearance(of: owner, tracer: &tracer)))
        >= RGB.contrast(.black, scene.colours[background].resolved(in: effectiveAppearance(of: owner, tracer: &tracer)))
    {
      return .lightContent
    }
    if let top = mutant == .s21ToolbarSchemeOfRootHosting ? scene.controllers[owner].firstChild : scene.topViewController(of: owner),
      scene.controllers[top].kind == .hosting,
      let scheme = scene.controllers[top].spec.swiftUI.toolbarColorScheme,
      mutant != .s21ToolbarColorSchemeIgnored
    {
      if scene.platform.liquidGlass && reached(.s13_4) && mutant != .s13GlassToolbarSchemeApplies {
        tracer.note(
          .s13_12,
          "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) does not set the style under Liquid Glass: the bar's appearance decides (tentative)"
        )
      } else if !reached(.s21_9) && mutant != .s21ToolbarSchemeBeforeIos16 {
        tracer.note(.s21_9, "toolbarColorScheme on \(scene.name(top)) needs iOS 16: ignored")
      } else if (!scene.barShowsBackground(owner) || mutant == .s21HiddenBarShowsNoBackground && scene.barHidden(owner))
        && mutant != .s21ToolbarSchemeWithoutBackground
      {
        tracer.note(.s21_12, "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) has no effect: the navigation bar shows no background")
      } else {
        let style: StatusBarStyle = (scheme == .dark) != (mutant == .s13ToolbarSchemeInverted) ? .lightContent : .darkContent
        tracer.note(
          .s21_10,
          "toolbarColorScheme(.\(scheme.rawValue)) on \(scene.name(top)) sets the navigation bar's appearance: \(scene.name(owner)) prefers \(style.rawValue)"
        )
        return style
      }
    }
    if scene.platform.liquidGlass && reached(.s13_4) && mutant != .s13GlassReadsBarStyle {
      switch bar.userInterfaceStyle {
      case .dark:
        tracer.note(.s13_5, "glass profile: the navigation bar of \(scene.name(owner)) is dark: lightContent (tentative)")
        return mutant == .s13GlassBarAppearanceInverted ? .darkContent : .lightContent
      case .light:
        tracer.note(.s13_5, "glass profile: the navigation bar of \(scene.name(owner)) is light: darkContent (tentative)")
        return mutant == .s13GlassBarAppearanceInverted ? .lightContent : .darkContent
      case .unspecified:
        tracer.note(.s13_5, "glass profile: the navigation bar of \(scene.name(owner)) inherits its appearance: default (tentative)")
        return .default
      }
    }
    if bar.style == .black && mutant != .s13BlackBarStyleIgnored {
      tracer.note(.s13_1, "the navigation bar of \(scene.name(owner)) has barStyle black: lightContent")
      return .lightContent
    }
    tracer.note(.s13_2, "the navigation bar of \(scene.name(owner)) has barStyle default: default")
    return mutant == .s13DefaultBarStyleLight ? .lightContent : .default
  }
}
