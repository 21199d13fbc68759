import BarcheckModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations the reports are written with: a report written piece by piece, a file of lines read back in
/// pieces, and an earlier run's report removed.
enum StreamingFile {
  /// Writes a file piece by piece through the one write path (`OutputFile`: a regular file to a temporary file beside
  /// it, renamed into place; a device node or FIFO through), so that a reader never sees half a report and a large
  /// report never sits whole in memory. The pieces are written a megabyte at a time; after a write fails, the rest
  /// are not written.
  ///
  /// - Throws: `WriteError`; a regular file at the path is then as it was.
  static func write(to path: String, _ body: ((String) -> Void) -> Void) throws(WriteError) {
    let file = try OutputFile(path: path)
    defer { file.close() }
    var buffer = ""
    var failure: WriteError?
    body { piece in
      guard failure == nil else { return }
      buffer += piece
      if buffer.utf8.count >= 1 << 20 {
        do throws(WriteError) {
          try file.write(buffer)
        } catch {
          failure = error
        }
        buffer = ""
      }
    }
    if let failure { throw failure }
    try file.write(buffer)
    try file.commit()
  }

  /// Removes the regular file a path names (through its symbolic links), when there is one: an earlier run's report,
  /// where this run's could not be written, must not stand in for it. A device node or FIFO is left alone.
  ///
  /// - Returns: Whether a file was removed.
  static func removeRegularFile(_ path: String) -> Bool {
    guard let target = try? OutputFile.resolveLinks(path) else { return false }
    var info = stat()
    guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    return unlink(target) == 0
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
}
