import BarcheckTestSupport
import Foundation
import Testing

/// An interrupted run still writes every report, marked incomplete, with the cases that finished.
@Suite("Interrupted runs", .serialized)
struct InterruptTests {
  /// The bundled suite copied under new ids until it is big enough to interrupt mid-run.
  static func largeSuite(copies: Int) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    var texts: [String] = []
    for file in Fixtures.bundledCaseFiles {
      texts.append(try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(file), encoding: .utf8))
    }
    for k in 0..<copies {
      let batch = texts.map { text -> String in
        guard let range = text.range(of: #""id": ""#) else { return text }
        return text.replacingCharacters(in: range, with: #""id": "copy\#(k)-"#)
      }
      try ("[" + batch.joined(separator: ",") + "]").write(to: directory.appendingPathComponent("copy\(k).json"), atomically: true, encoding: .utf8)
    }
    return directory
  }

  @Test("SIGINT and SIGTERM: reports are written with the finished cases and complete: false", arguments: [SIGINT, SIGTERM])
  func interrupted(_ signal: Int32) throws {
    let suite = try Self.largeSuite(copies: 15)
    defer { try? FileManager.default.removeItem(at: suite) }
    let reports = suite.appendingPathComponent("reports")
    let executable = try #require(BinaryRunner.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["run", suite.path, "--jobs", "1", "--reports", reports.path]
    process.currentDirectoryURL = Fixtures.packageRoot
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stream = reports.appendingPathComponent("results.jsonl")
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let text = try? String(contentsOf: stream, encoding: .utf8), text.split(separator: "\n").count > 50 { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    kill(process.processIdentifier, signal)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(stderr.contains("interrupted (signal \(signal))"), "\(stderr)")
    #expect(stderr.contains("error: the run is incomplete:"))
    let lines = try String(contentsOf: stream, encoding: .utf8).split(separator: "\n")
    let footer = try #require(lines.last)
    #expect(footer.contains("\"complete\":false"))
    #expect(lines.count - 2 > 50 && lines.count - 2 < 15 * 210, "the finished cases, not all of them: \(lines.count - 2)")
    let junit = try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<!-- incomplete: the run was interrupted"))
    #expect(junit.contains("tests=\"\(lines.count - 2)\""))
    let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.contains("INCOMPLETE"))
    let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(summary.contains("The run did not complete"))
  }
}
