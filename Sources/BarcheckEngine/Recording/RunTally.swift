public import BarcheckModel

/// What a run keeps of its results, whatever its length: counts, not records. It decides whether a run
/// that had no unexpected outcome is still not a green run.
public struct RunTally: RunRecorder, Sendable {
  /// Cases per outcome.
  public private(set) var counts: [Outcome: Int] = [:]
  /// How many results were delivered.
  public private(set) var finished = 0
  /// How many of them were unexpected (fail, error, crash, timeout).
  public private(set) var problems = 0
  /// Outcomes by family.
  public private(set) var families = FamilyBreakdown()
  /// Every case file's problems.
  public private(set) var loadDiagnostics: [Diagnostic] = []
  /// How the run ended; nil until it has.
  public private(set) var ending: RunEnding?

  /// An empty tally.
  public init() {}

  /// Counts a finished case, keeps load problems and the ending.
  public mutating func record(_ event: RunEvent) {
    switch event {
    case .caseFinished(let result):
      counts[result.outcome, default: 0] += 1
      families.add(family: result.testCase.family, outcome: result.outcome)
      finished += 1
      if result.outcome.isProblem { problems += 1 }
    case .loadProblems(let diagnostics): loadDiagnostics += diagnostics
    case .ended(let ending): self.ending = ending
    case .started, .stopping: break
    }
  }

  /// Cases that passed, an unexpected pass included.
  public var passed: Int { counts[.pass, default: 0] + counts[.unexpectedPass, default: 0] }

  /// Why a run without unexpected outcomes is still not green: it checked nothing. Skipping every case, or
  /// declaring capabilities that leave nothing to run, must not pass. Nil when something passed or nothing finished.
  public var nothingCheckedProblem: String? {
    guard finished > 0, passed == 0, problems == 0 else { return nil }
    let applicable = finished - counts[.notApplicable, default: 0]
    return applicable == 0
      ? "no case applied: every case is outside the resolver's declared capabilities"
      : "no applicable case passed (\(counts[.skip, default: 0]) skipped by the resolver)"
  }
}
