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
    var out = ""
    write(value, into: &out, layout: layout, indent: 0)
    return out
  }

  /// The canonical text of a value: compact, object keys sorted, so that equal content gives equal text
  /// whatever the layout or key order of the file it came from.
  public static func canonical(_ value: JSON) -> String {
    var out = ""
    writeCanonical(value, into: &out)
    return out
  }

  /// Writes the canonical text without building a sorted copy of the value (the copy was most of a
  /// suite index's time): objects' members are visited in key order, by index.
  private static func writeCanonical(_ value: JSON, into out: inout String) {
    switch value {
    case .array(let elements):
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += "," }
        writeCanonical(element.value, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      let order = members.count < 2 ? Array(members.indices) : members.indices.sorted { members[$0].key < members[$1].key }
      for (i, index) in order.enumerated() {
        if i > 0 { out += "," }
        writeString(members[index].key, into: &out)
        out += ":"
        writeCanonical(members[index].value.value, into: &out)
      }
      out += "}"
    default:
      write(value, into: &out, layout: .compact, indent: 0)
    }
  }

  /// Returns `string` as a JSON string literal, quotes included.
  public static func quoted(_ string: String) -> String {
    var out = ""
    writeString(string, into: &out)
    return out
  }

  private static func write(_ value: JSON, into out: inout String, layout: Layout, indent: Int) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += format(n)
    case .string(let s): writeString(s, into: &out)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
        return
      }
      let simple = elements.allSatisfy { !$0.value.isContainer }
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += layout == .pretty && simple ? ", " : "," }
        if layout == .pretty && !simple { newline(&out, indent + 1) }
        write(element.value, into: &out, layout: layout, indent: indent + 1)
      }
      if layout == .pretty && !simple { newline(&out, indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        if layout == .pretty { newline(&out, indent + 1) }
        writeString(member.key, into: &out)
        out += layout == .pretty ? ": " : ":"
        write(member.value.value, into: &out, layout: layout, indent: indent + 1)
      }
      if layout == .pretty { newline(&out, indent) }
      out += "}"
    }
  }

  private static func newline(_ out: inout String, _ indent: Int) {
    out += "\n"
    out += String(repeating: "  ", count: indent)
  }

  /// Formats a number the way people write it: integers without a fraction, never
  /// exponent notation for ordinary magnitudes.
  public static func format(_ n: Double) -> String {
    if n.rounded() == n && abs(n) < 1e15 {
      return String(Int64(n))
    }
    return "\(n)"
  }

  private static func writeString(_ s: String, into out: inout String) {
    // Most strings need no escaping: append them whole.
    if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 < 0xE2 }) {
      out += "\""
      out += s
      out += "\""
      return
    }
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
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
