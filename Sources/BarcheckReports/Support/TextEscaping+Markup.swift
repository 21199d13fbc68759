public import BarcheckModel

/// Escaping for the markup reports are written in (XML for JUnit, HTML for the report pages, Markdown for
/// summaries and comments), one escaper per format; the terminal and plain-text escaping they build on stays with
/// the model.
extension TextEscaping {
  /// Text for one line of Markdown (a list item, a table cell, a heading): visible (`visible`), no HTML, no
  /// emphasis, link, table or math syntax, and every line terminator (LF, CR, CR LF, VT, FF, NEL, LS, PS) written
  /// as a space, so that nothing it holds can start a line of its own (`## barcheck: ✅ passed`).
  public static func markdown(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    // Scalars, not characters: "\r\n" is one Character, equal to neither "\r" nor "\n".
    for scalar in visible(text).unicodeScalars {
      switch scalar {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "|", "*", "_", "`", "[", "]", "\\", "#", "~", "$", "!": out += "\\\(scalar)"
      case _ where isLineTerminator(scalar) || scalar == "\t": out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text as a Markdown code span, on one line: written out as `line` writes it (line breaks as `\n`, at most
  /// `limit` characters), between fences of more backticks than it holds in a row, so that nothing in it can end
  /// the span. Not for table cells, where a `|` would still end the cell.
  public static func markdownCode(_ text: String, limit: Int = 300) -> String {
    let shown = line(text, limit: limit)
    var longest = 0
    var run = 0
    for scalar in shown.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = shown.hasPrefix("`") || shown.hasSuffix("`") || shown.hasPrefix(" ") || shown.hasSuffix(" ") ? " " : ""
    return fence + pad + shown + pad + fence
  }

  /// Whether a scalar ends a line in some reader: LF, VT, FF, CR, NEL, LS or PS.
  public static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
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
    let shown = visible(text)
    // Text without a character any of the entity tables names stays as it is.
    let named = shown.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x0A, 0x0D, 0x09: true
      default: false
      }
    }
    if !named { return shown }
    var out = ""
    for scalar in shown.unicodeScalars {
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
}
