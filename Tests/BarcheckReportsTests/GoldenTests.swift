import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

/// Renders a small fixed run (Tests/Fixtures/report-suite, fixed clock, host and durations) and
/// compares every format byte for byte with the files in Goldens/. To re-record after an intended
/// change: `BARCHECK_RECORD_GOLDENS=1 swift test --filter Golden`; the recording run fails on purpose.
@Suite("Golden files of every renderer")
struct GoldenTests {
  static let goldens = Fixtures.packageRoot.appendingPathComponent("Tests/BarcheckReportsTests/Goldens")

  /// The fixed run.
  static func fixedStream() async throws -> ResultStream {
    let directory = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/report-suite").path
    let loaded = SuiteLoader.load(paths: [directory])
    let results = await Runner(resolver: ReferenceResolver()).run(loaded.cases)
    var records = results.map(CaseRecord.init)
    for i in records.indices {
      records[i].duration = Double(i + 1) / 1000
      records[i].file = records[i].file.map { "Tests/Fixtures/report-suite/" + ($0.split(separator: "/").last.map(String.init) ?? $0) }
    }
    let header = RunHeader(
      suite: SuiteIdentity(name: "golden-suite", version: "1.2.3", hash: loaded.suite.hash, caseCount: loaded.cases.count),
      runnerVersion: "0.0.0-golden",
      resolver: ReferenceResolver().identity, platform: "Linux x86_64", hostname: "ci-host",
      startTime: Timestamp(secondsSince1970: 1_790_000_000), commandLine: ["barcheck", "run", "Tests/Fixtures/report-suite"])
    return ResultStream(header: header, cases: records, endTime: Timestamp(secondsSince1970: 1_790_000_002), complete: true, duration: 2.5)
  }

  static let renderers: [(String, @Sendable (ResultStream) -> String)] = [
    ("results.jsonl", { $0.text }), ("junit.xml", { JUnitRenderer.render($0) }), ("junit-strict.xml", { JUnitRenderer.render($0, flavor: .strict) }),
    ("report.html", { HTMLRenderer.render($0) }), ("summary.md", { MarkdownRenderer.render($0) }),
  ]

  @Test("each renderer's output equals its golden file", arguments: renderers.map(\.0))
  func golden(_ name: String) async throws {
    let stream = try await Self.fixedStream()
    let render = try #require(Self.renderers.first { $0.0 == name }?.1)
    let output = render(stream)
    let url = Self.goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["BARCHECK_RECORD_GOLDENS"] == "1" {
      try output.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name); unset BARCHECK_RECORD_GOLDENS and run again")
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
      output == golden,
      "\(name) differs from its golden file; if the change is intended, run bash Tests/refresh.sh (or re-record with BARCHECK_RECORD_GOLDENS=1) and review the diff"
    )
  }

  @Test("a stream read back renders exactly the same reports")
  func roundTrip() async throws {
    let stream = try await Self.fixedStream()
    let read = try ResultStream(text: stream.text)
    #expect(read == stream)
    for (_, render) in Self.renderers { #expect(render(read) == render(stream)) }
  }

  @Test("an interrupted run's reports say so")
  func incomplete() async throws {
    var stream = try await Self.fixedStream()
    stream.complete = false
    stream.cases = CaseRecords(Array(stream.cases.dropLast()))
    // A footer that says incomplete without a reason claims no signal: nothing says there was one.
    #expect(JUnitRenderer.render(stream).contains("<!-- incomplete: the footer does not say why"))
    #expect(JUnitRenderer.render(stream).contains("<property name=\"complete\" value=\"false\"/>"))
    #expect(HTMLRenderer.render(stream).contains("INCOMPLETE"))
    #expect(MarkdownRenderer.render(stream).contains("⚠️ incomplete"))
    let withoutFooter = stream.text.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(try ResultStream(text: withoutFooter).complete == false)
    #expect(try ResultStream(text: withoutFooter).incompleteReason == "the run ended without a footer (it died, or was killed)")
    // A run stopped by --max-fail says so, and the stream keeps the reason.
    stream.stopped = "max-fail 3"
    #expect(JUnitRenderer.render(stream).contains("<!-- incomplete: the run stopped early (max-fail 3);"))
    // An errored test case says so to dashboards, which count errors and not comments.
    let junit = JUnitRenderer.render(stream)
    #expect(junit.contains(#"<testcase classname="barcheck.reference.run" name="incomplete""#), "\(junit)")
    #expect(
      junit.contains(
        #"<error message="the run is incomplete: the run stopped early (max-fail 3); only the cases that finished are listed" type="incomplete">"#))
    let totals = try #require(junit.firstMatch(of: /<testsuites name="barcheck" tests="(\d+)" failures="\d+" errors="(\d+)"/))
    #expect(Int(totals.1) == stream.cases.count + 1 && totals.2 == "1", "\(junit)")
    #expect(HTMLRenderer.render(stream).contains("INCOMPLETE: the run stopped early (max-fail 3)"))
    #expect(MarkdownRenderer.render(stream).contains("(the run stopped early (max-fail 3))"))
    #expect(try ResultStream(text: stream.text).stopped == "max-fail 3")
  }

  @Test("files that could not be loaded: every report says so and names the first ten, escaped; the stream keeps them")
  func unloadedFiles() async throws {
    var stream = try await Self.fixedStream()
    stream.complete = false
    let hostile = "cases/<script>x</script>|*`--.json"
    let diagnostics =
      [Diagnostic(.error, file: hostile, position: SourcePosition(line: 3, column: 9), path: .root.appending("id"), message: "expected a string")]
      + (1...12).map { Diagnostic(.error, file: "cases/bad-\($0).json", message: "cannot read the file") }
      + [Diagnostic(.warning, file: "cases/warned.json", message: "a warning loads the file")]
    stream.unloaded = UnloadedFiles(diagnostics: diagnostics)
    #expect(stream.unloaded?.count == 13)
    #expect(stream.unloaded?.files.count == UnloadedFiles.namedLimit)
    #expect(stream.unloaded?.files.first?.error == "3:9: at $.id: expected a string")
    #expect(stream.incompleteReason == "13 files could not be loaded")
    stream.stopped = "interrupted (signal 2)"
    #expect(stream.incompleteReason == "the run was interrupted (signal 2); 13 files could not be loaded")
    stream.stopped = nil

    let junit = JUnitRenderer.render(stream)
    #expect(junit.contains("<!-- incomplete: 13 files could not be loaded; only the cases that finished are listed -->"))
    #expect(junit.contains(#"name="cases/&lt;script&gt;x&lt;/script&gt;|*`--.json""#))
    #expect(junit.contains(#"<error message="the file could not be loaded: cannot read the file" type="load">"#))
    #expect(junit.contains(#"name="3 more files""#))
    // 10 named files and one for the rest, counted in the totals as errors.
    let fixedErrors = stream.cases.summaries.filter { [.error, .crash, .timeout].contains($0.outcome) }.count
    let totals = try #require(junit.split(separator: "\n").first { $0.hasPrefix("<testsuites ") })
    #expect(totals.contains(#" tests="\#(stream.cases.count + 11)""#) && totals.contains(#" errors="\#(fixedErrors + 11)""#), "\(totals)")
    let strict = JUnitRenderer.render(stream, flavor: .strict)
    #expect(strict.contains(#"errors="11""#) && !strict.contains(" file=\""))
    let markdown = MarkdownRenderer.render(stream)
    #expect(markdown.contains("**The run did not complete** (13 files could not be loaded)"))
    #expect(markdown.contains("- ``cases/<script>x</script>|*`--.json``: 3:9: at \\$.id: expected a string\n"))
    #expect(markdown.contains("- … and 3 more (the run's console output lists them)\n"))
    #expect(!markdown.contains("bad-11.json"))
    let html = HTMLRenderer.render(stream)
    #expect(html.contains("INCOMPLETE: 13 files could not be loaded"))
    #expect(html.contains("<li><code>cases/&lt;script&gt;x&lt;/script&gt;|*`--.json</code>: 3:9: at $.id: expected a string</li>"))
    #expect(!html.contains("<script>x"))

    let read = try ResultStream(text: stream.text)
    #expect(read == stream)
    for (_, render) in Self.renderers { #expect(render(read) == render(stream)) }
    #expect(throws: StreamError.self) { try ResultStream(text: stream.text.replacingOccurrences(of: #""count":13"#, with: #""count":-1"#)) }
  }

  @Test(
    "malformed streams are errors that name the line",
    arguments: [
      ("", "the stream has no header line"),
      ("{\"type\":\"footer\",\"counts\":{},\"cases\":0}", "line 1: at $: missing required key \"complete\" in the footer"),
      ("not json", "line 1: malformed JSON: invalid literal; expected 'null'"),
      ("{\"type\":\"header\",\"format\":\"other\"}", "line 1: at $.format: not a barcheck result stream"),
    ])
  func malformed(_ text: String, _ message: String) {
    #expect(throws: StreamError.self) { try ResultStream(text: text) }
    do {
      _ = try ResultStream(text: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a case line before the header is an error that names the line")
  func caseBeforeHeader() async throws {
    let stream = try await Self.fixedStream()
    let caseLine = try #require(stream.text.split(separator: "\n").dropFirst().first)
    #expect(throws: StreamError("a case before the header", position: SourcePosition(line: 1, column: 1))) {
      try ResultStream(text: String(caseLine))
    }
  }
}
