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

  /// The entries, in document order: an object's members are each a key (a string entry) followed by its value. The
  /// first `count` are the value's; the rest is room the reader writes into through a pointer (an `append` a value,
  /// each checking the array's uniqueness and capacity, was half of reading a case).
  private var storage: [Entry] = []

  /// How many entries the value has.
  package private(set) var count = 0

  /// An upper bound on the length of the canonical text of any value on the tape: what `writeCanonical` reserves, so
  /// that it writes without a check a piece. The canonical text is the value's tokens in another order, without
  /// whitespace, each as it stands but a number the tree writes again: `read` takes the value's length and
  /// `numberBound` a number; the parser's records add, each, at least what its entry writes with its separator.
  private var textBound = 0

  /// Whether the value the parser recorded is in the tape's subset (see `JSONParser.parseElement(_:in:tape:)`): false
  /// when one of its strings is not, and then the caller writes the canonical text from the tree.
  package private(set) var isComplete = true

  /// An empty tape, with room for a case's entries.
  package init() {
    storage = Array(repeating: Self.unused, count: 512)
  }

  /// An empty tape without memory, for a parse that records nothing.
  init(empty: Void) {}

  /// What the room after the entries holds until the reader writes there.
  private static let unused = Entry(kind: .literal, start: 0, end: 0, next: 0)

  /// The most bytes the canonical text of a number the tree writes again takes (`Double`'s description, at most 24),
  /// with its separator.
  private static let numberBound = 48

  /// Calls `body` with the entries: for a decoder that reads a value from its tape instead of from a tree (the case
  /// loader's `CaseTapeDecoder`).
  package func withEntries<Result>(_ body: (UnsafeBufferPointer<Entry>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<count])) }
  }

  /// Reads the value at `start` (no whitespace before it) onto the cleared tape.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - depth: How many arrays and objects enclose the value.
  /// - Returns: The offset after the value; nil when the value is not in the subset the tape reads.
  package mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, depth: Int) -> Int? {
    startRecording()
    while true {
      let (end, reader) = storage.withUnsafeMutableBufferPointer { room in
        var reader = Reader(bytes: bytes, entries: room.baseAddress.unsafelyUnwrapped, room: room.count)
        return (reader.value(start, depth: depth), reader)
      }
      if let end {
        count = reader.count
        // The canonical text is the value's tokens without whitespace (its separators as many, or fewer without an
        // omitted member), each as it stands but a number the tree writes again.
        textBound = end - start + reader.numbers * Self.numberBound
        return end
      }
      guard reader.full else { return nil }
      // Out of room: read the value again with twice as much (the room is kept for the next value).
      storage = Array(repeating: Self.unused, count: max(2 * storage.count, 64))
    }
  }

  /// Clears the tape for the parser to record a value on it.
  mutating func startRecording() {
    count = 0
    textBound = 0
    isComplete = true
  }

  /// Adds an entry (the parser's), with room made for it when there is none.
  private mutating func add(_ entry: Entry) {
    if count == storage.count { storage.append(contentsOf: repeatElement(Self.unused, count: max(storage.count, 64))) }
    storage[count] = entry
    count += 1
  }

  /// Records a number or a literal (the parser's), its text from `start` to `end`.
  mutating func record(_ kind: Kind, from start: Int, to end: Int) {
    textBound += kind == .number ? max(end - start, 0) + Self.numberBound : end - start + 1
    add(Entry(kind: kind, start: start, end: end, next: count + 1))
  }

  /// Records a string (the parser's), its text from `start` to its closing quote at `end`; `plain` when that text is
  /// printable ASCII without escapes, the tape's subset (else the tape is incomplete).
  mutating func recordString(from start: Int, to end: Int, plain: Bool) {
    if !plain { isComplete = false }
    textBound += end - start + 3
    add(Entry(kind: .string, start: start, end: end, next: count + 1))
  }

  /// Records the start of an array or object (the parser's) at `start`: the slot `close` takes.
  mutating func open(object: Bool, at start: Int) -> Int {
    textBound += 3
    add(Entry(kind: object ? .object : .array, start: start, end: 0, next: 0))
    return count - 1
  }

  /// Records the end of the array or object at `slot`, with `count` elements or members.
  mutating func close(_ slot: Int, count: Int) {
    storage[slot].end = count
    storage[slot].next = self.count
  }

  /// The reader of a value onto the tape's room, through a pointer: what `read` runs.
  private struct Reader {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tape's room.
    let entries: UnsafeMutablePointer<Entry>
    /// How many entries the room holds.
    let room: Int
    /// How many entries are written.
    var count = 0
    /// How many numbers are read (for `CanonicalTape.textBound`).
    var numbers = 0
    /// Whether the reader gave up for want of room (and not because of the value).
    var full = false

    /// A reader of `bytes` into `room` entries at `entries`.
    init(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutablePointer<Entry>, room: Int) {
      self.bytes = bytes
      self.entries = entries
      self.room = room
    }

    /// Writes an entry of a scalar, whose next entry is the one after it; false when there is no room.
    @inline(__always)
    mutating func add(_ kind: Kind, _ start: Int, _ end: Int) -> Bool {
      guard count < room else {
        full = true
        return false
      }
      entries[count] = Entry(kind: kind, start: start, end: end, next: count &+ 1)
      count &+= 1
      return true
    }

    /// Reads the value at `start`, inside `depth` arrays and objects: the offset after it, or nil.
    mutating func value(_ start: Int, depth: Int) -> Int? {
      guard start < bytes.count else { return nil }
      switch bytes[start] {
      case UInt8(ascii: "\""):
        guard let close = CanonicalTape.closingQuote(bytes, from: start &+ 1), add(.string, start &+ 1, close) else { return nil }
        return close &+ 1
      case UInt8(ascii: "{"): return container(start, depth: depth, object: true)
      case UInt8(ascii: "["): return container(start, depth: depth, object: false)
      case UInt8(ascii: "t"): return literal(start, "true")
      case UInt8(ascii: "f"): return literal(start, "false")
      case UInt8(ascii: "n"): return literal(start, "null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number(start)
      default: return nil
      }
    }

    /// Reads the literal `text` (`true`, `false`, `null`) at `start`: the offset after it, or nil.
    mutating func literal(_ start: Int, _ text: StaticString) -> Int? {
      let length = text.utf8CodeUnitCount
      let matches = text.withUTF8Buffer { expected in
        start + length <= bytes.count && bytes[start..<(start + length)].elementsEqual(expected)
      }
      guard matches, add(.literal, start, start &+ length) else { return nil }
      return start &+ length
    }

    /// A number, by `JSONParser`'s grammar; one whose `Double` is not finite (which the parser rejects) gives up.
    mutating func number(_ start: Int) -> Int? {
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
      if !CanonicalTape.isPlainInteger(bytes, start, index) {
        guard let value = CanonicalTape.double(bytes, start, index), value.isFinite else { return nil }
      }
      guard add(.number, start, index) else { return nil }
      numbers &+= 1
      return index
    }

    /// Reads the array or object at `start`, its entry first and its count and next entry set at its end: the offset
    /// after it, or nil.
    mutating func container(_ start: Int, depth: Int, object: Bool) -> Int? {
      guard depth < JSONParser.maximumDepth else { return nil }
      let slot = count
      guard add(object ? .object : .array, start, 0) else { return nil }
      let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
      var index = CanonicalTape.skipWhitespace(bytes, start + 1)
      var members = 0
      if index < bytes.count, bytes[index] == close {
        entries[slot].next = count
        return index + 1
      }
      while true {
        if object {
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let quote = CanonicalTape.closingQuote(bytes, from: index &+ 1),
            add(.string, index &+ 1, quote)
          else { return nil }
          index = CanonicalTape.skipWhitespace(bytes, quote &+ 1)
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
          index = CanonicalTape.skipWhitespace(bytes, index &+ 1)
        }
        // A string, the value most members have, is read here rather than through `value` (a call and a switch each).
        let after: Int
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
          guard let quote = CanonicalTape.closingQuote(bytes, from: index &+ 1), add(.string, index &+ 1, quote) else { return nil }
          after = quote &+ 1
        } else {
          guard let end = value(index, depth: depth + 1) else { return nil }
          after = end
        }
        members &+= 1
        index = CanonicalTape.skipWhitespace(bytes, after)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
          // A trailing comma then fails at the next value (or key), as the subset has no value starting with a bracket.
          index = CanonicalTape.skipWhitespace(bytes, index &+ 1)
          continue
        }
        guard bytes[index] == close else { return nil }
        entries[slot].end = members
        entries[slot].next = count
        return index + 1
      }
    }
  }

  /// The offset of a string's closing quote, when every byte before it is printable ASCII other than a backslash:
  /// eight bytes at a time as `JSONParser` reads a string (`PlainStringScan`), then a byte at a time. Inlined: a call
  /// a string was a sixth of reading one.
  @inline(__always)
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

  /// The offset of the first byte from `start` that is not JSON whitespace (or the end).
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
  ///
  /// The text is written through a pointer into room reserved once (`textBound`), a string's bytes eight at a time:
  /// a capacity check and a call to `memcpy` a piece were most of writing it.
  package func writeCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, entry index: Int = 0, omitting omitted: StaticString? = nil, into out: inout ByteBuffer
  ) {
    // Eight more: a copy may write up to seven bytes past its end.
    out.reserve(textBound + 8)
    let start = out.base + out.count
    let end = withEntries { entries in
      // Where each object being written sorts its members: an object's after those of the objects around it, so
      // that they take at most a place an entry.
      withUnsafeTemporaryAllocation(of: (prefix: UInt64, key: Int).self, capacity: max(entries.count, 1)) { order in
        var writer = Writer(entries: entries, bytes: bytes, order: order.baseAddress.unsafelyUnwrapped, cursor: start)
        writer.write(index, omitting: omitted, orderBase: 0)
        return writer.cursor
      }
    }
    out.count = end - out.base
  }

  /// The writer of canonical text into room reserved for it: what `writeCanonical` runs.
  private struct Writer {
    /// The tape's entries.
    let entries: UnsafeBufferPointer<Entry>
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Room to sort the members of the objects being written (a place an entry).
    let order: UnsafeMutablePointer<(prefix: UInt64, key: Int)>
    /// Where the next byte goes.
    var cursor: UnsafeMutablePointer<UInt8>

    /// Writes a byte.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
      cursor.pointee = byte
      cursor = cursor.successor()
    }

    /// Copies the document's bytes from `start` to `end`: eight at a time when the document has the bytes to read
    /// after the last word (writing up to seven bytes past the end, in the room reserved), else by `memcpy`.
    @inline(__always)
    mutating func copy(_ start: Int, _ end: Int) {
      // Offsets within the document and the room: wrapping arithmetic, without an overflow check each.
      let length = end &- start
      let source = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start)
      if end &+ 8 <= bytes.count {
        var offset = 0
        repeat {
          UnsafeMutableRawPointer(cursor + offset).storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), as: UInt64.self)
          offset &+= 8
        } while offset < length
      } else {
        UnsafeMutableRawPointer(cursor).copyMemory(from: source, byteCount: length)
      }
      cursor += length
    }

    /// Writes the value at `index`; objects inside it sort their members from `orderBase` in `order`.
    mutating func write(_ index: Int, omitting omitted: StaticString?, orderBase: Int) {
      let entry = entries[index]
      switch entry.kind {
      case .string:
        copy(entry.start - 1, entry.end + 1)
      case .literal:
        copy(entry.start, entry.end)
      case .number:
        if CanonicalTape.isPlainInteger(bytes, entry.start, entry.end) {
          copy(entry.start, entry.end)
        } else {
          var text = ByteBuffer(capacity: 32)
          JSONWriter.appendNumber(CanonicalTape.double(bytes, entry.start, entry.end) ?? 0, to: &text)
          // `textBound` counted `numberBound` bytes for it.
          precondition(text.count < CanonicalTape.numberBound)
          UnsafeMutableRawPointer(cursor).copyMemory(from: text.base, byteCount: text.count)
          cursor += text.count
        }
      case .array:
        put(UInt8(ascii: "["))
        var element = index + 1
        for position in 0..<entry.end {
          if position > 0 { put(UInt8(ascii: ",")) }
          writeElement(element, orderBase: orderBase)
          element = entries[element].next
        }
        put(UInt8(ascii: "]"))
      case .object:
        writeObject(index, omitting: omitted, orderBase: orderBase)
      }
    }

    /// Writes an element or a member's value: a string here, anything else by `write` (most values are strings, and a
    /// call a value was a third of writing them).
    @inline(__always)
    mutating func writeElement(_ index: Int, orderBase: Int) {
      let entry = entries[index]
      if case .string = entry.kind {
        copy(entry.start - 1, entry.end + 1)
      } else {
        write(index, omitting: nil, orderBase: orderBase)
      }
    }

    /// Writes an object, its members sorted by key (equal keys in their order).
    mutating func writeObject(_ index: Int, omitting omitted: StaticString?, orderBase: Int) {
      put(UInt8(ascii: "{"))
      let members = entries[index].end
      let first = index + 1
      if members == 1 && (omitted == nil || !CanonicalTape.isText(entries[first], bytes, omitted.unsafelyUnwrapped)) {
        // One member (a change of one property, say): nothing to sort.
        writeMember(first, orderBase: orderBase)
        put(UInt8(ascii: "}"))
        return
      }
      let order = self.order + orderBase
      var count = 0
      var key = first
      for _ in 0..<members {
        if omitted == nil || !CanonicalTape.isText(entries[key], bytes, omitted.unsafelyUnwrapped) {
          order[count] = (CanonicalTape.prefix(bytes, entries[key]), key)
          count += 1
        }
        key = entries[key + 1].next
      }
      let sorted = UnsafeMutableBufferPointer(start: order, count: count)
      if count <= 32 {
        for next in sorted.indices.dropFirst() {
          let member = sorted[next]
          var slot = next
          while slot > 0 && CanonicalTape.precedes(member, sorted[slot - 1], entries, bytes) {
            sorted[slot] = sorted[slot - 1]
            slot -= 1
          }
          sorted[slot] = member
        }
      } else {
        var sorted = sorted
        let (entries, bytes) = (entries, bytes)
        sorted.sort {
          CanonicalTape.precedes($0, $1, entries, bytes) || (!CanonicalTape.precedes($1, $0, entries, bytes) && $0.key < $1.key)
        }
      }
      for position in 0..<count {
        if position > 0 { put(UInt8(ascii: ",")) }
        writeMember(order[position].key, orderBase: orderBase &+ count)
      }
      put(UInt8(ascii: "}"))
    }

    /// Writes the member whose key is at `key`: in one copy when its value is a string or a literal right after the
    /// colon (the key's closing quote, the colon, the value: the member's text is its canonical text), else the key,
    /// the colon and the value.
    @inline(__always)
    mutating func writeMember(_ key: Int, orderBase: Int) {
      let name = entries[key]
      let value = entries[key &+ 1]
      switch value.kind {
      case .string where value.start == name.end &+ 3:
        copy(name.start &- 1, value.end &+ 1)
      case .literal where value.start == name.end &+ 2:
        copy(name.start &- 1, value.end)
      default:
        copy(name.start &- 1, name.end &+ 1)
        put(UInt8(ascii: ":"))
        writeElement(key &+ 1, orderBase: orderBase)
      }
    }
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
    Self.isText(storage[index], bytes, text)
  }

  /// The string at `index`, or nil when that entry is not a string.
  package func string(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> String? {
    let entry = storage[index]
    guard entry.kind == .string else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]), as: UTF8.self)
  }

  /// The entry of the first member named `key` of the object at `index`; nil when there is none or the entry is
  /// not an object.
  package func member(_ bytes: UnsafeBufferPointer<UInt8>, of index: Int = 0, named key: StaticString) -> Int? {
    guard storage[index].kind == .object else { return nil }
    var member = index + 1
    for _ in 0..<storage[index].end {
      if isKey(bytes, member, key) { return member + 1 }
      member = storage[member + 1].next
    }
    return nil
  }

  /// The entries of the elements of the array at `index`; nil when that entry is not an array.
  package func elements(of index: Int) -> [Int]? {
    guard storage[index].kind == .array else { return nil }
    var element = index + 1
    var found: [Int] = []
    for _ in 0..<storage[index].end {
      found.append(element)
      element = storage[element].next
    }
    return found
  }

  /// Skips whitespace from `start`: for the caller reading the document around the values.
  package static func whitespaceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    skipWhitespace(bytes, start)
  }
}
