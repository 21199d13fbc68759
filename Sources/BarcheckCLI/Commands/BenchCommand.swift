import BarcheckEngine
import BarcheckModel

/// `barcheck bench`: measures the engine against baselines measured in the same run.
enum BenchCommand: Command {
  static let spec = CommandSpec(
    name: "bench", abstract: "Measure resolver and loader throughput against same-run baselines.",
    usage: "[<path> ...] [--seconds <n>]",
    arguments: [("<path>", "Case files or directories to measure with (default: the bundled suite).")],
    options: [.value("seconds", "N", "Minimum seconds per measurement (default: 2).")],
    discussion: "Build with -c release for meaningful figures: swift run -c release barcheck bench")

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    let seconds = Double(try arguments.integer("seconds", minimum: 1) ?? 2)
    let paths = arguments.positionals.isEmpty ? [BundledSuite.casesDirectory] : arguments.positionals
    let loaded = SuiteLoader.load(paths: paths)
    console.report(loaded.diagnostics)
    if loaded.hasErrors || loaded.cases.isEmpty { return .usageOrInputError }
    let files = loaded.files.compactMap { path in FileSystem.read(path).map { SourceFile(path: path, bytes: $0) } }
    let steps = loaded.cases.reduce(0) { $0 + $1.steps.count }
    console.print(
      "barcheck \(BarcheckVersion.current) bench: \(loaded.cases.count) cases, \(steps) steps, \(files.count) files; at least \(Int(seconds)) s per figure"
    )
    #if DEBUG
      console.printError("warning: this is a debug build; figures are for a release build (swift run -c release barcheck bench)")
    #endif
    console.print()
    let figures = [
      Benchmark.referenceThroughput(loaded.cases, seconds: seconds),
      Benchmark.loadingThroughput(files, seconds: seconds),
    ]
    console.print("| figure | value | baseline | ratio | target |")
    console.print("| --- | ---: | --- | ---: | --- |")
    for figure in figures {
      let baseline = figure.baseline.map { "\($0.name): \(format($0.value)) \(figure.unit)" } ?? "-"
      let ratio = figure.ratio.map { fixed($0, 2) + "×" } ?? "-"
      console.print("| \(figure.name) | \(format(figure.value)) \(figure.unit) | \(baseline) | \(ratio) | \(figure.target ?? "-") |")
    }
    return .success
  }

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
