import BarcheckModel

// S18. Visibility animation: the hidden owner's, inside an animation block only (SPEC.md#s18).

extension Mutant {
  /// S18's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s18: [Entry] = [
    Mutant.Entry(
      .s18DefaultAnimationNone, flips: .s18_10, also: [.s11_4],
      "without preferredStatusBarUpdateAnimation, visibility changes are not animated (the default is fade)"),
    Mutant.Entry(
      .s18DefaultAnimationSlide, flips: .s18_10, "without preferredStatusBarUpdateAnimation, visibility changes slide (the default is fade)"),
    Mutant.Entry(.s18PreferredAnimationIgnored, flips: .s18_8, "preferredStatusBarUpdateAnimation is ignored: always fade"),
    Mutant.Entry(.s18StyleOwnerAnimation, flips: .s18_8, "the animation is the style owner's preference, not the hidden owner's"),
    Mutant.Entry(.s18AnimatedOutsideAnimationBlock, flips: .s18_3, "visibility changes animate outside an animation block too"),
    Mutant.Entry(.s18NeverAnimated, flips: .s18_2, "visibility changes never animate"),
    Mutant.Entry(.s18StyleChangeAnimated, flips: .s18_1, "a style change inside an animation block is reported as a fade"),
    Mutant.Entry(.s18SizeClassChangeNotAnimated, flips: .s18_6, "a size-class change is not an animation block"),
    Mutant.Entry(.s18EveryTriggerAnimated, flips: .s18_7, "every automatic trigger counts as an animation block, unanimated events included"),
    Mutant.Entry(.s18PreviousHiddenOwnerAnimation, flips: .s18_9, also: [.s10_3], "the animation is that of the hidden owner before the change"),
    Mutant.Entry(
      .s18HiddenBarKeepsShownStyle, flips: .s18_11, "while the bar is hidden the observation reports the style shown before, not the resolved one"),
    Mutant.Entry(
      .s18StaleChangeAnimatesLater, flips: .s18_12,
      "a stale visibility change animates when a later trigger outside an animation block finally applies it"),
  ]
}

extension RuleSession {
  /// The animation of this step's visibility change (S18).
  func animation(from wasHidden: Bool?, to hidden: Bool, owner: Int?, animated: Bool, tracer: inout some TraceSink) -> StatusBarAnimation {
    guard let wasHidden, wasHidden != hidden, holds(.s18_2, true, unless: .s18NeverAnimated, gives: false) else { return .none }
    if holds(
      .s18_7, !animated, unless: .s18AnimatedOutsideAnimationBlock, gives: false,
      note: "the status bar is \(hidden ? "hidden" : "shown") outside an animation block: no animation", tracer: &tracer)
    {
      return .none
    }
    guard let owner else { return .none }
    let animation = decide(
      .s18_8, scene.controllers[owner].spec.preferredStatusBarUpdateAnimation ?? defaultAnimation, unless: .s18PreferredAnimationIgnored, gives: .fade
    )
    tracer.note(
      .s18_8,
      "the status bar is \(hidden ? "hidden" : "shown") inside an animation block with the hidden owner \(scene.name(owner))'s animation: \(animation.rawValue)"
    )
    return animation
  }
}

extension RuleSession {
  /// The animation when the hidden owner does not override `preferredStatusBarUpdateAnimation` (S18): fade.
  private var defaultAnimation: StatusBarAnimation {
    let animation = decide(.s18_10, StatusBarAnimation.fade, unless: .s18DefaultAnimationNone, gives: .none)
    return decide(.s18_10, animation, unless: .s18DefaultAnimationSlide, gives: .slide)
  }
}
