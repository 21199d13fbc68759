import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Testing

/// Acknowledging a finding by its rule or by the clause lint printed with it.
@Suite("lint's acknowledgements")
struct AcknowledgementTests {
  /// Black content on a dark blue bar at launch: an S23.32 finding at step 1, acknowledged by `name`.
  static func scenario(acknowledging name: String) throws -> ConformanceCase {
    try Fixtures.loadScenario(
      ##"""
      { "windows": [{ "id": "main", "root": { "id": "ordersNav", "kind": "navigation", "navigationBarBackground": "#0A3D91",
          "viewControllers": [{ "id": "orders", "background": "#FFFFFF" }] } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "\##(name)", "reason": "brand blue, accepted" }] }] }
      """##)
  }

  @Test(
    "a rule accepts its findings at the step, a clause only those it decided",
    arguments: [("S23.32", true), ("S23", true), ("S23.1", false), ("S2", false)])
  func acknowledges(_ name: String, _ accepted: Bool) throws {
    let scenario = try Self.scenario(acknowledging: name)
    #expect(scenario.steps[0].acknowledgements.map(\.name) == [name])
    let report = ScenarioLinter.lint(scenario, proving: false)
    let finding = try #require(report.findings.first)
    #expect(finding.decision.clause.id == "S23.32")
    #expect((finding.acknowledgement != nil) == accepted)
    #expect(report.unusedAcknowledgements.isEmpty == accepted)
    #expect(report.isClean == accepted)
  }
}
