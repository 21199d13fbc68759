import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckEngine

/// The engine's documents, read by the one strict reader: each problem gives the same kind of diagnostic.
@Suite("Expectation files and suite.json are read strictly")
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
}
