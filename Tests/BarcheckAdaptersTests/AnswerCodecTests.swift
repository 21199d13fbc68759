import BarcheckModel
import Testing

@testable import BarcheckAdapters

/// The answer codec's fast path is only a shortcut: it never accepts an answer the strict path rejects, gives an
/// equal value when both accept, and `AnswerCodec.decode` as a whole (fast, then strict) answers and fails exactly as
/// the strict path alone does, on well-formed, malformed and hostile answers.
@Suite("The answer codec")
struct AnswerCodecTests {
  static let observation = #"{"style":"darkContent","hidden":false}"#
  static let full =
    #"{"style":"lightContent","hidden":true,"styleOwner":"a","hiddenOwner":"b","animation":"slide","legible":false,"contrast":4.5,"#
    + #""trace":[{"rule":"S1","message":"m"},{"message":"n"}],"diagnostics":["d","e"]}"#

  /// Answers the fast path should read: the shapes resolvers write.
  static let wellFormed: [String] = [
    #"{"type":"result","id":"c1","observations":[]}"#,
    #"{"type":"result","id":"c1","observations":["# + observation + "]}",
    #"{"type":"result","id":"c12","observations":["# + full + "," + observation + "," + full + "]}",
    #"{"observations":["# + observation + #"],"id":"c1","type":"result"}"#,
    #"{ "type": "result", "id": "c1", "observations": [ { "style": "darkContent", "hidden": false, "trace": [ ], "diagnostics": [ ] } ] }"#,
    "\n\t{\"type\" :\r\n\"result\" , \"id\":\"\",\"observations\":[" + full + "]}\n ",
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":0}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":-0.0e+0}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":12E-3}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":1e-400}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":123456789012345678901234567890}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"styleOwner":"~ !#$%&'()*+,-./:;<=>?@[]^_`{|}"}]}"#,
    "{\"type\":\"result\",\"id\":\"c1\",\"observations\":[{\"style\":\"darkContent\",\"hidden\":false,\"styleOwner\":\"del\u{7F}\"}]}",
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":[{"message":"m","rule":""}]}]}"#,
  ]

  /// Answers it must leave to the strict reader, each for one reason.
  static let leftToTheStrictReader: [String] = [
    #"{"type":"skip","id":"c1","reason":"r"}"#,
    #"{"type":"skip","id":"c1","reason":"r","link":"https://x"}"#,
    #"{"type":"error","id":"c1","message":"m"}"#,
    #"{"type":"reslut","id":"c1","observations":[]}"#,
    #"{"type":"result","type":"result","id":"c1","observations":[]}"#,
    #"{"type":"result","id":"c1","id":"c2","observations":[]}"#,
    #"{"type":"result","id":"c1","observations":[],"observations":[]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","style":"lightContent","hidden":false}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"hidden":true}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":[{"message":"m","message":"n"}]}]}"#,
    #"{"type":"result","id":"c1","observations":[],"link":"x"}"#,
    #"{"type":"result","id":"c1","observations":[],"extra":1}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"stlyeOwner":"a"}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":[{"message":"m","ruel":"S1"}]}]}"#,
    #"{"type":"result","id":"c1"}"#,
    #"{"type":"result","observations":[]}"#,
    #"{"id":"c1","observations":[]}"#,
    #"{}"#,
    #"[]"#,
    #""result""#,
    "",
    "   ",
    #"{"type":"result","id":1,"observations":[]}"#,
    #"{"type":"result","id":null,"observations":[]}"#,
    #"{"type":"result","id":"c1","observations":{}}"#,
    #"{"type":"result","id":"c1","observations":[1]}"#,
    #"{"type":"result","id":"c1","observations":[null]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"dark","hidden":false}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":"false"}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":0}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent"}]}"#,
    #"{"type":"result","id":"c1","observations":[{"hidden":false}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"styleOwner":null}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"animation":"wobble"}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"legible":1}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":"4.5"}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":1e400}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":-1e400}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":01}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":1.}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":.5}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":1e}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":+1}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":NaN}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"contrast":-}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":[{"rule":"S1"}]}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":["m"]}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"trace":{}}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"diagnostics":[1]}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"diagnostics":"d"}]}"#,
    #"{"type":"result","id":"c\"1","observations":[]}"#,
    #"{"type":"result","id":"c\\1","observations":[]}"#,
    #"{"type":"result","id":"c\u0031","observations":[]}"#,
    #"{"type":"result","id":"c\/1","observations":[]}"#,
    #"{"type":"result","id":"c1\n","observations":[]}"#,
    #"{"type":"result","id":"c1\ud800","observations":[]}"#,
    #"{"typ\u0065":"result","id":"c1","observations":[]}"#,
    #"{"type":"result","id":"é","observations":[]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"styleOwner":"😀"}]}"#,
    "{\"type\":\"result\",\"id\":\"c\u{01}\",\"observations\":[]}",
    "{\"type\":\"result\",\"id\":\"c1\",\"observations\":[]}\u{00}",
    #"{"type":"result","id":"c1","observations":[]} x"#,
    #"{"type":"result","id":"c1","observations":[]}{}"#,
    #"{"type":"result","id":"c1","observations":[]},"#,
    #"{"type":"result","id":"c1","observations":[],}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false},]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,}]}"#,
    #"{"type":"result","id":"c1","observations":[]"#,
    #"{"type":"result","id":"c1","observations":["#,
    #"{"type":"result","id":"c1","observations"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":fals}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":falsey}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":False}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent" "hidden":false}]}"#,
    #"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden"false}]}"#,
    #"{"type":"result";"id":"c1","observations":[]}"#,
    #"{'type':'result','id':'c1','observations':[]}"#,
    #"{type:"result","id":"c1","observations":[]}"#,
    "\u{FEFF}{\"type\":\"result\",\"id\":\"c1\",\"observations\":[]}",
    "{\"type\":\"result\",\"id\":\"c1\",\u{0B}\"observations\":[]}",
    "{\"type\":\"result\",\"id\":\"c1\",\u{A0}\"observations\":[]}",
  ]

  /// What reading an answer gave: its value, or the error, as text to compare.
  static func outcome(_ read: () throws(ResolverProtocol.Violation) -> (id: String, answer: ResolverAnswer)) -> String {
    do {
      let (id, answer) = try read()
      return "id \(id): \(answer)"
    } catch {
      return "error: \(error.message)"
    }
  }

  /// Checks one answer: the fast path accepts nothing the strict path rejects, gives an equal value, and the two
  /// together say what the strict reader alone says.
  static func check(_ bytes: [UInt8]) {
    let strict = outcome { () throws(ResolverProtocol.Violation) in try AnswerCodec.decodeStrictly(bytes) }
    if let fast = AnswerCodec.FastPath.read(bytes) {
      let strictValue = try? AnswerCodec.decodeStrictly(bytes)
      #expect(strictValue != nil, "the fast path accepted what the strict path rejects (\(strict)): \(String(decoding: bytes, as: UTF8.self))")
      if let strictValue { #expect(strictValue.id == fast.id && strictValue.answer == fast.answer) }
    }
    #expect(outcome { () throws(ResolverProtocol.Violation) in try AnswerCodec.decode(bytes) } == strict)
  }

  @Test("well-formed results take the fast path, to the strict path's value", arguments: wellFormed)
  func wellFormedAnswers(_ text: String) {
    #expect(AnswerCodec.FastPath.read(Array(text.utf8)) != nil)
    Self.check(Array(text.utf8))
  }

  @Test("how many observations it expects sets only the list's first capacity", arguments: wellFormed)
  func expectedCount(_ text: String) {
    let bytes = Array(text.utf8)
    let read = AnswerCodec.FastPath.read(bytes)
    for expecting in [0, 1, 2, 3, 100] {
      #expect(bytes.withUnsafeBufferPointer { AnswerCodec.FastPath.read($0, expecting: expecting) }?.answer == read?.answer)
      #expect(bytes.withUnsafeBufferPointer { AnswerCodec.FastPath.read($0, expecting: expecting) }?.id == read?.id)
    }
  }

  @Test("anything else is left to the strict path", arguments: leftToTheStrictReader)
  func otherAnswers(_ text: String) {
    #expect(AnswerCodec.FastPath.read(Array(text.utf8)) == nil)
    Self.check(Array(text.utf8))
  }

  @Test(
    "invalid UTF-8 is left to the strict path",
    arguments: [[0xFF], [0xC0, 0x80], [0xE2, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] as [[UInt8]])
  func invalidUTF8(_ sequence: [UInt8]) {
    for (prefix, suffix) in [(#"{"type":"result","id":""#, #"","observations":[]}"#), (#"{"type":"result","id":"c1","observations":[]}"#, "")] {
      let bytes = Array(prefix.utf8) + sequence + Array(suffix.utf8)
      #expect(AnswerCodec.FastPath.read(bytes) == nil)
      Self.check(bytes)
    }
  }

  /// Owner ids of every length to 24 with an escape, a control character, DEL or a byte outside ASCII at every
  /// position, around the eight-byte steps the fast path scans strings in, repeated in the next owner and the
  /// next step (whose strings it reuses): the two readers agree on each.
  @Test("strings read eight bytes at a time, and repeated ones, read as the strict reader reads them")
  func stringsAtEveryPosition() {
    let specials: [[UInt8]] = [Array(#"""#.utf8), Array(#"\"#.utf8), Array(#"A"#.utf8), [0x01], [0x7F], [0xC3, 0xA9], [0x80], [0x22]]
    for length in 0...24 {
      let plain = Array(String(repeating: "abcdefgh", count: 4).utf8.prefix(length))
      var owners = [plain]
      for position in 0...length {
        for special in specials { owners.append(Array(plain[..<position]) + special + Array(plain[position...])) }
      }
      for owner in owners {
        let observation =
          Array(#"{"style":"darkContent","hidden":false,"styleOwner":""#.utf8) + owner + Array(#"","hiddenOwner":""#.utf8) + owner
          + Array(#""}"#.utf8)
        let bytes = Array(#"{"type":"result","id":"c1","observations":["#.utf8) + observation + [UInt8(ascii: ",")] + observation + Array("]}".utf8)
        Self.check(bytes)
      }
      #expect(
        AnswerCodec.FastPath.read(
          Array(#"{"type":"result","id":"c1","observations":[{"style":"darkContent","hidden":false,"styleOwner":""#.utf8) + plain
            + Array(#""}]}"#.utf8)) != nil)
    }
  }

  /// Every answer made from a well-formed one by deleting one byte, doubling it, or putting another in its place:
  /// thousands of near misses, each of which the two readers must agree on.
  @Test("near misses of well-formed answers", arguments: wellFormed.indices)
  func nearMisses(_ which: Int) {
    let original = Array(Self.wellFormed[which].utf8)
    let replacements: [UInt8] = Array(#"{}[]":,\ 0-1e.tfnx"#.utf8) + [0x00, 0x0A, 0x7F, 0xC3, 0xFF]
    for position in original.indices {
      var deleted = original
      deleted.remove(at: position)
      Self.check(deleted)
      var doubled = original
      doubled.insert(original[position], at: position)
      Self.check(doubled)
      for byte in replacements where byte != original[position] {
        var replaced = original
        replaced[position] = byte
        Self.check(replaced)
      }
    }
  }
}
