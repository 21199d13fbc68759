import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

/// Result stream lines read back (`report`, `merge`, `compat --stream`, `diff`) by the one strict reader: a
/// problem is an error with the line, column, JSON path and message a case file would get.
@Suite("Result stream lines are read strictly")
struct StrictStreamTests {
  static let header =
    #"{"type":"header","format":"barcheck-results","formatVersion":1,"suite":{"name":"s","version":"1","hash":"h","cases":1},"runner":{"name":"barcheck","version":"0"},"resolver":{"name":"r","version":"0","language":"C"},"platform":"p","hostname":"h","startTime":"2026-09-21T14:13:20","commandLine":["barcheck"]"#
  static let record =
    #"{"type":"case","id":"a.b","title":"t","family":"a","level":"must","rules":["S1"],"tags":[],"sources":[],"profile":"classic","outcome":"pass","duration":0.1,"steps":[{"event":"launch","description":"launch","expected":{"style":"darkContent"}"#
  static let footer = #"{"type":"footer","counts":{"pass":1},"cases":1,"complete":true"#

  static func stream(header: String = header + "}", record: String = record + "}],\"diffs\":[]}", footer: String = footer + "}") -> String {
    [header, record, footer].joined(separator: "\n")
  }

  static func error(_ text: String) -> StreamError? {
    do {
      _ = try ResultStream(text: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "each kind of problem on each kind of line",
    arguments: [
      StrictDocument(
        "duplicate key in the header", stream(header: header + #","platform":"q"}"#),
        "line 1: at $.platform: duplicate key \"platform\"; a key may appear once in an object; remove one of them"),
      StrictDocument(
        "unknown key in the header", stream(header: header + #","sharrd":"1/2"}"#),
        "line 1: at $.sharrd: unknown key \"sharrd\"; did you mean \"shard\"?"),
      StrictDocument(
        "wrong type in the header", stream(header: header.replacingOccurrences(of: #""cases":1"#, with: #""cases":"1""#) + "}"),
        "line 1: at $.suite.cases: expected a number for \"cases\", found a string"),
      StrictDocument(
        "missing key in the header", stream(header: header.replacingOccurrences(of: #","hostname":"h""#, with: "") + "}"),
        "line 1: at $: missing required key \"hostname\" in the header"),
      StrictDocument(
        "duplicate key in a step", stream(record: record + #","expected":{}}],"diffs":[]}"#),
        "line 2: at $.steps[0].expected: duplicate key \"expected\"; a key may appear once in an object; remove one of them"),
      StrictDocument(
        "duplicate field in a step's expected fields", stream(record: record.dropLast() + #","style":"lightContent"}}],"diffs":[]}"#),
        "line 2: at $.steps[0].expected.style: duplicate key \"style\"; a key may appear once in an object; remove one of them"),
      StrictDocument(
        "unknown key in a case", stream(record: record + #"}],"diffs":[],"mesage":"m"}"#),
        "line 2: at $.mesage: unknown key \"mesage\"; did you mean \"message\"?"),
      StrictDocument(
        "wrong type in a case", stream(record: record.replacingOccurrences(of: #""duration":0.1"#, with: #""duration":"0.1""#) + "}],\"diffs\":[]}"),
        "line 2: at $.duration: expected a number for \"duration\", found a string"),
      StrictDocument(
        "missing key in a case", stream(record: record + "}]}"), "line 2: at $: missing required key \"diffs\" in a case line"),
      StrictDocument(
        "unknown key in the footer", stream(footer: footer + #","duraton":1}"#),
        "line 3: at $.duraton: unknown key \"duraton\"; did you mean \"duration\"?"),
      StrictDocument(
        "wrong type in the footer", stream(footer: footer.replacingOccurrences(of: "true", with: "\"yes\"") + "}"),
        "line 3: at $.complete: expected true or false for \"complete\", found a string"),
      StrictDocument(
        "missing key in the footer", stream(footer: #"{"type":"footer","counts":{},"complete":true}"#),
        "line 3: at $: missing required key \"cases\" in the footer"),
      StrictDocument(
        "a footer count past the integers the reader takes",
        stream(footer: footer.replacingOccurrences(of: #""cases":1"#, with: #""cases":1000000000"#) + "}"),
        "line 3: at $.cases: integer 1000000000 is out of range for \"cases\" (-999999999 to 999999999)"),
      StrictDocument(
        "a footer count that is not an integer", stream(footer: footer.replacingOccurrences(of: #""cases":1"#, with: #""cases":1.5"#) + "}"),
        "line 3: at $.cases: expected an integer for \"cases\", found 1.5"),
      StrictDocument(
        "wrong type for why a run stopped", stream(footer: footer + #","stopped":3}"#),
        "line 3: at $.stopped: expected a string for \"stopped\", found a number"),
      StrictDocument(
        "a controller tree line without its depth", stream(record: record + #","controllers":[{"id":"a","note":""}]}],"diffs":[]}"#),
        "line 2: at $.steps[0].controllers[0]: missing required key \"depth\" in a line of the controller tree"),
      StrictDocument(
        "a reference trace entry of the wrong shape", stream(record: record + #","referenceTrace":["S8 walk"]}],"diffs":[]}"#),
        "line 2: at $.steps[0].referenceTrace[0]: expected an object for a trace entry, found a string"),
    ])
  func problems(_ document: StrictDocument) {
    #expect(Self.error(document.text)?.description == document.expected)
  }

  @Test("a last line cut short (a killed run) loses only itself: the cases before it are read, the stream incomplete")
  func cutLastLine() throws {
    let whole = Self.record + "}],\"diffs\":[]}"
    let cut = [Self.header + "}", whole, String(whole.prefix(40))].joined(separator: "\n")
    let stream = try ResultStream(text: cut)
    #expect(stream.counts[.pass] == 1)
    #expect(!stream.complete)
    #expect(stream.incompleteReason.hasPrefix("its last line (3) is cut short"))
    // The same damage with a newline after it is a malformed line, not a cut one: an error that names it.
    #expect(Self.error(cut + "\n")?.position?.line == 3)
    // And a malformed line before others is an error too.
    #expect(Self.error([Self.header + "}", String(whole.prefix(40)), whole].joined(separator: "\n"))?.position?.line == 2)
  }

  @Test("a case read twice makes the stream incomplete, naming the case and both lines: no badge counts it twice")
  func duplicateCase() throws {
    let whole = Self.record + "}],\"diffs\":[]}"
    let stream = try ResultStream(text: [Self.header + "}", whole, whole, Self.footer + "}"].joined(separator: "\n"))
    #expect(!stream.complete)
    #expect(stream.incompleteReason == "case \"a.b\" appears twice (lines 2 and 3): the stream is not one run's")
  }

  @Test("why a run stopped, read from a foreign stream, reaches the reports visible and bounded")
  func hostileStopReason() throws {
    let hostile = "\u{1B}[2Jmax-fail 3\n0 failed\r" + String(repeating: "x", count: 5_000)
    let text = Self.stream(
      footer: #"{"type":"footer","counts":{"pass":1},"cases":1,"complete":false,"stopped":"# + JSONWriter.string(.string(hostile)) + "}")
    let stream = try ResultStream(text: text)
    let reason = stream.incompleteReason
    #expect(!reason.contains("\u{1B}") && !reason.contains("\n") && !reason.contains("\r"), "\(reason)")
    #expect(reason.count < 200, "bounded: \(reason.count) characters")
    for output in [HTMLRenderer.render(stream), JUnitRenderer.render(stream), MarkdownRenderer.render(stream)] {
      #expect(!output.contains("\u{1B}") && !output.contains(String(repeating: "x", count: 200)))
    }
  }

  @Test("a valid stream still reads, and a stream file's error prints compiler-style")
  func valid() throws {
    let stream = try ResultStream(text: Self.stream())
    #expect(stream.cases.count == 1 && stream.complete)
    let error = try #require(Self.error(Self.stream(footer: Self.footer + #","duraton":1}"#)))
    #expect(
      error.diagnostic(file: "results.jsonl").description
        == "results.jsonl:3:64: error: at $.duraton: unknown key \"duraton\"; did you mean \"duration\"?")
  }
}
