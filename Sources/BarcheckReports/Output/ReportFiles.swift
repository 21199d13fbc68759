import BarcheckEngine
import BarcheckModel

/// Where a run's reports are written (the result stream, JUnit XML, HTML, Markdown), and the writing of them: each
/// rendered from one `ResultStream` and written piece by piece through the one write path (`OutputFile`).
package struct ReportFiles: Sendable {
  /// The result stream's path (JSON Lines), or nil for none.
  package var json: String?
  /// The JUnit XML report's path, or nil for none.
  package var junit: String?
  /// The flavour of JUnit XML written.
  package var junitFlavor: JUnitRenderer.Flavor = .standard
  /// The HTML report's path, or nil for none.
  package var html: String?
  /// The Markdown summary's path, or nil for none.
  package var markdown: String?

  /// No report.
  package init() {}

  /// Whether no report is asked for.
  package var isEmpty: Bool { json == nil && junit == nil && html == nil && markdown == nil }

  /// Writes a report piece by piece: its text to `text`, and a file copied in whole to `copy`
  /// (`StreamingFile.write(to:_:)`).
  private typealias Render = @Sendable (_ text: (String) -> Void, _ copy: (String) -> Bool?) -> Void

  /// Removes the earlier run's reports at these paths (regular files, through symbolic links; a device node or FIFO is
  /// left alone), all but the result stream, which this run writes as it goes: what a run that exits before writing
  /// its reports (a second interrupt) does, so that an earlier run's reports do not stand beside this run's stream as
  /// if they were its own.
  package func removeEarlierReports() {
    for path in [junit, html, markdown].compactMap({ $0 }) { _ = StreamingFile.removeRegularFile(path) }
  }

  /// Renders and writes every requested report (a regular file atomically, a device or FIFO through).
  ///
  /// A report that cannot be written is named with the cause, and the regular file at its path, an earlier run's
  /// report, is removed; the reports named as written are the others. With more than one job the reports are written
  /// at once, each on a thread of its own (each reads the stream for itself): one after another, the HTML report and
  /// JUnit were a sixth of a run with two jobs, with one core idle. Problems are reported in report order either way.
  ///
  /// - Parameters:
  ///   - stream: The run's results.
  ///   - streamWritten: Whether the result stream is already at its path (a run writes it as it goes).
  ///   - htmlSections: The file of the HTML report's case sections, rendered as the cases finished, or nil to render
  ///     them from the records.
  ///   - jobs: On how many threads the reports are written.
  ///   - diagnostic: Receives each warning and error, and finally the line naming the reports written, for stderr.
  /// - Returns: Whether every report was written.
  package func write(
    _ stream: ResultStream, streamWritten: Bool = false, htmlSections: String? = nil, jobs: Int, diagnostic: @escaping @Sendable (String) -> Void
  ) -> Bool {
    let flavor = junitFlavor
    let renders: [(String?, Render)] = [
      (streamWritten ? nil : json, { text, _ in stream.write(into: text) }),
      (junit, { text, _ in JUnitRenderer.render(stream, flavor: flavor, into: text) }),
      (
        html,
        { text, copy in
          // The sections file, when there is one, is copied in as bytes; when it cannot be opened, the records are
          // read back.
          // `caseSections` is optional, so escaping in its type; the renderer calls it before it returns.
          withoutActuallyEscaping(copy) { copy in
            HTMLRenderer.render(stream, into: text) { sink in
              switch htmlSections.flatMap(copy) {
              case true?: break
              case false?: diagnostic("warning: the HTML report's case sections could not be read in full; the report is short")
              case nil: for record in stream.cases { sink(HTMLRenderer.caseSection(record)) }
              }
            }
          }
        }
      ),
      (markdown, { text, _ in text(MarkdownRenderer.render(stream)) }),
    ]
    let wanted = renders.compactMap { path, render in path.map { ($0, render) } }
    let failed = ConcurrentMap.map(wanted.count, width: jobs) { index -> String? in
      let (path, render) = wanted[index]
      do throws(WriteError) {
        try StreamingFile.write(to: path, render)
        return nil
      } catch {
        // What was at the path is an earlier run's report: left there, it would stand in for this one's.
        // (Not a stream that another run holds locked: that one is its own.)
        let removed = error != .locked(path: path) && StreamingFile.removeRegularFile(path) ? "; the earlier file there was removed" : ""
        return "\(path): error: cannot write the report: \(error.reason)\(removed)"
      }
    }
    for message in failed.compactMap({ $0 }) { diagnostic(message) }
    let written = (streamWritten ? json.map { [$0] } ?? [] : []) + wanted.indices.filter { failed[$0] == nil }.map { wanted[$0].0 }
    if !written.isEmpty { diagnostic("reports: \(written.joined(separator: ", "))") }
    return failed.allSatisfy { $0 == nil }
  }
}
