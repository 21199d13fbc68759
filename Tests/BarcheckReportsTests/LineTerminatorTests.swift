import BarcheckEngine
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import Testing

/// Every Unicode line terminator, through every escaper and every Markdown report: text from a resolver, a suite
/// or a stream never starts a line of its own (`## barcheck: ✅ passed` in a CI step summary).
@Suite("Line terminators in every format")
struct LineTerminatorTests {
  static let terminators = LineTerminators.all

  static func hostile(_ terminator: String) -> String { LineTerminators.hostile(terminator) }

  static func isTerminator(_ scalar: Unicode.Scalar) -> Bool { LineTerminators.isTerminator(scalar) }

  static func lines(_ text: String) -> [Substring] { LineTerminators.lines(text) }

  static func forged(_ markdown: String, headings: Int) -> [String] { LineTerminators.forged(markdown, headings: headings) }

  @Test("single-line escapers write no line terminator at all", arguments: terminators.map(\.0))
  func singleLine(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    let text = Self.hostile(terminator)
    for (escaper, escaped) in [
      ("markdown", TextEscaping.markdown(text)), ("markdownCode", TextEscaping.markdownCode(text)), ("line", TextEscaping.line(text, limit: 1_000)),
      ("xml", TextEscaping.xml(text)),
    ] {
      #expect(!escaped.unicodeScalars.contains(where: Self.isTerminator), "\(escaper) keeps a \(name): \(escaped.debugDescription)")
      #expect(!escaped.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 }, "\(escaper)")
    }
    #expect(!TextEscaping.markdown(text).contains("<img"))
  }

  @Test("body escapers keep LF and CR as text breaks, and write every other terminator out", arguments: terminators.map(\.0))
  func bodies(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    for escaped in [TextEscaping.xmlBody(Self.hostile(terminator)), TextEscaping.html(Self.hostile(terminator))] {
      #expect(!escaped.unicodeScalars.contains { Self.isTerminator($0) && $0 != "\n" && $0 != "\r" }, "\(escaped.debugDescription)")
      #expect(!escaped.contains("<img"))
    }
  }

  @Test("summary.md: a resolver's message, name and version cannot start a line", arguments: terminators.map(\.0))
  func summary(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    let header = StreamSamples.header(resolver: Self.hostile(terminator), suite: Self.hostile(terminator))
    var cases = StreamSamples.passing
    cases[0].1 = .fail
    let stream = StreamSamples.stream(cases, header: header, message: Self.hostile(terminator))
    for markdown in [MarkdownRenderer.render(stream), MarkdownRenderer.render(try ResultStream(text: stream.text))] {
      #expect(Self.forged(markdown, headings: 2) == [], "\(markdown)")
    }
  }

  @Test("diff Markdown: a regression's message and id cannot start a line", arguments: terminators.map(\.0))
  func diff(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    let old = StreamSamples.stream([("a.one", .pass), ("a.`two" + terminator + "## barcheck: ✅ passed", .pass)])
    let new = StreamSamples.stream([("a.one", .fail), ("a.`two" + terminator + "## barcheck: ✅ passed", .fail)], message: Self.hostile(terminator))
    let markdown = StreamDiff(old: old, new: new).markdown
    #expect(Self.forged(markdown, headings: 2) == [], "\(markdown)")
  }

  @Test("compat.md: the suite's name and version, families, resolvers and disagreement ids are escaped", arguments: terminators.map(\.0))
  func compat(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    let hostile = Self.hostile(terminator)
    let id = "fam" + terminator + "## barcheck: ✅ passed.case`x"
    let streams = ["a", "b", "c" + hostile].enumerated().map { column, resolver in
      StreamSamples.stream(
        [(id, column == 2 ? .fail : .pass), ("b.two", .pass)],
        header: StreamSamples.header(suiteCases: 2, resolver: resolver, suite: hostile))
    }
    let matrix = try CompatibilityMatrix(streams: streams.map { try ResultStream(text: $0.text) })
    #expect(matrix.disagreements.count == 1)
    let markdown = CompatibilityRenderer.markdown(matrix)
    #expect(Self.forged(markdown, headings: 3) == [], "\(markdown)")
  }
}
