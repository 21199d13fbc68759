import BarcheckModel
import BarcheckTestSupport
import Testing

@testable import BarcheckEngine
@testable import BarcheckTools

/// The engine's documents, read by the one strict reader: each problem gives the same kind of diagnostic.
@Suite("Expectation files, suite.json, tags.json and aliases.json are read strictly")
struct StrictDocumentTests {
  static func expectationErrors(_ text: String) -> [Diagnostic] {
    ExpectationFile.parse(SourceFile(path: "x.json", text: text)).1
  }

  @Test(
    "expectation files",
    arguments: [
      StrictDocument(
        "duplicate key", #"{"resolver": "a", "resolver": "b", "expectations": {}}"#,
        "x.json:1:19: error: at $.resolver: duplicate key \"resolver\"\nx.json:1:19: note: a key may appear once in an object; remove one of them"),
      StrictDocument(
        "duplicate case id", #"{"expectations": {"a.b": {"outcome": "fail"}, "a.b": {"outcome": "error"}}}"#,
        "x.json:1:47: error: at $.expectations[\"a.b\"]: duplicate entry for case \"a.b\"\nx.json:1:47: note: keep one of them"),
      StrictDocument(
        "unknown key", #"{"expectations": {"a.b": {"outcome": "fail", "reasn": "x"}}}"#,
        "x.json:1:46: error: at $.expectations[\"a.b\"].reasn: unknown key \"reasn\"; did you mean \"reason\"?"),
      StrictDocument(
        "unknown key in the suite", #"{"suite": {"name": "s", "version": "1", "hash": "h", "hsah": "h"}, "expectations": {}}"#,
        "x.json:1:54: error: at $.suite.hsah: unknown key \"hsah\"; did you mean \"hash\"?"),
      StrictDocument(
        "wrong type", #"{"resolver": 3, "expectations": {}}"#, "x.json:1:14: error: at $.resolver: expected a string for \"resolver\", found a number"
      ),
      StrictDocument(
        "missing key", #"{"expectations": {"a.b": {"reason": "x"}}}"#,
        "x.json:1:26: error: at $.expectations[\"a.b\"]: missing required key \"outcome\" in an expectation entry"),
      StrictDocument(
        "missing expectations", #"{"resolver": "a"}"#, "x.json:1:1: error: at $: missing required key \"expectations\" in an expectation file"),
    ])
  func expectationFiles(_ document: StrictDocument) {
    #expect(Self.expectationErrors(document.text).first?.description == document.expected)
  }

  @Test("two entries for one case id name both lines")
  func duplicateCaseID() {
    let text = "{\n  \"expectations\": {\n    \"a.b\": { \"outcome\": \"fail\" },\n    \"a.b\": { \"outcome\": \"error\" }\n  }\n}"
    let diagnostics = Self.expectationErrors(text)
    #expect(diagnostics.map { "\($0.severity.rawValue) \($0.position?.line ?? 0)" } == ["error 4", "note 3"])
    #expect(diagnostics[1].message == "the first entry for case \"a.b\" is here")
  }

  @Test(
    "every bundled expectation file still reads",
    arguments: [
      "Conformance/expectations/naive-c.json", "Conformance/expectations/reference.json", "Conformance/expectations/style-stack-helper.json",
      "Examples/swift-package/Tests/TopControllerResolverTests/expectations.json",
    ])
  func bundled(_ path: String) throws {
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let (file, diagnostics) = ExpectationFile.parse(SourceFile(path: path, text: text))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(file != nil)
  }

  static func manifestErrors(_ text: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    _ = SuiteLoader.readManifest(SourceFile(path: "suite.json", text: text), diagnostics: &diagnostics)
    return diagnostics
  }

  @Test(
    "suite.json",
    arguments: [
      StrictDocument(
        "duplicate key", #"{"name": "s", "version": "1", "name": "t"}"#,
        "suite.json:1:31: error: at $.name: duplicate key \"name\"\nsuite.json:1:31: note: a key may appear once in an object; remove one of them"),
      StrictDocument(
        "unknown key", #"{"name": "s", "verison": "1"}"#, "suite.json:1:15: error: at $.verison: unknown key \"verison\"; did you mean \"version\"?"),
      StrictDocument(
        "wrong type", #"{"name": "s", "version": 2}"#, "suite.json:1:26: error: at $.version: expected a string for \"version\", found a number"),
      StrictDocument("missing key", #"{"name": "s"}"#, "suite.json:1:1: error: at $: missing required key \"version\" in a suite manifest"),
    ])
  func manifest(_ document: StrictDocument) {
    #expect(Self.manifestErrors(document.text).first?.description == document.expected)
  }

  @Test("the bundled suite.json still reads")
  func bundledManifest() throws {
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/suite.json"), encoding: .utf8)
    var diagnostics: [Diagnostic] = []
    let manifest = SuiteLoader.readManifest(SourceFile(path: "suite.json", text: text), diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty)
    #expect(manifest?.name == "barcheck-status-bar")
  }

  @Test(
    "tags.json",
    arguments: [
      StrictDocument(
        "duplicate tag", #"{"modal": "a", "modal": "b"}"#,
        "tags.json:1:16: error: at $.modal: duplicate tag \"modal\"\ntags.json:1:16: note: keep one of them"),
      StrictDocument("wrong type", #"{"modal": 1}"#, "tags.json:1:11: error: at $.modal: expected a string for \"modal\", found a number"),
      StrictDocument(
        "not an object", #"["modal"]"#, "tags.json:1:1: error: at $: expected an object for the tag vocabulary (tag to meaning), found an array"),
    ])
  func tags(_ document: StrictDocument) {
    #expect(SuiteVocabulary.tags(SourceFile(path: "tags.json", text: document.text)).diagnostics.first?.description == document.expected)
  }

  @Test(
    "aliases.json",
    arguments: [
      StrictDocument(
        "duplicate alias", #"{"renamed": {"a.b": "c.d", "a.b": "e.f"}}"#,
        "aliases.json:1:28: error: at $.renamed[\"a.b\"]: duplicate alias \"a.b\"\naliases.json:1:28: note: keep one of them"),
      StrictDocument("unknown key", #"{"renamd": {}}"#, "aliases.json:1:2: error: at $.renamd: unknown key \"renamd\"; did you mean \"renamed\"?"),
      StrictDocument(
        "wrong type", #"{"renamed": []}"#,
        "aliases.json:1:13: error: at $.renamed: expected an object for the renamed ids (old id to new id), found an array"),
      StrictDocument("missing key", #"{}"#, "aliases.json:1:1: error: at $: missing required key \"renamed\" in the alias list"),
    ])
  func aliases(_ document: StrictDocument) {
    #expect(SuiteVocabulary.aliases(SourceFile(path: "aliases.json", text: document.text)).diagnostics.first?.description == document.expected)
  }

  @Test("the bundled tags.json and aliases.json still read")
  func bundledVocabulary() throws {
    let root = Fixtures.packageRoot.appendingPathComponent("Conformance")
    let tags = SuiteVocabulary.tags(
      SourceFile(path: "tags.json", text: try String(contentsOf: root.appendingPathComponent("tags.json"), encoding: .utf8)))
    let aliases = SuiteVocabulary.aliases(
      SourceFile(path: "aliases.json", text: try String(contentsOf: root.appendingPathComponent("aliases.json"), encoding: .utf8)))
    #expect(tags.diagnostics.isEmpty && aliases.diagnostics.isEmpty)
    #expect(tags.tags.contains("modal"))
  }
}
