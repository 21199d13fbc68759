import BarcheckModel
import BarcheckReports

/// `barcheck diff`: what changed between two result streams.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff", abstract: "Compare two result streams: regressions, fixes, added and removed cases, changed outcomes.",
    usage: "<old.jsonl> <new.jsonl> [--markdown <path>]",
    arguments: [("<old.jsonl>", "The baseline stream (e.g. from main)."), ("<new.jsonl>", "The stream to judge (e.g. from a pull request).")],
    options: [.value("markdown", "PATH", "Also write the comparison as Markdown, for a pull-request comment.")],
    discussion:
      "Exits 1 when there are regressions: a case that was fine now fails, errors, crashes or times out, or a case that passed no longer does (it is now skipped, n/a or an expected failure). Exits 1 too when the new stream is incomplete or partial (no footer, a run stopped early, a merge without a shard, one shard alone, or cases of the old stream missing): a pass lost with its line is no regression the diff could see. Either stream may be a pipe."
  )

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 2 else { throw UsageError("diff takes two result streams: OLD NEW") }
    guard let old = StreamFiles.read(arguments.positionals[0], console: console),
      let new = StreamFiles.read(arguments.positionals[1], console: console)
    else { return .usageOrInputError }
    let diff = StreamDiff(old: old, new: new)
    console.print(String(diff.text.dropLast()))
    for note in diff.notes { console.printError("\(arguments.positionals[0]): note: \(note)") }
    for reason in diff.incomplete { console.printError("\(arguments.positionals[1]): error: \(reason)") }
    if let path = arguments.value("markdown") {
      do {
        try FileSystem.write(diff.markdown, to: path)
      } catch {
        console.printError("\(path): error: cannot write the comparison: \(error.reason)")
        return .usageOrInputError
      }
    }
    return diff.passes ? .success : .unexpectedOutcomes
  }
}
