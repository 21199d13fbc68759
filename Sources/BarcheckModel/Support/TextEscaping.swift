/// The one place where text from cases, streams and resolvers is made safe for every format that
/// shows it: terminals and CI logs, Markdown, XML (JUnit) and HTML. One policy: control characters
/// (C0, C1, DEL, NUL), ANSI escapes and the Unicode controls that reorder or hide text (bidirectional
/// embeddings, overrides and isolates, zero-width and invisible format characters) become visible
/// text instead of acting; single-line fields also have their line breaks written out and are bounded.
public enum TextEscaping {
  /// Replaces control characters (C0 except tab, newline and carriage return; DEL; C1), ANSI
  /// escape sequences, Unicode format controls (bidi overrides such as U+202E, isolates, zero-width
  /// characters, U+FEFF) and the XML non-characters with visible text such as `\u{1B}[31m` ->
  /// `\e[31m`, U+0007 -> `\x07` and U+202E -> `\u202E`.
  public static func visible(_ text: String) -> String {
    // Most text is printable ASCII, which stays as it is.
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: out.unicodeScalars.append(scalar)
      case 0x1B: out += "\\e"
      case 0x00..<0x20, 0x7F, 0x80..<0xA0: out += "\\x" + hex(scalar.value, width: 2)
      case 0xFFFE, 0xFFFF: out += "\\u" + hex(scalar.value, width: 4)
      case _ where isFormatControl(scalar.value): out += "\\u" + hex(scalar.value, width: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A JSON document made safe to print as it is: every character `visible` would write out (DEL, C1, the format
  /// controls, U+FFFE/U+FFFF, and the private-use characters that bracket a console style code) written as a `\uXXXX`
  /// escape, which means the same character to a JSON reader. A JSON writer escapes C0 controls itself and leaves these
  /// raw, which is valid JSON; written out by `visible` instead (`\x85`), they made the document invalid. Only for text
  /// that is a JSON document, where such characters can only be inside strings.
  public static func jsonDocument(_ document: String) -> String {
    if document.utf8.allSatisfy({ $0 < 0x7F }) { return document }
    var out = ""
    out.reserveCapacity(document.utf8.count)
    for scalar in document.unicodeScalars {
      switch scalar.value {
      case 0x7F, 0x80..<0xA0, 0xFFFE, 0xFFFF, styleStart, styleEnd: out += "\\u" + hex(scalar.value, width: 4)
      case _ where isFormatControl(scalar.value): out += "\\u" + hex(scalar.value, width: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether a scalar reorders or hides text: the bidirectional marks, embeddings, overrides and
  /// isolates, the zero-width and invisible format characters, line and paragraph separators, and
  /// interlinear annotations.
  static func isFormatControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x00AD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
      true
    default: false
    }
  }

  /// The private-use characters that bracket a console style code (see `styled(_:code:)`).
  static let styleStart: UInt32 = 0xE000
  static let styleEnd: UInt32 = 0xE001
  /// A token chosen when the process starts and written inside every style marker: text from outside
  /// cannot know it, so it cannot forge a marker, and a marker without it is written out as text.
  static let styleToken: String = String((0..<12).map { _ in "0123456789abcdef".randomElement()! })

  /// `text` marked to be shown in an ANSI style (`code` such as "1" or "31"), for `terminal(_:colour:)`
  /// to turn into escape sequences.
  public static func styled(_ text: String, code: String) -> String {
    let start = String(Unicode.Scalar(styleStart)!) + styleToken
    let end = String(Unicode.Scalar(styleEnd)!)
    return start + code + end + text + start + "0" + end
  }

  /// Text for a terminal or a CI log, neutralised whatever it holds: everything `visible` writes out,
  /// and carriage returns (which would let a line overwrite what is printed before it) as `\r`. Style
  /// markers made by `styled(_:code:)` in this process become ANSI escapes when `colour` is on and
  /// vanish when it is off; anything else that looks like one is written out. Newlines stay: fields
  /// that must stay on one line go through `line(_:limit:)` first.
  public static func terminal(_ text: String, colour: Bool) -> String {
    let scalars = Array(text.unicodeScalars)
    let token = Array(styleToken.unicodeScalars)
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if scalar.value == styleStart, let end = styleMarkerEnd(scalars, from: i, token: token) {
        if colour { out += "\u{1B}[" + String(String.UnicodeScalarView(scalars[(i + 1 + token.count)..<end])) + "m" }
        i = end + 1
        continue
      }
      switch scalar.value {
      case 0x0D: out += "\\r"
      case styleStart, styleEnd: out += "\\u" + hex(scalar.value, width: 4)
      default: out += visible(String(scalar))
      }
      i += 1
    }
    return out
  }

  /// The index of the end of a genuine style marker starting at `start`: the token, then digits and
  /// semicolons, then the end character; nil when it is not one.
  private static func styleMarkerEnd(_ scalars: [Unicode.Scalar], from start: Int, token: [Unicode.Scalar]) -> Int? {
    var i = start + 1
    for expected in token {
      guard i < scalars.count, scalars[i] == expected else { return nil }
      i += 1
    }
    while i < scalars.count, scalars[i].value != styleEnd {
      guard ("0"..."9").contains(scalars[i]) || scalars[i] == ";", i - start < token.count + 12 else { return nil }
      i += 1
    }
    return i < scalars.count ? i : nil
  }

  /// Text for one line of a terminal, a log or a table cell: visible (as above), with line breaks and
  /// tabs written as `\n`, `\r` and `\t`, and cut to at most `limit` characters (ending in `…`).
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
      case "\r": out += "\\r"
      case "\r\n": out += "\\r\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
      count += 1
    }
    return out
  }

  /// Text cut to at most `limit` characters, with a visible marker saying how long it was; shorter
  /// text is returned as it is.
  public static func bounded(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "… [cut: \(text.count) characters in all]"
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let s = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - s.count)) + s
  }
}
