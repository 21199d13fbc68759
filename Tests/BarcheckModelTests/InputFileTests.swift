import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The read path of case files: a file read whole, whatever its size or kind, and nil where there is nothing to read.
@Suite("Reading a file whole (InputFile)")
struct InputFileTests {
  @Test("a file is read whole, byte for byte", arguments: [0, 1, 4_095, 65_536, 3_000_001])
  func regularFile(size: Int) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("cases.json").path
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(InputFile.bytes(atPath: path) == bytes)
  }

  @Test("a FIFO is read to its end, past the size fstat gives it (none)")
  func fifo() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("cases.fifo").path
    try #require(mkfifo(path, 0o600) == 0)
    // More than one piece of the reads that follow the first.
    let text = String(repeating: "{\"id\": \"fifo\"}\n", count: 20_000)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.write(Data(text.utf8))
      try? handle.close()
    }
    writer.start()
    #expect(InputFile.bytes(atPath: path) == Array(text.utf8))
  }

  @Test("a missing file and a directory are nil")
  func nothingToRead() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(InputFile.bytes(atPath: directory.appendingPathComponent("missing.json").path) == nil)
    #expect(InputFile.bytes(atPath: directory.path) == nil)
  }
}
