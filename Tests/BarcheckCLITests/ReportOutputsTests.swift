import BarcheckEngine
import BarcheckModel
import BarcheckReports
import Foundation
import Synchronization
import Testing

@testable import BarcheckCLI

/// A run's reports are written at once with more than one job, one after another with one; either way a report
/// that cannot be written is named, the others are written whole, and problems come in report order.
@Suite("Writing a run's reports")
struct ReportOutputsTests {
  static func stream() -> ResultStream {
    let header = RunHeader(
      suite: SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 2),
      runnerVersion: "0", resolver: ResolverIdentity(name: "r", version: "0", language: "Swift"), platform: "Linux", hostname: "h",
      startTime: Timestamp(secondsSince1970: 0), commandLine: [])
    let records = [("modal.a", Outcome.pass), ("tabs.b", Outcome.fail)].map { id, outcome in
      CaseRecord(CaseResult(testCase: ConformanceCase(id: id, title: id, windows: [], steps: []), outcome: outcome))
    }
    return ResultStream(header: header, cases: records, endTime: Timestamp(secondsSince1970: 1), complete: true, duration: 1)
  }

  @Test("every report is written, and one that cannot be is named while the others are whole", arguments: [1, 2, 4])
  func writes(jobs: Int) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-reports-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    // A file where the JUnit report's directory should be: that report cannot be written.
    #expect(FileManager.default.createFile(atPath: directory + "/blocked", contents: Data("x".utf8)))
    let errors = PrintedLines()
    let console = Console(out: { _ in }, err: { text in errors.lines.withLock { $0.append(text) } })
    var outputs = ReportOutputs()
    outputs.json = directory + "/results.jsonl"
    outputs.junit = directory + "/blocked/junit.xml"
    outputs.html = directory + "/report.html"
    outputs.markdown = directory + "/summary.md"
    let stream = Self.stream()
    #expect(!outputs.write(stream, console: console, jobs: jobs))
    let messages = errors.lines.withLock { $0 }
    #expect(messages.contains { $0.hasPrefix(directory + "/blocked/junit.xml: error: cannot write the report") })
    #expect(messages.last?.hasPrefix("reports: \(directory)/results.jsonl, \(directory)/report.html, \(directory)/summary.md") == true)
    let html = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
    #expect(html.hasSuffix("</html>\n") && html.contains("tabs.b"))
    #expect(try String(contentsOfFile: directory + "/summary.md", encoding: .utf8) == MarkdownRenderer.render(stream))
    #expect(try ResultStream(file: directory + "/results.jsonl").cases.map(\.id) == ["modal.a", "tabs.b"])
  }
}

/// What a console printed, from whichever thread printed it.
private final class PrintedLines: Sendable {
  let lines = Mutex<[String]>([])

  @Test(
    "two reports named to the same file are refused, naming both options; devices may be shared",
    arguments: [
      ("r.json", "r.json", "--json and --html name the same file 'r.json'"),
      ("out/r.txt", "./out//r.txt", "--json and --html name the same file './out//r.txt'"),
      ("/dev/null", "/dev/null", nil), ("/dev/stdout", "/dev/stdout", nil), ("a.json", "b.html", nil),
    ])
  func sameFile(json: String, html: String, message: String?) {
    var outputs = ReportOutputs()
    outputs.json = json
    outputs.html = html
    do throws(UsageError) {
      try outputs.checkDistinct()
      #expect(message == nil)
    } catch {
      #expect(message.map { error.description.contains($0) } == true, "\(error.description)")
    }
  }
}
