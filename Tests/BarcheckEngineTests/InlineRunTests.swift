import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Synchronization
import Testing

/// A synchronous resolver that counts how it is called.
final class CountingNowResolver: SynchronousResolver, Sendable {
  let calls = Mutex((now: 0, tasked: 0))
  var identity: ResolverIdentity { ResolverIdentity(name: "counting", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 64) }
  func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    calls.withLock { $0.now += 1 }
    return ReferenceResolver().resolveNow(request)
  }
  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    calls.withLock { $0.tasked += 1 }
    return ReferenceResolver().resolveNow(request)
  }
}

/// The reference seen as an asynchronous resolver only, so that a run starts a task for each case.
struct TaskedReference: SpecModel {
  let wrapped = ReferenceResolver()
  var identity: ResolverIdentity { wrapped.identity }
  var capabilities: ResolverCapabilities { wrapped.capabilities }
  func resolve(_ request: ResolveRequest) async -> ResolverResponse { wrapped.resolveNow(request) }
  func explanation(of testCase: ConformanceCase) -> [[TraceEntry]]? { wrapped.explanation(of: testCase) }
}

/// A synchronous resolver that fails every case (no observations for any step).
struct FailingNowResolver: SynchronousResolver {
  var identity: ResolverIdentity { ResolverIdentity(name: "failing-now", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities() }
  func resolveNow(_ request: ResolveRequest) -> ResolverResponse { ResolverResponse(.observations([])) }
}

/// One case at a time, a synchronous resolver is called on the run's own task: the results, the order and the
/// stop reasons are those of a run that starts a task for each case.
@Suite("Runs through a synchronous resolver, one case at a time")
struct InlineRunTests {
  @Test("give the results a run with a task a case gives, in the same order")
  func sameResults() async {
    let cases = Fixtures.bundledCases
    let inline = await Runner(resolver: ReferenceResolver(), jobs: 1, explainer: ReferenceResolver()).run(cases)
    let tasked = await Runner(resolver: TaskedReference(), jobs: 1, explainer: ReferenceResolver()).run(cases)
    #expect(inline.count == cases.count && tasked.count == cases.count)
    let differing = zip(inline, tasked).filter { a, b in
      a.id != b.id || a.outcome != b.outcome || a.observations != b.observations || a.message != b.message
    }
    #expect(
      differing.isEmpty,
      "\(differing.count) results differ, the first \(differing.first.map { "\($0.0.id): \($0.0.outcome) against \($0.1.outcome)" } ?? "")")
    #expect(inline.contains { $0.outcome == .expectedFailure }, "the known disagreements are judged as the spec's model's")
  }

  @Test("are called directly with one job, and through a task a case with more", arguments: [1, 2])
  func path(jobs: Int) async {
    let cases = Array(Fixtures.bundledCases.prefix(20))
    let resolver = CountingNowResolver()
    let results = await Runner(resolver: resolver, jobs: jobs).run(cases)
    #expect(results.count == 20)
    let calls = resolver.calls.withLock { $0 }
    #expect(jobs == 1 ? calls.now == 20 && calls.tasked == 0 : calls.now == 0 && calls.tasked == 20)
  }

  @Test("stop right after the failure max-fail names, the case in flight being the last")
  func maxFail() async {
    let cases = Array(Fixtures.bundledCases.prefix(40))
    var feed = CaseList(cases)
    var finished = 0
    let ending = await Run(resolver: FailingNowResolver(), jobs: 1, maxFail: 3).perform(feed: &feed, planned: cases.count) { event in
      if case .caseFinished = event { finished += 1 }
    }
    #expect(ending.stopReason == .maxFail(3))
    #expect(!ending.complete)
    #expect(finished == 3 && ending.finished == 3)
  }

  @Test("stop at an interruption between cases and say so; the run is incomplete")
  func interruption() async {
    let cases = Array(Fixtures.bundledCases.prefix(40))
    let control = RunControl()
    var feed = CaseList(cases)
    var finished = 0
    let ending = await Run(resolver: ReferenceResolver(), jobs: 1).perform(feed: &feed, planned: cases.count, control: control) { event in
      guard case .caseFinished = event else { return }
      finished += 1
      if finished == 5 { control.stop(.interrupted(signal: 2)) }
    }
    #expect(ending.stopReason == .interrupted(signal: 2))
    #expect(!ending.complete)
    #expect(finished == 5 && ending.finished == 5)
  }
}
