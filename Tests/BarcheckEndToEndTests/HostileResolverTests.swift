import BarcheckTestSupport
import Foundation
import Testing

/// Resolvers that attack what reads barcheck's output: every string they supply reaches the terminal,
/// CI logs, Markdown, JUnit and HTML neutralised and bounded; interrupts never wait for them; skipping
/// cannot make a run green.
@Suite("Hostile resolvers")
struct HostileResolverTests {
  static func fake(_ mode: String) -> String {
    "exec:python3 " + Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-resolvers/fake_resolver.py").path + " " + mode
  }

  /// Characters that act on a terminal or reorder text: none may reach any output raw.
  static let acting: [Character] = ["\u{1B}", "\u{07}", "\u{00}", "\u{202E}", "\r"]

  static func runWithReports(_ mode: String, paths: [String] = ["Tests/Fixtures/report-suite"]) async throws -> (
    output: BinaryRunner.Output, reports: URL
  ) {
    let reports = try Fixtures.temporaryDirectory().appendingPathComponent("reports")
    let output = try await BinaryRunner.run(["run"] + paths + ["--resolver", fake(mode), "--reports", reports.path])
    return (output, reports)
  }

  static func report(_ reports: URL, _ name: String) throws -> String {
    try String(contentsOf: reports.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("a name with escape sequences, BEL, NUL and a bidi override reaches no output raw")
  func hostileName() async throws {
    let (output, reports) = try await Self.runWithReports("hostile-name")
    #expect(output.stdout.contains(#"against evil\e[2J\x07\x00name\u202Ereversed 0 (Python)"#), "\(output.stdout)")
    for text in [output.stdout, output.stderr, try Self.report(reports, "summary.md"), try Self.report(reports, "report.html")] {
      #expect(!Self.acting.contains { text.contains($0) })
    }
    let summary = try Self.report(reports, "summary.md")
    #expect(summary.contains("| outcome | cases |"), "the summary is not cut off at the NUL")
    #expect(!(try Self.report(reports, "junit.xml")).contains { Self.acting.contains($0) })
  }

  @Test("hostile case titles and resolver names reach list, explain and compat neutralised")
  func everyCommand() async throws {
    let list = try await BinaryRunner.run(["list", "Tests/Fixtures/report-suite", "--sources"])
    #expect(list.stdout.contains(#"Control characters \x07 and an ANSI escape \e[31mred\e[0m in a title"#), "\(list.stdout)")
    let explain = try await BinaryRunner.run(["explain", "Tests/Fixtures/report-suite/control-characters.json"])
    let out = try Fixtures.temporaryDirectory().appendingPathComponent("compat").path
    let compat = try await BinaryRunner.run(["compat", "Tests/Fixtures/report-suite", "--resolver", Self.fake("hostile-name"), "--out", out])
    for text in [list.stdout, list.stderr, explain.stdout, explain.stderr, compat.stdout, compat.stderr] {
      #expect(!Self.acting.contains { text.contains($0) })
    }
  }

  @Test("error and skip messages cannot forge console lines")
  func forgery() async throws {
    let output = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", Self.fake("forge")])
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains("9 passed, 0 failed"))
    #expect(!lines.contains("0 passed, 0 failed"))
    #expect(lines.filter { $0.wholeMatch(of: /\d+ passed, \d+ failed.*/) != nil }.count == 1)
    #expect(output.stdout.contains(#"the resolver reported: boom\n9 passed, 0 failed\r\e[2K"#))
    #expect(output.stdout.contains(#"later\r\n0 passed, 0 failed"#))
    #expect(!Self.acting.contains { output.stdout.contains($0) })
  }

  @Test("long strings are cut with a marker; an owner id too long to be one is a protocol error")
  func bounds() async throws {
    let (output, reports) = try await Self.runWithReports("huge-strings")
    #expect(output.status == 1)
    let stream = try Self.report(reports, "results.jsonl")
    #expect(stream.contains("[cut: 301 trace entries in all]"))
    #expect(stream.contains("[cut: 101 diagnostics in all]"))
    #expect(stream.contains("characters in all]"))
    #expect(stream.utf8.count < 200_000, "five cases, each bounded: \(stream.utf8.count) bytes")
    let owner = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", Self.fake("huge-owner")])
    #expect(owner.stdout.contains("protocol error: observation 1: styleOwner is 102400 characters long, more than the 256 an id may have"))
  }

  @Test("a resolver answering megabyte lines costs a protocol error each, not megabytes of report")
  func megabyteAnswers() async throws {
    let (output, reports) = try await Self.runWithReports("huge-answer", paths: ["Conformance/cases/navigation"])
    #expect(output.status == 1)
    #expect(output.stdout.contains("more than the 1048576 allowed"))
    for name in ["results.jsonl", "junit.xml", "report.html"] {
      let size = try Self.report(reports, name).utf8.count
      #expect(size < 300_000, "\(name): \(size) bytes")
    }
    #expect(output.stdout.utf8.count < 50_000)
  }

  @Test("skipping everything is not a green run, and skips count against the pass rate")
  func skipEverything() async throws {
    let (output, reports) = try await Self.runWithReports("skip-all")
    #expect(output.status == 1)
    #expect(output.stderr.contains("error: no applicable case passed (5 skipped by the resolver)"))
    let summary = try Self.report(reports, "summary.md")
    #expect(summary.contains("pass rate: 0.0% of 5 applicable cases"), "\(summary)")
  }

  @Test("a resolver that ignores stop is killed, and the run says so")
  func ignoresStop() async throws {
    let output = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", Self.fake("ignore-stop")])
    #expect(output.stderr.contains("warning: the resolver did not exit within 2 s of {\"type\":\"stop\"} and was killed"))
  }

  @Test("a command starting with a variable assignment runs; a missing command is named")
  func shellCommands() async throws {
    let script = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-resolvers/fake_resolver.py").path
    let assigned = try await BinaryRunner.run([
      "run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", "exec:BARCHECK_FAKE=1 python3 \(script) good",
    ])
    #expect(assigned.stdout.contains("against fake-good 0 (Python)"), "\(assigned.stderr)")
    let missing = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", "exec:no-such-resolver-command"])
    #expect(missing.stderr.contains("exited with status 127: /bin/sh could not find the command"))
  }
}

/// Interrupts stop a run at once, whatever the resolver does.
@Suite("Interrupts against hostile resolvers", .serialized)
struct HostileInterruptTests {
  /// Starts a run, sends `signals` (the first once the run's result stream exists, so that the run is under way
  /// however slow the machine, the rest 0.3 s apart), and returns how long it took to exit after the last one,
  /// its status and stderr.
  ///
  /// - Parameters:
  ///   - apart: The time between two signals: 0.3 s, as a person presses Ctrl-C again; none, as GNU `timeout` and a
  ///     terminal's process group deliver one interrupt twice.
  ///   - temporary: The run's `TMPDIR`, when given.
  static func interrupt(
    _ arguments: [String], signals: Int, stream: URL, apart: TimeInterval = 0.3, temporary: URL? = nil
  ) async throws -> (seconds: Double, status: Int32, stderr: String) {
    let executable = try #require(BinaryRunner.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let temporary { process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 } }
    process.currentDirectoryURL = Fixtures.packageRoot
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // On a thread of its own, so that a busy test pool cannot delay the signals.
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline && process.isRunning && !FileManager.default.fileExists(atPath: stream.path) {
          Thread.sleep(forTimeInterval: 0.05)
        }
        // The stream's header is written just before the run catches signals; then the run waits on the resolver.
        Thread.sleep(forTimeInterval: 1)
        var last = Date()
        for n in 0..<signals {
          if n > 0 && apart > 0 { Thread.sleep(forTimeInterval: apart) }
          last = Date()
          kill(process.processIdentifier, SIGINT)
        }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        continuation.resume(returning: (Date().timeIntervalSince(last), process.terminationStatus, text))
      }
    }
  }

  @Test("SIGINT ends a run with a hung request at once, not at the request's deadline")
  func hungRequest() async throws {
    let reports = try Fixtures.temporaryDirectory().appendingPathComponent("reports")
    let (seconds, status, stderr) = try await Self.interrupt(
      ["run", "Tests/Fixtures/report-suite", "--timeout", "120", "--resolver", HostileResolverTests.fake("hang"), "--reports", reports.path],
      signals: 1, stream: reports.appendingPathComponent("results.jsonl"))
    #expect(status == 1)
    #expect(seconds < 30, "the run waited for the hung request: \(seconds) s")
    #expect(stderr.contains("error: the run is incomplete: 0 of 5 cases finished"), "\(stderr)")
    let footer = try #require(try String(contentsOf: reports.appendingPathComponent("results.jsonl"), encoding: .utf8).split(separator: "\n").last)
    #expect(footer.contains("\"complete\":false"))
  }

  @Test("one interrupt delivered twice at once (GNU timeout, a terminal's process group) is one: the reports are written")
  func duplicateInterrupt() async throws {
    let reports = try Fixtures.temporaryDirectory().appendingPathComponent("reports")
    let (_, status, stderr) = try await Self.interrupt(
      ["run", "Tests/Fixtures/report-suite", "--timeout", "120", "--resolver", HostileResolverTests.fake("hang"), "--reports", reports.path],
      signals: 2, stream: reports.appendingPathComponent("results.jsonl"), apart: 0)
    #expect(status == 1, "\(stderr)")
    #expect(!stderr.contains("interrupted again"), "\(stderr)")
    #expect(stderr.contains("error: the run is incomplete: 0 of 5 cases finished"), "\(stderr)")
    let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("INCOMPLETE"))
  }

  /// Runs the report suite against a resolver that never answers its hello (so the run is still starting it, before
  /// its stream is opened, for `timeout` seconds), sends SIGINT 1 s after the start and again `then` seconds after each
  /// one before, and returns how the process ended and its stderr.
  static func interruptWhileStarting(reports: URL, timeout: Int, then: [TimeInterval] = []) async throws -> (
    reason: Process.TerminationReason, status: Int32, stderr: String
  ) {
    let process = Process()
    process.executableURL = try #require(BinaryRunner.executable)
    process.arguments = [
      "run", "Tests/Fixtures/report-suite", "--timeout", String(timeout), "--resolver", HostileResolverTests.fake("slow-handshake"), "--reports",
      reports.path,
    ]
    process.currentDirectoryURL = Fixtures.packageRoot
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // On a thread of its own, so that a busy test pool cannot delay the signals.
    let stderr: String = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, SIGINT)
        for pause in then {
          Thread.sleep(forTimeInterval: pause)
          kill(process.processIdentifier, SIGINT)
        }
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        continuation.resume(returning: text)
      }
    }
    return (process.terminationReason, process.terminationStatus, stderr)
  }

  @Test("an interrupt before the run starts (the resolver still starting) still ends in reports of no cases, marked incomplete")
  func interruptBeforeTheRun() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports")
    let (reason, status, stderr) = try await Self.interruptWhileStarting(reports: reports, timeout: 3)
    #expect(reason == .exit, "killed by the signal: \(stderr)")
    #expect(status == 1, "\(stderr)")
    #expect(stderr.contains("interrupted (signal 2)"), "\(stderr)")
    let lines = try String(contentsOf: reports.appendingPathComponent("results.jsonl"), encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2 && lines[1].contains("\"complete\":false"), "a header and a footer, no case: \(lines)")
    #expect(try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8).contains("INCOMPLETE"))
  }

  @Test("a second SIGINT before the run's stream is written leaves an earlier run's reports whole, its stream with them")
  func secondInterruptBeforeTheStream() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    let earlier = ["results.jsonl", "report.html", "junit.xml", "summary.md"]
    for name in earlier { try "an earlier run's \(name)".write(to: reports.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    let (_, status, stderr) = try await Self.interruptWhileStarting(reports: reports, timeout: 30, then: [0.5])
    #expect(status == 130, "\(stderr)")
    for name in earlier {
      #expect(try String(contentsOf: reports.appendingPathComponent(name), encoding: .utf8) == "an earlier run's \(name)")
    }
  }

  @Test("a second SIGINT exits at once, even when a plugin's call cannot be interrupted")
  func secondInterrupt() async throws {
    let plugin = try PluginTests.compiledFixturePlugin("hanging_plugin.c")
    let stream = try Fixtures.temporaryDirectory().appendingPathComponent("results.jsonl")
    let (seconds, status, stderr) = try await Self.interrupt(
      ["run", "Tests/Fixtures/report-suite", "--resolver", "plugin:\(plugin)", "--no-reports", "--json", stream.path], signals: 2, stream: stream)
    #expect(status == 130, "\(stderr)")
    #expect(seconds < 30)
    #expect(stderr.contains("interrupted again: exiting without writing the reports"))
    let lines = try String(contentsOf: stream, encoding: .utf8).split(separator: "\n")
    #expect(lines.allSatisfy { !$0.contains("\"type\":\"footer\"") }, "a stream without a footer reads as incomplete")
  }

  @Test("a second SIGINT leaves no earlier run's reports beside this run's stream, and no scratch files")
  func secondInterruptCleansUp() async throws {
    let plugin = try PluginTests.compiledFixturePlugin("hanging_plugin.c")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports")
    let temporary = directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    // An earlier run's reports, which would read as this run's.
    for name in ["report.html", "junit.xml", "summary.md"] {
      try "an earlier run's \(name)".write(to: reports.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let stream = reports.appendingPathComponent("results.jsonl")
    let (_, status, stderr) = try await Self.interrupt(
      ["run", "Tests/Fixtures/report-suite", "--resolver", "plugin:\(plugin)", "--reports", reports.path], signals: 2, stream: stream,
      temporary: temporary)
    #expect(status == 130, "\(stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path) == ["results.jsonl"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the run's scratch directory is removed")
  }
}
