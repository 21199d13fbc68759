public import BarcheckModel

/// Everything a report needs to know about one case's run.
public struct CaseResult: Sendable, Hashable, Identifiable {
  /// The case (with its expectations), for ids, titles, rules, levels, sources and steps.
  public var testCase: ConformanceCase
  /// The outcome.
  public var outcome: Outcome
  /// The error, skip or n/a reason.
  public var message: String?
  /// An issue link that came with a skip.
  public var link: String?
  /// The fields that differed, for `fail`.
  public var diffs: [FieldDiff]
  /// The resolver's observations, one per step when it answered.
  public var observations: [Observation]
  /// Wall time spent resolving the case, in seconds.
  public var duration: Double
  /// What the resolver logged while handling the case.
  public var logs: String
  /// Whether the run was interrupted while this case was in flight (it is then not delivered).
  public var interrupted = false
  /// The outcome the resolver actually produced, when an expectation file turned it into xfail or xpass.
  public var actualOutcome: Outcome?
  /// For a failure of a resolver other than the reference: the reference's trace of each step, why barcheck
  /// expected what it did; empty otherwise.
  public var referenceTraces: [[TraceEntry]] = []

  /// Creates a result.
  public init(
    testCase: ConformanceCase, outcome: Outcome, message: String? = nil, link: String? = nil, diffs: [FieldDiff] = [],
    observations: [Observation] = [], duration: Double = 0, logs: String = ""
  ) {
    self.testCase = testCase
    self.outcome = outcome
    self.message = message
    self.link = link
    self.diffs = diffs
    self.observations = observations
    self.duration = duration
    self.logs = logs
  }

  /// The case id.
  public var id: String { testCase.id }
}
