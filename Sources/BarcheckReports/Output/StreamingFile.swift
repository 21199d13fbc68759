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
    // Not escaping: the body is called before `write` returns, as the one below is.
    try withoutActuallyEscaping(body) { body throws(WriteError) in try write(to: path) { text, _ in body(text) } }
  }

  /// `write(to:_:)`, where the body can also copy a whole file into the report at its place (`copy(path)`, as
  /// `copy(_:into:)` copies it): a run's HTML sections, hundreds of megabytes for a large suite, go in as bytes,
  /// where reading them back as text to write them again decoded and copied every byte five times.
  ///
  /// - Parameter body: Writes the report with `text(piece)` and `copy(path)`. `copy` answers nil when the file
  ///   cannot be opened (nothing of it was written), false when reading it failed part way.
  /// - Throws: `WriteError`; a regular file at the path is then as it was.
  static func write(to path: String, _ body: (_ text: (String) -> Void, _ copy: (String) -> Bool?) -> Void) throws(WriteError) {
    let file = try OutputFile(path: path)
    defer { file.close() }
    var buffer = ""
    var failure: WriteError?
    /// Writes what is buffered, unless a write failed before.
    func flush() {
      guard failure == nil, !buffer.isEmpty else { return }
      do throws(WriteError) {
        try file.write(buffer)
      } catch {
        failure = error
      }
      buffer = ""
    }
    body(
      { piece in
        guard failure == nil else { return }
        buffer += piece
        if buffer.utf8.count >= 1 << 20 { flush() }
      },
      { source in
        flush()
        guard failure == nil else { return true }
        return copy(source) { bytes in
          do throws(WriteError) {
            try file.write(bytes)
            return true
          } catch {
            failure = error
            return false
          }
        }
      })
    flush()
    if let failure { throw failure }
    try file.commit()
  }

  /// Reads a file's bytes a megabyte at a time into `write`, as they are (no decoding), until the file ends or
  /// `write` answers false.
  ///
  /// - Returns: nil when the file cannot be opened (nothing was read), false when reading it failed part way.
  static func copy(_ path: String, into write: (UnsafeRawBufferPointer) -> Bool) -> Bool? {
    InputFile.pieces(atPath: path, write)
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
}
