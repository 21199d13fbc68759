/// What a running iOS app was at one moment, as `Examples/recorder/BarcheckRecorder.swift` writes it (the capture
/// format, version 1, `Conformance/schema/capture.schema.json`): the device and OS, the Info.plist keys, the traits,
/// every window of the scene with its controller tree and each controller's status bar answers, and what the status
/// bar itself showed.
///
/// The recorder writes what UIKit answered and decides nothing: `barcheck import` maps classes to kinds, resolves
/// `default` and infers the events between captures (`CaptureImporter`, in BarcheckTools), so that every such
/// decision is tested off the device.
public struct AppCapture: Sendable, Hashable {
  /// The device the app ran on.
  public var device: CapturedDevice
  /// `UIDevice.current.systemVersion` (`"17.4"`).
  public var os: String
  /// The major version of `os`.
  public var majorVersion: Int { Int(os.split(separator: ".").first ?? "") ?? 0 }
  /// When the capture was taken, ISO 8601 (`"2026-11-03T10:15:00Z"`).
  public var capturedAt: String
  /// The Info.plist keys that matter to the status bar, as the bundle holds them.
  public var infoPlist: CapturedInfoPlist
  /// The window scene's traits.
  public var traits: CapturedTraits
  /// The scene's windows, in the order `UIWindowScene.windows` lists them.
  public var windows: [CapturedWindow]
  /// What the status bar showed, from `UIStatusBarManager`.
  public var statusBar: CapturedStatusBar
  /// The file the capture was read from, as the user named it.
  public var file: String?
  /// Where `capturedAt`'s value is in that file (its line and column), for a diagnostic about when it was taken.
  public var capturedAtPosition: SourcePosition?

  /// Creates a capture.
  public init(
    device: CapturedDevice, os: String, capturedAt: String, infoPlist: CapturedInfoPlist = CapturedInfoPlist(),
    traits: CapturedTraits = CapturedTraits(), windows: [CapturedWindow], statusBar: CapturedStatusBar
  ) {
    self.device = device
    self.os = os
    self.capturedAt = capturedAt
    self.infoPlist = infoPlist
    self.traits = traits
    self.windows = windows
    self.statusBar = statusBar
  }

  /// The value of `format` every capture carries.
  public static let formatName = "barcheck-capture"
  /// The version of the capture format this barcheck reads.
  public static let formatVersion = 1
}

/// The device a capture was taken on.
public struct CapturedDevice: Sendable, Hashable {
  /// The model identifier (`"iPhone15,2"`; on a simulator, the simulated model's).
  public var model: String
  /// Phone or pad.
  public var idiom: Idiom
  /// Whether the device has a home button (the recorder: no bottom safe-area inset on a phone).
  public var homeButton: Bool
  /// Whether it was a simulator.
  public var simulator: Bool

  /// Creates a device.
  public init(model: String, idiom: Idiom, homeButton: Bool, simulator: Bool = false) {
    self.model = model
    self.idiom = idiom
    self.homeButton = homeButton
    self.simulator = simulator
  }

  /// `iPhone15,2`, or `iPhone15,2 simulator`.
  public var name: String { simulator ? "\(model) simulator" : model }
}

/// What the status bar showed when the capture was taken: the window scene's `UIStatusBarManager`, as it answered.
public struct CapturedStatusBar: Sendable, Hashable {
  /// `statusBarStyle`, raw: `default` is resolved by the importer (SPEC.md S5, S6).
  public var style: StatusBarStyle
  /// `isStatusBarHidden`.
  public var hidden: Bool

  /// Creates a record.
  public init(style: StatusBarStyle, hidden: Bool) {
    self.style = style
    self.hidden = hidden
  }
}
