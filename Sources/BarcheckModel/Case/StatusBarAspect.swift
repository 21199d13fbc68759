/// One of the two things the status bar resolves independently (S8).
public enum StatusBarAspect: Sendable, Hashable {
  /// The content colour.
  case style
  /// Whether the bar is hidden.
  case visibility
}
