import BarcheckModel
import BarcheckReports
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Escaping text from cases and resolvers")
struct TextEscapingTests {
  @Test(
    "control characters and ANSI escapes become visible text",
    arguments: [
      ("plain", "plain"), ("bell \u{07}", "bell \\x07"), ("\u{1B}[31mred\u{1B}[0m", "\\e[31mred\\e[0m"), ("nul \u{0}", "nul \\x00"),
      ("keep\ttab\nnewline", "keep\ttab\nnewline"), ("del \u{7F} c1 \u{85}", "del \\x7F c1 \\x85"), ("\u{FFFE}", "\\uFFFE"), ("émoji 😀", "émoji 😀"),
    ])
  func visible(_ input: String, _ output: String) {
    #expect(TextEscaping.visible(input) == output)
  }

  @Test(
    "controls that reorder or hide text become visible",
    arguments: [
      ("a\u{202E}b", "a\\u202Eb"), ("\u{2066}iso\u{2069}", "\\u2066iso\\u2069"), ("zero\u{200B}width", "zero\\u200Bwidth"),
      ("\u{FEFF}bom", "\\uFEFFbom"),
      ("line\u{2028}sep", "line\\u2028sep"), ("private \u{E000}", "private \u{E000}"),
    ])
  func formatControls(_ input: String, _ output: String) {
    #expect(TextEscaping.visible(input) == output)
  }

  @Test("one line: line breaks written out, bounded with an ellipsis")
  func line() {
    #expect(TextEscaping.line("a\nb\r\nc\rd\te") == "a\\nb\\r\\nc\\rd\\te")
    #expect(TextEscaping.line(String(repeating: "x", count: 10), limit: 4) == "xxxx…")
    #expect(TextEscaping.bounded(String(repeating: "y", count: 10), limit: 3) == "yyy… [cut: 10 characters in all]")
  }

  @Test("the terminal form: nothing acts but the console's own styles, which cannot be forged")
  func terminal() {
    let styled = TextEscaping.styled("ok", code: "32")
    #expect(TextEscaping.terminal(styled, colour: true) == "\u{1B}[32mok\u{1B}[0m")
    #expect(TextEscaping.terminal(styled, colour: false) == "ok")
    let forged = "\u{E000}000000000000" + "2J\u{E001}"
    #expect(TextEscaping.terminal(forged, colour: true) == "\\uE000000000000000" + "2J\\uE001")
    #expect(TextEscaping.terminal("over\rwrite \u{1B}[2J", colour: true) == "over\\rwrite \\e[2J")
  }

  @Test("XML and HTML special characters are escaped")
  func specials() {
    #expect(TextEscaping.xml(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
    #expect(TextEscaping.html("</script><script>alert(1)</script>") == "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
    #expect(TextEscaping.xmlBody("a\nb") == "a\nb")
    #expect(TextEscaping.xml("a\nb") == "a&#10;b")
  }

  @Test("fuzz: any string escaped into an attribute and a body parses as XML and reads back as its visible form")
  func fuzz() throws {
    var generator = SplitMix64(seed: 0xBA5C_4EC4)
    let alphabet: [Unicode.Scalar] = [
      "<", ">", "&", "\"", "'", "\n", "\r", "\t", "a", "é", "😀", "]", "]]>", "\u{1B}", "\u{0}", "\u{7F}", "\u{85}", "\u{FFFE}", "\u{FFFF}",
      "\u{2028}",
    ]
    .flatMap { $0.unicodeScalars }
    for _ in 0..<1_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 24) {
        if generator.next() % 4 == 0, let scalar = Unicode.Scalar(UInt32(generator.next() % 0xD7FF)) {
          text.append(scalar)
        } else {
          text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
      }
      let original = String(text)
      let document = "<r a=\"\(TextEscaping.xml(original))\">\(TextEscaping.xmlBody(original))</r>"
      let reader = AttributeReader()
      let parser = XMLParser(data: Data(document.utf8))
      parser.delegate = reader
      #expect(parser.parse(), "failed to parse the escaped form of \(original.debugDescription)")
      let expected = TextEscaping.visible(original)
      #expect(reader.attribute == expected, "attribute of \(original.debugDescription)")
      #expect(
        reader.body.replacingOccurrences(of: "\r\n", with: "\n")
          == expected.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"), "body of \(original.debugDescription)")
    }
  }
}

/// Collects the attribute `a` and the text of the root element.
final class AttributeReader: NSObject, XMLParserDelegate {
  var attribute: String?
  var body = ""

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
    attribute = attributes["a"]
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { body += string }
}

/// A small seeded generator, so the fuzz test is reproducible.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
