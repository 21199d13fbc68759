import BarcheckEngine
import BarcheckModel
import BarcheckReports
import BarcheckTools
import Testing

/// Every Unicode line terminator, through every escaper and every Markdown report: text from a resolver, a suite
/// or a stream never starts a line of its own (`## barcheck: ✅ passed` in a CI step summary).
@Suite("Line terminators in every format")
struct LineTerminatorTests {
  /// LF, CR, CR LF, VT, FF, NEL, LS and PS. Swift reads "\r\n" as one Character, equal to neither "\r" nor "\n".
  static let terminators: [(String, String)] = [
    ("LF", "\n"), ("CR", "\r"), ("CR LF", "\r\n"), ("VT", "\u{0B}"), ("FF", "\u{0C}"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
  ]

  /// Text that would forge a heading, a verdict and an HTML image if it started a line.
  static func hostile(_ terminator: String) -> String {
    "x" + terminator + "## barcheck: ✅ passed" + terminator + "<img src=x>" + terminator + "\u{1B}[2J\u{0}"
  }

  static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// The lines a Markdown reader sees, split at every terminator it may honour.
  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains(where: isTerminator) }
  }

  /// Whether a document holds forged lines or raw controls.
  static func forged(_ markdown: String, headings: Int) -> [String] {
    var problems: [String] = []
    let forgedHeadings = lines(markdown).filter { $0.hasPrefix("## barcheck: ✅") || $0.hasPrefix("<img") }
    if !forgedHeadings.isEmpty { problems.append("forged lines: \(forgedHeadings)") }
    if lines(markdown).filter({ $0.hasPrefix("#") }).count != headings {
      problems.append("headings: \(lines(markdown).filter { $0.hasPrefix("#") })")
    }
    if markdown.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value == 0 }) { problems.append("raw ESC or NUL") }
    if markdown.contains("<img") { problems.append("raw HTML") }
    if markdown.unicodeScalars.contains(where: { isTerminator($0) && $0 != "\n" }) { problems.append("a terminator other than LF") }
    return problems
  }

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

  @Test("the mutants Markdown: the suite's name and version cannot start a line", arguments: terminators.map(\.0))
  func mutants(_ name: String) throws {
    let terminator = try #require(Self.terminators.first { $0.0 == name }?.1)
    let suite = SuiteIdentity(name: Self.hostile(terminator), version: Self.hostile(terminator), hash: StreamSamples.hash, caseCount: 1)
    let markdown = MutationRenderer.markdown(MutationReport(entries: [], caseCount: 1), suite: suite)
    #expect(Self.forged(markdown, headings: 4) == [], "\(markdown)")
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
