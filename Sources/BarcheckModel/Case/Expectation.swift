/// What a step expects the status bar to show. Partial: only the fields given are checked.
public struct Expectation: Sendable, Hashable {
  /// The content colour.
  public var style: ContentStyle?
  /// Whether the bar is hidden.
  public var hidden: Bool?
  /// The id of the controller that decided the style (or `application`).
  public var styleOwner: String?
  /// The id of the controller that decided visibility (or `application`).
  public var hiddenOwner: String?
  /// The animation of a visibility change at this step.
  public var animation: StatusBarAnimation?
  /// Whether the content is legible against what is behind it (S23; reference-only field).
  public var legible: Bool?
  /// The least acceptable contrast ratio (S23; reference-only field).
  public var minimumContrast: Double?

  /// Creates an empty expectation.
  public init() {}

  /// Whether the expectation checks legibility, which only some resolvers observe.
  public var checksLegibility: Bool { legible != nil || minimumContrast != nil }

  /// Whether nothing is checked.
  public var isEmpty: Bool { self == Expectation() }
}

/// What a resolver reports the status bar shows after one step.
public struct Observation: Sendable, Hashable {
  /// The content colour.
  public var style: ContentStyle
  /// Whether the bar is hidden.
  public var hidden: Bool
  /// The id of the controller that decided the style.
  public var styleOwner: String?
  /// The id of the controller that decided visibility.
  public var hiddenOwner: String?
  /// The animation of a visibility change at this step.
  public var animation: StatusBarAnimation
  /// Whether the content is legible, for resolvers that measure it.
  public var legible: Bool?
  /// The contrast ratio between content and background, for resolvers that measure it.
  public var contrast: Double?
  /// The decisions behind the observation, in order, each with its rule.
  public var trace: [TraceEntry]
  /// Notes from the resolver (warnings it wants a person to read).
  public var diagnostics: [String]

  /// Creates an observation.
  @inlinable
  public init(
    style: ContentStyle, hidden: Bool, styleOwner: String?, hiddenOwner: String?, animation: StatusBarAnimation = .none,
    legible: Bool? = nil, contrast: Double? = nil, trace: [TraceEntry] = [], diagnostics: [String] = []
  ) {
    self.style = style
    self.hidden = hidden
    self.styleOwner = styleOwner
    self.hiddenOwner = hiddenOwner
    self.animation = animation
    self.legible = legible
    self.contrast = contrast
    self.trace = trace
    self.diagnostics = diagnostics
  }
}

/// One decision in a resolver's reasoning, tagged with the rule that made it.
public struct TraceEntry: Sendable, Hashable, CustomStringConvertible {
  /// The spec rule id (`S12`), or empty for a plain note.
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

/// One of the two things the status bar resolves independently (S8).
public enum StatusBarAspect: Sendable, Hashable {
  /// The content colour.
  case style
  /// Whether the bar is hidden.
  case visibility
}

extension String {
  /// The string padded with spaces to at least `width` characters, plus one space.
  public func paddedColumn(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count + 1))
  }
}
