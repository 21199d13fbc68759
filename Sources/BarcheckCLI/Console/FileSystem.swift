#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
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

  /// Reads a text file of lines in pieces of about a megabyte, each ending at a line's end (so that no
  /// character is cut in two), for copying a large file into a report without holding it whole.
  ///
  /// - Returns: nil when the file cannot be opened (nothing was read), false when reading it failed part way.
  static func readLineChunks(_ path: String, _ body: (String) -> Void) -> Bool? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      pending += chunk[0..<count]
      if let end = pending.lastIndex(of: UInt8(ascii: "\n")) {
        body(String(decoding: pending[...end], as: UTF8.self))
        pending.removeSubrange(...end)
      }
    }
    if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
    return ferror(file) == 0
  }

  /// Creates a directory and its parents.
  static func createDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
}
