import BarcheckTestSupport
import Foundation
import Testing

/// An interrupted run still writes every report, marked incomplete, with the cases that finished.
@Suite("Interrupted runs", .serialized)
struct InterruptTests {
  @Test("SIGINT and SIGTERM: reports are written with the finished cases and complete: false", arguments: [SIGINT, SIGTERM])
  func interrupted(_ signal: Int32) async throws {
    // A resolver that takes 50 ms a case makes the run last over ten seconds, so the signal lands mid-run
    // however busy the machine is.
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports")
    let executable = try #require(BinaryRunner.executable)
    let fake = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-resolvers/fake_resolver.py").path
    let process = Process()
    process.executableURL = executable
    process.arguments = ["run", "--jobs", "1", "--resolver", "exec:python3 \(fake) slow", "--reports", reports.path]
    process.currentDirectoryURL = Fixtures.packageRoot
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stream = reports.appendingPathComponent("results.jsonl")
    // Watching the stream and sending the signal happen on a thread of their own: other tests can
    // keep every thread of the test pool busy for longer than the run lasts, and then a watcher on
    // the pool would only wake after the run had finished.
    let (stderr, signalledMidRun): (String, Bool) = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let deadline = Date().addingTimeInterval(60)
        var lines = 0
        while Date() < deadline && process.isRunning {
          lines = (try? String(contentsOf: stream, encoding: .utf8))?.split(separator: "\n").count ?? 0
          if lines > 10 { break }
          Thread.sleep(forTimeInterval: 0.02)
        }
        let midRun = process.isRunning && lines > 10
        kill(process.processIdentifier, signal)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        continuation.resume(returning: (text, midRun))
      }
    }
    #expect(signalledMidRun, "the signal was sent while the run was going")
    #expect(process.terminationStatus == 1)
    #expect(stderr.contains("interrupted (signal \(signal))"), "\(stderr)")
    #expect(stderr.contains("error: the run is incomplete:"))
    let lines = try String(contentsOf: stream, encoding: .utf8).split(separator: "\n")
    let footer = try #require(lines.last)
    #expect(footer.contains("\"complete\":false"))
    #expect(lines.count - 2 >= 10 && lines.count - 2 < 210, "the finished cases, not all of them: \(lines.count - 2)")
    let junit = try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<!-- incomplete: the run was interrupted"))
    #expect(junit.contains("tests=\"\(lines.count - 2)\""))
    let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("INCOMPLETE"))
    let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary.contains("The run did not complete"))
  }
}
