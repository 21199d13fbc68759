/// The text of one input file, able to turn a byte offset into a line and column.
public struct SourceFile: Sendable {
  /// The path as the user should see it (relative when the user gave a relative path).
  public let path: String
  /// The UTF-8 bytes of the file.
  public let bytes: [UInt8]
  private let lineStarts: [Int]
  /// Characters (non-continuation bytes) before each 4 KiB block: columns on very long lines stay cheap.
  private let charactersBeforeBlock: [Int]
  private static let blockSize = 4_096

  /// Creates a source file from its path and contents.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    var blocks: [Int] = []
    var characters = 0
    for (i, byte) in bytes.enumerated() {
      if i % Self.blockSize == 0 { blocks.append(characters) }
      if byte & 0xC0 != 0x80 { characters += 1 }
      if byte == 0x0A { starts.append(i + 1) }
    }
    blocks.append(characters)
    self.lineStarts = starts
    self.charactersBeforeBlock = blocks
  }

  /// Characters before a byte offset.
  private func characters(before offset: Int) -> Int {
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
    let column = characters(before: clamped) - characters(before: lineStarts[low]) + 1
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
