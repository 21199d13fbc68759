import BarcheckEngine
import BarcheckModel

/// A short Markdown summary for `$GITHUB_STEP_SUMMARY` and pull-request comments.
package enum MarkdownRenderer {
  /// The most problems listed before "and N more".
  package static let listLimit = 20

  /// The Markdown text.
  package static func render(_ stream: ResultStream) -> String {
    let counts = stream.counts
    let problems = stream.cases.indices(whereOutcome: \.isProblem)
    let verdict = !stream.complete ? "⚠️ incomplete" : problems.isEmpty ? "✅ passed" : "❌ failed"
    let header = stream.header
    var md = "## barcheck: \(verdict)\n\n"
    md += "\(escape(header.resolver.name)) \(escape(header.resolver.version)) against \(escape(header.suite.name)) \(escape(header.suite.version))"
    md += " (\(code(String(header.suite.hash.prefix(19)) + "…"))), \(stream.cases.count) cases in \(formatSeconds(stream.totalSeconds)) s\n\n"
    md += "| outcome | cases |\n| --- | ---: |\n"
    for outcome in Outcome.allCases.sorted().reversed() where counts[outcome, default: 0] > 0 {
      md += "| \(outcome.rawValue) | \(counts[outcome, default: 0]) |\n"
    }
    let applicable = stream.cases.applicableCount
    if applicable > 0 {
      let rate = Double(counts[.pass, default: 0] + counts[.unexpectedPass, default: 0]) / Double(applicable) * 100
      md += "\npass rate: \((rate * 10).rounded() / 10)% of \(applicable) applicable cases (n/a left out; skips count as not passing)\n"
    }
    let families = FamilyBreakdown(stream.cases.summaries).rows
    if families.count > 1 {
      md += "\n**By family**\n\n| family | passed | applicable | pass rate | problems |\n| --- | ---: | ---: | ---: | ---: |\n"
      for row in families {
        md +=
          "| \(escape(row.family)) | \(row.passed) | \(row.applicable) | \(FamilyBreakdown.percent(row.passRate)) | \(row.problems) |\n"
      }
    }
    if !stream.complete { md += "\n**The run did not complete** (\(escape(stream.incompleteReason))): only the cases that finished are counted.\n" }
    if let unloaded = stream.unloaded {
      md += "\n### Files that could not be loaded\n\n"
      for file in unloaded.files { md += "- \(code(file.path)): \(escape(file.error))\n" }
      if let more = unloaded.moreText { md += "- … \(escape(more))\n" }
    }
    if !problems.isEmpty {
      md += "\n### Unexpected outcomes\n\n"
      for record in stream.cases.records(at: Array(problems.prefix(listLimit))) {
        md += "- **\(record.outcome.rawValue)** \(code(record.id)): \(escape(record.message ?? ""))\n"
      }
      if problems.count > listLimit { md += "- … and \(problems.count - listLimit) more\n" }
    }
    let unexpectedPasses = stream.cases.indices(whereOutcome: { $0 == .unexpectedPass })
    if !unexpectedPasses.isEmpty {
      md += "\n### Unexpected passes (update the expectation file)\n\n"
      for record in stream.cases.records(at: Array(unexpectedPasses.prefix(listLimit))) { md += "- \(code(record.id))\n" }
      if unexpectedPasses.count > listLimit { md += "- … and \(unexpectedPasses.count - listLimit) more\n" }
    }
    return md
  }

  /// Text safe inside Markdown, on one line (`TextEscaping.markdown`).
  static func escape(_ text: String) -> String { TextEscaping.markdown(text) }

  /// Text as a Markdown code span, on one line (`TextEscaping.markdownCode`).
  static func code(_ text: String) -> String { TextEscaping.markdownCode(text) }
}
