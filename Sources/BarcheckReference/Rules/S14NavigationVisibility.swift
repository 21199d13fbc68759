import BarcheckModel

// S14. Navigation controller forwards visibility to its top controller (SPEC.md#s14).

extension Mutant {
  /// S14's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s14: [Entry] = [
    Mutant.Entry(.s14NavigationDoesNotForwardVisibility, flips: .s14_1, "a navigation controller never forwards visibility: it decides"),
    Mutant.Entry(
      .s14GlassExceptionIgnored, flips: .s14_4, also: [.s14_5],
      "glass profile, phone without a home button: a navigation controller with a visible bar forwards visibility"),
    Mutant.Entry(.s14GlassExceptionWithHomeButton, flips: .s14_8, "glass profile: the visible-bar exception holds on phones with a home button too"),
    Mutant.Entry(.s14GlassExceptionOnEveryProfile, flips: .s14_8, "the glass profile's visible-bar exception holds on every profile"),
    Mutant.Entry(
      .s14GlassNavigationCompactDefault, flips: .s14_6, "glass profile: a navigation controller that decides visibility hides in compact height"),
    Mutant.Entry(.s14HiddenBarKeepsVisibility, flips: .s14_2, "a navigation controller with a hidden bar decides visibility itself"),
    Mutant.Entry(.s14GlassExceptionWhenBarHidden, flips: .s14_7, "the glass visibility exception applies while the navigation bar is hidden too"),
    Mutant.Entry(
      .s14GlassExceptionBeatsOverride, flips: .s14_9,
      "glass profile: a navigation subclass that overrides childForStatusBarHidden decides visibility itself"),
    Mutant.Entry(.s14Dot4BoundaryEarlier, flips: .s14_4, "the iOS 26 boundary of the glass visibility exception is one major version earlier"),
    Mutant.Entry(.s14Dot4BoundaryLater, flips: .s14_4, "the iOS 26 boundary of the glass visibility exception is one major version later"),
  ]
}

extension RuleSession {
  /// Glass profile, a phone without a home button, the navigation bar visible: the navigation controller does not
  /// forward visibility (S14, tentative).
  func glassException(barHidden: Bool) -> Bool {
    guard !barHidden, scene.platform.idiom == .phone else { return false }
    let glass = holds(.s14_8, scene.platform.liquidGlass && reached(.s14_4), unless: .s14GlassExceptionOnEveryProfile, gives: true)
    let noHomeButton = holds(.s14_8, !scene.platform.homeButton, unless: .s14GlassExceptionWithHomeButton, gives: true)
    return holds(.s14_4, glass && noHomeButton, unless: .s14GlassExceptionIgnored, gives: false)
  }
}

extension RuleSession {
  /// The child a navigation controller forwards visibility to (S14): its top view controller, bar shown or hidden, except
  /// under the glass profile's exception.
  func navigationVisibilityChild(_ index: Int, tracer: inout some TraceSink) -> Int? {
    guard let top = scene.topViewController(of: index) else { return nil }
    let barHidden = scene.barHidden(index)
    if glassException(barHidden: holds(.s14_7, barHidden, unless: .s14GlassExceptionWhenBarHidden, gives: false)) {
      tracer.note(
        .s14_4, "glass profile, phone without a home button, navigation bar visible: \(scene.name(index)) does not forward visibility (tentative)")
      return nil
    }
    let forwards = holds(.s14_2, true, unless: .s14HiddenBarKeepsVisibility, when: barHidden, gives: false)
    guard
      holds(
        (barHidden ? .s14_2 : .s14_1), forwards, unless: .s14NavigationDoesNotForwardVisibility, gives: false,
        note: "\(scene.name(index)) forwards visibility to its top view controller \(scene.name(top))", tracer: &tracer)
    else { return nil }
    return top
  }
}
