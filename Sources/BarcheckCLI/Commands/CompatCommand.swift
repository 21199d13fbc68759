import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTools

/// `barcheck compat`: the compatibility matrix of several resolvers.
enum CompatCommand: Command {
  static let spec = CommandSpec(
    name: "compat", abstract: "Run several resolvers (in parallel) and write the compatibility matrix, scores and badges.",
    usage: "[<path> ...] --resolver <resolver> ... [--stream <results.jsonl> ...] [--out <dir>] [--timeout <seconds>]",
    arguments: [("<path>", "Case files or directories (default: the bundled suite).")],
    options: [
      .value("resolver", "RESOLVER", "A resolver to run: reference, exec:'COMMAND' or plugin:PATH.", repeatable: true),
      .value("stream", "PATH", "A result stream of an earlier run to include instead of running.", repeatable: true),
      .value("out", "DIR", "Where to write compat.json, compat.md, compat.html and badges/ (default: barcheck-reports/compat)."),
      .value("timeout", "SECONDS", "Per-case deadline for out-of-process resolvers (default: 10)."),
      .flag(
        "allow-partial",
        "Write badges for results that cover less than the suite (an incomplete run, or a stream filtered or sharded), marked partial."),
      .flag("isolate", "Load plugins in child processes."),
      .flag("mutation-score", "Also measure the suite's mutation score (barcheck mutants) and print it in the report."),
    ],
    discussion: """
      Outputs hold no timestamps or durations: regenerating them from the same resolvers gives the same bytes.
      Refuses to combine results from different suite contents. Exits 0 when the matrix is written, 2 on errors.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let spellings = arguments.values["resolver"] ?? []
    let streamPaths = arguments.values["stream"] ?? []
    guard spellings.count + streamPaths.count >= 1 else { throw UsageError("give at least one --resolver or --stream") }
    var choices: [ResolverChoice] = []
    for spelling in spellings { choices.append(try ResolverChoice(spelling: spelling, arguments: arguments)) }
    // Made before any resolver runs, so that a directory that cannot be made is said at once, not after the runs.
    let directory = arguments.value("out") ?? ReportOutputs.defaultDirectory + "/compat"
    do throws(DirectoryError) {
      try DirectoryError.make(directory, option: "--out")
    } catch {
      console.printError(error.description)
      return .usageOrInputError
    }
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
    if arguments.positionals.isEmpty, let warning = BundledSuite.implicitChoiceWarning() { console.printError(warning) }
    let loaded = SuiteLoader.load(paths: paths)
    console.report(loaded.diagnostics)
    if loaded.hasErrors { return .usageOrInputError }
    let cases = loaded.cases
    let suite = loaded.suite
    let jobs = max(1, Terminal.processorCount() / max(1, choices.count))
    let streams = await withTaskGroup(of: (Int, ResultStream).self) { group in
      for (index, choice) in choices.enumerated() {
        group.addTask {
          let resolver = await choice.start(suite: suite, console: console)
          let results = await Run(resolver: resolver, jobs: jobs, explainer: ReferenceResolver()).results(cases)
          await ResolverChoice.stop(resolver, console: console)
          let header = RunHeader(
            suite: suite, resolver: resolver.identity, platform: Terminal.platform(), hostname: Terminal.hostname(),
            startTime: Timestamp(secondsSince1970: Terminal.now()), commandLine: [])
          return (index, ResultStream(header: header, cases: results.map(CaseRecord.init), endTime: nil, complete: results.count == cases.count))
        }
      }
      var out: [(Int, ResultStream)] = []
      for await item in group { out.append(item) }
      return out.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var all = streams
    for path in streamPaths {
      guard let stream = StreamFiles.read(path, console: console) else { return .usageOrInputError }
      all.append(stream)
    }
    var matrix: CompatibilityMatrix
    do {
      matrix = try CompatibilityMatrix(streams: all)
    } catch {
      console.printError("error: \(error.message)")
      return .usageOrInputError
    }
    if arguments.flag("mutation-score") {
      switch MutantsCommand.readMutantsFile(nil) {
      case .success(let file):
        let report = await MutationRun(equivalent: file.equivalent, jobs: Terminal.processorCount()).run(cases)
        matrix.suiteStrength = report.overall
      case .failure(let problems):
        console.report(problems.diagnostics)
        return .usageOrInputError
      }
    }
    var files: [(String, String)] = [
      ("compat.json", CompatibilityRenderer.json(matrix)), ("compat.md", CompatibilityRenderer.markdown(matrix)),
      ("compat.html", CompatibilityRenderer.html(matrix)),
    ]
    var refused: [String] = []
    for (column, identity) in matrix.resolvers.enumerated() {
      if matrix.isPartial(column) && !arguments.flag("allow-partial") {
        refused.append(identity.name)
        continue
      }
      let slug = CompatibilityMatrix.slug(identity.name)
      files.append(("badges/\(slug).json", CompatibilityRenderer.badgeJSON(matrix, column: column)))
      files.append(("badges/\(slug).svg", CompatibilityRenderer.badgeSVG(matrix, column: column)))
    }
    for (name, text) in files {
      do throws(WriteError) {
        try FileSystem.write(text, to: directory + "/" + name)
      } catch {
        console.printError(error.description)
        return .usageOrInputError
      }
    }
    for (column, identity) in matrix.resolvers.enumerated() {
      console.print(
        "\(TextEscaping.line(identity.name, limit: 100).paddedColumn(24))\(CompatibilityRenderer.percentText(matrix.score(column)))\(CompatibilityRenderer.partialNote(matrix, column))"
      )
    }
    console.print(
      "interop: \(CompatibilityRenderer.percentText(matrix.interop)); \(matrix.disagreements.count) cases where one resolver disagrees with all others"
    )
    console.printError("compatibility report: \(directory)/compat.html (and compat.json, compat.md, badges/)")
    if !refused.isEmpty {
      console.printError(
        "error: no badge for \(refused.map { "'\(TextEscaping.line($0, limit: 100))'" }.joined(separator: ", ")): the results cover less than the suite (an incomplete run, or a filtered or sharded stream); merge the shards first, or pass --allow-partial to publish a badge marked partial"
      )
      return .usageOrInputError
    }
    return .success
  }
}
