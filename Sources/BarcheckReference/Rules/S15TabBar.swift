import BarcheckModel

// S15. Tab bar controller forwards to the selected child (SPEC.md#s15).

extension Mutant {
  /// S15's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s15: [Entry] = [
    Mutant.Entry(.s15ForwardsFirstTab, flips: .s15_1, "a tab bar controller forwards to its first tab, whichever is selected"),
    Mutant.Entry(.s15TabBarDecides, flips: .s15_1, "a tab bar controller forwards nothing: it decides"),
    Mutant.Entry(.s15TabBarDecidesVisibility, flips: .s15_2, "a tab bar controller forwards the style but decides visibility"),
    Mutant.Entry(.s15TabBarOwnStyleWins, flips: .s15_6, "a tab bar subclass that overrides preferredStatusBarStyle decides the style itself"),
    Mutant.Entry(.s15NamedChildIgnored, flips: .s15_4, "a tab bar subclass naming a child still forwards to the selected tab"),
    Mutant.Entry(.s15NullForwardsSelected, flips: .s15_5, "a tab bar subclass returning nil still forwards to the selected tab"),
  ]
}

extension RuleSession {
  /// The child a tab bar controller forwards both aspects to (S15): its selected tab.
  func tabBarChild(_ index: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    // A tab bar controller never decides itself (S15.1, S15.2), not even the style it overrides (S15.6).
    if holds(.s15_1, false, unless: .s15TabBarDecides, gives: true)
      || holds(.s15_2, false, unless: .s15TabBarDecidesVisibility, gives: aspect == .hidden)
      || holds(
        .s15_6, false, unless: .s15TabBarOwnStyleWins, gives: aspect == .style && scene.controllers[index].spec.preferredStatusBarStyle != nil)
    {
      return nil
    }
    if holds(.s15_1, false, unless: .s15ForwardsFirstTab, gives: true) { return scene.controllers[index].firstChild }
    guard let selected = scene.child(of: index, at: scene.controllers[index].spec.selectedIndex) else { return nil }
    tracer.note(
      (aspect == .style ? .s15_1 : .s15_2),
      "\(scene.name(index)) forwards \(aspect.noun) to its selected tab \(scene.name(selected)) (tab \(scene.controllers[index].spec.selectedIndex))"
    )
    return selected
  }
}
