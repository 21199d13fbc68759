import BarcheckAdapters
import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTools

/// `barcheck bench`: measures the engine against baselines measured in the same run.
enum BenchCommand: Command {
  static let spec = CommandSpec(
    name: "bench", abstract: "Measure throughput, scaling and memory, each against a baseline measured in the same run.",
    usage: "[--seconds <n>] [--scale full|small|tiny] [--seed <s>] [--only <figure>]",
    options: [
      .value("seconds", "N", "Minimum seconds per throughput measurement (default: 2)."),
      .value(
        "scale", "SCALE",
        "full: 10,000 and 100,000 generated cases end to end (default); small: 1,000 and 10,000; tiny: 100 and 1,000 (a smoke test)."),
      .value("seed", "S", "The generator's seed (default: 1)."),
      .value("only", "FIGURE", "Measure one figure (to profile it): reference, instructions, loading, overhead, plugin, exec, fuzz or end-to-end."),
    ],
    discussion: """
      Build with -c release for meaningful figures: swift run -c release barcheck bench. The baseline programs \
      (json-c parsing, the instant resolvers: Benchmarks/Baselines) are built with cc; the instruction count needs valgrind and \
      swift build -c release --product barcheck-reference-instructions; the exec and plugin figures need the C \
      example built: swift build -c release --package-path Examples/c-resolver.
      """)

  struct Row {
    var figure: String
    var value: String
    var baseline: String
    var ratio: String
    var target: String
  }

  /// The two suites of the end-to-end figures at `--scale full`, in cases: the sizes their targets are set for.
  static let fullSizes = (10_000, 100_000)

  /// The figures, in the order they are measured and printed; `--only` takes one of them.
  static let figures = ["reference", "instructions", "loading", "overhead", "plugin", "exec", "fuzz", "end-to-end"]

  /// The suite an out-of-process resolver is told of in the bench: its cases are generated, not a suite's.
  static let benchSuite = SuiteIdentity(name: "bench", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 0)

  /// Whether this executable was built without optimisation, where figures mean little.
  static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let seconds = Double(try arguments.integer("seconds", minimum: 1) ?? 2)
    let scale = arguments.value("scale") ?? "full"
    guard ["full", "small", "tiny"].contains(scale) else { throw UsageError("invalid value '\(scale)' for --scale: expected full, small or tiny") }
    let small = scale != "full"
    let seed = UInt64(try arguments.integer("seed", minimum: 0) ?? 1)
    let sizes = scale == "tiny" ? (100, 1_000) : small ? (1_000, 10_000) : fullSizes
    let only = arguments.value("only")
    if let only, !figures.contains(only) {
      throw UsageError("invalid value '\(only)' for --only: expected \(figures.joined(separator: ", "))")
    }
    func wanted(_ figure: String) -> Bool { only == nil || only == figure }
    if isDebugBuild {
      console.printError("warning: this is a debug build; figures are for a release build (swift run -c release barcheck bench)")
    }
    let generator = ScenarioGenerator(seed: seed)
    let sample = generator.generate(count: scale == "tiny" ? 100 : small ? 500 : InstructionCount.harnessCount)
    let sampleSteps = sample.reduce(0) { $0 + $1.steps.count }
    let averageSteps = Double(sampleSteps) / Double(max(1, sample.count))
    console.print(
      "barcheck \(BarcheckVersion.current) bench: generated cases (seed \(seed), \(JSONWriter.format(averageSteps)) steps a case on average); at least \(Int(seconds)) s per throughput figure"
    )
    let workspace = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(workspace) }
    let baselines = BenchBaselines.build(
      into: workspace, jsonc: wanted("loading") || wanted("instructions") || wanted("end-to-end"), instant: wanted("overhead"))
    var rows: [Row] = []

    // The reference's steps a second on one core, and its instructions a step under callgrind.
    if wanted("reference") {
      // As a run has them: written as case files and loaded (the loader keeps the starting scene it validated).
      let loaded = Benchmark.loadedAsARunWould(sample)
      rows += Benchmark.referenceThroughput(loaded: loaded, built: sample, seconds: seconds).map(row)
    }
    if wanted("instructions") {
      rows.append(InstructionCount.row(sample: sample.count, seed: seed))
      rows.append(InstructionCount.loadingRow(jsonc: baselines.jsoncParser, sample: sample.count, seed: seed))
    }

    // Case loading of the generated suite, against json-c just parsing the same bytes.
    if wanted("loading") {
      let files = (0..<((sample.count + 999) / 1_000)).map { batch in
        let range = (batch * 1_000)..<min(sample.count, (batch + 1) * 1_000)
        let cases = sample[range].compactMap { ReferenceExpectations.fill($0, legibility: false)?.json() }
        return SourceFile(path: "\(workspace)/generated-\(batch).json", text: JSONWriter.string(.list(cases)) + "\n")
      }
      for file in files { try? FileSystem.write(String(decoding: file.bytes, as: UTF8.self), to: file.path) }
      var unavailable: BenchBaselines.Unavailable?
      var figure = Benchmark.loadingThroughput(files, seconds: seconds) { seconds in
        switch baselines.jsoncRate(paths: files.map(\.path), seconds: seconds) {
        case .success(let rate): return rate
        case .failure(let reason):
          unavailable = reason
          return nil
        }
      }
      if let unavailable { figure.baseline?.name += "; json-c: \(unavailable)" }
      rows.append(row(figure))
    }

    // What the runner costs around a resolver that costs nothing: in-process, a plugin, an exec: program.
    let copies = Benchmark.copies(from: sample, steps: Int(averageSteps.rounded()), count: scale == "tiny" ? 500 : small ? 2_000 : 10_000)
    if wanted("overhead") { rows += await RunnerOverhead.rows(copies, baselines: baselines, seconds: seconds) }

    // The C example as a plugin and as a persistent exec: program.
    let example = ExampleResolvers.locate()
    let exampleCases = wanted("exec") || wanted("plugin") ? generator.generate(count: scale == "tiny" ? 200 : small ? 2_000 : 10_000) : []
    let suite = benchSuite
    let build = "build the C example: swift build -c release --package-path Examples/c-resolver"
    if wanted("plugin") {
      if let library = example.library, let plugin = try? PluginResolver(path: library, suite: suite) {
        let pluginSeconds = await timeRun(exampleCases, resolver: plugin, jobs: 1)
        let inProcess = await timeRun(exampleCases, resolver: ReferenceResolver(), jobs: 1)
        rows.append(
          Row(
            figure: "C plugin resolver (the example, \(count(exampleCases.count)) cases, its own json-c work included)",
            value: "\(format(Double(exampleCases.count) / pluginSeconds)) cases/s",
            baseline: "the reference in-process: \(format(Double(exampleCases.count) / inProcess)) cases/s",
            ratio: "\(fixed(inProcess / pluginSeconds, 2))×", target: "at least 30,000 cases/s"))
      } else {
        rows.append(
          Row(figure: "C plugin resolver (the example)", value: "not measured", baseline: build, ratio: "-", target: "at least 30,000 cases/s"))
      }
    }
    if wanted("exec") {
      if let program = example.program, let persistent = try? await SubprocessResolver.launch(command: program, suite: suite),
        let spawning = try? await SpawnPerCaseResolver.probe(command: program, suite: suite)
      {
        let persistentCases = Array(exampleCases.prefix(scale == "tiny" ? 100 : small ? 500 : 2_000))
        let spawnCases = Array(exampleCases.prefix(scale == "tiny" ? 10 : small ? 50 : 200))
        let persistentRate = Double(persistentCases.count) / (await timeRun(persistentCases, resolver: persistent, jobs: 1))
        await persistent.shutdown()
        let spawnRate = Double(spawnCases.count) / (await timeRun(spawnCases, resolver: spawning, jobs: 1))
        rows.append(
          Row(
            figure: "persistent exec: resolver (the C example program)", value: "\(format(persistentRate)) cases/s",
            baseline: "a process per case: \(format(spawnRate)) cases/s", ratio: "\(fixed(persistentRate / spawnRate, 1))×", target: "at least 20×"))
      } else {
        rows.append(
          Row(figure: "persistent exec: resolver (the C example program)", value: "not measured", baseline: build, ratio: "-", target: "at least 20×")
        )
      }
    }

    // Fuzzing against the in-process reference, on one core, then on every core (`fuzz --jobs`' default).
    if wanted("fuzz") {
      rows += Benchmark.fuzzThroughput(seed: seed, cases: scale == "tiny" ? 200 : 1_000, seconds: seconds).map(row)
      let cores = Terminal.processorCount()
      if cores > 1 {
        rows.append(row(await Benchmark.fuzzWithJobs(seed: seed, jobs: cores, seconds: seconds)))
      } else {
        rows.append(
          Row(
            figure: "fuzz against the in-process reference with --jobs N, every core of this machine", value: "not measured",
            baseline: "one core", ratio: "-", target: "-"))
      }
    }

    // End to end: load, run, stream, JUnit, HTML, in a child process, with its peak memory.
    if wanted("end-to-end") {
      do {
        rows += EndToEnd.rows(try await EndToEnd.measure(sizes: sizes, generator: generator, baselines: baselines))
      } catch {
        rows.append(Row(figure: "end to end", value: "not measured: \(error)", baseline: "-", ratio: "-", target: "-"))
      }
    }

    console.print()
    console.print("| figure | value | baseline | ratio | target |")
    console.print("| --- | ---: | --- | ---: | --- |")
    for row in rows { console.print("| \(row.figure) | \(row.value) | \(row.baseline) | \(row.ratio) | \(row.target) |") }
    return .success
  }

  static func row(_ figure: Benchmark.Figure) -> Row {
    Row(
      figure: figure.name, value: "\(format(figure.value)) \(figure.unit)",
      baseline: figure.baseline.map { "\($0.name): \(format($0.value)) \(figure.unit)" } ?? "-",
      ratio: figure.ratio.map { fixed($0, 2) + "×" } ?? "-", target: figure.target ?? "-")
  }

  static func timeRun(_ cases: [ConformanceCase], resolver: any Resolver, jobs: Int) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    _ = await Runner(resolver: resolver, jobs: jobs).run(cases)
    let elapsed = start.duration(to: clock.now)
    return max(1e-9, elapsed.inSeconds)
  }

  /// A count with thousands separators.
  static func count(_ value: Int) -> String { value >= 1000 ? format(Double(value)) : String(value) }

  static func format(_ value: Double) -> String {
    if value >= 1000 {
      let rounded = Int(value.rounded())
      var digits = String(rounded)
      var out = ""
      while digits.count > 3 {
        out = "," + digits.suffix(3) + out
        digits = String(digits.dropLast(3))
      }
      return digits + out
    }
    return fixed(value, 1)
  }
}

/// `value` with exactly `decimals` digits after the point.
func fixed(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((abs(value) * scale).rounded())
  let whole = scaled / Int(scale)
  let fraction = String(scaled % Int(scale))
  let sign = value < 0 && scaled != 0 ? "-" : ""
  return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
}
