import BarcheckModel

/// One case's run as the steps a driver takes: whether the case applies, the first answer judged, and, for a
/// failure, the request sent again with a trace and the failure explained.
///
/// Running a case is written once, here, without sending anything: `Runner.runOneNow` drives it with a
/// synchronous resolver and `Runner.runOne` with any resolver, awaiting each answer. A driver only sends the
/// request it is given and hands the answer back.
struct CaseRun {
  /// What the driver does next.
  enum Step {
    /// Send this request and hand its answer, bounded, to `answered(_:)`.
    case send(ResolveRequest)
    /// The case is done.
    case done(CaseResult)
  }

  /// Where the run is.
  private enum Phase {
    /// The first request is out, without a trace, since `start`.
    case first(ResolveRequest, start: ContinuousClock.Instant)
    /// The same request is out again with a trace, to explain this failure.
    case traced(CaseResult)
    /// Done: nothing is out.
    case finished(CaseResult)
  }

  private let testCase: ConformanceCase
  private let resolver: any Resolver
  private let capabilities: ResolverCapabilities
  private let wantsTrace: Bool
  private let explainer: (any SpecModel)?
  private let clock = ContinuousClock()
  private var phase: Phase
  /// The first step: `n/a` for a case outside the resolver's capabilities (never sent), else its request.
  let first: Step

  init(_ testCase: ConformanceCase, resolver: any Resolver, capabilities: ResolverCapabilities, wantsTrace: Bool, explainer: (any SpecModel)?) {
    self.testCase = testCase
    self.resolver = resolver
    self.capabilities = capabilities
    self.wantsTrace = wantsTrace
    self.explainer = explainer
    if let reason = capabilities.reasonNotApplicable(testCase) {
      let result = CaseResult(testCase: testCase, outcome: .notApplicable, message: reason)
      phase = .finished(result)
      first = .done(result)
      return
    }
    // Traces explain failures; a pass needs none, and most cases pass. So resolve without, and ask again with
    // traces only when the outcome needs explaining and the resolver gives traces. The same request is sent again
    // with a trace, so that the case is prepared (and, for a resolver out of process, written as protocol text) once.
    let request = ResolveRequest(testCase: testCase, wantsTrace: false)
    phase = .first(request, start: clock.now)
    first = .send(request)
  }

  /// The step after an answer to the request last sent.
  mutating func answered(_ response: ResolverResponse) -> Step {
    switch phase {
    case .first(var request, let start):
      let result = Self.judged(testCase, response: response, seconds: start.duration(to: clock.now).inSeconds, resolver: resolver)
      guard wantsTrace && Self.needsTrace(result), capabilities.traces else {
        let done = wantsTrace && Self.needsTrace(result) ? explained(result, traced: nil) : result
        phase = .finished(done)
        return .done(done)
      }
      phase = .traced(result)
      request.wantsTrace = true
      return .send(request)
    case .traced(let result):
      let explained = explained(result, traced: response)
      phase = .finished(explained)
      return .done(explained)
    case .finished(let result):
      return .done(result)
    }
  }

  /// The first answer judged: the outcome of the case (an answer cut short by an interruption has none).
  private static func judged(_ testCase: ConformanceCase, response: ResolverResponse, seconds: Double, resolver: any Resolver) -> CaseResult {
    if response.interrupted {
      var result = CaseResult(testCase: testCase, outcome: .error, message: "interrupted")
      result.interrupted = true
      return result
    }
    var result = Judge.judge(testCase, response: response, duration: seconds)
    // The dynamic cast only for the few cases that need it: it was a twentieth of an instant resolver's case.
    if let reason = testCase.knownDisagreement, resolver is any SpecModel {
      result = Judge.knownDisagreement(result, reason: reason)
    }
    return result
  }

  /// Whether an outcome needs explaining: a failure, expected or not.
  private static func needsTrace(_ result: CaseResult) -> Bool {
    result.outcome == .fail || result.actualOutcome == .fail
  }

  /// A failure with the traces of a second answer (when its observations are the first's) and, for another
  /// resolver than the spec's model, the reference's reasoning beside them.
  ///
  /// - Parameter traced: The answer to the request sent again with a trace; nil when the resolver declares that it
  ///   gives no traces and was not asked again: the first answer is recorded as it came, any trace it carries
  ///   included (bounded, as every answer is).
  private func explained(_ result: CaseResult, traced: ResolverResponse?) -> CaseResult {
    var result = result
    if case .observations(let observations)? = traced?.answer, observations.count == result.observations.count,
      zip(observations, result.observations).allSatisfy({ $0.withoutTrace == $1.withoutTrace })
    {
      result.observations = observations
    }
    // Beside the resolver's reasoning, the reference's: why barcheck expected what it did, step by step.
    if !(resolver is any SpecModel), let explanation = explainer?.explanation(of: testCase) { result.referenceTraces = explanation }
    return result
  }
}
