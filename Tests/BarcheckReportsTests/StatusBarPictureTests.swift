import Testing

@testable import BarcheckReports

/// The HTML report's drawings of the status bar say, in pixels and in words, what the fields say.
@Suite("Status bar pictures")
struct StatusBarPictureTests {
  @Test(
    "each step's fields give the bar they describe, drawn with a text alternative",
    arguments: [
      ([("style", "lightContent"), ("hidden", "false")], "expected status bar: white content, visible", "#ffffff"),
      ([("style", "darkContent")], "expected status bar: black content", "#000000"),
      ([("style", "lightContent"), ("hidden", "true")], "expected status bar: hidden", "stroke-dasharray=\"3 3\""),
      ([("hidden", "false")], "expected status bar: content of any colour, visible", "stroke-dasharray=\"1.5 1\""),
      ([("style", "darkContent"), ("legible", "false")], "expected status bar: black content, illegible", "#c62828"),
    ])
  func drawn(_ fields: [(String, String)], label: String, mark: String) throws {
    let bar = try #require(StatusBarPicture.bar(fields.map { (field: $0.0, value: $0.1) }))
    let svg = StatusBarPicture.svg(bar, role: "expected")
    #expect(svg.hasPrefix("<svg class=\"bar\" role=\"img\" aria-label=\"\(label)\""))
    #expect(svg.contains("<title>\(label)</title>"))
    #expect(svg.contains(mark))
    #expect(svg.hasSuffix("</svg>"))
    #expect(!svg.contains("style="), "presentation attributes only: the report's CSP allows no inline style attributes")
  }

  @Test("fields that say nothing about style or visibility draw nothing")
  func nothing() {
    #expect(StatusBarPicture.bar([(field: "styleOwner", value: "root"), (field: "animation", value: "fade")]) == nil)
    #expect(StatusBarPicture.bar([]) == nil)
  }

  @Test(
    "a path in a copyable command line is quoted when a shell would read it otherwise",
    arguments: [
      ("Conformance/cases/modal/sheet.json", "Conformance/cases/modal/sheet.json"),
      ("my cases/a.json", "'my cases/a.json'"),
      ("x;rm -rf ~.json", "'x;rm -rf ~.json'"),
      ("it's.json", "'it'\\''s.json'"),
      ("$(reboot).json", "'$(reboot).json'"),
      ("", "''"),
    ])
  func shellWords(_ word: String, quoted: String) {
    #expect(ShellWord.quoted(word) == quoted)
  }
}
