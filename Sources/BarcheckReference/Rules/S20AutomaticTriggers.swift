import BarcheckModel

// S20. Automatic re-resolution at transitions and trait changes (SPEC.md#s20).

extension Mutant {
  /// S20's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s20: [Entry] = [
    Mutant.Entry(.s20NavigationTransitionsNotResolved, flips: .s20_4, also: [.s12_6], "push, pop and pop to root do not re-resolve"),
    Mutant.Entry(
      .s20MakeKeyWindowResolves, flips: .s20_17, also: [.s7_4, .s19_11], "makeKeyWindow re-resolves the status bar (a stale bar is refreshed)"),
    Mutant.Entry(.s20PresentationNotResolved, flips: .s20_2, also: [.s19_10, .s20_16], "presenting does not re-resolve"),
    Mutant.Entry(.s20RotationNotResolved, flips: .s20_8, also: [.s17_10], "rotation does not re-resolve"),
    Mutant.Entry(
      .s20AppearanceChangeNotResolved, flips: .s20_13, "a change of the system appearance or of an overrideUserInterfaceStyle does not re-resolve"),
    Mutant.Entry(.s20TabSelectionNotResolved, flips: .s20_7, also: [.s15_3], "selecting a tab does not re-resolve"),
    Mutant.Entry(
      .s20NavigationBarChangeNotResolved, flips: .s20_5, also: [.s12_5], "hiding, showing or restyling a navigation bar does not re-resolve"),
    Mutant.Entry(.s20WindowChangeNotResolved, flips: .s20_11, "showing or hiding a window or changing its level does not re-resolve"),
    Mutant.Entry(.s20SizeClassChangeNotResolved, flips: .s20_9, "a change of horizontal size class does not re-resolve"),
    Mutant.Entry(
      .s20TransitionsNeverAnimated, flips: .s18_4, "animated pushes, pops, presentations, dismissals and bar changes do not animate the bar"),
    Mutant.Entry(.s20TraitChangesNotAnimated, flips: .s18_5, also: [.s17_11], "rotation and size-class changes do not animate the bar"),
    Mutant.Entry(.s20NavigationBarStyleNotResolved, flips: .s20_6, "setNavigationBarStyle does not re-resolve"),
    Mutant.Entry(.s20WindowLevelNotResolved, flips: .s20_12, also: [.s7_8], "setWindowLevel does not re-resolve"),
    Mutant.Entry(.s20OverrideChangeNotResolved, flips: .s20_14, "setOverrideUserInterfaceStyle does not re-resolve"),
  ]
}

extension RuleSession {
  /// The clause that makes an event an automatic trigger (S20), for the trace.
  static func triggerClause(_ event: StepEvent) -> SpecClause {
    switch event {
    case .launch: .s20_1
    case .present: .s20_2
    case .dismiss: .s20_3
    case .push, .pop, .popToRoot: .s20_4
    case .setNavigationBarHidden: .s20_5
    case .setNavigationBarStyle: .s20_6
    case .selectTab: .s20_7
    case .rotate: .s20_8
    case .setHorizontalSizeClass: .s20_9
    case .showWindow, .hideWindow: .s20_11
    case .setWindowLevel: .s20_12
    case .setAppearance: .s20_13
    case .setOverrideUserInterfaceStyle: .s20_14
    case .set: .s20_15
    default: .s20_16
    }
  }
}

extension Mutant {
  /// How UIKit reacts to an event, as this mutant has it: the mutants of S10, S19, S20 and S21 that drop a
  /// re-resolution, add one, or drop an animation; the effect unchanged for every other mutant. Not decisions (`holds`,
  /// `decide`): the effect comes with the event, before any rule decides (`MutantRegistryTests.readOutsideDecisions`).
  func effect(_ effect: EventEffect, of event: StepEvent) -> EventEffect {
    var mutated = effect
    switch (self, event) {
    case (.s10DismissalNotResolved, .dismiss), (.s20NavigationTransitionsNotResolved, .push), (.s20NavigationTransitionsNotResolved, .pop),
      (.s20NavigationTransitionsNotResolved, .popToRoot), (.s20PresentationNotResolved, .present), (.s20RotationNotResolved, .rotate),
      (.s20AppearanceChangeNotResolved, .setAppearance), (.s20AppearanceChangeNotResolved, .setOverrideUserInterfaceStyle),
      (.s20TabSelectionNotResolved, .selectTab), (.s20NavigationBarChangeNotResolved, .setNavigationBarHidden),
      (.s20NavigationBarChangeNotResolved, .setNavigationBarStyle), (.s20WindowChangeNotResolved, .showWindow),
      (.s20WindowChangeNotResolved, .hideWindow), (.s20WindowChangeNotResolved, .setWindowLevel),
      (.s20SizeClassChangeNotResolved, .setHorizontalSizeClass), (.s21SwiftUIChangeNotResolved, .set),
      (.s19UpdateCallIgnored, .setNeedsStatusBarAppearanceUpdate), (.s10CancelledDismissalIgnored, .cancelInteractiveDismissal):
      mutated.trigger = .none
    case (.s19PropertiesApplyAtOnce, .set), (.s10CancelledDismissalRestores, .cancelInteractiveDismissal),
      (.s20MakeKeyWindowResolves, .makeKeyWindow):
      mutated.trigger = .automatic
    case (.s19ForwardingChangeApplies, .set(_, let change)) where change.childForStatusBarStyle != nil || change.childForStatusBarHidden != nil:
      mutated.trigger = .automatic
    case (.s19CaptureFlagChangeApplies, .set(_, let change)) where change.capturesStatusBarAppearance != nil:
      mutated.trigger = .automatic
    case (.s19AnimationChangeApplies, .set(_, let change)) where change.preferredStatusBarUpdateAnimation != nil:
      mutated.trigger = .automatic
    case (.s20NavigationBarStyleNotResolved, .setNavigationBarStyle), (.s20WindowLevelNotResolved, .setWindowLevel),
      (.s7HideWindowNotResolved, .hideWindow),
      (.s20OverrideChangeNotResolved, .setOverrideUserInterfaceStyle):
      mutated.trigger = .none
    case (.s3StyleSetterAnimates, .setApplicationStatusBarStyle(_, let animated)):
      mutated.animated = animated
    case (.s18SizeClassChangeNotAnimated, .setHorizontalSizeClass):
      mutated.animated = false
    case (.s18EveryTriggerAnimated, _) where effect.trigger == .automatic:
      mutated.animated = true
    case (.s20TransitionsNeverAnimated, .push), (.s20TransitionsNeverAnimated, .pop), (.s20TransitionsNeverAnimated, .popToRoot),
      (.s20TransitionsNeverAnimated, .present), (.s20TransitionsNeverAnimated, .dismiss), (.s20TransitionsNeverAnimated, .setNavigationBarHidden),
      (.s20TraitChangesNotAnimated, .rotate), (.s20TraitChangesNotAnimated, .setHorizontalSizeClass),
      (.s19UpdateCallNotAnimated, .setNeedsStatusBarAppearanceUpdate), (.s10CancelledDismissalNotAnimated, .cancelInteractiveDismissal):
      mutated.animated = false
    default: break
    }
    return mutated
  }
}
