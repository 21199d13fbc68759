import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import Synchronization

/// `barcheck run`: runs cases against a resolver and prints a summary.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run", abstract: "Run conformance cases against a resolver and print a summary.",
    usage: "[<path> ...] [--resolver <resolver>] [--filter <glob>] [--tag <tag>] [--level <level>] [--jobs <n>]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite, Conformance/cases).")],
    options: SelectionOptions.specs + [
      .value("resolver", "RESOLVER", "reference (default), exec:'COMMAND' (protocol v1 over stdin/stdout), plugin:PATH (C ABI)."),
      .flag("isolate", "Load a plugin in a child process, so that a crashing plugin is a crash outcome."),
      .value("timeout", "SECONDS", "Per-case deadline for out-of-process resolvers (default: 10)."),
      .value("restarts", "N", "How many times a crashed or hung resolver is restarted (default: 5)."),
      .value("jobs", "N", "Cases in flight at once (default: the number of cores)."),
      .value("max-fail", "N", "Stop starting cases after N unexpected outcomes; the reports say the run is incomplete."),
      .flag("verbose", "Print every case's outcome, not only the unexpected ones."),
      .value("expectations", "PATH", "An expectation file: expected failures become xfail, unexpected passes xpass."),
      .value("require-suite", "VERSION", "Refuse to run unless the suite's version (suite.json) is exactly this one."),
      .flag(
        "strict",
        "With --expectations: also fail on an unexpected pass, an entry for a case that no longer exists, an expected failure that was skipped or n/a, and a file written for another resolver."
      ),
      .flag("update-expectations", "Write the expectation file from this run, keeping the reasons and links of entries that stay."),
      .flag("no-reports", "Do not write the default reports directory (\(ReportOutputs.defaultDirectory)/); explicit --json, --html ... still are."),
    ] + ReportOutputs.specs,
    discussion: """
      EXIT STATUS:
        0  every outcome was as expected
        1  some case failed, errored, crashed or timed out, or the run was interrupted
           (SIGINT/SIGTERM: the cases that finished are reported, marked incomplete)
        2  usage error, or a case file could not be loaded (the other cases still run)
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    try await run(arguments, console: console, commandLine: [])
  }

  /// Runs, recording the command line in the result stream's header.
  static func run(_ arguments: ParsedArguments, console: Console, commandLine: [String]) async throws(UsageError) -> ExitCode {
    let selection = try SelectionOptions.selection(arguments)
    let outputs =
      try ReportOutputs.parse(arguments, defaultDirectory: arguments.flag("no-reports") ? nil : ReportOutputs.defaultDirectory)
    let jobs = try arguments.integer("jobs", minimum: 1) ?? Terminal.processorCount()
    let choice = try ResolverChoice(arguments)
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
    if arguments.positionals.isEmpty, let warning = BundledSuite.implicitChoiceWarning() { console.printError(warning) }

    // Two passes: the index identifies and counts the suite without holding it; the feed then loads
    // it file by file while the runner runs it, and each record goes to the stream as it is delivered.
    let index = SuiteIndex(paths: paths, selection: selection)
    console.report(index.diagnostics)
    if let required = arguments.value("require-suite"), index.suite.version != required {
      throw UsageError(
        "the suite is \(index.suite.name) \(index.suite.version), not \(required) (--require-suite); pin the suite your expectations were written for"
      )
    }
    // The run's duration counts from before the resolver starts (its handshake is part of the run) to the
    // last case, not the grace a resolver gets to stop.
    let clock = ContinuousClock()
    let start = clock.now
    let resolver = await choice.start(suite: index.suite, console: console)
    let identity = resolver.identity
    let total = index.selectedCount
    console.print(
      "barcheck \(BarcheckVersion.current): \(total) case\(total == 1 ? "" : "s") from \(TextEscaping.line(paths.joined(separator: ", "), limit: 500)) against \(TextEscaping.line("\(identity.name) \(identity.version) (\(identity.language))", limit: 300))"
    )

    let expectationsPath = arguments.value("expectations")
    var expectations = ExpectationFile()
    if let expectationsPath {
      if let bytes = FileSystem.read(expectationsPath) {
        let (parsed, problems) = ExpectationFile.parse(SourceFile(path: expectationsPath, bytes: bytes))
        console.report(problems)
        guard let parsed else { return .usageOrInputError }
        expectations = parsed
      } else if !arguments.flag("update-expectations") {
        console.printError("\(expectationsPath): error: cannot read the expectation file")
        return .usageOrInputError
      }
    } else if arguments.flag("strict") || arguments.flag("update-expectations") {
      throw UsageError("--strict and --update-expectations need --expectations PATH")
    }
    let header = RunHeader(
      suite: index.suite, resolver: identity, platform: Terminal.platform(), hostname: Terminal.hostname(),
      startTime: Timestamp(secondsSince1970: Terminal.now()), commandLine: ["barcheck"] + commandLine, shard: selection.shard?.description)
    // The stream is the run's memory: records are read back from it for the other reports. Without
    // --json it goes to a temporary file, removed at the end.
    let streamPath = outputs.json ?? FileSystemTemp.directory() + "/results.jsonl"
    guard let recorder = StreamRecorder(path: streamPath) else {
      console.printError("\(streamPath): error: cannot write the result stream")
      await ResolverChoice.stop(resolver, console: console)
      return .usageOrInputError
    }
    defer { if outputs.json == nil { FileSystemTemp.remove(String(streamPath.dropLast("/results.jsonl".count))) } }
    recorder.writeLine(header.json)

    let runner = Runner(resolver: resolver, jobs: jobs)
    let showProgress = console.errIsTerminal && total > 1
    // Signals are caught before the run starts, so that an early SIGINT still ends in written reports.
    let interrupted = Mutex<Int32?>(nil)
    let cancelRun = Mutex<(@Sendable () -> Void)?>(nil)
    let interruptWatch = Terminal.onInterrupt { number in
      let first = interrupted.withLock { current -> Bool in
        defer { current = current ?? number }
        return current == nil
      }
      if first {
        console.printError(
          "\ninterrupted (signal \(number)): stopping the cases in flight and writing the reports; interrupt again to exit at once")
        cancelRun.withLock { $0 }?()
      } else {
        // A second interrupt exits now: the result stream, written line by line, has no footer and reads as incomplete.
        console.printError("interrupted again: exiting without writing the reports")
        Terminal.exitNow(130)
      }
    }
    let maxFail = try arguments.integer("max-fail", minimum: 1)
    let knownFailures = expectations
    let printer = RunSummaryPrinter(console: console, verbose: arguments.flag("verbose"))
    let keepOutcomes = arguments.flag("update-expectations")
    let task = Task { () -> RunTally in
      var tally = RunTally()
      var feed = index.feed(selection: selection)
      feed.onDiagnostics = { diagnostics in
        if showProgress { console.clearProgress() }
        console.report(diagnostics)
      }
      await runner.run(feed: &feed) { raw in
        let result = knownFailures.apply(to: raw)
        if let entry = knownFailures.entries[raw.id], raw.outcome == .skip || raw.outcome == .notApplicable, !entry.outcomes.contains(raw.outcome) {
          tally.unusedExpectations.append(raw.id)
        }
        recorder.append(CaseRecord(result))
        tally.add(result, keepingOutcome: keepOutcomes)
        if showProgress { console.clearProgress() }
        printer.printIfWorthIt(result)
        if let maxFail, result.outcome.isProblem, tally.problems == maxFail {
          console.printError("stopping after \(maxFail) unexpected outcome\(maxFail == 1 ? "" : "s") (--max-fail); the cases in flight finish")
          withUnsafeCurrentTask { $0?.cancel() }
        }
        if showProgress && (tally.finished == total || tally.finished % max(1, total / 100) == 0) {
          console.progress("[\(tally.finished)/\(total)] \(result.id)")
        }
      }
      if showProgress { console.clearProgress() }
      // A stopped run is complete only if nothing was left to run.
      tally.exhausted = !Task.isCancelled || feed.next() == nil
      tally.selected = feed.selectedCount
      tally.loadedIDs = feed.loadedIDs
      tally.loadDiagnostics = feed.diagnostics
      return tally
    }
    // The run task exists only once it is created; a signal before that is remembered and acted on then.
    cancelRun.withLock { $0 = { task.cancel() } }
    if interrupted.withLock({ $0 }) != nil { task.cancel() }
    let tally = await task.value
    interruptWatch.cancel()
    let elapsed = start.duration(to: clock.now)
    await ResolverChoice.stop(resolver, console: console, interrupted: interrupted.withLock { $0 } != nil)
    printer.printTotals(tally.counts, families: tally.families, elapsed: elapsed)
    let complete = tally.exhausted && tally.finished == tally.selected && interrupted.withLock({ $0 }) == nil
    if !complete {
      console.printError("error: the run is incomplete: \(tally.finished) of \(max(total, tally.selected)) cases finished")
    }
    let stream = ResultStream(
      header: header, records: recorder.records, endTime: Timestamp(secondsSince1970: Terminal.now()), complete: complete,
      duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    recorder.writeLine(stream.footerJSON)
    recorder.close()
    let reportsWritten = outputs.write(stream, console: console, streamWritten: outputs.json != nil)

    let loadErrors = (index.diagnostics + tally.loadDiagnostics).filter { $0.severity == .error }
    if !loadErrors.isEmpty {
      let files = Set(loadErrors.compactMap(\.file)).count
      console.printError(
        "error: \(files) file\(files == 1 ? "" : "s") could not be loaded fully (\(loadErrors.count) error\(loadErrors.count == 1 ? "" : "s") above); their other cases ran"
      )
      return .usageOrInputError
    }
    if !reportsWritten { return .usageOrInputError }
    var failed = stream.failed
    let passed = tally.counts[.pass, default: 0] + tally.counts[.unexpectedPass, default: 0]
    if !failed && tally.finished > 0 && passed == 0 {
      // Skipping everything, or declaring capabilities that leave nothing to run, is not a green run.
      let applicable = tally.finished - tally.counts[.notApplicable, default: 0]
      console.printError(
        applicable == 0
          ? "error: no case applied: every case is outside the resolver's declared capabilities"
          : "error: no applicable case passed (\(tally.counts[.skip, default: 0]) skipped by the resolver)")
      failed = true
    }
    if let expectationsPath {
      let stale = expectations.staleEntries(suiteIDs: tally.loadedIDs)
      let unexpectedPasses = tally.counts[.unexpectedPass, default: 0]
      if arguments.flag("update-expectations") {
        var next = expectations.updated(withActualOutcomes: tally.actualOutcomes, suiteIDs: tally.loadedIDs, resolver: identity.name)
        next.suite = ExpectationFile.Suite(name: index.suite.name, version: index.suite.version, hash: index.suite.hash)
        do {
          try FileSystem.writeAtomically(next.text, to: expectationsPath)
          console.printError("\(expectationsPath): \(next.entries.count) expected outcome\(next.entries.count == 1 ? "" : "s") written")
        } catch {
          console.printError("\(expectationsPath): error: cannot write the expectation file: \(error)")
          return .usageOrInputError
        }
      } else {
        let strict = arguments.flag("strict")
        let severity = strict ? "error" : "warning"
        let mismatch = expectations.resolver.map { $0 != identity.name } ?? false
        if let recorded = expectations.suite, recorded.hash != index.suite.hash {
          console.printError(
            "\(expectationsPath): warning: written for \(TextEscaping.line(recorded.name, limit: 100)) \(TextEscaping.line(recorded.version, limit: 40)) (\(recorded.hash.prefix(19))…); this run uses \(index.suite.name) \(index.suite.version) (\(index.suite.hash.prefix(19))…): expected outcomes may have moved with the suite (see its CHANGELOG), refresh the file with --update-expectations"
          )
        }
        if mismatch, let recorded = expectations.resolver {
          console.printError(
            "\(expectationsPath): \(severity): the file is for the resolver '\(TextEscaping.line(recorded, limit: 100))', but '\(TextEscaping.line(identity.name, limit: 100))' ran"
          )
        }
        for id in tally.unusedExpectations {
          console.printError(
            "\(expectationsPath): \(severity): \"\(TextEscaping.line(id, limit: 200))\" is expected to fail, but it was not checked (skipped or n/a)")
        }
        if strict {
          for id in stale {
            console.printError("\(expectationsPath): error: stale entry \"\(TextEscaping.line(id, limit: 200))\": no such case in the suite")
          }
          if unexpectedPasses > 0 { console.printError("error: \(unexpectedPasses) unexpected pass\(unexpectedPasses == 1 ? "" : "es") (--strict)") }
          failed = failed || !stale.isEmpty || unexpectedPasses > 0 || mismatch || !tally.unusedExpectations.isEmpty
        }
      }
    }
    return failed ? .unexpectedOutcomes : .success
  }
}

/// What a streamed run keeps of its results: counts, not records.
struct RunTally: Sendable {
  /// Cases per outcome.
  var counts: [Outcome: Int] = [:]
  /// How many results were delivered.
  var finished = 0
  /// How many of them were unexpected.
  var problems = 0
  /// Each case's outcome before the expectation file applied, kept only for --update-expectations.
  var actualOutcomes: [(id: String, outcome: Outcome)] = []
  /// Whether the feed ran dry (false when the run stopped with cases left).
  var exhausted = true
  /// How many cases loaded and were selected.
  var selected = 0
  /// The ids of every case that loaded.
  var loadedIDs: Set<String> = []
  /// The case files' problems.
  var loadDiagnostics: [Diagnostic] = []
  /// Cases the expectation file expects to fail that were skipped or n/a instead (not checked at all).
  var unusedExpectations: [String] = []
  /// Outcomes by family, for the summary.
  var families = FamilyBreakdown()

  mutating func add(_ result: CaseResult, keepingOutcome: Bool) {
    counts[result.outcome, default: 0] += 1
    families.add(family: result.testCase.family, outcome: result.outcome)
    finished += 1
    if result.outcome.isProblem { problems += 1 }
    if keepingOutcome { actualOutcomes.append((result.id, result.actualOutcome ?? result.outcome)) }
  }
}

extension String {
  /// The string, or nil when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }
}
