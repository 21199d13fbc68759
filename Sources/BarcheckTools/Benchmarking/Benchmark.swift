import BarcheckEngine
import BarcheckJSON
package import BarcheckModel
import BarcheckReference

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Measurements of the engine, each reported against a baseline measured in the same run,
/// so that a figure means the same on a loaded or an idle machine.
package enum Benchmark {
  /// One row of the benchmark table.
  package struct Figure: Sendable, Hashable {
    /// What was measured.
    package var name: String
    /// The measured value.
    package var value: Double
    /// Its unit (`steps/s`).
    package var unit: String
    /// The baseline's name and value, when the figure is a comparison.
    package var baseline: (name: String, value: Double)?
    /// The target, as text, when the product sets one.
    package var target: String?

    /// `value / baseline`, when there is a baseline.
    package var ratio: Double? { baseline.map { value / $0.value } }

    package static func == (a: Figure, b: Figure) -> Bool { a.name == b.name && a.value == b.value && a.unit == b.unit }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// Reference resolver throughput on one core, each figure the median of short interleaved rounds:
  /// loaded cases untraced, against the same traced; and cases built in memory (whose starting scene
  /// the resolver must build, where a loaded case carries the one its loader validated), against loaded.
  ///
  /// - Parameters:
  ///   - loaded: The cases as a run loads them, played over and over.
  ///   - built: The same cases built in memory.
  ///   - seconds: The minimum time to spend on each measurement.
  package static func referenceThroughput(loaded: [ConformanceCase], built: [ConformanceCase], seconds: Double) -> [Figure] {
    let resolver = ReferenceResolver()
    // The three take turns, a tenth of a second each, and each figure is the median of its turns:
    // a shared machine's slow spells land on all three alike and move the medians little.
    let configurations: [(cases: [ConformanceCase], tracing: Bool)] = [(loaded, true), (loaded, false), (built, false)]
    var rates: [[Double]] = Array(repeating: [], count: configurations.count)
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
      for (which, configuration) in configurations.enumerated() {
        var steps = 0
        let elapsed = timed(minimum: 0.1) {
          // Cases are read in place, so the harness does not copy each one.
          configuration.cases.withUnsafeBufferPointer { cases in
            for index in cases.indices {
              if case .success(let observations) = resolver.observe(cases[index], tracing: configuration.tracing) { steps += observations.count }
            }
          }
        }
        rates[which].append(Double(steps) / elapsed)
      }
    } while start.duration(to: clock.now) < .seconds(seconds * 3)
    let (traced, untraced, cold) = (median(rates[0]), median(rates[1]), median(rates[2]))
    return [
      Figure(
        name: "reference resolver, one core, untraced (loaded cases)", value: untraced, unit: "steps/s",
        baseline: (name: "the same with traces", value: traced), target: "at least 1,000,000 steps/s"),
      Figure(
        name: "reference resolver, cases built in memory (it builds each starting scene)", value: cold, unit: "steps/s",
        baseline: (name: "loaded cases", value: untraced), target: nil),
    ]
  }

  /// Cases as a run has them: written as case files and loaded again, so that each carries the starting
  /// scene its loader validated. Cases that do not load are left out.
  package static func loadedAsARunWould(_ cases: [ConformanceCase]) -> [ConformanceCase] {
    cases.compactMap { CaseLoader.load(text: JSONWriter.string($0.json(expectations: true))).cases.first }
  }

  /// Case loading throughput (parse, decode, validate), against a baseline parser's bytes a second measured on
  /// the same files: json-c's `json_tokener_parse` just parsing them, when the caller could build it, else
  /// Foundation's `JSONDecoder` decoding them into a plain tree.
  ///
  /// json-c and the loader are measured in turns, `rounds` times each, and each figure is the median of its rounds:
  /// measured one after the other, a few seconds each, the machine's speed moved between the two on a shared machine,
  /// and the ratio with it (1.3× to 1.7× in one afternoon for the same build).
  ///
  /// - Parameters:
  ///   - files: The files, in memory.
  ///   - seconds: The minimum time to spend loading, over all rounds.
  ///   - rounds: How many turns each takes.
  ///   - jsonC: json-c's bytes a second on the same files over at least the given seconds, measured by the caller (a C
  ///     program), or nil when it cannot be measured.
  package static func loadingThroughput(_ files: [SourceFile], seconds: Double, rounds: Int = 5, jsonC: (Double) -> Double?) -> Figure {
    let bytes = Double(files.reduce(0) { $0 + $1.bytes.count })
    var loaded = 0
    var loaderRates: [Double] = []
    var jsonCRates: [Double] = []
    for _ in 0..<max(1, rounds) {
      if let rate = jsonC(seconds / Double(max(1, rounds))) { jsonCRates.append(rate) }
      let (loaderRounds, loaderSeconds) = timedRounds(minimum: seconds / Double(max(1, rounds))) {
        for file in files { loaded += CaseLoader.load(file).cases.count }
      }
      loaderRates.append(bytes * Double(loaderRounds) / loaderSeconds / 1_000_000)
    }
    let loader = median(loaderRates)
    let target = "at least 1.5× json-c"
    if jsonCRates.count == loaderRates.count {
      return Figure(
        name: "case loading (parse, decode, validate; generated suite)", value: loader, unit: "MB/s",
        baseline: (
          name: "json-c json_tokener_parse, parsing only (each the median of \(rounds) rounds in turn)", value: median(jsonCRates) / 1_000_000
        ),
        target: target)
    }
    let decoder = JSONDecoder()
    let data = files.map { Data($0.bytes) }
    var decoded = 0
    let (decoderRounds, decoderSeconds) = timedRounds(minimum: seconds) {
      for file in data where (try? decoder.decode(PlainJSON.self, from: file)) != nil { decoded += 1 }
    }
    return Figure(
      name: "case loading (parse, decode, validate; generated suite)", value: loader, unit: "MB/s",
      baseline: (name: "JSONDecoder into a plain tree (json-c was not available)", value: bytes * Double(decoderRounds) / decoderSeconds / 1_000_000),
      // The ratio is against another baseline: judged against json-c's target, it read as a pass it is not.
      target: "\(target): not judged, json-c was not available")
  }

  /// The time the reference takes to resolve the cases of suite files in-process, one core, untraced: the
  /// resolving alone, with reading and loading each file left out of the time. What the end-to-end figure is
  /// measured against. Reading and loading the files, as a run's feed loads them (one thread, no content digest), are
  /// timed apart: the floor of a run's time that no resolver, recorder or report takes part in.
  ///
  /// - Parameters:
  ///   - paths: The suite's case files.
  ///   - read: Reads a file.
  /// - Returns: The seconds spent resolving, the seconds spent reading and loading, and the cases resolved.
  package static func resolveOnly(paths: [String], read: (String) -> SourceFile?) -> (seconds: Double, loading: Double, cases: Int) {
    let resolver = ReferenceResolver()
    let clock = ContinuousClock()
    var spent = Duration.zero
    var loading = Duration.zero
    var count = 0
    for path in paths {
      let reading = clock.now
      guard let file = read(path) else { continue }
      let cases = CaseLoader.load(file, digests: false).cases
      let start = clock.now
      loading += reading.duration(to: start)
      for testCase in cases where (try? resolver.observe(testCase, tracing: false).get()) != nil { count += 1 }
      spent += start.duration(to: clock.now)
    }
    return (spent.inSeconds, loading.inSeconds, count)
  }

  /// What a run costs around a resolver, in seconds a case: `cases` run through a `Runner` of `jobs`
  /// (judging included), round after round until `minimum` seconds have passed.
  package static func secondsPerCase(_ cases: [ConformanceCase], resolver: any Resolver, jobs: Int, minimum: Double) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var finished = 0
    repeat {
      finished += await Runner(resolver: resolver, jobs: jobs).run(cases).count
    } while start.duration(to: clock.now) < .seconds(minimum)
    return start.duration(to: clock.now).inSeconds / Double(max(1, finished))
  }

  /// One case `count` times over, each copy with an id of its own, and the observations the reference gives
  /// it: the work for a `CannedResolver` (or a C program answering the same), which passes every copy.
  ///
  /// - Parameter sample: Cases to choose from: the first whose steps are about `steps` and declare no colour
  ///   behind the bar (so its observations carry no legibility, which a resolver must claim) is taken.
  /// - Returns: nil when no case in `sample` fits.
  package static func copies(from sample: [ConformanceCase], steps: Int, count: Int) -> (cases: [ConformanceCase], observations: [Observation])? {
    let resolver = ReferenceResolver()
    for candidate in sample where abs(candidate.steps.count - steps) <= 1 {
      guard let filled = ReferenceExpectations.fill(candidate), case .success(let observations) = resolver.observe(filled, tracing: false),
        observations.allSatisfy({ $0.legible == nil && $0.contrast == nil })
      else { continue }
      let cases = (0..<count).map { index in
        var copy = filled
        copy.id = "\(filled.id).copy-\(index)"
        return copy
      }
      return (
        cases,
        observations.map { observation in
          var bare = observation
          bare.trace = []
          return bare
        }
      )
    }
    return nil
  }

  /// The middle value (the mean of the two middle values for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs `body` until at least `minimum` seconds have passed; returns the rounds and the seconds spent.
  static func timedRounds(minimum: Double, _ body: () -> Void) -> (Int, Double) {
    var rounds = 0
    let elapsed = timed(minimum: minimum) {
      body()
      rounds += 1
    }
    return (rounds, elapsed)
  }

  /// Runs `body` until at least `minimum` seconds have passed; returns the seconds spent.
  static func timed(minimum: Double, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var elapsed = 0.0
    repeat {
      body()
      let duration = start.duration(to: clock.now)
      elapsed = duration.inSeconds
    } while elapsed < minimum
    return elapsed
  }
}

/// Any JSON value, as `Decodable`: the baseline decoder's target.
enum PlainJSON: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([PlainJSON])
  case object([String: PlainJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([PlainJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: PlainJSON].self))
    }
  }
}
