public import BarcheckModel

/// One run of cases against a resolver, as a stream of events: the single pipeline behind `barcheck run`,
/// `barcheck compat` and the test helpers.
///
/// The run pulls cases from a feed as there is room for them, judges every answer, applies the
/// expectation file, and reports each step as a `RunEvent` to whoever records it (progress, the result
/// stream, the tally that decides the exit code, the expectation updater). It stops when the cases run
/// out, when `maxFail` unexpected outcomes have been seen (the cases in flight finish), or when its
/// `RunControl` is interrupted (the cases in flight end at once).
public struct Run: Sendable {
  /// The resolver under test.
  public var resolver: any Resolver
  /// How many cases may be in flight at once (bounded by the resolver's `maxInFlight`).
  public var jobs: Int
  /// Expected failures: they become `xfail`, and a pass of one an `xpass`.
  public var expectations: ExpectationFile
  /// Stop starting cases after this many unexpected outcomes.
  public var maxFail: Int?
  /// Whether to ask the resolver for a trace of every case that fails.
  public var wantsTrace: Bool
  /// The model of the spec whose trace explains each failure (why the case expects what it does); nil for none.
  public var explainer: (any SpecModel)?
  /// Whether a `SynchronousResolver` is called on the run's own task whatever `jobs` says (see
  /// `Runner.resolvesSynchronousInline`): for a streamed suite, whose feed does the parallel work.
  public var resolvesSynchronousInline = false

  /// Creates a run.
  public init(
    resolver: any Resolver, jobs: Int = 1, expectations: ExpectationFile = ExpectationFile(), maxFail: Int? = nil, wantsTrace: Bool = true,
    explainer: (any SpecModel)? = nil
  ) {
    self.resolver = resolver
    self.jobs = jobs
    self.expectations = expectations
    self.maxFail = maxFail
    self.wantsTrace = wantsTrace
    self.explainer = explainer
  }

  /// Runs the cases a feed yields, reporting every event to `record` on the calling task.
  ///
  /// - Parameters:
  ///   - feed: The cases, in the order results are reported.
  ///   - planned: How many cases the feed will yield, when known beforehand (a suite's index counts them): a run
  ///     stopped after its last case is then complete.
  ///   - control: Stops the run from outside (a signal handler).
  ///   - record: Receives each event as it happens.
  /// - Returns: How the run ended (also the last event).
  @discardableResult
  public func perform(
    feed: inout some CaseFeed, planned: Int? = nil, control: RunControl = RunControl(), record: @escaping (RunEvent) -> Void
  ) async -> RunEnding {
    record(.started(planned: planned))
    feed.onDiagnostics = { record(.loadProblems($0)) }
    var finished = 0
    var problems = 0
    var runner = Runner(resolver: resolver, jobs: jobs, wantsTrace: wantsTrace, explainer: explainer)
    runner.resolvesSynchronousInline = resolvesSynchronousInline
    let scheduled = await runner.run(feed: &feed, control: control) {
      raw in
      let result = expectations.apply(to: raw)
      finished += 1
      record(.caseFinished(result))
      guard result.outcome.isProblem else { return }
      problems += 1
      if let maxFail, problems == maxFail {
        control.stop(.maxFail(maxFail))
        if control.stopReason == .maxFail(maxFail) { record(.stopping(.maxFail(maxFail))) }
      }
    }
    feed.onDiagnostics = { _ in }
    let reason = control.stopReason ?? (scheduled.interrupted ? .interrupted(signal: nil) : nil)
    // A run stopped with cases left is complete only if it had, in fact, nothing left: its plan says so.
    let ranOut = scheduled.exhausted || planned == finished
    let complete = ranOut && finished == max(feed.selectedCount, planned ?? 0) && reason?.cutsShort != true
    let ending = RunEnding(stopReason: reason, complete: complete, finished: finished, selected: feed.selectedCount, loadedIDs: feed.loadedIDs)
    record(.ended(ending))
    return ending
  }

  /// Runs cases in memory and returns every finished result, in order (fewer than the cases when interrupted).
  public func results(_ cases: [ConformanceCase], control: RunControl = RunControl()) async -> [CaseResult] {
    var feed = CaseList(cases)
    var results: [CaseResult] = []
    results.reserveCapacity(cases.count)
    await perform(feed: &feed, planned: cases.count, control: control) { event in
      if case .caseFinished(let result) = event { results.append(result) }
    }
    return results
  }
}
