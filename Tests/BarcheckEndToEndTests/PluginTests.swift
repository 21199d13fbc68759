import BarcheckTestSupport
import Foundation
import Testing

/// The C plugin ABI: the example resolver (Examples/c-resolver, built here once when a C compiler and json-c are
/// present, `CExample`) and a deliberately crashing plugin compiled here.
@Suite("C plugins")
struct PluginTests {
  static let example = CExample.directory

  /// The example's plugin, built first if need be.
  static func requireExample() async throws -> String {
    try await CExample.build()
    return CExample.library
  }

  /// Compiles the crashing fixture plugin with the system C compiler.
  static func crashingPlugin() throws -> String {
    try compiledFixturePlugin("crashing_plugin.c")
  }

  /// Compiles a fixture plugin of `Tests/Fixtures/fake-plugin` with the system C compiler.
  static func compiledFixturePlugin(_ source: String) throws -> String {
    let directory = try Fixtures.temporaryDirectory()
    let output = directory.appendingPathComponent("lib\(source.dropLast(2)).so").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "cc", "-shared", "-fPIC", "-o", output, "-I", Fixtures.packageRoot.appendingPathComponent("Sources/BarcheckPluginSDK/include").path,
      Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/fake-plugin/\(source)").path,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw FixtureError(message: "cc could not build the fixture plugin \(source)") }
    return output
  }

  @Test(
    "the C example runs the suite as a plugin, isolated, and as an exec program, with the same results",
    .enabled(if: CExample.isBuildable, Comment(rawValue: CExample.requirement)))
  func example() async throws {
    let library = try await Self.requireExample()
    let program = Self.example.appendingPathComponent("naive-resolver").path
    var lines: [String] = []
    for arguments in [["--resolver", "plugin:\(library)"], ["--resolver", "plugin:\(library)", "--isolate"], ["--resolver", "exec:\(program)"]] {
      let output = try await BinaryRunner.run(["run", "--no-reports"] + arguments)
      #expect(output.status == 1, "\(output.stderr)")
      #expect(output.stdout.contains("against naive-c 1.0.0 (C)"))
      #expect(output.stdout.contains("FAIL  navigation.bar-visible-ignores-child-light"))
      lines.append(String(output.stdout.split(separator: "\n").last ?? ""))
    }
    #expect(Set(lines).count == 1, "\(lines)")
  }

  /// Requests the example program is sent raw, and its exact answers: a request it cannot use is an error naming its
  /// id (`""` for none or null), and ids from the case come back as JSON strings, quotes, backslashes and control
  /// characters escaped.
  static let rawRequests: [(request: String, answer: String)] = [
    ("not json", #"{"id":"","type":"error","message":"the request has no case with windows and steps"}"#),
    (#"{"type":"run","id":null}"#, #"{"id":"","type":"error","message":"the request has no case with windows and steps"}"#),
    (
      #"{"type":"run","id":7,"case":{"windows":[],"steps":[]}}"#,
      #"{"id":7,"type":"error","message":"the request has no case with windows and steps"}"#
    ),
    (
      #"{"type":"run","id":"c1","case":{"windows":[{"root":{"id":"a\"b\\c\u0001d/e","preferredStatusBarStyle":"lightContent","prefersStatusBarHidden":true}}],"steps":[{"event":"launch"}]}}"#,
      #"{"id":"c1","type":"result","observations":[{"style":"lightContent","hidden":true,"styleOwner":"a\"b\\c\u0001d/e","hiddenOwner":"a\"b\\c\u0001d/e","animation":"none"}]}"#
    ),
  ]

  @Test(
    "the example program answers malformed requests and hostile ids exactly",
    .enabled(if: CExample.isBuildable, Comment(rawValue: CExample.requirement)), arguments: rawRequests.indices)
  func rawRequest(_ which: Int) async throws {
    _ = try await Self.requireExample()
    let process = Process()
    process.executableURL = Self.example.appendingPathComponent("naive-resolver")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // The program answers a line that names a run; "not json" is sent as a run request that does not parse.
    let line = Self.rawRequests[which].request == "not json" ? #"{"type":"run" not json"# : Self.rawRequests[which].request
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
    try input.fileHandleForWriting.close()
    let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(answer == Self.rawRequests[which].answer + "\n")
  }

  @Test(
    "doctor passes for the C example as a plugin and as a program", .enabled(if: CExample.isBuildable, Comment(rawValue: CExample.requirement)))
  func doctor() async throws {
    let library = try await Self.requireExample()
    for resolver in ["plugin:\(library)", "exec:\(Self.example.appendingPathComponent("naive-resolver").path)"] {
      let output = try await BinaryRunner.run(["doctor", resolver])
      #expect(output.status == 0, "\(output.stdout)")
      #expect(output.stdout.hasSuffix("doctor: every check passed\n"))
    }
  }

  @Test("an isolated plugin that crashes is a crash outcome with its last words; the other cases are reported")
  func isolatedCrash() async throws {
    let plugin = try Self.crashingPlugin()
    let output = try await BinaryRunner.run([
      "run", "Tests/Fixtures/report-suite", "--no-reports", "--verbose", "--resolver", "plugin:\(plugin)", "--isolate",
    ])
    #expect(output.status == 1)
    #expect(output.stdout.contains("CRASH"))
    #expect(output.stdout.contains("was killed by signal 11 while handling the case; stderr tail:"))
    #expect(output.stdout.contains("crashing-plugin: about to dereference NULL"))
    #expect(output.stdout.contains("5 cases in"))
    #expect(output.stdout.contains("2 crash"), "the restarted plugin crashes again on its own second case")
    #expect(output.stdout.contains("3 skip"))
  }

  @Test(
    "a library that is not a plugin is reported clearly",
    arguments: [("/nonexistent/libx.so", "cannot load /nonexistent/libx.so"), ("libc.so.6", "does not export barcheck_hello")])
  func notAPlugin(_ path: String, _ message: String) async throws {
    let output = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver", "plugin:\(path)"])
    #expect(output.status == 1)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stdout.contains("5 crash"))
  }
}
