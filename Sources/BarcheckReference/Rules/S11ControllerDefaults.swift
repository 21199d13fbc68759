import BarcheckModel

// S11. A plain controller's defaults (SPEC.md#s11).

extension Mutant {
  /// S11's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s11: [Entry] = [
    Mutant.Entry(.s11DefaultStyleLightContent, flips: .s11_1, "a controller that does not override preferredStatusBarStyle prefers lightContent"),
    Mutant.Entry(.s11DefaultHidden, flips: .s11_2, "a controller that does not override prefersStatusBarHidden hides the bar"),
    Mutant.Entry(
      .s11PlainForwardsToFirstChild, flips: .s11_5, also: [.s11_6], "a plain or custom container controller with children forwards to its first child"
    ),
  ]
}

extension RuleSession {
  /// A plain controller, a container or a hosting controller forwards nothing by default (S11): it decides.
  func plainChild(_ index: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    if holds(
      .s11_5, true, unless: .s11PlainForwardsToFirstChild,
      when: scene.controllers[index].kind != .hosting && scene.controllers[index].firstChild != nil, gives: false,
      note: "\(scene.name(index)) forwards nothing (\(aspect.forwardingName) is nil): it decides", tracer: &tracer)
    {
      return nil
    }
    return scene.controllers[index].firstChild
  }
}
