import BarcheckEngine
import BarcheckModel

/// `barcheck list`: prints the cases of a suite.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list", abstract: "List the cases of a suite: id, level, tags and title.",
    usage: "[<path> ...] [--filter <glob>] [--tag <tag>] [--level <level>] [--sources]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite).")],
    options: SelectionOptions.specs + [
      .flag("version", "Print the suite's name, version and content hash instead."),
      .flag(
        "sources", "Under each case, its evidence: each source with the OS, device, date and what was observed, its note and any known disagreement."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let selection = try SelectionOptions.selection(arguments)
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
    if arguments.positionals.isEmpty, let warning = BundledSuite.implicitChoiceWarning() { console.printError(warning) }
    let loaded = SuiteLoader.load(paths: paths)
    console.report(loaded.diagnostics)
    if arguments.flag("version") {
      console.print("\(loaded.suite.name) \(loaded.suite.version)")
      console.print("\(loaded.suite.hash) (\(loaded.suite.caseCount) cases)")
      return loaded.hasErrors ? .usageOrInputError : .success
    }
    let cases = loaded.cases.filter(selection.includes)
    let width = min(60, cases.map(\.id.count).max() ?? 0)
    for testCase in cases {
      let tags = testCase.tags.isEmpty ? "-" : testCase.tags.joined(separator: ",")
      console.print(
        "\(testCase.id.paddedColumn(width))\(testCase.level.rawValue.paddedColumn(9))\(TextEscaping.line(tags, limit: 120).paddedColumn(28))\(TextEscaping.line(testCase.title))"
      )
      if arguments.flag("sources") { printEvidence(of: testCase, console: console) }
    }
    console.printError("\(cases.count) case\(cases.count == 1 ? "" : "s")")
    return loaded.hasErrors ? .usageOrInputError : .success
  }

  /// The evidence lines under a case: rules, sources, note and known disagreement, every string made safe for a terminal.
  static func printEvidence(of testCase: ConformanceCase, console: Console) {
    console.print("    rules   " + testCase.rules.map { "\($0) (\($0.spec.specReference))" }.joined(separator: ", "))
    if testCase.sources.isEmpty { console.print("    source  none") }
    for source in testCase.sources { console.print("    source  " + TextEscaping.line(source.summary, limit: 600)) }
    if let note = testCase.note { console.print("    note    " + TextEscaping.line(note, limit: 600)) }
    if let reason = testCase.knownDisagreement {
      console.print("    " + console.styled("known disagreement", .yellow) + ": " + TextEscaping.line(reason, limit: 600))
    }
  }
}
