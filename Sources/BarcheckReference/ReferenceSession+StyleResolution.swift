import BarcheckModel

/// What the deciding controller's style preference is, and what content colour it
/// means: S4–S6 for the values, S11 and S13 for defaults, S21 for SwiftUI.
extension ReferenceSession {

  /// The content colour the style owner's preference resolves to.
  func content(of owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    resolve(preference(of: owner, tracer: &tracer), for: owner, tracer: &tracer)
  }

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

  /// Turns a preference into a content colour (S4–S6).
  func resolve(_ style: StatusBarStyle, for owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    var style = style
    if mutant == .s4DarkContentFollowsAppearance && style == .darkContent || mutant == .s4LightContentFollowsAppearance && style == .lightContent {
      style = .default
    }
    switch style {
    case .lightContent:
      tracer.note(.s4_1, "lightContent is white content")
      return .lightContent
    case .darkContent:
      tracer.note(.s4_2, "darkContent is black content, whatever the appearance")
      return mutant == .s4DarkContentIsWhite ? .lightContent : .darkContent
    case .default:
      if isLegacyDefault {
        tracer.note(.s5_1, "before iOS 13, default is black content")
        return legacyDefault
      }
      let appearance =
        mutant == .s13DefaultInSystemAppearance && scene.controllers[owner].kind == .navigation
        ? scene.appearance : effectiveAppearance(of: owner, tracer: &tracer)
      var content = defaultContent(in: appearance)
      if mutant == .s6DefaultFollowsBackground, let window = controllingWindow, let behind = background(window: window) {
        let rgb = behind.colour.resolved(in: appearance)
        content = RGB.contrast(.white, rgb) >= RGB.contrast(.black, rgb) ? .lightContent : .darkContent
      }
      tracer.note(.s6_1, "default in the \(appearance.rawValue) appearance is \(content == .lightContent ? "white" : "black") content")
      return content
    }
  }

  /// Whether `default` is the fixed colour of before iOS 13 (S5) rather than the appearance's (S6).
  var isLegacyDefault: Bool { !reached(.s5_3) && mutant != .s5LegacyDefaultFollowsAppearance }

  /// What `default` is before iOS 13 (S5): black content.
  var legacyDefault: ContentStyle { mutant == .s5LegacyDefaultIsLightContent ? .lightContent : .darkContent }

  /// What `default` is in an appearance from iOS 13 (S6): white content in dark, black in light.
  func defaultContent(in appearance: Appearance) -> ContentStyle {
    (appearance == .dark) != (mutant == .s6DefaultInverted) ? .lightContent : .darkContent
  }

  /// The effective user interface style of a controller (S6): its own override, then its
  /// ancestors' (parents, then the presenting chain), the window's, Info.plist, the system.
  func effectiveAppearance(of index: Int, tracer: inout some TraceSink) -> Appearance {
    var current = index
    if mutant == .s6PresentedOverrideReachesPresenter, let presented = scene.controllers[index].presented,
      let appearance = scene.controllers[presented].spec.overrideUserInterfaceStyle.appearance
    {
      return appearance
    }
    // A SwiftUI preferredColorScheme sets its own presentation's appearance only: a controller presented on
    // top of it (a fullScreenCover) does not inherit it (S21, tentative: one report).
    var ownLayer = true
    // Whether `current` was reached through a container parent (for a mutant of S6).
    var viaParent = false
    if mutant == .s21ColorSchemeBeatsOverrides, scene.declaresColorSchemes, let scheme = layerColorScheme(scene.layerRoot(of: index)) {
      return scheme.appearance
    }
    while true {
      if let appearance = scene.controllers[current].spec.overrideUserInterfaceStyle.appearance,
        mutant != .s6ControllerOverrideIgnored || current != index, mutant != .s6ParentOverrideNotInherited || !viaParent
      {
        tracer.note(
          (current == index ? .s6_3 : ownLayer ? .s6_4 : .s6_6),
          "\(scene.name(current)) overrides its user interface style to \(appearance.rawValue)\(current == index ? "" : " (an ancestor of \(scene.name(index)))")"
        )
        return appearance
      }
      if let parent = scene.controllers[current].parent {
        current = parent
        viaParent = true
        continue
      }
      if scene.declaresColorSchemes, ownLayer || mutant == .s21ColorSchemeInheritedByPresentation, mutant != .s21ColorSchemeIgnored,
        mutant != .s21WindowOverrideBeatsColorScheme
          || scene.window(of: current).flatMap({ scene.windows[$0].overrideUserInterfaceStyle.appearance }) == nil,
        let scheme = layerColorScheme(current)
      {
        tracer.note(
          .s21_2,
          "preferredColorScheme(.\(scheme.appearance.rawValue)) on \(scene.name(scheme.host)) sets the appearance of its \(scene.controllers[current].presenter == nil ? "window" : "presentation")"
        )
        return scheme.appearance
      }
      if let presenter = scene.controllers[current].presenter {
        if mutant == .s6PresenterOverrideNotInherited { return windowAppearance(scene.window(of: current), tracer: &tracer) }
        if scene.declaresColorSchemes && ownLayer, let scheme = layerColorScheme(scene.layerRoot(of: presenter)), tracer.enabled {
          tracer.note(
            .s21_7,
            "preferredColorScheme(.\(scheme.appearance.rawValue)) on \(scene.name(scheme.host)) sets the appearance of its own presentation only: \(scene.name(current)) does not inherit it (tentative)"
          )
        }
        ownLayer = false
        viaParent = false
        current = presenter
        continue
      }
      return windowAppearance(scene.controllers[current].window, tracer: &tracer)
    }
  }

  /// The appearance a window gives what it holds (S6): its override, then Info.plist, then the system.
  func windowAppearance(_ window: Int?, tracer: inout some TraceSink) -> Appearance {
    if let window, let appearance = scene.windows[window].overrideUserInterfaceStyle.appearance, mutant != .s6WindowOverrideIgnored {
      tracer.note(
        (applicationMode ? .s6_13 : .s6_8), "window \"\(scene.windows[window].id)\" overrides its user interface style to \(appearance.rawValue)")
      return appearance
    }
    switch mutant == .s6InfoPlistStyleIgnored ? .automatic : scene.infoPlist.userInterfaceStyle {
    case .light:
      tracer.note((applicationMode ? .s6_14 : .s6_9), "Info.plist UIUserInterfaceStyle is Light")
      return .light
    case .dark:
      tracer.note((applicationMode ? .s6_14 : .s6_9), "Info.plist UIUserInterfaceStyle is Dark")
      return .dark
    case .automatic:
      tracer.note((applicationMode ? .s6_15 : .s6_10), "no override on the way up: the system appearance is \(scene.appearance.rawValue)")
      return mutant == .s6SystemAppearanceIgnored ? .light : scene.appearance
    }
  }

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
        if mutant == .s21FirstColorSchemeWins { return found ?? deeper }
        found = deeper
      }
    }
    return found
  }

  /// The application's style in application mode (S1, S3); `default` follows the
  /// controlling window's appearance (S6 applied to the app, tentative).
  func applicationContent(window: Int?, tracer: inout some TraceSink) -> ContentStyle {
    var style = scene.applicationStyle
    if mutant == .s1ApplicationStyleIgnored || mutant == .s2PlistStyleIgnored && style == scene.infoPlist.launchStyle { style = .default }
    if mutant == .s2AbsentStyleLight && scene.infoPlist.statusBarStyle == nil && style == .default { style = .lightContent }
    if mutant == .s2UnknownStyleLight, let name = scene.infoPlist.statusBarStyle, style == .default,
      !["UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "UIStatusBarStyleDarkContent"].contains(name)
    {
      style = .lightContent
    }
    if reached(.s3_5) && mutant != .s3Ios27SettersApply {
      tracer.note(
        .s3_5, "iOS 27 and later: the application's statusBarStyle (Info.plist UIStatusBarStyle and the setter) is not applied: default (tentative)")
      style = .default
    } else {
      tracer.note(.s1_3, "application mode: the application's statusBarStyle is \(style.rawValue)")
    }
    switch style {
    case .lightContent, .darkContent:
      return resolve(style, for: 0, tracer: &tracer)
    case .default:
      if isLegacyDefault {
        tracer.note(.s5_2, "before iOS 13, default is black content")
        return legacyDefault
      }
      var appearance = windowAppearance(
        window
          ?? (mutant == .s6HiddenWindowOverrideInApplicationMode
            ? scene.windows.indices.first { scene.windows[$0].overrideUserInterfaceStyle != .unspecified } : nil),
        tracer: &tracer)
      if mutant == .s1ControllerOverrideReachesDefault, let window, let root = scene.windows[window].root {
        appearance = effectiveAppearance(of: root, tracer: &tracer)
      }
      let content = defaultContent(in: appearance)
      tracer.note(
        .s6_13,
        "default in the \(appearance.rawValue) appearance is \(content == .lightContent ? "white" : "black") content (tentative in application mode)")
      return content
    }
  }
}

extension UserInterfaceStyle {
  /// The appearance this override forces, or nil for `unspecified`.
  var appearance: Appearance? {
    switch self {
    case .unspecified: nil
    case .light: .light
    case .dark: .dark
    }
  }
}
