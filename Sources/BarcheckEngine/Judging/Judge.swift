public import BarcheckModel

/// Compares a resolver's answer with a case's partial expectations and decides the outcome.
public enum Judge {
  /// The outcome of a case given a resolver's answer.
  ///
  /// - Parameters:
  ///   - testCase: The case, with its expectations.
  ///   - response: What the resolver answered.
  ///   - duration: The time it took, in seconds.
  /// - Returns: The result, with a per-step, per-field diff when observations differ.
  public static func judge(_ testCase: ConformanceCase, response: ResolverResponse, duration: Double) -> CaseResult {
    var result = CaseResult(testCase: testCase, outcome: .pass, duration: duration, logs: response.logs)
    switch response.answer {
    case .skip(let reason, let link):
      result.outcome = .skip
      result.message = reason
      result.link = link
    case .error(let message):
      result.outcome = .error
      result.message = message
    case .crash(let message):
      result.outcome = .crash
      result.message = message
    case .timeout(let message):
      result.outcome = .timeout
      result.message = message
    case .observations(let observations):
      result.observations = observations
      guard observations.count == testCase.steps.count else {
        result.outcome = .error
        result.message =
          "the resolver returned \(observations.count) observation\(observations.count == 1 ? "" : "s") for \(testCase.steps.count) step\(testCase.steps.count == 1 ? "" : "s")"
        return result
      }
      result.diffs = diffs(testCase, observations)
      if !result.diffs.isEmpty {
        result.outcome = .fail
        result.message = result.diffs[0].description
      }
    }
    return result
  }

  /// The reference resolver's result on a case that says the reference knowingly disagrees with it
  /// (`knownDisagreement`): a failure is expected (`xfail`, with the case's reason), and a pass is
  /// unexpected (`xpass`: the reference was corrected and the mark is stale).
  public static func knownDisagreement(_ result: CaseResult, reason: String) -> CaseResult {
    var copy = result
    switch result.outcome {
    case .fail:
      copy.actualOutcome = .fail
      copy.outcome = .expectedFailure
      copy.message = "known disagreement of the reference (\(reason)): \(result.message ?? "")"
    case .pass:
      copy.actualOutcome = .pass
      copy.outcome = .unexpectedPass
      copy.message = "the reference now agrees with a case marked as a known disagreement; remove \"knownDisagreement\" from the case"
    default: break
    }
    return copy
  }

  /// The fields, in their order (`allCases` builds its array each time it is asked, here once a step).
  private static let fields = StatusBarField.allCases

  /// Every field where an observation differs from its step's expectation.
  public static func diffs(_ testCase: ConformanceCase, _ observations: [Observation]) -> [FieldDiff] {
    var out: [FieldDiff] = []
    // Steps and observations are read in place: taken out of their arrays (as `zip` hands them over, or as
    // an array's subscript does) each costs a retain and a release of what it holds, which was most of judging
    // an instant resolver's case.
    testCase.steps.withUnsafeBufferPointer { steps in
      observations.withUnsafeBufferPointer { observed in
        for i in 0..<min(steps.count, observed.count) { appendDiffs(steps[i], at: i, observed: observed[i], to: &out) }
      }
    }
    return out
  }

  /// The fields where one step's observation differs from its expectation.
  private static func appendDiffs(_ step: Step, at index: Int, observed: Observation, to out: inout [FieldDiff]) {
    guard let expect = step.expect else { return }
    for field in fields where !field.isSatisfied(by: observed, expecting: expect) {
      guard let expected = field.expected(expect) else { continue }
      out.append(
        FieldDiff(
          step: index, event: step.event.kind, field: field.rawValue, expected: expected, observed: field.observed(observed) ?? "(not measured)"))
    }
  }
}
