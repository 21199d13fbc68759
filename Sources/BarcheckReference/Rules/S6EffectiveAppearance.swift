import BarcheckModel

// S6. default follows the owner's effective user interface style (SPEC.md#s6).

extension Mutant {
  /// S6's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s6: [Entry] = [
    Mutant.Entry(.s6ControllerOverrideIgnored, flips: .s6_3, "a controller's overrideUserInterfaceStyle does not change what default means"),
    Mutant.Entry(.s6ParentOverrideNotInherited, flips: .s6_4, "a container parent's overrideUserInterfaceStyle is not inherited"),
    Mutant.Entry(
      .s6PresenterOverrideNotInherited, flips: .s6_6, also: [.s21_8],
      "a presenter's overrideUserInterfaceStyle is not inherited: the window's applies"),
    Mutant.Entry(.s6WindowOverrideIgnored, flips: .s6_8, also: [.s6_13], "a window's overrideUserInterfaceStyle is ignored"),
    Mutant.Entry(.s6InfoPlistStyleIgnored, flips: .s6_9, also: [.s6_14], "Info.plist's UIUserInterfaceStyle is ignored"),
    Mutant.Entry(.s6SystemAppearanceIgnored, flips: .s6_10, also: [.s6_15], "the system appearance is read as light"),
    Mutant.Entry(.s6DefaultInverted, flips: .s6_1, "default is black content in a dark appearance and white in a light one"),
    Mutant.Entry(.s6DefaultFollowsBackground, flips: .s6_12, "default picks the content colour that contrasts best with what is behind the bar"),
    Mutant.Entry(
      .s6HiddenWindowOverrideInApplicationMode, flips: .s6_17, "application mode with no visible window: a hidden window's override decides default"),
    Mutant.Entry(.s6PresentedOverrideReachesPresenter, flips: .s6_11, "a controller presented on the owner lends it its overrideUserInterfaceStyle"),
  ]
}

extension RuleSession {
  /// What `default` is in an appearance from iOS 13 (S6): white content in dark, black in light.
  func defaultContent(in appearance: Appearance) -> ContentStyle {
    holds(.s6_1, appearance == .dark, unless: .s6DefaultInverted, gives: appearance != .dark) ? .lightContent : .darkContent
  }

  /// For a mutant of S6: the content colour that contrasts best with what is behind the bar; nil when no colour is declared there.
  func contrastingContent(in appearance: Appearance) -> ContentStyle? {
    guard let window = controllingWindow, let behind = background(window: window) else { return nil }
    let rgb = resolved(behind.colour, in: appearance)
    return RGB.contrast(.white, rgb) >= RGB.contrast(.black, rgb) ? .lightContent : .darkContent
  }

  /// The effective user interface style of a controller (S6): its own override, then its
  /// ancestors' (parents, then the presenting chain), the window's, Info.plist, the system.
  func effectiveAppearance(of index: Int, tracer: inout some TraceSink) -> Appearance {
    var current = index
    if holds(.s6_11, false, unless: .s6PresentedOverrideReachesPresenter, gives: true), let presented = scene.controllers[index].presented,
      let appearance = scene.controllers[presented].spec.overrideUserInterfaceStyle.appearance
    {
      return appearance
    }
    // A SwiftUI preferredColorScheme sets its own presentation's appearance only: a controller presented on
    // top of it (a fullScreenCover) does not inherit it (S21, tentative: one report).
    var ownLayer = true
    // Whether `current` was reached through a container parent (for a mutant of S6).
    var viaParent = false
    if holds(.s21_4, false, unless: .s21ColorSchemeBeatsOverrides, gives: scene.declaresColorSchemes),
      let scheme = layerColorScheme(scene.layerRoot(of: index))
    {
      return scheme.appearance
    }
    while true {
      if let appearance = scene.controllers[current].spec.overrideUserInterfaceStyle.appearance,
        holds(.s6_3, true, unless: .s6ControllerOverrideIgnored, when: current == index, gives: false),
        holds(.s6_4, true, unless: .s6ParentOverrideNotInherited, when: viaParent, gives: false)
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
      if scene.declaresColorSchemes, holds(.s21_7, ownLayer, unless: .s21ColorSchemeInheritedByPresentation, gives: true),
        holds(.s21_2, true, unless: .s21ColorSchemeIgnored, gives: false),
        holds(
          .s21_5, true, unless: .s21WindowOverrideBeatsColorScheme,
          gives: scene.window(of: current).flatMap({ scene.windows[$0].overrideUserInterfaceStyle.appearance }) == nil),
        let scheme = layerColorScheme(current)
      {
        tracer.note(
          .s21_2,
          "preferredColorScheme(.\(scheme.appearance.rawValue)) on \(scene.name(scheme.host)) sets the appearance of its \(scene.controllers[current].presenter == nil ? "window" : "presentation")"
        )
        return scheme.appearance
      }
      if let presenter = scene.controllers[current].presenter {
        if holds(.s6_6, false, unless: .s6PresenterOverrideNotInherited, gives: true) {
          return windowAppearance(scene.window(of: current), tracer: &tracer)
        }
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
    if let window, let appearance = scene.windows[window].overrideUserInterfaceStyle.appearance,
      holds(
        (applicationMode ? .s6_13 : .s6_8), true, unless: .s6WindowOverrideIgnored, gives: false,
        note: "window \"\(scene.windows[window].id)\" overrides its user interface style to \(appearance.rawValue)", tracer: &tracer)
    {
      return appearance
    }
    switch decide(.s6_9, scene.infoPlist.userInterfaceStyle, unless: .s6InfoPlistStyleIgnored, gives: .automatic) {
    case .light:
      tracer.note((applicationMode ? .s6_14 : .s6_9), "Info.plist UIUserInterfaceStyle is Light")
      return .light
    case .dark:
      tracer.note((applicationMode ? .s6_14 : .s6_9), "Info.plist UIUserInterfaceStyle is Dark")
      return .dark
    case .automatic:
      return decide(
        (applicationMode ? .s6_15 : .s6_10), scene.appearance, unless: .s6SystemAppearanceIgnored, gives: .light,
        note: "no override on the way up: the system appearance is \(scene.appearance.rawValue)", tracer: &tracer)
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
