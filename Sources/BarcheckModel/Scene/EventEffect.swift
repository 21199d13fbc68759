/// How UIKit reacts to an event.
package struct EventEffect: Sendable, Hashable {
  /// What, if anything, re-resolves the status bar.
  package enum Trigger: Sendable, Hashable {
    /// Nothing: a property changed without an update call, so what is shown may be stale (S19).
    case none
    /// UIKit re-resolves on its own (S20); the event says why.
    case automatic
    /// `setNeedsStatusBarAppearanceUpdate()` was called on this controller (S19).
    case updateCall(Int)
    /// An application setter was called (S3).
    case application
    /// An interactive dismissal of this presented controller began and was cancelled (S10).
    case cancelledDismissal(Int)
  }

  /// What re-resolves.
  @usableFromInline package var trigger: Trigger
  /// Whether the update happens inside an animation block (S18).
  @usableFromInline package var animated: Bool
  /// The rule behind the trigger.
  @usableFromInline package var rule: RuleID

  /// Creates an effect.
  package init(trigger: Trigger, animated: Bool = false, rule: RuleID = .s20) {
    self.trigger = trigger
    self.animated = animated
    self.rule = rule
  }
}
