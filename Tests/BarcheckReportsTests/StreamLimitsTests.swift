import BarcheckEngine
import BarcheckModel
import BarcheckReports
import Foundation
import Testing

/// Everything read from a stream is foreign input: indices, counts and durations are checked, strings and lists
/// are bounded, before any report uses them.
@Suite("Stream fields are checked and bounded")
struct StreamLimitsTests {
  /// The fixed run's stream with its first failing record's line edited.
  static func editedFailure(_ edit: (String) -> String) async throws -> String {
    let stream = try await GoldenTests.fixedStream()
    var lines = stream.text.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.contains(#""outcome":"fail""#) && $0.contains(#""diffs":[{"step":0"#) })
    lines[index] = edit(lines[index])
    return lines.joined(separator: "\n") + "\n"
  }

  static func error(_ text: String) -> StreamError? {
    do {
      _ = try ResultStream(text: text)
      return nil
    } catch {
      return error
    }
  }

  @Test("a diff that names step -1 is an error naming the line, not a crash in JUnit")
  func negativeStep() async throws {
    let text = try await Self.editedFailure { $0.replacingOccurrences(of: #""diffs":[{"step":0"#, with: #""diffs":[{"step":-1"#) }
    let error = try #require(Self.error(text))
    #expect(error.message == "at $.diffs[0].step: expected a count of zero or more for \"step\", found -1", "\(error)")
    let beyond = try await Self.editedFailure { $0.replacingOccurrences(of: #""diffs":[{"step":0"#, with: #""diffs":[{"step":7"#) }
    #expect(Self.error(beyond)?.message == "at $.diffs[0].step: step 7 is not a step of the case: it has 1 step, numbered from 0")
  }

  @Test("JUnit, HTML and Markdown render a record whose diffs name steps it lacks without crashing")
  func renderersCheckSteps() async throws {
    var stream = try await GoldenTests.fixedStream()
    var records = Array(stream.cases)
    let index = try #require(records.firstIndex { !$0.diffs.isEmpty })
    records[index].diffs[0].step = -1
    records[index].diffs.append(FieldDiff(step: 99, event: .launch, field: "style", expected: "a", observed: "b"))
    stream.cases = CaseRecords(records)
    let junit = JUnitRenderer.render(stream)
    #expect(junit.contains("step 0: \n") && junit.contains("step 100: \n"))
    #expect(!HTMLRenderer.render(stream).isEmpty && !MarkdownRenderer.render(stream).isEmpty)
  }

  @Test(
    "negative counts, depths and durations, and durations past any run, are errors",
    arguments: [
      (#""duration":0.001"#, #""duration":-1"#, "at $.duration: expected a duration of 0 to 1000000000 seconds for \"duration\", found -1"),
      (#""duration":0.001"#, #""duration":1e300"#, "at $.duration: expected a duration of 0 to 1000000000 seconds for \"duration\", found 1e+300"),
      (#"{"depth":0,"#, #"{"depth":-3,"#, "at $.steps[0].controllers[0].depth: expected a count of zero or more for \"depth\", found -3"),
    ])
  func negatives(_ find: String, _ replace: String, _ message: String) async throws {
    let text = try await Self.editedFailure { $0.replacingOccurrences(of: find, with: replace) }
    #expect(Self.error(text)?.message == message)
  }

  @Test("a header or footer with negative counts is an error")
  func negativeHeaderAndFooter() {
    let text = StreamSamples.stream(StreamSamples.passing).text
    #expect(Self.error(text.replacingOccurrences(of: #""cases":4}"#, with: #""cases":-4}"#))?.message.contains("found -4") == true)
    #expect(Self.error(text.replacingOccurrences(of: #""pass":4"#, with: #""pass":-1"#))?.message.contains("found -1") == true)
    #expect(Self.error(text.replacingOccurrences(of: #""commandLine":["barcheck"]"#, with: #""commandLine":["barcheck"],"shard":"0/4""#)) != nil)
  }

  @Test("a 10 MB resolver name read back from a stream is cut: JUnit stays small")
  func longResolverName() throws {
    let long = String(repeating: "r", count: 10_000_000)
    let stream = StreamSamples.stream(StreamSamples.passing, header: StreamSamples.header(resolver: long))
    let read = try ResultStream(text: stream.text)
    #expect(read.header.resolver.name.count < StreamLimits.name + 50)
    #expect(read.header.resolver.name.hasSuffix("… [cut: 10000000 characters in all]"))
    let junit = JUnitRenderer.render(read)
    #expect(junit.utf8.count < 100_000, "\(junit.utf8.count) bytes")
    #expect(HTMLRenderer.render(read).utf8.count < 200_000)
  }

  @Test("long strings in a case line are cut with a marker, long lists cut to their limit")
  func longFields() throws {
    let huge = String(repeating: "m", count: 1_000_000)
    var record = StreamSamples.record("a.one", .error, message: huge, title: huge)
    record.logs = huge
    record.tags = (0..<5_000).map { "t\($0)" }
    let stream = ResultStream(header: StreamSamples.header(), cases: [record], endTime: nil, complete: false)
    let read = try #require(try ResultStream(text: stream.text).cases.first)
    #expect(read.message == String(repeating: "m", count: StreamLimits.text) + "… [cut: 1000000 characters in all]")
    #expect(read.title.count < StreamLimits.text + 50 && read.logs.count < StreamLimits.logs + 50)
    #expect(read.tags.count == StreamLimits.listItems)
  }

  /// A case file's 50 MB title was written whole into the stream and the run's HTML, and cut by `report`, which
  /// renders the same stream: the two reports differed, and the run's was 50 MB.
  @Test("a case file's long strings are recorded within the limits, so the record reads back as it was written")
  func caseStringsRecordedWithinLimits() async throws {
    let stream = try await GoldenTests.fixedStream()
    let long = String(repeating: "t", count: 200_000)
    var testCase = ConformanceCase(id: "long." + String(repeating: "i", count: 5_000), title: long, windows: [], steps: [])
    testCase.tags = ["tag-" + long]
    testCase.sources = [CaseSource("SPEC.md#s1" + long)]
    let record = CaseRecord(CaseResult(testCase: testCase, outcome: .pass))
    #expect(record.title.count <= StreamLimits.text && record.id.count <= StreamLimits.name)
    #expect(record.title.hasSuffix("… [cut: 200000 characters in all]"))
    let live = ResultStream(header: stream.header, cases: [record], endTime: stream.endTime, complete: true, duration: 1)
    #expect(Array(try ResultStream(text: live.text).cases) == [record])
  }

  /// The footer's files that could not be loaded were written whole and cut when read back: a file's first error
  /// that listed 1,500 controllers on screen made `run`'s JUnit, HTML and Markdown differ from `report`'s.
  @Test("the files that could not be loaded are recorded within the limits, so the footer reads back as it was written")
  func unloadedFilesRecordedWithinLimits() async throws {
    var stream = try await GoldenTests.fixedStream()
    stream.complete = false
    let long = String(repeating: "c", count: 50_000)
    stream.unloaded = UnloadedFiles(diagnostics: [
      Diagnostic(.error, file: "cases/" + long + ".json", position: SourcePosition(line: 1, column: 2), message: "a problem", help: long),
      Diagnostic(.error, file: "cases/short.json", message: "cannot read the file"),
    ])
    let files = try #require(stream.unloaded?.files)
    #expect(files.allSatisfy { $0.path.count <= StreamLimits.text && $0.error.count <= StreamLimits.text })
    #expect(files[0].error.hasPrefix("1:2: a problem; ccc") && files[0].error.hasSuffix(" characters in all]"))
    #expect(files[1] == UnloadedFiles.File(path: "cases/short.json", error: "cannot read the file"))
    let read = try ResultStream(text: stream.text)
    #expect(read.unloaded == stream.unloaded)
    #expect(MarkdownRenderer.render(read) == MarkdownRenderer.render(stream))
    #expect(JUnitRenderer.render(read) == JUnitRenderer.render(stream))
  }

  @Test("a stream a run wrote reads back as it was written: its cut strings are within the limits")
  func runStringsWithinLimits() throws {
    let message = TextEscaping.bounded(String(repeating: "x", count: 100_000), limit: ResolverLimits.message)
    let stream = StreamSamples.stream(StreamSamples.passing, message: message)
    #expect(try ResultStream(text: stream.text) == stream)
  }

  @Test("a megabyte unknown key or value is an error in bounded time (no did-you-mean measured against it)")
  func longUnknownKey() {
    let text = StreamSamples.stream(StreamSamples.passing).text
    let key = String(repeating: "k", count: 4_000_000)
    let started = ContinuousClock.now
    #expect(
      Self.error(text.replacingOccurrences(of: #""hostname":"h""#, with: #""hostname":"h",""# + key + #"":1"#))?.message.hasPrefix(
        "at $[\"" + String(repeating: "k", count: 60) + "…\"]: ") == true)
    #expect(Self.error(text.replacingOccurrences(of: #""outcome":"pass""#, with: #""outcome":""# + key + #"""#)) != nil)
    #expect(ContinuousClock.now - started < .seconds(10))
  }

  @Test("a shard count of a billion does not make merge list a billion shards")
  func hugeShardCount() throws {
    let stream = StreamSamples.stream(StreamSamples.passing, header: StreamSamples.header(shard: "1/1000000000"))
    let started = ContinuousClock.now
    let missing = ResultStream.missingShards([try ResultStream(text: stream.text)])
    #expect(missing.count == 21 && missing.first == "2/1000000000" && missing.last == "999999979 more")
    #expect(ContinuousClock.now - started < .seconds(5))
    let merged = try ResultStream.merge([stream])
    #expect(merged.stopped?.hasSuffix("999999979 more") == true)
  }

  @Test("durations summing past any Int are shown, not a crash")
  func hugeSums() {
    #expect(formatSeconds(1e300) == "1000000000000.000")
    #expect(formatSeconds(-.infinity) == "0.000")
    #expect(formatSeconds(.infinity) == "1000000000000.000")
    #expect(formatSeconds(.nan) == "0.000")
  }
}
