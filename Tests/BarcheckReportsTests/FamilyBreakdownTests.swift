import BarcheckEngine
import BarcheckModel
import BarcheckReports
import Testing

/// Outcomes by family: counted once, shown by the console, the HTML report and summary.md.
@Suite("Outcomes by family")
struct FamilyBreakdownTests {
  @Test("passes, applicable cases, problems and the pass rate are counted per family, in alphabetical order")
  func counts() {
    var breakdown = FamilyBreakdown()
    let outcomes: [(String, Outcome)] = [
      ("modal", .pass), ("modal", .fail), ("modal", .notApplicable), ("modal", .unexpectedPass), ("appearance", .crash),
      ("appearance", .skip), ("appearance", .expectedFailure), ("tabs", .notApplicable),
    ]
    for (family, outcome) in outcomes { breakdown.add(family: family, outcome: outcome) }
    let rows = breakdown.rows
    #expect(rows.map(\.family) == ["appearance", "modal", "tabs"])
    #expect(rows.map(\.cases) == [3, 4, 1])
    #expect(rows.map(\.applicable) == [3, 3, 0])
    #expect(rows.map(\.passed) == [0, 2, 0])
    #expect(rows.map(\.problems) == [1, 1, 0])
    #expect(rows.map { FamilyBreakdown.percent($0.passRate) } == ["0%", "66.7%", "n/a"])
  }

  @Test("summary.md and the HTML report show the table when a run spans several families, and neutralise names")
  func rendered() throws {
    let header = RunHeader(
      suite: SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 2),
      runnerVersion: "0", resolver: ResolverIdentity(name: "r", version: "0", language: "Swift"), platform: "Linux", hostname: "h",
      startTime: Timestamp(secondsSince1970: 0), commandLine: [])
    var records: [CaseRecord] = []
    for (id, outcome) in [("modal.a", Outcome.pass), ("x|<b>.b", Outcome.fail)] {
      let testCase = ConformanceCase(id: id, title: id, windows: [], steps: [])
      records.append(CaseRecord(CaseResult(testCase: testCase, outcome: outcome)))
    }
    let stream = ResultStream(header: header, cases: records, endTime: Timestamp(secondsSince1970: 1), complete: true, duration: 1)
    let markdown = MarkdownRenderer.render(stream)
    #expect(markdown.contains("**By family**\n\n| family | passed | applicable | pass rate | problems |"))
    #expect(markdown.contains("| modal | 1 | 1 | 100% | 0 |"))
    #expect(markdown.contains("| x\\|&lt;b&gt; | 0 | 1 | 0% | 1 |"))
    let html = HTMLRenderer.render(stream)
    #expect(html.contains("<caption>By family</caption>"))
    #expect(html.contains("<th scope=\"row\">x|&lt;b&gt;</th>"))
    #expect(!html.contains("<b>"))
  }
}
