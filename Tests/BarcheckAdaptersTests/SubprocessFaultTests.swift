import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// Deliberately broken resolvers (Tests/Fixtures/fake-resolvers/fake_resolver.py MODE) over real processes: a happy
/// path, a crash and a hang, so that the process channel's pipes, exit statuses, stderr and kills are exercised.
/// Every other fault is tested in memory, over the same client (`ProtocolClientTests`).
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

  @Test("a well-behaved resolver passes, and its hello is read")
  func good() async throws {
    let resolver = try await SubprocessResolver.launch(command: "python3 \(Self.fake) good", suite: Self.suite)
    #expect(resolver.identity.name == "fake-good")
    #expect(resolver.capabilities.maxInFlight == 1)
    let results = await Runner(resolver: resolver).run(try Self.cases())
    #expect(results.map(\.outcome) == [.pass, .pass, .pass])
    #expect(await resolver.shutdown() == .exited)
  }

  @Test("a crash is a crash outcome with the exit status and the stderr tail, and the resolver is restarted")
  func crash() async throws {
    let results = try await Self.run("crash-mid-run")
    #expect(results.map(\.outcome) == [.pass, .crash, .pass])
    let message = try #require(results[1].message)
    #expect(message.contains("exited with status 139 while handling the case; stderr tail:\nsegmentation fault in resolve()"), "\(message)")
  }

  /// Left running, a resolver that closed its output outlived the run, and each restart left one more behind.
  @Test("a resolver that closes its output and runs on is a crash, and is killed; the next cases pass")
  func closedOutput() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-closed-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let results = try await Self.run("close-output", extra: marker)
    #expect(results.map(\.outcome) == [.pass, .crash, .pass])
    #expect(results[1].message?.contains("closed its output") == true, "\(results[1].message ?? "")")
    let pid = try #require(Int32(try String(contentsOfFile: marker, encoding: .utf8)))
    // Reaped by now, or within a moment: a killed process lingers until its parent collects it.
    var alive = true
    for _ in 0..<40 where alive {
      alive = kill(pid, 0) == 0
      if alive { try await Task.sleep(for: .milliseconds(50)) }
    }
    #expect(!alive, "the resolver \(pid) is still running")
  }

  @Test("a hang is killed, the handshake replayed, and the next cases pass")
  func restartAfterHang() async throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-hang-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let results = try await Self.run("hang-once", timeout: .milliseconds(1500), extra: marker)
    #expect(results.map(\.outcome) == [.timeout, .pass, .pass])
  }
}
