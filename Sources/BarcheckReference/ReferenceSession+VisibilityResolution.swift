import BarcheckModel

/// Whether the hidden owner hides the bar (S11, S14, S17, S21), and how a change of
/// visibility animates (S18).
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

  /// Whether the bar is hidden in application mode (S1, S3, S17): the application's `isStatusBarHidden`
  /// (on iOS 27 and later only Info.plist's, the setter being inert), hidden in landscape on a phone, and
  /// still hidden in portrait when the app launched in landscape until it calls the setter.
  func applicationHidden(tracer: inout some TraceSink) -> Bool {
    var hidden = scene.applicationHidden
    if mutant == .s1ApplicationHiddenIgnored || mutant == .s2PlistHiddenIgnored && !scene.applicationHiddenSet { hidden = false }
    if reached(.s3_4) && mutant != .s3Ios27SettersApply {
      hidden =
        scene.infoPlist.statusBarHidden && mutant != .s1ApplicationHiddenIgnored && mutant != .s2PlistHiddenIgnored
        && mutant != .s3Ios27PlistHiddenIgnored
      tracer.note(.s3_6, "iOS 27 and later: the application's isStatusBarHidden stays Info.plist's UIStatusBarHidden, \(hidden) (tentative)")
    } else {
      tracer.note(.s1_3, "the application's isStatusBarHidden is \(hidden)")
    }
    guard !hidden, scene.platform.idiom == .phone, reached(.s17_6), !(mutant == .s3Ios27LandscapeShown && reached(.s3_4)) else { return hidden }
    if scene.orientation == .landscape && mutant != .s17ApplicationLandscapeShown {
      tracer.note(.s17_5, "application mode on a phone in landscape: the status bar is hidden")
      return true
    }
    // On iOS 27 and later the hidden setter is inert: it does not end the launched-in-landscape state either.
    let setterCalled = scene.applicationHiddenSet && (!reached(.s3_4) || mutant == .s3Ios27SettersApply)
    if scene.launchOrientation == .landscape && mutant != .s17ApplicationLandscapeLaunchForgotten
      && !(setterCalled && mutant != .s17ApplicationLaunchStateOutlivesSetter)
    {
      tracer.note(
        .s17_8,
        "application mode: the app launched in landscape on a phone, so the bar stays hidden in portrait until the app calls setStatusBarHidden"
      )
      return true
    }
    return false
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

  /// The animation of this step's visibility change (S18).
  func animation(from wasHidden: Bool?, to hidden: Bool, owner: Int?, animated: Bool, tracer: inout some TraceSink) -> StatusBarAnimation {
    guard let wasHidden, wasHidden != hidden, mutant != .s18NeverAnimated else { return .none }
    guard animated || mutant == .s18AnimatedOutsideAnimationBlock else {
      tracer.note(.s18_7, "the status bar is \(hidden ? "hidden" : "shown") outside an animation block: no animation")
      return .none
    }
    guard let owner else { return .none }
    let animation =
      mutant == .s18PreferredAnimationIgnored ? .fade : scene.controllers[owner].spec.preferredStatusBarUpdateAnimation ?? defaultAnimation
    tracer.note(
      .s18_8,
      "the status bar is \(hidden ? "hidden" : "shown") inside an animation block with the hidden owner \(scene.name(owner))'s animation: \(animation.rawValue)"
    )
    return animation
  }

  /// The animation when the hidden owner does not override `preferredStatusBarUpdateAnimation` (S18): fade.
  private var defaultAnimation: StatusBarAnimation {
    switch mutant {
    case .s18DefaultAnimationNone: .none
    case .s18DefaultAnimationSlide: .slide
    default: .fade
    }
  }
}
