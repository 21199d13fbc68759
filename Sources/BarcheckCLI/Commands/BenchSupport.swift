import BarcheckEngine
import BarcheckModel

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

  static func measure(sizes: (Int, Int), generator: ScenarioGenerator) async throws -> (Measurement, Measurement) {
    let base = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(base) }
    var results: [Measurement] = []
    for size in [sizes.0, sizes.1] {
      let suite = "\(base)/suite-\(size)"
      _ = try GenerateCommand.writeSuite(generator, count: size, to: suite)
      results.append(try ChildProcess.measure([Terminal.executablePath(), "run", suite, "--jobs", "1", "--reports", "\(base)/reports-\(size)"]))
    }
    return (results[0], results[1])
  }
}
