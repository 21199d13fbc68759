import BarcheckModel

/// The members of an observation in a `result` answer, in the one order every list of them uses: the status bar's
/// fields (`StatusBarField`), then the resolver's trace and its notes.
///
/// The answer codec (`AnswerCodec`) reads every member through `read(from:into:)`, on its strict path and its
/// fast path alike, so adding a member (or a `StatusBarField`) is one edit here.
enum ObservationMember: Hashable, Sendable, CaseIterable {
  /// A field of what the status bar shows.
  case field(StatusBarField)
  /// The resolver's reasoning (`trace`).
  case trace
  /// The resolver's notes (`diagnostics`).
  case diagnostics

  /// Every member, in table order.
  static let allCases: [ObservationMember] = StatusBarField.allCases.map(field) + [.trace, .diagnostics]

  /// The members an observation must have.
  static let required: [ObservationMember] = [.field(.style), .field(.hidden)]

  /// Every member's key, in table order.
  static let keys = allCases.map(\.key)

  /// The values of the enumerations an observation names, made once (`allCases` makes a new list each time).
  private static let styles = ContentStyle.allCases
  private static let animations = StatusBarAnimation.allCases

  /// The member's key in an observation.
  var key: String {
    switch self {
    case .field(let field): field.rawValue
    case .trace: "trace"
    case .diagnostics: "diagnostics"
    }
  }

  /// Reads the member's value into `observation`.
  ///
  /// - Parameters:
  ///   - values: Where the value is: a strict reader's member, or the fast path's bytes.
  ///   - observation: The observation read so far.
  /// - Returns: False when the value is not one of the member's (the strict path has recorded why).
  func read(from values: inout some ObservationValues, into observation: inout Observation) -> Bool {
    switch self {
    case .field(.style):
      guard let style = values.enumeration(key, among: Self.styles) else { return false }
      observation.style = style
    case .field(.hidden):
      guard let hidden = values.bool(key) else { return false }
      observation.hidden = hidden
    case .field(.styleOwner):
      guard let owner = values.string(key) else { return false }
      observation.styleOwner = owner
    case .field(.hiddenOwner):
      guard let owner = values.string(key) else { return false }
      observation.hiddenOwner = owner
    case .field(.animation):
      guard let animation = values.enumeration(key, among: Self.animations) else { return false }
      observation.animation = animation
    case .field(.legible):
      guard let legible = values.bool(key) else { return false }
      observation.legible = legible
    case .field(.contrast):
      guard let contrast = values.number(key) else { return false }
      observation.contrast = contrast
    case .trace:
      guard let trace = values.trace(key) else { return false }
      observation.trace = trace
    case .diagnostics:
      guard let notes = values.strings(key) else { return false }
      observation.diagnostics = notes
    }
    return true
  }
}
