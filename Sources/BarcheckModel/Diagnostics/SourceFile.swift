/// The text of one input file, able to turn a byte offset into a line and column.
public struct SourceFile: Sendable {
  /// The path as the user should see it (relative when the user gave a relative path).
  public let path: String
  /// The UTF-8 bytes of the file.
  public let bytes: [UInt8]
  private let lineStarts: [Int]
  /// Characters (non-continuation bytes) before each 4 KiB block: columns on very long lines stay cheap. Empty when
  /// the text is ASCII, where characters are bytes.
  private let charactersBeforeBlock: [Int]
  private static let blockSize = 4_096

  /// Creates a source file from its path and contents.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    // Every file a run loads comes through here, so the index is built with `memchr` and a word-at-a-time ASCII
    // check (a byte-at-a-time loop was 10 instructions a byte of every suite file).
    var starts = [0]
    var ascii = true
    bytes.withUnsafeBufferPointer { buffer in
      // JSON takes a carriage return as whitespace, and a file with old Mac line endings has no other line break: a
      // lone CR ends a line as a newline does, and CR LF is one break. A file without a CR keeps the `memchr` scan.
      if Platform.firstIndex(of: 0x0D, in: buffer, from: 0) != nil {
        starts = Self.lineStarts(breakingAtCarriageReturns: buffer)
      } else {
        var from = 0
        while let newline = Platform.firstIndex(of: 0x0A, in: buffer, from: from) {
          starts.append(newline + 1)
          from = newline + 1
        }
      }
      ascii = Self.isASCII(buffer)
    }
    self.lineStarts = starts
    self.charactersBeforeBlock = ascii ? [] : Self.charactersBeforeBlocks(bytes)
  }

  /// Where each line starts in a text whose lines end with LF, CR LF or a lone CR.
  private static func lineStarts(breakingAtCarriageReturns buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    for i in buffer.indices {
      switch buffer[i] {
      case 0x0A: starts.append(i + 1)
      case 0x0D where i + 1 == buffer.count || buffer[i + 1] != 0x0A: starts.append(i + 1)
      default: break
      }
    }
    return starts
  }

  /// Whether every byte is below 0x80, read eight bytes at a time.
  private static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(buffer)
    var i = 0
    var high: UInt64 = 0
    while i + 8 <= raw.count {
      high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < raw.count {
      high |= UInt64(raw[i])
      i += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// Characters before each block, and after the last.
  private static func charactersBeforeBlocks(_ bytes: [UInt8]) -> [Int] {
    var blocks: [Int] = []
    var characters = 0
    for (i, byte) in bytes.enumerated() {
      if i % Self.blockSize == 0 { blocks.append(characters) }
      if byte & 0xC0 != 0x80 { characters += 1 }
    }
    blocks.append(characters)
    return blocks
  }

  /// Characters before a byte offset.
  private func characters(before offset: Int) -> Int {
    if charactersBeforeBlock.isEmpty { return offset }
    let block = offset / Self.blockSize
    var count = charactersBeforeBlock[min(block, charactersBeforeBlock.count - 1)]
    var i = block * Self.blockSize
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// Creates a source file from a string.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 1-based line and column of a byte offset; columns count characters, not bytes.
  public func position(of offset: Int) -> SourcePosition {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var column = characters(before: clamped) - characters(before: lineStarts[low]) + 1
    // A byte order mark is no column an editor shows: `{"id": 5}` after one is at 1:8, as without it.
    if low == 0, clamped >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column -= 1 }
    return SourcePosition(line: low + 1, column: column)
  }
}

/// A 1-based line and column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by line, then column.
  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }
}
