/// Why an event cannot apply to the scene at its step: the case describes something
/// UIKit would refuse or that cannot happen.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, lowercase.
  public var message: String
  /// What to change in the case.
  public var help: String?
  /// The key of the step's event that is at fault, when one is (`navigationController`).
  public var key: String?

  /// Creates an error.
  public init(_ message: String, key: String? = nil, help: String? = nil) {
    self.message = message
    self.key = key
    self.help = help
  }

  /// The message.
  public var description: String { message }
}
