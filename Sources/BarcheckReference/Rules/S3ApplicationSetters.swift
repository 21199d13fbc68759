import BarcheckModel

// S3. Application setters: inert in view-controller mode, immediate in application mode (SPEC.md#s3).

extension Mutant {
  /// S3's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s3: [Entry] = [
    Mutant.Entry(.s3SetterObeyedInViewControllerMode, flips: .s3_1, "view-controller mode: the deprecated application setters change the bar"),
    Mutant.Entry(
      .s3SetterRefreshesInViewControllerMode, flips: .s3_2, also: [.s19_12],
      "in view-controller mode an application setter re-resolves the status bar (a stale bar is refreshed)"),
    Mutant.Entry(.s3SetterInertInApplicationMode, flips: .s3_3, "application mode: the setters change nothing until something else re-resolves"),
    Mutant.Entry(
      .s3Ios27SettersApply, flips: .s3_4, "iOS 27 and later: the application's style, setters and Info.plist keys still apply in application mode"),
    Mutant.Entry(.s3SetterAnimationIgnored, flips: .s3_8, "application mode: setStatusBarHidden(_:with:) never animates"),
    Mutant.Entry(
      .s3SetterAnimationWithoutChange, flips: .s3_8, "application mode: setStatusBarHidden(_:with:) animates even when visibility does not change"),
    Mutant.Entry(
      .s3Ios27PlistHiddenIgnored, flips: .s3_6, also: [.s2_10],
      "application mode on iOS 27: Info.plist UIStatusBarHidden is not the visibility (shown)"),
    Mutant.Entry(.s3Ios27LandscapeShown, flips: .s3_7, "application mode on iOS 27: a phone in landscape shows the bar"),
    Mutant.Entry(.s3StyleSetterAnimates, flips: .s3_10, "application mode: an animated setStatusBarStyle that changes the style fades"),
    Mutant.Entry(.s3Dot4BoundaryEarlier, flips: .s3_4, "the iOS 27 application-setter boundary is one major version earlier"),
    Mutant.Entry(.s3Dot4BoundaryLater, flips: .s3_4, "the iOS 27 application-setter boundary is one major version later"),
    Mutant.Entry(.s3Dot5BoundaryEarlier, flips: .s3_5, also: [.s2_9], "the iOS 27 application-style boundary is one major version earlier"),
    Mutant.Entry(.s3Dot5BoundaryLater, flips: .s3_5, also: [.s2_9], "the iOS 27 application-style boundary is one major version later"),
  ]
}

extension StepEvent {
  /// The animation an application setter asks for.
  var applicationAnimation: StatusBarAnimation? {
    if case .setApplicationStatusBarHidden(_, let animation) = self { return animation }
    return nil
  }
}
