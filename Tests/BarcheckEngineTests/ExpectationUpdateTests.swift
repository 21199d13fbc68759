import BarcheckEngine
import Testing

/// `--update-expectations`: the file a run writes.
@Suite("Updating an expectation file from a run")
struct ExpectationUpdateTests {
  @Test(
    "an entry stays for a failure, goes for a pass, an n/a or a case the suite lost, and is kept when the run did not include it",
    arguments: [
      (Outcome.fail, true), (Outcome.crash, true), (Outcome.pass, false), (Outcome.notApplicable, false),
    ])
  func updated(_ actual: Outcome, _ kept: Bool) {
    let file = ExpectationFile(
      resolver: "r",
      entries: [
        "a.one": .init(outcomes: [.fail], reason: "why", link: "https://example.com"), "a.gone": .init(outcomes: [.fail]),
        "a.unrun": .init(outcomes: [.fail], reason: "kept"),
      ])
    let next = file.updated(withActualOutcomes: [("a.one", actual)], suiteIDs: ["a.one", "a.unrun"], resolver: "r")
    #expect((next.entries["a.one"] != nil) == kept)
    if kept { #expect(next.entries["a.one"]?.reason == "why" && next.entries["a.one"]?.outcomes == [actual]) }
    #expect(next.entries["a.gone"] == nil)
    #expect(next.entries["a.unrun"]?.reason == "kept")
  }
}
