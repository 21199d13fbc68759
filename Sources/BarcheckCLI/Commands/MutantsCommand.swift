import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTools

/// `barcheck mutants`: the suite's mutation score, from runs against deliberately broken copies of the reference.
enum MutantsCommand: Command {
  static let spec = CommandSpec(
    name: "mutants", abstract: "Run the suite against mutants of the reference resolver and report which it kills: the suite's strength.",
    usage: "[<path> ...] [--mutant <glob>] [--jobs <n>] [--json <path>] [--markdown <path>] [--require-score <pct>] [--require-rule-score <pct>]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite).")],
    options: [
      .value("mutant", "GLOB", "Only mutants whose id matches the glob (* and ?), such as 'S9.*'.", repeatable: true),
      .value("jobs", "N", "Mutants run at once (default: the number of cores)."),
      .value("json", "PATH", "Write the report as JSON."),
      .value("markdown", "PATH", "Write the report as Markdown."),
      .value("mutants-file", "PATH", "The reviewed equivalents and floors (default: mutants.json beside the bundled cases directory)."),
      .value("require-score", "PCT", "Exit 1 when the overall score is below PCT percent."),
      .value("require-rule-score", "PCT", "Exit 1 when any rule's score is below PCT percent."),
      .flag("require-floors", "Exit 1 when a score is below the floors the mutants file records."),
      .flag("list", "List the mutants (id, clause and what each does wrong) instead of running."),
      .flag("by-clause", "Print every clause of SPEC.md with its mutants and the first case that pins it, not only the unpinned ones."),
    ],
    discussion: """
      A mutant is killed when at least one case fails (or errors) against it; cases marked knownDisagreement are judged \
      as for the reference and never kill. Score = killed / (mutants - equivalent). Exits 1 when a floor is not met or \
      when a mutant listed as equivalent is killed, 2 on input errors.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let globs = arguments.values["mutant"] ?? []
    let mutants = Mutant.allCases.filter { mutant in globs.isEmpty || globs.contains { CaseSelection.glob($0, matches: mutant.id) } }
    guard !mutants.isEmpty else { throw UsageError("no mutant matches \(globs.map { "'\($0)'" }.joined(separator: ", "))") }
    if arguments.flag("list") {
      let width = mutants.map(\.id.count).max() ?? 0
      for mutant in mutants { console.print("\(mutant.id.paddedColumn(width + 2))\(mutant.clause.id.paddedColumn(6))\(mutant.summary)") }
      console.printError("\(mutants.count) mutant\(mutants.count == 1 ? "" : "s")")
      return .success
    }
    let jobs = try arguments.integer("jobs", minimum: 1) ?? Terminal.processorCount()
    let requiredScore = try percentage(arguments, "require-score")
    let requiredRuleScore = try percentage(arguments, "require-rule-score")
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
    if arguments.positionals.isEmpty, let warning = BundledSuite.implicitChoiceWarning() { console.printError(warning) }
    let loaded = SuiteLoader.load(paths: paths)
    console.report(loaded.diagnostics)
    if loaded.hasErrors { return .usageOrInputError }
    let file: MutantsFile
    switch readMutantsFile(arguments.value("mutants-file")) {
    case .success(let read): file = read
    case .failure(let problems):
      console.report(problems.diagnostics)
      return .usageOrInputError
    }

    let showProgress = console.errIsTerminal
    let run = MutationRun(mutants: mutants, equivalent: file.equivalent, jobs: jobs)
    let report = await run.run(loaded.cases) { finished, total in
      if showProgress { console.progress("[\(finished)/\(total)] mutants") }
    }
    if showProgress { console.clearProgress() }
    guard report.referenceProblems.isEmpty else {
      console.printError(
        "error: the reference itself fails \(report.referenceProblems.count) case\(report.referenceProblems.count == 1 ? "" : "s") (\(report.referenceProblems.prefix(5).joined(separator: ", "))): they would kill every mutant, so there is no score"
      )
      console.printError("see 'barcheck run' for what fails")
      return .unexpectedOutcomes
    }
    printReport(report, cases: loaded.cases.count, byClause: arguments.flag("by-clause"), console: console)
    for (flag, text) in [
      ("json", MutationRenderer.json(report, suite: loaded.suite)), ("markdown", MutationRenderer.markdown(report, suite: loaded.suite)),
    ] {
      guard let path = arguments.value(flag) else { continue }
      do {
        try FileSystem.write(text, to: path)
      } catch {
        console.printError("\(path): error: cannot write the mutation report: \(error.reason)")
        return .usageOrInputError
      }
    }

    var failed = false
    for entry in report.contradictions {
      console.printError(
        "error: \(entry.mutant.id) is listed as equivalent, but \(entry.killers.prefix(3).joined(separator: ", ")) kill\(entry.killers.count == 1 ? "s" : "") it; remove it from the mutants file"
      )
      failed = true
    }
    let floors = arguments.flag("require-floors")
    for shortfall in report.shortfalls(
      score: requiredScore ?? (floors ? file.score : nil), ruleScore: requiredRuleScore ?? (floors ? file.ruleScore : nil))
    {
      console.printError("error: \(shortfall)")
      failed = true
    }
    return failed ? .unexpectedOutcomes : .success
  }

  /// The console summary: the per-rule table, the survivors, then the clauses no case pins (every clause with
  /// `--by-clause`).
  private static func printReport(_ report: MutationReport, cases: Int, byClause: Bool, console: Console) {
    let overall = report.overall
    console.print("\(cases) cases against \(overall.mutants) mutants of the reference resolver")
    console.print()
    console.print("rule  mutants  killed  survived  equivalent   score")
    for score in report.rules + [report.overall] {
      console.print(
        "\(score.rule.paddedColumn(6))\(String(score.mutants).rightAligned(7))\(String(score.killed).rightAligned(8))\(String(score.survived).rightAligned(10))\(String(score.equivalent).rightAligned(12))\(score.percentText.rightAligned(8))"
      )
    }
    let survivors = report.survivors
    console.print()
    console.print(survivors.isEmpty ? "no survivors" : "survivors:")
    for entry in survivors { console.print("  \(entry.mutant.id): \(entry.mutant.summary)") }
    let clauses = report.clauses
    let unpinned = clauses.filter { !$0.pinned }
    console.print()
    console.print("clauses: \(clauses.count), pinned by a case \(clauses.count - unpinned.count), not pinned \(unpinned.count)")
    for coverage in byClause ? clauses : unpinned { console.print("  " + ClauseCoverageLine.text(coverage)) }
  }

  private static func percentage(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> Double? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), value >= 0, value <= 100 else {
      throw UsageError("invalid value '\(text)' for --\(name): expected a percentage from 0 to 100")
    }
    return value
  }

  /// Problems reading the mutants file.
  struct FileProblems: Error {
    var diagnostics: [Diagnostic]
  }

  /// The mutants file named, or the one beside the bundled cases; an empty one when the default does not exist.
  static func readMutantsFile(_ named: String?) -> Result<MutantsFile, FileProblems> {
    var cases = BundledSuite.casesDirectory
    while cases.hasSuffix("/") { cases.removeLast() }
    let path = named ?? (cases.contains("/") ? String(cases[...(cases.lastIndex(of: "/") ?? cases.startIndex)]) : cases + "/../") + MutantsFile.name
    guard let bytes = FileSystem.read(path) else {
      if named == nil { return .success(MutantsFile()) }
      return .failure(FileProblems(diagnostics: [Diagnostic(.error, file: path, message: "cannot read the mutants file")]))
    }
    let (file, diagnostics) = MutantsFile.parse(SourceFile(path: path, bytes: bytes))
    guard let file else { return .failure(FileProblems(diagnostics: diagnostics)) }
    return .success(file)
  }
}
