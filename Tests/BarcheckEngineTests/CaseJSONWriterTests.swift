import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Testing

/// `CaseJSONWriter`, the one writer of the case format: what it writes is compact JSON as `JSONWriter` writes it, and
/// the loader reads it back to a case that it writes again to the same bytes.
@Suite("Cases written straight to bytes")
struct CaseJSONWriterTests {
  static func expectRoundTrip(_ testCase: ConformanceCase, sourceLocation: SourceLocation = #_sourceLocation) {
    for expectations in [true, false] {
      let written = CaseJSONWriter.bytes(testCase, expectations: expectations)
      #expect(
        JSONWriter.bytes(testCase.json(expectations: expectations)) == written, "\(testCase.id): not compact JSON", sourceLocation: sourceLocation)
    }
    let written = CaseJSONWriter.bytes(testCase, expectations: true)
    let loaded = CaseLoader.load(SourceFile(path: "written.json", bytes: written))
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(testCase.id): \(loaded.diagnostics)", sourceLocation: sourceLocation)
    guard let reloaded = loaded.cases.first else { return }
    #expect(CaseJSONWriter.bytes(reloaded, expectations: true) == written, "\(testCase.id)", sourceLocation: sourceLocation)
    #expect(
      CaseJSONWriter.bytes(reloaded, expectations: false) == CaseJSONWriter.bytes(testCase, expectations: false), sourceLocation: sourceLocation)
  }

  @Test("every bundled case", arguments: Fixtures.bundledCases)
  func bundled(_ testCase: ConformanceCase) {
    Self.expectRoundTrip(testCase)
  }

  @Test("generated cases, loaded as a run loads them and built in memory", arguments: [1, 2, 3] as [UInt64])
  func generated(_ seed: UInt64) {
    let cases = ScenarioGenerator(seed: seed).generate(count: 1_000)
    for testCase in cases + Benchmark.loadedAsARunWould(Array(cases.prefix(200))) { Self.expectRoundTrip(testCase) }
  }

  @Test(
    "strings that need escaping, and numbers that are not integers",
    arguments: [
      "plain", "quote \" and backslash \\", "new\nline\ttab\r", "\u{01}\u{1F}\u{7F}", "é and ü", "\u{2028}\u{2029}", "…", "😀", "",
    ])
  func escaping(_ text: String) throws {
    var testCase = try #require(Fixtures.bundledCases.first)
    testCase.title = text
    testCase.description = text
    testCase.tags = [text, "x"]
    testCase.note = text
    testCase.sources = [CaseSource("https://example.com/" + text, observed: text, os: "17.0", device: text, date: "2024-01")]
    testCase.windows[0].level = 1_000.5
    testCase.environment.horizontalSizeClass = .regular
    let written = CaseJSONWriter.bytes(testCase, expectations: true)
    #expect(JSONWriter.bytes(try JSONParser.parse(written).value) == written)
    guard case .object(let members) = try JSONParser.parse(written).value else {
      Issue.record("not an object")
      return
    }
    for key in ["title", "description", "note"] {
      #expect(members.first { $0.key == key }?.value.value == .string(text), "\(key)")
    }
  }

  /// The writer writes enumeration values as they are, without looking for escapes.
  @Test("every enumeration value the format names needs no escape")
  func enumerationValues() {
    let values: [[String]] = [
      RuleID.allCases.map(\.rawValue), EventKind.allCases.map(\.rawValue), StatusBarStyle.allCases.map(\.rawValue),
      StatusBarAnimation.allCases.map(\.rawValue), UserInterfaceStyle.allCases.map(\.rawValue), Appearance.allCases.map(\.rawValue),
      Orientation.allCases.map(\.rawValue), HorizontalSizeClass.allCases.map(\.rawValue), PresentationStyle.allCases.map(\.rawValue),
      NavigationBarStyle.allCases.map(\.rawValue), ControllerKind.allCases.map(\.rawValue), Idiom.allCases.map(\.rawValue),
      PlistInterfaceStyle.allCases.map(\.rawValue), RequirementLevel.allCases.map(\.rawValue),
    ]
    for value in values.joined() {
      #expect(JSONWriter.string(.string(value)) == "\"\(value)\"", "\(value) needs an escape")
    }
    #expect(values.joined().count > 80)
  }

  @Test("a request's case is written once and shared by the request's copies")
  func requestBytes() throws {
    let testCase = try #require(Fixtures.bundledCases.first)
    var request = ResolveRequest(testCase: testCase, wantsTrace: false)
    #expect(request.caseJSON == CaseJSONWriter.bytes(testCase, expectations: false))
    request.wantsTrace = true
    #expect(request.caseJSON == CaseJSONWriter.bytes(testCase, expectations: false))
    request.testCase.title = "changed"
    #expect(String(decoding: request.caseJSON, as: UTF8.self).contains("\"title\":\"changed\""))
  }
}
