import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

@Suite("Case digests and the suite identity")
struct CaseFingerprintTests {
  /// Case objects that stress the canonical text: keys out of order, non-ASCII keys (where `<` is not byte order),
  /// duplicate keys, `$schema` at the top (left out) and nested (kept), escapes, integers, fractions and magnitudes,
  /// and an object with more keys than the writer sorts by insertion.
  static let awkward = #"""
    [
    {"id":"tricky.one","$schema":"x","title":"Ünïcödé \"quoted\" \\ back\nslash\t\u0001\u001f\u007f \u2028 \u2029 😀","zeta":1,"Zeta":-2,"ä":3.5,"a":[1,-0,1e20,0.1,123456789012345,-1e-7,2.5e300,true,false,null,{},[]],"é":{"b":1,"a":2,"a":3,"$schema":"kept"},"e\u0301":"combining","aa":"x","a\u0000":"nul","":"empty","$schema":"y"},
    {"id":"tricky.two","steps":[{"event":"launch"}],"level":"must","tags":["x","y"],"k1":1,"k10":2,"k2":3,"k20":4,"K":5,"_":6,"~":7,"z":{"y":{"x":{"w":[{"v":1,"u":2}]}}}},
    {"id":"tricky.big","b0":0,"b1":1,"b2":2,"b3":3,"b4":4,"b5":5,"b6":6,"b7":7,"b8":8,"b9":9,"c0":0,"c1":1,"c2":2,"c3":3,"c4":4,"c5":5,"c6":6,"c7":7,"c8":8,"c9":9,"d0":0,"d1":1,"d2":2,"d3":3,"d4":4,"d5":5,"d6":6,"d7":7,"d8":8,"d9":9,"a0":0,"a1":1,"a2":2,"a3":3,"a4":4,"a5":5,"a2":"dup","a6":6,"a7":7,"a8":8,"a9":9,"$schema":"z"}
    ]
    """#

  /// The identity `barcheck run` gave these cases before the digest was rewritten for speed: it must never change,
  /// or every recorded run would seem to be of another suite.
  @Test("the suite identity of awkward cases is the one recorded before the digest was made fast")
  func recordedIdentity() throws {
    let fingerprints = try #require(CaseFingerprint.read(SourceFile(path: "awkward.json", bytes: Array(Self.awkward.utf8))))
    #expect(fingerprints.count == 3)
    #expect(SuiteIdentity.hash(of: fingerprints) == "sha256:2c885e145fdf5370136cb6bd9a250b562cb5a3fdfbb97b7ca9d00c55e33775a9")
  }

  /// Every bundled case, the awkward ones and generated ones: the canonical text is the oracle's, byte for byte.
  @Test("the canonical text equals that of the plain writer it replaced")
  func canonicalText() throws {
    var objects: [JSONNode] = try Fixtures.bundledCaseFiles.flatMap { file in
      let bytes = try Array(Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file)))
      return try Self.caseObjects(bytes)
    }
    objects += try Self.caseObjects(Array(Self.awkward.utf8))
    let generator = ScenarioGenerator(seed: 5)
    let generated = (0..<150).compactMap { ReferenceExpectations.fill(generator.generate($0))?.json() }
    objects += try Self.caseObjects(Array(JSONWriter.string(.list(generated)).utf8))
    #expect(objects.count > 400)
    for object in objects {
      let members = try #require(object.members)
      let expected = CanonicalOracle.text(.object(members.filter { $0.key != "$schema" }))
      #expect(String(decoding: JSONWriter.canonicalBytes(ofObject: members, omitting: "$schema"), as: UTF8.self) == expected)
      #expect(CaseFingerprint.digest(of: object) == SHA256.hex(expected))
      #expect(JSONWriter.canonical(object.value) == CanonicalOracle.text(object.value))
    }
  }

  private static func caseObjects(_ bytes: [UInt8]) throws -> [JSONNode] {
    let root = try JSONParser.parse(bytes)
    return root.elements ?? [root]
  }
}

/// The canonical text as the writer first wrote it, plainly: members sorted by String's `<`, equal keys in their
/// order, scalars as `JSONWriter.format` and `JSONWriter.quoted` write them.
private enum CanonicalOracle {
  static func text(_ value: JSON) -> String {
    switch value {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let number): JSONWriter.format(number)
    case .string(let string): JSONWriter.quoted(string)
    case .array(let elements): "[" + elements.map { text($0.value) }.joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
        .map { JSONWriter.quoted($0.element.key) + ":" + text($0.element.value.value) }.joined(separator: ",") + "}"
    }
  }
}
