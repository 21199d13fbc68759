/// The one place where text from cases and resolvers is made safe for the formats that show
/// it: XML (JUnit) and HTML. Control characters and ANSI escapes become visible text instead of
/// vanishing or breaking a parser.
public enum TextEscaping {
  /// Replaces control characters (C0 except tab, newline and carriage return; DEL; C1), ANSI
  /// escape sequences, lone surrogates' replacement characters and the XML non-characters with
  /// visible text such as `\u{1B}[31m` -> `\e[31m` and U+0007 -> `\x07`.
  public static func visible(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: out.unicodeScalars.append(scalar)
      case 0x1B: out += "\\e"
      case 0x00..<0x20, 0x7F, 0x80..<0xA0: out += "\\x" + hex(scalar.value, width: 2)
      case 0xFFFE, 0xFFFF: out += "\\u" + hex(scalar.value, width: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text for one line of a terminal or a log: visible (as above), with line breaks and tabs written
  /// as `\n`, `\r` and `\t`, and cut to at most `limit` characters (ending in `…`).
  public static func line(_ text: String, limit: Int = 300) -> String {
    var out = ""
    var count = 0
    for character in visible(text) {
      if count >= limit {
        out += "…"
        break
      }
      switch character {
      case "\n": out += "\\n"
      case "\r", "\r\n": out += "\\r"
      case "\t": out += "\\t"
      default: out.append(character)
      }
      count += 1
    }
    return out
  }

  /// Text safe in XML character data and in double- or single-quoted attributes.
  public static func xml(_ text: String) -> String {
    escape(text) { xmlEntity($0) ?? whitespaceEntity($0) }
  }

  /// Text safe in XML character data, keeping newlines and tabs as they are (for failure bodies).
  public static func xmlBody(_ text: String) -> String {
    escape(text, xmlEntity)
  }

  /// Text safe in HTML text and attributes.
  public static func html(_ text: String) -> String {
    escape(text) { $0 == "'" ? "&#39;" : xmlEntity($0) }
  }

  /// The visible text with each scalar `entity` names replaced by that entity.
  private static func escape(_ text: String, _ entity: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    for scalar in visible(text).unicodeScalars {
      if let replacement = entity(scalar) { out += replacement } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  private static func xmlEntity(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&apos;"
    default: nil
    }
  }

  private static func whitespaceEntity(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\n": "&#10;"
    case "\r": "&#13;"
    case "\t": "&#9;"
    default: nil
    }
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - s.count)) + s
  }
}
