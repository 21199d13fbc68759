import BarcheckModel

// S2. Launch-screen style and visibility come from Info.plist (SPEC.md#s2).

extension Mutant {
  /// S2's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s2: [Entry] = [
    Mutant.Entry(
      .s2PlistStyleIgnored, flips: .s2_7, "application mode does not start from Info.plist's UIStatusBarStyle: default until a setter changes it"),
    Mutant.Entry(
      .s2PlistHiddenIgnored, flips: .s2_7, "application mode does not start from Info.plist's UIStatusBarHidden: shown until setStatusBarHidden"),
    Mutant.Entry(
      .s2LaunchShowsPlistInViewControllerMode, flips: .s2_5,
      "view-controller mode: the launch step shows Info.plist's style and visibility, not the controllers'"),
    Mutant.Entry(.s2AbsentStyleLight, flips: .s2_3, "application mode: an absent UIStatusBarStyle reads as lightContent"),
    Mutant.Entry(.s2UnknownStyleLight, flips: .s2_4, "application mode: an unknown UIStatusBarStyle string reads as lightContent"),
    Mutant.Entry(
      .s2PlistHiddenLaterInViewControllerMode, flips: .s2_6, "view-controller mode: Info.plist UIStatusBarHidden keeps hiding the bar after launch"),
  ]
}

extension RuleSession {
  func noteLaunch(_ tracer: inout some TraceSink) {
    guard tracer.enabled else { return }
    let plist = scene.infoPlist
    let style =
      plist.statusBarStyle.map {
        "UIStatusBarStyle \($0)\(plist.launchStyle == .default && $0 != "UIStatusBarStyleDefault" ? " (unknown: reads as default)" : "")"
      } ?? "no UIStatusBarStyle (default)"
    if applicationMode {
      tracer.note(
        .s2_7,
        "the launch screen shows \(style), UIStatusBarHidden \(plist.statusBarHidden); in application mode that stays until a setter changes it"
      )
    } else {
      tracer.note(.s2_5, "the launch screen showed \(style), UIStatusBarHidden \(plist.statusBarHidden); the first resolution replaces it")
    }
  }

  /// For a mutant of S2: whether Info.plist's UIStatusBarStyle is there and names no style UIKit knows.
  var plistStyleIsUnknown: Bool {
    scene.infoPlist.statusBarStyle.map { !["UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "UIStatusBarStyleDarkContent"].contains($0) }
      ?? false
  }

  /// What the launch screen showed, from Info.plist, for the mutant that keeps it after launch in view-controller mode.
  var launchScreen: Shown {
    let plist = scene.infoPlist
    return Shown(
      style: plist.launchStyle == .lightContent ? .lightContent : .darkContent, hidden: plist.statusBarHidden, styleOwner: .application,
      hiddenOwner: .application)
  }
}
