import Foundation
import Testing

@testable import BarcheckAdapters

@Suite("Reading a resolver's output")
struct LineReaderTests {
  /// Writes `bytes` into a pipe and collects what the reader makes of them.
  func events(_ bytes: [UInt8], maximum: Int) async -> [String] {
    let pipe = Pipe()
    let (stream, continuation) = AsyncStream.makeStream(of: LineReader.Event.self)
    LineReader.start(fd: pipe.fileHandleForReading.fileDescriptor, maximum: maximum, into: continuation)
    pipe.fileHandleForWriting.write(Data(bytes))
    try? pipe.fileHandleForWriting.close()
    var out: [String] = []
    for await event in stream {
      switch event {
      case .lines(let lines): out += lines.map { "line " + String(decoding: $0, as: UTF8.self) }
      case .tooLong(let length): out.append("too long \(length)")
      case .end: out.append("end")
      }
    }
    return out
  }

  @Test("several lines in one read, a partial last line, and the end")
  func lines() async {
    #expect(await events(Array("a\nbb\n\nccc\ntail".utf8), maximum: 100) == ["line a", "line bb", "line ", "line ccc", "end"])
  }

  @Test("the lines one read completes are handed over in one event, before what follows them")
  func batched() async {
    let pipe = Pipe()
    let (stream, continuation) = AsyncStream.makeStream(of: LineReader.Event.self)
    LineReader.start(fd: pipe.fileHandleForReading.fileDescriptor, maximum: 100, into: continuation)
    // One write of a few bytes reaches a pipe whole, so one read returns it all.
    pipe.fileHandleForWriting.write(Data("a\nbb\n\nccc\ntail".utf8))
    try? pipe.fileHandleForWriting.close()
    var events: [String] = []
    for await event in stream {
      switch event {
      case .lines(let lines): events.append(lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "|"))
      case .tooLong(let length): events.append("too long \(length)")
      case .end: events.append("end")
      }
    }
    #expect(events == ["a|bb||ccc", "end"])
  }

  @Test("a line longer than the maximum is reported and skipped, and reading goes on")
  func tooLong() async {
    let long = [UInt8](repeating: 0x78, count: 200_000)
    #expect(await events(Array("ok\n".utf8) + long + Array("\nnext\n".utf8), maximum: 1_000) == ["line ok", "too long 200000", "line next", "end"])
  }
}
