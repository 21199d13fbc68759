/// One decision in a resolver's reasoning, tagged with the rule that made it.
public struct TraceEntry: Sendable, Hashable, CustomStringConvertible {
  /// The spec clause (`S12.3`) or rule (`S12`) that decided, or empty for a plain note.
  public var rule: String
  /// The decision, in a sentence.
  public var message: String
  /// What the entry marks, for tools that read a trace's structure (fuzzing's root causes): set by the
  /// reference resolver in-process; a trace that crossed a process boundary or a stream holds notes only.
  /// It is not part of an entry's identity: two entries with the same rule and message are equal.
  public var kind: Kind = .note

  /// What a trace entry marks.
  public enum Kind: Sendable, Hashable {
    /// A decision or an explanation.
    case note
    /// The walk for one aspect (style or visibility) starts here.
    case walkStarted(StatusBarAspect)
    /// The walk for one aspect found its owner here.
    case ownerDecided(StatusBarAspect)
  }

  /// The rule as a spec rule id (`S9` for an entry naming the rule or one of its clauses, `S9.4`); nil for a plain
  /// note or a rule the spec does not have (another resolver's trace).
  public var ruleID: RuleID? { RuleID(rawValue: String(rule.prefix { $0 != "." })) }

  /// The clause that decided, when the entry names one (`S9.4`) that the spec has.
  public var clause: SpecClause? { rule.contains(".") ? SpecClause.named(rule) : nil }

  /// Creates a trace entry.
  public init(rule: String, _ message: String, kind: Kind = .note) {
    self.rule = rule
    self.message = message
    self.kind = kind
  }

  /// Entries are equal when their rule and message are (see `kind`).
  public static func == (a: TraceEntry, b: TraceEntry) -> Bool { a.rule == b.rule && a.message == b.message }

  /// Hashes the rule and the message.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(message)
  }

  /// `S12  message`.
  public var description: String {
    rule.isEmpty ? message : "\(rule.paddedColumn(4))\(message)"
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters, plus one space.
  public func paddedColumn(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count + 1))
  }
}
