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

extension RuleSession {
  /// The application's style in application mode (S1, S3); `default` follows the
  /// controlling window's appearance (S6 applied to the app, tentative).
  func applicationContent(window: Int?, tracer: inout some TraceSink) -> ContentStyle {
    var style = decide(.s1_3, scene.applicationStyle, unless: .s1ApplicationStyleIgnored, gives: .default)
    style = decide(.s2_7, style, unless: .s2PlistStyleIgnored, when: style == scene.infoPlist.launchStyle, gives: .default)
    style = decide(.s2_3, style, unless: .s2AbsentStyleLight, when: scene.infoPlist.statusBarStyle == nil && style == .default, gives: .lightContent)
    style = decide(.s2_4, style, unless: .s2UnknownStyleLight, when: style == .default && plistStyleIsUnknown, gives: .lightContent)
    if holds(
      .s3_5, reached(.s3_5), unless: .s3Ios27SettersApply, gives: false,
      note: "iOS 27 and later: the application's statusBarStyle (Info.plist UIStatusBarStyle and the setter) is not applied: default (tentative)",
      tracer: &tracer)
    {
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
      let appearanceWindow = decide(
        .s6_17, window, unless: .s6HiddenWindowOverrideInApplicationMode,
        gives: window ?? scene.windows.indices.first { scene.windows[$0].overrideUserInterfaceStyle != .unspecified })
      var appearance = windowAppearance(appearanceWindow, tracer: &tracer)
      if holds(.s1_8, false, unless: .s1ControllerOverrideReachesDefault, gives: true), let window, let root = scene.windows[window].root {
        appearance = effectiveAppearance(of: root, tracer: &tracer)
      }
      let content = defaultContent(in: appearance)
      tracer.note(
        .s6_13,
        "default in the \(appearance.rawValue) appearance is \(content.ink) content (tentative in application mode)")
      return content
    }
  }

  /// Whether the bar is hidden in application mode (S1, S3, S17): the application's `isStatusBarHidden`
  /// (on iOS 27 and later only Info.plist's, the setter being inert), hidden in landscape on a phone, and
  /// still hidden in portrait when the app launched in landscape until it calls the setter.
  func applicationHidden(tracer: inout some TraceSink) -> Bool {
    var hidden = holds(.s1_3, scene.applicationHidden, unless: .s1ApplicationHiddenIgnored, gives: false)
    hidden = holds(.s2_7, hidden, unless: .s2PlistHiddenIgnored, when: !scene.applicationHiddenSet, gives: false)
    if holds(.s3_4, reached(.s3_4), unless: .s3Ios27SettersApply, gives: false) {
      // Info.plist's key, which the mutants that do not read the application's visibility or Info.plist's do not read either.
      hidden = holds(.s3_6, scene.infoPlist.statusBarHidden, unless: .s3Ios27PlistHiddenIgnored, gives: false)
      hidden = holds(.s1_3, hidden, unless: .s1ApplicationHiddenIgnored, gives: false)
      hidden = holds(.s2_7, hidden, unless: .s2PlistHiddenIgnored, gives: false)
      tracer.note(.s3_6, "iOS 27 and later: the application's isStatusBarHidden stays Info.plist's UIStatusBarHidden, \(hidden) (tentative)")
    } else {
      tracer.note(.s1_3, "the application's isStatusBarHidden is \(hidden)")
    }
    guard !hidden, scene.platform.idiom == .phone, reached(.s17_6), !holds(.s3_7, false, unless: .s3Ios27LandscapeShown, gives: reached(.s3_4))
    else { return hidden }
    if holds(
      .s17_5, scene.orientation == .landscape, unless: .s17ApplicationLandscapeShown, gives: false,
      note: "application mode on a phone in landscape: the status bar is hidden", tracer: &tracer)
    {
      return true
    }
    // On iOS 27 and later the hidden setter is inert: it does not end the launched-in-landscape state either.
    let setterCalled = scene.applicationHiddenSet && holds(.s3_4, !reached(.s3_4), unless: .s3Ios27SettersApply, gives: true)
    let setterEnds = holds(.s17_9, setterCalled, unless: .s17ApplicationLaunchStateOutlivesSetter, gives: false)
    return holds(
      .s17_8, scene.launchOrientation == .landscape && !setterEnds, unless: .s17ApplicationLandscapeLaunchForgotten, gives: false,
      note: "application mode: the app launched in landscape on a phone, so the bar stays hidden in portrait until the app calls setStatusBarHidden",
      tracer: &tracer)
  }
}
