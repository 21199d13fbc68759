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
      #expect(mismatches.isEmpty, "\(testCase.id)")
    }
  }

  @Test("the suite is large enough and cites every rule S1–S21 and S23")
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
