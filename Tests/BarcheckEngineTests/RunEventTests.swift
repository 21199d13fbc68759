import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Synchronization
import Testing

/// A resolver that fails every case after a pause, and reports a case cut short when its task is cancelled.
final class SlowFailingResolver: Resolver, Sendable {
  let started = Mutex(0)
  let pause: Duration
  var identity: ResolverIdentity { ResolverIdentity(name: "slow-failing", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 64) }

  init(pause: Duration) { self.pause = pause }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    started.withLock { $0 += 1 }
    do {
      try await Task.sleep(for: pause)
    } catch {
      return .interruptedRun
    }
    return ResolverResponse(.observations([]))
  }
}

/// One run, as a stream of events: the order they come in, how each stop reason ends the run, and whether
/// it is complete.
@Suite("Run events and stop reasons")
struct RunEventTests {
  /// The events of a run, as short labels.
  private static func labels(_ events: [RunEvent]) -> [String] {
    events.map { event in
      switch event {
      case .started(let planned): "started \(planned.map(String.init) ?? "?")"
      case .loadProblems(let problems): "problems \(problems.count)"
      case .caseFinished(let result): "case \(result.outcome.rawValue)"
      case .stopping(let reason): "stopping \(reason)"
      case .ended(let ending): "ended complete=\(ending.complete) finished=\(ending.finished)"
      }
    }
  }

  @Test("a run reports started, every case in order, then its ending; the tally counts them")
  func order() async throws {
    let cases = Array(Fixtures.bundledCases.prefix(12))
    var events: [RunEvent] = []
    var tally = RunTally()
    var feed = CaseList(cases)
    let ending = await Run(resolver: ReferenceResolver(), jobs: 4).perform(feed: &feed, planned: cases.count) { event in
      events.append(event)
      tally.record(event)
    }
    let labels = Self.labels(events)
    #expect(labels.first == "started 12")
    #expect(labels.last == "ended complete=true finished=12")
    let ids = events.compactMap { event -> String? in
      if case .caseFinished(let result) = event { return result.id }
      return nil
    }
    #expect(ids == cases.map(\.id), "results come in feed order")
    #expect(ending.complete && ending.stopReason == nil)
    #expect(tally.finished == 12 && tally.problems == 0 && tally.ending == ending)
    #expect(tally.nothingCheckedProblem == nil)
  }

  @Test("max-fail stops starting cases, lets the cases in flight finish and deliver, and says why", arguments: [1, 4])
  func maxFail(_ jobs: Int) async throws {
    let cases = Array(Fixtures.bundledCases.prefix(40))
    let resolver = SlowFailingResolver(pause: .milliseconds(5))
    var events: [RunEvent] = []
    var feed = CaseList(cases)
    let ending = await Run(resolver: resolver, jobs: jobs, maxFail: 3).perform(feed: &feed, planned: cases.count) { events.append($0) }
    let labels = Self.labels(events)
    #expect(ending.stopReason == .maxFail(3))
    #expect(!ending.complete)
    #expect(labels.contains("stopping max-fail 3"))
    let stopAt = try #require(labels.firstIndex(of: "stopping max-fail 3"))
    #expect(labels[..<stopAt].filter { $0.hasPrefix("case") }.count == 3, "the stop comes right after the third failure")
    let started = resolver.started.withLock { $0 }
    #expect(ending.finished == started, "every case that started was delivered: \(ending.finished) of \(started)")
    #expect(ending.finished >= 3 && ending.finished <= 3 + jobs)
  }

  @Test("a stop after the last case leaves the run complete")
  func stopAtTheEnd() async throws {
    let cases = Array(Fixtures.bundledCases.prefix(3))
    var feed = CaseList(cases)
    let ending = await Run(resolver: SlowFailingResolver(pause: .zero), maxFail: 3).perform(feed: &feed, planned: 3) { _ in }
    #expect(ending.stopReason == .maxFail(3))
    #expect(ending.complete, "nothing was left to run")
  }

  @Test("an interruption cuts the cases in flight short: they are not delivered, and the run is incomplete")
  func interruption() async throws {
    let cases = Array(Fixtures.bundledCases.prefix(50))
    let resolver = SlowFailingResolver(pause: .seconds(600))
    let control = RunControl()
    let finished = Mutex(0)
    let run = Task {
      var feed = CaseList(cases)
      return await Run(resolver: resolver, jobs: 4).perform(feed: &feed, planned: cases.count, control: control) { event in
        if case .caseFinished = event { finished.withLock { $0 += 1 } }
      }
    }
    while resolver.started.withLock({ $0 }) < 4 { try await Task.sleep(for: .milliseconds(1)) }
    control.stop(.interrupted(signal: 2))
    let ending = await run.value
    #expect(ending.stopReason == .interrupted(signal: 2))
    #expect(!ending.complete)
    #expect(ending.finished == 0 && finished.withLock { $0 } == 0, "cut-short cases have no outcome")
    #expect(resolver.started.withLock { $0 } == 4, "no case starts after the interruption")
  }

  @Test("an interruption replaces a max-fail stop; a later max-fail does not replace an interruption")
  func reasons() {
    let control = RunControl()
    control.stop(.maxFail(2))
    control.stop(.interrupted(signal: 15))
    #expect(control.stopReason == .interrupted(signal: 15))
    control.stop(.maxFail(1))
    #expect(control.stopReason == .interrupted(signal: 15))
  }

  @Test("a run in which nothing applied or nothing passed is not green", arguments: [true, false])
  func nothingChecked(_ skipping: Bool) async throws {
    let cases = Array(Fixtures.bundledCases.prefix(5))
    let resolver = ScriptedResolver(
      answer: { _ in skipping ? .skip(reason: "not mine", link: nil) : .observations([]) },
      capabilities: skipping ? ResolverCapabilities(maxInFlight: 1) : ResolverCapabilities(profiles: [], maxInFlight: 1))
    var tally = RunTally()
    var feed = CaseList(cases)
    await Run(resolver: resolver).perform(feed: &feed) { tally.record($0) }
    let problem = try #require(tally.nothingCheckedProblem)
    #expect(problem.contains(skipping ? "no applicable case passed (5 skipped" : "no case applied"), "\(problem)")
  }

  @Test("expected failures that were skipped, stale entries and unexpected passes are findings; strict makes them errors")
  func expectationCheck() async throws {
    let cases = Array(Fixtures.bundledCases.prefix(3))
    let skipped = cases[0].id
    let passing = cases[1].id
    let file = ExpectationFile(
      resolver: "someone-else",
      entries: [
        skipped: .init(outcomes: [.fail]), passing: .init(outcomes: [.fail]), "gone.case": .init(outcomes: [.fail]),
      ])
    let resolver = ScriptedResolver(answer: { testCase in
      testCase.id == skipped ? .skip(reason: "later", link: nil) : ReferenceResolver().answer(testCase, tracing: false)
    })
    var check = ExpectationCheck(file: file, path: "x.json", keepsOutcomes: true)
    var feed = CaseList(cases)
    await Run(resolver: resolver, expectations: file).perform(feed: &feed) { check.record($0) }
    let suite = SuiteIdentity(name: "s", version: "1", hash: "h", caseCount: 3)
    let lenient = check.findings(strict: false, suite: suite, resolver: "scripted").map(\.description)
    #expect(lenient.allSatisfy { $0.hasPrefix("x.json: warning:") }, "\(lenient)")
    #expect(lenient.count == 2, "the resolver and the unchecked entry: \(lenient)")
    let strict = check.findings(strict: true, suite: suite, resolver: "scripted").map(\.description)
    #expect(strict.contains("x.json: error: stale entry \"gone.case\": no such case in the suite"))
    #expect(strict.contains("error: 1 unexpected pass (--strict)"))
    #expect(strict.contains { $0.contains("\(skipped)\" is expected to fail, but it was not checked") })
    let next = check.updatedFile(suite: suite, resolver: "scripted")
    #expect(next.entries[passing] == nil && next.entries["gone.case"] == nil, "passing and vanished cases leave the file")
    #expect(next.entries[skipped] != nil, "a skipped case keeps its entry")
    #expect(next.suite?.hash == "h")
  }
}
