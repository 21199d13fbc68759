import BarcheckModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file operations the testing helpers need.
enum FileAccess {
  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): cannot read the file" }
  }

  static func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
    return Array(data)
  }

  /// Writes a file through barcheck's one write path (`OutputFile`): a regular file, or the one a symbolic link
  /// points to, is replaced atomically; every write is checked and flushed to the device.
  static func write(_ text: String, to path: String) throws(WriteError) {
    try OutputFile.write(text, to: path)
  }
}
