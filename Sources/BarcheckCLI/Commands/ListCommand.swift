import BarcheckEngine
import BarcheckModel

/// `barcheck list`: prints the cases of a suite.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list", abstract: "List the cases of a suite: id, level, tags and title.",
    usage: "[<path> ...] [--filter <glob>] [--tag <tag>] [--level <level>]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite).")],
    options: SelectionOptions.specs + [.flag("version", "Print the suite's name, version and content hash instead.")])

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let selection = try SelectionOptions.selection(arguments)
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
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
      console.print("\(testCase.id.paddedColumn(width))\(testCase.level.rawValue.paddedColumn(9))\(tags.paddedColumn(28))\(testCase.title)")
    }
    console.printError("\(cases.count) case\(cases.count == 1 ? "" : "s")")
    return loaded.hasErrors ? .usageOrInputError : .success
  }
}
