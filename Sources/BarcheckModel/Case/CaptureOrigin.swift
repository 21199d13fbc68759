/// Where an imported app scenario came from (`"capturedFrom"`): the device and OS the captures were taken on, when,
/// and which capture files `barcheck import` read. Scenarios only.
public struct CaptureOrigin: Sendable, Hashable {
  /// The device, as the capture named it (`"iPhone15,2"`, with `simulator` when it was one).
  public var device: String
  /// The iOS version the captures were taken on (`"17.4"`).
  public var os: String
  /// When the first capture was taken (ISO 8601, as the recorder wrote it).
  public var capturedAt: String
  /// The capture files, in the order they were imported.
  public var captures: [String]

  /// Creates an origin.
  public init(device: String, os: String, capturedAt: String, captures: [String] = []) {
    self.device = device
    self.os = os
    self.capturedAt = capturedAt
    self.captures = captures
  }

  /// The date part of `capturedAt` (`YYYY-MM-DD`), when it starts with one.
  public var date: String? {
    let prefix = String(capturedAt.prefix(10))
    return CaseDecoder.isValidDate(prefix) && prefix.count == 10 ? prefix : nil
  }
}
