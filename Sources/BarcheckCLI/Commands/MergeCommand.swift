import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// `barcheck merge`: combines the result streams of shards into one.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge", abstract: "Combine the result streams of shards (--shard i/n) into one stream, and render reports from it.",
    usage: "<stream> ... [--json <merged.jsonl>] [--junit <path>] [--html <path>] [--markdown <path>] [--reports <dir>]",
    arguments: [("<stream>", "Result streams from barcheck run --shard I/N --json ...")], options: ReportOutputs.specs,
    discussion:
      "Refuses streams of different suites (content, name or version), resolvers (name or version), selections (--filter, --tag, --level), expectation files (--expectations, by content) or strictness (--strict), and overlapping shards, naming the files. Exits 1 when the merged run has unexpected outcomes or is incomplete."
  )

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard !arguments.positionals.isEmpty else { throw UsageError("missing the streams to merge") }
    let outputs = try ReportOutputs.parse(arguments, defaultDirectory: nil)
    if outputs.isEmpty { throw UsageError("nothing to write: give --json, --junit, --html, --markdown or --reports") }
    guard outputs.makeDirectory(console: console) else { return .usageOrInputError }
    var streams: [ResultStream] = []
    for path in arguments.positionals {
      guard let stream = StreamFiles.read(path, console: console) else { return .usageOrInputError }
      streams.append(stream)
    }
    var merged: ResultStream
    do {
      merged = try ResultStream.merge(streams, paths: arguments.positionals)
      // The reports' header says what they are: a merge of these streams, not the first shard's run.
      merged.header.commandLine = ["barcheck", "merge"] + arguments.positionals
    } catch {
      console.printError("error: \(error.message)")
      return .usageOrInputError
    }
    let missing = ResultStream.missingShards(streams)
    let unfinished = ResultStream.unfinishedShards(streams, paths: arguments.positionals)
    var why: [String] = []
    if !missing.isEmpty { why.append("shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing") }
    why += unfinished
    if let unloaded = merged.unloaded { why.append(unloaded.reason) }
    if why.isEmpty && !merged.complete { why.append("a stream did not finish") }
    console.print(
      "merged \(streams.count) streams: \(merged.cases.count) cases\(merged.complete ? "" : " (incomplete: \(why.joined(separator: "; ")))")")
    // What the merged run came to, as a run's last lines say it: the report job's log shows why it failed.
    let problems = merged.cases.summaries.filter { $0.outcome.isProblem }
    for summary in problems.prefix(10) {
      console.print("  \(summary.outcome.rawValue.uppercased())  \(TextEscaping.line(summary.id, limit: 200))")
    }
    if problems.count > 10 { console.print("  … and \(problems.count - 10) more (the reports list them all)") }
    RunSummaryPrinter(console: console, verbose: false).printTotals(merged.counts, elapsed: .seconds(merged.totalSeconds))
    guard outputs.write(merged, console: console) else { return .usageOrInputError }
    return merged.failed ? .unexpectedOutcomes : .success
  }
}

/// Reading result streams from files, with errors that name the file.
enum StreamFiles {
  /// Reads a stream file, leaving its records in the file (see `ResultStream(file:)`).
  static func read(_ path: String, console: Console) -> ResultStream? {
    do {
      return try ResultStream(file: path)
    } catch {
      console.printError(error.diagnostic(file: path).description)
      return nil
    }
  }
}
