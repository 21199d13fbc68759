import BarcheckModel
import BarcheckReference

extension Benchmark {
  /// Fuzzing throughput on one core against the in-process reference: the loop of `barcheck fuzz --resolver
  /// reference` (generate a case with the reference playing along, play it on the resolver, compare the two
  /// field by field), against the resolver's part of it alone: the reference playing the same cases, generated
  /// beforehand (each with its starting scene, as fuzzing hands them over). The baseline is what fuzzing would
  /// reach if generating and comparing were free.
  ///
  /// Beside it, generating alone, as fuzzing generates (the reference playing along for its expected observations, no
  /// resolver), against the same baseline: a fuzzed scenario costs at least generating it and resolving it, so
  /// fuzzing's ratio is at most `g / (1 + g)` for generating's ratio `g` — the ceiling of the first figure.
  ///
  /// Each figure is the median of short interleaved rounds, as `referenceThroughput`'s are.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - cases: How many cases (`0..<cases`) each round fuzzes, and the baseline plays.
  ///   - seconds: The minimum time to spend on each measurement.
  /// - Returns: Fuzzing's scenarios a second beside the baseline's, then generating's beside the same baseline.
  package static func fuzzThroughput(seed: UInt64 = 1, cases: Int = 1_000, seconds: Double) -> [Figure] {
    let model = ReferenceResolver()
    let scope = Fuzzer.Scope(model.capabilities)
    let fuzzer = Fuzzer(resolver: model, generator: ScenarioGenerator(seed: seed))
    let generated = (0..<cases).map { fuzzer.generator.generateObserved($0).0 }
    var rates: [[Double]] = [[], [], []]
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
      var tried = 0
      let fuzzing = timed(minimum: 0.1) { tried += fuzzRound(fuzzer, scope: scope, model: model, cases: cases) }
      rates[0].append(Double(tried) / fuzzing)
      var played = 0
      let playing = timed(minimum: 0.1) {
        generated.withUnsafeBufferPointer { generated in
          for index in generated.indices {
            if case .success = model.observe(generated[index], tracing: false) { played += 1 }
          }
        }
      }
      rates[1].append(Double(played) / playing)
      var made = 0
      let generating = timed(minimum: 0.1) { made += generateRound(fuzzer.generator, cases: cases) }
      rates[2].append(Double(made) / generating)
    } while start.duration(to: clock.now) < .seconds(seconds * 3)
    let resolving = (name: "resolving alone: the reference playing the same cases, generated beforehand", value: median(rates[1]))
    let generatingRatio = median(rates[2]) / max(1e-9, resolving.value)
    return [
      Figure(
        name: "fuzz against the in-process reference, one core (generate, resolve, compare)", value: median(rates[0]), unit: "scenarios/s",
        baseline: resolving, target: "at least 0.6× and 100,000 scenarios/s"),
      Figure(
        name:
          "fuzz: generating alone, the reference playing along for the expected observations (fuzzing's ceiling: generating and resolving each scenario, about \((generatingRatio / (1 + generatingRatio) * 100).rounded() / 100)× of resolving alone)",
        value: median(rates[2]), unit: "scenarios/s", baseline: resolving, target: nil),
    ]
  }

  /// Fuzzing against the in-process reference with `jobs` threads (`barcheck fuzz --jobs`, whose default is the number
  /// of cores), against the same with one job: both through `Fuzzer.run`, as the command runs it, each figure the
  /// median of interleaved rounds. How much of the machine's cores fuzzing puts to use; the figures above are per core.
  ///
  /// - Parameters:
  ///   - seed: The generator's seed.
  ///   - jobs: How many jobs (more than one).
  ///   - seconds: The minimum time to spend on each measurement.
  package static func fuzzWithJobs(seed: UInt64 = 1, jobs: Int, seconds: Double) async -> Figure {
    let fuzzer = Fuzzer(resolver: ReferenceResolver(), generator: ScenarioGenerator(seed: seed))
    // Several rounds of threads a run: a run of a few thousand cases, as `--seconds` keeps going in rounds.
    let cases = 4 * jobs * Fuzzer.casesPerThreadInARound
    var rates: [[Double]] = [[], []]
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
      for (slot, width) in [1, jobs].enumerated() {
        let began = clock.now
        var tried = 0
        repeat { tried += await fuzzer.run(cases: cases, jobs: width).tried } while began.duration(to: clock.now) < .milliseconds(100)
        rates[slot].append(Double(tried) / began.duration(to: clock.now).inSeconds)
      }
    } while start.duration(to: clock.now) < .seconds(seconds * 2)
    return Figure(
      name: "fuzz against the in-process reference with --jobs \(jobs), every core of this machine (fuzz's default; generate, resolve, compare)",
      value: median(rates[1]), unit: "scenarios/s", baseline: (name: "the same with --jobs 1", value: median(rates[0])), target: nil)
  }

  /// Generates cases `0..<cases` as a fuzzing round does (straight into the compiled form, the reference playing
  /// along), and nothing else: how many were generated with the reference's observations.
  private static func generateRound(_ generator: ScenarioGenerator, cases: Int) -> Int {
    var made = 0
    var workspace = ScenarioGenerator.Builder.Workspace()
    for index in 0..<cases {
      guard case let (_, events, observations)? = generator.generateCompiled(index, workspace: &workspace) else { continue }
      workspace.recycle(events: events, observations: observations)
      made += 1
    }
    return made
  }

  /// Fuzzes cases `0..<cases` of a seed against the in-process reference, untimed: the work `fuzzThroughput`
  /// measures, for a harness that counts its instructions (`barcheck-reference-instructions fuzz`).
  ///
  /// - Returns: How many cases were tried.
  package static func fuzzWork(seed: UInt64 = 1, cases: Int) -> Int {
    let model = ReferenceResolver()
    return fuzzRound(
      Fuzzer(resolver: model, generator: ScenarioGenerator(seed: seed)), scope: Fuzzer.Scope(model.capabilities), model: model, cases: cases)
  }

  /// One round of the fuzzing loop over cases `0..<cases`: how many were tried.
  private static func fuzzRound(_ fuzzer: Fuzzer, scope: Fuzzer.Scope, model: ReferenceResolver, cases: Int) -> Int {
    var tried = 0
    var workspace = ScenarioGenerator.Builder.Workspace()
    for index in 0..<cases {
      if case .notApplicable = fuzzer.trial(index, scope: scope, model: model, workspace: &workspace) { continue }
      tried += 1
    }
    return tried
  }
}
