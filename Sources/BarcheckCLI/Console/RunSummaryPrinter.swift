import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// Prints the outcome of a run: every unexpected outcome with its diff, then counts,
/// then the closing `N passed, N failed[, N skipped]` line.
struct RunSummaryPrinter {
  let console: Console
  let verbose: Bool

  /// Prints a case when it is unexpected (or always, when verbose); n/a cases (outside the resolver's declared
  /// capabilities) are counted, not listed, unless verbose.
  func printIfWorthIt(_ result: CaseResult) {
    if verbose || !(result.outcome == .pass || result.outcome == .expectedFailure || result.outcome == .notApplicable) { printCase(result) }
  }

  /// Prints the counts by family (when the run has several), the counts and the closing line.
  func printTotals(_ counts: [Outcome: Int], families: FamilyBreakdown = FamilyBreakdown(), elapsed: Duration) {
    let total = counts.values.reduce(0, +)
    let parts = Outcome.allCases.sorted().reversed().compactMap { outcome in
      counts[outcome].map { "\($0) \(outcome.rawValue)" }
    }
    let seconds = elapsed.inSeconds
    console.print()
    let rows = families.rows
    if rows.count > 1 {
      let width = max(6, rows.map { TextEscaping.line($0.family, limit: 40).count }.max() ?? 0)
      console.print(console.styled("family".paddedColumn(width + 2) + "passed  applicable  pass rate  problems", .dim))
      for row in rows {
        let problems = row.problems > 0 ? console.styled(String(row.problems).rightAligned(8), .red) : String(row.problems).rightAligned(8)
        console.print(
          TextEscaping.line(row.family, limit: 40).paddedColumn(width + 2) + String(row.passed).rightAligned(6) + "  "
            + String(row.applicable).rightAligned(10) + "  " + FamilyBreakdown.percent(row.passRate).rightAligned(9) + "  " + problems)
      }
      console.print()
    }
    console.print(
      "\(total) case\(total == 1 ? "" : "s") in \(formatSeconds(seconds)): \(parts.isEmpty ? "nothing ran" : parts.joined(separator: ", "))"
    )
    let passed = counts[.pass, default: 0] + counts[.unexpectedPass, default: 0]
    let failed = counts.filter { $0.key.isProblem }.values.reduce(0, +)
    let skipped = counts[.skip, default: 0] + counts[.notApplicable, default: 0] + counts[.expectedFailure, default: 0]
    // CI parsers read only the closing line: say first what each of its counts holds.
    if skipped > 0 || counts[.unexpectedPass, default: 0] > 0 || failed > counts[.fail, default: 0] {
      let problems = counts.filter { $0.key.isProblem }.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
      let skips = [(Outcome.expectedFailure, "xfail"), (.notApplicable, "n/a"), (.skip, "declined")].compactMap { outcome, name in
        counts[outcome, default: 0] > 0 ? "\(counts[outcome, default: 0]) \(name)" : nil
      }
      var parts = ["passed: \(counts[.pass, default: 0]) pass + \(counts[.unexpectedPass, default: 0]) unexpected pass"]
      parts.append("failed: " + (problems.isEmpty ? "none" : problems.joined(separator: " + ")))
      if !skips.isEmpty { parts.append("skipped: " + skips.joined(separator: " + ")) }
      console.print("counts below: " + parts.joined(separator: "; "))
    }
    console.print("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
  }

  private func printCase(_ result: CaseResult) {
    let label: String
    switch result.outcome {
    case .pass: label = console.styled("PASS ", .green)
    case .fail: label = console.styled("FAIL ", .red)
    case .error, .crash, .timeout: label = console.styled(result.outcome.rawValue.uppercased().paddedColumn(5), .red)
    case .skip, .notApplicable, .expectedFailure, .unexpectedPass:
      label = console.styled(result.outcome.rawValue.uppercased().paddedColumn(5), .yellow)
    }
    console.print(
      "\(label) \(console.styled(TextEscaping.line(result.id, limit: 200), .bold))  \(TextEscaping.line(result.testCase.title, limit: 300))")
    guard result.outcome != .pass else { return }
    if let file = result.testCase.file {
      console.print("      \(TextEscaping.line(file, limit: 500))\(result.testCase.idPosition.map { ":\($0)" } ?? "")")
    }
    if result.diffs.isEmpty, let message = result.message {
      console.print("      \(TextEscaping.line(message, limit: 1_000))")
    }
    for diff in result.diffs {
      console.print("      \(TextEscaping.line(diff.description, limit: 1_000))")
    }
    if result.outcome == .fail {
      console.print(
        console.styled(
          "      rules \(result.testCase.rules.map(\.rawValue).joined(separator: ", ")) · level \(result.testCase.level.rawValue) · explain: barcheck explain \(TextEscaping.line(result.testCase.file ?? result.id, limit: 500))",
          .dim))
    }
  }

  private func formatSeconds(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    return "\(milliseconds / 1000).\(String(milliseconds % 1000).leftPadded(3))s"
  }
}

extension String {
  /// The string left-padded with zeros to `width`.
  func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }

  /// The string right-aligned in `width` columns: spaces on the left.
  func rightAligned(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
