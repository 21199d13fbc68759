import BarcheckAdapters
import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// What the runner costs around resolvers that answer at once (`CannedResolver` in-process, and the C
/// programs of `Benchmarks/Baselines` as a plugin and an `exec:` program), in microseconds a case.
enum RunnerOverhead {
  static func rows(
    _ copies: (cases: [ConformanceCase], observations: [Observation])?, baselines: BenchBaselines, seconds: Double
  ) async -> [BenchCommand.Row] {
    guard let copies else {
      return [BenchCommand.Row(figure: "runner overhead", value: "not measured: no generated case fits", baseline: "-", ratio: "-", target: "-")]
    }
    let steps = copies.cases.first?.steps.count ?? 0
    let reference = await Benchmark.secondsPerCase(copies.cases, resolver: ReferenceResolver(), jobs: 1, minimum: seconds)
    let baseline = "the reference resolving the case (\(steps) steps) in-process: \(fixed(reference * 1e6, 1)) µs"
    func row(_ name: String, _ measured: Result<Double, BenchBaselines.Unavailable>, target: Double) -> BenchCommand.Row {
      switch measured {
      case .success(let perCase):
        BenchCommand.Row(
          figure: "runner overhead, \(name)", value: "\(fixed(perCase * 1e6, 2)) µs a case", baseline: baseline,
          ratio: "\(fixed(perCase / reference, 2))×", target: "at most \(fixed(target, 0)) µs")
      case .failure(let reason):
        BenchCommand.Row(
          figure: "runner overhead, \(name)", value: "not measured: \(reason)", baseline: "-", ratio: "-", target: "at most \(fixed(target, 0)) µs")
      }
    }
    let inProcess = await Benchmark.secondsPerCase(
      copies.cases, resolver: CannedResolver(observations: copies.observations), jobs: 1, minimum: seconds)
    let canned = JSONWriter.string(.list(copies.observations.map(ResolverServer.json)))
    let suite = BenchCommand.benchSuite
    var plugin: Result<Double, BenchBaselines.Unavailable> = .failure(.init(description: "not built"))
    if case .success(let library) = baselines.instantPlugin {
      setenv("BARCHECK_INSTANT_OBSERVATIONS", canned, 1)
      defer { unsetenv("BARCHECK_INSTANT_OBSERVATIONS") }
      do {
        let resolver = try PluginResolver(path: library, suite: suite)
        plugin = .success(await Benchmark.secondsPerCase(copies.cases, resolver: resolver, jobs: 1, minimum: seconds))
      } catch {
        plugin = .failure(.init(description: "the instant plugin did not load: \(error)"))
      }
    } else if case .failure(let reason) = baselines.instantPlugin {
      plugin = .failure(reason)
    }
    var exec: Result<Double, BenchBaselines.Unavailable> = .failure(.init(description: "not built"))
    switch baselines.instantProgram {
    case .success(let program):
      do {
        let resolver = try await SubprocessResolver.launch(command: ShellWord.quoted(program) + " " + ShellWord.quoted(canned), suite: suite)
        exec = .success(await Benchmark.secondsPerCase(copies.cases, resolver: resolver, jobs: 64, minimum: seconds))
        await resolver.shutdown()
      } catch {
        exec = .failure(.init(description: "the instant program did not start: \(error)"))
      }
    case .failure(let reason): exec = .failure(reason)
    }
    return [
      row("in-process (a Swift resolver answering at once, --jobs 1)", .success(inProcess), target: 2),
      row("plugin (the instant C plugin, --jobs 1)", plugin, target: 4),
      row("exec: pipelined (the instant C program, maxInFlight 64, --jobs 64)", exec, target: 20),
    ]
  }
}

/// The reference's instructions a step, counted by callgrind in the fixed-work harness
/// (`Benchmarks/count-instructions.sh` does the same from a shell).
enum InstructionCount {
  static let target = "at most 1,200"

  /// How many cases the harness generates (of seed 1, whatever the bench's `--scale` and `--seed`).
  static let harnessCount = 2_000

  /// The cases the harness counts, as the instruction rows name them. They are the bench's own sample only at
  /// `--scale full` with seed 1, and only then called so: at another scale or seed the bench's sample is other cases.
  ///
  /// - Parameters:
  ///   - sample: How many cases the bench generated for its other figures.
  ///   - seed: The bench's `--seed`.
  static func cases(sample: Int, seed: UInt64) -> String {
    sample == harnessCount && seed == 1
      ? "the bench's 2,000 generated cases" : "2,000 generated cases, the bench's sample at --scale full --seed 1"
  }

  static func row(sample: Int, seed: UInt64) -> BenchCommand.Row {
    let name = "reference, instructions a step (callgrind, \(cases(sample: sample, seed: seed)), loaded)"
    // A debug build's instructions say nothing about a release build's, and take long under valgrind.
    guard !BenchCommand.isDebugBuild else {
      return BenchCommand.Row(
        figure: name, value: "not measured: a debug build", baseline: "swift run -c release barcheck bench", ratio: "-", target: target)
    }
    guard FileSystem.read(harness) != nil else {
      return BenchCommand.Row(
        figure: name, value: "not measured", baseline: "build the harness: swift build -c release --product barcheck-reference-instructions",
        ratio: "-",
        target: target)
    }
    guard ChildProcess.capture(["valgrind", "--version"]).status == 0 else {
      return BenchCommand.Row(
        figure: name, value: "not measured", baseline: "install valgrind: apt-get install -y valgrind", ratio: "-", target: target)
    }
    // The harness's set-up is counted with 0 rounds and taken away from 2 rounds: what is left is the resolving.
    func perStep(_ mode: String) -> Double? {
      let environment = ["SWIFT_DETERMINISTIC_HASHING": "1"]
      func collected(_ rounds: Int) -> Double? {
        let (_, output) = ChildProcess.capture(
          ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", harness, String(rounds), mode], environment: environment)
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected") }) else { return nil }
        return line.split(separator: " ").last.flatMap { Double($0) }
      }
      let (status, output) = ChildProcess.capture([harness, "2", mode], environment: environment)
      let words = output.split(whereSeparator: { $0 == " " || $0 == "\n" })
      guard status == 0, words.count >= 2, let steps = Double(words[1]), steps > 0, let total = collected(2), let setup = collected(0) else {
        return nil
      }
      return (total - setup) / steps
    }
    guard let loaded = perStep("loaded"), let built = perStep("built") else {
      return BenchCommand.Row(figure: name, value: "not measured: the harness or valgrind failed", baseline: "-", ratio: "-", target: target)
    }
    return BenchCommand.Row(
      figure: name, value: "\(BenchCommand.format(loaded.rounded())) instructions",
      baseline: "cases built in memory: \(BenchCommand.format(built.rounded()))",
      ratio: "\(fixed(loaded / built, 2))×", target: target)
  }

  /// Loading the harness's 2,000 generated cases (files of 1,000, as the loading figure's), counted by callgrind in the
  /// harness (`load 2000 1 DIR`, `--toggle-collect='*loadFiles*'`), against json-c parsing the files the harness wrote
  /// (`jsonc-parse`, `--toggle-collect=json_tokener_parse`). The ratio is json-c's count over ours: the throughput
  /// ratio the loading figure's target is written in, without the machine's noise. Under valgrind SHA-256 runs its
  /// portable rounds, which a real run leaves to the CPU's instructions, so the count overstates the digests.
  ///
  /// - Parameters:
  ///   - jsonc: The json-c baseline program, or why it is missing.
  ///   - sample: How many cases the bench generated for its other figures.
  ///   - seed: The bench's `--seed`.
  static func loadingRow(jsonc: Result<String, BenchBaselines.Unavailable>, sample: Int, seed: UInt64) -> BenchCommand.Row {
    let name = "case loading, instructions (callgrind, \(cases(sample: sample, seed: seed)), one thread)"
    let target = "at least 1.5× json-c"
    guard !BenchCommand.isDebugBuild else {
      return BenchCommand.Row(
        figure: name, value: "not measured: a debug build", baseline: "swift run -c release barcheck bench", ratio: "-", target: target)
    }
    guard FileSystem.read(harness) != nil, ChildProcess.capture(["valgrind", "--version"]).status == 0 else {
      return BenchCommand.Row(
        figure: name, value: "not measured", baseline: "build the harness and install valgrind (see the reference's row)", ratio: "-",
        target: target)
    }
    let directory = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(directory) }
    let environment = ["SWIFT_DETERMINISTIC_HASHING": "1"]
    guard let loading = collected(toggle: "*loadFiles*", [harness, "load", "2000", "1", directory], environment: environment) else {
      return BenchCommand.Row(figure: name, value: "not measured: the harness or valgrind failed", baseline: "-", ratio: "-", target: target)
    }
    // The harness writes its 2,000 cases as files of 1,000, named as the loading figure names them.
    let files = (0..<2).map { "\(directory)/generated-\($0).json" }
    let value = "\(BenchCommand.format(loading / 1_000_000)) M instructions"
    switch jsonc {
    case .success(let program):
      guard let parsing = collected(toggle: "json_tokener_parse", [program, "0"] + files, environment: [:]) else {
        return BenchCommand.Row(figure: name, value: value, baseline: "json-c: not measured", ratio: "-", target: target)
      }
      return BenchCommand.Row(
        figure: name, value: value, baseline: "json-c json_tokener_parse, parsing the same files: \(BenchCommand.format(parsing / 1_000_000)) M",
        ratio: "\(fixed(parsing / loading, 2))×", target: target)
    case .failure(let reason):
      return BenchCommand.Row(figure: name, value: value, baseline: "json-c: \(reason)", ratio: "-", target: target)
    }
  }

  /// The fixed-work harness, beside this executable.
  static var harness: String {
    String(Terminal.executablePath().split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
      + "/barcheck-reference-instructions"
  }

  /// The instructions callgrind collects while `toggle` runs in `command`; nil when it fails.
  static func collected(toggle: String, _ command: [String], environment: [String: String]) -> Double? {
    let (status, output) = ChildProcess.capture(
      ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=\(toggle)"] + command, environment: environment)
    guard status == 0, let line = output.split(separator: "\n").first(where: { $0.contains("Collected") }) else { return nil }
    return line.split(separator: " ").last.flatMap { Double($0) }
  }
}

/// End-to-end runs of generated suites in a child process: wall time and peak resident memory, against the
/// reference resolving the same cases in-process.
enum EndToEnd {
  struct Measurement {
    var seconds: Double
    var megabytes: Int
  }

  /// What `measure` found.
  struct Figures {
    var sizes: (Int, Int)
    /// The small suite, the mean of a run before and after the large one's rounds.
    var small: Measurement
    /// The large suite's round with the median ratio (of three, each against its own baseline), its peak memory the
    /// highest of the rounds'.
    var large: Measurement
    /// The reference resolving the large suite's cases in-process, nothing else timed: that round's baseline.
    var resolveOnly: Double
    /// The large suite's index alone (`SuiteIndex`, one thread): a run's first pass, every file read and fingerprinted
    /// (that round's).
    var indexOnly: Double
    /// Reading and loading the large suite's files as a run's feed does (one thread, no digest), nothing else timed
    /// (that round's).
    var loadOnly: Double
    /// Each round's ratio of the large run to its baseline, lowest first.
    var largeRatios: [Double]
    /// json-c parsing the large suite's files once, in memory and nothing else (`jsonc-parse`, in the median round,
    /// after its baseline): its seconds and the files' bytes, or why it was not measured. What any reader of these files pays before it has
    /// decoded a case, against the end-to-end target.
    var jsoncParse: Result<(seconds: Double, bytes: Int), BenchBaselines.Unavailable>
    /// The small suite with `--jobs 2`, and with `--jobs 1` (the mean of the runs right before and after it): the
    /// round with the median ratio of three.
    var jobs2: Measurement
    var jobs1: Measurement
    /// The three rounds' ratios, lowest first.
    var jobsRatios: [Double]
    /// The machine's ceiling for two threads, each round's: the work a second two runs with `--jobs 1` started at
    /// once get through, in runs of one alone (2 × one run's seconds alone / the pair's seconds), lowest first. Two
    /// cores of a shared machine slow each other (caches, memory, the host), so `--jobs 2` can hardly beat this.
    var ceilings: [Double]
    /// Each round's `--jobs 2` ratio as a share of the same round's ceiling, lowest first.
    var shares: [Double]
  }

  /// Runs the small suite, the large one in three rounds, then the small one again, and returns the small runs'
  /// average beside the large run: the two small runs bracket the large ones, so a machine that is
  /// slower or faster for a while moves both sides of the ratio alike. Each round of the large suite is a run, then
  /// its index alone, its cases loaded and resolved in-process alone (the run's baseline) and json-c parsing its files,
  /// all measured in the same minute: one run of 100,000 cases took from 7.5 to 11.5 seconds on this shared machine within a quarter of an hour,
  /// and the round with the median ratio moves much less. Then the small suite with
  /// `--jobs 2` three times, each between two runs with `--jobs 1` (a run with one job is shared by the rounds on
  /// either side of it): on this shared machine a single round moved by a tenth or more from one run of the bench to
  /// the next, the median of three much less. Each round also runs two `--jobs 1` runs at once, for the machine's
  /// ceiling.
  ///
  /// - Parameter baselines: The bench's C baselines: json-c parses the large suite's files once in each round.
  static func measure(sizes: (Int, Int), generator: ScenarioGenerator, baselines: BenchBaselines) async throws -> Figures {
    let base = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(base) }
    var suites: [Int: String] = [:]
    for size in [sizes.0, sizes.1] {
      suites[size] = "\(base)/suite-\(size)"
      // Written on every core, before anything is measured: the same files as with one job.
      _ = try GenerateCommand.writeSuite(generator, count: size, jobs: Terminal.processorCount(), to: "\(base)/suite-\(size)")
    }
    /// `barcheck run` of a suite, writing its reports where `reports` says.
    func command(_ size: Int, jobs: Int = 1, reports: String? = nil) -> [String] {
      [Terminal.executablePath(), "run", suites[size] ?? "", "--jobs", String(jobs), "--reports", "\(base)/\(reports ?? "reports-\(size)")"]
    }
    func run(_ size: Int, jobs: Int = 1) throws -> Measurement {
      try ChildProcess.measure(command(size, jobs: jobs))
    }
    let before = try run(sizes.0)
    let clock = ContinuousClock()
    var largeRounds: [(run: Measurement, index: Double, resolve: Double, loading: Double, jsonc: Result<Double, BenchBaselines.Unavailable>)] = []
    var largeBytes = 0
    for _ in 0..<3 {
      let large = try run(sizes.1)
      // The run's first pass, alone: what it reads before its first case (the suite's identity and size).
      let indexing = clock.now
      let largeFiles = SuiteIndex(paths: [suites[sizes.1] ?? ""], selection: CaseSelection(), jobs: 1).files
      let index = indexing.duration(to: clock.now).inSeconds
      let resolving = Benchmark.resolveOnly(paths: largeFiles) { path in FileSystem.read(path).map { SourceFile(path: path, bytes: $0) } }
      // One parse of every file (`jsonc-parse 0` parses them once): the files' bytes over its rate is its seconds.
      if largeBytes == 0 { largeBytes = largeFiles.reduce(0) { $0 + (FileSystem.read($1)?.count ?? 0) } }
      let jsonc = baselines.jsoncRate(paths: largeFiles, seconds: 0).map { Double(largeBytes) / max(1e-9, $0) }
      largeRounds.append((large, index, resolving.seconds, resolving.loading, jsonc))
    }
    let largeMegabytes = largeRounds.map(\.run.megabytes).max() ?? 0
    largeRounds.sort { $0.run.seconds / max(1e-9, $0.resolve) < $1.run.seconds / max(1e-9, $1.resolve) }
    let large = largeRounds[1]
    let after = try run(sizes.0)
    var ones = [after]
    var twos: [Measurement] = []
    var pairs: [Double] = []
    for _ in 0..<3 {
      twos.append(try run(sizes.0, jobs: 2))
      pairs.append(try ChildProcess.measureTogether(["a", "b"].map { command(sizes.0, reports: "reports-pair-\($0)") }))
      ones.append(try run(sizes.0))
    }
    // Each round's one-job time: the mean of the runs right before and after it.
    let alone = twos.indices.map { round in (ones[round].seconds + ones[round + 1].seconds) / 2 }
    let ceilings = pairs.indices.map { round in 2 * alone[round] / pairs[round] }
    let shares = twos.indices.map { round in alone[round] / twos[round].seconds / ceilings[round] }
    let rounds = twos.indices.map { round in
      (jobs2: twos[round], jobs1: Measurement(seconds: alone[round], megabytes: ones[round + 1].megabytes))
    }.sorted { $0.jobs1.seconds / $0.jobs2.seconds < $1.jobs1.seconds / $1.jobs2.seconds }
    let small = Measurement(seconds: (before.seconds + after.seconds) / 2, megabytes: max(before.megabytes, after.megabytes))
    return Figures(
      sizes: sizes, small: small, large: Measurement(seconds: large.run.seconds, megabytes: largeMegabytes), resolveOnly: large.resolve,
      indexOnly: large.index, loadOnly: large.loading, largeRatios: largeRounds.map { $0.run.seconds / max(1e-9, $0.resolve) },
      jsoncParse: large.jsonc.map { (seconds: $0, bytes: largeBytes) },
      jobs2: rounds[1].jobs2, jobs1: rounds[1].jobs1,
      jobsRatios: rounds.map { $0.jobs1.seconds / $0.jobs2.seconds },
      ceilings: ceilings.sorted(), shares: shares.sorted())
  }

  /// A target as a row states it: the targets are set for the suites of `--scale full` (`BenchCommand.fullSizes`), and
  /// a row of another scale says so (without a comma: readers of the table split its rounds on commas).
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - figures: What was measured, at its scale.
  static func target(_ target: String, _ figures: Figures) -> String {
    figures.sizes == BenchCommand.fullSizes ? target : "\(target) (the target at --scale full)"
  }

  /// json-c parsing the large suite's files, against resolving them: the end-to-end target set beside what a JSON
  /// parser alone costs on the same files.
  static func jsoncRow(_ figures: Figures) -> BenchCommand.Row {
    let figure =
      "end to end, \(BenchCommand.count(figures.sizes.1)) cases: json-c parsing their files once, in memory and nothing else (no reading, decoding, running or reports), against resolving them"
    let baseline = "the reference resolving the same cases in-process (the median round's): \(fixed(figures.resolveOnly, 2)) s"
    switch figures.jsoncParse {
    case .success(let parse):
      let ratio = parse.seconds / max(1e-9, figures.resolveOnly)
      let reading =
        ratio > 6
        ? "above the end-to-end target of 6× before a case is decoded"
        : "under the end-to-end target of 6×, which leaves \(fixed(6 - ratio, 1))× for the rest"
      return BenchCommand.Row(
        figure: figure,
        value:
          "\(fixed(parse.seconds, 2)) s (\(fixed(Double(parse.bytes) / 1_000_000 / max(1e-9, parse.seconds), 1)) MB/s, \(BenchCommand.format(Double(parse.bytes) / 1_000_000)) MB)",
        baseline: baseline, ratio: "\(fixed(ratio, 1))×: \(reading)", target: "-")
    case .failure(let reason):
      return BenchCommand.Row(figure: figure, value: "not measured: \(reason)", baseline: baseline, ratio: "-", target: "-")
    }
  }

  /// The table's rows for what `measure` found.
  static func rows(_ figures: Figures) -> [BenchCommand.Row] {
    let (small, large) = (BenchCommand.count(figures.sizes.0), BenchCommand.count(figures.sizes.1))
    return [
      BenchCommand.Row(
        figure: "end to end, \(large) cases (load, run, all reports), against resolving them (the median of three rounds)",
        value: "\(fixed(figures.large.seconds, 2)) s, peak \(figures.large.megabytes) MB (the rounds' highest)",
        baseline: "the reference resolving the same cases in-process, in the same round: \(fixed(figures.resolveOnly, 3)) s",
        ratio:
          "\(fixed(figures.large.seconds / max(1e-9, figures.resolveOnly), 1))× (rounds, lowest first: \(figures.largeRatios.map { fixed($0, 1) }.joined(separator: ", ")))",
        target: target("at most 6×; peak at most 150 MB", figures)),
      BenchCommand.Row(
        figure:
          "end to end, \(large) cases: reading them as a run does (one thread: the index pass, then the feed's loading), against resolving them (the median round's)",
        value:
          "\(fixed(figures.indexOnly + figures.loadOnly, 2)) s (index \(fixed(figures.indexOnly, 2)) s, loading \(fixed(figures.loadOnly, 2)) s)",
        baseline: "the reference resolving the same cases in-process: \(fixed(figures.resolveOnly, 2)) s",
        ratio:
          "\(fixed((figures.indexOnly + figures.loadOnly) / max(1e-9, figures.resolveOnly), 1))×, and 1× more to resolve them: the floor of the ratio above",
        target: "-"),
      jsoncRow(figures),
      BenchCommand.Row(
        figure: "end to end, \(large) cases, against \(small)", value: "\(fixed(figures.large.seconds, 1)) s",
        baseline:
          "\(small) cases (the mean of a run before and after the rounds): \(fixed(figures.small.seconds, 1)) s, peak \(figures.small.megabytes) MB",
        ratio: "\(fixed(figures.large.seconds / figures.small.seconds, 1))× for 10× the cases",
        target: target("at most 11×", figures)),
      BenchCommand.Row(
        figure: "end to end, \(small) cases, --jobs 2 (the median of three rounds)", value: "\(fixed(figures.jobs2.seconds, 2)) s",
        baseline: "--jobs 1 (the mean of a run before and after): \(fixed(figures.jobs1.seconds, 2)) s",
        ratio:
          "\(fixed(figures.jobs1.seconds / figures.jobs2.seconds, 2))× faster (rounds, lowest first: \(figures.jobsRatios.map { fixed($0, 2) }.joined(separator: ", ")))",
        target: target("at least 1.7×", figures)),
      BenchCommand.Row(
        figure: "the machine's ceiling for two threads: two runs of \(small) cases with --jobs 1 at once (the median of three rounds)",
        value: "\(fixed(figures.ceilings[1], 2))× the work of one run in the same time",
        baseline: "one run with --jobs 1, alone (the same rounds' runs)",
        ratio:
          "--jobs 2 reaches \(fixed(100 * figures.shares[1], 0))% of it, the median of the rounds' shares (shares, lowest first: \(figures.shares.map { fixed(100 * $0, 0) + "%" }.joined(separator: ", ")); ceilings, lowest first: \(figures.ceilings.map { fixed($0, 2) }.joined(separator: ", ")))",
        target: "-"),
    ]
  }
}
