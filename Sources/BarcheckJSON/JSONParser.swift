#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A strict RFC 8259 JSON parser that records the byte offset of every value.
///
/// Foundation's `JSONSerialization` and `JSONDecoder` report neither positions nor
/// duplicate keys, and a conformance suite's loader must do both. The parser works on
/// UTF-8 bytes, rejects invalid UTF-8, control characters in strings, trailing
/// commas, comments and trailing content, and stops at a nesting limit instead of
/// overflowing the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 256

  /// The document, read in place: reading it through the array checked every index.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0
  /// The tape the values are recorded on as they are parsed, when `recording` (`parseElement(_:in:tape:)`).
  private var tape = CanonicalTape(empty: ())
  private var recording = false
  /// Strings of 16 bytes or more parsed before, by their bytes (`RecentString`), when the parse records a tape: most
  /// such strings of a case file are keys and values it repeats ("preferredStatusBarStyle", "navigationController"),
  /// and each made anew was an allocation, a check of its UTF-8 and a release. (A shorter string lives in the `String`
  /// itself, and is made as fast as it is found.)
  private var recentStrings: [RecentString] = []

  /// A string and where its bytes are in the document, with its first and last eight bytes for a quick comparison.
  private struct RecentString {
    var head: UInt64
    var tail: UInt64
    var offset: Int
    var count: Int
    var string: String
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses one JSON document.
  ///
  /// - Parameter bytes: The UTF-8 text of the document.
  /// - Returns: The root node.
  /// - Throws: `JSONSyntaxError` with the offset of the first problem.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    let parsed: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return Result { () throws(JSONSyntaxError) -> JSONNode in try parser.parseDocument() }
    }
    return try parsed.get()
  }

  /// Parses a document a value at a time: when its root is an array, each element on its own, handed to `body` as soon
  /// as it is parsed, with its index, so that no tree of the whole document is built; any other root whole, with no
  /// index. Each value's structure is recorded on `tape` in the same pass (see `parseElement(_:in:tape:)`).
  ///
  /// The document is checked as `parse` checks it, in the same order: a syntax error throws the error `parse` throws,
  /// after `body` has had the values before it (which the caller then drops).
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text of the document.
  ///   - tape: Cleared, then each value's entries when `body` gets it; its memory is kept from value to value.
  ///   - body: Called with each element and its index (the root and nil when the root is not an array), and the tape.
  /// - Throws: `JSONSyntaxError` with the offset of the first problem.
  package static func parseValues(
    _ bytes: [UInt8], tape: inout CanonicalTape, _ body: (JSONNode, Int?, CanonicalTape) -> Void
  ) throws(JSONSyntaxError) {
    let parsed: Result<Void, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      parser.recording = true
      parser.rememberStrings()
      swap(&parser.tape, &tape)
      defer { swap(&parser.tape, &tape) }
      return Result { () throws(JSONSyntaxError) in try parser.parseValues(body) }
    }
    try parsed.get()
  }

  /// `parseValues`, from the start of the document.
  private mutating func parseValues(_ body: (JSONNode, Int?, CanonicalTape) -> Void) throws(JSONSyntaxError) {
    skipByteOrderMark()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
      // The root array as `parseArray` reads it, each element handed on instead of kept.
      try enter()
      var count = 0
      try arrayElements { parser throws(JSONSyntaxError) in
        parser.tape.startRecording()
        let element = try parser.parseValue()
        body(element, count, parser.tape)
        count += 1
      }
      depth -= 1
    } else {
      tape.startRecording()
      body(try parseValue(), nil, tape)
    }
    skipWhitespace()
    if index < bytes.count {
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()) after the end of the JSON value")
    }
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipByteOrderMark()
    skipWhitespace()
    let root = try parseValue()
    skipWhitespace()
    if index < bytes.count {
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()) after the end of the JSON value")
    }
    return root
  }

  /// Where each element of a document whose root is an array lies, found by a scan that reads brackets, commas and
  /// strings only, so that the elements can then be parsed one by one, on several threads (`parseElement`).
  ///
  /// The scan checks what lies between the elements as the parser would (a `[`, commas, a `]`, whitespace, nothing
  /// after): nil when the root is not an array or that is not so. It does not check the elements themselves: an
  /// element that is not valid JSON, or that ends before its range does, fails `parseElement`, and a caller then
  /// parses the whole document (`parse`) for the error it reports.
  ///
  /// - Parameter bytes: The UTF-8 text of the document.
  /// - Returns: The byte range of every element, in order; nil when the document must be parsed whole.
  package static func rootElements(_ bytes: [UInt8]) -> [Range<Int>]? {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return parser.scanRootElements()
    }
  }

  /// A leading UTF-8 byte order mark, which a document may start with.
  private mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// `rootElements`, from the start of the document.
  private mutating func scanRootElements() -> [Range<Int>]? {
    skipByteOrderMark()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    skipWhitespace()
    var ranges: [Range<Int>] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      skipWhitespace()
      return index == bytes.count ? ranges : nil
    }
    while true {
      let start = index
      guard let end = valueEnd(from: start), end > start else { return nil }
      ranges.append(start..<end)
      index = end
      skipWhitespace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        index += 1
        skipWhitespace()
        return index == bytes.count ? ranges : nil
      default:
        return nil
      }
    }
  }

  /// Where the value starting at `start` ends, counting brackets outside strings: the index after its closing bracket
  /// or quote, or of the first whitespace, comma or closing bracket after a number or literal. Nil when the text ends
  /// first. The value is not checked (`parseElement` does that).
  private func valueEnd(from start: Int) -> Int? {
    var index = start
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      // Most bytes outside strings are letters, digits and ':': one test for all of them. The bytes the switch below
      // handles are whitespace and the quote (0x22 and below), the comma, the two square brackets, and the braces
      // (0x7B and above).
      if byte > 0x22 && byte != UInt8(ascii: ",") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "]") && byte < 0x7B {
        index &+= 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        guard let end = stringEnd(from: index &+ 1) else { return nil }
        index = end
        if depth == 0 { return index }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index &+= 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return index }
        depth -= 1
        index &+= 1
        if depth == 0 { return index }
      case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
        if depth == 0 { return index }
        index &+= 1
      default:
        index &+= 1
      }
    }
    return depth == 0 ? index : nil
  }

  /// The index after the quote that ends the string whose content starts at `start`: the next quote not escaped, that is
  /// not after an odd run of backslashes within the string (found with `memchr`). Nil when the text ends first.
  private func stringEnd(from start: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var from = start
    while from < bytes.count {
      guard let found = memchr(base + from, 0x22, bytes.count - from) else { return nil }
      let quote = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
      var backslashes = 0
      while quote - backslashes - 1 >= start && base[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
      if backslashes % 2 == 0 { return quote + 1 }
      from = quote + 1
    }
    return nil
  }

  /// Parses one element of a root array, where `rootElements` found it: the node the whole document's parse gives
  /// that element, its offsets in the whole document, nested one level deep as it is there.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text of the whole document.
  ///   - range: The element's range, from `rootElements`.
  /// - Throws: `JSONSyntaxError` when the element is not valid JSON or does not fill its range.
  package static func parseElement(_ bytes: [UInt8], in range: Range<Int>) throws(JSONSyntaxError) -> JSONNode {
    var tape = CanonicalTape(empty: ())
    return try parseElement(bytes, in: range, recording: false, on: &tape)
  }

  /// Parses one element of a root array, as `parseElement(_:in:)` does, recording its structure on `tape` in the same
  /// pass, for its canonical text (`CanonicalTape.writeCanonical`) without reading its bytes again. The tape is
  /// complete when every string of the element is in the tape's subset (printable ASCII without escapes); when it is
  /// not (`isComplete` is false), the canonical text is the tree's to write.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text of the whole document.
  ///   - range: The element's range, from `rootElements`.
  ///   - tape: Cleared, then the element's entries; its memory is kept from element to element.
  /// - Throws: `JSONSyntaxError` when the element is not valid JSON or does not fill its range.
  package static func parseElement(_ bytes: [UInt8], in range: Range<Int>, tape: inout CanonicalTape) throws(JSONSyntaxError) -> JSONNode {
    tape.startRecording()
    return try parseElement(bytes, in: range, recording: true, on: &tape)
  }

  /// `parseElement`, recording on `tape` when `recording`.
  private static func parseElement(
    _ bytes: [UInt8], in range: Range<Int>, recording: Bool, on tape: inout CanonicalTape
  ) throws(JSONSyntaxError) -> JSONNode {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "the range lies outside the document")
    let parsed: Result<JSONNode, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      // The same base address, cut at the element's end: offsets stay the document's, and the element's end is the end.
      var parser = JSONParser(bytes: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]))
      parser.index = range.lowerBound
      parser.depth = 1
      parser.recording = recording
      if recording { parser.rememberStrings() }
      swap(&parser.tape, &tape)
      defer { swap(&parser.tape, &tape) }
      return Result { () throws(JSONSyntaxError) -> JSONNode in
        let element = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index != range.upperBound {
          throw JSONSyntaxError(offset: parser.index, message: "unexpected \(parser.describeCurrent()) after the element")
        }
        return element
      }
    }
    return try parsed.get()
  }

  /// Parses one JSON document from a string.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    let start = index
    guard index < bytes.count else {
      throw JSONSyntaxError(offset: index, message: "unexpected end of file; expected a value")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(try parseObject(), offset: start)
    case UInt8(ascii: "["): return JSONNode(try parseArray(), offset: start)
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONNode(.bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONNode(.bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONNode(.null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let value = try parseNumber()
      if recording { tape.record(.number, from: start, to: index) }
      return JSONNode(.number(value), offset: start)
    default:
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = index
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(expected)
    }
    guard matches else {
      throw JSONSyntaxError(offset: start, message: "invalid literal; expected '\(literal)'")
    }
    index += count
    if recording { tape.record(.literal, from: start, to: index) }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw JSONSyntaxError(offset: index, message: "nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSON {
    try enter()
    defer { depth -= 1 }
    let slot = recording ? tape.open(object: true, at: index) : 0
    index += 1
    var members: [JSONMember] = []
    // Most objects have a few members: one allocation instead of growing by doubling from one.
    members.reserveCapacity(8)
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      if recording { tape.close(slot, count: 0) }
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected a key in double quotes")
      }
      let keyOffset = index
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: index, message: "unexpected end of file; expected ',' or '}'")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw JSONSyntaxError(offset: index, message: "trailing comma before '}'")
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        if recording { tape.close(slot, count: members.count) }
        return .object(members)
      }
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected ',' or '}'")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSON {
    try enter()
    defer { depth -= 1 }
    let slot = recording ? tape.open(object: false, at: index) : 0
    var elements: [JSONNode] = []
    elements.reserveCapacity(4)
    try arrayElements { parser throws(JSONSyntaxError) in elements.append(try parser.parseValue()) }
    if recording { tape.close(slot, count: elements.count) }
    return .array(elements)
  }

  /// Reads an array from its `[` to the index after its `]`, calling `element` at the start of each element, which
  /// must parse it.
  @inline(__always)
  private mutating func arrayElements(_ element: (inout JSONParser) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      try element(&self)
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: index, message: "unexpected end of file; expected ',' or ']'")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw JSONSyntaxError(offset: index, message: "trailing comma before ']'")
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      }
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeCurrent()); expected ',' or ']'")
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw JSONSyntaxError(offset: index, message: "invalid number; expected a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw JSONSyntaxError(offset: start, message: "invalid number; leading zeros are not allowed")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw JSONSyntaxError(offset: index, message: "invalid number; expected a digit after '.'")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw JSONSyntaxError(offset: index, message: "invalid number; expected a digit in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(offset: start, message: "number \(text) is out of range")
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Starts remembering long strings (`recentStrings`).
  private mutating func rememberStrings() {
    recentStrings = Array(repeating: RecentString(head: 0, tail: 0, offset: 0, count: 0, string: ""), count: 64)
  }

  /// The string of the `count` plain ASCII bytes at `start`: one parsed before when `recentStrings` has it, else made
  /// (and remembered).
  @inline(__always)
  private mutating func plainString(at start: Int, count: Int) -> String {
    guard let base = bytes.baseAddress else { return "" }
    guard count >= 16, !recentStrings.isEmpty else { return Self.makeString(base + start, count: count) }
    let head = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
    let tail = UnsafeRawPointer(base + start + count - 8).loadUnaligned(as: UInt64.self)
    let slot = Int(truncatingIfNeeded: ((head ^ (tail >> 7) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    let found = recentStrings.withUnsafeBufferPointer { recent -> String? in
      let entry = recent[slot]
      guard entry.count == count, entry.head == head, entry.tail == tail, memcmp(base + entry.offset, base + start, count) == 0 else { return nil }
      return entry.string
    }
    if let found { return found }
    let string = Self.makeString(base + start, count: count)
    recentStrings[slot] = RecentString(head: head, tail: tail, offset: start, count: count, string: string)
    return string
  }

  /// A string of plain ASCII bytes, written into its own memory as they are: `String(decoding:as:)` went through its
  /// repairing path for every string of a file (loading 2,000 cases: 1,250 M -> 1,224 M instructions).
  private static func makeString(_ start: UnsafePointer<UInt8>, count: Int) -> String {
    guard count > 0 else { return "" }
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.baseAddress.unsafelyUnwrapped.initialize(from: start, count: count)
      return count
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    let contentStart = index
    // Fast path: printable ASCII without escapes (the tape's subset), eight bytes at a time to the first byte that is
    // anything else, then that byte: the closing quote, or the end of the fast path.
    index = PlainStringScan.firstSpecialByte(bytes, from: index)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let count = index - contentStart
        if recording { tape.recordString(from: contentStart, to: index, plain: true) }
        index += 1
        return plainString(at: contentStart, count: count)
      }
      if byte == UInt8(ascii: "\\") || byte >= 0x7F || byte < 0x20 { break }
      index += 1
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self).unicodeScalars)
    while true {
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: start, message: "unterminated string")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        if recording { tape.recordString(from: contentStart, to: index, plain: false) }
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(try parseEscape())
      case 0..<0x20:
        throw JSONSyntaxError(offset: index, message: "control character U+\(hex4(UInt32(byte))) in a string; escape it as \\u\(hex4(UInt32(byte)))")
      case 0x80...:
        scalars.append(try parseUTF8Scalar())
      default:
        scalars.append(Unicode.Scalar(byte))
        index += 1
      }
    }
  }

  private func hex4(_ value: UInt32) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard index < bytes.count else { throw JSONSyntaxError(offset: start, message: "unterminated escape sequence") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(high) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw JSONSyntaxError(offset: start, message: "unpaired UTF-16 surrogate \\u\(hex4(high))")
        }
        index += 2
        let low = try parseHex4(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low) else {
          throw JSONSyntaxError(offset: start, message: "unpaired UTF-16 surrogate \\u\(hex4(high))")
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else {
          throw JSONSyntaxError(offset: start, message: "invalid code point in escape")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw JSONSyntaxError(offset: start, message: "unpaired UTF-16 surrogate \\u\(hex4(high))")
      }
      return scalar
    default:
      throw JSONSyntaxError(offset: start, message: "invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw JSONSyntaxError(offset: escapeStart, message: "invalid \\u escape; expected four hex digits")
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw JSONSyntaxError(offset: escapeStart, message: "invalid \\u escape; expected four hex digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = index
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default: throw JSONSyntaxError(offset: start, message: "invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
    }
    guard index + length <= bytes.count else {
      throw JSONSyntaxError(offset: start, message: "truncated UTF-8 sequence")
    }
    for i in 1..<length {
      let byte = bytes[index + i]
      guard byte & 0xC0 == 0x80 else {
        throw JSONSyntaxError(offset: start, message: "invalid UTF-8 sequence")
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      throw JSONSyntaxError(offset: start, message: "invalid UTF-8 sequence")
    }
    index += length
    return scalar
  }
}

/// A JSON syntax error: where the text stops being JSON, and why.
package struct JSONSyntaxError: Error, Sendable, Hashable {
  /// The byte offset of the problem.
  package var offset: Int
  /// What is wrong, lowercase, without a trailing period.
  package var message: String

  /// Creates an error.
  package init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
