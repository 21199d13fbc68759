import BarcheckModel

extension Mutant {
  /// How UIKit reacts to an event, as this mutant has it: the mutants of S10, S19, S20 and S21 that drop a
  /// re-resolution, add one, or drop an animation; the effect unchanged for every other mutant.
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

  /// The window that controls the status bar, as this mutant has it (S7); the scene's for every mutant
  /// that does not break S7.
  func controllingWindow(_ scene: Scene) -> Int? {
    let windows = scene.windows
    switch self {
    case .s7LowestLevelWindowControls:
      return windows.indices.filter { windows[$0].visible }.min { windows[$0].level < windows[$1].level } ?? scene.controllingWindow
    case .s7KeyWindowDecides:
      return windows.indices.first { windows[$0].visible && windows[$0].isKey } ?? scene.controllingWindow
    case .s7LevelTieEarlierShownWins, .s7RootlessWindowSkipped:
      var best: Int?
      for (index, window) in windows.enumerated() where window.visible {
        if self == .s7RootlessWindowSkipped && window.root == nil { continue }
        guard let current = best else {
          best = index
          continue
        }
        let b = windows[current]
        let later = self == .s7LevelTieEarlierShownWins ? window.shownOrder < b.shownOrder : window.shownOrder > b.shownOrder
        if window.level > b.level || (window.level == b.level && later) { best = index }
      }
      return best ?? scene.controllingWindow
    default:
      return scene.controllingWindow
    }
  }
}
