import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@Suite("Writing cases back to JSON")
struct CaseEncodingTests {
  @Test("every bundled case survives encode then load unchanged", arguments: Fixtures.bundledCaseFiles)
  func roundTrip(_ file: String) throws {
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file))
    let original = try #require(CaseLoader.load(SourceFile(path: file, bytes: Array(bytes))).cases.first)
    let text = JSONWriter.string(original.json(), layout: .pretty)
    let reloaded = try Fixtures.loadCase(text, path: file)
    #expect(reloaded.windows == original.windows)
    #expect(reloaded.steps.map(\.event) == original.steps.map(\.event))
    #expect(reloaded.steps.map(\.expect) == original.steps.map(\.expect))
    #expect([reloaded.id, reloaded.title, reloaded.level.rawValue] == [original.id, original.title, original.level.rawValue])
    #expect(reloaded.rules == original.rules && reloaded.tags == original.tags)
    #expect(reloaded.sources == original.sources)
    #expect(reloaded.note == original.note && reloaded.knownDisagreement == original.knownDisagreement)
    #expect(reloaded.platform == original.platform && reloaded.infoPlist == original.infoPlist && reloaded.environment == original.environment)
  }

  @Test("without expectations, no step carries expect")
  func stripped() throws {
    let file = try #require(Fixtures.bundledCaseFiles.first)
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file))
    let original = try #require(CaseLoader.load(SourceFile(path: file, bytes: Array(bytes))).cases.first)
    #expect(!JSONWriter.string(original.json(expectations: false)).contains("\"expect\""))
  }
}
