/// Where a stream's case lines stay while the reports read them back, so that no report holds a stream whole:
/// the stream's own file when it is a regular file (kept open, so a file renamed or removed meanwhile still
/// reads), or else a temporary copy of its case lines made while reading it (a pipe's bytes cannot be read twice).
///
/// Lines are read back with `pread`, so one store serves the reports rendered on several threads at once; the
/// copy is written only while the stream is read, before the store is shared.
final class RecordStore: @unchecked Sendable, Hashable {
  /// The file; nil when it could not be opened, and every line reads as missing.
  private let file: StreamFile?
  /// Whether the store is a copy, written by `keep(_:)`.
  let isCopy: Bool
  /// Lines kept but not yet written to the copy.
  private var pending: [UInt8] = []
  /// Bytes written to the copy, and pending.
  private var size = 0

  /// The lines of a stream file as it stands.
  init(file: StreamFile) {
    self.file = file
    isCopy = false
  }

  /// The lines of the file at a path, as a run writes them; a file that cannot be opened leaves every line missing.
  init(path: String) {
    file = try? StreamFile.reading(path)
    isCopy = false
  }

  private init(copy file: StreamFile) {
    self.file = file
    isCopy = true
  }

  /// An empty copy, in a temporary file of its own.
  ///
  /// - Throws: `StreamError` when no temporary file can be made.
  static func copy() throws(StreamError) -> RecordStore {
    RecordStore(copy: try StreamFile.temporary())
  }

  /// Adds a line to the copy; returns where it starts.
  ///
  /// - Throws: `StreamError` when the copy cannot be written (a full disk).
  func keep(_ line: [UInt8]) throws(StreamError) -> Int {
    let offset = size
    pending.append(contentsOf: line)
    pending.append(0x0A)
    size += line.count + 1
    if pending.count >= 1 << 20 { try finish() }
    return offset
  }

  /// Writes the lines still pending to the copy.
  ///
  /// - Throws: `StreamError` when they cannot be written.
  func finish() throws(StreamError) {
    guard !pending.isEmpty, let file else { return }
    let written = pending.withUnsafeBytes { bytes in Result { () throws(StreamError) in try file.append(bytes) } }
    pending.removeAll(keepingCapacity: true)
    try written.get()
  }

  /// The line that starts at `offset`, without its newline: up to the first newline, or the end of the file; nil
  /// when there is none there, or it is longer than `StreamLimits.lineBytes`.
  ///
  /// - Parameter length: How long the line is expected to be: what is read first, in one call.
  func line(at offset: Int, length: Int) -> [UInt8]? {
    guard let file, offset >= 0 else { return nil }
    var size = min(max(1, length + 1), StreamLimits.lineBytes + 1)
    while true {
      var read = 0
      var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        read = file.bytes(into: UnsafeMutableRawBufferPointer(buffer), at: offset) ?? -1
        count = max(0, read)
      }
      // Nothing there (or the file cannot be read).
      if read <= 0 { return nil }
      if let newline = bytes.withUnsafeBytes({ StreamFile.firstNewline(in: $0) }) {
        bytes.removeSubrange(newline...)
        return bytes
      }
      // The end of the file ends the line too; past the longest line there is no line.
      if read < size { return bytes }
      if size > StreamLimits.lineBytes { return nil }
      size = min(size * 2, StreamLimits.lineBytes + 1)
    }
  }

  static func == (a: RecordStore, b: RecordStore) -> Bool { a === b }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
