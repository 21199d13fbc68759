import BarcheckEngine
import BarcheckModel
import BarcheckReports
import Foundation

/// A `barcheck` subcommand.
protocol Command: Sendable {
  /// Its name, options and help.
  static var spec: CommandSpec { get }
  /// Runs it.
  ///
  /// - Throws: `UsageError` for a command-line mistake found after parsing.
  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitCode
}

/// The bundled conformance suite's location, when a command is given no cases of its own.
enum BundledSuite {
  /// In order: the directory `BARCHECK_SUITE` names; `Conformance/cases` in the working directory (a checkout of
  /// this package, or of a suite); the suite beside the sources this binary was built from.
  static var casesDirectory: String {
    if let chosen = Terminal.environment("BARCHECK_SUITE"), !chosen.isEmpty { return chosen }
    if FileSystem.isDirectory("Conformance/cases") { return "Conformance/cases" }
    return compiledIn
  }

  /// The suite beside the sources this binary was built from.
  static var compiledIn: String {
    let source = #filePath
    var parts = source.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count > 4 { parts.removeLast(4) }
    return parts.joined(separator: "/") + "/Conformance/cases"
  }

  /// A warning when the suite was chosen implicitly and is not the one this binary was built with (a working
  /// directory's `Conformance/cases` that belongs to another checkout or suite), or when there is none at all.
  static func implicitChoiceWarning() -> String? {
    let chosen = casesDirectory
    if !FileSystem.isDirectory(chosen) {
      return "warning: no suite at \(chosen): pass case files or directories, or set BARCHECK_SUITE to a suite's cases directory"
    }
    guard Terminal.environment("BARCHECK_SUITE") == nil, chosen == "Conformance/cases" else { return nil }
    let here = FileManager.default.currentDirectoryPath + "/Conformance/cases"
    let built = compiledIn
    if FileSystem.isDirectory(built), (try? FileManager.default.destinationOfSymbolicLink(atPath: here)) == nil,
      URL(fileURLWithPath: here).standardizedFileURL.path != URL(fileURLWithPath: built).standardizedFileURL.path
    {
      return
        "warning: using ./Conformance/cases (the working directory's suite), not the one this barcheck was built with at \(built); pass the path explicitly to choose"
    }
    return nil
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

  /// Why a run has nothing to run, when its `--filter`, `--tag` and `--level` match no case of the suite: `no case
  /// matches --tag nosuchtag in Conformance/cases (312 cases); did you mean --tag 'navigation'?`. A misspelt tag or
  /// glob ran nothing and passed. Nil when the selection takes a case, or takes some and only its shard is empty (a
  /// small suite split many ways).
  ///
  /// - Parameter arguments: The command line, for the selection as it was written (each option in its order).
  static func nothingSelectedProblem(_ arguments: ParsedArguments, index: SuiteIndex, paths: [String]) -> String? {
    guard index.selectedIgnoringShard == 0 else { return nil }
    var words: [String] = []
    for option in ["filter", "tag", "level"] {
      for value in arguments.values[option] ?? [] { words.append("--\(option) \(ShellWord.quoted(value))") }
    }
    // Without a selection, an empty suite is not this error.
    guard !words.isEmpty else { return nil }
    let count = index.suite.caseCount
    var problem = TextEscaping.line(
      "no case matches \(words.joined(separator: " ")) in \(paths.joined(separator: ", ")) (\(count) case\(count == 1 ? "" : "s"))", limit: 500)
    // A tag that no case has is the likely typo: the nearest one that some case has, each.
    let suggestions = (arguments.values["tag"] ?? []).filter { !index.tags.contains($0) }.compactMap { tag in
      Suggestion.closest(to: tag, in: index.tags.sorted()).map { "--tag \(ShellWord.quoted($0))" }
    }
    if !suggestions.isEmpty { problem += "; did you mean " + TextEscaping.line(suggestions.joined(separator: " or "), limit: 300) + "?" }
    return problem
  }
}
