import BarcheckModel

// S1. Info.plist chooses view-controller or application mode (SPEC.md#s1).

extension Mutant {
  /// S1's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s1: [Entry] = [
    Mutant.Entry(
      .s1ModeIgnored, flips: .s1_3, "UIViewControllerBasedStatusBarAppearance NO is ignored: view controllers decide as in view-controller mode"),
    Mutant.Entry(
      .s1UpdateCallAppliesInApplicationMode, flips: .s1_9, also: [.s19_8], "setNeedsStatusBarAppearanceUpdate re-resolves in application mode"),
    Mutant.Entry(.s1ApplicationStyleIgnored, flips: .s1_3, "application mode does not read the application's statusBarStyle: default"),
    Mutant.Entry(.s1ApplicationHiddenIgnored, flips: .s1_3, "application mode does not read the application's isStatusBarHidden: shown"),
    Mutant.Entry(.s1OwnersReportedAsRoot, flips: .s1_4, "application mode: the window's root is reported as both owners instead of application"),
    Mutant.Entry(
      .s1ControllerStyleReadInApplicationMode, flips: .s1_5, also: [.s2_8],
      "application mode: the root's preferredStatusBarStyle, when it has one, is shown"),
    Mutant.Entry(
      .s1ControllerHiddenReadInApplicationMode, flips: .s1_6, "application mode: the root's prefersStatusBarHidden, when it has one, is shown"),
    Mutant.Entry(
      .s1ControllerAnimationInApplicationMode, flips: .s1_7, also: [.s3_9],
      "application mode: a visibility change at an automatic trigger animates with the root's preferredStatusBarUpdateAnimation"),
    Mutant.Entry(
      .s1ControllerOverrideReachesDefault, flips: .s1_8, also: [.s6_16],
      "application mode: default follows the root controller's effective appearance, its override included"),
    Mutant.Entry(
      .s1BackdropInApplicationMode, flips: .s1_10, also: [.s24_15], "application mode: a sheet card on a portrait phone turns the bar light too"),
    Mutant.Entry(
      .s1TriggersIgnoredInApplicationMode, flips: .s1_11, also: [.s10_12, .s20_18],
      "application mode: automatic triggers do not re-resolve the application's state"),
    Mutant.Entry(.s1KeyYesReadAsNo, flips: .s1_1, "UIViewControllerBasedStatusBarAppearance YES (or absent) puts the app in application mode"),
  ]
}

extension ReferenceSession {
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
}
