import BarcheckTestSupport
import Foundation
import Testing

/// Expectation files: the exit status follows unexpected outcomes only.
@Suite("Expectation files")
struct ExpectationTests {
  static let python = "exec:python3 Examples/python-resolver/style_stack_resolver.py"

  /// How many entries the Python example's expectation file has: its expected failures.
  static func entryCount() throws -> Int {
    let data = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/expectations/style-stack-helper.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["expectations"] as? [String: Any]).count
  }

  /// The Python example's expectation file, edited, in a temporary directory.
  static func edited(_ change: (inout [String: Any]) -> Void) throws -> String {
    let data = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/expectations/style-stack-helper.json"))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var entries = try #require(object["expectations"] as? [String: Any])
    change(&entries)
    object["expectations"] = entries
    let path = try Fixtures.temporaryDirectory().appendingPathComponent("expectations.json")
    try JSONSerialization.data(withJSONObject: object).write(to: path)
    return path.path
  }

  @Test("only expected failures: exit 0, even with --strict")
  func expectedFailures() async throws {
    let output = try await BinaryRunner.run([
      "run", "--no-reports", "--resolver", Self.python, "--expectations", "Conformance/expectations/style-stack-helper.json", "--strict",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    // The example passes 40 cases; every other case is an expected failure or n/a for it.
    #expect(output.stdout.contains("\(try Self.entryCount()) xfail"))
    #expect(output.stdout.hasSuffix("40 passed, 0 failed, \(Fixtures.bundledCaseCount - 40) skipped\n"))
  }

  @Test("a regression (a failure the file does not expect): exit 1")
  func regression() async throws {
    let path = try Self.edited { $0["navigation.bar-style-black"] = nil }
    let output = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path])
    #expect(output.status == 1)
    #expect(output.stdout.contains("FAIL  navigation.bar-style-black"))
    #expect(output.stdout.hasSuffix("40 passed, 1 failed, \(Fixtures.bundledCaseCount - 41) skipped\n"))
  }

  @Test("an unexpected pass or a stale entry: exit 0 by default, 1 with --strict", arguments: ["xpass", "stale"])
  func strict(_ kind: String) async throws {
    let path = try Self.edited { entries in
      if kind == "xpass" {
        entries["launch.plist-matches-first-screen"] = ["outcome": "fail", "reason": "thought to fail"]
      } else {
        entries["gone.case-that-was-removed"] = ["outcome": "fail"]
      }
    }
    let lenient = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    let strict = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path, "--strict"])
    #expect(strict.status == 1)
    if kind == "xpass" {
      // A failure, not an xpass, so that the stream and every report record what failed the run.
      #expect(strict.stdout.contains("FAIL  launch.plist-matches-first-screen"), "\(strict.stdout)")
      #expect(strict.stdout.contains("--strict fails an unexpected pass"))
      #expect(strict.stderr.contains("error: 1 unexpected pass (--strict)"))
      let directory = try Fixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let reports = directory.appendingPathComponent("reports").path
      let run = try await BinaryRunner.run([
        "run", "--resolver", Self.python, "--expectations", path, "--strict", "--reports", reports,
      ])
      #expect(run.status == 1)
      let summary = try String(contentsOfFile: reports + "/summary.md", encoding: .utf8)
      #expect(!summary.contains("✅"), "\(summary)")
      let rendered = try await BinaryRunner.run([
        "report", reports + "/results.jsonl", "--markdown", directory.appendingPathComponent("again.md").path,
      ])
      #expect(rendered.status == 1, "report renders the run as failed: \(rendered.stdout)\(rendered.stderr)")
    } else {
      #expect(strict.stderr.contains("error: stale entry \"gone.case-that-was-removed\": no such case in the suite"))
    }
  }

  @Test("--update-expectations writes the file from the run, keeping reasons and links")
  func update() async throws {
    let path = try Self.edited { entries in
      entries["gone.case-that-was-removed"] = ["outcome": "fail"]
      entries["modal.checkout-flow"] = nil
      entries["launch.plist-matches-first-screen"] = ["outcome": "fail"]
    }
    let output = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path, "--update-expectations"])
    #expect(output.stderr.contains("\(try Self.entryCount()) expected outcomes written"))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let original = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/expectations/style-stack-helper.json"), encoding: .utf8)
    #expect(!written.contains("gone.case-that-was-removed"))
    #expect(!written.contains("launch.plist-matches-first-screen"))
    #expect(written.contains("\"modal.checkout-flow\""))
    #expect(written.contains("\"reason\": \"a visible navigation bar is ignored; a pop appends the destination, then removes it again\""))
    #expect(written.count > original.count - 400)
  }

  @Test("--strict fails on expected failures that were not checked")
  func strictFileChecks() async throws {
    let path = try Self.edited { entries in
      entries["observed.nav-bar-style-black-decides-ios12"] = ["outcome": "fail", "reason": "now n/a for this resolver"]
    }
    let lenient = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(lenient.stderr.contains("warning: \"observed.nav-bar-style-black-decides-ios12\" is expected to fail, but it was not checked"))
    let strict = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", path, "--strict"])
    #expect(strict.status == 1)
  }

  @Test(
    "--strict fails on a file written for another resolver",
    .enabled(if: CExample.isBuildable, Comment(rawValue: CExample.requirement)))
  func strictOtherResolver() async throws {
    try await CExample.build()
    let other = try await BinaryRunner.run([
      "run", "--no-reports", "--resolver", "plugin:Examples/c-resolver/.build/debug/libNaiveResolver.so", "--expectations",
      "Conformance/expectations/style-stack-helper.json", "--strict",
    ])
    #expect(other.status == 1)
    #expect(other.stderr.contains("error: the file is for the resolver 'style-stack-helper', but 'naive-c' ran"))
  }

  /// A run refused before it writes its stream (the suite is not the one pinned, the expectation file cannot be read or
  /// is asked for wrongly) made the default reports directory and left it empty; a directory that was there stays.
  @Test(
    "a run refused before its stream is written leaves no empty reports directory",
    arguments: [
      ["--require-suite", "0.0.1"],
      ["--expectations", "/nonexistent/expectations.json"],
      ["--strict"],
    ])
  func refusedRunLeavesNoDirectory(_ refusal: [String]) async throws {
    let directory = try Fixtures.temporaryDirectory()
    let suite = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/report-suite").path
    let refused = try await BinaryRunner.run(["run", suite] + refusal, in: directory)
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("barcheck-reports").path), "\(refused.stderr)")
    // A reports directory that was there before the run is the user's: it stays, whatever it holds.
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("barcheck-reports"), withIntermediateDirectories: true)
    let again = try await BinaryRunner.run(["run", suite] + refusal, in: directory)
    #expect(again.status == 2)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("barcheck-reports").path))
  }

  @Test("a run can pin the suite; an expectation file says which suite it was written for; duplicate entries are errors")
  func pinning() async throws {
    let suite = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/suite.json"), encoding: .utf8)
    let version = try #require(suite.firstMatch(of: /"version": "([0-9.]+)"/)?.1)
    let pinned = try await BinaryRunner.run(["run", "--no-reports", "--require-suite", "1.0.0"])
    #expect(pinned.status == 2)
    #expect(pinned.stderr.contains("the suite is barcheck-status-bar \(version), not 1.0.0 (--require-suite)"))
    let moved = try Self.edited { _ in }
    var text = try String(contentsOfFile: moved, encoding: .utf8)
    text = text.replacingOccurrences(of: #""hash":"sha256:"#, with: #""hash":"sha256:0000"#)
    try text.write(toFile: moved, atomically: true, encoding: .utf8)
    let warned = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--expectations", moved])
    #expect(warned.stderr.contains("warning: written for barcheck-status-bar \(version)"), "\(warned.stderr)")
    let duplicate = try Fixtures.temporaryDirectory().appendingPathComponent("duplicate.json")
    try #"{ "expectations": { "a.b": { "outcome": "fail" }, "a.b": { "outcome": "error" } } }"#.write(
      to: duplicate, atomically: true, encoding: .utf8)
    let refused = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--expectations", duplicate.path])
    #expect(refused.status == 2)
    // Both lines are named: the error at the second entry, a note at the first.
    #expect(refused.stderr.contains("duplicate.json:1:51: error: at $.expectations[\"a.b\"]: duplicate entry for case \"a.b\""), "\(refused.stderr)")
    #expect(refused.stderr.contains("duplicate.json:1:21: note: at $.expectations[\"a.b\"]: the first entry for case \"a.b\" is here"))
  }

  @Test("a malformed expectation file is an input error with file:line:col")
  func malformed() async throws {
    let path = try Fixtures.temporaryDirectory().appendingPathComponent("bad.json")
    try #"{ "expectations": { "a.b": { "outcome": "flaky" } } }"#.write(to: path, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--expectations", path.path])
    #expect(output.status == 2)
    #expect(output.stderr.contains("bad.json:1:41: error: at $.expectations[\"a.b\"].outcome: unknown value \"flaky\" for \"outcome\""))
  }

  @Test("--max-fail stops after N unexpected outcomes, counting expected failures as expected")
  func maxFail() async throws {
    let output = try await BinaryRunner.run(["run", "--no-reports", "--jobs", "1", "--resolver", Self.python, "--max-fail", "3"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("stopping after 3 unexpected outcomes (--max-fail)"))
    #expect(output.stderr.contains("error: the run is incomplete: 3 of \(Fixtures.bundledCaseCount) cases finished"))
    let expected = try await BinaryRunner.run([
      "run", "--no-reports", "--jobs", "1", "--resolver", Self.python, "--max-fail", "1", "--expectations",
      "Conformance/expectations/style-stack-helper.json",
    ])
    #expect(expected.status == 0, "no unexpected outcome, so the run completes: \(expected.stderr)")
    #expect(!expected.stderr.contains("--max-fail"))
  }
}
