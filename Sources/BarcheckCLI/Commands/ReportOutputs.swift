import BarcheckEngine
import BarcheckModel
import BarcheckReports

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a run's reports go: `--json`, `--junit` (and `--junit-flavor`), `--html`, `--markdown`,
/// or all four in `--reports DIR`.
struct ReportOutputs {
  var json: String?
  var junit: String?
  var junitFlavor: JUnitRenderer.Flavor = .standard
  var html: String?
  var markdown: String?
  /// The directory the reports go into (`--reports DIR`, or the default one), made before anything is run
  /// (`makeDirectory`); nil when each report names its own file.
  var directory: String?

  /// The default reports directory (git-ignored): `barcheck` with no arguments writes every format here.
  static let defaultDirectory = "barcheck-reports"

  static let specs: [OptionSpec] = [
    .value("json", "PATH", "Write the result stream (JSON Lines) here, line by line as cases finish."),
    .value("junit", "PATH", "Write JUnit XML here."),
    .value("junit-flavor", "FLAVOR", "standard (default) or strict (the junit-10 subset Jenkins xUnit accepts)."),
    .value("html", "PATH", "Write the self-contained HTML report here."),
    .value("markdown", "PATH", "Write the Markdown summary here (for $GITHUB_STEP_SUMMARY)."),
    .value("reports", "DIR", "Write the reports into DIR: results.jsonl (a run's stream; not by report), junit.xml, report.html, summary.md."),
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
      outputs.directory = directory
      outputs.json = outputs.json ?? directory + "/results.jsonl"
      outputs.junit = outputs.junit ?? directory + "/junit.xml"
      outputs.html = outputs.html ?? directory + "/report.html"
      outputs.markdown = outputs.markdown ?? directory + "/summary.md"
    }
    try outputs.checkDistinct()
    return outputs
  }

  /// Refuses two reports named to the same file, which would write over each other (the stream's lock then read as
  /// another run's). Paths under `/dev/` are devices and descriptors (`/dev/null`, `/dev/stdout`), which several
  /// reports may share.
  func checkDistinct() throws(UsageError) {
    let named = [("--json", json), ("--junit", junit), ("--html", html), ("--markdown", markdown)].compactMap { option, path in
      path.map { (option, $0, URL(fileURLWithPath: $0).standardizedFileURL.path) }
    }
    for (index, (option, path, file)) in named.enumerated() where !file.hasPrefix("/dev/") {
      if let (other, _, _) = named[..<index].first(where: { $0.2 == file }) {
        throw UsageError(
          "\(other) and \(option) name the same file '\(TextEscaping.line(path, limit: 300))': give each report a file of its own")
      }
    }
  }

  var isEmpty: Bool { files.isEmpty }

  /// Makes the reports directory, if there is one, before the command reads or runs anything: a directory that
  /// cannot be made is said once, naming it and why (the component in the way), not as each report's failure to be
  /// written after the run. Returns false after saying why.
  func makeDirectory(console: Console) -> Bool {
    guard let directory else { return true }
    do throws(DirectoryError) {
      try DirectoryError.make(directory, option: "--reports")
      return true
    } catch {
      console.printError(error.description)
      return false
    }
  }

  /// The files these outputs name, for the reports to write.
  var files: ReportFiles {
    var files = ReportFiles()
    files.json = json
    files.junit = junit
    files.junitFlavor = junitFlavor
    files.html = html
    files.markdown = markdown
    return files
  }

  /// Renders and writes every requested report (`ReportFiles.write`), printing each problem and then the reports
  /// written to stderr; returns whether all were written. With `streamWritten`, the result stream is already at its
  /// path (a run writes it as it goes); with `htmlSections`, the file of the HTML report's case sections, rendered as
  /// the cases finished.
  func write(
    _ stream: ResultStream, console: Console, streamWritten: Bool = false, htmlSections: String? = nil, jobs: Int = Terminal.processorCount()
  ) -> Bool {
    files.write(stream, streamWritten: streamWritten, htmlSections: htmlSections, jobs: jobs) { console.printError($0) }
  }
}
