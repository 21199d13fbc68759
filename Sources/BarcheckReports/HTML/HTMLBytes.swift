import BarcheckJSON
import BarcheckModel

/// HTML written as UTF-8 bytes: literal markup, and text escaped as `TextEscaping.html` escapes it. A run
/// renders a report section a case; appending to a `String` and escaping through intermediate strings was most of
/// the cost of rendering one.
struct HTMLBytes: ~Copyable {
  private var output: ByteBuffer

  /// Starts empty, with room for `capacity` bytes.
  init(capacity: Int) {
    output = ByteBuffer(capacity: capacity)
  }

  /// Appends to `output`: a recorder writes each case's section straight after the one before, instead of into a
  /// buffer of its own that is then copied.
  init(appendingTo output: consuming ByteBuffer) {
    self.output = output
  }

  /// The buffer written to.
  consuming func finish() -> ByteBuffer {
    output
  }

  /// Calls `body` with the text so far, in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try output.withBytes(body)
  }

  /// The text as a string.
  var string: String { output.withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Appends markup as it is.
  mutating func raw(_ markup: StaticString) {
    output.append(markup)
  }

  /// Appends markup or text known to need no escaping (a raw value, a formatted number) as it is. Named apart from
  /// `raw`: given a literal, an overload taking a `String` is the one chosen, and finding a literal string's bytes at run
  /// time cost several times taking a `StaticString`'s.
  mutating func unescaped(_ markup: String) {
    output.append(markup)
  }

  /// Appends a duration as `formatSeconds` writes it (digits and a point: nothing to escape).
  mutating func seconds(_ seconds: Double) {
    writeSeconds(seconds, into: &output)
  }

  /// Appends text escaped as `TextEscaping.html` escapes it. Printable ASCII, tabs and line breaks (nearly all text)
  /// are escaped here, the runs between the bytes to escape copied whole, eight bytes at a time; anything else goes
  /// through `TextEscaping.html`. (Every step's description quotes ids, and escaping those byte by byte, after a pass
  /// that only looked for them, was a tenth of rendering a section.)
  mutating func text(_ text: String) {
    let escaped = text.utf8.withContiguousStorageIfAvailable { input -> Bool in
      if input.count <= 16, Self.isPlainShort(input) {
        output.append(input)
        return true
      }
      guard Self.isPrintableASCII(input) else { return false }
      var run = 0
      var index = Self.entityFreeWords(input, from: 0)
      while index < input.count {
        let entity: StaticString
        switch input[index] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default:
          index &+= 1
          continue
        }
        output.append(UnsafeBufferPointer(rebasing: input[run..<index]))
        output.append(entity)
        index += 1
        run = index
        index = Self.entityFreeWords(input, from: index)
      }
      output.append(UnsafeBufferPointer(rebasing: input[run..<input.count]))
      return true
    }
    if escaped != true { unescaped(TextEscaping.html(text)) }
  }

  /// Whether every byte is printable ASCII, a tab or a line break: the text this escapes itself. Eight bytes are
  /// tested at a time; a word the test flags (it may flag a plain one, never misses one) is read byte by byte. The loop
  /// is its own rather than `PlainStringScan.firstFlaggedWord`: called from this module, that scan runs out of line
  /// with its test through a pointer, and in its place here recording a run took 0.65% more instructions (callgrind).
  private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if (word | (word &- ones &* 0x20) | ((word ^ ones &* 0x7F) &- ones)) & (ones &* 0x80) != 0 {
        for byte in bytes[index..<(index + 8)] where !isPrintable(byte) { return false }
      }
      index += 8
    }
    for byte in bytes[index...] where !isPrintable(byte) { return false }
    return true
  }

  /// Whether a short text (a field's name or value, an id) is printable ASCII, tabs and line breaks without a byte to
  /// escape: copied as it is, in one test a byte, without the word scans' calls, which cost more than such a text.
  @inline(__always)
  private static func isPlainShort(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes {
      guard isPrintable(byte) else { return false }
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return false
      default: continue
      }
    }
    return true
  }

  /// Whether a byte is printable ASCII, a tab or a line break.
  @inline(__always)
  private static func isPrintable(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Where the run of eight-byte words from `start` without a byte to escape ends, in ASCII text: the first word a
  /// test flags (it may flag a plain byte after one to escape, never misses one), or the last offset a whole word fits
  /// before. The bytes from there are for the caller to read one by one.
  @inline(__always)
  private static func entityFreeWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    PlainStringScan.firstFlaggedWord(bytes, from: start, flags: entities).offset
  }

  /// The top bit of each byte of a word of ASCII that may be one of the five bytes `text` escapes: a byte equal to one
  /// of them is zero after the exclusive or, and borrows on the subtraction; bytes are below 0x80, so no other byte
  /// sets its top bit.
  @inline(__always)
  private static func entities(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return
      (((word ^ ones &* 0x26) &- ones) | ((word ^ ones &* 0x3C) &- ones) | ((word ^ ones &* 0x3E) &- ones)
      | ((word ^ ones &* 0x22) &- ones) | ((word ^ ones &* 0x27) &- ones)) & (ones &* 0x80)
  }
}
