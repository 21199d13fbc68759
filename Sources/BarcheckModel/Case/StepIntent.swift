/// What the developer wants the status bar to show after a step of an app scenario (`"want"`), partial like an
/// expectation: `barcheck lint` reports a finding wherever the bar shows something else, and a fix is offered only
/// when it makes the step show this.
///
/// Without it, the intent is each decision-relevant preference the developer set on the controller the user sees.
public struct StepIntent: Sendable, Hashable {
  /// The content colour wanted.
  public var style: ContentStyle?
  /// Whether the bar should be hidden.
  public var hidden: Bool?
  /// The animation wanted for a visibility change at this step.
  public var animation: StatusBarAnimation?

  /// Creates an intent.
  public init(style: ContentStyle? = nil, hidden: Bool? = nil, animation: StatusBarAnimation? = nil) {
    self.style = style
    self.hidden = hidden
    self.animation = animation
  }

  /// Whether nothing is wanted.
  public var isEmpty: Bool { style == nil && hidden == nil && animation == nil }
}

/// A finding of `barcheck lint` that the developer accepts at one step of an app scenario (`"acknowledge"`):
/// it is listed as acknowledged and no longer fails lint. One that matches no finding is itself a warning.
public struct Acknowledgement: Sendable, Hashable {
  /// The rule of the finding accepted.
  public var rule: RuleID
  /// The clause of the rule, when the acknowledgement names one (`S23.32`, as lint prints it with a finding): it then
  /// accepts only the findings the clause decided. Nil accepts every finding of the rule at the step.
  public var clause: SpecClause?
  /// Why it is accepted, for the next reader.
  public var reason: String
  /// The byte offset of the acknowledgement in its file, for diagnostics.
  public var offset: Int

  /// Creates an acknowledgement.
  ///
  /// - Parameters:
  ///   - rule: The rule of the findings accepted.
  ///   - clause: One of its clauses, to accept only the findings it decided; nil for all of the rule's.
  ///   - reason: Why.
  ///   - offset: Where it starts in its file.
  public init(rule: RuleID, clause: SpecClause? = nil, reason: String, offset: Int = 0) {
    self.rule = rule
    self.clause = clause
    self.reason = reason
    self.offset = offset
  }

  /// What it names, as written: the clause's id (`S23.32`) or the rule's (`S23`).
  public var name: String { clause?.id ?? rule.rawValue }

  /// Whether it accepts a finding: one of its rule's, or, when it names a clause, one that clause decided.
  ///
  /// - Parameters:
  ///   - decided: The clause that decided the finding.
  ///   - rule: The finding's rule.
  /// - Returns: True when the acknowledgement accepts it.
  public func accepts(_ decided: SpecClause, rule: RuleID) -> Bool {
    clause.map { $0 == decided } ?? (rule == self.rule)
  }
}
