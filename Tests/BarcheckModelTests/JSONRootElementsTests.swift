import BarcheckJSON
import BarcheckModel
import Testing

/// A root array is cut into its elements by a scan of brackets, commas and strings, and each element parsed on its own
/// (`CaseLoader` does so, on several threads): the elements must be exactly those of parsing the whole document, and
/// whatever the scan gets wrong must fail, never give other values.
@Suite("A root array's elements, parsed one by one")
struct JSONRootElementsTests {
  /// The elements parsed one by one; nil when the scan or any element's parse gives up.
  static func elements(_ text: String) -> [JSONNode]? {
    let bytes = Array(text.utf8)
    guard let ranges = JSONParser.rootElements(bytes) else { return nil }
    var nodes: [JSONNode] = []
    for range in ranges {
      guard let node = try? JSONParser.parseElement(bytes, in: range) else { return nil }
      nodes.append(node)
    }
    return nodes
  }

  /// The elements of the whole document's parse; nil when it is not an array or does not parse.
  static func wholeElements(_ text: String) -> [JSONNode]? {
    guard let root = try? JSONParser.parse(text), case .array(let nodes) = root.value else { return nil }
    return nodes
  }

  @Test(
    "the elements and their offsets are the whole parse's",
    arguments: [
      "[]",
      " [ ] \n",
      "[1, -2.5e2 ,true,false,null,0,-0,1E+5]",
      #"[ "a\"]" , "\\" , "[{", {"k":"}]\\\""}, [[],[[]]], {"": {"": [ ]}} ]"#,
      "\u{FEFF}[{}]",
      "\n\t[ {\"a\":[1,{\"b\":\"]\"}]} ,\r\n{\"c\" : \"\\u005d\"} ]\r\n",
      #"["é😀", "\u2028 \ud83d\ude00", "tab\tless"]"#,
      "[{\"id\":\"x\",\"steps\":[{\"event\":\"launch\"}]},\n  {\"id\":\"y\"}\n]\n",
    ])
  func sameAsWhole(_ text: String) throws {
    let whole = try #require(Self.wholeElements(text))
    #expect(Self.elements(text) == whole)
  }

  @Test(
    "a document that is not a well-formed root array is left to the whole parse",
    arguments: [
      "", "{}", "\"x\"", "1", "[", "[1", "[1,]", "[,1]", "[1 2]", "[1] x", "[1]]", "[\"abc]", "[\"a\\\"]", "[{\"a\":1]}]", "[tru, 1]", "[01]",
      "[\"\\x\"]", "[{\"a\" 1}]", "[{} {}]", "[[1,]]", "[1]\u{0}", "[\"\u{1}\"]",
    ])
  func givesUp(_ text: String) {
    #expect(Self.wholeElements(text) == nil, "the document must not parse for the test to mean anything")
    #expect(Self.elements(text) == nil)
  }

  @Test("an element is nested one level deep, as in the whole document")
  func depth() {
    let deepest = JSONParser.maximumDepth - 1
    let fits = "[" + String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest) + "]"
    let tooDeep = "[" + String(repeating: "[", count: deepest + 1) + String(repeating: "]", count: deepest + 1) + "]"
    #expect(Self.wholeElements(fits) != nil)
    #expect(Self.elements(fits) == Self.wholeElements(fits))
    #expect(Self.wholeElements(tooDeep) == nil)
    #expect(Self.elements(tooDeep)?.count == nil)
  }

  /// A valid document with every kind of value, cut and spliced at random: whatever the scan makes of a broken
  /// copy, elements parsed one by one are either the whole parse's elements or nothing.
  @Test("broken documents give the whole parse's elements or nothing", arguments: 0..<4)
  func brokenDocuments(_ seed: Int) {
    let valid = Array(
      #"[{"id":"a\"]","n":[1,2.5,-3e2,{"x":[]}],"t":true,"f":false,"z":null}, "s\\", [["]"],{}], 7, {"k":"{[\u005b"}]"#.utf8)
    let pieces: [[UInt8]] = ["[", "]", "{", "}", ",", "\"", "\\", ":", " ", "1", "tr", "\"]\""].map { Array($0.utf8) }
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var agreed = 0
    for _ in 0..<500 {
      var bytes = valid
      for _ in 0..<(1 + next(3)) {
        let at = next(bytes.count)
        switch next(3) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(contentsOf: pieces[next(pieces.count)], at: at)
        default: bytes.replaceSubrange(at..<(at + 1), with: pieces[next(pieces.count)])
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let whole = Self.wholeElements(text)
      let oneByOne = Self.elements(text)
      if let oneByOne {
        #expect(oneByOne == whole, "\(text)")
      }
      if whole != nil {
        // Complete as well as sound: every document whose root array parses is cut, so loading never falls back for it.
        #expect(oneByOne != nil, "\(text)")
        agreed += 1
      }
    }
    #expect(agreed > 0, "some broken copies must still parse for the test to mean anything")
  }
}
