import BarcheckJSON
import BarcheckModel
import BarcheckTools
import Testing

@Suite("String literals in written JSON")
struct JSONStringEscapingTests {
  /// The literal as the writer first wrote it, scalar by scalar: the rules `JSONWriter` must keep, since digests and
  /// every recorded stream depend on them.
  static func oracle(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
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
    return out + "\""
  }

  static let awkward: [String] = [
    "", "plain", "\"vc5\" presents \"search8\"", "back\\slash", "line\nbreak\r\n\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
    "\u{2028}\u{2029}", "\u{2027}\u{202A}\u{20AC}", "é e\u{301} 😀 \u{FEFF}", "ends with a quote\"", "\"", "exactly8\"",
    "a string longer than eight bytes with a quote \" in its second word",
  ]

  @Test("awkward strings are written as the scalar-by-scalar writer wrote them", arguments: awkward)
  func awkwardStrings(_ string: String) {
    #expect(JSONWriter.quoted(string) == Self.oracle(string))
    #expect(JSONWriter.string(.string(string)) == Self.oracle(string))
  }

  @Test("random strings are written as the scalar-by-scalar writer wrote them")
  func randomStrings() {
    var random = SeededGenerator(seed: 0x5EED)
    let pieces: [Unicode.Scalar] = [
      "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "é", "\u{2028}", "\u{2029}", "\u{2026}", "€", "😀",
      "\u{301}",
    ]
    for _ in 0..<2_000 {
      var string = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<40, using: &random) { string.append(pieces[Int.random(in: 0..<pieces.count, using: &random)]) }
      let text = String(string)
      #expect(JSONWriter.quoted(text) == Self.oracle(text))
    }
  }
}
