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

extension RuleSession {
  /// Whether the device is vertically compact, which hides the bar by default (S17): a phone in landscape.
  var isVerticallyCompact: Bool {
    let compact = holds(.s17_4, scene.isVerticallyCompact, unless: .s17PadLandscapeIsCompact, gives: scene.orientation == .landscape)
    return holds(.s17_1, compact, unless: .s17CompactHeightShows, gives: false)
  }

  /// Whether the status bar is hidden, given the controller that decides visibility.
  func hidden(owner: Int, tracer: inout some TraceSink) -> Bool {
    if holds(.s21_17, false, unless: .s21AnyStatusBarHiddenHides, gives: scene.controllers.contains { $0.spec.swiftUI.statusBarHidden == true }) {
      return true
    }
    var hidden: Bool
    if holds(
      .s14_5,
      scene.controllers[owner].kind == .navigation && scene.controllers[owner].spec.prefersStatusBarHidden == nil && scene.platform.liquidGlass
        && reached(.s14_4) && scene.controllers[owner].spec.childForStatusBarHidden == nil && !scene.barHidden(owner),
      unless: .s14GlassNavigationCompactDefault, gives: false, note: "\(scene.name(owner)) decides visibility itself and does not hide",
      tracer: &tracer)
    {
      hidden = false
    } else if scene.controllers[owner].kind == .hosting,
      let swiftUIHidden = decide(.s21_15, scene.controllers[owner].spec.swiftUI.statusBarHidden, unless: .s21StatusBarHiddenIgnored, gives: nil)
    {
      hidden = decide(
        .s21_15, swiftUIHidden, unless: .s21StatusBarHiddenFalseKeepsCompactDefault, gives: swiftUIHidden || isVerticallyCompact,
        note: "\(scene.name(owner)) carries statusBarHidden(\(swiftUIHidden)): \(swiftUIHidden ? "hidden" : "shown")", tracer: &tracer)
    } else if let explicit = scene.controllers[owner].spec.prefersStatusBarHidden {
      hidden = decide(
        .s17_2, explicit, unless: .s17OverrideKeepsCompactDefault, gives: explicit || isVerticallyCompact,
        note:
          "\(scene.name(owner)) overrides prefersStatusBarHidden to \(explicit)\(explicit || !scene.isVerticallyCompact ? "" : ", which loses the compact-height default")",
        tracer: &tracer)
    } else if holds(
      .s17_1, isVerticallyCompact, unless: .s17Ios7CompactShows, when: scene.version.major < 8, gives: false,
      note: "\(scene.name(owner)) does not override prefersStatusBarHidden, and a phone in landscape is vertically compact: hidden", tracer: &tracer)
    {
      hidden = true
    } else {
      hidden = decide(
        .s11_2, false, unless: .s11DefaultHidden, gives: true, note: "\(scene.name(owner)) does not override prefersStatusBarHidden: shown",
        tracer: &tracer)
    }
    return forcedInLandscape(hidden, tracer: &tracer)
  }

  /// On a phone without a home button the bar is always hidden in landscape (S17).
  func forcedInLandscape(_ hidden: Bool, tracer: inout some TraceSink) -> Bool {
    if !hidden && scene.platform.idiom == .phone && scene.orientation == .landscape,
      holds(.s17_3, !scene.platform.homeButton, unless: .s17LandscapeForcedWithHomeButton, gives: true),
      holds(
        .s17_3, true, unless: .s17NotchLandscapeNotForced, gives: false,
        note: "a phone without a home button always hides the status bar in landscape",
        tracer: &tracer)
    {
      return true
    }
    return hidden
  }
}
