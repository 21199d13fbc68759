import BarcheckEngine
import BarcheckModel
import BarcheckTools

/// `barcheck lint`: lints the suite, or app scenarios given as files.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint", abstract: "Lint the suite (no arguments) or app scenarios (case files without expectations).",
    usage: "[<scenario> ...] [--suite <dir>] [--floor <n>]",
    arguments: [("<scenario>", "App scenario files: each step is checked for stale, unreadable or ignored styles.")],
    options: [
      .value("suite", "DIR", "The suite directory to lint (default: the bundled Conformance/)."),
      .value("floor", "N", "The least number of cases every rule needs (default: 5)."),
    ],
    discussion: """
      SUITE CHECKS: the strict loader (the schema's rules and more), a $schema reference in every file,
      unique ids, ids never reused (aliases.json), tags from tags.json, levels no firmer than their
      weakest rule, every rule cited by at least the floor, every case passing the reference (or marked
      as a known disagreement that still disagrees), no two cases identical apart from their metadata,
      sources that resolve (a SPEC.md anchor that exists, or a web address), a first-hand report in every
      observed case, and SPEC.md itself: every rule with its anchor, confidence, versions and evidence.
      Prints the rule coverage table.

      SCENARIO WARNINGS: a stale status bar (S19), unreadable content (S23), a launch screen that
      differs from the first screen (S2), a child's style ignored by a visible navigation bar (S12),
      an application setter that does nothing (S3).

      EXIT STATUS: 0 clean, 1 problems or warnings, 2 usage or input errors.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    if !arguments.positionals.isEmpty {
      if arguments.value("suite") != nil { throw UsageError("give either scenario files or --suite, not both") }
      return lintScenarios(arguments.positionals, console: console)
    }
    let floor = try arguments.integer("floor", minimum: 0) ?? 5
    let directory = arguments.value("suite") ?? String(BundledSuite.casesDirectory.dropLast("/cases".count))
    return lintSuite(directory, floor: floor, console: console)
  }

  static func lintSuite(_ directory: String, floor: Int, console: Console) -> ExitCode {
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
    console.report(loaded.diagnostics + diagnostics + report.diagnostics)

    console.print("rule  cases  level      title")
    for (rule, count) in report.coverage {
      let mark = count < floor ? "  <- below \(floor)" : ""
      console.print("\(rule.id.rawValue.paddedColumn(5))\(String(count).paddedColumn(6))\(rule.level.rawValue.paddedColumn(10))\(rule.title)\(mark)")
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

  static func lintScenarios(_ paths: [String], console: Console) -> ExitCode {
    var warnings = 0
    var inputErrors = false
    for path in paths {
      guard let bytes = FileSystem.read(path) else {
        console.printError("\(path): error: cannot read the file")
        inputErrors = true
        continue
      }
      let source = SourceFile(path: path, bytes: bytes)
      let loaded = CaseLoader.load(source, mode: .scenario)
      console.report(loaded.diagnostics)
      if loaded.hasErrors { inputErrors = true }
      for scenario in loaded.cases {
        for warning in ScenarioLinter.lint(scenario) {
          warnings += 1
          let offset = warning.step < scenario.steps.count ? scenario.steps[warning.step].offset : 0
          let controller = warning.controller.map { "; controller \"\($0)\"" } ?? ""
          let rule = warning.rule.map { " [\($0)\(controller)]" } ?? ""
          console.printError(
            Diagnostic(
              .warning, file: path, position: source.position(of: offset), path: JSONPath.root.appending("steps").appending(warning.step),
              message: warning.message + rule, help: warning.advice
            ).description)
        }
      }
    }
    console.print("lint: \(warnings) warning\(warnings == 1 ? "" : "s") in \(paths.count) scenario file\(paths.count == 1 ? "" : "s")")
    if inputErrors { return .usageOrInputError }
    return warnings > 0 ? .unexpectedOutcomes : .success
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
