import BarcheckAdapters
import BarcheckEngine
import BarcheckJSON
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
      .value(
        "jobs", "N",
        "Cases in flight at once for an out-of-process resolver; for any, files indexed and reports written at once, and the next file loaded while a file's cases run (default: the number of cores)."
      ),
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
           (SIGINT/SIGTERM: the cases that finished are reported, marked incomplete);
           also when nothing applicable passed, and when --filter, --tag and --level
           match no case (the error names the selection; a shard left empty is fine)
        2  usage error, a case file could not be loaded (the other cases still run, and the
           reports say the run is incomplete and name the files), or a
           report could not be written in full (the file and the cause are named; the
           result stream then ends at its last whole line, without a footer, and the
           other reports say the run is incomplete); also when another run is writing
           the same result stream (its reports stay; this one runs nothing)
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
    // The reports directory is made before the suite is read or the resolver started: one that cannot be made stops
    // the run at once, saying why, where the stream's file was said to be unopenable.
    let madeDirectory = outputs.directory.flatMap { FileSystem.isDirectory($0) ? nil : $0 }
    guard outputs.makeDirectory(console: console) else { return .usageOrInputError }
    /// A run refused before its stream is written leaves no empty reports directory behind.
    func refused() { madeDirectory.map(FileSystem.removeIfEmpty) }
    if arguments.positionals.isEmpty, let warning = BundledSuite.implicitChoiceWarning() { console.printError(warning) }

    // A report to a pipe closed early is a write error that names it, not a signal that ends the run unreported.
    // (A run whose report went to `--html /dev/stdout | head` ended without a word, its other reports unwritten.)
    Platform.catchBrokenPipes()
    // Signals are caught before anything is read, so that an interrupt while the suite is indexed or the resolver
    // starts still ends in written reports (of no cases); without the watch in place it killed the process.
    let control = RunControl()
    let opened = OpenedStream()
    // The stream is the run's memory: records are read back from it for the other reports. Without
    // --json it goes to a temporary file, removed at the end (or by a second interrupt, which exits at once).
    let scratch = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(scratch) }
    let interruptWatch = Self.watchInterrupts(control: control, stream: opened, console: console) { streamOpened in
      FileSystemTemp.remove(scratch)
      // Once this run's stream is written, an earlier run's other reports would read as this run's; before, the
      // earlier run's reports are left whole, its stream with them.
      if streamOpened { outputs.files.removeEarlierReports() }
    }
    defer { interruptWatch.cancel() }

    // Two passes: the index identifies and counts the suite without holding it; the feed then loads
    // it file by file while the runner runs it, and each record goes to the stream as it is delivered.
    let index = SuiteIndex(paths: paths, selection: selection, jobs: jobs)
    console.report(index.diagnostics)
    if let required = arguments.value("require-suite"), index.suite.version != required {
      refused()
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
    let read: ExpectationFile?
    do throws(UsageError) {
      read = try Self.expectations(arguments, console: console)
    } catch {
      await ResolverChoice.stop(resolver, console: console)
      refused()
      throw error
    }
    guard let expectations = read else {
      await ResolverChoice.stop(resolver, console: console)
      refused()
      return .usageOrInputError
    }
    let header = RunHeader(
      suite: index.suite, resolver: identity, platform: Terminal.platform(), hostname: Terminal.hostname(),
      startTime: Timestamp(secondsSince1970: Terminal.now()), commandLine: ["barcheck"] + commandLine, shard: selection.shard?.description,
      // What the outcomes were judged by: `merge` refuses shards judged by different files or strictness.
      expectations: expectationsPath.map { RunExpectations(file: $0, bytes: FileSystem.read($0), strict: arguments.flag("strict")) })
    guard
      let stream = Self.openStream(
        outputs.json ?? scratch + "/results.jsonl", outputs: outputs, scratch: scratch, batching: choice.canEndTheProcess ? 1 : jobs,
        console: console)
    else {
      await ResolverChoice.stop(resolver, console: console)
      refused()
      return .usageOrInputError
    }
    // The stream stays locked until the reports that read it back are written.
    defer { stream.release() }
    stream.writeLine(header.json)
    opened.set(stream)

    var run = Run(
      resolver: resolver, jobs: jobs, expectations: expectations, maxFail: try arguments.integer("max-fail", minimum: 1),
      explainer: ReferenceResolver())
    // The feed loads the next file on another thread while the run resolves and records: an
    // in-process resolver is then called on the run's task, not a task a case competing with the loading.
    run.resolvesSynchronousInline = true
    var tally = RunTally()
    var display = RunConsole(console: console, verbose: arguments.flag("verbose"), planned: total)
    var check = expectationsPath.map { ExpectationCheck(file: expectations, path: $0, keepsOutcomes: arguments.flag("update-expectations")) }
    var feed = index.feed(selection: selection, prefetch: jobs > 1)
    let ending = await run.perform(feed: &feed, planned: total, control: control) { event in
      display.record(event)
      stream.record(event)
      tally.record(event)
      check?.record(event)
    }
    interruptWatch.cancel()
    let elapsed = start.duration(to: clock.now)
    await ResolverChoice.stop(resolver, console: console, interrupted: ending.stopReason?.cutsShort == true)
    display.printer.printTotals(tally.counts, families: tally.families, elapsed: elapsed)
    if !ending.complete {
      console.printError("error: the run is incomplete: \(ending.finished) of \(max(total, ending.selected)) cases finished")
    }
    var result = ResultStream(
      header: header, records: stream.records, endTime: Timestamp(secondsSince1970: Terminal.now()), complete: ending.complete,
      duration: elapsed.inSeconds)
    result.stopped = ending.complete ? nil : ending.stopReason?.description
    // A file that could not be loaded lost its cases: the run is incomplete whether or not the index counted them
    // (a file that is not JSON counts none), and the footer names the files, so that every report says why.
    let loadErrors = (index.diagnostics + tally.loadDiagnostics).filter { $0.severity == .error }
    result.unloaded = UnloadedFiles(diagnostics: loadErrors)
    if result.unloaded != nil { result.complete = false }
    stream.finish(footer: result.footerJSON)
    stream.close()
    if let failure = stream.failure {
      // The stream ends at its last whole line and has no footer; the other reports say the run is incomplete.
      console.printError(
        "\(failure.path): error: cannot write the result stream: \(failure.reason); it ends at the last case written in full, without a footer"
      )
      result.complete = false
      result.stopped = "not recorded in full: \(failure.reason)"
    }
    // A stream that failed is not listed among the reports written, nor written again.
    var others = outputs
    if stream.failure != nil { others.json = nil }
    let reportsWritten = others.write(
      result, console: console, streamWritten: others.json != nil, htmlSections: stream.sectionsPath, jobs: jobs)
    let reportsIncomplete = !reportsWritten || stream.failure != nil
    if reportsIncomplete { console.printError("error: the reports are incomplete: they could not all be written (above)") }

    return Self.exitCode(
      loadErrors: loadErrors, reportsIncomplete: reportsIncomplete, failed: result.failed, tally: tally, check: check, arguments: arguments,
      suite: index.suite, resolver: identity.name, nothingSelected: SelectionOptions.nothingSelectedProblem(arguments, index: index, paths: paths),
      console: console)
  }
}

extension RunCommand {
  /// ` (started … by `barcheck run …`)`: which run is writing a stream, from its header; empty when it cannot be read.
  static func writer(of streamPath: String) -> String {
    guard let line = FileSystem.firstLine(streamPath), let header = try? JSONParser.parse(line),
      let started = header["startTime"]?.stringValue
    else { return "" }
    let words = header["commandLine"]?.elements?.compactMap(\.stringValue) ?? []
    return TextEscaping.line(" (started \(started) by `\(words.joined(separator: " "))`)", limit: 300)
  }
}

extension String {
  /// The string, or nil when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }
}

extension RunCommand {
  /// The expectation file `--expectations` names, read and checked (its problems reported); an empty one without the
  /// option; nil when the run must stop (the file cannot be read or parsed).
  ///
  /// - Throws: `UsageError` for `--strict` or `--update-expectations` without `--expectations`.
  static func expectations(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExpectationFile? {
    guard let path = arguments.value("expectations") else {
      if arguments.flag("strict") || arguments.flag("update-expectations") {
        throw UsageError("--strict and --update-expectations need --expectations PATH")
      }
      return ExpectationFile()
    }
    guard let bytes = FileSystem.read(path) else {
      if arguments.flag("update-expectations") { return ExpectationFile() }
      console.printError("\(path): error: cannot read the expectation file")
      return nil
    }
    var (parsed, problems) = ExpectationFile.parse(SourceFile(path: path, bytes: bytes))
    console.report(problems)
    parsed?.strict = arguments.flag("strict")
    return parsed
  }

  /// The run's result stream, opened and locked; nil, after saying why, when it cannot be written (another run holds
  /// it, or the file cannot be created).
  static func openStream(_ path: String, outputs: ReportOutputs, scratch: String, batching: Int, console: Console) -> StreamRecorder? {
    do throws(WriteError) {
      return try StreamRecorder(
        path: path, htmlSections: outputs.html == nil ? nil : scratch + "/sections.html", readBackCopy: scratch + "/results.jsonl",
        batching: batching)
    } catch {
      if error == .locked(path: path) {
        // Two runs writing one stream would interleave their lines: the one that has it keeps it, with its reports.
        console.printError(
          "\(path): error: another run is writing this result stream\(Self.writer(of: path)); its reports stay, and this run stops before running anything"
        )
        console.printError("help: give each run a reports directory of its own (--reports DIR), or wait for the other to finish")
      } else {
        console.printError("\(path): error: cannot write the result stream: \(error.reason)")
      }
      return nil
    }
  }

  /// Catches interrupts for the run: the first stops the cases in flight and lets the reports be written, a second
  /// exits at once. Caught before the suite is read, so that an early SIGINT still ends in written reports.
  ///
  /// - Parameters:
  ///   - stream: The run's result stream, once it is open: a second interrupt closes it before exiting.
  ///   - beforeExit: What a second interrupt does before exiting, after closing the stream (told whether it was open):
  ///     remove the run's scratch files, and the earlier run's reports at this run's paths (this run writes none).
  static func watchInterrupts(
    control: RunControl, stream: OpenedStream, console: Console, beforeExit: @escaping @Sendable (_ streamOpened: Bool) -> Void
  ) -> Terminal.InterruptWatch {
    Terminal.onInterrupt { number in
      if control.stopReason?.cutsShort != true {
        console.printError(
          "\ninterrupted (signal \(number)): stopping the cases in flight and writing the reports; interrupt again to exit at once")
        control.stop(.interrupted(signal: number))
      } else {
        // A second interrupt exits now: the result stream, written as cases finish, has no footer and reads as incomplete.
        // The cases finished and not yet written (a batch) are written first, and the stream is closed, so that no
        // line is being written when the process exits (a later write finds it closed and does nothing).
        beforeExit(stream.close())
        console.printError("interrupted again: exiting without writing the reports")
        Terminal.exitNow(130)
      }
    }
  }

  /// The run's result stream once it is open, for the interrupt handler, which is in place before it is.
  final class OpenedStream: Sendable {
    private let stream = Mutex<StreamRecorder?>(nil)

    /// Records the stream, once open.
    func set(_ opened: StreamRecorder) { stream.withLock { $0 = opened } }

    /// Closes the stream if it is open (`StreamRecorder.close`): whether it was.
    func close() -> Bool {
      guard let opened = stream.withLock({ $0 }) else { return false }
      opened.close()
      return true
    }
  }

  /// The run's exit status once its reports are written: input errors first, then unexpected outcomes (a failed case,
  /// nothing checked, an expectation file's findings), having written the expectation file when asked to.
  ///
  /// - Parameter nothingSelected: Why the selection took no case (`SelectionOptions.nothingSelectedProblem`), when it
  ///   took none: the run fails (1) before the expectation file is updated or checked, as nothing was run to check it.
  static func exitCode(
    loadErrors: [Diagnostic], reportsIncomplete: Bool, failed: Bool, tally: RunTally, check: ExpectationCheck?, arguments: ParsedArguments,
    suite: SuiteIdentity, resolver: String, nothingSelected: String?, console: Console
  ) -> ExitCode {
    if !loadErrors.isEmpty {
      let files = Set(loadErrors.compactMap(\.file)).count
      console.printError(
        "error: \(files) file\(files == 1 ? "" : "s") could not be loaded fully (\(loadErrors.count) error\(loadErrors.count == 1 ? "" : "s") above); any of their cases that loaded ran"
      )
      return .usageOrInputError
    }
    if reportsIncomplete { return .usageOrInputError }
    if let nothingSelected {
      console.printError("error: \(nothingSelected)")
      console.printError("help: `barcheck list` shows every case's id, level and tags")
      return .unexpectedOutcomes
    }
    var failed = failed
    if !failed, let problem = tally.nothingCheckedProblem {
      console.printError("error: \(problem)")
      failed = true
    }
    if let check {
      if arguments.flag("update-expectations") {
        let next = check.updatedFile(suite: suite, resolver: resolver)
        do throws(WriteError) {
          try FileSystem.write(next.text, to: check.path)
          console.printError("\(check.path): \(next.entries.count) expected outcome\(next.entries.count == 1 ? "" : "s") written")
        } catch {
          console.printError("\(check.path): error: cannot write the expectation file: \(error.reason)")
          return .usageOrInputError
        }
      } else {
        let findings = check.findings(strict: arguments.flag("strict"), suite: suite, resolver: resolver)
        console.report(findings)
        failed = failed || findings.contains { $0.severity == .error }
      }
    }
    return failed ? .unexpectedOutcomes : .success
  }
}
