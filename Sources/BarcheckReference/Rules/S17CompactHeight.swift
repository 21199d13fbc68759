import BarcheckModel

// S17. Compact height hides by default; overriding the property loses that (SPEC.md#s17).

extension Mutant {
  /// S17's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s17: [Entry] = [
    Mutant.Entry(.s17CompactHeightShows, flips: .s17_1, also: [.s11_3], "compact height does not hide the bar by default"),
    Mutant.Entry(.s17OverrideKeepsCompactDefault, flips: .s17_2, "overriding prefersStatusBarHidden to false still hides in compact height"),
    Mutant.Entry(.s17NotchLandscapeNotForced, flips: .s17_3, "a phone without a home button does not force the bar hidden in landscape"),
    Mutant.Entry(.s17LandscapeForcedWithHomeButton, flips: .s17_3, "a phone with a home button forces the bar hidden in landscape too"),
    Mutant.Entry(.s17PadLandscapeIsCompact, flips: .s17_4, "an iPad in landscape is vertically compact: the bar hides by default"),
    Mutant.Entry(.s17ApplicationLandscapeShown, flips: .s17_5, "application mode: a phone in landscape shows the bar"),
    Mutant.Entry(
      .s17ApplicationLandscapeLaunchForgotten, flips: .s17_8,
      "application mode: after a landscape launch the bar shows in portrait without a setter call"),
    Mutant.Entry(
      .s17ApplicationLaunchStateOutlivesSetter, flips: .s17_9, also: [.s3_11],
      "application mode: after a landscape launch the bar stays hidden in portrait even after the setter"),
    Mutant.Entry(.s17Ios7CompactShows, flips: .s17_12, "view-controller mode before iOS 8: an un-overridden controller shows the bar in landscape"),
    Mutant.Entry(
      .s17ApplicationPortraitKeepsHidden, flips: .s17_7, "application mode: after landscape hid the bar, rotating back to portrait keeps it hidden"),
    Mutant.Entry(.s17Dot6BoundaryEarlier, flips: .s17_6, "the iOS 8 boundary of application-mode landscape hiding is one major version earlier"),
    Mutant.Entry(.s17Dot6BoundaryLater, flips: .s17_6, "the iOS 8 boundary of application-mode landscape hiding is one major version later"),
  ]
}

extension ReferenceSession {
  /// Whether the device is vertically compact, which hides the bar by default (S17): a phone in landscape.
  var isVerticallyCompact: Bool {
    switch mutant {
    case .s17CompactHeightShows: false
    case .s17PadLandscapeIsCompact: scene.orientation == .landscape
    default: scene.isVerticallyCompact
    }
  }

  /// Whether the status bar is hidden, given the controller that decides visibility.
  func hidden(owner: Int, tracer: inout some TraceSink) -> Bool {
    if mutant == .s21AnyStatusBarHiddenHides, scene.controllers.contains(where: { $0.spec.swiftUI.statusBarHidden == true }) { return true }
    var hidden: Bool
    if scene.controllers[owner].kind == .navigation && scene.controllers[owner].spec.prefersStatusBarHidden == nil && scene.platform.liquidGlass
      && reached(.s14_4)
      && scene.controllers[owner].spec.childForStatusBarHidden == nil && !scene.barHidden(owner)
      && mutant != .s14GlassNavigationCompactDefault
    {
      tracer.note(.s14_5, "\(scene.name(owner)) decides visibility itself and does not hide")
      hidden = false
    } else if scene.controllers[owner].kind == .hosting, let swiftUIHidden = scene.controllers[owner].spec.swiftUI.statusBarHidden,
      mutant != .s21StatusBarHiddenIgnored
    {
      tracer.note(.s21_15, "\(scene.name(owner)) carries statusBarHidden(\(swiftUIHidden)): \(swiftUIHidden ? "hidden" : "shown")")
      hidden = swiftUIHidden || mutant == .s21StatusBarHiddenFalseKeepsCompactDefault && isVerticallyCompact
    } else if let explicit = scene.controllers[owner].spec.prefersStatusBarHidden {
      tracer.note(
        .s17_2,
        "\(scene.name(owner)) overrides prefersStatusBarHidden to \(explicit)\(explicit || !scene.isVerticallyCompact ? "" : ", which loses the compact-height default")"
      )
      hidden = explicit || mutant == .s17OverrideKeepsCompactDefault && isVerticallyCompact
    } else if isVerticallyCompact && !(mutant == .s17Ios7CompactShows && scene.platform.majorVersion < 8) {
      tracer.note(.s17_1, "\(scene.name(owner)) does not override prefersStatusBarHidden, and a phone in landscape is vertically compact: hidden")
      hidden = true
    } else {
      tracer.note(.s11_2, "\(scene.name(owner)) does not override prefersStatusBarHidden: shown")
      hidden = mutant == .s11DefaultHidden
    }
    return forcedInLandscape(hidden, tracer: &tracer)
  }

  /// On a phone without a home button the bar is always hidden in landscape (S17).
  func forcedInLandscape(_ hidden: Bool, tracer: inout some TraceSink) -> Bool {
    if !hidden && scene.platform.idiom == .phone && (!scene.platform.homeButton || mutant == .s17LandscapeForcedWithHomeButton)
      && scene.orientation == .landscape && mutant != .s17NotchLandscapeNotForced
    {
      tracer.note(.s17_3, "a phone without a home button always hides the status bar in landscape")
      return true
    }
    return hidden
  }
}
