import BarcheckEngine
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

/// Mutated result streams never crash or hang a reader or a report: each ends in an error that names where, or in
/// a stream that every report (`report`'s JUnit, HTML and Markdown; `merge`; `diff` both ways; `compat --stream`'s
/// matrix, Markdown, HTML, JSON and badges) renders. The test run tries a few thousand mutants;
/// `BARCHECK_STREAM_FUZZ=100000 swift test --filter StreamFuzzTests` tries as many as it is told.
@Suite("Mutated result streams")
struct StreamFuzzTests {
  /// A seeded generator (the loader fuzzer's constants), so that a failure can be replayed.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % max(1, bound)
    }
  }

  /// Streams to mutate: failing records with steps, traces, controller trees and diffs; a shard; a stream that
  /// stopped; CR LF line ends and blank lines; one without a footer.
  static func seeds() async throws -> [[UInt8]] {
    let fixed = try await GoldenTests.fixedStream()
    var stopped = StreamSamples.stream(StreamSamples.passing, complete: false)
    stopped.stopped = "max-fail 3"
    let shard = StreamSamples.stream(Array(StreamSamples.passing.prefix(2)), header: StreamSamples.header(shard: "2/4"))
    let texts = [
      fixed.text, stopped.text, shard.text, fixed.text.replacingOccurrences(of: "\n", with: "\r\n\n"), StreamSamples.withoutFooter(fixed),
    ]
    return texts.map { Array($0.utf8) }
  }

  /// Tokens a mutation writes into a stream: JSON punctuation, numbers at and past the edges, keys of each line.
  static let tokens: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\n", "\r\n", "\n\n", "-1", "0", "1e300", "-0", "1.5", "999999999", "1e9", "null", "true",
    "\"\"", "\"step\":", "\"depth\":", "\"cases\":", "\"shard\":\"1/1000000000\"", "\"type\":\"footer\"", "\"type\":\"header\"",
    "\"type\":\"case\"", "\\u0000", "\\u001b[2J", "\\r\\n## x", "\\ud800", "\u{2028}", "\u{85}", "é",
  ]

  /// One to three mutations: byte flips, cuts, insertions, deletions, tokens, and whole lines repeated, dropped,
  /// swapped or grown.
  static func mutate(_ seed: [UInt8], _ random: inout Generator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<(1 + random.next(3)) {
      guard !bytes.isEmpty else { break }
      let at = random.next(bytes.count)
      switch random.next(10) {
      case 0: bytes[at] ^= UInt8(1 << random.next(8))
      case 1: bytes.removeSubrange(at...)
      case 2: bytes.insert(UInt8(random.next(256)), at: at)
      case 3: bytes.remove(at: at)
      case 4, 5: bytes.replaceSubrange(at..<min(bytes.count, at + random.next(4)), with: Array(tokens[random.next(tokens.count)].utf8))
      case 6:
        // A number replaced: step, depth, count and duration values are where indices hide.
        if let digit = bytes[at...].firstIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) {
          let end = bytes[digit...].firstIndex { !($0 >= 0x30 && $0 <= 0x39) } ?? bytes.count
          bytes.replaceSubrange(digit..<end, with: Array(["-1", "1000000000", "7", "0", "-0.5", "1e300", "2147483648"][random.next(7)].utf8))
        }
      default:
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        let line = random.next(lines.count)
        switch random.next(4) {
        case 0: lines.insert(lines[line], at: random.next(lines.count + 1))
        case 1: lines.remove(at: line)
        case 2: lines.swapAt(line, random.next(lines.count))
        default:
          // A string grown long: a field past its limit.
          if let quote = lines[line].lastIndex(of: 0x22), quote > 0 {
            lines[line].insert(contentsOf: repeatElement(UInt8(ascii: "x"), count: 20_000 + random.next(50_000)), at: quote)
          }
        }
        bytes = Array(lines.joined(separator: [0x0A]))
      }
    }
    return bytes
  }

  /// What one mutant came to.
  enum Verdict {
    case rejected
    case rendered
  }

  /// Reads a mutant from a file and renders everything a command would.
  static func exercise(_ path: String, against seed: ResultStream) -> Verdict {
    let stream: ResultStream
    do {
      stream = try ResultStream(file: path)
    } catch {
      #expect(!error.message.isEmpty)
      #expect(error.position.map { $0.line >= 1 && $0.column >= 1 } ?? true, "\(error)")
      return .rejected
    }
    // report
    for record in stream.cases { _ = record.id }
    _ = JUnitRenderer.render(stream)
    _ = JUnitRenderer.render(stream, flavor: .strict)
    _ = HTMLRenderer.render(stream)
    let summary = MarkdownRenderer.render(stream)
    #expect(!summary.unicodeScalars.contains { $0.value == 0x0D || $0.value == 0x1B || $0.value == 0 })
    _ = stream.incompleteReason
    // merge
    if let merged = try? ResultStream.merge([stream]) { _ = merged.text }
    _ = try? ResultStream.merge([seed, stream])
    _ = ResultStream.missingShards([stream, seed])
    // diff
    let diffs = [StreamDiff(old: seed, new: stream), StreamDiff(old: stream, new: seed)]
    for diff in diffs {
      _ = diff.text
      _ = diff.markdown
    }
    #expect(stream.complete || !diffs[0].passes, "a diff against an incomplete stream never passes")
    // compat --stream
    if let matrix = try? CompatibilityMatrix(streams: [stream, seed, stream]) {
      _ = CompatibilityRenderer.json(matrix)
      _ = CompatibilityRenderer.markdown(matrix)
      _ = CompatibilityRenderer.html(matrix)
      for column in matrix.resolvers.indices {
        _ = CompatibilityRenderer.badgeJSON(matrix, column: column)
        _ = CompatibilityRenderer.badgeSVG(matrix, column: column)
      }
    }
    return .rendered
  }

  @Test("mutated streams end in an error that names where, or in reports; none crashes or hangs")
  func mutants() async throws {
    let count = ProcessInfo.processInfo.environment["BARCHECK_STREAM_FUZZ"].flatMap { Int($0) } ?? 2_000
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let seeds = try await Self.seeds()
    let seedStream = try await GoldenTests.fixedStream()
    let path = directory.appendingPathComponent("mutant.jsonl").path
    var random = Generator(state: 0x5EED_5743)
    var verdicts = (rejected: 0, rendered: 0)
    var slowest: (Duration, Int) = (.zero, -1)
    let clock = ContinuousClock()
    let started = clock.now
    for n in 0..<count {
      let mutant = Self.mutate(seeds[n % seeds.count], &random)
      try Data(mutant).write(to: URL(fileURLWithPath: path))
      let began = clock.now
      switch Self.exercise(path, against: seedStream) {
      case .rejected: verdicts.rejected += 1
      case .rendered: verdicts.rendered += 1
      }
      let took = clock.now - began
      if took > slowest.0 { slowest = (took, n) }
    }
    let total = clock.now - started
    print(
      "stream fuzz: \(count) mutants in \(total): \(verdicts.rejected) rejected, \(verdicts.rendered) rendered; slowest #\(slowest.1) in \(slowest.0)"
    )
    #expect(verdicts.rejected > count / 10 && verdicts.rendered > count / 10, "both kinds: \(verdicts)")
    #expect(slowest.0 < .seconds(5), "no mutant hangs a reader or a report: #\(slowest.1) took \(slowest.0)")
  }
}
