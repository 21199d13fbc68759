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
      case .line(let line): out.append("line " + String(decoding: line, as: UTF8.self))
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

  @Test("a line longer than the maximum is reported and skipped, and reading goes on")
  func tooLong() async {
    let long = [UInt8](repeating: 0x78, count: 200_000)
    #expect(await events(Array("ok\n".utf8) + long + Array("\nnext\n".utf8), maximum: 1_000) == ["line ok", "too long 200000", "line next", "end"])
  }
}
