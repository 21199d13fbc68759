import BarcheckModel

/// A small JSON file whose top level is one object (an expectation file, the mutants file), read strictly:
/// every problem becomes an error diagnostic at its line and column.
struct StrictObjectFile {
  /// The file.
  let file: SourceFile
  /// The errors so far.
  private(set) var diagnostics: [Diagnostic] = []

  init(_ file: SourceFile) { self.file = file }

  /// Records an error at a byte offset of the file.
  mutating func report(_ offset: Int, _ path: JSONPath, _ message: String, help: String? = nil) {
    diagnostics.append(Diagnostic(.error, file: file.path, position: file.position(of: offset), path: path, message: message, help: help))
  }

  /// The top-level members; nil, with an error, when the file is not JSON or not an object.
  ///
  /// - Parameter shape: What the file should be, for the error: `an expectation file is an object with …`.
  mutating func members(shape: String) -> [JSONMember]? {
    let root: JSONNode
    do {
      root = try JSONParser.parse(file.bytes)
    } catch {
      report(error.offset, .root, "malformed JSON: \(error.message)")
      return nil
    }
    guard let members = root.members else {
      report(root.offset, .root, shape)
      return nil
    }
    return members
  }
}
