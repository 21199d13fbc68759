/// A member of a step's event in the case format, after `event`: the one spelling of each key, which the decoder
/// reads, the writer writes and messages name. Which events have which members, and which they require, is
/// `EventKind.parameters`.
package enum EventMember: String, CaseIterable, Sendable, Hashable {
  /// The navigation controller pushed onto, popped or changed, by id.
  case navigationController
  /// The controller concerned: an id, or for `push` and `present` the new controller.
  case viewController
  /// Whether the change is animated; each kind has its default (`EventKind.animatedByDefault`).
  case animated
  /// Whether the bar (navigation or status) is hidden.
  case hidden
  /// The navigation bar's new `barStyle`.
  case barStyle
  /// The navigation bar's new user interface style (glass).
  case barUserInterfaceStyle
  /// The navigation bar's new background colour.
  case barBackground
  /// Whether the navigation bar now shows a background.
  case barShowsBackground
  /// The tab bar controller whose tab is selected, by id.
  case tabBarController
  /// The tab to select, from 0.
  case index
  /// The controller that presents, by id.
  case presenter
  /// The properties a `set` changes.
  case properties
  /// The system appearance.
  case appearance
  /// A window, by id.
  case window
  /// An interface style (an override) or a status bar style (the application's setter).
  case style
  /// The device's orientation.
  case orientation
  /// A window's level.
  case level
  /// The animation of the application's visibility setter.
  case animation
  /// The window's horizontal size class.
  case sizeClass

  /// The key in a step.
  package var key: String { rawValue }
}
