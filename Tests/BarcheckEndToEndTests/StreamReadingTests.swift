import BarcheckTestSupport
import Foundation
import Testing

/// The result stream readers as a user meets them: `report`, `merge`, `diff` and `compat --stream` on streams from
/// pipes, partial streams, damaged and hostile streams. Each test is a reproduction from issue 30 and its neighbours.
@Suite("Reading result streams, end to end")
struct StreamReadingTests {
  static let python = "exec:python3 Examples/python-resolver/style_stack_resolver.py"

  /// A directory with `main.jsonl` (the reference: every case passes or is an expected failure) and, when asked,
  /// `pr.jsonl` (the Python example resolver: many regressions).
  static func streams(pr: Bool = true) async throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    _ = try await BinaryRunner.run(["run", "--no-reports", "--json", directory.appendingPathComponent("main.jsonl").path])
    if pr {
      _ = try await BinaryRunner.run(["run", "--no-reports", "--resolver", python, "--json", directory.appendingPathComponent("pr.jsonl").path])
    }
    return directory
  }

  /// Runs a bash script in `directory`, with `$BARCHECK` the built executable: process substitution and pipes, as a
  /// user's shell has them.
  static func shell(_ script: String, in directory: URL) async throws -> ShellOutput {
    let executable = try #require(BinaryRunner.executable)
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script]
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["BARCHECK"] = executable.path
            environment["NO_COLOR"] = "1"
            process.environment = environment
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            nonisolated(unsafe) var outData = Data()
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async {
              outData = out.fileHandleForReading.readDataToEndOfFile()
              group.leave()
            }
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            group.wait()
            process.waitUntilExit()
            return ShellOutput(
              stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
              status: process.terminationStatus)
          })
      }
    }
  }

  /// What a script printed and returned.
  struct ShellOutput {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  static func lines(_ url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test("diff main.jsonl <(cat pr.jsonl) finds the regressions the file does; merge /dev/stdin and report from a pipe keep every record")
  func pipes() async throws {
    let directory = try await Self.streams()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try await Self.shell(#""$BARCHECK" diff main.jsonl pr.jsonl"#, in: directory)
    let pipe = try await Self.shell(#""$BARCHECK" diff main.jsonl <(cat pr.jsonl)"#, in: directory)
    #expect(file.status == 1)
    #expect(pipe.status == 1, "\(pipe.stdout.suffix(300))")
    #expect(pipe.stdout == file.stdout)
    #expect(pipe.stdout.contains("0 added, 0 removed"))

    let merge = try await Self.shell(#"cat pr.jsonl | "$BARCHECK" merge /dev/stdin --json merged.jsonl"#, in: directory)
    #expect(merge.status == 1, "the merged run has failures: \(merge.stderr)")
    let merged = try Self.lines(directory.appendingPathComponent("merged.jsonl"))
    #expect(!merged.contains { $0.contains("could not be read back") })
    let cases = try Self.lines(directory.appendingPathComponent("pr.jsonl")).filter { $0.hasPrefix(#"{"type":"case""#) }
    #expect(merged.filter { $0.hasPrefix(#"{"type":"case""#) }.sorted() == cases.sorted())

    let report = try await Self.shell(#""$BARCHECK" report <(cat pr.jsonl) --html r.html --junit r.xml --markdown r.md"#, in: directory)
    #expect(report.status == 1, "\(report.stderr)")
    for name in ["r.html", "r.xml", "r.md"] {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("could not be read back"), "\(name)")
    }
    let compat = try await Self.shell(#""$BARCHECK" compat --stream <(cat pr.jsonl) --out compat --allow-partial"#, in: directory)
    #expect(compat.status == 0, "\(compat.stderr)")
    #expect(compat.stdout.hasPrefix("style-stack-helper"), "\(compat.stdout)")
  }

  @Test("diff is not green when the new side is header-only, has no footer, is one shard of four, or a merge missing a shard")
  func partialNewSide() async throws {
    let directory = try await Self.streams(pr: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let main = try Self.lines(directory.appendingPathComponent("main.jsonl"))
    try (main[0] + "\n").write(to: directory.appendingPathComponent("header.jsonl"), atomically: true, encoding: .utf8)
    try (main.dropLast().joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("died.jsonl"), atomically: true, encoding: .utf8)
    for i in 1...4 {
      _ = try await BinaryRunner.run(["run", "--no-reports", "--shard", "\(i)/4", "--json", directory.appendingPathComponent("shard\(i).jsonl").path])
    }
    _ = try await BinaryRunner.run(["merge", "shard1.jsonl", "shard2.jsonl", "shard3.jsonl", "--json", "three.jsonl"], in: directory)
    let expectations = [
      ("header.jsonl", "error: the new run is incomplete: the run ended without a footer (it died, or was killed)"),
      ("died.jsonl", "error: the new run is incomplete: the run ended without a footer (it died, or was killed)"),
      ("shard1.jsonl", "error: the new stream is shard 1/4 alone: merge the shards' streams first (barcheck merge)"),
      ("three.jsonl", "error: the new run is incomplete: the run was merged without shard 4/4"),
    ]
    for (new, message) in expectations {
      let output = try await BinaryRunner.run(["diff", "main.jsonl", new, "--markdown", "diff.md"], in: directory)
      #expect(output.status == 1, "\(new): \(output.stdout.suffix(200))")
      #expect(output.stderr.contains(new + ": " + message), "\(new): \(output.stderr)")
      #expect(output.stdout.hasSuffix("; not judged: the new stream is incomplete\n"), "\(new)")
      let markdown = try String(contentsOf: directory.appendingPathComponent("diff.md"), encoding: .utf8)
      #expect(!markdown.contains("✅"), "\(new): \(markdown.prefix(300))")
    }
    // Neighbours: the whole run against itself, and the four shards merged, pass.
    #expect(try await BinaryRunner.run(["diff", "main.jsonl", "main.jsonl"], in: directory).status == 0)
    _ = try await BinaryRunner.run(["merge", "shard1.jsonl", "shard2.jsonl", "shard3.jsonl", "shard4.jsonl", "--json", "all.jsonl"], in: directory)
    let all = try await BinaryRunner.run(["diff", "main.jsonl", "all.jsonl"], in: directory)
    #expect(all.status == 0, "\(all.stdout.suffix(300)) \(all.stderr)")
  }

  @Test("a diff naming step -1 is an error that names the line, for report and merge with JUnit, not a crash")
  func negativeStep() async throws {
    let directory = try await Self.streams()
    defer { try? FileManager.default.removeItem(at: directory) }
    var lines = try Self.lines(directory.appendingPathComponent("pr.jsonl"))
    let index = try #require(lines.firstIndex { $0.contains(#""diffs":[{"step":0,"#) })
    lines[index] = lines[index].replacingOccurrences(of: #""diffs":[{"step":0,"#, with: #""diffs":[{"step":-1,"#)
    try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
    for arguments in [["report", "bad.jsonl", "--junit", "j.xml"], ["merge", "bad.jsonl", "--json", "m.jsonl", "--junit", "j.xml"]] {
      let output = try await BinaryRunner.run(arguments, in: directory)
      #expect(output.status == 2, "\(arguments[0]): \(output.status) \(output.stderr)")
      #expect(
        output.stderr.contains("bad.jsonl:\(index + 1):") && output.stderr.contains("at $.diffs[0].step: expected a count of zero or more"),
        "\(output.stderr)")
    }
  }

  @Test("blank lines between a stream's lines: report's HTML reads back every record")
  func blankLines() async throws {
    let directory = try await Self.streams()
    defer { try? FileManager.default.removeItem(at: directory) }
    let lines = try Self.lines(directory.appendingPathComponent("pr.jsonl"))
    try lines.enumerated().map { $1 + ($0 % 2 == 0 ? "\n\n" : "\r\n") }.joined().write(
      to: directory.appendingPathComponent("spaced.jsonl"), atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["report", "spaced.jsonl", "--html", "r.html", "--junit", "r.xml"], in: directory)
    #expect(output.status == 1, "\(output.stderr)")
    let html = try String(contentsOf: directory.appendingPathComponent("r.html"), encoding: .utf8)
    #expect(html.components(separatedBy: "could not be read back").count == 1, "no record lost")
    #expect(html.components(separatedBy: "<details class=\"case\"").count - 1 == lines.count - 2)
  }

  @Test("report /dev/zero stops at the line limit; a 10 MB resolver name gives a small junit.xml")
  func unboundedInputs() async throws {
    let directory = try await Self.streams(pr: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Bounded, so that a reader without a line limit fails here instead of taking the machine's memory.
    let zero = try await Self.shell(#"ulimit -v 3000000; ulimit -f 200000; timeout 60 "$BARCHECK" report /dev/zero --html z.html"#, in: directory)
    #expect(zero.status == 2, "\(zero.stderr)")
    #expect(zero.stderr.hasPrefix("/dev/zero:1:1: error: the line is longer than 64 MiB"), "\(zero.stderr)")

    var lines = try Self.lines(directory.appendingPathComponent("main.jsonl"))
    lines[0] = lines[0].replacingOccurrences(of: #""name":"reference""#, with: #""name":""# + String(repeating: "r", count: 10_000_000) + "\"")
    try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("long.jsonl"), atomically: true, encoding: .utf8)
    let long = try await Self.shell(#"ulimit -f 200000; timeout 120 "$BARCHECK" report long.jsonl --junit j.xml --html r.html"#, in: directory)
    #expect(long.status == 0, "\(long.stderr)")
    let size = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("j.xml").path)[.size] as? Int ?? .max
    #expect(size < 2_000_000, "junit.xml is \(size) bytes")
  }

  @Test("a run's own stream reads back whatever its size: a failing case of 5,000 pushes writes a 17 MB record")
  func largeRecord() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pushes = (0..<5_000).map { i in
      #"{"event":"push","navigationController":"nav","viewController":{"id":"v\#(i)","preferredStatusBarStyle":"lightContent"},"expect":{"style":"darkContent"}}"#
    }
    let steps = [#"{"event":"launch","expect":{"style":"lightContent"}}"#] + pushes
    let json =
      #"{"id":"big.pushes","title":"Many pushes","rules":["S12"],"level":"must","windows":[{"id":"main","root":{"id":"nav","kind":"navigation","viewControllers":[{"id":"root"}]}}],"steps":["#
      + steps.joined(separator: ",") + "]}"
    try json.write(to: directory.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    _ = try await BinaryRunner.run(["run", "big.json", "--no-reports", "--json", "big.jsonl"], in: directory)
    let longest = try Self.lines(directory.appendingPathComponent("big.jsonl")).map(\.utf8.count).max() ?? 0
    #expect(longest > 16 << 20, "the record is \(longest) bytes")
    let report = try await BinaryRunner.run(["report", "big.jsonl", "--junit", "j.xml"], in: directory)
    #expect(report.status == 1, "the case fails, and its record is read: \(report.stderr)")
    let junit = try String(contentsOf: directory.appendingPathComponent("j.xml"), encoding: .utf8)
    #expect(junit.contains("name=\"big.pushes\"") && !junit.contains("could not be read back"))
  }

  @Test("a message, suite name or case id with CR LF starts no line of summary.md or compat.md")
  func markdownLines() async throws {
    let directory = try await Self.streams()
    defer { try? FileManager.default.removeItem(at: directory) }
    var lines = try Self.lines(directory.appendingPathComponent("pr.jsonl"))
    let forged = #"\r\n## barcheck: ✅ passed\r\n<img src=x>\u001b[2J\u0000"#
    lines[0] = lines[0].replacingOccurrences(of: #""name":"barcheck-status-bar""#, with: #""name":"suite"# + forged + "\"")
    let index = try #require(lines.firstIndex { $0.contains(#""outcome":"fail""#) })
    lines[index] = lines[index].replacingOccurrences(of: #""message":""#, with: #""message":"x"# + forged)
    try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("hostile.jsonl"), atomically: true, encoding: .utf8)
    #expect(lines[0].contains("suite\\r\\n"), "the header names the suite: \(lines[0].prefix(200))")
    _ = try await BinaryRunner.run(["report", "hostile.jsonl", "--markdown", "summary.md"], in: directory)
    _ = try await BinaryRunner.run(["compat", "--stream", "hostile.jsonl", "--out", "compat", "--allow-partial"], in: directory)
    for name in ["summary.md", "compat/compat.md"] {
      let markdown = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let split = markdown.split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains { [0x0A, 0x0D].contains($0.value) } }
      #expect(!split.contains { $0.hasPrefix("## barcheck: ✅") || $0.hasPrefix("<img") }, "\(name): \(markdown.prefix(600))")
      #expect(!markdown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 || $0.value == 0x0D }, "\(name)")
      #expect(!markdown.contains("<img"), "\(name)")
    }
  }
}
