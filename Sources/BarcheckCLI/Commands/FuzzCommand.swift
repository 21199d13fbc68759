import BarcheckAdapters
import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import BarcheckTools

/// `barcheck fuzz`: differential fuzzing of a resolver against the reference.
enum FuzzCommand: Command {
  static let spec = CommandSpec(
    name: "fuzz", abstract: "Fuzz a resolver against the reference; shrink every disagreement to a minimal case file.",
    usage: "--resolver <resolver> [--cases <n> | --seconds <n>] [--seed <s>] [--jobs <n>] [--out <dir>]",
    options: [
      .value("resolver", "RESOLVER", "The resolver to fuzz: exec:'COMMAND', plugin:PATH or reference."),
      .value("cases", "N", "How many generated cases to try (default: 1000)."),
      .value("seconds", "N", "Stop after this many seconds instead."),
      .value("seed", "S", "The seed (default: 1); the same seed finds the same cases."),
      .value("steps", "N", "The most steps a generated case has after launch (default: 12)."),
      .value(
        "jobs", "N",
        "Cases screened at once (default: the number of cores): threads for --resolver reference, up to that many requests in flight for exec: (at most the resolver's maxInFlight, and 256); an in-process plugin gets one at a time. With --cases, any number finds what one job finds; --seconds tries the first cases too, and says the --cases that repeats it."
      ),
      .value("out", "DIR", "Where to write the shrunk cases (default: barcheck-reports/fuzz)."),
      .value("timeout", "SECONDS", "Per-case deadline for out-of-process resolvers (default: 10)."),
      .flag("isolate", "Load a plugin in a child process."),
    ],
    discussion:
      "Each finding is written as a case file expecting what the reference shows, ready to add to the suite. Exits 1 when it finds disagreements, when the resolver gives no answer for a case (a crash, a timeout, an error or a skip), when it sends no case (every case generated is outside the resolver's capabilities), or when interrupted (SIGINT/SIGTERM: the cases started are finished, and what was found is reported and written; a second interrupt exits at once). A case that crashes or times out with other cases in flight can take them with it (the resolver is restarted), so with a resolver that crashes, the findings can differ with --jobs; use --jobs 1 to pin such a case."
  )

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard let spelling = arguments.value("resolver") else { throw UsageError("missing --resolver") }
    let choice = try ResolverChoice(spelling: spelling, arguments: arguments)
    let seconds = try arguments.integer("seconds", minimum: 1)
    let cases = try arguments.integer("cases", minimum: 1) ?? (seconds == nil ? 1_000 : Int.max)
    let seed = UInt64(try arguments.integer("seed", minimum: 0) ?? 1)
    let jobs = try arguments.integer("jobs", minimum: 1) ?? Terminal.processorCount()
    let generator = ScenarioGenerator(seed: seed, maximumSteps: try arguments.integer("steps", minimum: 1) ?? 12)
    let directory = arguments.value("out") ?? ReportOutputs.defaultDirectory + "/fuzz"
    let suite = SuiteIdentity(name: "barcheck-fuzz", version: "seed-\(seed)", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 0)
    // The first interrupt stops starting cases, and what was found is reported and written; a second exits at once.
    // Caught before the resolver starts, as `run` catches them, so that an interrupt while it starts ends in a report.
    let control = RunControl()
    let interruptWatch = Terminal.onInterrupt { number in
      if control.stopReason == nil {
        console.printError(
          "\ninterrupted (signal \(number)): finishing the cases started, then writing what was found; interrupt again to exit at once")
        control.stop(.interrupted(signal: number))
      } else {
        console.printError("interrupted again: exiting without writing what was found")
        Terminal.exitNow(130)
      }
    }
    // Made before fuzzing, so that a directory that cannot be written is said at once, not after the run.
    do throws(DirectoryError) {
      try DirectoryError.make(directory, option: "--out")
    } catch {
      interruptWatch.cancel()
      console.printError(error.description)
      return .usageOrInputError
    }
    let resolver = await choice.start(suite: suite, console: console)
    let fuzzer = Fuzzer(resolver: resolver, generator: generator)
    let deadline = seconds.map { ContinuousClock.now + .seconds($0) }
    let showProgress = console.errIsTerminal
    let summary = await fuzzer.run(
      cases: cases, jobs: jobs, until: deadline, stoppingWhen: { control.stopReason != nil },
      progress: { tried, found in
        if showProgress && tried % 50 == 0 { console.progress("[\(tried) cases] \(found) distinct disagreements") }
      })
    let interrupted = control.stopReason != nil
    let (tried, findings) = (summary.tried, summary.findings)
    if showProgress { console.clearProgress() }
    await ResolverChoice.stop(resolver, console: console)
    console.print(
      "fuzzed \(TextEscaping.line(resolver.identity.name, limit: 100)) with seed \(seed): \(tried) cases, \(findings.count) distinct disagreement\(findings.count == 1 ? "" : "s")"
    )
    for line in summaryDetails(summary, seed: seed, timed: seconds != nil || interrupted) { console.print(line) }
    if interrupted { console.print("  interrupted: the cases started were finished; the findings above are those of the cases tried") }
    let slug = CompatibilityMatrix.slug(resolver.identity.name)
    // A finding that cannot be written is said, and the others are still written: stopping at the first lost them.
    var unwritten = 0
    for (n, finding) in findings.enumerated() {
      var testCase = finding.shrunk
      testCase.id = "fuzz.\(slug)-\(n + 1)"
      testCase.title = "Found by barcheck fuzz: \(resolver.identity.name) disagrees on \(finding.diff.field) after \(finding.diff.event.rawValue)"
      // Sources that `barcheck lint` can follow (the spec's rules the case rests on), so that the finding is ready to
      // add to a suite; how it was found goes in its description. Citing the fuzz run itself failed lint.
      testCase.sources = testCase.rules.map { CaseSource(CaseSource.specFile + "#" + $0.rawValue.lowercased()) }
      testCase.description = "Found by barcheck fuzz --seed \(seed) (generated case \(finding.original.id)), then shrunk."
      let path = "\(directory)/\(slug)-\(n + 1).json"
      var written = true
      do throws(WriteError) {
        var json = testCase.json()
        if case .object(var members) = json {
          members.insert(JSONMember(key: "$schema", value: JSONNode(.string("../../schema/case.schema.json"))), at: 0)
          json = .object(members)
        }
        try FileSystem.write(JSONWriter.string(json, layout: .pretty) + "\n", to: path)
      } catch {
        console.printError(error.description)
        unwritten += 1
        written = false
      }
      console.print(
        "  \(finding.signature): \(finding.original.steps.count) -> \(finding.shrunk.steps.count) steps, \(TextEscaping.visible(finding.diff.description))"
      )
      // The file's path only when it was written: under its error, the path read as if the finding were there.
      console.print(written ? "    \(TextEscaping.line(path, limit: 500))" : "    not written (the error above says why)")
      if !finding.minimal {
        console.print("    not minimal: shrinking stopped at its budget of \(finding.shrinkTries) candidates")
      }
    }
    // The findings an earlier run of the same resolver wrote past this run's: left there, running the directory ran
    // disagreements this run did not find.
    do {
      // A finding by its name and by its id (`fuzz.SLUG-N`, as this command writes it): a file of the user's that is
      // only named like one stays.
      let stale = try FileSystem.removeFiles(in: directory) { name in
        guard let number = FileSystem.fileNumber(name, prefix: slug + "-"), number > findings.count,
          let bytes = FileSystem.firstBytes(directory + "/" + name, limit: 4_096)
        else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("\"id\": \"fuzz.\(slug)-\(number)\"")
      }
      if !stale.isEmpty {
        console.print(
          "removed \(stale.count) finding\(stale.count == 1 ? "" : "s") an earlier fuzz of this resolver left (\(TextEscaping.line(stale.joined(separator: ", "), limit: 200)))"
        )
      }
    } catch {
      let reason = TextEscaping.line(String(describing: error), limit: 300)
      console.printError("\(TextEscaping.line(directory, limit: 500)): error: cannot remove the findings an earlier fuzz left: \(reason)")
      return .usageOrInputError
    }
    interruptWatch.cancel()
    if unwritten > 0 { return .usageOrInputError }
    // A run that sent nothing tested nothing: it fails, as a `run` in which no case applied does.
    if tried == 0 && !interrupted { console.printError("error: no case was sent: every case generated is outside the resolver's capabilities") }
    return findings.isEmpty && summary.unanswered == 0 && !interrupted && tried > 0 ? .success : .unexpectedOutcomes
  }

  /// What the summary line leaves out: the cases generated but not sent (outside the resolver's capabilities), the
  /// cases the resolver did not answer (which also make the run fail: a resolver that crashes or hangs is not one that
  /// agrees), and, for a run stopped by `--seconds`, the `--cases` that repeats it.
  static func summaryDetails(_ summary: Fuzzer.Summary, seed: UInt64, timed: Bool) -> [String] {
    var lines: [String] = []
    let outside = summary.generated - summary.tried
    if outside > 0 {
      lines.append("  \(outside) of the \(summary.generated) cases generated are outside the resolver's capabilities and were not sent")
    }
    if summary.unanswered > 0 {
      let first = summary.firstUnanswered.map { ", the first: " + TextEscaping.line($0, limit: 300) } ?? ""
      lines.append(
        "  \(summary.unanswered) case\(summary.unanswered == 1 ? "" : "s") had no answer (a crash, a timeout, an error or a skip)\(first)")
    }
    if timed { lines.append("  the same cases again: --seed \(seed) --cases \(summary.generated)") }
    return lines
  }
}
