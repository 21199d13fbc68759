import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Synchronization
import Testing

/// A resolver that agrees with the reference but never shows light content (so it fails some cases and passes
/// others), declares whether it gives traces, and records how each case was asked.
private final class RecordingResolver: SynchronousResolver, Sendable {
  /// What it puts in its observations' traces.
  enum Tracing {
    /// The reference's trace, when the request asks for one.
    case whenAsked
    /// Never a trace.
    case never
    /// A trace of 300 entries with every answer, asked or not: more than a trace may hold.
    case alwaysTooLong
  }

  let capabilities: ResolverCapabilities
  let tracing: Tracing
  /// Each case's requests, in order: whether each asked for a trace.
  let requests = Mutex<[String: [Bool]]>([:])

  init(declaresTraces: Bool, tracing: Tracing) {
    capabilities = ResolverCapabilities(maxInFlight: 8, traces: declaresTraces)
    self.tracing = tracing
  }

  var identity: ResolverIdentity { ResolverIdentity(name: "recording", version: "1", language: "Swift") }

  func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    let testCase = request.testCase
    requests.withLock { $0[testCase.id, default: []].append(request.wantsTrace) }
    guard case .observations(var observations) = ReferenceResolver().answer(testCase, tracing: tracing == .whenAsked && request.wantsTrace)
    else { return ResolverResponse(.error("the reference could not play the case")) }
    for i in observations.indices {
      observations[i].style = .darkContent
      if tracing == .alwaysTooLong { observations[i].trace = (0..<300).map { TraceEntry(rule: "S1", "entry \($0)") } }
    }
    return ResolverResponse(.observations(observations))
  }
}

/// A failing case is asked again with a trace, unless the resolver declares that it gives none
/// (`ResolverCapabilities.traces`): then its one answer is what the reports record.
@Suite("The traced re-send of a failing case")
struct TracedResendTests {
  /// Bundled cases some of which a resolver that never shows light content fails, and some it passes; none of them
  /// outside its capabilities (n/a, never sent).
  static let cases = Array(
    Fixtures.bundledCases.filter { $0.knownDisagreement == nil && ResolverCapabilities().reasonNotApplicable($0) == nil }.prefix(60))

  fileprivate static func run(_ resolver: RecordingResolver, jobs: Int) async -> [CaseResult] {
    await Runner(resolver: resolver, jobs: jobs, explainer: ReferenceResolver()).run(cases)
  }

  @Test("a resolver that gives traces (the default) is asked again for each failure, with a trace it then reports", arguments: [1, 2])
  func undeclared(jobs: Int) async throws {
    let resolver = RecordingResolver(declaresTraces: true, tracing: .whenAsked)
    #expect(ResolverCapabilities().traces, "traces are given unless declared otherwise")
    let results = await Self.run(resolver, jobs: jobs)
    let failures = results.filter { $0.outcome == .fail }
    #expect(!failures.isEmpty && failures.count < results.count, "the cases are a mix of passes and failures")
    let requests = resolver.requests.withLock { $0 }
    for result in results {
      #expect(requests[result.id] == (result.outcome == .fail ? [false, true] : [false]), "\(result.id)")
    }
    for failure in failures {
      #expect(failure.observations.allSatisfy { !$0.trace.isEmpty }, "\(failure.id): the second answer's trace is reported")
      #expect(failure.referenceTraces.count == failure.testCase.steps.count)
    }
  }

  @Test("a resolver that declares no traces is asked once, and its results are those of asking it twice", arguments: [1, 2])
  func declared(jobs: Int) async throws {
    let declared = RecordingResolver(declaresTraces: false, tracing: .never)
    let undeclared = RecordingResolver(declaresTraces: true, tracing: .never)
    let once = await Self.run(declared, jobs: jobs)
    let twice = await Self.run(undeclared, jobs: jobs)
    #expect(declared.requests.withLock { $0 }.values.allSatisfy { $0 == [false] })
    #expect(undeclared.requests.withLock { $0 }.values.contains { $0 == [false, true] }, "without the declaration failures are asked again")
    func timeless(_ results: [CaseResult]) -> [CaseResult] {
      results.map { result in
        var copy = result
        copy.duration = 0
        return copy
      }
    }
    #expect(timeless(once) == timeless(twice))
    #expect(once.contains { $0.outcome == .fail && $0.referenceTraces.count == $0.testCase.steps.count }, "the reference still explains")
  }

  @Test("a resolver that declares no traces and sends them anyway is asked once; its traces are kept, bounded", arguments: [1, 2])
  func hostile(jobs: Int) async throws {
    let resolver = RecordingResolver(declaresTraces: false, tracing: .alwaysTooLong)
    let results = await Self.run(resolver, jobs: jobs)
    #expect(resolver.requests.withLock { $0 }.values.allSatisfy { $0 == [false] })
    let failure = try #require(results.first { $0.outcome == .fail })
    for observation in failure.observations {
      #expect(observation.trace.count == ResolverLimits.traceEntries + 1)
      #expect(observation.trace.last?.message == "… [cut: 300 trace entries in all]")
    }
    #expect(failure.referenceTraces.count == failure.testCase.steps.count)
  }
}
