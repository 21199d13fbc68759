import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckTools
import Foundation

/// `barcheck generate`: writes a seeded, reproducible suite of random valid cases.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate", abstract: "Write a suite of random valid cases (seeded and reproducible), expecting what the reference shows.",
    usage: "--count <n> [--seed <s>] [--steps <n>] [--no-legibility] [--jobs <n>] --out <dir>",
    options: [
      .value("count", "N", "How many cases (at most 100,000,000)."), .value("seed", "S", "The seed (default: 1)."),
      .value("steps", "N", "The most steps after launch (default: 12)."), .value("out", "DIR", "Where to write them (1,000 cases a file)."),
      .flag(
        "no-legibility",
        "Expect no legible or minimumContrast: for a resolver that does not measure legibility, which skips every case that checks it."),
      .value("jobs", "N", "Files written at once (default: the number of cores); the same files with any number."),
    ])

  /// The most cases one `generate` writes: 100 million, some 260 GB of case files.
  static let maximumCount = 100_000_000

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    // Past the most, the suite could not be written (a billion cases asked for memory at once; near Int.max, counting
    // its files overflowed).
    guard let count = try arguments.integer("count", minimum: 1, maximum: Self.maximumCount) else { throw UsageError("missing --count") }
    guard let directory = arguments.value("out") else { throw UsageError("missing --out") }
    let seed = UInt64(try arguments.integer("seed", minimum: 0) ?? 1)
    let generator = ScenarioGenerator(seed: seed, maximumSteps: try arguments.integer("steps", minimum: 1) ?? 12)
    let jobs = try arguments.integer("jobs", minimum: 1) ?? Terminal.processorCount()
    // Made first, so that a directory that cannot be made is said once, naming the component in the way.
    do throws(DirectoryError) {
      try DirectoryError.make(directory, option: "--out")
    } catch {
      console.printError(error.description)
      return .usageOrInputError
    }
    do {
      let steps = try writeSuite(generator, count: count, legibility: !arguments.flag("no-legibility"), jobs: jobs, to: directory)
      console.print("wrote \(count) case\(count == 1 ? "" : "s") (\(steps) steps) with seed \(seed) to \(directory)")
      let stale = try removeStaleFiles(in: directory, count: count)
      if !stale.isEmpty {
        console.print(
          "removed \(stale.count) file\(stale.count == 1 ? "" : "s") an earlier generate left past this suite's end (\(TextEscaping.line(stale.joined(separator: ", "), limit: 200)))"
        )
      }
    } catch let error as WriteError {
      console.printError(error.description)
      return .usageOrInputError
    } catch {
      console.printError("\(directory): error: \(error)")
      return .usageOrInputError
    }
    return .success
  }

  /// Removes the files an earlier `generate` of more cases left in `directory` past the last of `count` cases
  /// (`generated-00003.json` after a suite of 2,500): left there, a run of the directory ran them too. Only regular files
  /// named as `writeSuite` names them are removed; returns their names.
  static func removeStaleFiles(in directory: String, count: Int) throws -> [String] {
    let files = (count + 999) / 1_000
    return try FileSystem.removeFiles(in: directory) { name in
      FileSystem.fileNumber(name, prefix: "generated-", digits: 5).map { $0 >= files } ?? false
    }
  }

  /// Writes cases `0..<count` with the reference's expectations (legibility too unless `legibility` is false), 1,000 a
  /// file, `jobs` files at once; returns how many steps they have. Each file is generated, filled (the reference plays
  /// every case traced, for the rules its expectations cite) and written on its own, so any number of jobs writes the
  /// same files; the first failure in the order of the files is thrown.
  static func writeSuite(_ generator: ScenarioGenerator, count: Int, legibility: Bool = true, jobs: Int = 1, to directory: String) throws -> Int {
    try FileSystem.createDirectory(directory)
    let files = (count + 999) / 1_000
    let written = ConcurrentMap.map(files, width: jobs) { file -> Result<Int, WriteError> in
      var steps = 0
      var batch: [JSON] = []
      for index in (file * 1_000)..<min(count, file * 1_000 + 1_000) {
        guard let filled = ReferenceExpectations.fill(generator.generate(index), legibility: legibility) else { continue }
        steps += filled.steps.count
        batch.append(filled.json())
      }
      let name = "generated-\(String(file).leftPadded(5)).json"
      do throws(WriteError) {
        try FileSystem.write(JSONWriter.string(.list(batch)) + "\n", to: directory + "/" + name)
      } catch {
        return .failure(error)
      }
      return .success(steps)
    }
    var steps = 0
    for file in written { steps += try file.get() }
    return steps
  }
}
