import BarcheckJSON
import BarcheckModel
import Testing

@Suite("The positioned JSON parser")
struct JSONParserTests {
  @Test("parses every kind of value and keeps member order and offsets")
  func parsesValues() throws {
    let node = try JSONParser.parse(#"{"b": [1, -2.5e2, true, false, null], "a": "x\u00e9\n\ud83d\ude00"}"#)
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members[0].keyOffset == 1)
    #expect(
      members[0].value.value
        == .array([
          JSONNode(.number(1), offset: 7), JSONNode(.number(-250), offset: 10), JSONNode(.bool(true), offset: 18), JSONNode(.bool(false), offset: 24),
          JSONNode(.null, offset: 31),
        ]))
    #expect(members[1].value.stringValue == "xé\n😀")
  }

  @Test(
    "rejects invalid JSON with the offset of the problem",
    arguments: [
      ("{\"a\": 1,}", 8, "trailing comma before '}'"),
      ("[1 2]", 3, "unexpected character '2'; expected ',' or ']'"),
      ("{\"a\": 01}", 6, "invalid number; leading zeros are not allowed"),
      ("\"abc", 0, "unterminated string"),
      ("{\"a\": tru}", 6, "invalid literal; expected 'true'"),
      ("[1] x", 4, "unexpected character 'x' after the end of the JSON value"),
      ("\"\\x\"", 1, "invalid escape sequence '\\x'"),
      ("\"\u{01}\"", 1, "control character U+0001 in a string; escape it as \\u0001"),
      ("", 0, "unexpected end of file; expected a value"),
      ("// c\n{}", 0, "unexpected character '/'; expected a value"),
    ])
  func rejects(_ text: String, _ offset: Int, _ message: String) {
    #expect(throws: JSONSyntaxError(offset: offset, message: message)) { try JSONParser.parse(text) }
  }

  @Test("plain ASCII strings of every length up to 40 read as written, as keys and as values")
  func plainStrings() throws {
    let alphabet = Array(" !#$%&'()*+,-./0123456789:;<=>?@AZaz[]^_`{|}~\u{7F}".utf8)
    for length in 0...40 {
      let text = String(decoding: (0..<length).map { alphabet[($0 * 7 + length) % alphabet.count] }, as: UTF8.self)
      let quoted = JSONWriter.string(.string(text))
      let node = try JSONParser.parse("{" + quoted + ":" + quoted + "}")
      let member = try #require(node.members?.first)
      #expect(member.key == text)
      #expect(member.value.stringValue == text)
      #expect(member.key.utf8.count == length)
    }
  }

  @Test("rejects invalid UTF-8 instead of guessing")
  func invalidUTF8() {
    #expect(throws: JSONSyntaxError(offset: 1, message: "invalid UTF-8 byte 0xFF")) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  @Test("stops at the nesting limit instead of overflowing the stack")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError(offset: JSONParser.maximumDepth, message: "nesting deeper than \(JSONParser.maximumDepth) levels")) {
      try JSONParser.parse(deep)
    }
  }

  @Test("writing then parsing gives the same value", arguments: [JSONWriter.Layout.compact, .pretty])
  func roundTrip(_ layout: JSONWriter.Layout) throws {
    let value = JSON.object([
      "s": .string("quote \" backslash \\ newline \n tab \t control \u{7} line sep \u{2028}"),
      "n": .number(3.25), "i": .number(-12), "b": .bool(true), "z": .null, "a": .list([.number(1), .list([])]),
    ])
    let text = JSONWriter.string(value, layout: layout)
    #expect(try JSONParser.parse(text).value.stripped == value.stripped)
  }

  @Test("line and column count characters from 1")
  func positions() {
    let file = SourceFile(path: "f", text: "ab\n\"é\": x")
    #expect(file.position(of: 0) == SourcePosition(line: 1, column: 1))
    #expect(file.position(of: 3) == SourcePosition(line: 2, column: 1))
    #expect(file.position(of: 8) == SourcePosition(line: 2, column: 5))
  }

  /// Only newlines were counted: a file with old Mac line endings (a lone CR, which JSON takes as whitespace) had every
  /// diagnostic on line 1.
  @Test(
    "a lone carriage return ends a line as a newline does, and CR LF is one break",
    arguments: [("\n", "LF"), ("\r", "CR"), ("\r\n", "CR LF")])
  func lineBreaks(_ newline: String, _ name: String) {
    let text = ["{", "  \"id\": 5,", "", "  \"é\": x", "}"].joined(separator: newline)
    let file = SourceFile(path: "f", text: text)
    let utf8 = Array(text.utf8)
    let x = utf8.firstIndex(of: UInt8(ascii: "x")) ?? 0
    #expect(file.position(of: x) == SourcePosition(line: 4, column: 8), "\(name)")
    #expect(file.position(of: utf8.count) == SourcePosition(line: 5, column: 2), "\(name)")
    // The offset of the break itself is on the line it ends.
    #expect(file.position(of: 1) == SourcePosition(line: 1, column: 2), "\(name)")
  }

  /// A byte order mark counted as a column put every position on the first line one column right of the editor's.
  @Test("a byte order mark is not a column")
  func byteOrderMark() {
    let file = SourceFile(path: "f", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"id\": 5}\n{}".utf8))
    #expect(file.position(of: 3) == SourcePosition(line: 1, column: 1))
    #expect(file.position(of: 10) == SourcePosition(line: 1, column: 8))
    #expect(file.position(of: 13) == SourcePosition(line: 2, column: 1))
  }
}

extension JSON {
  /// The value with every offset zeroed, to compare values regardless of layout.
  var stripped: JSON {
    switch self {
    case .array(let nodes): .array(nodes.map { JSONNode($0.value.stripped) })
    case .object(let members): .object(members.map { JSONMember(key: $0.key, value: JSONNode($0.value.value.stripped)) })
    default: self
    }
  }
}
