// Plays the reference resolver over generated cases a fixed number of times, for instruction
// counts that do not vary from run to run (`Benchmarks/count-instructions.sh` runs it under
// callgrind). `barcheck bench` measures time; this measures work. It has a synchronous main
// because valgrind cannot run `barcheck`, whose async main waits on libdispatch's signal thread.
//
// Usage: barcheck-reference-instructions ROUNDS loaded|built [SEED]
//        barcheck-reference-instructions dump COUNT [SEED] [STEPS]   (every observation, to compare two builds)
//        barcheck-reference-instructions fuzz CASES [SEED]   (the loop of `barcheck fuzz --resolver reference`)
//        barcheck-reference-instructions findings CASES [SEED]   (what fuzzing finds in mutants, to compare two builds)
//        barcheck-reference-instructions requests CASES [SEED]   (each case's protocol text, as a resolver is sent it)
//        barcheck-reference-instructions plugin LIBRARY CASES [SEED]   (each case sent to a plugin, its answer read)
//        barcheck-reference-instructions load CASES [SEED] [DIR]   (files of 1,000 cases loaded as the bench's loading figure
//          does; written into DIR too when given)
//        barcheck-reference-instructions record CASES DIR [SEED]   (each case's result recorded as a run with --reports
//          records it: its stream line and HTML section, written into DIR)

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

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count >= 2, arguments[0] == "dump", let count = Int(arguments[1]) {
  let generator = ScenarioGenerator(
    seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1, maximumSteps: arguments.count > 3 ? Int(arguments[3]) ?? 12 : 12)
  let built = generator.generate(count: count)
  ObservationDump(built: built, loaded: Benchmark.loadedAsARunWould(built)).write()
  exit(0)
}
if arguments.count >= 2, arguments[0] == "fuzz" || arguments[0] == "findings", let count = Int(arguments[1]) {
  let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
  if arguments[0] == "fuzz" {
    print("tried \(Benchmark.fuzzWork(seed: seed, cases: count))")
  } else {
    FindingsDump(cases: count, seed: seed).write()
  }
  exit(0)
}
if arguments.count >= 2, arguments[0] == "requests", let count = Int(arguments[1]) {
  // The protocol text of each case, as an out-of-process resolver is sent it (for callgrind on the case writer).
  let cases = ScenarioGenerator(seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1).generate(count: count)
  var bytes = 0
  for testCase in cases { bytes += CaseJSONWriter.bytes(testCase, expectations: false).count }
  print("bytes \(bytes)")
  if arguments.count > 3, let out = fopen(arguments[3], "wb") {
    // Each case's `run` message, a line each, for a C driver replaying them through a plugin.
    for testCase in cases {
      let line = ResolverProtocol.run(id: "c1", request: ResolveRequest(testCase: testCase, wantsTrace: false), terminator: UInt8(ascii: "\n"))
      _ = line.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, out) }
    }
    fclose(out)
  }
  exit(0)
}
if arguments.count >= 3, arguments[0] == "plugin", let count = Int(arguments[2]) {
  // Each case sent to a plugin and its answer read, as a run with the plugin does (for callgrind on the runner's side of
  // a plugin call: the instant plugin of Benchmarks/Baselines answers BARCHECK_INSTANT_OBSERVATIONS without reading).
  let cases = ScenarioGenerator(seed: arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1).generate(count: count)
  let suite = SuiteIdentity(name: "harness", version: "1", hash: "sha256:0", caseCount: cases.count)
  // The instant plugin's answer, the same on every run (without it, the plugin answers no observation at all).
  setenv(
    "BARCHECK_INSTANT_OBSERVATIONS", #"[{"style":"darkContent","hidden":false,"styleOwner":"a","hiddenOwner":"a","animation":"none"}]"#, 1)
  guard let plugin = try? PluginResolver(path: arguments[1], suite: suite) else {
    print("the plugin did not load")
    exit(1)
  }
  print("answered \(sendToPlugin(plugin, cases))")
  exit(0)
}
if arguments.count >= 2, arguments[0] == "load", let count = Int(arguments[1]) {
  // Files of 1,000 cases as the bench's loading figure writes them, loaded as it loads them (for callgrind on the loader).
  let cases = ScenarioGenerator(seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1).generate(count: count)
  let files = stride(from: 0, to: cases.count, by: 1_000).map { start in
    let batch = cases[start..<min(cases.count, start + 1_000)].compactMap { ReferenceExpectations.fill($0, legibility: false)?.json() }
    return SourceFile(path: "generated-\(start / 1_000).json", text: JSONWriter.string(.list(batch)) + "\n")
  }
  if arguments.count > 3 {
    // The same files written out, for a baseline parser (json-c) to read.
    for file in files {
      guard let out = fopen(arguments[3] + "/" + file.path, "wb") else { continue }
      _ = file.bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, out) }
      fclose(out)
    }
  }
  print("loaded \(loadFiles(files)) of \(files.reduce(0) { $0 + $1.bytes.count }) bytes")
  exit(0)
}
if arguments.count >= 3, arguments[0] == "record", let count = Int(arguments[1]) {
  // Each case resolved by the reference and judged (outside the count), then recorded as `run --reports` records it (for
  // callgrind on the recording side: `--toggle-collect='*recordResults*'`). Durations are fixed, so that the work is too.
  let cases = Benchmark.loadedAsARunWould(ScenarioGenerator(seed: arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1).generate(count: count))
  let resolver = ReferenceResolver()
  let results = cases.map { testCase in
    let answer: ResolverAnswer
    switch resolver.observe(testCase, tracing: false) {
    case .success(let observations): answer = .observations(observations)
    case .failure(let failure): answer = .error("\(failure)")
    }
    return Judge.judge(testCase, response: ResolverResponse(answer), duration: 0.001)
  }
  guard let recorder = try? StreamRecorder(path: arguments[2] + "/results.jsonl", htmlSections: arguments[2] + "/sections.html") else {
    print("the stream could not be opened")
    exit(1)
  }
  print("recorded \(recordResults(recorder, results))")
  recorder.close()
  recorder.release()
  exit(0)
}
guard arguments.count >= 2, let rounds = Int(arguments[0]), rounds >= 0, ["loaded", "built"].contains(arguments[1]) else {
  print("usage: barcheck-reference-instructions ROUNDS loaded|built [SEED] | dump COUNT [SEED] [STEPS] | fuzz|findings|requests|load CASES [SEED]")
  exit(2)
}
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
// The same sample as `barcheck bench`: 2,000 generated cases; loaded ones go through the loader as a run's do.
let built = ScenarioGenerator(seed: seed).generate(count: 2_000)
let cases =
  arguments[1] == "loaded" ? Benchmark.loadedAsARunWould(built) : built
/// Every file loaded as the bench's loading figure loads them, in a function of its own for callgrind
/// (`--toggle-collect='*loadFiles*'`; a pattern on `CaseLoader.load` also matches its closures, and callgrind's toggle
/// turns collection off again inside them): how many cases loaded.
@inline(never) func loadFiles(_ files: [SourceFile]) -> Int {
  var loaded = 0
  for file in files { loaded += CaseLoader.load(file).cases.count }
  return loaded
}

/// Every result recorded, in a function of its own for callgrind (`--toggle-collect='*recordResults*'`): how many.
@inline(never) func recordResults(_ recorder: StreamRecorder, _ results: [CaseResult]) -> Int {
  for result in results { recorder.record(.caseFinished(result)) }
  return results.count
}

/// Every case sent to a plugin, in a function of its own for callgrind (`--toggle-collect='*sendToPlugin*'`): how many
/// answers were results.
@inline(never) func sendToPlugin(_ plugin: PluginResolver, _ cases: [ConformanceCase]) -> Int {
  var results = 0
  for testCase in cases {
    if case .observations = plugin.resolveNow(ResolveRequest(testCase: testCase, wantsTrace: false)).answer { results += 1 }
  }
  return results
}

/// The rounds, in a function of their own so that callgrind can count them alone
/// (`--toggle-collect='*playRounds*'`).
@inline(never) func playRounds(_ rounds: Int, _ cases: [ConformanceCase]) -> Int {
  let resolver = ReferenceResolver()
  var steps = 0
  for _ in 0..<rounds {
    cases.withUnsafeBufferPointer { cases in
      for index in cases.indices {
        if case .success(let observations) = resolver.observe(cases[index], tracing: false) { steps += observations.count }
      }
    }
  }
  return steps
}
print("steps \(playRounds(rounds, cases))")
