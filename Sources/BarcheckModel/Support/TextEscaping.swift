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

  /// Text safe in XML character data and in double- or single-quoted attributes.
  public static func xml(_ text: String) -> String {
    var out = ""
    for character in visible(text).unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// Text safe in XML character data, keeping newlines as they are (for failure bodies).
  public static func xmlBody(_ text: String) -> String {
    xml(text).replacingNewlines()
  }

  /// Text safe in HTML text and attributes.
  public static func html(_ text: String) -> String {
    var out = ""
    for character in visible(text).unicodeScalars {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - s.count)) + s
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    var out = self
    out = out.split(separator: "&#10;", omittingEmptySubsequences: false).joined(separator: "\n")
    out = out.split(separator: "&#13;", omittingEmptySubsequences: false).joined(separator: "\r")
    out = out.split(separator: "&#9;", omittingEmptySubsequences: false).joined(separator: "\t")
    return out
  }
}
