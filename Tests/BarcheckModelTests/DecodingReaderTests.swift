import BarcheckModel
import BarcheckTestSupport
import Testing

@Suite("The strict reader of every typed document")
struct DecodingReaderTests {
  /// Reads a small document kind: `name` (a string, required), `count` (an integer), `tags` (tag to meaning).
  static func read(_ text: String) -> [Diagnostic] {
    var reader = DecodingReader(file: SourceFile(path: "doc.json", text: text))
    guard let root = reader.root(), let fields = reader.object(root, at: .root, allowed: ["name", "count", "tags"], what: "a thing") else {
      return reader.diagnostics
    }
    reader.require(fields, "name", what: "a thing")
    _ = reader.string(fields, "name")
    _ = reader.integer(fields, "count")
    _ = reader.map(fields, "tags", what: "the tags", keys: "tag")
    return reader.diagnostics
  }

  @Test(
    "each kind of problem gives its compiler-style diagnostic",
    arguments: [
      StrictDocument(
        "duplicate key", #"{"name": "a", "name": "b"}"#,
        "doc.json:1:15: error: at $.name: duplicate key \"name\"\ndoc.json:1:15: note: a key may appear once in an object; remove one of them"),
      StrictDocument(
        "duplicate key in an object using every allowed key", #"{"name": "a", "count": 1, "name": "b"}"#,
        "doc.json:1:27: error: at $.name: duplicate key \"name\"\ndoc.json:1:27: note: a key may appear once in an object; remove one of them"),
      StrictDocument(
        "duplicate key of a map", #"{"name": "a", "tags": {"x": "1", "x": "2"}}"#,
        "doc.json:1:34: error: at $.tags.x: duplicate tag \"x\"\ndoc.json:1:34: note: keep one of them"),
      StrictDocument(
        "unknown key with a did-you-mean", #"{"name": "a", "cuont": 1}"#,
        "doc.json:1:15: error: at $.cuont: unknown key \"cuont\"; did you mean \"count\"?"),
      StrictDocument(
        "unknown key without one", #"{"name": "a", "zzzzzz": 1}"#,
        "doc.json:1:15: error: at $.zzzzzz: unknown key \"zzzzzz\" in a thing\ndoc.json:1:15: note: valid keys here: name, count, tags"),
      StrictDocument("wrong type", #"{"name": 3}"#, "doc.json:1:10: error: at $.name: expected a string for \"name\", found a number"),
      StrictDocument("missing key", #"{"count": 3}"#, "doc.json:1:1: error: at $: missing required key \"name\" in a thing"),
      StrictDocument("not JSON", #"{"name": "a",}"#, "doc.json:1:14: error: malformed JSON: trailing comma before '}'"),
    ])
  func problems(_ document: StrictDocument) {
    #expect(Self.read(document.text).first?.description == document.expected)
  }

  /// A newline in a file's name, printed raw in a diagnostic's location, forged a line of the console's output.
  @Test("a diagnostic's location writes the file's control characters out, on one line")
  func locationOnOneLine() {
    let diagnostic = Diagnostic(
      .error, file: "cases/x\nPASS  forged.json", position: SourcePosition(line: 1, column: 2), message: "malformed JSON")
    #expect(diagnostic.description == "cases/x\\nPASS  forged.json:1:2: error: malformed JSON")
  }

  @Test("a duplicate key names both lines: the error at the second, a note at the first")
  func duplicateNamesBothLines() {
    let diagnostics = Self.read("{\n  \"name\": \"a\",\n  \"name\": \"b\"\n}")
    #expect(diagnostics.map(\.severity) == [.error, .note])
    #expect(diagnostics.map { $0.position?.line } == [3, 2])
    #expect(diagnostics[1].description == "doc.json:2:3: note: at $.name: the first key \"name\" is here")
  }

  @Test("a valid document reads without a diagnostic")
  func valid() {
    #expect(Self.read(#"{"name": "a", "count": 2, "tags": {"x": "1", "y": "2"}}"#).isEmpty)
  }

  @Test("a key from an untrusted document is quoted with its control characters written out")
  func hostileKey() {
    #expect(Self.read("{\"name\": \"a\", \"\\u001b[2Jx\": 1}").first?.message == "unknown key \"\\e[2Jx\" in a thing")
  }

  @Test("a long key is cut in the path as in the message: one bounded line")
  func longKey() {
    let key = String(repeating: "k", count: 100_000)
    let message = Self.read("{\"name\": \"a\", \"\(key)\": 1}").first?.description ?? ""
    let cut = String(repeating: "k", count: 60)
    #expect(message.hasPrefix("doc.json:1:15: error: at $[\"\(cut)…\"]: unknown key \"\(cut)…\" in a thing"), "\(message.prefix(300))")
    #expect(message.utf8.count < 400)
  }

  @Test("read(_:_:) throws the first error of a one-line document, and returns the value of a good one")
  func readWhole() throws {
    func name(_ text: String) throws(Diagnostic) -> String {
      try DecodingReader.read(SourceFile(path: "<line>", text: text)) { node, reader in
        guard let fields = reader.object(node, at: .root, allowed: ["name"], what: "a thing") else { return nil }
        reader.require(fields, "name", what: "a thing")
        return reader.string(fields, "name")
      }
    }
    #expect(try name(#"{"name": "a"}"#) == "a")
    #expect(throws: Diagnostic.self) { try name(#"{"name": "a", "name": "b"}"#) }
    do {
      _ = try name(#"{"nmae": "a"}"#)
    } catch {
      #expect(error.inlineText == "at $.nmae: unknown key \"nmae\"; did you mean \"name\"?")
    }
  }

  @Test(
    "case files give the same diagnostics",
    arguments: [
      StrictDocument(
        "duplicate key",
        Fixtures.caseJSON(windows: #"[{ "id": "main", "id": "other", "root": { "id": "root" } }]"#, steps: #"[{ "event": "launch" }]"#),
        "at $.windows[0].id: duplicate key \"id\""),
      StrictDocument(
        "unknown key", Fixtures.caseJSON(windows: #"[{ "id": "main", "rot": { "id": "root" } }]"#, steps: #"[{ "event": "launch" }]"#),
        "at $.windows[0].rot: unknown key \"rot\"; did you mean \"root\"?"),
      StrictDocument(
        "wrong type", Fixtures.caseJSON(windows: #"[{ "id": 7, "root": { "id": "root" } }]"#, steps: #"[{ "event": "launch" }]"#),
        "at $.windows[0].id: expected a string for \"id\", found a number"),
      StrictDocument(
        "missing key", Fixtures.caseJSON(windows: #"[{ "id": "main", "root": { "id": "root" } }]"#, steps: #"[{ "animated": true }]"#),
        "at $.steps[0]: missing required key \"event\" in a step"),
    ])
  func caseFiles(_ document: StrictDocument) {
    let first = CaseLoader.load(text: document.text, path: "case.json").diagnostics.first
    #expect(first?.inlineText.hasPrefix(document.expected) == true, "\(first?.description ?? "no diagnostic")")
    #expect(first?.description.hasPrefix("case.json:") == true)
  }
}
