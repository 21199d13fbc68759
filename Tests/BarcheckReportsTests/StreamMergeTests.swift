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

  /// The merged run said `with 2/3 unfinished`: which shard, but not why it stopped.
  @Test("a merged run's stop reason keeps why each unfinished shard stopped, and every report shows it")
  func stopReasonKept() throws {
    let first = StreamSamples.stream([("a.one", .pass)], header: StreamSamples.header(shard: "1/3"))
    var second = StreamSamples.stream([("b.two", .pass)], header: StreamSamples.header(shard: "2/3"), complete: false)
    second.stopped = "interrupted (signal 2)"
    var third = StreamSamples.stream([("b.three", .pass)], header: StreamSamples.header(shard: "3/3"), complete: false)
    third.stopped = "max-fail 1"
    let streams = try [first, second, third].map { try ResultStream(text: $0.text) }
    let merged = try ResultStream.merge(streams, paths: ["one.jsonl", "two.jsonl", "three.jsonl"])
    #expect(!merged.complete)
    let why =
      "merged with shard 2 of 3 (two.jsonl) stopped: interrupted (signal 2); shard 3 of 3 (three.jsonl) stopped: max-fail 1"
    #expect(merged.stopped == why)
    #expect(try ResultStream(text: merged.text).stopped == why, "the merged footer keeps it")
    #expect(merged.incompleteReason == "the run was \(why)")
    let junit = JUnitRenderer.render(merged)
    #expect(
      junit.contains(
        #"<error message="the run is incomplete: the run was \#(why); only the cases that finished are listed" type="incomplete">"#),
      "\(junit)")
    #expect(HTMLRenderer.render(merged).contains("INCOMPLETE: the run was \(why)"))
    #expect(MarkdownRenderer.render(merged).contains("(the run was \(why))"))
  }

  /// The reports show a stop reason bounded (`ResultStream.incompleteReason`): one shard's, with a long file name and
  /// reason, still fits whole up to its own bounds.
  @Test("an unfinished shard's file and reason are bounded so that the reports show the shard, the file and the reason")
  func longStopReason() throws {
    let first = StreamSamples.stream([("a.one", .pass)], header: StreamSamples.header(shard: "1/2"))
    var second = StreamSamples.stream([("b.two", .pass)], header: StreamSamples.header(shard: "2/2"), complete: false)
    second.stopped = "interrupted (signal 15) " + String(repeating: "r", count: 500)
    let streams = try [first, second].map { try ResultStream(text: $0.text) }
    let long = "/" + String(repeating: "d", count: 300) + "/two.jsonl"
    let merged = try ResultStream.merge(streams, paths: ["one.jsonl", long])
    let reason = merged.incompleteReason
    #expect(reason.hasPrefix("the run was merged with shard 2 of 2 (/ddd"), "\(reason)")
    #expect(reason.contains("…) stopped: interrupted (signal 15) rrr"), "\(reason)")
    #expect(reason.hasSuffix("r…"), "the reason is cut at its own bound, not the report's: \(reason)")
  }

  @Test("a shard whose stream has no footer stopped without a word: the merge says so, naming the file")
  func shardWithoutFooter() throws {
    let first = StreamSamples.stream([("a.one", .pass)], header: StreamSamples.header(shard: "1/2"))
    let second = StreamSamples.stream([("b.two", .pass)], header: StreamSamples.header(shard: "2/2"))
    let streams = try [first.text, StreamSamples.withoutFooter(second)].map { try ResultStream(text: $0) }
    let merged = try ResultStream.merge(streams, paths: ["one.jsonl", "two.jsonl"])
    #expect(merged.stopped == "merged with shard 2 of 2 (two.jsonl) stopped: it ended without a footer (it died, or was killed)")
  }
}
