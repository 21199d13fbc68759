import BarcheckJSON

/// A capture file as `barcheck import` reads it: one capture object, checked strictly.
public enum CaptureFile {
  /// What loading one capture file gives.
  public struct Result: Sendable {
    /// The capture, when it loaded without errors.
    public var capture: AppCapture?
    /// Every problem found.
    public var diagnostics: [Diagnostic]
  }

  /// Loads a capture, with every problem positioned.
  ///
  /// - Parameter file: The file's path and bytes.
  /// - Returns: The capture (nil on any error) and the diagnostics.
  public static func load(_ file: SourceFile) -> Result {
    var reader = DecodingReader(file: file)
    guard let root = reader.root(help: "a capture is one JSON object, as the recorder writes it") else {
      return Result(capture: nil, diagnostics: reader.diagnostics)
    }
    if root.members != nil, root["format"] == nil, root["windows"] != nil, root["steps"] != nil {
      reader.error(
        "this is a scenario, not a capture", at: root.offset, path: .root,
        help: "barcheck import reads captures written by Examples/recorder/BarcheckRecorder.swift; lint or explain a scenario instead")
      return Result(capture: nil, diagnostics: reader.diagnostics)
    }
    let capture = CaptureDecoder.decode(root, reader: &reader)
    return Result(capture: reader.hasErrors ? nil : capture, diagnostics: reader.diagnostics)
  }
}
