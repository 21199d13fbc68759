public import BarcheckModel

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
  /// The model of the spec whose trace explains a failure: why the case expects what it does (the reference
  /// resolver, for the command line); nil for none.
  public var explainer: (any SpecModel)?
  /// Whether a `SynchronousResolver` is called on the calling task whatever `jobs` says: for a run whose other
  /// work is on other threads (a streamed suite, whose feed loads the next file in parts on `jobs` threads while
  /// the run resolves and records the current one). A case takes a few microseconds there, and a task a case
  /// only competed with the loading for the cores.
  public var resolvesSynchronousInline = false

  /// Creates a runner.
  public init(resolver: any Resolver, jobs: Int = 1, wantsTrace: Bool = true, explainer: (any SpecModel)? = nil) {
    self.resolver = resolver
    self.jobs = max(1, jobs)
    self.wantsTrace = wantsTrace
    self.explainer = explainer
  }

  /// Called after each case finishes, with the number finished so far.
  public typealias Progress = @Sendable (_ result: CaseResult, _ finished: Int, _ total: Int) -> Void

  /// Runs the cases.
  ///
  /// When the calling task is cancelled (an interrupted run), no new case starts, the cases in
  /// flight are cancelled, and only the finished results come back: fewer than the input means incomplete.
  ///
  /// - Parameters:
  ///   - cases: The cases, in the order results should come back.
  ///   - progress: Called as each result is delivered, in input order.
  /// - Returns: One result per finished case, in input order.
  public func run(_ cases: [ConformanceCase], progress: Progress? = nil) async -> [CaseResult] {
    var feed = cases.makeIterator()
    var results: [CaseResult] = []
    results.reserveCapacity(cases.count)
    await run(feed: &feed) { result in
      results.append(result)
      progress?(result, results.count, cases.count)
    }
    return results
  }

  /// How a scheduling pass ended.
  public struct Ending: Sendable, Hashable {
    /// Whether the feed ran dry (false when the run stopped with cases left).
    public var exhausted: Bool
    /// Whether the cases in flight were cut short: an interruption, or the calling task's cancellation.
    public var interrupted: Bool
  }

  /// Runs the cases a feed yields, pulling the next only when there is room for it, and delivers
  /// every result in the feed's order; nothing is kept once delivered, so a run of any length
  /// holds only the cases in flight and the few results waiting for an earlier one to finish.
  ///
  /// Once `control` is stopped, no new case is pulled: after a `maxFail` stop the cases in flight
  /// finish and are delivered; after an interruption (or when the calling task is cancelled) they
  /// are cancelled, and those the resolver reports as cut short are not delivered.
  ///
  /// - Parameters:
  ///   - feed: The cases, pulled one at a time, in the order results are delivered.
  ///   - control: Stops the run from outside.
  ///   - deliver: Called with each result, in feed order, on the calling task.
  /// - Returns: Whether the feed ran dry and whether the run was interrupted.
  @discardableResult
  public func run(
    feed: inout some IteratorProtocol<ConformanceCase>, control: RunControl = RunControl(), deliver: (CaseResult) -> Void
  ) async -> Ending {
    let capabilities = resolver.capabilities
    let width = max(1, min(jobs, capabilities.maxInFlight))
    if width == 1 || resolvesSynchronousInline, let synchronous = resolver as? any SynchronousResolver {
      return await runInline(feed: &feed, resolver: synchronous, capabilities: capabilities, control: control, deliver: deliver)
    }
    // Results that finished before an earlier case wait here; a slow case stops new cases from
    // starting once this many are waiting, which bounds memory however long it takes.
    let window = width * 64
    var waiting: [Int: CaseResult] = [:]
    var started = 0
    var delivered = 0
    var exhausted = false
    var interrupted = false
    await withTaskGroup(of: Scheduled.self) { group in
      // One task waits for an interruption, so that a signal reaches the cases in flight however long they take.
      group.addTask {
        await control.interruption()
        return .interruption
      }
      func startMore() {
        while !exhausted && !interrupted && !Task.isCancelled && control.stopReason == nil && started - delivered < window
          && started - delivered - waiting.count < width
        {
          guard let testCase = feed.next() else {
            exhausted = true
            return
          }
          let index = started
          started += 1
          group.addTask { [resolver, wantsTrace, explainer] in
            .finished(
              index,
              await Self.runOne(testCase, resolver: resolver, capabilities: capabilities, wantsTrace: wantsTrace, explainer: explainer))
          }
        }
      }
      startMore()
      if started == delivered { group.cancelAll() }
      while let next = await group.next() {
        switch next {
        case .interruption:
          // The waiting task also returns when the run cancels it at the end; only a stop or a cancellation of
          // the calling task is an interruption.
          if control.stopReason?.cutsShort == true || Task.isCancelled {
            interrupted = true
            group.cancelAll()
          }
        case .finished(let index, let result):
          waiting[index] = result
          while let next = waiting.removeValue(forKey: delivered) {
            delivered += 1
            // A case the interruption cut short has no outcome: the run reports it as not finished.
            if !next.interrupted { deliver(next) }
          }
          startMore()
          // Nothing in flight and nothing more to start: the waiting task is all that is left.
          if started == delivered { group.cancelAll() }
        }
      }
    }
    return Ending(exhausted: exhausted, interrupted: interrupted)
  }

  /// One case at a time through a synchronous resolver, on the calling task: no task a case. A stop is seen
  /// between cases (the case in flight is never cut short, as an in-process resolver's never is), and the
  /// calling task yields now and then so that it never holds its thread for a whole run.
  private func runInline(
    feed: inout some IteratorProtocol<ConformanceCase>, resolver: any SynchronousResolver, capabilities: ResolverCapabilities,
    control: RunControl, deliver: (CaseResult) -> Void
  ) async -> Ending {
    var count = 0
    while control.stopReason == nil {
      if Task.isCancelled { return Ending(exhausted: false, interrupted: true) }
      guard let testCase = feed.next() else { return Ending(exhausted: true, interrupted: false) }
      deliver(Self.runOneNow(testCase, resolver: resolver, capabilities: capabilities, wantsTrace: wantsTrace, explainer: explainer))
      count += 1
      if count % 256 == 0 { await Task.yield() }
    }
    return Ending(exhausted: false, interrupted: control.stopReason?.cutsShort == true)
  }

  /// What the scheduler's tasks return.
  private enum Scheduled: Sendable {
    case finished(Int, CaseResult)
    case interruption
  }

  /// Runs one case: `CaseRun`'s steps, each request sent to the resolver and awaited.
  ///
  /// - Parameter explainer: For a failure of another resolver, the model whose trace says why the case expects what
  ///   it does.
  public static func runOne(
    _ testCase: ConformanceCase, resolver: any Resolver, capabilities: ResolverCapabilities, wantsTrace: Bool,
    explainer: (any SpecModel)? = nil
  ) async -> CaseResult {
    var run = CaseRun(testCase, resolver: resolver, capabilities: capabilities, wantsTrace: wantsTrace, explainer: explainer)
    var step = run.first
    while true {
      switch step {
      case .send(let request): step = run.answered(await resolver.resolve(request).bounded())
      case .done(let result): return result
      }
    }
  }

  /// Runs one case through a synchronous resolver, on the calling thread: `CaseRun`'s steps, as `runOne` takes them.
  static func runOneNow(
    _ testCase: ConformanceCase, resolver: any SynchronousResolver, capabilities: ResolverCapabilities, wantsTrace: Bool,
    explainer: (any SpecModel)?
  ) -> CaseResult {
    var run = CaseRun(testCase, resolver: resolver, capabilities: capabilities, wantsTrace: wantsTrace, explainer: explainer)
    var step = run.first
    while true {
      switch step {
      case .send(let request): step = run.answered(resolver.resolveNow(request).bounded())
      case .done(let result): return result
      }
    }
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
