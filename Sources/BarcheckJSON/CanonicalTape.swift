/// One JSON value's structure, read straight from its bytes into a flat list (a tape), for writing its canonical
/// text without building a `JSON` tree: the suite index parsed every case file into a tree only to write each case
/// out again with its keys sorted, which was a quarter of a run's time.
///
/// It reads a strict subset of JSON: strings of printable ASCII without escapes, numbers, `true`, `false`, `null`,
/// arrays and objects, nested at most `JSONParser.maximumDepth` deep. Anything else (an escape, a byte outside
/// printable ASCII in a string, any syntax error) makes `read` give up, and the caller takes the tree's path, which
/// gives the result (or the error) it always did. Within the subset the text `writeCanonical` writes is the one
/// `JSONWriter.canonicalBytes` writes for the parsed value, byte for byte:
/// - such a string is its own literal (`JSONWriter` escapes nothing in it);
/// - an integer of at most 15 digits (and not `-0`) is written as it is, any other number as the tree writes the
///   `Double` it parses to;
/// - keys are sorted by their bytes (String's order, for ASCII), equal keys in their order in the object.
package struct CanonicalTape {
  /// What an entry is.
  package enum Kind: UInt8 {
    case string, number, literal, array, object
  }

  /// One value (or key) on the tape.
  package struct Entry {
    /// What the value is.
    package var kind: Kind
    /// Where its text starts: a string's first byte after the quote, the first byte of anything else.
    package var start: Int
    /// A string's closing quote, a number's or literal's end; an array's element count or an object's member count.
    package var end: Int
    /// The index of the entry after this value and everything in it.
    package var next: Int

    /// The byte offset of the value's first character, its opening quote for a string: a `JSONNode`'s offset.
    @inline(__always)
    package var offset: Int { kind == .string ? start - 1 : start }
  }

  /// The entries, in document order: an object's members are each a key (a string entry) followed by its value.
  /// Readable outside the module for a decoder that reads a value from its tape instead of from a tree (the case
  /// loader's `CaseTapeDecoder`).
  package private(set) var entries: [Entry] = []

  /// Whether the value the parser recorded is in the tape's subset (see `JSONParser.parseElement(_:in:tape:)`): false
  /// when one of its strings is not, and then the caller writes the canonical text from the tree.
  package private(set) var isComplete = true

  /// An empty tape, with room for a case's entries.
  package init() {
    entries.reserveCapacity(512)
  }

  /// An empty tape without memory, for a parse that records nothing.
  init(empty: Void) {}

  /// Reads the value at `start` (no whitespace before it) onto the cleared tape.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - depth: How many arrays and objects enclose the value.
  /// - Returns: The offset after the value; nil when the value is not in the subset the tape reads.
  package mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, depth: Int) -> Int? {
    startRecording()
    return value(bytes, start, depth: depth)
  }

  /// Clears the tape for the parser to record a value on it.
  mutating func startRecording() {
    entries.removeAll(keepingCapacity: true)
    isComplete = true
  }

  /// Records a number or a literal (the parser's), its text from `start` to `end`.
  mutating func record(_ kind: Kind, from start: Int, to end: Int) {
    entries.append(Entry(kind: kind, start: start, end: end, next: entries.count + 1))
  }

  /// Records a string (the parser's), its text from `start` to its closing quote at `end`; `plain` when that text is
  /// printable ASCII without escapes, the tape's subset (else the tape is incomplete).
  mutating func recordString(from start: Int, to end: Int, plain: Bool) {
    if !plain { isComplete = false }
    entries.append(Entry(kind: .string, start: start, end: end, next: entries.count + 1))
  }

  /// Records the start of an array or object (the parser's) at `start`: the slot `close` takes.
  mutating func open(object: Bool, at start: Int) -> Int {
    entries.append(Entry(kind: object ? .object : .array, start: start, end: 0, next: 0))
    return entries.count - 1
  }

  /// Records the end of the array or object at `slot`, with `count` elements or members.
  mutating func close(_ slot: Int, count: Int) {
    entries[slot].end = count
    entries[slot].next = entries.count
  }

  private mutating func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, depth: Int) -> Int? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      guard let close = Self.closingQuote(bytes, from: start + 1) else { return nil }
      entries.append(Entry(kind: .string, start: start + 1, end: close, next: entries.count + 1))
      return close + 1
    case UInt8(ascii: "{"): return container(bytes, start, depth: depth, object: true)
    case UInt8(ascii: "["): return container(bytes, start, depth: depth, object: false)
    case UInt8(ascii: "t"): return literal(bytes, start, "true")
    case UInt8(ascii: "f"): return literal(bytes, start, "false")
    case UInt8(ascii: "n"): return literal(bytes, start, "null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number(bytes, start)
    default: return nil
    }
  }

  private mutating func literal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ text: StaticString) -> Int? {
    let length = text.utf8CodeUnitCount
    let matches = text.withUTF8Buffer { expected in
      start + length <= bytes.count && bytes[start..<(start + length)].elementsEqual(expected)
    }
    guard matches else { return nil }
    entries.append(Entry(kind: .literal, start: start, end: start + length, next: entries.count + 1))
    return start + length
  }

  /// A number, by `JSONParser`'s grammar; one whose `Double` is not finite (which the parser rejects) gives up.
  private mutating func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    var index = start
    func digits() -> Bool {
      let first = index
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
      return index > first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { return nil }
    } else if !digits() {
      return nil
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() else { return nil }
    }
    if !Self.isPlainInteger(bytes, start, index) {
      guard let value = Self.double(bytes, start, index), value.isFinite else { return nil }
    }
    entries.append(Entry(kind: .number, start: start, end: index, next: entries.count + 1))
    return index
  }

  private mutating func container(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, depth: Int, object: Bool) -> Int? {
    guard depth < JSONParser.maximumDepth else { return nil }
    let slot = entries.count
    entries.append(Entry(kind: object ? .object : .array, start: start, end: 0, next: 0))
    let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    var index = Self.skipWhitespace(bytes, start + 1)
    var count = 0
    if index < bytes.count, bytes[index] == close {
      entries[slot].next = entries.count
      return index + 1
    }
    while true {
      if object {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let quote = Self.closingQuote(bytes, from: index + 1) else { return nil }
        entries.append(Entry(kind: .string, start: index + 1, end: quote, next: entries.count + 1))
        index = Self.skipWhitespace(bytes, quote + 1)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = Self.skipWhitespace(bytes, index + 1)
      }
      // A string, the value most members have, is read here rather than through `value` (a call and a switch each).
      let after: Int
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        guard let quote = Self.closingQuote(bytes, from: index + 1) else { return nil }
        entries.append(Entry(kind: .string, start: index + 1, end: quote, next: entries.count + 1))
        after = quote + 1
      } else {
        guard let end = value(bytes, index, depth: depth + 1) else { return nil }
        after = end
      }
      count += 1
      index = Self.skipWhitespace(bytes, after)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        // A trailing comma then fails at the next value (or key), as the subset has no value starting with a bracket.
        index = Self.skipWhitespace(bytes, index + 1)
        continue
      }
      guard bytes[index] == close else { return nil }
      entries[slot].end = count
      entries[slot].next = entries.count
      return index + 1
    }
  }

  /// The offset of a string's closing quote, when every byte before it is printable ASCII other than a backslash:
  /// eight bytes at a time as `JSONParser` reads a string (`PlainStringScan`), then a byte at a time.
  private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = PlainStringScan.firstSpecialByte(bytes, from: start)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return index }
      guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    return nil
  }

  private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return index
      }
    }
    return index
  }

  /// Whether a number is an integer the canonical text writes as it is: at most 15 digits, no fraction or exponent,
  /// and not `-0` (written `0`).
  private static func isPlainInteger(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let digitsStart = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
    let count = end - digitsStart
    guard count >= 1 && count <= 15 else { return false }
    for index in digitsStart..<end where bytes[index] &- UInt8(ascii: "0") >= 10 { return false }
    return !(digitsStart > start && count == 1 && bytes[digitsStart] == UInt8(ascii: "0"))
  }

  /// A number's value, as `JSONParser` reads it.
  package static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
    Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
  }

  /// Writes the canonical text of the value at `index` (what `JSONWriter.canonicalBytes` writes for it), leaving out
  /// the members of that value, when it is an object, whose key is `omitted`.
  package func writeCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, entry index: Int = 0, omitting omitted: StaticString? = nil, into out: inout ByteBuffer
  ) {
    entries.withUnsafeBufferPointer { entries in Self.write(entries, bytes, index, omitting: omitted, into: &out) }
  }

  private static func write(
    _ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, omitting omitted: StaticString?,
    into out: inout ByteBuffer
  ) {
    let entry = entries[index]
    switch entry.kind {
    case .string:
      appendString(entry, bytes, into: &out)
    case .literal:
      out.append(UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]))
    case .number:
      if isPlainInteger(bytes, entry.start, entry.end) {
        out.append(UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]))
      } else {
        JSONWriter.appendNumber(double(bytes, entry.start, entry.end) ?? 0, to: &out)
      }
    case .array:
      out.append(UInt8(ascii: "["))
      var element = index + 1
      for position in 0..<entry.end {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        writeElement(entries, bytes, element, into: &out)
        element = entries[element].next
      }
      out.append(UInt8(ascii: "]"))
    case .object:
      writeObject(entries, bytes, index, omitting: omitted, into: &out)
    }
  }

  /// Writes a string entry: its text with its quotes, which are in the text around it.
  @inline(__always)
  private static func appendString(_ entry: Entry, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
    out.append(UnsafeBufferPointer(rebasing: bytes[(entry.start - 1)...entry.end]))
  }

  /// Writes an element or a member's value: a string here, anything else by `write` (most values are strings, and a
  /// call a value was a third of writing them).
  @inline(__always)
  private static func writeElement(
    _ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, into out: inout ByteBuffer
  ) {
    if entries[index].kind == .string {
      appendString(entries[index], bytes, into: &out)
    } else {
      write(entries, bytes, index, omitting: nil, into: &out)
    }
  }

  private static func writeObject(
    _ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, omitting omitted: StaticString?,
    into out: inout ByteBuffer
  ) {
    out.append(UInt8(ascii: "{"))
    let first = index + 1
    if entries[index].end == 1 && (omitted == nil || !isText(entries[first], bytes, omitted.unsafelyUnwrapped)) {
      // One member (a change of one property, say): nothing to sort.
      appendString(entries[first], bytes, into: &out)
      out.append(UInt8(ascii: ":"))
      writeElement(entries, bytes, first + 1, into: &out)
      out.append(UInt8(ascii: "}"))
      return
    }
    withUnsafeTemporaryAllocation(of: (prefix: UInt64, key: Int).self, capacity: entries[index].end) { order in
      var count = 0
      var key = index + 1
      for _ in 0..<entries[index].end {
        if omitted == nil || !isText(entries[key], bytes, omitted.unsafelyUnwrapped) {
          order[count] = (prefix(bytes, entries[key]), key)
          count += 1
        }
        key = entries[key + 1].next
      }
      let sorted = UnsafeMutableBufferPointer(rebasing: order[..<count])
      if count <= 32 {
        for next in sorted.indices.dropFirst() {
          let member = sorted[next]
          var slot = next
          while slot > 0 && precedes(member, sorted[slot - 1], entries, bytes) {
            sorted[slot] = sorted[slot - 1]
            slot -= 1
          }
          sorted[slot] = member
        }
      } else {
        var sorted = sorted
        sorted.sort { precedes($0, $1, entries, bytes) || (!precedes($1, $0, entries, bytes) && $0.key < $1.key) }
      }
      for position in 0..<count {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        let key = sorted[position].key
        appendString(entries[key], bytes, into: &out)
        out.append(UInt8(ascii: ":"))
        writeElement(entries, bytes, key + 1, into: &out)
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  /// Whether one key precedes another in byte order: by their first eight bytes, then by all of them.
  @inline(__always)
  private static func precedes(
    _ a: (prefix: UInt64, key: Int), _ b: (prefix: UInt64, key: Int), _ entries: UnsafeBufferPointer<Entry>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if a.prefix != b.prefix { return a.prefix < b.prefix }
    let first = entries[a.key]
    let second = entries[b.key]
    return bytes[first.start..<first.end].lexicographicallyPrecedes(bytes[second.start..<second.end])
  }

  /// Whether a string entry's text is `text`.
  private static func isText(_ entry: Entry, _ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
    entry.kind == .string
      && text.withUTF8Buffer { expected in
        entry.end - entry.start == expected.count && bytes[entry.start..<entry.end].elementsEqual(expected)
      }
  }

  /// A key's first eight bytes as a big-endian integer (zeros after a shorter key): integer order is byte order.
  private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Entry) -> UInt64 {
    let length = key.end - key.start
    if key.start + 8 <= bytes.count, let base = bytes.baseAddress {
      // Eight bytes at once, the first highest, those after the key cleared.
      let word = UInt64(bigEndian: UnsafeRawPointer(base + key.start).loadUnaligned(as: UInt64.self))
      return length >= 8 ? word : word & ~(UInt64.max >> (8 * UInt64(length)))
    }
    var prefix: UInt64 = 0
    var shift: UInt64 = 56
    for index in key.start..<min(key.end, key.start + 8) {
      prefix |= UInt64(bytes[index]) &<< shift
      shift &-= 8
    }
    return prefix
  }

  /// Whether the string entry at `index` is `text`.
  func isKey(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ text: StaticString) -> Bool {
    Self.isText(entries[index], bytes, text)
  }

  /// The string at `index`, or nil when that entry is not a string.
  package func string(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> String? {
    let entry = entries[index]
    guard entry.kind == .string else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]), as: UTF8.self)
  }

  /// The entry of the first member named `key` of the object at `index`; nil when there is none or the entry is
  /// not an object.
  package func member(_ bytes: UnsafeBufferPointer<UInt8>, of index: Int = 0, named key: StaticString) -> Int? {
    guard entries[index].kind == .object else { return nil }
    var member = index + 1
    for _ in 0..<entries[index].end {
      if isKey(bytes, member, key) { return member + 1 }
      member = entries[member + 1].next
    }
    return nil
  }

  /// The entries of the elements of the array at `index`; nil when that entry is not an array.
  package func elements(of index: Int) -> [Int]? {
    guard entries[index].kind == .array else { return nil }
    var element = index + 1
    var found: [Int] = []
    for _ in 0..<entries[index].end {
      found.append(element)
      element = entries[element].next
    }
    return found
  }

  /// Skips whitespace from `start`: for the caller reading the document around the values.
  package static func whitespaceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    skipWhitespace(bytes, start)
  }
}
