import BarcheckEngine
import BarcheckModel
import BarcheckReference
import Synchronization

/// `barcheck run`: runs cases against a resolver and prints a summary.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run", abstract: "Run conformance cases against a resolver and print a summary.",
    usage: "[<path> ...] [--resolver <resolver>] [--filter <glob>] [--tag <tag>] [--level <level>] [--jobs <n>]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite, Conformance/cases).")],
    options: SelectionOptions.specs + [
      .value("resolver", "RESOLVER", "The resolver to test (default: reference)."),
      .value("jobs", "N", "Cases in flight at once (default: the number of cores)."),
      .flag("verbose", "Print every case's outcome, not only the unexpected ones."),
    ],
    discussion: """
      EXIT STATUS:
        0  every outcome was as expected
        1  some case failed, errored, crashed or timed out
        2  usage error, or a case file could not be loaded (the other cases still run)
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let selection = try SelectionOptions.selection(arguments)
    let jobs = try arguments.integer("jobs", minimum: 1) ?? Terminal.processorCount()
    let resolver = try ResolverChoice.resolver(named: arguments.value("resolver") ?? "reference")
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals

    let loaded = SuiteLoader.load(paths: paths)
    console.report(loaded.diagnostics)
    let cases = loaded.cases.filter(selection.includes)
    let identity = resolver.identity
    console.print(
      "barcheck \(BarcheckVersion.current): \(cases.count) case\(cases.count == 1 ? "" : "s") from \(paths.joined(separator: ", ")) against \(identity.name) \(identity.version) (\(identity.language))"
    )

    let progressLine = Mutex(0)
    let clock = ContinuousClock()
    let start = clock.now
    let runner = Runner(resolver: resolver, jobs: jobs)
    let showProgress = console.errIsTerminal && cases.count > 1
    let results = await runner.run(cases) { result, finished, total in
      guard showProgress else { return }
      progressLine.withLock { last in
        guard finished == total || finished - last >= max(1, total / 100) else { return }
        last = finished
        console.err("\r\u{1B}[2K[\(finished)/\(total)] \(result.id)")
        if finished == total { console.err("\r\u{1B}[2K") }
      }
    }
    let elapsed = start.duration(to: clock.now)
    RunSummaryPrinter(console: console, verbose: arguments.flag("verbose")).print(results, elapsed: elapsed)

    let loadErrors = loaded.diagnostics.filter { $0.severity == .error }
    if !loadErrors.isEmpty {
      let files = Set(loadErrors.compactMap(\.file)).count
      console.printError(
        "error: \(files) file\(files == 1 ? "" : "s") could not be loaded fully (\(loadErrors.count) error\(loadErrors.count == 1 ? "" : "s") above); their other cases ran"
      )
      return .usageOrInputError
    }
    return results.contains { $0.outcome.isProblem } ? .unexpectedOutcomes : .success
  }
}

/// Turns `--resolver` into a resolver.
enum ResolverChoice {
  static func resolver(named name: String) throws(UsageError) -> any Resolver {
    switch name {
    case "reference": return ReferenceResolver()
    default:
      throw UsageError("unknown resolver '\(name)'; this version runs the in-process 'reference' resolver")
    }
  }
}
