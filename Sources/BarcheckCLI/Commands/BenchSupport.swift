import BarcheckEngine
import BarcheckModel
import BarcheckTools

/// The example resolvers, when built, for the exec and plugin figures of `barcheck bench`.
enum ExampleResolvers {
  static func locate() -> (program: String?, library: String?) {
    let root = String(BundledSuite.casesDirectory.dropLast("/Conformance/cases".count))
    for configuration in ["release", "debug"] {
      let directory = "\(root.isEmpty ? "." : root)/Examples/c-resolver/.build/\(configuration)"
      let program = directory + "/naive-resolver"
      let library = directory + "/libNaiveResolver.so"
      if FileSystem.read(program) != nil && FileSystem.read(library) != nil { return (program, library) }
    }
    return (nil, nil)
  }
}

/// End-to-end runs of generated suites in a child process: wall time and peak resident memory.
enum EndToEnd {
  struct Measurement {
    var seconds: Double
    var megabytes: Int
  }

  /// Runs the small suite, the large one, then the small one again, and returns the small runs'
  /// average beside the large run: the two small runs bracket the large one, so a machine that is
  /// slower or faster for a while moves both sides of the ratio alike.
  static func measure(sizes: (Int, Int), generator: ScenarioGenerator) async throws -> (Measurement, Measurement) {
    let base = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(base) }
    var suites: [Int: String] = [:]
    for size in [sizes.0, sizes.1] {
      suites[size] = "\(base)/suite-\(size)"
      _ = try GenerateCommand.writeSuite(generator, count: size, to: "\(base)/suite-\(size)")
    }
    func run(_ size: Int) throws -> Measurement {
      try ChildProcess.measure([Terminal.executablePath(), "run", suites[size] ?? "", "--jobs", "1", "--reports", "\(base)/reports-\(size)"])
    }
    let before = try run(sizes.0)
    let large = try run(sizes.1)
    let after = try run(sizes.0)
    return (Measurement(seconds: (before.seconds + after.seconds) / 2, megabytes: max(before.megabytes, after.megabytes)), large)
  }
}
