import BarcheckTestSupport
import Foundation
import Testing

/// Differential fuzzing of the example resolvers, with a fixed seed and a case budget (not a time budget).
@Suite("Fuzzing the example resolvers")
struct FuzzTests {
  @Test("fuzz finds the Python example's known bugs and writes shrunk cases of at most 3 steps that reproduce them")
  func fuzzPython() async throws {
    try await fuzz("exec:python3 Examples/python-resolver/style_stack_resolver.py")
  }

  @Test(
    "fuzz finds the C example's known bugs and writes shrunk cases of at most 3 steps that reproduce them",
    .enabled(if: CExample.isBuildable, Comment(rawValue: CExample.requirement)))
  func fuzzC() async throws {
    try await CExample.build()
    try await fuzz("plugin:Examples/c-resolver/.build/debug/libNaiveResolver.so")
  }

  @Test("a resolver that never starts fails the run: every case is counted as unanswered, and the first answer is shown")
  func resolverThatNeverStarts() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try await BinaryRunner.run([
      "fuzz", "--resolver", "exec:sh -c 'exit 3'", "--cases", "5", "--jobs", "2", "--timeout", "1", "--out", directory.path,
    ])
    #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
    #expect(output.stdout.contains(": 5 cases, 0 distinct disagreements\n"), "\(output.stdout)")
    #expect(
      output.stdout.contains("  5 cases had no answer (a crash, a timeout, an error or a skip), the first: crash: the resolver did not start"),
      "\(output.stdout)")
  }

  @Test("a run stopped by --seconds says which --cases repeats it, and the cases outside the resolver's capabilities")
  func timedRunSaysHowToRepeat() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let resolver = "exec:python3 Examples/python-resolver/style_stack_resolver.py"
    let timed = try await BinaryRunner.run(["fuzz", "--resolver", resolver, "--seconds", "1", "--out", directory.appendingPathComponent("t").path])
    let generated = try #require(timed.stdout.firstMatch(of: /the same cases again: --seed 1 --cases (\d+)/).flatMap { Int($0.1) })
    #expect(timed.stdout.contains("of the \(generated) cases generated are outside the resolver's capabilities"), "\(timed.stdout)")
    let again = try await BinaryRunner.run([
      "fuzz", "--resolver", resolver, "--cases", String(generated), "--out", directory.appendingPathComponent("t").path,
    ])
    // The same cases: the same summary line and findings (the repeat is not timed, so it says nothing of repeating).
    #expect(again.stdout == timed.stdout.replacingOccurrences(of: "  the same cases again: --seed 1 --cases \(generated)\n", with: ""))
  }

  /// A run that sent nothing exited 0: a CI gate on it passed having tested nothing.
  @Test("a fuzz run that sends no case, every case outside the resolver's capabilities, fails and says so")
  func nothingSent() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("push_only.py")
    try """
    import json, sys
    sys.stdin.readline()
    print(json.dumps({"type": "hello", "protocol": 1, "name": "push-only", "version": "1", "language": "Python",
                      "capabilities": {"profiles": ["legacy"], "events": ["push"]}}), flush=True)
    for line in sys.stdin:
        if json.loads(line)["type"] == "stop": break
    """.write(to: script, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run([
      "fuzz", "--resolver", "exec:python3 \(script.path)", "--cases", "50", "--out", directory.appendingPathComponent("found").path,
    ])
    #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
    #expect(output.stdout.contains("fuzzed push-only with seed 1: 0 cases"), "\(output.stdout)")
    #expect(output.stderr.contains("error: no case was sent: every case generated is outside the resolver's capabilities"), "\(output.stderr)")
  }

  /// Left there, the findings of an earlier run past this run's made running the directory replay disagreements this
  /// run did not find; an --out that could not be written was found only after the whole run.
  @Test("the findings an earlier run of the resolver left are removed; an --out that cannot be written fails at once")
  func earlierFindings() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["reference-1.json", "reference-2.json", "reference-3.json", "reference-02.json", "other-1.json"] {
      // Findings as fuzz writes them, but reference-3.json, a file of the user's that is only named like one.
      let text = name == "reference-3.json" || name == "other-1.json" ? "{}" : "{\n  \"id\": \"fuzz.\(name.dropLast(5))\",\n}"
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let output = try await BinaryRunner.run(["fuzz", "--resolver", "reference", "--cases", "20", "--jobs", "1", "--out", directory.path])
    #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    #expect(
      output.stdout.contains("removed 2 findings an earlier fuzz of this resolver left (reference-1.json, reference-2.json)"), "\(output.stdout)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["other-1.json", "reference-02.json", "reference-3.json"])

    let blocked = directory.appendingPathComponent("other-1.json/findings").path
    let failed = try await BinaryRunner.run(["fuzz", "--resolver", "reference", "--cases", "20", "--out", blocked])
    #expect(failed.status == 2)
    #expect(failed.stdout.isEmpty, "nothing fuzzed: \(failed.stdout)")
    #expect(
      failed.stderr == "\(blocked): error: cannot make the --out directory: \(directory.path)/other-1.json is not a directory\n",
      "\(failed.stderr)")
  }

  /// Stopping at the first finding that could not be written lost the others.
  @Test("a finding that cannot be written is said; the others are written, and the run exits 2")
  func unwritableFinding() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocked = directory.appendingPathComponent("style-stack-helper-1.json")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    let output = try await BinaryRunner.run([
      "fuzz", "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py", "--cases", "150", "--seed", "1", "--out",
      directory.path,
    ])
    #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
    #expect(output.stderr.contains("\(blocked.path): error: cannot write: it is a directory"), "\(output.stderr)")
    // The finding that was not written is not listed as if its file were there; the others are.
    #expect(!output.stdout.contains("    \(blocked.path)\n"), "\(output.stdout)")
    #expect(output.stdout.contains("    not written (the error above says why)"), "\(output.stdout)")
    #expect(output.stdout.contains("    \(directory.appendingPathComponent("style-stack-helper-2.json").path)\n"), "\(output.stdout)")
    let found = try #require(output.stdout.firstMatch(of: /(\d+) distinct disagreement/).flatMap { Int($0.1) })
    #expect(found >= 3)
    for n in 2...found {
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("style-stack-helper-\(n).json").path), "finding \(n)")
    }
  }

  @Test("an interrupted fuzz run finishes the cases started, then reports and writes what it found, and exits 1")
  func interrupted() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("found")
    let process = Process()
    process.executableURL = try #require(BinaryRunner.executable)
    process.arguments = [
      "fuzz", "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py", "--cases", "100000000", "--jobs", "2", "--out",
      out.path,
    ]
    process.currentDirectoryURL = Fixtures.packageRoot
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Signalled from a thread of its own, a few seconds in (the test pool's threads can all be busy for longer).
    let (stdout, stderr): (String, String) = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        Thread.sleep(forTimeInterval: 3)
        kill(process.processIdentifier, SIGINT)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        continuation.resume(returning: (text, errorText))
      }
    }
    #expect(process.terminationStatus == 1, "\(stdout)\(stderr)")
    #expect(stderr.contains("interrupted (signal \(SIGINT)): finishing the cases started"), "\(stderr)")
    #expect(stdout.contains("  interrupted: the cases started were finished"), "\(stdout)")
    #expect(stdout.contains("  the same cases again: --seed 1 --cases "), "\(stdout)")
    // Every finding reported is written.
    let found = try #require(stdout.firstMatch(of: /(\d+) distinct disagreement/).flatMap { Int($0.1) })
    let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".json") }.count) ?? 0
    #expect(written == found, "\(stdout)")
  }

  /// Fuzzes a resolver with a fixed seed and checks what fuzz found: at least three disagreements, each shrunk case
  /// passing on the reference and failing on the resolver, and the same findings from the same seed, with three jobs
  /// (cases in flight at once, up to the resolver's maxInFlight) as with one: the same output and the same files.
  func fuzz(_ resolver: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try await BinaryRunner.run([
      "fuzz", "--resolver", resolver, "--cases", "150", "--seed", "1", "--jobs", "3", "--out", directory.path,
    ])
    #expect(output.status == 1, "\(output.stderr)")
    let summary = try #require(output.stdout.split(separator: "\n").first)
    let found = try #require(summary.firstMatch(of: /(\d+) distinct disagreement/).flatMap { Int($0.1) })
    #expect(found >= 3)
    let shrunk = output.stdout.matches(of: /(\d+) -> (\d+) steps/).compactMap { Int($0.2) }
    #expect(shrunk.count == found)
    #expect(shrunk.contains { $0 <= 3 })
    // The shrunk cases load, pass on the reference, and still fail on the resolver.
    let reference = try await BinaryRunner.run(["run", directory.path, "--no-reports"])
    #expect(reference.status == 0, "\(reference.stdout)")
    let again = try await BinaryRunner.run(["run", directory.path, "--no-reports", "--resolver", resolver])
    #expect(again.stdout.hasSuffix("0 passed, \(found) failed\n"), "\(again.stdout)")
    // Ready to add to the suite: added to a copy of it, they pass its lint (they cited the fuzz run, which lint cannot
    // follow).
    let suite = directory.appendingPathComponent("suite")
    try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Conformance"), to: suite)
    let added = suite.appendingPathComponent("cases/fuzz")
    try FileManager.default.createDirectory(at: added, withIntermediateDirectories: false)
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
      try FileManager.default.copyItem(at: directory.appendingPathComponent(file), to: added.appendingPathComponent(file))
    }
    let lint = try await BinaryRunner.run(["lint", "--suite", suite.path])
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    // The same seed finds the same disagreements, with one job as with three.
    let oneJob = directory.appendingPathComponent("one-job")
    let repeated = try await BinaryRunner.run([
      "fuzz", "--resolver", resolver, "--cases", "150", "--seed", "1", "--jobs", "1", "--out", oneJob.path,
    ])
    #expect(repeated.stdout.replacingOccurrences(of: oneJob.path, with: directory.path) == output.stdout)
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
      let first = try Data(contentsOf: directory.appendingPathComponent(file))
      #expect(try Data(contentsOf: oneJob.appendingPathComponent(file)) == first, "\(file) is written the same with one job")
    }
  }
}
