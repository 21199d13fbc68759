import BarcheckJSON
import BarcheckModel
import BarcheckTools
import Testing

@Suite("Generated cases as a run loads them")
struct GeneratedCaseLoadingTests {
  /// Case 1157 of seed 1 (in the bench's end-to-end suite) dismisses, before iOS 13, a form sheet presented in
  /// compact width on a pad that is regular again: the bar keeps the dismissed controller as its owner, which the
  /// loader once rejected as "not a controller on screen", so every end-to-end run of 1,000 cases or more was one
  /// case short. (It was case 775, a popover, until the generator began to declare colours, issue 29.)
  @Test("a case whose bar keeps a dismissed controller's result loads back with the reference's expectations", arguments: [1157])
  func keptOwnerLoads(index: Int) throws {
    let filled = try #require(ReferenceExpectations.fill(ScenarioGenerator(seed: 1).generate(index)))
    #expect(filled.steps.contains { $0.event.kind == .dismiss })
    let result = CaseLoader.load(text: JSONWriter.string(filled.json()), path: "generated.json")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(result.cases.count == 1)
  }
}
