import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import Testing

@testable import BarcheckAdapters

/// Protocol v1's client over an in-memory channel (`FakePeer`): the handshake, ids, pipelining, deadlines,
/// restarts and every fault a resolver can commit, with the outcomes and messages `Docs/protocol.md` documents,
/// in milliseconds and without a process. `SubprocessFaultTests` keeps a few of them over real processes.
@Suite("Protocol v1 over an in-memory channel")
struct ProtocolClientTests {
  static let suite = SuiteIdentity(name: "faults", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 3)

  /// Cases `fault.case-1` … with one window whose root is `root1` …, and two steps unless `steps` says otherwise.
  static func cases(_ count: Int = 3, steps: Int = 2) throws -> [ConformanceCase] {
    try (1...count).map { i in
      let first = #"{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "root\#(i)" } }"#
      let more = Array(repeating: #"{ "event": "setAppearance", "appearance": "dark" }"#, count: steps - 1)
      return try Fixtures.loadCase(
        Fixtures.caseJSON(
          id: "fault.case-\(i)", windows: #"[{ "id": "main", "root": { "id": "root\#(i)" } }]"#,
          steps: "[" + ([first] + more).joined(separator: ", ") + "]"))
    }
  }

  static func connect(
    _ peer: FakePeer, timeout: Duration = .seconds(10), restarts: Int = 5, handshakeTimeout: Duration = .seconds(10)
  ) async throws(ResolverProtocol.Violation) -> SubprocessResolver {
    let settings = ProtocolClient.Settings(suite: suite, timeout: timeout, handshakeTimeout: handshakeTimeout, restartBudget: restarts)
    return try await SubprocessResolver.connect(settings) { logs in peer.open(logs) }
  }

  static func run(
    _ peer: FakePeer, cases: [ConformanceCase]? = nil, jobs: Int = 1, timeout: Duration = .seconds(10), restarts: Int = 5
  ) async throws -> [CaseResult] {
    let resolver = try await connect(peer, timeout: timeout, restarts: restarts)
    let results = await Runner(resolver: resolver, jobs: jobs).run(try cases ?? Self.cases())
    await resolver.shutdown(grace: .milliseconds(200))
    return results
  }

  @Test("the runner's hello goes first, the resolver's is read, and requests are numbered c1, c2, … in the order sent")
  func handshakeAndIDs() async throws {
    let peer = FakePeer(.good)
    let resolver = try await Self.connect(peer)
    #expect(resolver.identity.name == "fake-peer")
    #expect(resolver.capabilities.maxInFlight == 1)
    let results = await Runner(resolver: resolver).run(try Self.cases())
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    #expect(await resolver.shutdown() == .exited)
    #expect(peer.sent.first == ResolverProtocol.hello(suite: Self.suite))
    #expect(peer.sent.last == ResolverProtocol.stop)
    #expect(peer.runIDs == ["c1", "c2", "c3"])
    #expect(peer.opens == 1)
  }

  @Test("answers are matched by id, not by position: pipelined cases answered last first all pass")
  func pipelining() async throws {
    let peer = FakePeer(.reversed(count: 4))
    let results = try await Self.run(peer, cases: Self.cases(4), jobs: 4)
    #expect(results.map(\.outcome) == [.pass, .pass, .pass, .pass], "\(results.map { $0.message ?? "" })")
    #expect(Set(peer.runIDs) == ["c1", "c2", "c3", "c4"])
  }

  @Test(
    "faults at start fail the handshake with a message that says why",
    arguments: [
      (FakePeer.Mode.crashOnStart, "the resolver exited with status 3 before its hello; stderr tail:\nfatal: cannot load my model\n"),
      (.slowHandshake, "no hello within 1 s"),
      (.badProtocol, "at $.protocol: the resolver speaks protocol 99; this runner speaks 1"),
    ])
  func startFaults(_ mode: FakePeer.Mode, _ message: String) async throws {
    await #expect(throws: ResolverProtocol.Violation(message)) {
      _ = try await Self.connect(FakePeer(mode), handshakeTimeout: .seconds(1))
    }
  }

  @Test(
    "faults during a run are outcomes; the other cases are reported",
    arguments: [
      (
        FakePeer.Mode.crashMidRun, [Outcome.pass, .crash, .pass],
        "exited with status 139 while handling the case; stderr tail:\nsegmentation fault in resolve()"
      ),
      (.hang, [.timeout, .timeout, .timeout], "no answer within 0.1 s; the resolver was killed and will be restarted"),
      (.garbage, [.error, .error, .error], "protocol error: malformed JSON: invalid literal; expected 'true'"),
      (.unknownID, [.error, .error, .error], "protocol error: an answer for id \"no-such-id\", which is not a case in flight"),
      (.wrongCount, [.error, .error, .error], "the resolver returned 5 observations for 2 steps"),
      (.hugeLine, [.error, .error, .error], "protocol error: the resolver wrote a line of 1048612 bytes, more than the 1048576 allowed"),
      (.nonUTF8, [.error, .error, .error], "protocol error: malformed JSON: invalid UTF-8 byte 0xFF"),
      (.exitWithoutStop, [.pass, .pass, .pass], ""),
    ])
  func runFaults(_ mode: FakePeer.Mode, _ outcomes: [Outcome], _ message: String) async throws {
    let results = try await Self.run(FakePeer(mode), timeout: mode == .hang ? .milliseconds(100) : .seconds(10))
    #expect(results.map(\.outcome) == outcomes)
    if !message.isEmpty {
      let first = try #require(results.first { $0.outcome != .pass })
      #expect(first.message?.contains(message) == true, "\(first.message ?? "-")")
    }
  }

  @Test("a protocol error restarts the resolver, replaying the handshake, and ids are never reused across restarts")
  func restartAfterGarbage() async throws {
    let peer = FakePeer(.garbage)
    let results = try await Self.run(peer)
    #expect(results.map(\.outcome) == [.error, .error, .error])
    #expect(peer.opens == 3)
    #expect(peer.runIDs == ["c1", "c2", "c3"])
    #expect(peer.sent.filter { $0.hasPrefix(#"{"type":"hello""#) }.count == 3)
  }

  @Test("an answer for a case answered already is a protocol error: the resolver is restarted and the next cases pass")
  func duplicateAnswers() async throws {
    let peer = FakePeer(.duplicateAnswers)
    let results = try await Self.run(peer)
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    #expect(peer.opens == 3)
    #expect(peer.runIDs == ["c1", "c2", "c3"])
  }

  @Test("a hang is killed, the handshake replayed, and the next cases pass")
  func restartAfterHang() async throws {
    let peer = FakePeer(.hangOnce)
    // Long enough for the answers after the restart to arrive in time on a busy machine.
    let results = try await Self.run(peer, timeout: .milliseconds(500))
    #expect(results.map(\.outcome) == [.timeout, .pass, .pass])
    #expect(peer.opens == 2)
  }

  @Test("a timeout ends the other cases in flight as errors, since their resolver is killed")
  func timeoutWithOthersInFlight() async throws {
    // Long enough for both cases to be in flight before the first deadline, on a busy machine.
    let results = try await Self.run(FakePeer(.hangPipelined(maxInFlight: 2)), cases: Self.cases(2), jobs: 2, timeout: .seconds(1))
    #expect(results.map(\.outcome).sorted { "\($0)" < "\($1)" } == [.error, .timeout])
    #expect(results.contains { $0.message == "the resolver was restarted while this case was in flight (another case timed out)" })
  }

  @Test(
    "cases in flight that all find the resolver gone after a timeout start one new resolver between them, and every case ends",
    .timeLimit(.minutes(1)))
  func concurrentRestarts() async throws {
    // Two cases in flight at a time, each hanging: after each timeout both runner tasks go on to their next case at
    // once, and both find no resolver running. Each start takes a moment, as a process's does: the actor lets the
    // other case in meanwhile.
    let peer = FakePeer(.hangPipelined(maxInFlight: 2))
    let settings = ProtocolClient.Settings(suite: Self.suite, timeout: .milliseconds(200), restartBudget: 10)
    let resolver = try await SubprocessResolver.connect(settings) { logs in
      try? await Task.sleep(for: .milliseconds(20))
      return peer.open(logs)
    }
    let results = await Runner(resolver: resolver, jobs: 2).run(try Self.cases(6))
    await resolver.shutdown(grace: .milliseconds(200))
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0.outcome == .timeout || $0.outcome == .error }, "\(results.map(\.outcome))")
    // One resolver for each pair of cases: never two started for the same pair.
    #expect(peer.opens <= 4, "\(peer.opens) resolvers were started for 6 cases, 2 at a time")
  }

  @Test("restarts are bounded")
  func restartBudget() async throws {
    let results = try await Self.run(FakePeer(.hang), timeout: .milliseconds(100), restarts: 1)
    #expect(results.map(\.outcome) == [.timeout, .timeout, .error])
    #expect(results[2].message == "the resolver is no longer running (it was stopped after a timeout) and it was restarted 1 time, the most allowed")
  }

  @Test("with no restarts allowed, a resolver that exited early leaves the next cases errors saying why")
  func earlyExitWithoutRestarts() async throws {
    let results = try await Self.run(FakePeer(.crashMidRun), restarts: 0)
    #expect(results.map(\.outcome) == [.pass, .crash, .error])
    #expect(results[2].message == "the resolver is no longer running (it was stopped after it exited with status 139) and it is not restarted")
  }

  @Test("a crash with several cases in flight is pinned on the case that causes it: the others are sent again alone")
  func crashWithCasesInFlight() async throws {
    let peer = FakePeer(.crashWithCasesInFlight(inFlight: 6))
    var cases = try Self.cases(6, steps: 1)
    cases[0].id = "fault.first-crash-me"
    let resolver = try await Self.connect(peer)
    #expect(resolver.capabilities.maxInFlight == 8)
    let results = await Runner(resolver: resolver, jobs: 6).run(cases)
    await resolver.shutdown(grace: .milliseconds(200))
    #expect(results.map(\.outcome) == [.crash, .pass, .pass, .pass, .pass, .pass], "\(results.map { $0.message ?? "" })")
    // The tail since the case was first sent: the crash with every case in flight, then its own.
    let crash = "segmentation fault on the case that crashes\n"
    #expect(
      results[0].message
        == "the resolver exited with status 139 while handling this case, sent alone after a crash with 6 cases in flight; stderr tail:\n"
        + crash + crash)
  }

  @Test("logs are kept, truncated and attached to the case they came with, never a signal")
  func heavyLogs() async throws {
    let results = try await Self.run(FakePeer(.heavyStderr(lines: 5_000)))
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    let logs = results[1].logs
    #expect(logs.hasPrefix("[") && logs.contains("earlier bytes of stderr omitted"))
    #expect(logs.utf8.count < 5_000)
    #expect(logs.hasSuffix("log line for case c2\n") && !logs.contains("case c1"))
  }

  @Test("an interrupt ends the case in flight at once as interrupted and kills the resolver; the next case restarts it")
  func interrupt() async throws {
    let peer = FakePeer(.hangOnce)
    let resolver = try await Self.connect(peer)
    let request = ResolveRequest(testCase: try Self.cases(1)[0], wantsTrace: false)
    let hung = Task { await resolver.resolve(request) }
    while peer.runIDs.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
    hung.cancel()
    #expect(await hung.value == .interruptedRun)
    #expect(await resolver.resolve(request).interrupted == false)
    #expect(peer.opens == 2)
    #expect(peer.runIDs == ["c1", "c2"])
    await resolver.shutdown(grace: .milliseconds(200))
  }

  @Test("stop: a resolver that exits is .exited; one that keeps running is killed after the grace")
  func stop() async throws {
    let exits = try await Self.connect(FakePeer(.good))
    #expect(await exits.shutdown(grace: .seconds(5)) == .exited)
    #expect(await exits.shutdown(grace: .seconds(5)) == .notRunning)
    let ignores = try await Self.connect(FakePeer(.ignoreStop))
    #expect(await ignores.shutdown(grace: .milliseconds(50)) == .killed)
  }
}
