public import BarcheckModel

/// The outcome of one case against one resolver: one vocabulary everywhere.
public enum Outcome: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Every checked field matched.
  case pass
  /// An observation differs from the expectation.
  case fail
  /// The resolver reported an error or answered something unusable.
  case error
  /// The resolver died.
  case crash
  /// The resolver did not answer in time.
  case timeout
  /// The resolver declined the case.
  case skip
  /// The case is outside the resolver's declared capabilities; kept out of score denominators.
  case notApplicable = "n/a"
  /// A failure the expectation file expects (an expected failure).
  case expectedFailure = "xfail"
  /// A pass where the expectation file expects a failure (an unexpected pass); fails the run only with `--strict`.
  case unexpectedPass = "xpass"

  /// Whether the outcome counts against a run when nothing else says it was expected.
  public var isProblem: Bool {
    switch self {
    case .fail, .error, .crash, .timeout: true
    case .pass, .skip, .notApplicable, .expectedFailure, .unexpectedPass: false
    }
  }

  /// Orders outcomes from the most to the least severe, for summaries.
  public static func < (a: Outcome, b: Outcome) -> Bool { a.severity > b.severity }

  private var severity: Int {
    switch self {
    case .crash: 6
    case .timeout: 5
    case .error: 4
    case .fail: 3
    case .unexpectedPass: 2
    case .expectedFailure: 2
    case .skip: 2
    case .notApplicable: 1
    case .pass: 0
    }
  }
}

/// One field of one step where the observation differs from the expectation.
public struct FieldDiff: Sendable, Hashable, CustomStringConvertible {
  /// The 0-based step.
  public var step: Int
  /// The step's event.
  public var event: EventKind
  /// The field (`style`, `hidden`, `styleOwner`, ...).
  public var field: String
  /// The expected value, as text.
  public var expected: String
  /// The observed value, as text.
  public var observed: String

  /// Creates a diff.
  public init(step: Int, event: EventKind, field: String, expected: String, observed: String) {
    self.step = step
    self.event = event
    self.field = field
    self.expected = expected
    self.observed = observed
  }

  /// `step 2 (push): style expected lightContent, observed darkContent`.
  public var description: String {
    "step \(step + 1) (\(event.rawValue)): \(field) expected \(expected), observed \(observed)"
  }
}
