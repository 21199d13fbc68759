import BarcheckJSON
import BarcheckModel
import BarcheckReference

/// `barcheck lint --format json`: every finding with its position, rule, clause confidence, who wanted what, what
/// shows, why, its proven fixes (code and proof) or why none is offered, and its acknowledgement; and every file given
/// that could not be loaded, with its errors (`notLoaded`, counted in the summary's `filesNotLoaded`).
package enum LintJSONRenderer {
  /// The document's format version.
  package static let version = 1

  /// The document for the files linted, pretty-printed.
  ///
  /// - Parameters:
  ///   - files: The files as `barcheck lint` read and linted them.
  ///   - unloaded: The files it was given that could not be loaded, in the order given.
  /// - Returns: The document, ending in a newline.
  package static func render(_ files: [LintedFile], unloaded: [UnloadedFile] = []) -> String {
    var failing = 0
    var acknowledged = 0
    var unused = 0
    let numbers = LintedFile.fixNumbers(files)
    let fileList: [JSON] = files.enumerated().map { fileIndex, file in
      .members([
        ("path", .string(file.source.path)),
        ("loadWarnings", .list(file.warnings.map(diagnostic))),
        (
          "scenarios",
          .list(
            file.scenarios.enumerated().map { scenarioIndex, linted in
              failing += linted.report.failing.count
              acknowledged += linted.report.findings.count - linted.report.failing.count
              unused += linted.report.unusedAcknowledgements.count
              return scenario(linted, in: file, fixNumbers: numbers[fileIndex][scenarioIndex])
            })
        ),
      ])
    }
    let document: JSON = .members([
      ("version", .number(Double(version))), ("files", .list(fileList)), ("notLoaded", .list(unloaded.map(unloadedFile))),
      (
        "summary",
        .members([
          ("failing", .number(Double(failing))), ("acknowledged", .number(Double(acknowledged))),
          ("unusedAcknowledgements", .number(Double(unused))), ("filesNotLoaded", .number(Double(unloaded.count))),
        ])
      ),
    ])
    return JSONWriter.string(document, layout: .pretty) + "\n"
  }

  /// A file that could not be loaded: its path and its errors, each with its line and column when known.
  private static func unloadedFile(_ file: UnloadedFile) -> JSON {
    .members([
      ("path", .string(file.path)),
      (
        "errors",
        .list(
          file.errors.map(diagnostic))
      ),
      ("warnings", .list(file.warnings.map(diagnostic))),
    ])
  }

  /// A diagnostic of loading: its line and column when known, its JSON path, message and help.
  private static func diagnostic(_ diagnostic: Diagnostic) -> JSON {
    .members([
      ("line", diagnostic.position.map { .number(Double($0.line)) }), ("column", diagnostic.position.map { .number(Double($0.column)) }),
      ("path", diagnostic.path.map { .string($0.description) }), ("message", .string(diagnostic.message)),
      ("help", diagnostic.help.map(JSON.string)),
    ])
  }

  private static func scenario(_ linted: LintedFile.Linted, in file: LintedFile, fixNumbers: [[Int?]]) -> JSON {
    .members([
      ("index", .number(Double(linted.index))), ("id", .string(linted.scenario.id)),
      (
        "findings",
        .list(
          linted.report.findings.enumerated().map {
            finding($1, position: file.position(step: $1.step, in: linted), fixNumbers: fixNumbers[$0])
          })
      ),
      (
        "unusedAcknowledgements",
        .list(
          linted.report.unusedAcknowledgements.map { item in
            let position = file.position(of: item.acknowledgement)
            return .members([
              ("step", .number(Double(item.step + 1))), ("rule", .string(item.acknowledgement.rule.rawValue)),
              ("reason", .string(LintSARIFRenderer.bounded(item.acknowledgement.reason))), ("line", .number(Double(position.line))),
              ("column", .number(Double(position.column))),
            ])
          })
      ),
      (
        "failure",
        linted.report.failure.map { failure in
          .members([("step", .number(Double(failure.step + 1))), ("message", .string(failure.message)), ("help", .string(failure.help))])
        }
      ),
    ])
  }

  private static func finding(_ finding: ScenarioLinter.Finding, position: SourcePosition, fixNumbers: [Int?]) -> JSON {
    let decision = finding.decision
    return .members([
      ("step", .number(Double(finding.step + 1))), ("line", .number(Double(position.line))), ("column", .number(Double(position.column))),
      ("recurrences", .list(finding.recurrences.map { .number(Double($0 + 1)) })),
      ("rule", .string(decision.rule.rawValue)), ("clause", .string(decision.clause.id)), ("level", .string(decision.level.rawValue)),
      ("aspect", .string(decision.aspect.rawValue)),
      ("message", .string(finding.message)), ("wisher", decision.wisher.map(JSON.string)),
      ("wish", decision.wish == .none ? nil : .string(decision.wish.description)), ("wanted", .string(decision.wanted)),
      ("shown", .string(decision.shown)), ("decider", decision.decider.map(JSON.string)),
      (
        "acknowledged",
        // A reason is the scenario's free text: kept as written, bounded as SARIF bounds it (2,000 characters).
        finding.acknowledgement.map { .object(["reason": .string(LintSARIFRenderer.bounded($0.reason))]) }
      ),
      (
        "fixes",
        .list(
          zip(finding.fixes, fixNumbers).map { fix, number in
            .members([
              ("number", number.map { .number(Double($0)) }), ("summary", .string(fix.summary)), ("location", .string(fix.location)),
              ("uikit", fix.uiKit.map(JSON.string)),
              ("swiftui", fix.swiftUI.map(JSON.string)), ("infoPlist", fix.infoPlist.map(JSON.string)), ("proof", .string(fix.proof)),
            ])
          })
      ),
      ("noFix", finding.noFix.map(JSON.string)),
    ])
  }
}
