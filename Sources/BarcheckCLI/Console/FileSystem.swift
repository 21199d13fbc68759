#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file operations the commands need.
enum FileSystem {
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
  }

  static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }

  /// Writes a file atomically (a temporary file, then a rename), creating its directory.
  static func writeAtomically(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  /// Creates a directory and its parents.
  static func createDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
}
