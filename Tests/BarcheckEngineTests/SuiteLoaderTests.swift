import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@Suite("Loading a suite from disk")
struct SuiteLoaderTests {
  @Test("a directory with one bad file loads the good ones and reports the bad one")
  func partialDirectory() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = #"[{ "id": "main", "root": { "id": "root" } }]"#
    try Fixtures.caseJSON(id: "good.one", windows: window, steps: #"[{ "event": "launch" }]"#).write(
      to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Fixtures.caseJSON(id: "good.two", windows: window, steps: #"[{ "event": "launch" }]"#).write(
      to: directory.appendingPathComponent("sub/b.json"), atomically: true, encoding: .utf8)
    try "{ not json".write(to: directory.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    try Fixtures.caseJSON(id: "good.one", windows: window, steps: #"[{ "event": "launch" }]"#).write(
      to: directory.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
    try "ignored".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

    let result = SuiteLoader.load(paths: [directory.path])
    #expect(result.cases.map(\.id) == ["good.one", "good.two"])
    #expect(result.files.count == 4)
    #expect(result.diagnostics.count == 2)
    #expect(result.diagnostics[0].file?.hasSuffix("c.json") == true)
    #expect(result.diagnostics[0].message.hasPrefix("malformed JSON: "))
    #expect(result.diagnostics[1].file?.hasSuffix("d.json") == true)
    #expect(result.diagnostics[1].message == "duplicate case id \"good.one\"")
    #expect(result.diagnostics[1].position == SourcePosition(line: 2, column: 9))
  }

  @Test("a missing path is an error that names it")
  func missingPath() {
    let result = SuiteLoader.load(paths: ["/nonexistent/barcheck"])
    #expect(result.cases.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "/nonexistent/barcheck: error: no such file or directory\n/nonexistent/barcheck: note: pass a case file or a directory of case files"
      ])
  }
}
