import BarcheckJSON
import BarcheckTools
import Testing

@testable import BarcheckModel

@Suite("The canonical tape: a case's digest written straight from its bytes")
struct CanonicalTapeTests {
  /// Documents in the tape's subset: the canonical text must be the tree's, byte for byte.
  static let inSubset: [String] = [
    #"{"b":1,"a":2}"#,
    #"  { "id" : "x" , "$schema" : "s", "a" : [ 1 , -0 , 0 , -12 , 0.5 , 1e2 , 1E+2 , -1e-7 , 2.5e300 , 123456789012345 , 1234567890123456 , -123456789012345 ] }  "#,
    #"{"abcdefgh2":1,"abcdefgh10":2,"abcdefgh":3,"abcdefgh1":4,"abcdefg":5,"":6,"~":7,"_":8,"A":9,"a":10}"#,
    #"{"k":1,"k":2,"j":{"k":"x","k":"y","$schema":"nested stays"},"k":3}"#,
    #"{"e":{},"f":[],"g":[{}],"h":[[],[[]]],"i":true,"j":false,"k":null}"#,
    "{\n\t\"tabs\":\r\n[\"a b\", \"~!@#$%^&*()_+{}|:<>?`-=[];',./\"]\n}",
    "[1,\"two\",{\"three\":3},[4]]",
    "\"just a string\"",
    "-0.0",
    "{" + (0..<40).map { "\"k\(($0 * 7) % 40)\":\($0)" }.joined(separator: ",") + ",\"k3\":\"dup\"}",
    // Members whose value follows the colon (one copy each), and the same with whitespace around the colon.
    #"{"s":"v","t":true,"f":false,"n":null,"x":"","e":{"k":"v"},"a":["w",true]}"#,
    #"{"s" :"v","t": true,"f" : false,"x":"" ,"e":{"k" :"v"}}"#,
    // More entries than the tape's first room holds: read again with more.
    "[" + (0..<700).map { "{\"z\(700 - $0)\":\($0 % 3 == 0 ? "1.5e1" : "\"v\"")}" }.joined(separator: ",") + "]",
  ]

  @Test("in its subset, the tape's canonical text is the tree's", arguments: inSubset)
  func sameText(_ document: String) throws {
    let bytes = Array(document.utf8)
    let tree = try JSONParser.parse(bytes)
    var out = ByteBuffer(capacity: 16)
    let read = bytes.withUnsafeBufferPointer { buffer -> Int? in
      var tape = CanonicalTape()
      let start = CanonicalTape.whitespaceEnd(buffer, from: 0)
      guard let end = tape.read(buffer, at: start, depth: 0) else { return nil }
      tape.writeCanonical(buffer, into: &out)
      return end
    }
    #expect(read != nil)
    #expect(out.bytes == JSONWriter.canonicalBytes(tree.value))
  }

  /// Documents the tape leaves to the tree: what it does not read (escapes, non-ASCII, DEL), and what is not JSON.
  static let outsideSubset: [String] = [
    #"{"a":"line\nbreak"}"#, #"{"a":"\u00e9"}"#, "{\"a\":\"é\"}", "{\"\u{7F}\":1}", "{\"a\":\"tab\there\"}",
    #"{"a":1,}"#, "[1,]", #"{"a" 1}"#, "[01]", "[1.]", "[1e]", "[-]", "[1e400]", "[tru]", "[nul]", "{'a':1}", "{\"a\":1",
    "[" + String(repeating: "[", count: 256) + String(repeating: "]", count: 257), "",
  ]

  @Test("outside its subset, the tape gives up", arguments: outsideSubset)
  func givesUp(_ document: String) {
    let bytes = Array(document.utf8)
    let read = bytes.withUnsafeBufferPointer { buffer -> Int? in
      var tape = CanonicalTape()
      guard let end = tape.read(buffer, at: CanonicalTape.whitespaceEnd(buffer, from: 0), depth: 0) else { return nil }
      // A value followed by more than whitespace is not the whole document: the reader of a file checks that.
      return CanonicalTape.whitespaceEnd(buffer, from: end) == buffer.count ? end : nil
    }
    #expect(read == nil)
  }

  /// The fingerprints as the tree gives them: what `CaseFingerprint.read` answered before the tape.
  static func treeFingerprints(_ bytes: [UInt8]) -> [CaseFingerprint]? {
    guard let root = try? JSONParser.parse(bytes) else { return nil }
    return (root.elements ?? [root]).compactMap { node -> CaseFingerprint? in
      guard let id = node["id"]?.stringValue, let digest = CaseFingerprint.digest(of: node) else { return nil }
      return CaseFingerprint(
        id: id, digest: digest, tags: node["tags"]?.elements?.compactMap(\.stringValue) ?? [],
        level: node["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:)))
    }
  }

  @Test("a file's fingerprints are the tree's, for random case files and broken copies of them", arguments: [1, 2, 3, 4] as [UInt64])
  func sameFingerprints(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var onTape = 0
    for round in 0..<150 {
      var text = RandomCases.file(&random)
      if round % 3 == 2 { text = RandomCases.broken(text, &random) }
      let bytes = Array(text.utf8)
      let expected = Self.treeFingerprints(bytes)
      #expect(CaseFingerprint.read(SourceFile(path: "random.json", bytes: bytes)) == expected, "\(text)")
      if let expected, !expected.isEmpty {
        // Through the loader too: its digests come from the tape when the file is in its subset.
        let loaded = CaseLoader.load(SourceFile(path: "random.json", bytes: bytes), digests: true)
        #expect(loaded.fingerprints == expected)
      }
      if bytes.withUnsafeBufferPointer({ buffer in
        var tape = CanonicalTape()
        return tape.read(buffer, at: CanonicalTape.whitespaceEnd(buffer, from: 0), depth: 0) != nil
      }) {
        onTape += 1
      }
    }
    // Most files are in the subset, so the comparison is of the tape's answers, not only the tree's.
    #expect(onTape > 60)
  }
}

/// Random case files in the tape's subset: the keys a fingerprint reads (id, tags, level, `$schema`) among keys that
/// sort awkwardly, numbers in every form, random whitespace.
private enum RandomCases {
  static let keys = ["id", "tags", "level", "$schema", "a", "A", "_", "~", "", "abcdefgh", "abcdefgh1", "abcdefgh10", "k", "steps", "z"]
  static let numbers = ["0", "-0", "7", "-12", "0.5", "1e2", "1E+2", "-1e-7", "2.5e300", "123456789012345", "1234567890123456", "-0.0"]
  static let strings = ["", "x", "must", "should", "tentative", "a b", "~!@#$%^&*()_+", "generated.case", "{[,:]}"]

  static func file(_ random: inout SeededGenerator) -> String {
    let count = random.below(5)
    let cases = (0..<count).map { _ in caseObject(&random) }
    switch random.below(4) {
    case 0: return cases.first ?? "{}"
    default: return "[" + space(&random) + cases.joined(separator: "," + space(&random)) + space(&random) + "]"
    }
  }

  static func caseObject(_ random: inout SeededGenerator) -> String {
    var members: [String] = []
    if random.below(6) > 0 { members.append("\"id\":" + (random.below(8) == 0 ? "5" : "\"case-\(random.below(1_000))\"")) }
    if random.below(2) == 0 { members.append("\"tags\":" + (random.below(5) == 0 ? "\"t\"" : "[\"t1\",3,\"t2\"]")) }
    if random.below(2) == 0 { members.append("\"level\":\"\(["must", "should", "tentative", "bogus"][random.below(4)])\"") }
    for _ in 0..<random.below(6) { members.append("\"\(keys[random.below(keys.count)])\":" + value(&random, depth: 0)) }
    members.shuffle(using: &random)
    return "{" + space(&random) + members.joined(separator: space(&random) + "," + space(&random)) + space(&random) + "}"
  }

  static func value(_ random: inout SeededGenerator, depth: Int) -> String {
    switch depth > 3 ? random.below(4) : random.below(7) {
    case 0: return numbers[random.below(numbers.count)]
    case 1: return "\"" + strings[random.below(strings.count)] + "\""
    case 2: return ["true", "false", "null"][random.below(3)]
    case 3: return "\"\(random.below(100))\""
    case 4, 5:
      let members = (0..<random.below(4)).map { _ in "\"\(keys[random.below(keys.count)])\"" + space(&random) + ":" + value(&random, depth: depth + 1)
      }
      return "{" + members.joined(separator: ",") + "}"
    default:
      return "[" + (0..<random.below(4)).map { _ in space(&random) + value(&random, depth: depth + 1) }.joined(separator: ",") + "]"
    }
  }

  static func space(_ random: inout SeededGenerator) -> String {
    ["", "", " ", "\n  ", "\t", "\r\n"][random.below(6)]
  }

  /// A copy with one byte removed, replaced or added: often not JSON, sometimes another valid file.
  static func broken(_ text: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    let at = random.below(bytes.count + 1)
    let noise = Array(",]}\"\\:x0-e. é".utf8)
    switch random.below(3) {
    case 0 where at < bytes.count: bytes.remove(at: at)
    case 1 where at < bytes.count: bytes[at] = noise[random.below(noise.count)]
    default: bytes.insert(noise[random.below(noise.count)], at: at)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SeededGenerator {
  /// A random number in `0..<bound` (0 when `bound` is not positive).
  fileprivate mutating func below(_ bound: Int) -> Int { bound > 0 ? Int.random(in: 0..<bound, using: &self) : 0 }
}
