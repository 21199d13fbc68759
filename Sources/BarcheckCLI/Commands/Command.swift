import BarcheckEngine
import BarcheckModel

/// A `barcheck` subcommand.
protocol Command: Sendable {
  /// Its name, options and help.
  static var spec: CommandSpec { get }
  /// Runs it.
  ///
  /// - Throws: `UsageError` for a command-line mistake found after parsing.
  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitCode
}

/// The bundled conformance suite's location.
enum BundledSuite {
  /// `Conformance/cases` in the working directory when there is one (a checkout), else the
  /// copy beside this package's sources.
  static var casesDirectory: String {
    if FileSystem.isDirectory("Conformance/cases") { return "Conformance/cases" }
    let source = #filePath
    var parts = source.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count > 4 { parts.removeLast(4) }
    return parts.joined(separator: "/") + "/Conformance/cases"
  }
}

/// The options shared by commands that select cases.
enum SelectionOptions {
  static let specs: [OptionSpec] = [
    .value("filter", "GLOB", "Only cases whose id matches the glob (* and ?).", repeatable: true),
    .value("tag", "TAG", "Only cases with this tag.", repeatable: true),
    .value("level", "LEVEL", "Only cases of this level: must, should or tentative.", repeatable: true),
    .value("shard", "I/N", "Only shard I of N (from 1), chosen by case id: the same everywhere, for CI matrices."),
  ]

  static func selection(_ arguments: ParsedArguments) throws(UsageError) -> CaseSelection {
    var selection = CaseSelection()
    selection.filters = arguments.values["filter"] ?? []
    selection.tags = Set(arguments.values["tag"] ?? [])
    if let text = arguments.value("shard") {
      guard let shard = CaseSelection.Shard(text) else { throw UsageError("invalid value '\(text)' for --shard: expected I/N with 1 ≤ I ≤ N") }
      selection.shard = shard
    }
    for raw in arguments.values["level"] ?? [] {
      guard let level = RequirementLevel(rawValue: raw) else {
        throw UsageError("invalid value '\(raw)' for --level: expected must, should or tentative")
      }
      selection.levels.insert(level)
    }
    return selection
  }
}
