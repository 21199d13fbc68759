import BarcheckModel

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

  /// A file's bytes (`InputFile`), or nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    InputFile.bytes(atPath: path)
  }

  /// Writes a file through the one write path (`OutputFile`): a regular file (or the one a symbolic link points to)
  /// is replaced atomically, a device node or FIFO is written through, and every write is checked and flushed to the
  /// device before this returns. Missing directories are created.
  ///
  /// - Throws: `WriteError`; a regular file at the path is then as it was.
  static func write(_ text: String, to path: String) throws(WriteError) {
    try OutputFile.write(text, to: path)
  }

  /// The first line of a file, when it is a regular file and the line ends within `limit` bytes.
  static func firstLine(_ path: String, limit: Int = 1 << 16) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: limit)
    let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    guard let end = bytes[..<count].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return Array(bytes[..<end])
  }

  /// Creates a directory and its parents.
  static func createDirectory(_ path: String) throws(WriteError) {
    try OutputFile.createDirectory(path)
  }
}
