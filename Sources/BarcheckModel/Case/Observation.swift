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
