import BarcheckJSON
import BarcheckModel
import BarcheckReference
import Synchronization
import Testing

@testable import BarcheckTools

/// Fuzzing with several jobs (`barcheck fuzz --jobs`) screens cases at once, but must find what one job finds: the same
/// cases tried, and the same findings, the first case of each root cause shrunk to the same minimal case.
@Suite("Fuzzing with several jobs")
struct FuzzJobsTests {
  /// Mutants that fuzzing finds within a few hundred cases, some as more than one root cause.
  static let mutants: [Mutant] = [.s2LaunchShowsPlistInViewControllerMode, Mutant.allCases[12], Mutant.allCases[40], Mutant.allCases[90]]

  @Test("the reference's mutants on several threads: the same cases tried and the same findings as one job", arguments: mutants)
  func threads(_ mutant: Mutant) async throws {
    // 1,300 cases: more than one round of three threads (768 cases), and a last round that is not full.
    let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: ScenarioGenerator(seed: 3))
    let one = await fuzzer.run(cases: 1_300, jobs: 1)
    let three = await fuzzer.run(cases: 1_300, jobs: 3)
    #expect(three.tried == one.tried)
    #expect(!one.findings.isEmpty, "\(mutant.id) is found")
    Self.expectSame(three.findings, one.findings)
  }

  @Test(
    "a resolver asked asynchronously, several cases in flight and finishing out of order: the same cases tried and the same findings as one job",
    arguments: [Self.mutants[0], Self.mutants[2]])
  func inFlight(_ mutant: Mutant) async throws {
    let fuzzer = Fuzzer(resolver: Asynchronous(mutant: mutant, maxInFlight: 16, jitter: true), generator: ScenarioGenerator(seed: 1))
    let one = await fuzzer.run(cases: 300, jobs: 1)
    let many = await fuzzer.run(cases: 300, jobs: 16)
    #expect(many.tried == one.tried)
    #expect(!one.findings.isEmpty)
    Self.expectSame(many.findings, one.findings)
  }

  @Test("at most the resolver's maxInFlight cases are in flight, whatever the jobs", arguments: [1, 3])
  func boundedByMaxInFlight(_ maxInFlight: Int) async throws {
    let resolver = Asynchronous(mutant: nil, maxInFlight: maxInFlight, pause: .milliseconds(2))
    let fuzzed = await Fuzzer(resolver: resolver, generator: ScenarioGenerator(seed: 1)).run(cases: 40, jobs: 8)
    let (tried, findings) = (fuzzed.tried, fuzzed.findings)
    #expect(tried == 40 && findings.isEmpty)
    #expect(resolver.log.withLock { $0.mostInFlight } == maxInFlight)
  }

  @Test("with a deadline, the cases tried are the first ones, each asked once, and those in flight are counted")
  func deadlineKeepsAPrefix() async throws {
    let resolver = Asynchronous(mutant: nil, maxInFlight: 8, pause: .milliseconds(1))
    let generator = ScenarioGenerator(seed: 1)
    let fuzzed = await Fuzzer(resolver: resolver, generator: generator).run(
      cases: 1_000_000, jobs: 4, until: ContinuousClock.now + .milliseconds(300))
    let tried = fuzzed.tried
    #expect(tried > 0 && tried < 1_000_000)
    let asked = resolver.log.withLock { $0.asked }
    #expect(asked.count == tried, "each case tried was asked once, and no other")
    #expect(Set(asked) == Set((0..<tried).map { generator.generate($0).id }))
  }

  @Test("a slow case holds back a bounded number of cases behind it, not every case after it")
  func slowCaseWindow() async throws {
    let generator = ScenarioGenerator(seed: 1)
    let resolver = Asynchronous(mutant: nil, maxInFlight: 8, slow: generator.generate(0).id)
    let fuzzed = await Fuzzer(resolver: resolver, generator: generator).run(cases: 600, jobs: 8)
    let tried = fuzzed.tried
    #expect(tried == 600)
    // Up to 4 × 8 cases (at least 64) start while the first is not taken: cases 1 to 63, and no more. (Alone, all 63
    // are asked; in a full test run, other tests can starve the tasks that ask them, so fewer may be.)
    let behind = resolver.log.withLock { $0.askedWhileSlow }
    #expect(behind > 0 && behind <= 63, "\(behind) cases were asked while the first was in flight")
  }

  @Test(
    "the summary counts the cases generated, those outside the resolver's capabilities and those it did not answer, with any jobs",
    arguments: [1, 4])
  func summaryCounts(_ jobs: Int) async throws {
    let resolver = Asynchronous(mutant: nil, profiles: [.classic, .glass], failEvery: 5)
    let generator = ScenarioGenerator(seed: 1)
    let run = await Fuzzer(resolver: resolver, generator: generator).run(cases: 200, jobs: jobs)
    let cases = (0..<200).map { generator.generate($0) }
    let modelled = cases.indices.filter { cases[$0].profile != .legacy }
    #expect(run.generated == 200)
    #expect(run.tried == modelled.count && run.tried < 200)
    #expect(run.unanswered == modelled.count { $0 % 5 == 0 })
    #expect(run.firstUnanswered == "error: case \(modelled.first { $0 % 5 == 0 } ?? -1) is not answered")
    #expect(run.findings.isEmpty)
  }

  @Test("a deadline already past tries nothing, on threads or in flight")
  func pastDeadline() async throws {
    let past = ContinuousClock.now - .seconds(1)
    let threads = await Fuzzer(resolver: ReferenceResolver(), generator: ScenarioGenerator(seed: 1)).run(cases: 100, jobs: 2, until: past)
    let inFlight = await Fuzzer(resolver: Asynchronous(mutant: nil), generator: ScenarioGenerator(seed: 1)).run(cases: 100, jobs: 2, until: past)
    #expect(threads.tried == 0 && inFlight.tried == 0)
  }

  @Test("progress is reported for every case tried, in order, on threads as with one job")
  func progressInOrder() async throws {
    let seen = Mutex<[Int]>([])
    _ = await Fuzzer(resolver: ReferenceResolver(), generator: ScenarioGenerator(seed: 1)).run(
      cases: 700, jobs: 2, progress: { tried, _ in seen.withLock { $0.append(tried) } })
    #expect(seen.withLock { $0 } == Array(1...700))
  }

  /// Expects two runs to have found the same: each finding's signature, the case it was found in, and its minimal case.
  static func expectSame(_ findings: [Fuzzer.Finding], _ expected: [Fuzzer.Finding]) {
    func summary(_ findings: [Fuzzer.Finding]) -> [String] {
      findings.map { "\($0.signature) \($0.original.id) \($0.minimal) \(JSONWriter.string($0.shrunk.json()))" }
    }
    let same = summary(findings) == summary(expected)
    #expect(
      same, "found \(findings.map { "\($0.signature) in \($0.original.id)" }), one job \(expected.map { "\($0.signature) in \($0.original.id)" })")
  }

  /// The reference or one of its mutants, asked asynchronously (as an out-of-process resolver is), with a pause before
  /// each answer (with `jitter`, one of up to 4 ms that depends on the case, so that cases finish out of order); it
  /// logs the cases it is asked to screen (untraced) and how many requests were in flight at most.
  final class Asynchronous: Resolver, Sendable {
    /// What the resolver was asked.
    struct Log {
      /// The ids of the cases asked without a trace, in the order asked.
      var asked: [String] = []
      /// Requests in flight now, and at most.
      var inFlight = 0
      var mostInFlight = 0
      /// Whether the slow case is in flight, and how many other cases were asked meanwhile.
      var slowInFlight = false
      var askedWhileSlow = 0
    }

    let inner: ReferenceResolver
    let maxInFlight: Int
    let pause: Duration
    let jitter: Bool
    let log = Mutex(Log())

    let slow: String?
    let profiles: Set<Profile>?
    let failEvery: Int?

    /// - Parameter slow: The id of a case answered once 63 other cases were asked meanwhile (or 30 s passed: a full test run can starve the tasks that ask them), and 100 ms
    ///   more for any case asked beyond those; the others are answered at once.
    ///   - profiles: The profiles it declares, when not all.
    ///   - failEvery: Answers `error` for every case whose number is a multiple of this.
    init(
      mutant: Mutant?, maxInFlight: Int = 8, pause: Duration = .zero, jitter: Bool = false, slow: String? = nil, profiles: Set<Profile>? = nil,
      failEvery: Int? = nil
    ) {
      self.profiles = profiles
      self.failEvery = failEvery
      inner = ReferenceResolver(mutant: mutant)
      self.maxInFlight = maxInFlight
      self.pause = pause
      self.jitter = jitter
      self.slow = slow
    }

    var identity: ResolverIdentity { ResolverIdentity(name: "asynchronous \(inner.identity.name)", version: "1", language: "Swift") }
    var capabilities: ResolverCapabilities {
      var capabilities = inner.capabilities
      capabilities.maxInFlight = maxInFlight
      if let profiles { capabilities.profiles = profiles }
      return capabilities
    }

    func resolve(_ request: ResolveRequest) async -> ResolverResponse {
      let isSlow = request.testCase.id == slow
      log.withLock {
        if !request.wantsTrace { $0.asked.append(request.testCase.id) }
        $0.inFlight += 1
        $0.mostInFlight = max($0.mostInFlight, $0.inFlight)
        if isSlow { $0.slowInFlight = true } else if $0.slowInFlight { $0.askedWhileSlow += 1 }
      }
      if isSlow {
        let clock = ContinuousClock()
        let start = clock.now
        while log.withLock({ $0.askedWhileSlow }) < 63, start.duration(to: clock.now) < .seconds(30) { try? await Task.sleep(for: .milliseconds(5)) }
        try? await Task.sleep(for: .milliseconds(100))
      }
      let wait = isSlow ? .zero : jitter ? .microseconds(request.testCase.id.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 4095) : pause
      if wait > .zero { try? await Task.sleep(for: wait) }
      log.withLock {
        $0.inFlight -= 1
        if isSlow { $0.slowInFlight = false }
      }
      if let failEvery, let number = Int(request.testCase.id.split(separator: "-").last ?? ""), number % failEvery == 0 {
        return ResolverResponse(.error("case \(number) is not answered"), logs: "")
      }
      return inner.resolveNow(request)
    }
  }
}
