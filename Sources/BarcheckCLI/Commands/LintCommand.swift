import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTools

/// `barcheck lint`: lints the suite, or app scenarios given as files.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint", abstract: "Lint the suite (no arguments) or app scenarios (case files without expectations).",
    usage:
      "[--suite <dir>] [--floor <n>]\n       barcheck lint <scenario> ... [--format text|json|sarif]\n       barcheck lint <scenario> --fix-preview <n>",
    arguments: [
      (
        "<scenario>",
        "App scenario files: every preference UIKit ignores, stale or unreadable bars, with proven fixes. Files only: for standard input give /dev/stdin."
      )
    ],
    options: [
      .value("suite", "DIR", "The suite directory to lint (default: the bundled Conformance/). Not with scenario files."),
      .value("floor", "N", "The least number of cases every rule needs (default: 5). Not with scenario files."),
      .value(
        "format", "FORMAT", "Scenario findings as text (default), json, or sarif (SARIF 2.1.0, for code scanning and editors). Scenario files only."),
      .value("fix-preview", "N", "Print the scenario with the Nth fix offered applied, as JSON (one scenario file, no --format)."),
    ],
    discussion: """
      SUITE CHECKS: the strict loader (the schema's rules and more), a $schema reference in every file,
      unique ids, ids never reused (aliases.json), tags from tags.json, levels no firmer than their
      weakest rule or any clause their sources cite, every rule cited by at least the floor, every case passing the reference (or marked
      as a known disagreement that still disagrees), no two cases identical apart from their metadata,
      sources that resolve (a SPEC.md anchor that exists, or a web address), a first-hand report in every
      observed case, and SPEC.md itself: every rule with its anchor, confidence, versions and evidence.
      Prints the rule coverage table.

      SCENARIO FINDINGS: every preference the developer set (or a step's "want") that the bar does
      not show, with the rule that decided and why (S1, S3, S6-S9, S11-S17, S21, S24), a stale bar
      (S19, S10), an animation other than asked (S18), unreadable content (S23), a launch screen
      that differs from the first screen (S2). Each finding offers the fixes barcheck proved by
      re-resolving the scenario with them: the step then shows what was wanted, and no new finding
      appears. A step's "acknowledge" accepts a finding by rule; one that matches nothing warns.

      EXIT STATUS: 0 clean (acknowledged findings allowed), 1 problems or findings, 2 usage or input errors.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    // Every option belongs to one of the two lints: one given to the other is refused, never ignored.
    if arguments.positionals.contains("-") {
      throw UsageError("lint reads scenario files, not standard input ('-'): give the file, or /dev/stdin to read standard input")
    }
    if !arguments.positionals.isEmpty {
      if arguments.value("suite") != nil { throw UsageError("give either scenario files or --suite, not both") }
      if arguments.value("floor") != nil {
        throw UsageError("--floor is for the suite's lint, not scenario files: leave it out, or write 'barcheck lint --floor N' without files")
      }
      let format = arguments.value("format") ?? "text"
      guard ["text", "json", "sarif"].contains(format) else { throw UsageError("--format is text, json or sarif, not '\(format)'") }
      let fixPreview = try arguments.integer("fix-preview", minimum: 1)
      if fixPreview != nil && arguments.positionals.count != 1 { throw UsageError("--fix-preview takes one scenario file") }
      if fixPreview != nil && arguments.value("format") != nil {
        throw UsageError("--fix-preview prints the fixed scenario as JSON: leave out --format, or lint without --fix-preview")
      }
      return lintScenarios(arguments.positionals, format: format, fixPreview: fixPreview, console: console)
    }
    if let format = arguments.value("format") {
      throw UsageError("--format is for scenario files, the suite's lint prints text: write 'barcheck lint <scenario> ... --format \(format)'")
    }
    if arguments.value("fix-preview") != nil {
      throw UsageError("--fix-preview takes one scenario file: write 'barcheck lint <scenario> --fix-preview N'")
    }
    let floor = try arguments.integer("floor", minimum: 0) ?? 5
    let directory = arguments.value("suite") ?? String(BundledSuite.casesDirectory.dropLast("/cases".count))
    return await lintSuite(directory, floor: floor, console: console)
  }

  static func lintSuite(_ directory: String, floor: Int, console: Console) async -> ExitCode {
    let casesDirectory = directory + "/cases"
    guard FileSystem.isDirectory(casesDirectory) else {
      console.printError("\(directory): error: no cases/ directory; pass the suite's root with --suite")
      return .usageOrInputError
    }
    var diagnostics: [Diagnostic] = []
    let tags = readTags(directory + "/tags.json", &diagnostics)
    let aliases = readAliases(directory + "/aliases.json", &diagnostics)
    let loaded = SuiteLoader.load(paths: [casesDirectory])
    var references: [String: String?] = [:]
    for file in loaded.files {
      let node = FileSystem.read(file).flatMap { try? JSONParser.parse($0) }
      references[file] = node?["$schema"]?.stringValue
    }
    let specPath = directory + "/" + CaseSource.specFile
    var spec: SpecDocument?
    if let bytes = FileSystem.read(specPath) {
      spec = SpecDocument(text: String(decoding: bytes, as: UTF8.self), path: specPath)
    } else {
      diagnostics.append(
        Diagnostic(.error, file: specPath, message: "the suite has no spec", help: "the rules cases cite live in \(CaseSource.specFile)"))
    }
    let report = SuiteLinter.lint(
      loaded.cases, context: .init(tags: tags, aliases: aliases, schemaReferences: references, floor: floor, spec: spec))
    var mutantsFile = MutantsFile()
    if let bytes = FileSystem.read(directory + "/" + MutantsFile.name) {
      let (read, problems) = MutantsFile.parse(SourceFile(path: directory + "/" + MutantsFile.name, bytes: bytes))
      diagnostics += problems
      mutantsFile = read ?? mutantsFile
    }
    let clauses =
      loaded.hasErrors || spec == nil
      ? [] : await MutationRun(equivalent: mutantsFile.equivalent, jobs: Terminal.processorCount()).run(loaded.cases).clauses
    diagnostics += ClauseCoverageCheck.diagnostics(clauses, reviewed: mutantsFile.unpinned, spec: spec)
    console.report(loaded.diagnostics + diagnostics + report.diagnostics)

    console.print("rule  cases  level      title")
    for (rule, count) in report.coverage {
      let mark = count < floor ? "  <- below \(floor)" : ""
      console.print("\(rule.id.rawValue.paddedColumn(5))\(String(count).paddedColumn(6))\(rule.level.rawValue.paddedColumn(10))\(rule.title)\(mark)")
    }
    if !clauses.isEmpty {
      console.print()
      console.print("rule  clauses  pinned  not pinned")
      for rule in SpecRule.all {
        let own = clauses.filter { $0.clause.rule == rule.id }
        guard !own.isEmpty else { continue }
        let open = own.filter { !$0.pinned }.map { $0.clause.id + (mutantsFile.unpinned[$0.clause.id] == nil ? "" : " (reviewed)") }
        console.print(
          "\(rule.id.rawValue.paddedColumn(5))\(String(own.count).paddedColumn(8))\(String(own.count - open.count).paddedColumn(7))\(open.joined(separator: ", "))"
        )
      }
      console.print("clauses: \(clauses.count), pinned by a case \(clauses.count { $0.pinned }) ('barcheck mutants --by-clause' lists each)")
    }
    console.print()
    console.print("families: " + report.families.map { "\($0.family) \($0.count)" }.joined(separator: ", "))
    console.print("levels: " + report.levels.map { "\($0.level.rawValue) \($0.count)" }.joined(separator: ", "))
    console.print("flows of five or more steps: \(report.flows) of \(loaded.cases.count)")
    console.print("suite: \(loaded.suite)")
    let problems = (loaded.diagnostics + diagnostics + report.diagnostics).filter { $0.severity == .error }.count
    console.print("lint: \(problems == 0 ? "no problems" : "\(problems) problem\(problems == 1 ? "" : "s")") in \(loaded.cases.count) cases")
    if loaded.hasErrors { return .usageOrInputError }
    return problems > 0 ? .unexpectedOutcomes : .success
  }

  static func lintScenarios(_ paths: [String], format: String, fixPreview: Int?, console: Console) -> ExitCode {
    var files: [LintedFile] = []
    var unloaded: [UnloadedFile] = []
    for path in paths {
      guard let bytes = FileSystem.read(path) else {
        let unreadable = UnloadedFile(path: path, diagnostics: [FileSystem.unreadable(path)])
        console.report(unreadable.errors)
        unloaded.append(unreadable)
        continue
      }
      let source = SourceFile(path: path, bytes: bytes)
      let loaded = ScenarioFile.load(source)
      console.report(loaded.diagnostics)
      if loaded.hasErrors {
        unloaded.append(UnloadedFile(path: path, diagnostics: loaded.diagnostics))
        continue
      }
      let linted = loaded.cases.enumerated().map { index, scenario in
        LintedFile.Linted(index: index, scenario: scenario, report: ScenarioLinter.lint(scenario))
      }
      files.append(LintedFile(source: source, scenarios: linted, warnings: loaded.diagnostics))
    }
    if let fixPreview {
      // A file that did not load has said why; there are no fixes to count.
      guard unloaded.isEmpty else { return .usageOrInputError }
      let numbers = LintedFile.fixNumbers(files)
      let offered = numbers.joined().joined().joined().compactMap { $0 }.count
      guard let file = files.first, fixPreview <= offered else {
        console.printError("error: --fix-preview \(fixPreview): lint offered \(offered) fix\(offered == 1 ? "" : "es")")
        return .usageOrInputError
      }
      // The whole file, with the one scenario the fix is for changed (as controllers: SwiftUI views lowered).
      var scenarios = file.scenarios.map(\.scenario)
      var replacements: [ScenarioTextReplacement]?
      for (s, linted) in file.scenarios.enumerated() {
        for (f, finding) in linted.report.findings.enumerated() {
          for (x, fix) in finding.fixes.enumerated() where numbers[0][s][f][x] == fixPreview {
            console.printError("fix \(fixPreview): \(TextEscaping.line(fix.summary, limit: 500)) (\(TextEscaping.line(fix.proof, limit: 500)))")
            scenarios = file.fixed(fix, inScenario: s)
            replacements = ScenarioTextReplacement.replacements(in: file, fix: fix, inScenario: s)
          }
        }
      }
      // The file as written, the fix's values put where it has them (its keys, `$schema` and layout kept; a change to
      // a SwiftUI view as that view's modifier keys), as the SARIF fix edits it; the scenario as controllers when the
      // change cannot be written into the file so (a change no view key says, a key the fix removes).
      if let replacements {
        let text = String(decoding: ScenarioTextReplacement.apply(replacements, to: file.source.bytes), as: UTF8.self)
        console.printDocument(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      } else {
        console.printError("(the scenario as the controllers it describes: the change cannot be written into the file as you wrote it)")
        console.printDocument(String(LintedFile.previewText(scenarios).dropLast()))
      }
      return unloaded.isEmpty ? .success : .usageOrInputError
    }
    switch format {
    case "json": console.printDocument(String(LintJSONRenderer.render(files, unloaded: unloaded).dropLast()))
    case "sarif": console.printDocument(String(LintSARIFRenderer.render(files, unloaded: unloaded).dropLast()))
    default: printFindings(files, unloaded: unloaded.count, console: console)
    }
    if !unloaded.isEmpty { return .usageOrInputError }
    return files.allSatisfy { $0.scenarios.allSatisfy(\.report.isClean) } ? .success : .unexpectedOutcomes
  }

  /// Compiler-style lines on standard output (they are lint's results; input errors go to standard error): each
  /// finding, its fixes with their code and proof, or why none is offered; then a line that counts them and the
  /// files that could not be loaded.
  static func printFindings(_ files: [LintedFile], unloaded: Int = 0, console: Console) {
    var failing = 0
    var acknowledged = 0
    var offered = 0
    let numbers = LintedFile.fixNumbers(files)
    for (fileIndex, file) in files.enumerated() {
      for (scenarioIndex, linted) in file.scenarios.enumerated() {
        let label = file.scenarios.count > 1 ? " [\(TextEscaping.line(linted.scenario.id, limit: 200))]" : ""
        if let failure = linted.report.failure {
          let position = file.position(step: failure.step, in: linted)
          console.printError(
            Diagnostic(
              .error, file: file.source.path, position: position, path: JSONPath.root.appending("steps").appending(failure.step),
              message: "step \(failure.step + 1) cannot be played: \(failure.message)\(label)", help: failure.help
            ).description)
        }
        for (findingIndex, finding) in linted.report.findings.enumerated() {
          let position = file.position(step: finding.step, in: linted)
          let location = "\(file.source.path):\(position.line):\(position.column)"
          let tag =
            "[\(finding.decision.clause.id), \(finding.decision.level.rawValue)\(finding.controller.map { "; controller \"\(TextEscaping.line($0, limit: 200))\"" } ?? "")]"
          if let acknowledgement = finding.acknowledgement {
            acknowledged += 1
            console.print("\(location): note: acknowledged: \(TextEscaping.line(finding.message, limit: 2_000)) \(tag)\(label)")
            console.print("  reason: \(TextEscaping.line(acknowledgement.reason, limit: 300))")
            continue
          }
          failing += 1
          console.print("\(location): warning: \(TextEscaping.line(finding.message, limit: 2_000)) \(tag)\(label)")
          for (fix, number) in zip(finding.fixes, numbers[fileIndex][scenarioIndex][findingIndex]) {
            offered += 1
            console.print(
              "  fix \(number ?? offered): \(TextEscaping.line(fix.summary, limit: 500)), \(TextEscaping.line(fix.location, limit: 500)):")
            if let code = fix.uiKit { console.print(indented(code, label: "UIKit")) }
            if let code = fix.swiftUI { console.print(indented(code, label: "SwiftUI")) }
            if let code = fix.infoPlist { console.print(indented(code, label: "Info.plist")) }
            console.print("    proven: \(TextEscaping.line(fix.proof, limit: 500))")
          }
          if let none = finding.noFix { console.print("  no fix offered: \(TextEscaping.line(none, limit: 2_000))") }
        }
        for item in linted.report.unusedAcknowledgements {
          let position = file.position(of: item.acknowledgement)
          console.print(
            "\(file.source.path):\(position.line):\(position.column): warning: step \(item.step + 1): the acknowledgement of \(item.acknowledgement.name) matches no finding at this step; remove it\(label)"
          )
          failing += 1
        }
      }
    }
    let scenarios = files.reduce(0) { $0 + $1.scenarios.count }
    // A file that did not load is named on the last line: a count of the others alone would read as the whole lint.
    let notLoaded = unloaded == 0 ? "" : "\(unloaded) file\(unloaded == 1 ? "" : "s") could not be loaded (the errors say why)"
    // Nothing could be read: a count of nothing would read as a clean lint.
    guard !files.isEmpty else {
      if unloaded > 0 { console.print("lint: nothing linted; \(notLoaded)") }
      return
    }
    console.print(
      "lint: \(failing) finding\(failing == 1 ? "" : "s")\(acknowledged > 0 ? " (\(acknowledged) acknowledged)" : "") in \(scenarios) scenario\(scenarios == 1 ? "" : "s")\(offered > 0 ? "; \(offered) proven fix\(offered == 1 ? "" : "es")" : "")\(notLoaded.isEmpty ? "" : "; " + notLoaded)"
    )
  }

  private static func indented(_ code: String, label: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
      (i == 0 ? "    \(label): " : String(repeating: " ", count: 6 + label.count)) + TextEscaping.line(String(line), limit: 500)
    }.joined(separator: "\n")
  }

  static func readTags(_ path: String, _ diagnostics: inout [Diagnostic]) -> Set<String> {
    guard let bytes = FileSystem.read(path) else {
      diagnostics.append(Diagnostic(.error, file: path, message: "cannot read the tag vocabulary", help: "tags.json maps each tag to its meaning"))
      return []
    }
    let read = SuiteVocabulary.tags(SourceFile(path: path, bytes: bytes))
    diagnostics += read.diagnostics
    return read.tags
  }

  static func readAliases(_ path: String, _ diagnostics: inout [Diagnostic]) -> [String: String] {
    guard let bytes = FileSystem.read(path) else { return [:] }
    let read = SuiteVocabulary.aliases(SourceFile(path: path, bytes: bytes))
    diagnostics += read.diagnostics
    return read.aliases
  }
}
