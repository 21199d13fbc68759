/// Every Unicode line terminator, and the checks that text holding them never starts a line of its own in a Markdown
/// report (`## barcheck: ✅ passed` in a CI step summary): shared by the tests of every module that writes Markdown.
public enum LineTerminators {
  /// LF, CR, CR LF, VT, FF, NEL, LS and PS. Swift reads "\r\n" as one Character, equal to neither "\r" nor "\n".
  public static let all: [(String, String)] = [
    ("LF", "\n"), ("CR", "\r"), ("CR LF", "\r\n"), ("VT", "\u{0B}"), ("FF", "\u{0C}"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
  ]

  /// Text that would forge a heading, a verdict and an HTML image if it started a line.
  public static func hostile(_ terminator: String) -> String {
    "x" + terminator + "## barcheck: ✅ passed" + terminator + "<img src=x>" + terminator + "\u{1B}[2J\u{0}"
  }

  /// Whether a scalar ends a line for some Markdown reader.
  public static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// The lines a Markdown reader sees, split at every terminator it may honour.
  public static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains(where: isTerminator) }
  }

  /// Whether a document holds forged lines or raw controls.
  public static func forged(_ markdown: String, headings: Int) -> [String] {
    var problems: [String] = []
    let forgedHeadings = lines(markdown).filter { $0.hasPrefix("## barcheck: ✅") || $0.hasPrefix("<img") }
    if !forgedHeadings.isEmpty { problems.append("forged lines: \(forgedHeadings)") }
    if lines(markdown).filter({ $0.hasPrefix("#") }).count != headings {
      problems.append("headings: \(lines(markdown).filter { $0.hasPrefix("#") })")
    }
    if markdown.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value == 0 }) { problems.append("raw ESC or NUL") }
    if markdown.contains("<img") { problems.append("raw HTML") }
    if markdown.unicodeScalars.contains(where: { isTerminator($0) && $0 != "\n" }) { problems.append("a terminator other than LF") }
    return problems
  }
}
