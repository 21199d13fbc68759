import BarcheckModel

/// Escaping for the markup reports are written in (XML for JUnit, HTML for the report pages); the terminal
/// and plain-text escaping they build on stays with the model.
extension TextEscaping {
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
