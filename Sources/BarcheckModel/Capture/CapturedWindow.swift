/// One window of the captured scene.
public struct CapturedWindow: Sendable, Hashable {
  /// The window's class (`"UIWindow"`, `"MyApp.HUDWindow"`).
  public var className: String
  /// The object's identity for the life of the process, when the recorder gave one: it matches the window across
  /// the captures of one run.
  public var instance: String?
  /// `windowLevel.rawValue`.
  public var level: Double
  /// `isKeyWindow`.
  public var isKey: Bool
  /// `isHidden`.
  public var isHidden: Bool
  /// `backgroundColor`, when it has one that is not fully transparent.
  public var backgroundColor: RGB?
  /// `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: UserInterfaceStyle
  /// `rootViewController`, with its tree.
  public var rootViewController: CapturedController?
  /// Where the window is written in its capture, for messages.
  public var location: CaptureLocation

  /// Creates a window.
  public init(
    className: String = "UIWindow", level: Double = 0, isKey: Bool = false, isHidden: Bool = false, backgroundColor: RGB? = nil,
    overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified, rootViewController: CapturedController?,
    location: CaptureLocation = CaptureLocation()
  ) {
    self.className = className
    self.level = level
    self.isKey = isKey
    self.isHidden = isHidden
    self.backgroundColor = backgroundColor
    self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
    self.rootViewController = rootViewController
    self.location = location
  }
}

/// Where a window or controller is written in a capture file, for positioned messages.
public struct CaptureLocation: Sendable, Hashable {
  /// The line and column.
  public var position: SourcePosition?
  /// The JSON path.
  public var path: JSONPath

  /// Creates a location.
  public init(position: SourcePosition? = nil, path: JSONPath = .root) {
    self.position = position
    self.path = path
  }
}
