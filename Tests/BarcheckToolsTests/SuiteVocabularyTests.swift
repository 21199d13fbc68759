import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckTools

/// The suite's vocabulary documents, read by the one strict reader: each problem gives the same kind of diagnostic.
@Suite("tags.json and aliases.json are read strictly")
struct SuiteVocabularyTests {
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
