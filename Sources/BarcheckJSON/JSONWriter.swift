/// Writes `JSON` values as text: compact (one line, for JSON Lines and protocols) or
/// pretty (two-space indentation, for files people read and edit).
package enum JSONWriter {
  /// How to lay the text out.
  package enum Layout: Sendable {
    /// One line, no spaces.
    case compact
    /// Indented by two spaces per level, one member per line.
    case pretty
  }

  /// Returns the text of `value`.
  package static func string(_ value: JSON, layout: Layout = .compact) -> String {
    var out = ByteBuffer(capacity: 256)
    write(value, into: &out, layout: layout, indent: 0)
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Returns the UTF-8 text of `value`: what `string` returns, without making a `String` of it (text is
  /// written as bytes, which is several times faster than appending to a `String`).
  package static func bytes(_ value: JSON, layout: Layout = .compact) -> [UInt8] {
    var out = ByteBuffer(capacity: 256)
    write(value, into: &out, layout: layout, indent: 0)
    return out.bytes
  }

  /// The canonical text of a value: compact, object keys sorted, so that equal content gives equal text
  /// whatever the layout or key order of the file it came from.
  package static func canonical(_ value: JSON) -> String {
    String(decoding: canonicalBytes(value), as: UTF8.self)
  }

  /// The canonical text of a value as UTF-8 bytes, for hashing.
  package static func canonicalBytes(_ value: JSON) -> [UInt8] {
    var out = ByteBuffer(capacity: 1_024)
    writeCanonical(value, into: &out)
    return out.bytes
  }

  /// The canonical text of an object without its members named `omitted`: what `canonicalBytes` gives for the
  /// object with those members filtered out, without building the filtered copy.
  package static func canonicalBytes(ofObject members: [JSONMember], omitting omitted: String) -> [UInt8] {
    var out = ByteBuffer(capacity: 4_096)
    writeCanonical(members, omitting: omitted, into: &out)
    return out.bytes
  }

  /// Writes the canonical text without building a sorted copy of the value (the copy was most of a
  /// suite index's time): objects' members are visited in key order, by index.
  private static func writeCanonical(_ value: JSON, into out: inout ByteBuffer) {
    switch value {
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        writeCanonical(element.value, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      writeCanonical(members, omitting: nil, into: &out)
    default:
      write(value, into: &out, layout: .compact, indent: 0)
    }
  }

  /// An object's members in key order (String's `<`), equal keys in their order in the object. Small objects, all a
  /// case has, are sorted by insertion into a buffer on the stack, larger ones with the standard library's (also
  /// stable) sort. When every key is ASCII, where `<` is byte order, keys are compared by their first eight bytes as
  /// one integer, and byte by byte only when those are equal: `<` itself was most of the cost of a digest.
  private static func writeCanonical(_ members: [JSONMember], omitting omitted: String?, into out: inout ByteBuffer) {
    out.append(UInt8(ascii: "{"))
    members.withUnsafeBufferPointer { members in
      withUnsafeTemporaryAllocation(of: (prefix: UInt64, index: Int).self, capacity: members.count) { order in
        var count = 0
        var ascii = true
        for index in members.indices where omitted == nil || !isKey(members[index].key, omitted.unsafelyUnwrapped) {
          let prefix = asciiPrefix(members[index].key)
          ascii = ascii && prefix != nil
          order[count] = (prefix ?? 0, index)
          count += 1
        }
        let sorted = UnsafeMutableBufferPointer(rebasing: order[..<count])
        if ascii {
          sortStably(sorted) { $0.prefix < $1.prefix || ($0.prefix == $1.prefix && bytesPrecede(members[$0.index].key, members[$1.index].key)) }
        } else {
          sortStably(sorted) { members[$0.index].key < members[$1.index].key }
        }
        for position in 0..<count {
          if position > 0 { out.append(UInt8(ascii: ",")) }
          let member = members[order[position].index]
          writeString(member.key, into: &out)
          out.append(UInt8(ascii: ":"))
          writeCanonical(member.value.value, into: &out)
        }
      }
    }
    out.append(UInt8(ascii: "}"))
  }

  /// Whether `key` is `omitted`, its length compared first (String's `==` alone was a sizeable part of a digest).
  private static func isKey(_ key: String, _ omitted: String) -> Bool {
    key.utf8.count == omitted.utf8.count && key == omitted
  }

  /// Sorts keeping equal elements in order: by insertion when there are few, else by the standard library's sort
  /// with the positions as the last criterion.
  @inline(__always)
  private static func sortStably(
    _ order: UnsafeMutableBufferPointer<(prefix: UInt64, index: Int)>,
    by precedes: ((prefix: UInt64, index: Int), (prefix: UInt64, index: Int)) -> Bool
  ) {
    guard order.count <= 32 else {
      var order = order
      order.sort { precedes($0, $1) || (!precedes($1, $0) && $0.index < $1.index) }
      return
    }
    for next in order.indices.dropFirst() {
      let member = order[next]
      var slot = next
      while slot > 0 && precedes(member, order[slot - 1]) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = member
    }
  }

  /// A key's first eight bytes as a big-endian integer (zeros after a shorter key), so that integer order is byte
  /// order; nil unless the whole key is ASCII.
  private static func asciiPrefix(_ key: String) -> UInt64? {
    let prefix = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      var prefix: UInt64 = 0
      var all: UInt8 = 0
      for (i, byte) in bytes.prefix(8).enumerated() {
        all |= byte
        prefix |= UInt64(byte) &<< (56 - 8 * UInt64(i))
      }
      for byte in bytes.dropFirst(8) { all |= byte }
      return all < 0x80 ? prefix : nil
    }
    return prefix ?? nil
  }

  /// Byte order of two keys.
  private static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    let precedes = a.utf8.withContiguousStorageIfAvailable { a in b.utf8.withContiguousStorageIfAvailable { b in a.lexicographicallyPrecedes(b) } }
    return (precedes ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// Appends `string` as a JSON string literal, quotes included, as `bytes` writes strings: for writers that lay
  /// out known shapes of JSON themselves, without building a `JSON` value first.
  package static func appendQuoted(_ string: String, to out: inout ByteBuffer) {
    writeString(string, into: &out)
  }

  /// Appends a number as `format` writes it (and `bytes` does).
  package static func appendNumber(_ number: Double, to out: inout ByteBuffer) {
    writeNumber(number, into: &out)
  }

  /// Returns `string` as a JSON string literal, quotes included.
  package static func quoted(_ string: String) -> String {
    var out = ByteBuffer(capacity: string.utf8.count + 2)
    writeString(string, into: &out)
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  private static func write(_ value: JSON, into out: inout ByteBuffer, layout: Layout, indent: Int) {
    switch value {
    case .null: append("null", to: &out)
    case .bool(let b): append(b ? "true" : "false", to: &out)
    case .number(let n): writeNumber(n, into: &out)
    case .string(let s): writeString(s, into: &out)
    case .array(let elements):
      if elements.isEmpty {
        append("[]", to: &out)
        return
      }
      let simple = elements.allSatisfy { !$0.value.isContainer }
      out.append(UInt8(ascii: "["))
      for (i, element) in elements.enumerated() {
        if i > 0 { append(layout == .pretty && simple ? ", " : ",", to: &out) }
        if layout == .pretty && !simple { newline(&out, indent + 1) }
        write(element.value, into: &out, layout: layout, indent: indent + 1)
      }
      if layout == .pretty && !simple { newline(&out, indent) }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        append("{}", to: &out)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, member) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if layout == .pretty { newline(&out, indent + 1) }
        writeString(member.key, into: &out)
        append(layout == .pretty ? ": " : ":", to: &out)
        write(member.value.value, into: &out, layout: layout, indent: indent + 1)
      }
      if layout == .pretty { newline(&out, indent) }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func append(_ text: StaticString, to out: inout ByteBuffer) {
    out.append(text)
  }

  private static func newline(_ out: inout ByteBuffer, _ indent: Int) {
    out.append(UInt8(ascii: "\n"))
    for _ in 0..<2 * indent { out.append(UInt8(ascii: " ")) }
  }

  /// Formats a number the way people write it: integers without a fraction, never
  /// exponent notation for ordinary magnitudes.
  package static func format(_ n: Double) -> String {
    if n.rounded() == n && abs(n) < 1e15 {
      return String(Int64(n))
    }
    return "\(n)"
  }

  /// Writes `format(n)`: integers digit by digit, without making a string of them.
  private static func writeNumber(_ n: Double, into out: inout ByteBuffer) {
    guard n.rounded() == n && abs(n) < 1e15 else {
      out.append("\(n)")
      return
    }
    let value = Int64(n)
    if value < 0 { out.append(UInt8(ascii: "-")) }
    out.appendDecimal(value.magnitude)
  }

  /// Where the run of eight-byte words from `start` in which no byte may be a control character, quote, backslash,
  /// DEL or above 0x7F ends: the first word a test flags (it may flag a plain byte, never misses one), or the last
  /// offset a whole word fits before. The bytes from there are for the caller to read one by one.
  @inline(__always)
  static func plainWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    PlainStringScan.firstFlaggedWord(bytes, from: start, flags: PlainStringScan.jsonSpecial).offset
  }

  private static func writeString(_ s: String, into out: inout ByteBuffer) {
    out.append(UInt8(ascii: "\""))
    // Read in place; a string without contiguous UTF-8 (bridged) is made native first.
    if s.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, into: &out) }) == nil {
      var native = s
      native.withUTF8 { writeEscaped($0, into: &out) }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends a string's UTF-8 bytes escaped for a literal: a quote, a backslash, a newline, a return and a tab by their
  /// short escapes, any other control character and DEL as `\u00XX` (lowercase hex), the line and paragraph
  /// separators as `\u2028` and `\u2029` (JavaScript reads them as line ends), every other byte as it is. Runs of
  /// bytes needing no escape are copied whole: the step descriptions a stream line carries quote ids, and escaping
  /// those scalar by scalar, each appended as a string, was a tenth of writing a stream.
  private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
    var run = 0
    var index = plainWords(bytes, from: 0)
    while index < bytes.count {
      let byte = bytes[index]
      // Almost every byte: printable ASCII other than a quote or backslash, or part of a character other than the
      // separators (whose encodings start with 0xE2).
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0x7F && byte != 0xE2 {
        index &+= 1
        continue
      }
      var length = 1
      let escape: StaticString
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case UInt8(ascii: "\n"): escape = "\\n"
      case UInt8(ascii: "\r"): escape = "\\r"
      case UInt8(ascii: "\t"): escape = "\\t"
      case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
        length = 3
      case 0..<0x20, 0x7F:
        out.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
        let digits: StaticString = "0123456789abcdef"
        out.append("\\u00")
        out.append(digits.utf8Start[Int(byte >> 4)])
        out.append(digits.utf8Start[Int(byte & 0x0F)])
        index += 1
        run = index
        index = plainWords(bytes, from: index)
        continue
      default:
        index += 1
        continue
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
      out.append(escape)
      index += length
      run = index
      // Back to eight bytes at a time: a description quotes ids early and runs on in plain words.
      index = plainWords(bytes, from: index)
    }
    out.append(UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
  }
}

extension JSON {
  /// Whether the value is an array or an object with content.
  var isContainer: Bool {
    switch self {
    case .array(let a): !a.isEmpty
    case .object(let o): !o.isEmpty
    default: false
    }
  }

  /// Builds an object from key-value pairs, skipping nil values.
  package static func object(_ pairs: KeyValuePairs<String, JSON?>) -> JSON {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: JSONNode($0)) } })
  }

  /// Builds an array from values.
  package static func list(_ values: [JSON]) -> JSON {
    .array(values.map { JSONNode($0) })
  }
}
