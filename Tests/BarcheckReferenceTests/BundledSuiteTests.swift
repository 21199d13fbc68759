import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Testing

@Suite("The bundled suite against the reference resolver")
struct BundledSuiteTests {
  @Test("every bundled case file loads and passes the reference", arguments: Fixtures.bundledCaseFiles)
  func casePasses(_ file: String) throws {
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file))
    let loaded = CaseLoader.load(SourceFile(path: file, bytes: Array(bytes)))
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    for testCase in loaded.cases {
      let observations = try ReferenceResolver().observe(testCase).get()
      let mismatches = zip(testCase.steps, observations).enumerated().compactMap { i, pair -> String? in
        let (step, observed) = pair
        guard let expect = step.expect else { return nil }
        var problems: [String] = []
        if let style = expect.style, style != observed.style { problems.append("style \(observed.style)") }
        if let hidden = expect.hidden, hidden != observed.hidden { problems.append("hidden \(observed.hidden)") }
        if let owner = expect.styleOwner, owner != observed.styleOwner { problems.append("styleOwner \(observed.styleOwner ?? "-")") }
        if let owner = expect.hiddenOwner, owner != observed.hiddenOwner { problems.append("hiddenOwner \(observed.hiddenOwner ?? "-")") }
        if let animation = expect.animation, animation != observed.animation { problems.append("animation \(observed.animation)") }
        if let legible = expect.legible, legible != observed.legible { problems.append("legible \(String(describing: observed.legible))") }
        return problems.isEmpty ? nil : "step \(i + 1): \(problems.joined(separator: ", "))"
      }
      if testCase.knownDisagreement != nil {
        // A case the reference knowingly disagrees with (its reason is in the case and in SPEC.md) must still disagree.
        #expect(!mismatches.isEmpty, "\(testCase.id) is marked as a known disagreement, but the reference agrees with it")
      } else {
        #expect(mismatches.isEmpty, "\(testCase.id)")
      }
    }
  }

  @Test("the suite is large enough and cites every normative rule")
  func coverage() throws {
    var cases: [ConformanceCase] = []
    for file in Fixtures.bundledCaseFiles {
      let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file))
      cases += CaseLoader.load(SourceFile(path: file, bytes: Array(bytes))).cases
    }
    #expect(cases.count >= 60)
    let cited = Set(cases.flatMap(\.rules))
    let required = SpecRule.all.filter(\.normative).map(\.id)
    #expect(required.filter { !cited.contains($0) } == [])
    let flows = cases.filter { $0.steps.count >= 5 }
    #expect(flows.count >= 10)
  }

  @Test("the schema's rule enum is exactly the rules the tools know")
  func ruleVocabulary() throws {
    let schema = try JSONParser.parse(Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/schema/case.schema.json"))))
    guard case .array(let values)? = schema["$defs"]?["case"]?["properties"]?["rules"]?["items"]?["enum"]?.value else {
      Issue.record("the schema has no rule enum")
      return
    }
    #expect(values.compactMap(\.stringValue) == SpecRule.all.map(\.id.rawValue))
  }

  @Test("the observed family: at least 40 cases resting on at least 20 independent first-hand reports")
  func observedFamily() throws {
    var cases: [ConformanceCase] = []
    for file in Fixtures.bundledCaseFiles where file.contains("/observed/") {
      let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(file))
      cases += CaseLoader.load(SourceFile(path: file, bytes: Array(bytes))).cases
    }
    #expect(cases.count >= 40)
    let reports = Set(cases.flatMap { $0.sources.filter { $0.isURL && $0.observed != nil }.map(\.reference) })
    #expect(reports.count >= 20)
    #expect(cases.allSatisfy { $0.tags.contains("observed") })
  }

  @Test("the schema's tag enum is exactly the vocabulary in tags.json")
  func tagVocabulary() throws {
    let schema = try JSONParser.parse(Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/schema/case.schema.json"))))
    let tags = try JSONParser.parse(Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Conformance/tags.json"))))
    guard case .array(let values)? = schema["$defs"]?["case"]?["properties"]?["tags"]?["items"]?["enum"]?.value else {
      Issue.record("the schema has no tag enum")
      return
    }
    #expect(values.compactMap(\.stringValue) == (tags.members ?? []).map(\.key))
  }
}
