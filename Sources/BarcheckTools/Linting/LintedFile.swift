import BarcheckJSON
package import BarcheckModel

/// One scenario file as `barcheck lint` read it: its text (for positions) and each scenario's report.
package struct LintedFile: Sendable {
  /// One scenario of the file and what lint found in it.
  package struct Linted: Sendable {
    /// The 0-based index of the scenario in its file (a file may hold several).
    package var index: Int
    /// The scenario.
    package var scenario: ConformanceCase
    /// What lint found.
    package var report: ScenarioLinter.Report

    /// Creates an entry.
    package init(index: Int, scenario: ConformanceCase, report: ScenarioLinter.Report) {
      self.index = index
      self.scenario = scenario
      self.report = report
    }
  }

  /// The file's text, for line and column.
  package var source: SourceFile
  /// Its scenarios.
  package var scenarios: [Linted]

  /// What loading the file warned of: the model's reach (a medium detent, a split view's column bar, iOS 26 without
  /// `liquidGlass`), a key that changes nothing where it is. Not findings: they do not change lint's exit status, but
  /// every format carries them, so that a JSON document or a SARIF log says what the console said.
  package var warnings: [Diagnostic]

  /// Creates a file entry.
  ///
  /// - Parameter warnings: What loading the file warned of (its other diagnostics are dropped: a file with errors is
  ///   not linted).
  package init(source: SourceFile, scenarios: [Linted], warnings: [Diagnostic] = []) {
    self.source = source
    self.scenarios = scenarios
    self.warnings = warnings.filter { $0.severity == .warning }
  }

  /// Where a step of a scenario starts in the file.
  package func position(step: Int, in linted: Linted) -> SourcePosition {
    let steps = linted.scenario.steps
    return source.position(of: step < steps.count ? steps[step].offset : 0)
  }

  /// The number of every fix offered, as the text output prints it and `lint --fix-preview N` takes it: counted over
  /// the files in order, their scenarios, their findings that are not acknowledged, and each finding's fixes.
  ///
  /// - Returns: `numbers[file][scenario][finding][fix]`, nil for the fixes of an acknowledged finding.
  package static func fixNumbers(_ files: [LintedFile]) -> [[[[Int?]]]] {
    var next = 0
    return files.map { file in
      file.scenarios.map { linted in
        linted.report.findings.map { finding in
          finding.fixes.map { _ in
            guard finding.acknowledgement == nil else { return nil }
            next += 1
            return next
          }
        }
      }
    }
  }

  /// The file's scenarios with a fix applied to one of them: what the file describes once the app has the fix.
  ///
  /// - Parameters:
  ///   - fix: A fix offered for a finding of the scenario.
  ///   - scenario: The index of that scenario in `scenarios`.
  /// - Returns: Every scenario of the file, in order, that one fixed.
  package func fixed(_ fix: ScenarioFix, inScenario scenario: Int) -> [ConformanceCase] {
    scenarios.enumerated().map { index, linted in index == scenario ? fix.applied(to: linted.scenario) : linted.scenario }
  }

  /// Scenarios as the text of a file, as `lint --fix-preview N` prints them (SwiftUI views lowered to controllers,
  /// defaults written out): one object, or an array of several.
  ///
  /// - Parameter scenarios: The file's scenarios.
  /// - Returns: The text, pretty-printed, ending in a newline.
  package static func previewText(_ scenarios: [ConformanceCase]) -> String {
    let documents = scenarios.map(\.scenarioJSON)
    return JSONWriter.string(documents.count == 1 ? documents[0] : .list(documents), layout: .pretty) + "\n"
  }

  /// Where an acknowledgement starts in the file.
  package func position(of acknowledgement: Acknowledgement) -> SourcePosition {
    source.position(of: acknowledgement.offset)
  }
}
