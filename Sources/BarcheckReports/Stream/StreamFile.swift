#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor for reading a result stream and keeping its records: the C library split of the
/// stream readers lives here alone.
///
/// A stream is read with `read(2)` only, front to back, so that a pipe, a FIFO or a device reads as a file does;
/// records are read back with `pread(2)`, which needs no shared position and so serves several threads at once.
final class StreamFile: @unchecked Sendable {
  /// The descriptor; owned, and closed when the value goes away.
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens a path for reading.
  ///
  /// - Throws: `StreamError` with the system's reason when it cannot be opened.
  static func reading(_ path: String) throws(StreamError) -> StreamFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw StreamError("cannot read the file: \(reason(errno))") }
    return StreamFile(descriptor: descriptor)
  }

  /// A new temporary file, already unlinked: it holds the records of a stream read from a pipe while the reports
  /// read them back, and vanishes with the process whatever happens to it.
  ///
  /// - Throws: `StreamError` when no temporary file can be made.
  static func temporary() throws(StreamError) -> StreamFile {
    let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/barcheck-stream-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw StreamError("cannot make a temporary file in \(directory) for the stream's records: \(reason(errno))") }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return StreamFile(descriptor: descriptor)
  }

  /// Whether the descriptor is a regular file, whose bytes stay where they were read (a pipe's do not).
  var isRegularFile: Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Reads the next bytes into `buffer`: how many (0 at the end), or the error.
  func next(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, StreamError> {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return .success(count) }
      if errno != EINTR { return .failure(StreamError("cannot read the file: \(Self.reason(errno))")) }
    }
  }

  /// Reads up to `buffer.count` bytes at `offset`; how many were read (fewer only at the end), or nil on an error.
  func bytes(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int? {
    var done = 0
    while done < buffer.count {
      let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      done += count
    }
    return done
  }

  /// Appends bytes at the end of what was written.
  ///
  /// - Throws: `StreamError` when they cannot all be written (a full disk).
  func append(_ bytes: UnsafeRawBufferPointer) throws(StreamError) {
    var done = 0
    while done < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
      if count < 0 {
        if errno == EINTR { continue }
        throw StreamError("cannot keep the stream's records in a temporary file: \(Self.reason(errno))")
      }
      done += count
    }
  }

  /// The offset of the first newline in `bytes`, or nil: `memchr`, which reads a word at a time.
  static func firstNewline(in bytes: UnsafeRawBufferPointer) -> Int? {
    guard let base = bytes.baseAddress, !bytes.isEmpty, let found = memchr(base, 0x0A, bytes.count) else { return nil }
    return UnsafeRawPointer(found) - base
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
