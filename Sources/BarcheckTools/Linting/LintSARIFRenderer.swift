import BarcheckJSON
import BarcheckModel
import BarcheckReference

/// `barcheck lint --format sarif`: the findings as a SARIF 2.1.0 log, for code scanning and editors.
///
/// One run, whose driver lists a rule for every rule of the spec (S1–S24) and one for a step that cannot be
/// played. Every finding is a result at its step's position in the scenario file: `warning` when it fails lint,
/// `note` with an `inSource` suppression (the acknowledgement's reason as its justification) when the scenario
/// acknowledges it. An acknowledgement that matches no finding is a `warning` of the acknowledged rule at the
/// acknowledgement; a step that cannot be played is an `error`.
///
/// The run's one invocation says whether every file given was linted (`executionSuccessful`): a file that cannot be
/// read or does not load makes it false, with a `toolExecutionNotifications` entry of level `error` for each of the
/// file's errors, at its line and column, so that a log uploaded from such a run never reads as complete. What loading
/// a linted file warned of (the model's reach, a key that changes nothing there) is a notification of level `warning`
/// at its line and column, leaving the run successful: a warning of loading is not a finding.
///
/// A proven fix is a SARIF fix where its change can be written into the scenario file. A fix changes the app's code,
/// which the run never reads; its SARIF fix edits what the run did read, the scenario file, so that it describes the
/// app with the change made (the edit lint re-resolved to prove it): `artifactChanges` replace, in the scenario file,
/// the values the fix changes, and a change to a SwiftUI view as that view's keys (`ScenarioTextReplacement`). A change
/// that cannot be placed so (one no view key says, a key the fix removes) has no SARIF fix: replacing the whole file with
/// the lowered preview would put controllers where the developer wrote views. The code to write is in the result's message text (summary, location, proof) and, for every proven fix, in
/// full in `properties.fixes` (summary, location, uikit, swiftui, infoPlist, proof).
///
/// Text from the scenario files (acknowledgement reasons, titles, paths, ids) reaches people through SARIF viewers and
/// terminals, so message text, and the reasons and ids among the properties, are made visible (`TextEscaping.visible`: control characters and ANSI escapes
/// written out) and every such string is bounded; the JSON writer escapes what is left.
package enum LintSARIFRenderer {
  /// The SARIF schema the log names.
  package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// Where barcheck's documentation lives: the driver's `informationUri`.
  package static let informationURI = "https://github.com/barcheck/barcheck"
  /// The id of the rule of a step that cannot be played (not a rule of the spec).
  package static let unplayableRuleID = "unplayable-step"

  /// The longest text from a scenario file a log carries in one string (a reason, a title, a path).
  static let textLimit = 2_000
  /// The longest message text: a finding's message and its fixes.
  static let messageLimit = 20_000

  /// The log for the files linted, pretty-printed.
  ///
  /// - Parameters:
  ///   - files: The files as `barcheck lint` read and linted them.
  ///   - unloaded: The files it was given that could not be loaded, in the order given.
  /// - Returns: The SARIF 2.1.0 log, ending in a newline.
  package static func render(_ files: [LintedFile], unloaded: [UnloadedFile] = []) -> String {
    var results: [JSON] = []
    let numbers = LintedFile.fixNumbers(files)
    for (index, file) in files.enumerated() {
      for (scenario, linted) in file.scenarios.enumerated() {
        results += self.results(linted, in: file, artifact: index, several: file.scenarios.count > 1, fixNumbers: numbers[index][scenario])
      }
    }
    let run: JSON = .members([
      (
        "tool",
        .members([
          (
            "driver",
            .members([
              ("name", .string("barcheck")), ("informationUri", .string(informationURI)), ("version", .string(BarcheckVersion.current)),
              ("semanticVersion", .string(BarcheckVersion.current)), ("rules", .list(rules)),
            ])
          )
        ])
      ),
      ("invocations", .list([invocation(unloaded, warned: files)])),
      (
        "originalUriBaseIds",
        .members([
          (
            sourceRoot,
            .members([("description", message("The directory barcheck lint ran in: scenario paths given relative to it are relative to it."))])
          )
        ])
      ),
      ("columnKind", .string("unicodeCodePoints")),
      ("artifacts", .list(files.enumerated().map { artifact($1, index: $0) })),
      ("results", .list(results)),
    ])
    let log: JSON = .members([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .list([run]))])
    return invisibleEscaped(JSONWriter.string(log, layout: .pretty)) + "\n"
  }

  /// The log with every invisible or direction-changing character (control, format, line and paragraph separators)
  /// written as a JSON escape. They can only be inside strings, which read the same; the text a fix inserts must be
  /// the file's exact text, so it cannot be made visible as messages are, and this keeps it off a terminal raw.
  static func invisibleEscaped(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isInvisible) else { return json }
    var out = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard isInvisible(scalar) else {
        out.append(scalar)
        continue
      }
      let digits = Array("0123456789abcdef".unicodeScalars)
      for unit in String(scalar).utf16 {  // a scalar beyond the BMP is two escapes, a surrogate pair
        out.append(contentsOf: "\\u".unicodeScalars)
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((unit >> UInt16(shift)) & 0xF)]) }
      }
    }
    return String(out)
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x7F else { return false }  // the writer escapes those below a space; the rest are visible
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// The run's invocation: successful when every file given was linted; otherwise a notification for each error of
  /// each file that could not be loaded, at its position when it has one. A warning of loading a linted file is a
  /// notification too, of level `warning`.
  private static func invocation(_ unloaded: [UnloadedFile], warned files: [LintedFile]) -> JSON {
    let errors: [JSON] = unloaded.flatMap { file in
      file.errors.map { notification($0, level: "error", path: file.path, prefix: "cannot be linted: ") }
        + file.warnings.map { notification($0, level: "warning", path: file.path, prefix: "") }
    }
    let warnings: [JSON] = files.flatMap { file in file.warnings.map { notification($0, level: "warning", path: file.source.path, prefix: "") } }
    let notifications = errors + warnings
    return .members([
      ("executionSuccessful", .bool(unloaded.isEmpty)),
      ("toolExecutionNotifications", notifications.isEmpty ? nil : .list(notifications)),
    ])
  }

  /// A diagnostic of loading a file as a tool execution notification, at its line and column when it has one.
  private static func notification(_ diagnostic: Diagnostic, level: String, path: String, prefix: String) -> JSON {
    var text = "\(display(path)): \(prefix)" + (diagnostic.path.map { "at \($0): " } ?? "") + diagnostic.message
    if let help = diagnostic.help { text += "\nhelp: " + help }
    let region: JSON? = diagnostic.position.map { position in
      .members([("startLine", .number(Double(position.line))), ("startColumn", .number(Double(position.column)))])
    }
    let location: JSON = .members([
      ("physicalLocation", .members([("artifactLocation", artifactLocation(path, index: nil)), ("region", region)]))
    ])
    return .members([("level", .string(level)), ("message", message(display(text, limit: messageLimit))), ("locations", .list([location]))])
  }

  /// A scenario's results in the order the text output prints them: the step that cannot be played, the findings,
  /// the acknowledgements that match nothing.
  private static func results(_ linted: LintedFile.Linted, in file: LintedFile, artifact: Int, several: Bool, fixNumbers: [[Int?]]) -> [JSON] {
    let label = several ? " [\(display(linted.scenario.id))]" : ""
    var results: [JSON] = []
    if let failure = linted.report.failure {
      results.append(
        result(
          rule: unplayableRuleID, index: RuleID.allCases.count, level: "error",
          text: "step \(failure.step + 1) cannot be played: \(display(failure.message))\(label)\nhelp: \(display(failure.help))",
          location(file, artifact: artifact, at: file.position(step: failure.step, in: linted)),
          properties: [("scenario", .number(Double(linted.index))), ("step", .number(Double(failure.step + 1)))]))
    }
    for (n, finding) in linted.report.findings.enumerated() {
      let fixes = zip(finding.fixes, fixNumbers[n]).compactMap { sarifFix($0, number: $1, in: file, scenario: linted.index, artifact: artifact) }
      results.append(
        self.finding(
          finding, label: label, location(file, artifact: artifact, at: file.position(step: finding.step, in: linted)), linted,
          fixNumbers: fixNumbers[n], fixes: fixes))
    }
    for item in linted.report.unusedAcknowledgements {
      let rule = item.acknowledgement.rule
      results.append(
        result(
          rule: rule.rawValue, index: ruleIndex(rule), level: "warning",
          text: "step \(item.step + 1): the acknowledgement of \(item.acknowledgement.name) matches no finding at this step; remove it\(label)",
          location(file, artifact: artifact, at: file.position(of: item.acknowledgement)),
          properties: [
            ("scenario", .number(Double(linted.index))), ("step", .number(Double(item.step + 1))), ("unusedAcknowledgement", .bool(true)),
            ("reason", .string(display(item.acknowledgement.reason))),
          ]))
    }
    return results
  }

  /// A finding as a result: its message and fixes as text, the decision and fixes in full as properties.
  private static func finding(
    _ finding: ScenarioLinter.Finding, label: String, _ location: JSON, _ linted: LintedFile.Linted, fixNumbers: [Int?], fixes sarifFixes: [JSON]
  ) -> JSON {
    let decision = finding.decision
    let tag = "[\(decision.clause.id), \(decision.level.rawValue)\(finding.controller.map { "; controller \"\($0)\"" } ?? "")]"
    var lines = ["\(finding.message) \(tag)\(label)"]
    // Numbered as the text output and `lint --fix-preview N` number them.
    for (fix, number) in zip(finding.fixes, fixNumbers) {
      lines.append("fix\(number.map { " \($0)" } ?? ""): \(fix.summary), \(fix.location); proven: \(fix.proof)")
    }
    if let none = finding.noFix { lines.append("no fix offered: \(none)") }
    let fixes: [JSON] = zip(finding.fixes, fixNumbers).map { fix, number in
      .members([
        ("number", number.map { .number(Double($0)) }), ("summary", .string(fix.summary)), ("location", .string(fix.location)),
        ("uikit", fix.uiKit.map(JSON.string)),
        ("swiftui", fix.swiftUI.map(JSON.string)), ("infoPlist", fix.infoPlist.map(JSON.string)), ("proof", .string(fix.proof)),
      ])
    }
    let suppressions = finding.acknowledgement.map { acknowledgement in
      JSON.list([.members([("kind", .string("inSource")), ("justification", .string(display(acknowledgement.reason)))])])
    }
    return result(
      rule: finding.rule.rawValue, index: ruleIndex(finding.rule), level: finding.acknowledgement == nil ? "warning" : "note",
      text: display(lines.joined(separator: "\n"), limit: messageLimit), location,
      properties: [
        ("scenario", .number(Double(linted.index))), ("step", .number(Double(finding.step + 1))),
        ("recurrences", .list(finding.recurrences.map { .number(Double($0 + 1)) })), ("aspect", .string(decision.aspect.rawValue)),
        ("clause", .string(decision.clause.id)), ("clauseLevel", .string(decision.level.rawValue)),
        ("wisher", decision.wisher.map { .string(display($0)) }),
        ("wish", decision.wish == .none ? nil : .string(decision.wish.description)), ("wanted", .string(decision.wanted)),
        ("shown", .string(decision.shown)), ("decider", decision.decider.map { .string(display($0)) }), ("fixes", .list(fixes)),
        ("noFix", finding.noFix.map(JSON.string)),
      ],
      suppressions: suppressions,
      fixes: sarifFixes.isEmpty ? nil : .list(sarifFixes))
  }

  /// A fix as a SARIF fix: its description (with its number, as the text output and `lint --fix-preview N` number
  /// it), and the replacements in the scenario file that make it describe the app with the fix
  /// (`ScenarioTextReplacement`).
  /// Nil when the change cannot be written as values of the file (`ScenarioTextReplacement.replacements`): the fix is
  /// then only in the result's `properties.fixes`.
  private static func sarifFix(_ fix: ScenarioFix, number: Int?, in file: LintedFile, scenario: Int, artifact: Int) -> JSON? {
    guard let replacements = ScenarioTextReplacement.replacements(in: file, fix: fix, inScenario: scenario) else { return nil }
    let changes: [JSON] = replacements.map { replacement in
      let start = file.source.position(of: replacement.range.lowerBound)
      let end = file.source.position(of: replacement.range.upperBound)
      return .members([
        (
          "deletedRegion",
          .members([
            ("startLine", .number(Double(start.line))), ("startColumn", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
          ])
        ),
        ("insertedContent", .members([("text", .string(replacement.text))])),
      ])
    }
    return .members([
      (
        "description",
        message(
          display(
            "fix\(number.map { " \($0)" } ?? ""): \(fix.summary), \(fix.location). The change is code in the app; this edit makes the scenario describe the app with it\(number.map { " (lint --fix-preview \($0) prints the whole scenario)" } ?? "").",
            limit: messageLimit))
      ),
      (
        "artifactChanges",
        .list([.members([("artifactLocation", artifactLocation(file.source.path, index: artifact)), ("replacements", .list(changes))])])
      ),
    ])
  }

  private static func result(
    rule: String, index: Int, level: String, text: String, _ location: JSON, properties: [(String, JSON?)], suppressions: JSON? = nil,
    fixes: JSON? = nil
  ) -> JSON {
    .members([
      ("ruleId", .string(rule)), ("ruleIndex", .number(Double(index))), ("level", .string(level)), ("message", message(text)),
      ("locations", .list([location])), ("suppressions", suppressions), ("fixes", fixes), ("properties", .members(properties)),
    ])
  }

  /// A place in a scenario file.
  private static func location(_ file: LintedFile, artifact: Int, at position: SourcePosition) -> JSON {
    .members([
      (
        "physicalLocation",
        .members([
          ("artifactLocation", artifactLocation(file.source.path, index: artifact)),
          ("region", .members([("startLine", .number(Double(position.line))), ("startColumn", .number(Double(position.column)))])),
        ])
      )
    ])
  }

  /// `{"text": …}`.
  static func message(_ text: String) -> JSON { .members([("text", .string(text))]) }

  /// Text from a scenario file for people: control characters and escapes written out, bounded.
  static func display(_ text: String, limit: Int = textLimit) -> String { TextEscaping.bounded(TextEscaping.visible(text), limit: limit) }

  /// Text from a scenario file, bounded.
  static func bounded(_ text: String) -> String { TextEscaping.bounded(text, limit: textLimit) }
}
