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

  /// Writes a file piece by piece to a temporary file beside it, then renames it into place, so a
  /// reader never sees half a report and a large report never sits whole in memory.
  static func writeStreaming(to path: String, _ body: ((String) -> Void) -> Void) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A name of this process's own: two runs writing the same report at once must not rename each other's file.
    let temporary = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    guard let appender = Terminal.Appender(path: temporary, flushEachWrite: false) else {
      throw CocoaError(.fileWriteNoPermission)
    }
    var buffer = ""
    body { piece in
      buffer += piece
      if buffer.utf8.count >= 1 << 20 {
        appender.write(buffer)
        buffer = ""
      }
    }
    appender.write(buffer)
    appender.close()
    guard Terminal.rename(temporary, to: path) else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// Creates a directory and its parents.
  static func createDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
}
