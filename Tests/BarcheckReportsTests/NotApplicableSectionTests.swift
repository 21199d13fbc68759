import BarcheckEngine
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Testing

/// A case the resolver does not apply to was never sent: its section in the HTML report says what was expected, a line a
/// step, as a pass's does, without the steps table and its pictures of bars nobody showed.
@Suite("The HTML section of a case the resolver does not apply to")
struct NotApplicableSectionTests {
  /// Each n/a section drew the expected bars of every step: 4.8 KB a case, most of a report against a resolver that
  /// models little (155 MB of a 191 MB report of 20,000 generated cases against the Python example).
  @Test("an n/a case lists each step's expectation in one line, with no steps table and no check mark")
  func compact() throws {
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        id: "na.case", windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
        steps: #"[{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "root" } }]"#))
    let header = RunHeader(
      suite: SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 2),
      runnerVersion: "0", resolver: ResolverIdentity(name: "r", version: "0", language: "Swift"), platform: "Linux", hostname: "h",
      startTime: Timestamp(secondsSince1970: 0), commandLine: [])
    let notApplicable = CaseRecord(CaseResult(testCase: testCase, outcome: .notApplicable, message: "the case checks legibility"))
    var other = testCase
    other.id = "na.failed"
    let failed = CaseRecord(CaseResult(testCase: other, outcome: .fail))
    let html = HTMLRenderer.render(
      ResultStream(header: header, cases: [notApplicable, failed], endTime: Timestamp(secondsSince1970: 1), complete: true, duration: 1))
    let start = try #require(html.firstRange(of: #"id="c-na.case""#))
    let end = try #require(html[start.upperBound...].firstRange(of: "</details>"))
    let naSection = html[start.lowerBound..<end.upperBound]
    #expect(naSection.contains("<p class=\"message\">the case checks legibility</p>"))
    #expect(naSection.contains("<ol class=passed><li>launch: style darkContent, styleOwner root</li></ol>"), "\(naSection)")
    #expect(!naSection.contains("<table class=steps>") && !naSection.contains("✓") && !naSection.contains("<svg"))
    // A failure keeps its table and its pictures.
    #expect(html.contains(#"id="c-na.failed""#) && html.contains("<table class=steps>"))
  }
}
