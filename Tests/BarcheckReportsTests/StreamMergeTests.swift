import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import Testing

/// What `merge` refuses and keeps beyond suites and selections: shards judged by different expectation files or
/// strictness are refused; why a shard stopped stays in the merged run's stop reason.
@Suite("merging shards: expectations, strictness and why a shard stopped")
struct StreamMergeTests {
  static let hashA = "sha256:" + String(repeating: "a", count: 64)
  static let hashB = "sha256:" + String(repeating: "b", count: 64)

  /// Two shards of one run, each with its own expectation record (or none), read back from their text.
  static func shards(_ one: RunExpectations?, _ two: RunExpectations?) throws -> [ResultStream] {
    var first = StreamSamples.header(shard: "1/2")
    first.expectations = one
    var second = StreamSamples.header(shard: "2/2")
    second.expectations = two
    return try [
      StreamSamples.stream([("a.one", .pass)], header: first), StreamSamples.stream([("b.two", .pass)], header: second),
    ].map { try ResultStream(text: $0.text) }
  }

  /// The message `merge` refuses the streams with, or nil when it merges them.
  static func refusal(_ streams: [ResultStream]) -> String? {
    do {
      _ = try ResultStream.merge(streams, paths: ["one.jsonl", "two.jsonl"])
      return nil
    } catch {
      return error.message
    }
  }

  /// Shards run with different `--expectations` files merged silently: the merged xfails followed neither file.
  @Test("merge refuses shards judged by different expectation files, or one with a file and one without, naming both files")
  func differentExpectationFiles() throws {
    let a = RunExpectations(file: "a.json", hash: Self.hashA, strict: false)
    let b = RunExpectations(file: "b.json", hash: Self.hashB, strict: false)
    #expect(
      Self.refusal(try Self.shards(a, b))
        == "the streams come from different expectation files: one.jsonl has --expectations a.json (sha256:aaaaaaaaaaaa…), two.jsonl has --expectations b.json (sha256:bbbbbbbbbbbb…); run every shard with the same --expectations file"
    )
    #expect(
      Self.refusal(try Self.shards(a, nil))
        == "the streams come from different expectation files: one.jsonl has --expectations a.json (sha256:aaaaaaaaaaaa…), two.jsonl has none; run every shard with the same --expectations file"
    )
    // The same content at another path (another checkout) is the same file.
    let elsewhere = RunExpectations(file: "/ci/checkout/a.json", hash: Self.hashA, strict: false)
    #expect(Self.refusal(try Self.shards(a, elsewhere)) == nil)
  }

  /// Shards run with and without `--strict` merged silently: an unexpected pass failed one shard and not the other.
  @Test("merge refuses shards run with and without --strict, naming both files")
  func differentStrictness() throws {
    let strict = RunExpectations(file: "a.json", hash: Self.hashA, strict: true)
    let lenient = RunExpectations(file: "a.json", hash: Self.hashA, strict: false)
    #expect(
      Self.refusal(try Self.shards(strict, lenient))
        == "the streams come from runs of different strictness: one.jsonl was run with --strict, two.jsonl without; run every shard with --strict or none"
    )
    #expect(Self.refusal(try Self.shards(strict, strict)) == nil)
  }

  /// A stream written before headers recorded the expectation file is read as before; its command line says which
  /// file and whether it was strict.
  @Test("a stream without the header's expectations reads, and merge compares what its command line says")
  func olderStreams() throws {
    var first = StreamSamples.header(shard: "1/2")
    first.commandLine = ["barcheck", "run", "--expectations", "e.json", "--strict"]
    var second = StreamSamples.header(shard: "2/2")
    second.commandLine = ["barcheck", "run", "--expectations=e.json"]
    let streams = try [
      StreamSamples.stream([("a.one", .pass)], header: first), StreamSamples.stream([("b.two", .pass)], header: second),
    ].map { try ResultStream(text: $0.text) }
    #expect(!streams[0].text.contains("\"expectations\""), "no expectations member without a record")
    #expect(streams[0].header.expectations == nil)
    #expect(
      Self.refusal(streams)
        == "the streams come from runs of different strictness: one.jsonl was run with --strict, two.jsonl without; run every shard with --strict or none"
    )
  }

  @Test("the header's expectations round-trip through a stream's text")
  func roundTrip() throws {
    var header = StreamSamples.header()
    header.expectations = RunExpectations(file: "a.json", hash: Self.hashA, strict: true)
    let text = StreamSamples.stream([("a.one", .pass)], header: header).text
    #expect(text.contains(#""expectations":{"file":"a.json","hash":"\#(Self.hashA)","strict":true}"#), "\(text.prefix(600))")
    #expect(try ResultStream(text: text).header.expectations == header.expectations)
  }
}
