import BarcheckModel

/// A result stream's lines, read front to back and never sought: the one way every command reads a stream, so
/// that a pipe (`diff main.jsonl <(cat pr.jsonl)`), a FIFO or `/dev/stdin` reads as a file does.
///
/// Each line is bounded: a line longer than `limit` bytes is an error that names it, found after reading at most
/// that many bytes of it, so that an endless input (`/dev/zero`) costs neither the memory nor the time to read it.
final class StreamInput {
  /// One line of the input.
  struct Line {
    /// Its bytes, without the newline.
    var bytes: [UInt8]
    /// Its 1-based number.
    var number: Int
    /// Where it starts in the input, in bytes.
    var offset: Int
    /// Whether a newline ends it: only the input's last line may lack one (a run killed while writing it).
    var terminated = true
  }

  /// Where the bytes come from: a file read in chunks, or nil for bytes held whole.
  private let file: StreamFile?
  /// The longest line, in bytes.
  let limit: Int
  /// The bytes read and not yet passed over (a raw buffer: growing and moving it stays a `memcpy` in any build).
  private var buffer: UnsafeMutableRawBufferPointer
  /// The unread lines are `buffer[start..<end]`.
  private var start = 0
  private var end: Int
  /// Where `buffer[0]` is in the input.
  private var bufferOffset = 0
  /// From where in the buffer a newline is still to be looked for (the bytes before it have none).
  private var searched = 0
  private var number = 0
  private var atEnd: Bool

  /// The bytes read per call: enough that a stream of short lines takes few calls.
  private static let chunk = 1 << 16

  /// Reads a file, a pipe or a device.
  init(file: StreamFile, limit: Int = StreamLimits.lineBytes) {
    self.file = file
    self.limit = limit
    buffer = .allocate(byteCount: Self.chunk, alignment: 1)
    end = 0
    atEnd = false
  }

  /// Reads bytes held in memory.
  init(bytes: [UInt8], limit: Int = StreamLimits.lineBytes) {
    file = nil
    self.limit = limit
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
    bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
    self.buffer = buffer
    end = bytes.count
    atEnd = true
  }

  deinit { buffer.deallocate() }

  /// The next line; nil after the last.
  ///
  /// - Throws: `StreamError` for a line longer than `limit`, or a file that cannot be read.
  func next() throws(StreamError) -> Line? {
    while true {
      if let found = StreamFile.firstNewline(in: UnsafeRawBufferPointer(rebasing: buffer[searched..<end])) {
        return try take(upTo: searched + found, skipping: 1)
      }
      searched = end
      guard end - start <= limit else { throw tooLong() }
      if atEnd { return start < end ? try take(upTo: end, skipping: 0) : nil }
      try fill()
    }
  }

  /// The line `buffer[start..<lineEnd]`, after which `skip` bytes (its newline) are passed over.
  private func take(upTo lineEnd: Int, skipping skip: Int) throws(StreamError) -> Line {
    guard lineEnd - start <= limit else { throw tooLong() }
    number += 1
    var line = Line(bytes: Array(UnsafeRawBufferPointer(rebasing: buffer[start..<lineEnd])), number: number, offset: bufferOffset + start)
    line.terminated = skip > 0
    start = lineEnd + skip
    searched = start
    return line
  }

  /// Reads more of the file after the unread bytes: they move to the buffer's front, and the buffer doubles when a
  /// line fills it.
  private func fill() throws(StreamError) {
    guard let file else {
      atEnd = true
      return
    }
    if start > 0 {
      let unread = end - start
      if let base = buffer.baseAddress { base.copyMemory(from: base + start, byteCount: unread) }
      bufferOffset += start
      searched -= start
      start = 0
      end = unread
    }
    if buffer.count - end < Self.chunk / 2 {
      // Doubling, but never far past the longest line: a line that fills the buffer beyond the limit is refused.
      let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: min(buffer.count * 2, limit + 2 * Self.chunk), alignment: 1)
      grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[..<end]))
      buffer.deallocate()
      buffer = grown
    }
    switch file.next(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...])) {
    case .success(let count):
      if count == 0 { atEnd = true }
      end += count
    case .failure(let error):
      throw error
    }
  }

  private func tooLong() -> StreamError {
    StreamError(
      "the line is longer than \(Self.size(limit)), more than any result stream line; it is not a result stream, or it is damaged",
      position: SourcePosition(line: number + 1, column: 1))
  }

  /// `64 MiB`.
  static func size(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % (1 << 10) == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
  }
}
