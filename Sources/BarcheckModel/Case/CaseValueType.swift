/// What a member of the case format holds: the value type a table of members (`EventKind.parameters`,
/// `ControllerProperty`) gives each key, as `Conformance/schema/case.schema.json` types it (a test holds the two equal).
package enum CaseValueType: Sendable, Hashable {
  /// A controller's or a window's id: a string, not empty.
  case id
  /// True or false.
  case bool
  /// An integer from 0 (a tab's index).
  case index
  /// A window level: a number or a level's name.
  case windowLevel
  /// A colour: `#RRGGBB`, a semantic name, or a light/dark pair.
  case colour
  /// What `childForStatusBarStyle` or `childForStatusBarHidden` returns: a child's id, a navigation controller's
  /// `topViewController` or `visibleViewController`, or null.
  case childReference
  /// A controller (or, in an app scenario, a SwiftUI view) declared in place.
  case controller
  /// An array of controllers declared in place.
  case controllers
  /// The properties a `set` step changes.
  case properties
  /// One of these names (an enumeration's raw values).
  case name([String])

  /// One of an enumeration's raw values.
  static func name<Names: CaseIterable & RawRepresentable>(of type: Names.Type) -> CaseValueType where Names.RawValue == String {
    .name(Names.allCases.map(\.rawValue))
  }
}
