import BarcheckModel

/// Runs cases through one resolver and judges every answer.
///
/// Cases outside the resolver's capabilities are `n/a` and never sent. Up to `jobs`
/// cases are in flight at once (bounded by the resolver's `maxInFlight`); results come
/// back in the order of the input, whatever order they finished in.
public struct Runner: Sendable {
  /// The resolver under test.
  public var resolver: any Resolver
  /// How many cases may be in flight at once.
  public var jobs: Int
  /// Whether to ask the resolver for traces.
  public var wantsTrace: Bool

  /// Creates a runner.
  public init(resolver: any Resolver, jobs: Int = 1, wantsTrace: Bool = true) {
    self.resolver = resolver
    self.jobs = max(1, jobs)
    self.wantsTrace = wantsTrace
  }

  /// Called after each case finishes, with the number finished so far.
  public typealias Progress = @Sendable (_ result: CaseResult, _ finished: Int, _ total: Int) -> Void

  /// Runs the cases.
  ///
  /// When the calling task is cancelled (an interrupted run), no new case starts, the cases in
  /// flight finish, and only the finished results come back: fewer than the input means incomplete.
  ///
  /// - Parameters:
  ///   - cases: The cases, in the order results should come back.
  ///   - progress: Called as each case finishes (from any task).
  /// - Returns: One result per finished case, in input order.
  public func run(_ cases: [ConformanceCase], progress: Progress? = nil) async -> [CaseResult] {
    let capabilities = resolver.capabilities
    let width = max(1, min(jobs, capabilities.maxInFlight, cases.count))
    var results = [CaseResult?](repeating: nil, count: cases.count)
    var finished = 0
    await withTaskGroup(of: (Int, CaseResult).self) { group in
      var next = 0
      func schedule() {
        let index = next
        next += 1
        let testCase = cases[index]
        group.addTask { [resolver, wantsTrace] in
          (index, await Self.runOne(testCase, resolver: resolver, capabilities: capabilities, wantsTrace: wantsTrace))
        }
      }
      while next < min(width, cases.count) { schedule() }
      while let (index, result) = await group.next() {
        results[index] = result
        finished += 1
        progress?(result, finished, cases.count)
        if next < cases.count && !Task.isCancelled { schedule() }
      }
    }
    return results.compactMap { $0 }
  }

  /// Runs one case.
  public static func runOne(
    _ testCase: ConformanceCase, resolver: any Resolver, capabilities: ResolverCapabilities, wantsTrace: Bool
  ) async -> CaseResult {
    if let reason = capabilities.reasonNotApplicable(testCase) {
      return CaseResult(testCase: testCase, outcome: .notApplicable, message: reason)
    }
    let clock = ContinuousClock()
    let start = clock.now
    // Traces explain failures; a pass needs none, and most cases pass. So resolve without, and
    // ask again with traces only when the outcome needs explaining.
    let response = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: false))
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var result = Judge.judge(testCase, response: response, duration: seconds)
    if wantsTrace && result.outcome == .fail {
      let traced = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: true))
      if case .observations(let observations) = traced.answer, observations.count == result.observations.count,
        zip(observations, result.observations).allSatisfy({ $0.withoutTrace == $1.withoutTrace })
      {
        result.observations = observations
      }
    }
    return result
  }
}

extension Observation {
  /// The observation without its trace and notes, to compare two answers.
  var withoutTrace: Observation {
    var copy = self
    copy.trace = []
    copy.diagnostics = []
    return copy
  }
}
