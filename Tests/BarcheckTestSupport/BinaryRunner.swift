public import Foundation

/// Runs the built `barcheck` executable and captures what a user would see.
public enum BinaryRunner {
  /// What one run printed and returned.
  public struct Output: Sendable {
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
    /// The exit status.
    public var status: Int32
  }

  /// The built executable: beside the test bundle, or in `.build/debug`.
  public static var executable: URL? {
    var candidates: [URL] = []
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    candidates.append(bundle.appendingPathComponent("barcheck"))
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("barcheck"))
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("barcheck"))
    candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/barcheck"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `barcheck` with arguments in a directory (the package root by default), without blocking
  /// a thread of the test runner's pool while it waits: tests run in parallel, and a blocked pool
  /// would starve the timers of the asynchronous tests beside them.
  ///
  /// - Parameter standardOutput: A file to open for the process's standard output (such as `/dev/full`) instead of
  ///   capturing it; `stdout` is then empty.
  public static func run(
    _ arguments: [String], in directory: URL = Fixtures.packageRoot, environment: [String: String] = [:], standardOutput: String? = nil
  ) async throws -> Output {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try runBlocking(arguments, in: directory, environment: environment, standardOutput: standardOutput) })
      }
    }
  }

  private static func runBlocking(_ arguments: [String], in directory: URL, environment: [String: String], standardOutput: String?) throws
    -> Output
  {
    guard let executable else { throw FixtureError(message: "the barcheck executable was not built; run 'swift build' first") }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    if let standardOutput {
      guard let handle = FileHandle(forWritingAtPath: standardOutput) else {
        throw FixtureError(message: "\(standardOutput): cannot open for writing")
      }
      process.standardOutput = handle
      try out.fileHandleForWriting.close()
    } else {
      process.standardOutput = out
    }
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting, so a chatty process cannot fill a pipe and block.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }
}
