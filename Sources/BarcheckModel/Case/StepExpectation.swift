/// What a step expects the status bar to show. Partial: only the fields given are checked.
public struct StepExpectation: Sendable, Hashable {
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
  public var isEmpty: Bool { self == StepExpectation() }
}
