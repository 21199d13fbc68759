import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every stream reader reads front to back: a pipe, a FIFO or a device reads as a file does, blank lines between
/// lines read whole, and a line has an end.
@Suite("Streams read from pipes, with blank lines, and without an end")
struct StreamInputTests {
  /// A FIFO in a new directory, written with `text` by another thread while the stream is read from it.
  static func readThroughFIFO(_ text: String) throws -> Result<ResultStream, StreamError> {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("stream.fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.write(Data(text.utf8))
      try? handle.close()
    }
    writer.start()
    return Result { () throws(StreamError) in try ResultStream(file: path) }
  }

  @Test("a stream read from a FIFO keeps every record, and renders as the file does")
  func fifo() async throws {
    let stream = try await GoldenTests.fixedStream()
    let read = try Self.readThroughFIFO(stream.text).get()
    #expect(read.cases.count == stream.cases.count)
    #expect(Array(read.cases) == Array(stream.cases))
    #expect(read.cases.records(at: [2, 0]) == [stream.cases[2], stream.cases[0]], "read back by index, out of order")
    for (name, render) in GoldenTests.renderers {
      let output = render(read)
      #expect(!output.contains("could not be read back"), "\(name)")
      #expect(output == render(stream), "\(name)")
    }
  }

  @Test("streams from pipes diff and merge as the same files do")
  func pipesDiffAndMerge() async throws {
    let stream = try await GoldenTests.fixedStream()
    var other = stream
    other.cases = CaseRecords(
      stream.cases.map { record in
        var record = record
        record.outcome = .pass
        return record
      })
    let old = try Self.readThroughFIFO(other.text).get()
    let new = try Self.readThroughFIFO(stream.text).get()
    let diff = StreamDiff(old: old, new: new)
    #expect(diff.regressions.count == stream.cases.counts[.fail, default: 0])
    #expect(diff.added.isEmpty && diff.removed.isEmpty)
    let merged = try ResultStream.merge([new])
    #expect(Array(merged.cases) == Array(stream.cases))
    #expect(!merged.text.contains("could not be read back"))
  }

  @Test("blank lines and CR LF line ends between a stream's lines: every record reads back, from a file and from a pipe")
  func blankLines() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try await GoldenTests.fixedStream()
    let spaced = stream.text.split(separator: "\n").map { $0 + "\r\n\n  \t\n" }.joined()
    let path = directory.appendingPathComponent("spaced.jsonl").path
    try spaced.write(toFile: path, atomically: true, encoding: .utf8)
    for read in [try ResultStream(file: path), try Self.readThroughFIFO(spaced).get()] {
      #expect(Array(read.cases) == Array(stream.cases))
      let html = HTMLRenderer.render(read)
      #expect(!html.contains("could not be read back"))
      #expect(html == HTMLRenderer.render(stream))
    }
  }

  @Test("a line longer than the limit is an error that names it, read in bounded time and memory")
  func endlessLine() throws {
    let started = ContinuousClock.now
    #expect(throws: StreamError.self) { try ResultStream(file: "/dev/zero") }
    do {
      _ = try ResultStream(file: "/dev/zero")
    } catch {
      #expect(error.position?.line == 1)
      #expect(error.message.hasPrefix("the line is longer than 64 MiB"), "\(error)")
    }
    #expect(ContinuousClock.now - started < .seconds(30))
    let long = JSONWriter.string(StreamSamples.header().json) + "\n" + String(repeating: " ", count: (64 << 20) + 1) + "\n"
    #expect(throws: StreamError.self) { try ResultStream(text: long) }
  }

  @Test("a stream's last line may lack its newline; an empty input has no header")
  func edges() throws {
    let stream = StreamSamples.stream(StreamSamples.passing)
    #expect(try ResultStream(text: String(stream.text.dropLast())) == stream)
    #expect(throws: StreamError("the stream has no header line")) { try ResultStream(text: "") }
    #expect(throws: StreamError("the stream has no header line")) { try ResultStream(text: "\n\n\r\n") }
  }

  @Test("a second footer, or a footer before the header, is an error that names its line")
  func footers() throws {
    let text = StreamSamples.stream(StreamSamples.passing).text
    let footer = String(text.split(separator: "\n").last!)
    #expect(throws: StreamError("a second footer", position: SourcePosition(line: 7, column: 1))) { try ResultStream(text: text + footer) }
    #expect(throws: StreamError("a footer before the header", position: SourcePosition(line: 1, column: 1))) {
      try ResultStream(text: footer + "\n" + text)
    }
  }
}
