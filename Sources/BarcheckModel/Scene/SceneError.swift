/// Why an event cannot apply to the scene at its step: the case describes something
/// UIKit would refuse or that cannot happen.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, lowercase.
  public var message: String
  /// What to change in the case.
  public var help: String?
  /// The key of the step's event that is at fault, when one is (`navigationController`).
  public var key: String?
  /// The controller one of whose properties is at fault, when one is (`property` names it): the loader points at that
  /// property in the controller's object, wherever the case declares it.
  package var controller: String?
  /// The property of `controller` that is at fault (a tab bar controller's `selectedIndex`).
  package var property: ControllerProperty?

  /// Creates an error.
  public init(_ message: String, key: String? = nil, help: String? = nil) {
    self.message = message
    self.key = key
    self.help = help
  }

  /// The error, naming the property of a controller that is at fault.
  package init(_ message: String, controller: String, property: ControllerProperty, help: String? = nil) {
    self.init(message, help: help)
    self.controller = controller
    self.property = property
  }

  /// The message.
  public var description: String { message }
}
