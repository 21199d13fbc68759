import BarcheckModel

// S12. Navigation controller: decides with a visible bar, forwards to top when hidden (SPEC.md#s12).

extension Mutant {
  /// S12's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s12: [Entry] = [
    Mutant.Entry(
      .s12VisibleBarForwardsStyle, flips: .s12_2, also: [.s12_1],
      "a navigation controller with a visible bar forwards the style to its top controller"),
    Mutant.Entry(.s12HiddenBarDecidesStyle, flips: .s12_3, "a navigation controller with a hidden bar decides the style itself"),
    Mutant.Entry(
      .s12ForwardsToRoot, flips: .s12_3, also: [.s8_9], "a navigation controller with a hidden bar forwards the style to its root, not its top"),
    Mutant.Entry(
      .s12TopViewControllerOverrideIgnored, flips: .s12_7, also: [.s14_3],
      "a navigation subclass returning topViewController from childForStatusBar… decides itself"),
    Mutant.Entry(
      .s12VisibleViewControllerIgnoresPresented, flips: .s12_9,
      "visibleViewController is the top controller even when the navigation controller presents one"),
    Mutant.Entry(
      .s12VisibleViewControllerWithoutPresentedDecides, flips: .s12_8,
      "a navigation subclass returning visibleViewController decides itself when it presents nothing"),
    Mutant.Entry(
      .s12VisibleViewControllerDeepest, flips: .s12_13, "visibleViewController forwards to the deepest controller of a presentation chain"),
    Mutant.Entry(
      .s12HiddenBarForwardsToPresented, flips: .s12_4, "a navigation controller with a hidden bar forwards the style to the controller it presented"),
    Mutant.Entry(
      .s12SubclassStyleBeatsNamedChild, flips: .s12_12,
      "a navigation subclass that overrides preferredStatusBarStyle and names a child decides with its own style"),
  ]
}

extension RuleSession {
  /// The child a navigation controller forwards the style to (S12): its top view controller while its bar is hidden;
  /// none while the bar shows, when it decides itself (S13).
  func navigationStyleChild(_ index: Int, tracer: inout some TraceSink) -> Int? {
    guard let top = scene.topViewController(of: index) else { return nil }
    let barHidden = holds(.s12_3, scene.barHidden(index), unless: .s12HiddenBarDecidesStyle, gives: false)
    if holds(
      .s12_3, barHidden, unless: .s12VisibleBarForwardsStyle, gives: true,
      note: "\(scene.name(index)) hides its navigation bar: it forwards the style to its top view controller \(scene.name(top))", tracer: &tracer)
    {
      let child = decide(.s12_3, top, unless: .s12ForwardsToRoot, gives: scene.controllers[index].firstChild ?? top)
      return decide(.s12_4, child, unless: .s12HiddenBarForwardsToPresented, gives: scene.controllers[index].presented ?? child)
    }
    tracer.note(
      .s12_1, "\(scene.name(index)) shows its navigation bar: it decides the style itself; its children's preferredStatusBarStyle is ignored")
    return nil
  }
}
