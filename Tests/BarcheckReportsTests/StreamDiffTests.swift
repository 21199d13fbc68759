import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import Testing

/// A diff whose new side is incomplete or partial is never green: the passes it lost went with their lines.
@Suite("diff against incomplete and partial streams")
struct StreamDiffTests {
  static let old = StreamSamples.stream(StreamSamples.passing)

  static func diff(new text: String) throws -> StreamDiff {
    StreamDiff(old: old, new: try ResultStream(text: text))
  }

  @Test("merge refuses shards of other selections, their options from a stream's header neutralised and bounded")
  func mergeRefusesHostileSelection() throws {
    var one = StreamSamples.header(shard: "1/2")
    one.commandLine = ["barcheck", "run", "--filter", "a.*"]
    var two = StreamSamples.header(shard: "2/2")
    two.commandLine = ["barcheck", "run", "--filter", "\u{1B}[31mred\n" + String(repeating: "x", count: 5_000)]
    let streams = [StreamSamples.stream([("a.one", .pass)], header: one), StreamSamples.stream([("b.two", .pass)], header: two)]
    #expect {
      try ResultStream.merge(streams, paths: ["one.jsonl", "two\nforged.jsonl"])
    } throws: { error in
      let message = (error as? StreamError)?.message ?? ""
      return message.hasPrefix("the streams come from different selections: one.jsonl has --filter a.*, two\\nforged.jsonl has --filter ")
        && !message.contains("\u{1B}") && !message.contains("\n") && message.count < 400
    }
  }

  @Test("a known failure (xfail) that now passes is a fix; a pass that becomes a known failure is a regression")
  func expectedFailures() {
    let old = StreamSamples.stream([("a.one", .expectedFailure), ("a.two", .pass)])
    let new = StreamSamples.stream([("a.one", .pass), ("a.two", .expectedFailure)])
    let diff = StreamDiff(old: old, new: new)
    #expect(diff.fixes.map(\.id) == ["a.one"])
    #expect(diff.regressions.map(\.id) == ["a.two"])
    // Under --strict the pass of a known failure is a fail that passed: still a fix, and the pass it was in a score.
    var result = CaseResult(testCase: ConformanceCase(id: "a.one", title: "t", windows: [], steps: []), outcome: .fail, duration: 0.001)
    result.actualOutcome = .pass
    let strict = ResultStream(
      header: StreamSamples.header(), cases: [CaseRecord(result)], endTime: Timestamp(secondsSince1970: 1_790_000_001), complete: true)
    #expect(strict.cases.summaries.first?.resolverOutcome == .unexpectedPass)
    #expect(StreamDiff(old: StreamSamples.stream([("a.one", .expectedFailure)]), new: strict).fixes.map(\.id) == ["a.one"])
  }

  @Test("a header-only new stream (a run that died) does not pass, and says it has no footer")
  func headerOnly() throws {
    let diff = try Self.diff(new: JSONWriter.string(StreamSamples.header().json) + "\n")
    #expect(!diff.passes)
    #expect(diff.regressions.isEmpty, "the lost passes are no regressions the diff could see")
    #expect(diff.incomplete.contains { $0.contains("without a footer") }, "\(diff.incomplete)")
    #expect(diff.incomplete.contains("4 cases of the old stream are missing from the new one: their outcomes are unknown"))
    #expect(diff.text.hasSuffix("4 removed; not judged: the new stream is incomplete\n"), "\(diff.text)")
    #expect(!diff.markdown.contains("✅"))
    #expect(diff.markdown.hasPrefix("## barcheck diff: ⚠️ the new stream is incomplete\n"))
  }

  @Test("a new stream without a footer does not pass, even when every case it holds passes")
  func noFooter() throws {
    let diff = try Self.diff(new: StreamSamples.withoutFooter(StreamSamples.stream(StreamSamples.passing)))
    #expect(diff.removed.isEmpty && diff.regressions.isEmpty)
    #expect(!diff.passes)
    #expect(diff.incomplete == ["the new run is incomplete: the run ended without a footer (it died, or was killed)"])
  }

  @Test("one shard of four against a whole run does not pass")
  func oneShard() throws {
    let shard = StreamSamples.stream(Array(StreamSamples.passing.prefix(1)), header: StreamSamples.header(shard: "1/4"))
    let diff = try Self.diff(new: shard.text)
    #expect(!diff.passes)
    #expect(diff.incomplete.contains("the new stream is shard 1/4 alone: merge the shards' streams first (barcheck merge)"))
    #expect(diff.incomplete.contains("3 cases of the old stream are missing from the new one: their outcomes are unknown"))
  }

  @Test("a merge missing a shard does not pass, and says which shard")
  func mergeMissingShard() throws {
    let shards = (1...3).map { i in
      StreamSamples.stream([StreamSamples.passing[i - 1]], header: StreamSamples.header(shard: "\(i)/4"))
    }
    let merged = try ResultStream.merge(shards.map { try ResultStream(text: $0.text) })
    #expect(!merged.complete)
    #expect(merged.stopped == "merged without shard 4/4")
    let diff = try Self.diff(new: merged.text)
    #expect(!diff.passes)
    #expect(diff.incomplete.first == "the new run is incomplete: the run was merged without shard 4/4", "\(diff.incomplete)")
  }

  @Test("a footer that counts more cases than the stream holds makes it incomplete")
  func lostLines() throws {
    var lines = StreamSamples.stream(StreamSamples.passing).text.split(separator: "\n").map(String.init)
    lines.remove(at: 2)
    let stream = try ResultStream(text: lines.joined(separator: "\n"))
    #expect(!stream.complete)
    #expect(stream.incompleteReason == "the stream does not hold the cases its footer counts (the footer counts 4 cases, but the stream holds 3)")
    #expect(!StreamDiff(old: Self.old, new: stream).passes)
  }

  @Test("a new run that stopped early does not pass")
  func stoppedEarly() throws {
    var stream = StreamSamples.stream(Array(StreamSamples.passing.prefix(2)), complete: false)
    stream.stopped = "max-fail 3"
    let diff = try Self.diff(new: stream.text)
    #expect(!diff.passes)
    #expect(diff.incomplete.first == "the new run is incomplete: the run stopped early (max-fail 3)")
  }

  @Test("a complete but filtered new run (cases of the same suite missing, or fewer than its own suite) does not pass")
  func filtered() throws {
    let sameSuite = StreamSamples.stream(Array(StreamSamples.passing.prefix(3)))
    #expect(StreamDiff(old: Self.old, new: sameSuite).incomplete == ["1 case of the old stream is missing from the new one: its outcome is unknown"])
    let otherSuite = StreamSamples.stream(
      Array(StreamSamples.passing.prefix(2)), header: StreamSamples.header(hash: "sha256:" + String(repeating: "b", count: 64)))
    let diff = StreamDiff(old: Self.old, new: otherSuite)
    #expect(diff.removed.count == 2)
    #expect(diff.incomplete == ["the new stream holds 2 of its suite's 4 cases, the old one all of its suite's"])
    #expect(!diff.passes)
  }

  @Test("neighbours that pass: the same stream, the same shard on both sides, a whole new run against a partial old one")
  func passing() throws {
    #expect(try Self.diff(new: Self.old.text).passes)
    let shard = StreamSamples.stream(Array(StreamSamples.passing.prefix(2)), header: StreamSamples.header(shard: "2/4"))
    #expect(StreamDiff(old: shard, new: shard).passes)
    let partialOld = try ResultStream(text: StreamSamples.withoutFooter(StreamSamples.stream(Array(StreamSamples.passing.prefix(2)))))
    let diff = StreamDiff(old: partialOld, new: Self.old)
    #expect(diff.passes)
    #expect(diff.added.count == 2)
    #expect(diff.notes == ["the old run is incomplete (the run ended without a footer (it died, or was killed)): the cases it lacks show as added"])
  }

  @Test("a regression in a complete new stream still fails, with its message read back")
  func regression() throws {
    var cases = StreamSamples.passing
    cases[1].1 = .fail
    let new = StreamSamples.stream(cases, message: "step 1: style expected lightContent")
    let diff = StreamDiff(old: Self.old, new: new)
    #expect(!diff.passes && diff.incomplete.isEmpty)
    #expect(diff.regressions.map(\.id) == ["a.two"])
    #expect(diff.regressions.first?.message == "step 1: style expected lightContent")
  }
}
