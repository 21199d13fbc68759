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

  @Test("a file copied into a report goes in whole, as bytes, between the text before and after it; a missing file is nil")
  func copiedFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-fs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sections = directory.appendingPathComponent("sections.html").path
    // Three-byte characters over more than two megabytes, so that the copy takes several reads.
    let line = String(repeating: "→é", count: 333) + "\n"
    let copied = String(repeating: line, count: 3_000) + "last line without an end"
    try copied.write(toFile: sections, atomically: true, encoding: .utf8)
    let report = directory.appendingPathComponent("report.html").path
    var answers: [Bool?] = []
    try StreamingFile.write(to: report) { text, copy in
      text("<head>")
      answers.append(copy(sections))
      answers.append(copy(directory.appendingPathComponent("missing").path))
      text("</html>")
    }
    #expect(answers == [true, nil])
    let written = try Data(contentsOf: URL(fileURLWithPath: report))
    #expect(written == Data(("<head>" + copied + "</html>").utf8))
  }
}
