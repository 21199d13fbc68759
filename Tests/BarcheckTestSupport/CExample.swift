public import Foundation
import Synchronization

/// The C example resolver (`Examples/c-resolver`: a plugin and a protocol v1 program that parse their JSON with json-c),
/// built by the tests that need it, once per test process, so that a plain `swift test` in a fresh clone runs them.
///
/// Where it cannot be built (no C compiler, no pkg-config or no json-c), those tests are disabled with
/// `requirement`, which says what to install: never passed in silence.
public enum CExample {
  /// The directory the build puts the plugin and the program in.
  public static let directory = Fixtures.packageRoot.appendingPathComponent("Examples/c-resolver/.build/debug")

  /// The plugin: a shared library exporting `barcheck_hello` and `barcheck_resolve`.
  public static var library: String { directory.appendingPathComponent("libNaiveResolver.so").path }

  /// The protocol v1 program.
  public static var program: String { directory.appendingPathComponent("naive-resolver").path }

  /// Why the tests of the example are disabled when it cannot be built, and what to do about it.
  public static let requirement =
    "the C example (Examples/c-resolver) needs a C compiler, pkg-config and json-c: apt-get install gcc pkg-config libjson-c-dev, "
    + "then swift test again (bash Tests/test.sh installs them itself)"

  /// Whether the example can be built here: `cc` runs and pkg-config finds json-c.
  public static let isBuildable: Bool = succeeds(["cc", "--version"]) && succeeds(["pkg-config", "--exists", "json-c"])

  /// The one build of this process, started by the first test that asks.
  private static let building = Mutex<Task<Void, any Error>?>(nil)

  /// Builds the example (`swift build --package-path Examples/c-resolver`, what `Tests/test.sh` runs) the first time
  /// it is called in this process, and waits for that build on every call; a build that is current costs a few seconds.
  ///
  /// - Throws: `FixtureError` with the build's output when it fails.
  public static func build() async throws {
    let task = building.withLock { task in
      if let task { return task }
      let started = Task { try await runBuild() }
      task = started
      return started
    }
    try await task.value
  }

  /// Runs the build on a thread of its own, so that no thread of the test runner's pool is blocked while it waits.
  private static func runBuild() async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            let (status, output) = try run(["swift", "build", "--package-path", "Examples/c-resolver"])
            guard status == 0 else {
              throw FixtureError(message: "swift build --package-path Examples/c-resolver failed (status \(status)):\n\(output)")
            }
          })
      }
    }
  }

  /// Whether a command runs and exits with status 0.
  private static func succeeds(_ arguments: [String]) -> Bool {
    (try? run(arguments))?.status == 0
  }

  /// Runs a command found on the PATH in the package root; returns its status and what it printed.
  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
