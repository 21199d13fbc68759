import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// The bad-file corpus that `Tests/validate_schema.py` also runs through an independent JSON Schema
/// validator: each file must be rejected by both, so the schema and the loader agree.
@Suite("The bad-file corpus")
struct BadCorpusTests {
  static let directory = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/bad-cases")
  static let expected: [String: String] = {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent("expected-messages.json")),
      let object = try? JSONParser.parse(Array(data)), let members = object.members
    else { return [:] }
    return Dictionary(uniqueKeysWithValues: members.compactMap { member in member.value.stringValue.map { (member.key, $0) } })
  }()

  @Test("the corpus is there and every file has an expected message")
  func corpus() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
      $0.hasSuffix(".json") && $0 != "expected-messages.json"
    }
    #expect(files.count >= 20)
    #expect(Set(files) == Set(Self.expected.keys))
  }

  @Test("barcheck's loader rejects each bad file with its message", arguments: expected.keys.sorted())
  func rejected(_ name: String) throws {
    let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
    let result = CaseLoader.load(SourceFile(path: name, bytes: Array(data)))
    #expect(result.cases.isEmpty)
    let message = try #require(Self.expected[name])
    #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains(message) }, "\(result.diagnostics)")
    #expect(result.diagnostics.allSatisfy { $0.position != nil })
  }
}
