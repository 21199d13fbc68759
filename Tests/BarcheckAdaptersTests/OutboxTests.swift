import Foundation
import Testing

@testable import BarcheckAdapters

/// The lines for a resolver's input: written at once while the pipe takes them, the rest by a writer that waits.
@Suite("Writing to a resolver's input")
struct OutboxTests {
  /// A pipe whose writing end does not block.
  static func pipe() -> Pipe {
    let pipe = Pipe()
    Outbox.makeNonBlocking(pipe.fileHandleForWriting.fileDescriptor)
    return pipe
  }

  @Test("a line the pipe has room for is written at once, and the outbox is idle again")
  func immediate() throws {
    let pipe = Self.pipe()
    let outbox = Outbox()
    #expect(outbox.post(Array("{\"type\":\"stop\"}\n".utf8)))
    #expect(outbox.writeWithoutWaiting(to: pipe.fileHandleForWriting.fileDescriptor) == nil)
    #expect(outbox.post(Array("next\n".utf8)), "no writer is left flushing")
    #expect(outbox.writeWithoutWaiting(to: pipe.fileHandleForWriting.fileDescriptor) == nil)
    try pipe.fileHandleForWriting.close()
    #expect(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "{\"type\":\"stop\"}\nnext\n")
  }

  @Test("what a full pipe will not take is handed back, never dropped, and the writer that waits sends it in order")
  func full() async throws {
    let pipe = Self.pipe()
    let outbox = Outbox()
    let lines = (0..<20_000).map { "{\"type\":\"run\",\"id\":\"c\($0)\"}\n" }
    #expect(outbox.post(Array(lines[0].utf8)))
    for line in lines.dropFirst() { #expect(!outbox.post(Array(line.utf8)), "a writer is flushing") }
    // More than a pipe holds: the rest comes back without waiting for a reader.
    let rest = try #require(outbox.writeWithoutWaiting(to: pipe.fileHandleForWriting.fileDescriptor))
    #expect(!rest.isEmpty)
    let writing = pipe.fileHandleForWriting
    let finished = Task.detached {
      outbox.finish(rest, to: writing.fileDescriptor)
      try? writing.close()
    }
    let received = pipe.fileHandleForReading.readDataToEndOfFile()
    await finished.value
    #expect(String(decoding: received, as: UTF8.self) == lines.joined())
    #expect(outbox.post(Array("after\n".utf8)), "the writer is done")
  }
}
