import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Testing

@testable import BarcheckReports

@Suite("A record's stream line, written and read by its one codec, and report text, written directly")
struct CaseRecordLineTests {
  /// Text that takes every path of the writers: quotes, backslashes, markup, controls, escape sequences, bidi
  /// overrides, line separators, tabs and line breaks, non-ASCII letters and emoji.
  static let awkward = [
    "", "plain", "say \"hi\" \\ <b>&amp;</b> 'q'", "tab\tnew\nline\r", "\u{1B}[31mred\u{7}\u{0}", "a\u{202E}b \u{2028} \u{2029} \u{85}",
    "Ünïcödé 😀 e\u{301}", String(repeating: "long <&> ", count: 300),
    // An unprintable or non-ASCII byte after whole words of plain text, and in the last bytes (fewer than a word).
    "plain words, then a bell\u{7} & more", "sixteen plain by\u{7F}", "sixteen plain bytes, then é", "tabs\tand\nbreaks, words of them <ok>",
    // Short text (at most sixteen bytes, copied whole when it needs no escape), with each byte that needs one.
    "a\"b", "a\\b", "<b>", "x&y", "it's", "del\u{7F}", "é", "tab\tx", "\u{1}", "sixteen bytes ok", "seventeen bytes!!", "16 bytes, \"q\" 1",
  ]

  /// The golden run's records, and records that fill every optional field with awkward text.
  static func records() async throws -> [CaseRecord] {
    var records = Array(try await GoldenTests.fixedStream().cases)
    for (i, text) in awkward.enumerated() {
      var record = records[i % records.count]
      record.id = "awkward.\(i)\(text)"
      record.title = text
      record.message = text
      record.link = i.isMultiple(of: 2) ? "https://example.com/\(i)" : text
      record.logs = text
      record.tags = [text, "tag"]
      record.sources = [text, "Conformance/SPEC.md#s9"]
      record.rules = ["S1", text]
      record.file = text
      record.duration = Double(i) * 0.123_456_7
      record.actualOutcome = i.isMultiple(of: 3) ? .fail : nil
      record.outcome = Outcome.allCases[i % Outcome.allCases.count]
      record.diffs = [FieldDiff(step: 0, event: .launch, field: "style", expected: text, observed: "darkContent")]
      for s in record.steps.indices {
        record.steps[s].event = text
        record.steps[s].expected = [("style", text), ("hidden", "false")]
        record.steps[s].observed = i.isMultiple(of: 2) ? [] : [("style", "darkContent"), (text, text)]
        record.steps[s].trace = [TraceEntry(rule: "S2", text), TraceEntry(rule: text, "x")]
        record.steps[s].referenceTrace = i.isMultiple(of: 2) ? [TraceEntry(rule: "S3", text)] : []
        record.steps[s].controllers = [.init(depth: 0, id: "root", note: text), .init(depth: -3, id: text, note: "")]
        record.steps[s].notes = [text]
      }
      records.append(record)
    }
    return records
  }

  @Test("a record's line is compact JSON, written as JSONWriter writes it")
  func line() async throws {
    for record in try await Self.records() {
      let line = record.lineBytes
      #expect(JSONWriter.bytes(try JSONParser.parse(line).value) == line, "\(record.id)")
    }
  }

  @Test("a record's line reads back to the record")
  func roundTrip() async throws {
    for record in try await GoldenTests.fixedStream().cases {
      guard case .record(let read) = try StreamLine.decode(record.lineBytes, number: 1) else {
        Issue.record("not a case line: \(record.id)")
        continue
      }
      #expect(read == record, "\(record.id)")
      #expect(read.lineBytes == record.lineBytes, "\(record.id)")
    }
  }

  @Test("each member's literal key, which the writer copies, is its raw value, which the reader reads")
  func keys() {
    for member in CaseRecordMember.allCases { #expect(member.key.description == member.rawValue) }
    for member in StepRecordMember.allCases { #expect(member.key.description == member.rawValue) }
    for member in FieldDiffMember.allCases { #expect(member.key.description == member.rawValue) }
  }

  @Test("a case's family is found as ConformanceCase.family finds it, on the id's bytes or by the getter")
  func family() {
    let ids = ["", ".", "..", "a", "a.b", ".a.b", "..a..b.", "family.case.1", "a\r\n.b", "é.x", ".\u{301}a.b", "a.\u{301}b", "😀.b"]
    for id in ids {
      let testCase = ConformanceCase(id: id, title: "", windows: [], steps: [])
      #expect(CaseRecord.family(of: testCase) == testCase.family, "\(id)")
    }
  }

  @Test("text is escaped as TextEscaping.html escapes it", arguments: awkward)
  func escaping(_ text: String) {
    var html = HTMLBytes(capacity: 0)
    html.text(text)
    #expect(html.string == TextEscaping.html(text))
  }
}
