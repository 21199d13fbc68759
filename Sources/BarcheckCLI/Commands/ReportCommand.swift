import BarcheckModel
import BarcheckReports

/// `barcheck report`: renders reports from a result stream without running anything again.
enum ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report", abstract: "Render JUnit, HTML and Markdown reports from a result stream, without re-running.",
    usage: "<results.jsonl> [--junit <path>] [--junit-flavor <flavor>] [--html <path>] [--markdown <path>] [--reports <dir>]",
    arguments: [("<results.jsonl>", "A result stream written by barcheck run --json (or merged from shards).")],
    options: ReportOutputs.specs.filter { $0.name != "json" },
    discussion: "Exits 1 when the stream records unexpected outcomes or an incomplete run, 2 when it cannot be read.")

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(arguments.positionals.isEmpty ? "missing the result stream to render" : "report takes one result stream")
    }
    var outputs = try ReportOutputs.parse(arguments, defaultDirectory: nil)
    outputs.json = nil
    if outputs.isEmpty { throw UsageError("nothing to write: give --junit, --html, --markdown or --reports") }
    guard outputs.makeDirectory(console: console) else { return .usageOrInputError }
    guard let stream = StreamFiles.read(path, console: console) else { return .usageOrInputError }
    if !stream.complete { console.printError("\(path): warning: the run is incomplete: \(stream.incompleteReason)") }
    guard outputs.write(stream, console: console) else { return .usageOrInputError }
    return stream.failed ? .unexpectedOutcomes : .success
  }
}
