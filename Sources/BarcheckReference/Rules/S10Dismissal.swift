import BarcheckModel

// S10. Dismissal hands the decision back to the presenter (SPEC.md#s10).

extension Mutant {
  /// S10's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s10: [Entry] = [
    Mutant.Entry(
      .s10DismissalNotResolved, flips: .s10_2, also: [.s10_4, .s20_3],
      "a dismissal does not re-resolve: the bar keeps the dismissed controller's result"),
    Mutant.Entry(
      .s10CancelledDismissalRestores, flips: .s10_7, also: [.s19_13],
      "a cancelled interactive dismissal leaves the bar showing the presented controller's result"),
    Mutant.Entry(.s10CancelledDismissalIgnored, flips: .s10_5, "a cancelled interactive dismissal changes nothing"),
    Mutant.Entry(.s10CancelledDismissalNotAnimated, flips: .s10_6, "a cancelled interactive dismissal moves the bar without animation"),
    Mutant.Entry(
      .s10CancelledDismissalAppliesInApplicationMode, flips: .s10_9,
      "application mode: a cancelled interactive dismissal shows what the dismissal would show"),
    Mutant.Entry(
      .s10CancelledDismissalSurvivesUpdate, flips: .s10_8,
      "after a cancelled interactive dismissal, update calls and triggers leave the bar where the dismissal moved it"),
    Mutant.Entry(.s10Dot11BoundaryEarlier, flips: .s10_11, "the iOS 13 boundary of adapted dismissals is one major version earlier"),
    Mutant.Entry(.s10Dot11BoundaryLater, flips: .s10_11, "the iOS 13 boundary of adapted dismissals is one major version later"),
  ]
}
