import BarcheckModel

/// One capture in the case format: the platform, Info.plist, environment and windows it describes, with ids that
/// stay the same for the same controller across the captures of a flow, and what the device showed.
struct ImportedState: Sendable {
  /// The capture.
  var capture: AppCapture
  /// The device and OS.
  var platform: PlatformSpec
  /// The Info.plist keys.
  var infoPlist: InfoPlist
  /// The traits.
  var environment: EnvironmentSpec
  /// The windows the case format models (system windows left out), in the capture's order.
  var windows: [WindowSpec]
  /// What the status bar showed, `default` resolved.
  var device: DeviceRecord
  /// Its position in the flow, from 0.
  var index: Int

  /// The window with this id.
  func window(_ id: String) -> WindowSpec? { windows.first { $0.id == id } }
}
