/// Writes `JSON` values as text: compact (one line, for JSON Lines and protocols) or
/// pretty (two-space indentation, for files people read and edit).
public enum JSONWriter {
  /// How to lay the text out.
  public enum Layout: Sendable {
    /// One line, no spaces.
    case compact
    /// Indented by two spaces per level, one member per line.
    case pretty
  }

  /// Returns the text of `value`.
  public static func string(_ value: JSON, layout: Layout = .compact) -> String {
    String(decoding: bytes(value, layout: layout), as: UTF8.self)
  }

  /// Returns the UTF-8 text of `value`: what `string` returns, without making a `String` of it (text is
  /// written as bytes, which is several times faster than appending to a `String`).
  public static func bytes(_ value: JSON, layout: Layout = .compact) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(value, into: &out, layout: layout, indent: 0)
    return out
  }

  /// The canonical text of a value: compact, object keys sorted, so that equal content gives equal text
  /// whatever the layout or key order of the file it came from.
  public static func canonical(_ value: JSON) -> String {
    String(decoding: canonicalBytes(value), as: UTF8.self)
  }

  /// The canonical text of a value as UTF-8 bytes, for hashing.
  public static func canonicalBytes(_ value: JSON) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1_024)
    writeCanonical(value, into: &out)
    return out
  }

  /// Writes the canonical text without building a sorted copy of the value (the copy was most of a
  /// suite index's time): objects' members are visited in key order, by index.
  private static func writeCanonical(_ value: JSON, into out: inout [UInt8]) {
    switch value {
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (i, element) in elements.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        writeCanonical(element.value, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      let order = members.count < 2 ? Array(members.indices) : members.indices.sorted { keyPrecedes(members[$0].key, members[$1].key) }
      for (i, index) in order.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        writeString(members[index].key, into: &out)
        out.append(UInt8(ascii: ":"))
        writeCanonical(members[index].value.value, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    default:
      write(value, into: &out, layout: .compact, indent: 0)
    }
  }

  /// String order (`<`), compared byte by byte when both keys are ASCII, where the two orders agree.
  private static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    let bytes = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b -> Bool? in
        guard a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) else { return nil }
        return a.lexicographicallyPrecedes(b)
      }
    }
    guard let ascii = bytes ?? nil, let precedes = ascii else { return a < b }
    return precedes
  }

  /// Returns `string` as a JSON string literal, quotes included.
  public static func quoted(_ string: String) -> String {
    var out: [UInt8] = []
    writeString(string, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private static func write(_ value: JSON, into out: inout [UInt8], layout: Layout, indent: Int) {
    switch value {
    case .null: append("null", to: &out)
    case .bool(let b): append(b ? "true" : "false", to: &out)
    case .number(let n): out.append(contentsOf: format(n).utf8)
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

  private static func append(_ text: StaticString, to out: inout [UInt8]) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  private static func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
  }

  /// Formats a number the way people write it: integers without a fraction, never
  /// exponent notation for ordinary magnitudes.
  public static func format(_ n: Double) -> String {
    if n.rounded() == n && abs(n) < 1e15 {
      return String(Int64(n))
    }
    return "\(n)"
  }

  private static func writeString(_ s: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escaping: append them whole, read in place.
    let plain = s.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 < 0xE2 }) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if plain == true {
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"", to: &out)
      case "\\": append("\\\\", to: &out)
      case "\n": append("\\n", to: &out)
      case "\r": append("\\r", to: &out)
      case "\t": append("\\t", to: &out)
      case "\u{2028}": append("\\u2028", to: &out)
      case "\u{2029}": append("\\u2029", to: &out)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        } else {
          out.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    out.append(UInt8(ascii: "\""))
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
  public static func object(_ pairs: KeyValuePairs<String, JSON?>) -> JSON {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: JSONNode($0)) } })
  }

  /// Builds an array from values.
  public static func list(_ values: [JSON]) -> JSON {
    .array(values.map { JSONNode($0) })
  }
}
