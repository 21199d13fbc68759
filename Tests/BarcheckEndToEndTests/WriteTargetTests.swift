import BarcheckTestSupport
import Foundation
import Testing

/// Every writer writes through what its path names (a device node, a FIFO, a symbolic link, standard output) and
/// replaces only regular files; a write that fails (a full device, a full file system) fails the command and names
/// the file and the cause; two runs given one reports directory do not interleave their streams.
@Suite("Writing through what a path names")
struct WriteTargetTests {
  /// A bundled scenario that lints clean, so that only a failed write can make `lint` exit non-zero.
  static let cleanScenario = "Tests/Fixtures/swiftui-lowered/tab-view.json"
  /// A scenario with a finding and a fix, for `explain` and `lint --fix-preview`.
  static let scenarioWithFix = "Examples/scenarios/dark-header-behind-dark-content.json"

  /// A writer: the arguments that make barcheck write a file at `target`, given a directory with a result stream
  /// (`stream.jsonl`, from a passing run) in it.
  struct Writer: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: @Sendable (_ target: String, _ directory: String) -> [String]
    /// The exit status when everything is written.
    var status: Int32 = 0
    var testDescription: String { name }
  }

  static let writers: [Writer] = [
    Writer(name: "run --junit") { target, _ in ["run", "--no-reports", "--junit", target] },
    Writer(name: "run --html") { target, _ in ["run", "--no-reports", "--html", target] },
    Writer(name: "run --markdown") { target, _ in ["run", "--no-reports", "--markdown", target] },
    Writer(name: "run --json (the stream, written as cases finish)") { target, _ in ["run", "--no-reports", "--json", target] },
    Writer(name: "report --junit") { target, directory in ["report", directory + "/stream.jsonl", "--junit", target] },
    Writer(name: "merge --json") { target, directory in ["merge", directory + "/stream.jsonl", "--json", target] },
    Writer(name: "diff --markdown") { target, directory in ["diff", directory + "/stream.jsonl", directory + "/stream.jsonl", "--markdown", target] },
    Writer(name: "mutants --json") { target, _ in ["mutants", "--mutant", "S24.*", "--jobs", "1", "--json", target] },
    Writer(name: "mutants --markdown") { target, _ in ["mutants", "--mutant", "S24.*", "--jobs", "1", "--markdown", target] },
    Writer(name: "explain --html") { target, _ in ["explain", scenarioWithFix, "--html", target] },
  ]

  /// A temporary directory with a passing run's result stream in it (`stream.jsonl`).
  static func directoryWithStream() async throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    let made = try await BinaryRunner.run(["run", "--no-reports", "--json", directory.path + "/stream.jsonl"])
    try #require(made.status == 0, "\(made.stderr)")
    return directory
  }

  /// Makes a character device node (root only); cancels the test with the reason when it cannot.
  static func makeDevice(_ path: String, minor: Int32) throws {
    guard getuid() == 0 else { try Test.cancel("device nodes are made with mknod, which needs root; CI runs as root") }
    // Major 1 is the memory devices: 3 is null, 7 is full.
    guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
      try Test.cancel("mknod \(path) failed: \(String(cString: strerror(errno)))")
    }
  }

  /// What a path is, without following a link: "regular file", "symbolic link", "character device", "fifo"….
  static func kind(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "absent" }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return "regular file"
    case S_IFLNK: return "symbolic link"
    case S_IFCHR: return "character device"
    case S_IFIFO: return "fifo"
    case S_IFDIR: return "directory"
    default: return "other"
    }
  }

  @Test("a character device node given to a writer is written through and stays a device", arguments: writers)
  func characterDevice(_ writer: Writer) async throws {
    let directory = try await Self.directoryWithStream()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A null device of the test's own: the system's /dev/null is not put at risk by a writer that would replace it.
    let device = directory.path + "/null"
    try Self.makeDevice(device, minor: 3)
    let output = try await BinaryRunner.run(writer.arguments(device, directory.path))
    #expect(output.status == writer.status, "\(output.stderr)")
    #expect(Self.kind(device) == "character device", "the device node was replaced: \(output.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".partial-") }
    #expect(left.isEmpty, "no temporary file is left: \(left)")
  }

  @Test("a full device given to a writer fails it, naming the file and the cause", arguments: writers)
  func fullDevice(_ writer: Writer) async throws {
    let directory = try await Self.directoryWithStream()
    defer { try? FileManager.default.removeItem(at: directory) }
    // As root, a full device of the test's own (the system's is not put at risk); otherwise the system's, which a
    // user cannot replace.
    var device = "/dev/full"
    if getuid() == 0 {
      device = directory.path + "/full"
      try Self.makeDevice(device, minor: 7)
    }
    let output = try await BinaryRunner.run(writer.arguments(device, directory.path))
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("\(device): error: cannot write"), "\(output.stderr)")
    #expect(output.stderr.contains("No space left on device"), "\(output.stderr)")
    #expect(!output.stderr.contains("reports: \(device)"), "a report that failed is not listed as written")
    #expect(Self.kind(device) == "character device")
  }

  @Test(
    "results that cannot reach standard output fail the command",
    arguments: [
      ["lint", "--format", "json", cleanScenario], ["lint", "--format", "sarif", cleanScenario], ["lint", "--fix-preview", "1", scenarioWithFix],
      ["explain", scenarioWithFix],
    ])
  func fullStandardOutput(_ arguments: [String]) async throws {
    let output = try await BinaryRunner.run(arguments, standardOutput: "/dev/full")
    #expect(output.status != 0, "\(output.stderr)")
    #expect(output.stderr.contains("error: cannot write to standard output: No space left on device"), "\(output.stderr)")
  }

  @Test(
    "a FIFO given to a writer is written through to its reader and stays a FIFO; a stream there is read back from a copy",
    arguments: ["--junit", "--json"])
  func fifo(_ option: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.path + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    // The reader opens the FIFO on a thread of its own, started now (opening it waits for the writer; a task would
    // need a thread of the test pool, which may be busy).
    let (received, sink) = AsyncStream<Data>.makeStream()
    Thread.detachNewThread {
      sink.yield(FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data())
      sink.finish()
    }
    // With the stream written through, the other reports read its records back from a copy of their own.
    let junit = directory.path + "/junit.xml"
    let output = try await BinaryRunner.run(["run", "--no-reports", option, fifo] + (option == "--json" ? ["--junit", junit] : []))
    var data = received.makeAsyncIterator()
    let text = String(decoding: await data.next() ?? Data(), as: UTF8.self)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.kind(fifo) == "fifo")
    if option == "--junit" {
      #expect(text.contains("<testsuites") && text.hasSuffix("</testsuites>\n"), "\(text.suffix(300))")
    } else {
      let lines = text.split(separator: "\n")
      #expect(lines.first?.contains(#""type":"header""#) == true)
      #expect(lines.last?.contains(#""complete":true"#) == true)
      #expect(lines.count == Fixtures.bundledCaseCount + 2)
      let report = try String(contentsOfFile: junit, encoding: .utf8)
      #expect(report.components(separatedBy: "<testcase ").count == Fixtures.bundledCaseCount + 1)
      #expect(!report.contains("could not be read back"), "\(report.prefix(2_000))")
    }
  }

  @Test("a symbolic link stays a link: the file it points to is replaced (or created, when it dangles)", arguments: [true, false])
  func symbolicLink(targetExists: Bool) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(atPath: directory.path + "/elsewhere", withIntermediateDirectories: true)
    let target = directory.path + "/elsewhere/summary.md"
    if targetExists { try "old\n".write(toFile: target, atomically: false, encoding: .utf8) }
    let link = directory.path + "/summary.md"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere/summary.md")
    let output = try await BinaryRunner.run(["run", "--no-reports", "--markdown", link])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.kind(link) == "symbolic link")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "elsewhere/summary.md")
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("## barcheck: ✅ passed"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/elsewhere") == ["summary.md"])
  }

  @Test("--update-expectations through a symbolic link rewrites the file it points to; the link stays")
  func expectationsThroughLink() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.path + "/real-expectations.json"
    let link = directory.path + "/expectations.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let output = try await BinaryRunner.run(["run", "--no-reports", "--expectations", link, "--update-expectations"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.kind(link) == "symbolic link")
    #expect(Self.kind(target) == "regular file")
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"resolver\""))
  }

  @Test("/dev/stdout given to a writer prints the report, after what the command printed before it")
  func standardOutput() async throws {
    let run = try await BinaryRunner.run(["run", "--no-reports", "--markdown", "/dev/stdout"])
    #expect(run.status == 0, "\(run.stderr)")
    let summary = try #require(run.stdout.range(of: "## barcheck: ✅ passed"), "the summary is printed: \(run.stdout.suffix(500))")
    #expect(run.stdout[..<summary.lowerBound].contains("cases in"), "the console's lines are kept before it")
    let explain = try await BinaryRunner.run(["explain", Self.scenarioWithFix, "--html", "/dev/stdout"])
    #expect(explain.stdout.contains("<html"), "\(explain.stderr)")
  }

  @Test("a report to standard output closed early (`| head`) fails the run with exit 2, naming it, and leaves no scratch files")
  func closedPipe() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let temporary = directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = try #require(BinaryRunner.executable)
    process.arguments = ["run", "Tests/Fixtures/report-suite", "--no-reports", "--html", "/dev/stdout"]
    process.currentDirectoryURL = Fixtures.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // No one reads what it writes: the report, written at the end, meets a closed pipe.
    try out.fileHandleForReading.close()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "ended by a signal: \(stderr)")
    #expect(process.terminationStatus == 2, "\(stderr)")
    #expect(stderr.contains("/dev/stdout: error: cannot write the report: Broken pipe"), "\(stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the run's scratch directory is removed")
  }

  @Test("a full file system: the run fails, names each file that could not be written, and leaves no report looking complete")
  func fullFileSystem() async throws {
    guard getuid() == 0 else { try Test.cancel("mounting a small tmpfs needs root; CI runs as root") }
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mountPoint = directory.path + "/full"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    let mount = try Self.system(["/bin/mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint])
    guard mount == 0 else { try Test.cancel("mount -t tmpfs was refused (status \(mount)): no mount permission here") }
    defer { _ = try? Self.system(["/bin/umount", mountPoint]) }
    // An earlier run's complete reports, which must not stand in for this one's.
    let reports = mountPoint + "/reports"
    try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
    for name in ["junit.xml", "report.html", "summary.md"] { try "earlier\n".write(toFile: reports + "/" + name, atomically: false, encoding: .utf8) }

    let output = try await BinaryRunner.run(["run", "--reports", reports])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.contains("\(reports)/results.jsonl: error: cannot write the result stream: No space left on device"), "\(output.stderr)")
    #expect(output.stderr.contains("error: the reports are incomplete"))
    #expect(!output.stderr.contains("reports: \(reports)/results.jsonl"))
    // The stream ends at its last whole line, without a footer: it reads as incomplete.
    let stream = try Data(contentsOf: URL(fileURLWithPath: reports + "/results.jsonl"))
    #expect(stream.last == UInt8(ascii: "\n"))
    let lines = String(decoding: stream, as: UTF8.self).split(separator: "\n")
    #expect(lines.count > 1 && lines.count < Fixtures.bundledCaseCount + 2)
    #expect(lines.allSatisfy { !$0.contains(#""type":"footer""#) })
    // Each other report is either this run's, marked incomplete, or gone (named above), never the earlier run's.
    for (name, mark) in [("junit.xml", "incomplete"), ("report.html", "INCOMPLETE"), ("summary.md", "did not complete")] {
      let path = reports + "/" + name
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        #expect(output.stderr.contains("\(path): error: cannot write the report: No space left on device"), "\(output.stderr)")
        continue
      }
      #expect(text.contains(mark), "\(name) is marked incomplete: \(text.prefix(300))")
      #expect(output.stderr.contains(path), "\(name) is listed as written")
    }
    // The stream is read back as what it is: an incomplete run.
    let report = try await BinaryRunner.run(["report", reports + "/results.jsonl", "--markdown", directory.path + "/again.md"])
    #expect(report.status == 1, "\(report.stderr)")
    #expect(report.stderr.contains("warning: the run is incomplete: the run ended without a footer"), "\(report.stderr)")
  }

  @Test("two runs at once on one reports directory: one writes, the other says so and runs nothing; the stream reads back")
  func twoRunsOneDirectory() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.path + "/reports"
    let fake = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-resolvers/fake_resolver.py").path
    // 50 ms a case: each run lasts seconds, so the two overlap however busy the machine is.
    func run(_ family: String) async throws -> BinaryRunner.Output {
      try await BinaryRunner.run(["run", "--jobs", "1", "--resolver", "exec:python3 \(fake) slow", "--filter", family + ".*", "--reports", reports])
    }
    async let first = run("modal")
    async let second = run("navigation")
    let outputs = try await [("modal", first), ("navigation", second)]
    let refused = outputs.filter { $0.1.stderr.contains("error: another run is writing this result stream") }
    try #require(refused.count == 1, "exactly one run is refused: \(outputs.map(\.1.stderr))")
    let (winner, won) = try #require(outputs.first { $0.0 != refused[0].0 })
    let loser = refused[0].1
    #expect(loser.status == 2)
    #expect(loser.stderr.contains("its reports stay, and this run stops before running anything"))
    if loser.stderr.contains("(started ") {
      #expect(loser.stderr.contains("--filter \(winner).*"), "the run that writes is named: \(loser.stderr)")
    }
    #expect(!loser.stdout.contains("cases in"), "the refused run ran nothing")
    #expect(won.stderr.contains("reports: \(reports)/results.jsonl"), "\(won.stderr)")
    // The stream is whole, and the winner's alone.
    let report = try await BinaryRunner.run(["report", reports + "/results.jsonl", "--markdown", directory.path + "/again.md"])
    #expect(report.status == won.status, "\(report.stderr)")
    #expect(!report.stderr.contains("malformed"))
    let ids = try String(contentsOfFile: reports + "/results.jsonl", encoding: .utf8).split(separator: "\n").dropFirst().dropLast()
    #expect(!ids.isEmpty && ids.allSatisfy { $0.contains(#""id":"\#(winner)."#) })
  }

  /// Runs a program and returns its exit status.
  static func system(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// `run --reports DIR` under a regular file said only that the stream could not be opened (`opening it: Not a
  /// directory`), naming `DIR/results.jsonl`; `merge` and `report` said it once for each report, after reading the
  /// streams. Each now says the directory cannot be made, names the file in the way, and runs nothing.
  @Test(
    "a --reports or --out directory under a file: the command says the directory cannot be made, naming the file in the way, and does nothing",
    arguments: ["run", "merge", "report", "fuzz", "generate", "compat"])
  func directoryUnderAFile(command: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.path + "/f"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let target = file + "/x"
    let stream = "Tests/Fixtures/streams/does-not-matter.jsonl"
    let arguments: [String]
    let option: String
    switch command {
    case "run": (arguments, option) = (["run", "Conformance/cases", "--reports", target], "--reports")
    case "merge": (arguments, option) = (["merge", stream, "--reports", target], "--reports")
    case "report": (arguments, option) = (["report", stream, "--reports", target], "--reports")
    case "fuzz": (arguments, option) = (["fuzz", "--resolver", "reference", "--cases", "5", "--out", target], "--out")
    case "generate": (arguments, option) = (["generate", "--count", "3", "--out", target], "--out")
    default: (arguments, option) = (["compat", "--resolver", "reference", "--out", target], "--out")
    }
    let output = try await BinaryRunner.run(arguments)
    #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
    // Nothing read or run first: the stream named (which does not exist) is not even opened.
    #expect(output.stdout.isEmpty, "\(output.stdout)")
    #expect(output.stderr == "\(target): error: cannot make the \(option) directory: \(file) is not a directory\n", "\(output.stderr)")
  }

  /// The directory itself being a file is said as `it`.
  @Test("--reports naming a file: the reports directory cannot be made, as it is not a directory")
  func reportsDirectoryIsAFile() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.path + "/f"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", "--reports", file])
    #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
    #expect(output.stderr == "\(file): error: cannot make the --reports directory: it is not a directory\n", "\(output.stderr)")
  }
}
