import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// Where a run's reports go: `--json`, `--junit` (and `--junit-flavor`), `--html`, `--markdown`,
/// or all four in `--reports DIR`.
struct ReportOutputs {
  var json: String?
  var junit: String?
  var junitFlavor: JUnitRenderer.Flavor = .standard
  var html: String?
  var markdown: String?

  /// The default reports directory (git-ignored): `barcheck` with no arguments writes every format here.
  static let defaultDirectory = "barcheck-reports"

  static let specs: [OptionSpec] = [
    .value("json", "PATH", "Write the result stream (JSON Lines) here, line by line as cases finish."),
    .value("junit", "PATH", "Write JUnit XML here."),
    .value("junit-flavor", "FLAVOR", "standard (default) or strict (the junit-10 subset Jenkins xUnit accepts)."),
    .value("html", "PATH", "Write the self-contained HTML report here."),
    .value("markdown", "PATH", "Write the Markdown summary here (for $GITHUB_STEP_SUMMARY)."),
    .value("reports", "DIR", "Write all four into DIR: results.jsonl, junit.xml, report.html, summary.md."),
  ]

  /// The outputs the arguments ask for; with none, and `defaultDirectory` given, every format there.
  static func parse(_ arguments: ParsedArguments, defaultDirectory: String?) throws(UsageError) -> ReportOutputs {
    var outputs = ReportOutputs()
    if let flavor = arguments.value("junit-flavor") {
      guard let parsed = JUnitRenderer.Flavor(rawValue: flavor) else {
        throw UsageError("invalid value '\(flavor)' for --junit-flavor: expected standard or strict")
      }
      outputs.junitFlavor = parsed
    }
    outputs.json = arguments.value("json")
    outputs.junit = arguments.value("junit")
    outputs.html = arguments.value("html")
    outputs.markdown = arguments.value("markdown")
    let directory = arguments.value("reports") ?? (outputs.isEmpty ? defaultDirectory : nil)
    if let directory {
      outputs.json = outputs.json ?? directory + "/results.jsonl"
      outputs.junit = outputs.junit ?? directory + "/junit.xml"
      outputs.html = outputs.html ?? directory + "/report.html"
      outputs.markdown = outputs.markdown ?? directory + "/summary.md"
    }
    return outputs
  }

  var isEmpty: Bool { json == nil && junit == nil && html == nil && markdown == nil }

  /// Writes a report's text, piece by piece, to the sink it is given.
  private typealias Render = @Sendable (_ sink: (String) -> Void) -> Void

  /// Renders and writes every requested report (`FileSystem.writeStreaming`: a regular file atomically, a device or
  /// FIFO through); returns whether all were written. A report that cannot be written is named with the cause, and
  /// the regular file at its path, an earlier run's report, is removed; the reports printed as written are the
  /// others.
  /// With `streamWritten`, the result stream is already at its path (a run writes it as it goes); with
  /// `htmlSections`, the file of the HTML report's case sections, rendered as the cases finished.
  ///
  /// With more than one job the reports are written at once, each on a thread of its own (each reads the stream
  /// for itself): one after another, the HTML report and JUnit were a sixth of a run with two jobs, with one core
  /// idle. Problems are printed in report order either way.
  func write(
    _ stream: ResultStream, console: Console, streamWritten: Bool = false, htmlSections: String? = nil, jobs: Int = Terminal.processorCount()
  ) -> Bool {
    let flavor = junitFlavor
    let renders: [(String?, Render)] = [
      (streamWritten ? nil : json, { stream.write(into: $0) }), (junit, { JUnitRenderer.render(stream, flavor: flavor, into: $0) }),
      (
        html,
        { sink in
          // The sections file, when there is one, is copied in; when it cannot be opened, the records are read back.
          HTMLRenderer.render(stream, into: sink) { sink in
            switch htmlSections.flatMap({ FileSystem.readLineChunks($0, sink) }) {
            case true?: break
            case false?: console.printError("warning: the HTML report's case sections could not be read in full; the report is short")
            case nil: for record in stream.cases { sink(HTMLRenderer.caseSection(record)) }
            }
          }
        }
      ),
      (markdown, { $0(MarkdownRenderer.render(stream)) }),
    ]
    let wanted = renders.compactMap { path, render in path.map { ($0, render) } }
    let failed = ConcurrentMap.map(wanted.count, width: jobs) { index -> String? in
      let (path, render) = wanted[index]
      do throws(WriteError) {
        try FileSystem.writeStreaming(to: path, render)
        return nil
      } catch {
        // What was at the path is an earlier run's report: left there, it would stand in for this one's.
        // (Not a stream that another run holds locked: that one is its own.)
        let removed = error != .locked(path: path) && FileSystem.removeRegularFile(path) ? "; the earlier file there was removed" : ""
        return "\(path): error: cannot write the report: \(error.reason)\(removed)"
      }
    }
    for message in failed.compactMap({ $0 }) { console.printError(message) }
    let written = (streamWritten ? json.map { [$0] } ?? [] : []) + wanted.indices.filter { failed[$0] == nil }.map { wanted[$0].0 }
    if !written.isEmpty { console.printError("reports: \(written.joined(separator: ", "))") }
    return failed.allSatisfy { $0 == nil }
  }
}
