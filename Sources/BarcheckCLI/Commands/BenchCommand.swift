import BarcheckAdapters
import BarcheckEngine
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
      .value("only", "FIGURE", "Measure one figure (to profile it): reference, loading, jobs, exec, plugin or end-to-end."),
    ],
    discussion: "Build with -c release for meaningful figures: swift run -c release barcheck bench")

  struct Row {
    var figure: String
    var value: String
    var baseline: String
    var ratio: String
    var target: String
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let seconds = Double(try arguments.integer("seconds", minimum: 1) ?? 2)
    let scale = arguments.value("scale") ?? "full"
    guard ["full", "small", "tiny"].contains(scale) else { throw UsageError("invalid value '\(scale)' for --scale: expected full, small or tiny") }
    let small = scale != "full"
    let seed = UInt64(try arguments.integer("seed", minimum: 0) ?? 1)
    let sizes = scale == "tiny" ? (100, 1_000) : small ? (1_000, 10_000) : (10_000, 100_000)
    let figures = ["reference", "loading", "jobs", "exec", "plugin", "end-to-end"]
    let only = arguments.value("only")
    if let only, !figures.contains(only) {
      throw UsageError("invalid value '\(only)' for --only: expected \(figures.joined(separator: ", "))")
    }
    func wanted(_ figure: String) -> Bool { only == nil || only == figure }
    #if DEBUG
      console.printError("warning: this is a debug build; figures are for a release build (swift run -c release barcheck bench)")
    #endif
    let generator = ScenarioGenerator(seed: seed)
    let sample = generator.generate(count: scale == "tiny" ? 100 : small ? 500 : 2_000)
    let sampleSteps = sample.reduce(0) { $0 + $1.steps.count }
    console.print(
      "barcheck \(BarcheckVersion.current) bench: generated cases (seed \(seed), \(JSONWriter.format(Double(sampleSteps) / Double(sample.count))) steps a case on average); at least \(Int(seconds)) s per throughput figure"
    )
    var rows: [Row] = []

    // (a) reference steps per second on one core.
    if wanted("reference") {
      // As a run has them: written as case files and loaded (the loader keeps the starting scene it validated).
      let loaded = Benchmark.loadedAsARunWould(sample)
      rows += Benchmark.referenceThroughput(loaded: loaded, built: sample, seconds: seconds).map(row)
    }

    // (f) case loading against JSONDecoder.
    if wanted("loading") {
      let bundled = SuiteLoader.load(paths: [BundledSuite.casesDirectory])
      let files = bundled.files.compactMap { path in FileSystem.read(path).map { SourceFile(path: path, bytes: $0) } }
      rows.append(row(Benchmark.loadingThroughput(files, seconds: seconds)))
    }

    // (c) --jobs 1 against --jobs N, in-process.
    let cores = Terminal.processorCount()
    let jobsCases =
      wanted("jobs") || wanted("exec") || wanted("plugin") ? generator.generate(count: scale == "tiny" ? 200 : small ? 2_000 : 10_000) : []
    let one = wanted("jobs") || wanted("plugin") ? await timeRun(jobsCases, resolver: ReferenceResolver(), jobs: 1) : 0
    if wanted("jobs") {
      let many = await timeRun(jobsCases, resolver: ReferenceResolver(), jobs: cores)
      rows.append(
        Row(
          figure: "--jobs \(cores) against --jobs 1 (\(jobsCases.count) cases, in-process)", value: "\(fixed(many, 2)) s",
          baseline: "--jobs 1: \(fixed(one, 2)) s", ratio: "\(fixed(one / many, 2))× faster", target: "-"))
    }

    // (d) persistent exec against one process per case, and (e) the plugin.
    let example = ExampleResolvers.locate()
    let suite = SuiteIdentity(name: "bench", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 0)
    if wanted("exec"), let program = example.program {
      let persistentCases = Array(jobsCases.prefix(scale == "tiny" ? 100 : small ? 500 : 2_000))
      let spawnCases = Array(jobsCases.prefix(scale == "tiny" ? 10 : small ? 50 : 200))
      if let persistent = try? await SubprocessResolver.launch(command: program, suite: suite),
        let spawning = try? await SpawnPerCaseResolver.probe(command: program, suite: suite)
      {
        let persistentRate = Double(persistentCases.count) / (await timeRun(persistentCases, resolver: persistent, jobs: 1))
        await persistent.shutdown()
        let spawnRate = Double(spawnCases.count) / (await timeRun(spawnCases, resolver: spawning, jobs: 1))
        rows.append(
          Row(
            figure: "persistent exec: resolver (the C example program)", value: "\(format(persistentRate)) cases/s",
            baseline: "a process per case: \(format(spawnRate)) cases/s", ratio: "\(fixed(persistentRate / spawnRate, 1))×", target: "at least 20×"))
      }
    } else if wanted("exec") {
      rows.append(
        Row(
          figure: "persistent exec: resolver", value: "not measured", baseline: "build the C example: swift build --package-path Examples/c-resolver",
          ratio: "-", target: "at least 20×"))
    }
    if wanted("plugin"), let library = example.library, let plugin = try? PluginResolver(path: library, suite: suite) {
      let pluginSeconds = await timeRun(jobsCases, resolver: plugin, jobs: 1)
      let inProcess = one
      rows.append(
        Row(
          figure: "C plugin resolver (the example, \(jobsCases.count) cases)", value: "\(format(Double(jobsCases.count) / pluginSeconds)) cases/s",
          baseline: "the reference in-process: \(format(Double(jobsCases.count) / inProcess)) cases/s",
          ratio: "\(fixed(inProcess / pluginSeconds, 2))×", target: "-"))
    }

    // (b) end to end: load, run, stream, JUnit, HTML, in a child process, with its peak memory.
    if wanted("end-to-end") {
      do {
        let (smallRun, largeRun) = try await EndToEnd.measure(sizes: sizes, generator: generator)
        rows.append(
          Row(
            figure: "end to end, \(count(sizes.0)) cases (load, run, all reports; the mean of a run before and after the next)",
            value: "\(fixed(smallRun.seconds, 1)) s, peak \(smallRun.megabytes) MB", baseline: "-", ratio: "-", target: "-"))
        rows.append(
          Row(
            figure: "end to end, \(count(sizes.1)) cases", value: "\(fixed(largeRun.seconds, 1)) s, peak \(largeRun.megabytes) MB",
            baseline: "\(count(sizes.0)) cases: \(fixed(smallRun.seconds, 1)) s",
            ratio: "\(fixed(largeRun.seconds / smallRun.seconds, 1))× for 10× the cases", target: "at most 11×; peak at most 300 MB for 100,000"))
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
    return max(1e-9, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
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
