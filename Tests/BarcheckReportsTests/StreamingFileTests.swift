import Foundation
import Testing

@testable import BarcheckReports

/// Reports are written beside their final name and renamed into place.
@Suite("Writing reports")
struct StreamingFileTests {
  @Test("two writers of the same report at once both succeed, and the file is one of theirs, whole")
  func concurrentWriters() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-fs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("report.html").path
    let texts = (0..<8).map { String(repeating: "\($0)", count: 200_000) }
    let failures = await withTaskGroup(of: Bool.self) { group in
      for text in texts {
        group.addTask {
          do {
            try StreamingFile.write(to: path) { write in write(text) }
            return false
          } catch {
            return true
          }
        }
      }
      var count = 0
      for await failed in group where failed { count += 1 }
      return count
    }
    #expect(failures == 0)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(texts.contains(written))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == ["report.html"], "no temporary file is left: \(left)")
  }

  @Test("a file of lines is read back in pieces that end at a line's end, no character cut in two; a missing file is nil")
  func lineChunks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-fs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sections.html").path
    // Three-byte characters over more than two megabytes: a piece cut at a fixed size would split one.
    let line = String(repeating: "→é", count: 333) + "\n"
    let text = String(repeating: line, count: 3_000) + "last line without an end"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var pieces: [String] = []
    #expect(StreamingFile.readLineChunks(path) { pieces.append($0) } == true)
    #expect(pieces.count > 2)
    #expect(pieces.dropLast().allSatisfy { $0.hasSuffix("\n") })
    #expect(pieces.joined() == text)
    #expect(!pieces.joined().contains("\u{FFFD}"))
    #expect(StreamingFile.readLineChunks(directory.appendingPathComponent("missing").path) { _ in Issue.record("read a missing file") } == nil)
  }
}
