public import BarcheckModel

/// Records a run against an expectation file: what the file cannot vouch for (entries for cases that
/// were skipped or n/a, for cases that no longer exist, a file written for another resolver or suite),
/// and every case's outcome before the file applied, from which `--update-expectations` writes it anew.
public struct ExpectationCheck: RunRecorder, Sendable {
  /// The file, as read before the run.
  public let file: ExpectationFile
  /// Where the file is, for diagnostics.
  public let path: String
  /// Each case's outcome before the file applied, in run order; kept only when `keepsOutcomes`.
  public private(set) var actualOutcomes: [(id: String, outcome: Outcome)] = []
  /// Cases the file expects to fail that were skipped or n/a instead: not checked at all.
  public private(set) var unchecked: [String] = []
  /// Cases that passed although the file expects them to fail.
  public private(set) var unexpectedPasses = 0
  /// The ids of every case that loaded, once the run has ended.
  public private(set) var loadedIDs: Set<String> = []
  private let keepsOutcomes: Bool

  /// A check of `file` (read from `path`); `keepsOutcomes` keeps every outcome, for `updatedFile`.
  public init(file: ExpectationFile, path: String, keepsOutcomes: Bool = false) {
    self.file = file
    self.path = path
    self.keepsOutcomes = keepsOutcomes
  }

  /// Notes unchecked entries and unexpected passes, keeps outcomes, and the suite's ids at the end.
  public mutating func record(_ event: RunEvent) {
    switch event {
    case .caseFinished(let result):
      if let entry = file.entries[result.id], result.outcome == .skip || result.outcome == .notApplicable,
        !entry.outcomes.contains(result.outcome)
      {
        unchecked.append(result.id)
      }
      // An unexpected pass, or one `--strict` made a failure (`ExpectationFile.strict`).
      if result.outcome == .unexpectedPass || result.outcome == .fail && result.actualOutcome == .pass { unexpectedPasses += 1 }
      if keepsOutcomes { actualOutcomes.append((result.id, result.actualOutcome ?? result.outcome)) }
    case .ended(let ending): loadedIDs = ending.loadedIDs
    case .started, .loadProblems, .stopping: break
    }
  }

  /// What the file says that this run does not bear out. Without `strict` these are warnings, save the ones
  /// only a strict run looks for (stale entries, unexpected passes), which are left out; with `strict` every one
  /// but a suite change is an error.
  ///
  /// - Parameters:
  ///   - suite: The suite that ran.
  ///   - resolver: The name of the resolver that ran.
  public func findings(strict: Bool, suite: SuiteIdentity, resolver: String) -> [Diagnostic] {
    let severity: Diagnostic.Severity = strict ? .error : .warning
    var out: [Diagnostic] = []
    if let recorded = file.suite, recorded.hash != suite.hash {
      out.append(
        Diagnostic(
          .warning, file: path,
          message:
            "written for \(TextEscaping.line(recorded.name, limit: 100)) \(TextEscaping.line(recorded.version, limit: 40)) (\(recorded.hash.prefix(19))…); this run uses \(suite.name) \(suite.version) (\(suite.hash.prefix(19))…): expected outcomes may have moved with the suite (see its CHANGELOG), refresh the file with --update-expectations"
        ))
    }
    if let recorded = file.resolver, recorded != resolver {
      out.append(
        Diagnostic(
          severity, file: path,
          message:
            "the file is for the resolver '\(TextEscaping.line(recorded, limit: 100))', but '\(TextEscaping.line(resolver, limit: 100))' ran"
        ))
    }
    for id in unchecked {
      let message = "\"\(TextEscaping.line(id, limit: 200))\" is expected to fail, but it was not checked (skipped or n/a)"
      out.append(Diagnostic(severity, file: path, message: message))
    }
    guard strict else { return out }
    for id in file.staleEntries(suiteIDs: loadedIDs) {
      out.append(Diagnostic(.error, file: path, message: "stale entry \"\(TextEscaping.line(id, limit: 200))\": no such case in the suite"))
    }
    if unexpectedPasses > 0 {
      out.append(Diagnostic(.error, message: "\(unexpectedPasses) unexpected pass\(unexpectedPasses == 1 ? "" : "es") (--strict)"))
    }
    return out
  }

  /// The file as this run implies it: entries for the cases that now fail, none for those that now pass or no longer
  /// exist, reasons and links kept; stamped with the suite that ran. Needs `keepsOutcomes`.
  public func updatedFile(suite: SuiteIdentity, resolver: String) -> ExpectationFile {
    var next = file.updated(withActualOutcomes: actualOutcomes, suiteIDs: loadedIDs, resolver: resolver)
    next.suite = ExpectationFile.Suite(name: suite.name, version: suite.version, hash: suite.hash)
    return next
  }
}
