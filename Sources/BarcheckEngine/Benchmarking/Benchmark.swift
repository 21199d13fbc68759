import BarcheckModel
import BarcheckReference

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Measurements of the engine, each reported against a baseline measured in the same run,
/// so that a figure means the same on a loaded or an idle machine.
public enum Benchmark {
  /// One row of the benchmark table.
  public struct Figure: Sendable, Hashable {
    /// What was measured.
    public var name: String
    /// The measured value.
    public var value: Double
    /// Its unit (`steps/s`).
    public var unit: String
    /// The baseline's name and value, when the figure is a comparison.
    public var baseline: (name: String, value: Double)?
    /// The target, as text, when the product sets one.
    public var target: String?

    /// `value / baseline`, when there is a baseline.
    public var ratio: Double? { baseline.map { value / $0.value } }

    public static func == (a: Figure, b: Figure) -> Bool { a.name == b.name && a.value == b.value && a.unit == b.unit }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// Reference resolver throughput on one core: untraced, against traced as the baseline.
  ///
  /// - Parameters:
  ///   - cases: The cases to play, over and over.
  ///   - seconds: The minimum time to spend on each measurement.
  public static func referenceThroughput(_ cases: [ConformanceCase], seconds: Double) -> Figure {
    let resolver = ReferenceResolver()
    func measure(tracing: Bool) -> Double {
      var steps = 0
      let elapsed = timed(minimum: seconds) {
        for testCase in cases {
          if case .success(let observations) = resolver.observe(testCase, tracing: tracing) { steps += observations.count }
        }
      }
      return Double(steps) / elapsed
    }
    let traced = measure(tracing: true)
    let untraced = measure(tracing: false)
    return Figure(
      name: "reference resolver, one core, untraced", value: untraced, unit: "steps/s",
      baseline: (name: "the same with traces", value: traced), target: "at least 1,000,000 steps/s")
  }

  /// Case loading throughput against Foundation's `JSONDecoder` decoding the same files into a plain tree.
  public static func loadingThroughput(_ files: [SourceFile], seconds: Double) -> Figure {
    let bytes = Double(files.reduce(0) { $0 + $1.bytes.count })
    var loaded = 0
    let (loaderRounds, loaderSeconds) = timedRounds(minimum: seconds) {
      for file in files { loaded += CaseLoader.load(file).cases.count }
    }
    let decoder = JSONDecoder()
    let data = files.map { Data($0.bytes) }
    var decoded = 0
    let (decoderRounds, decoderSeconds) = timedRounds(minimum: seconds) {
      for file in data where (try? decoder.decode(PlainJSON.self, from: file)) != nil { decoded += 1 }
    }
    return Figure(
      name: "case loading (parse, decode, validate)", value: bytes * Double(loaderRounds) / loaderSeconds / 1_000_000, unit: "MB/s",
      baseline: (name: "JSONDecoder into a plain tree", value: bytes * Double(decoderRounds) / decoderSeconds / 1_000_000), target: nil)
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
      elapsed = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
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
