/// The text of one input file, able to turn a byte offset into a line and column.
public struct SourceFile: Sendable {
  /// The path as the user should see it (relative when the user gave a relative path).
  public let path: String
  /// The UTF-8 bytes of the file.
  public let bytes: [UInt8]
  private let lineStarts: [Int]

  /// Creates a source file from its path and contents.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (i, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(i + 1)
    }
    self.lineStarts = starts
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
    let start = lineStarts[low]
    let column = bytes.withUnsafeBufferPointer { buffer in
      var count = 1
      for i in start..<clamped where buffer[i] & 0xC0 != 0x80 { count += 1 }
      return count
    }
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
