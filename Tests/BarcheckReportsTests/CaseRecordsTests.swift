import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

/// Records left in the stream file render exactly as records held in memory.
@Suite("Records read back from the stream file")
struct CaseRecordsTests {
  /// Writes a stream's header and case lines to a file, as a run does, and returns the records read from it.
  static func fileBacked(_ stream: ResultStream, in directory: URL, corrupting line: Int? = nil) throws -> CaseRecords {
    var text = JSONWriter.string(stream.header.json) + "\n"
    var offsets: [Int] = []
    for (i, record) in stream.cases.enumerated() {
      offsets.append(text.utf8.count)
      text += (i == line ? "{\"type\":\"case\",\"id\":" : String(decoding: record.lineBytes, as: UTF8.self)) + "\n"
    }
    text += JSONWriter.string(stream.footerJSON) + "\n"
    let path = directory.appendingPathComponent("results.jsonl").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return CaseRecords(file: path, offsets: offsets, summaries: stream.cases.summaries)
  }

  @Test("every report renders the same from the file as from memory", arguments: GoldenTests.renderers.map(\.0))
  func sameReports(_ name: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try await GoldenTests.fixedStream()
    var fromFile = stream
    fromFile.cases = try Self.fileBacked(stream, in: directory)
    #expect(fromFile.cases.count == stream.cases.count)
    #expect(Array(fromFile.cases) == Array(stream.cases))
    #expect(fromFile.cases[2] == stream.cases[2])
    #expect(fromFile.cases.records(at: [3, 0]) == [stream.cases[3], stream.cases[0]])
    let render = try #require(GoldenTests.renderers.first { $0.0 == name }?.1)
    #expect(render(fromFile) == render(stream))
  }

  @Test("a line that cannot be read back becomes an error record that says so; the others are intact")
  func corruptLine() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try await GoldenTests.fixedStream()
    let records = try Self.fileBacked(stream, in: directory, corrupting: 1)
    let read = Array(records)
    #expect(read.count == stream.cases.count)
    #expect(read[1].outcome == .error)
    #expect(read[1].message?.hasPrefix("record 2 could not be read back from the result stream: malformed JSON") == true)
    #expect(read[0] == stream.cases[0] && read[2] == stream.cases[2])
    // The file stays open while its records are: removed (or renamed) meanwhile, it still reads.
    try FileManager.default.removeItem(at: directory.appendingPathComponent("results.jsonl"))
    #expect(records[0] == stream.cases[0])
    let missing = CaseRecords(file: directory.appendingPathComponent("results.jsonl").path, offsets: [0], summaries: [stream.cases.summaries[0]])
    #expect(missing[0].message == "record 1 could not be read back from the result stream: the line is missing")
    #expect(missing[0].id == stream.cases[0].id, "a record lost keeps the id its summary gives")
  }

  @Test("a stream file is read leaving its records in the file; it renders as the stream read whole")
  func streamFile() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try await GoldenTests.fixedStream()
    let path = directory.appendingPathComponent("results.jsonl").path
    try stream.text.write(toFile: path, atomically: true, encoding: .utf8)
    let read = try ResultStream(file: path)
    #expect(read == stream)
    for (_, render) in GoldenTests.renderers { #expect(render(read) == render(stream)) }

    var lines = stream.text.split(separator: "\n").map(String.init)
    lines[2] = "{\"type\":\"case\"}"
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: StreamError.self) { try ResultStream(file: path) }
    do {
      _ = try ResultStream(file: path)
    } catch {
      #expect(error.position?.line == 3, "\(error)")
    }
    #expect(throws: StreamError("cannot read the file: No such file or directory")) {
      try ResultStream(file: directory.appendingPathComponent("missing.jsonl").path)
    }
  }

  @Test("a record keeps its duration as the stream stores it, so reports of a run and of its stream agree")
  func durationsAsStored() async throws {
    let stream = try await GoldenTests.fixedStream()
    var records: [CaseRecord] = []
    for k in 1...2_000 {
      // Each case its own id: a stream that holds one case twice is read as incomplete.
      let testCase = ConformanceCase(id: "timing.case-\(k)", title: "Timing", windows: [], steps: [])
      records.append(CaseRecord(CaseResult(testCase: testCase, outcome: .pass, duration: Double(k) * 0.000_000_37 + 0.000_123_456_7)))
    }
    let live = ResultStream(header: stream.header, cases: records, endTime: stream.endTime, complete: true, duration: 1)
    let read = try ResultStream(text: live.text)
    let differing = zip(read.cases.summaries, live.cases.summaries).filter { $0.duration != $1.duration }.count
    #expect(differing == 0, "\(differing) durations change in a round trip through the stream")
    #expect(JUnitRenderer.render(read) == JUnitRenderer.render(live))
  }
}
