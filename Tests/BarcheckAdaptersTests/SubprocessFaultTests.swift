import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// Deliberately broken resolvers (Tests/Fixtures/fake-resolvers/fake_resolver.py MODE): every
/// fault ends as its documented outcome and the run completes with every other case reported.
@Suite("Out-of-process resolvers that misbehave")
struct SubprocessFaultTests {
  static let fake = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-resolvers/fake_resolver.py").path
  static let suite = SuiteIdentity(name: "faults", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 3)

  static func cases() throws -> [ConformanceCase] {
    try (1...3).map { i in
      try Fixtures.loadCase(
        Fixtures.caseJSON(
          id: "fault.case-\(i)", windows: #"[{ "id": "main", "root": { "id": "root\#(i)" } }]"#,
          steps:
            #"[{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "root\#(i)" } }, { "event": "setAppearance", "appearance": "dark" }]"#
        ))
    }
  }

  /// Deadlines are generous except where a hang is the point: the test machine may be busy running other tests.
  static func run(_ mode: String, timeout: Duration = .seconds(10), restarts: Int = 5, extra: String = "") async throws -> [CaseResult] {
    let resolver = try await SubprocessResolver.launch(
      command: "python3 \(fake) \(mode) \(extra)", suite: suite, timeout: timeout, restartBudget: restarts, handshakeTimeout: .seconds(20))
    let results = await Runner(resolver: resolver).run(try cases())
    await resolver.shutdown()
    return results
  }

  @Test("a crash with several cases in flight is pinned on the case that causes it: the others are sent again alone")
  func crashWithCasesInFlight() async throws {
    let resolver = try await SubprocessResolver.launch(
      command: "python3 \(Self.fake) crash-with-cases-in-flight", suite: Self.suite, timeout: .seconds(20), restartBudget: 5,
      handshakeTimeout: .seconds(20))
    #expect(resolver.capabilities.maxInFlight == 8)
    var cases = try (1...6).map { i in
      try Fixtures.loadCase(
        Fixtures.caseJSON(
          id: "fault.case-\(i)", windows: #"[{ "id": "main", "root": { "id": "root\#(i)" } }]"#,
          steps: #"[{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "root\#(i)" } }]"#))
    }
    cases[0].id = "fault.first-crash-me"
    let results = await Runner(resolver: resolver, jobs: 6).run(cases)
    await resolver.shutdown()
    // Before: one crash was every case in flight's crash. Now only the case that crashes alone is one.
    #expect(results.map(\.outcome) == [.crash, .pass, .pass, .pass, .pass, .pass], "\(results.map { $0.message ?? "" })")
    #expect(results[0].message?.contains("while handling this case, sent alone after a crash with") == true, "\(results[0].message ?? "")")
  }

  @Test("a well-behaved resolver passes, and its hello is read")
  func good() async throws {
    let resolver = try await SubprocessResolver.launch(command: "python3 \(Self.fake) good", suite: Self.suite)
    #expect(resolver.identity.name == "fake-good")
    #expect(resolver.capabilities.maxInFlight == 1)
    let results = await Runner(resolver: resolver).run(try Self.cases())
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    #expect(await resolver.shutdown() == .exited)
  }

  @Test(
    "faults at start are errors that say why",
    arguments: [
      ("crash-on-start", "the resolver exited with status 3 before its hello; stderr tail:\nfatal: cannot load my model\n"),
      ("slow-handshake", "no hello within 2 s"),
      ("bad-protocol", "at $.protocol: the resolver speaks protocol 99; this runner speaks 1"),
    ])
  func startFaults(_ mode: String, _ message: String) async throws {
    // Only the slow handshake needs a short deadline; the others must not be judged late on a busy machine.
    let deadline: Duration = mode == "slow-handshake" ? .seconds(2) : .seconds(20)
    await #expect(throws: ResolverProtocol.Violation(message)) {
      _ = try await SubprocessResolver.launch(command: "python3 \(Self.fake) \(mode)", suite: Self.suite, handshakeTimeout: deadline)
    }
  }

  @Test(
    "faults during a run are outcomes; the other cases are reported",
    arguments: [
      (
        "crash-mid-run", [Outcome.pass, .crash, .pass],
        "exited with status 139 while handling the case; stderr tail:\nsegmentation fault in resolve()"
      ),
      ("hang", [.timeout, .timeout, .timeout], "no answer within 1.5 s; the resolver was killed and will be restarted"),
      ("garbage", [.error, .error, .error], "protocol error: malformed JSON: invalid literal; expected 'true'"),
      ("unknown-id", [.error, .error, .error], "protocol error: an answer for id \"no-such-id\", which is not a case in flight"),
      ("wrong-count", [.error, .error, .error], "the resolver returned 5 observations for 2 steps"),
      ("huge-line", [.error, .error, .error], "protocol error: the resolver wrote a line of 20971556 bytes, more than the 1048576 allowed"),
      ("non-utf8", [.error, .error, .error], "protocol error: malformed JSON: invalid UTF-8 byte 0xFF"),
      ("exit-without-stop", [.pass, .pass, .pass], ""),
    ])
  func runFaults(_ mode: String, _ outcomes: [Outcome], _ message: String) async throws {
    let results = try await Self.run(mode, timeout: mode == "hang" ? .milliseconds(1500) : .seconds(10))
    #expect(results.map(\.outcome) == outcomes)
    if !message.isEmpty {
      let first = try #require(results.first { $0.outcome != .pass })
      #expect(first.message?.contains(message) == true, "\(first.message ?? "-")")
    }
  }

  @Test("a hang is killed, the handshake replayed, and the next cases pass")
  func restartAfterHang() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-hang-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let results = try await Self.run("hang-once", timeout: .seconds(3), extra: marker)
    #expect(results.map(\.outcome) == [.timeout, .pass, .pass])
  }

  @Test("restarts are bounded")
  func restartBudget() async throws {
    let results = try await Self.run("hang", timeout: .milliseconds(500), restarts: 1)
    #expect(results.map(\.outcome) == [.timeout, .timeout, .error])
    #expect(results[2].message == "the resolver is no longer running (it was stopped after a timeout) and it was restarted 1 time, the most allowed")
  }

  @Test("heavy stderr is kept, truncated and attached, never a signal")
  func heavyStderr() async throws {
    let results = try await Self.run("heavy-stderr")
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    let logs = results[0].logs
    #expect(logs.hasPrefix("[") && logs.contains("earlier bytes of stderr omitted"))
    #expect(logs.utf8.count < 5_000)
    #expect(logs.contains("log line for case c1\n"), "the tail is this case's log (the last lines may still be in flight on a busy machine)")
  }
}
