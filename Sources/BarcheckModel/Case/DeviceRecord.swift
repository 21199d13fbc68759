/// What a real device's status bar showed after a step of an app scenario (`"device"`), as `barcheck import` wrote
/// it from a capture of the running app. `barcheck explain` compares it with what the reference shows there.
///
/// Partial like an expectation: only the fields given are compared. Scenarios only: a suite case says what UIKit
/// shows with `expect`.
public struct DeviceRecord: Sendable, Hashable {
  /// The content colour the device drew (`default` already resolved, SPEC.md S5 and S6).
  public var style: ContentStyle?
  /// Whether the bar was hidden.
  public var hidden: Bool?

  /// Creates a record.
  public init(style: ContentStyle? = nil, hidden: Bool? = nil) {
    self.style = style
    self.hidden = hidden
  }

  /// Whether nothing is recorded.
  public var isEmpty: Bool { style == nil && hidden == nil }
}
