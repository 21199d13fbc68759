import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Testing

/// What a proof and a refusal say: a fix that hides the bar settles a wish about its colour, "still" is said only of
/// what was so before, and a refusal names the finding that matters most.
@Suite("lint's proofs and refusals")
struct ScenarioFixProofTests {
  /// An overFullScreen camera that does not capture the bar, and wants it hidden and light (an outside tester's).
  static let camera = #"""
    { "windows": [{ "id": "main", "root": { "id": "reader", "preferredStatusBarStyle": "darkContent", "background": "#FFFFFF" } }],
      "steps": [
        { "event": "launch" },
        { "event": "present", "presenter": "reader",
          "viewController": { "id": "camera", "modalPresentationStyle": "overFullScreen",
            "preferredStatusBarStyle": "lightContent", "prefersStatusBarHidden": true, "background": "#000000" } }
      ] }
    """#

  /// A navigation bar of `colour` over an orders list, and a pushed photo that wants white content.
  static func bar(_ colour: String) -> String {
    #"""
    { "windows": [{ "id": "main", "root": { "id": "ordersNav", "kind": "navigation", "navigationBarBackground": "\#(colour)",
        "viewControllers": [{ "id": "orders", "background": "#FFFFFF" }] } }],
      "steps": [
        { "event": "launch" },
        { "event": "push", "navigationController": "ordersNav",
          "viewController": { "id": "photo", "preferredStatusBarStyle": "lightContent", "background": "#000000" } },
        { "event": "pop", "navigationController": "ordersNav" }
      ] }
    """#
  }

  /// A light navigation bar (#F8F8F8), over which white content cannot be read.
  static let lightBar = bar("#F8F8F8")

  @Test("taking the bar over is proven for the style wish it makes moot, and offered for the unreadable bar at that step")
  func captureHidesTheBar() throws {
    let report = ScenarioLinter.lint(try Fixtures.loadScenario(Self.camera))
    let capture = ScenarioEdit.controller("camera", .capturesStatusBarAppearance)
    let atPresent = report.findings.filter { $0.step == 1 }
    #expect(atPresent.map(\.decision.aspect) == [.style, .visibility, .legibility])
    for finding in atPresent {
      let fix = try #require(finding.fixes.first { $0.edits == [capture] }, "\(finding.message): \(finding.noFix ?? "")")
      #expect(finding.noFix == nil)
      if finding.decision.aspect != .visibility {
        #expect(fix.proof == #"with this change step 2 hides the bar, owner "camera", so no content shows"#)
      }
    }
    #expect(!report.findings.contains { $0.noFix?.contains("still show a hidden bar") == true })
  }

  @Test("a refusal names first the finding a fix adds that Info.plist cannot settle, then the others by kind and steps")
  func refusalNamesWhatMatters() throws {
    let report = ScenarioLinter.lint(try Fixtures.loadScenario(Self.lightBar))
    let finding = try #require(report.findings.first)
    #expect(finding.rule == .s12)
    let reason = try #require(finding.noFix)
    #expect(
      reason.contains(
        #"give "ordersNav"'s navigation bar the black bar style: it would add a finding at step 1 (launch): white status bar content is unreadable against what is behind it (contrast 1.06:1, below 3:1); also unreadable content at steps 2–3, a launch screen that differs at step 1"#
      ), "\(reason)")
  }

  /// A dark blue bar (#0A3D91) under black content at every step.
  static let blueBar = bar("#0A3D91")

  @Test("a finding says the steps it stays at, and a proof names a finding the fix leaves at a later step")
  func recurrencesAndRemaining() throws {
    let report = ScenarioLinter.lint(try Fixtures.loadScenario(Self.blueBar))
    #expect(report.findings.map(\.rule) == [.s23, .s12])
    let unreadable = report.findings[0]
    #expect(unreadable.recurrences == [1, 2])
    #expect(unreadable.message.hasSuffix("(contrast 2.09:1, below 3:1); also at steps 2–3"))
    #expect(report.findings[1].recurrences.isEmpty)
    // Forwarding to "photo" clears the unreadable bar at step 2 only: lint on the fixed file reports it at step 3.
    let forward = try #require(report.findings[1].fixes.first { $0.edits == [.controller("ordersNav", .childForStatusBarStyle(.topViewController))] })
    #expect(
      forward.proof
        == #"with this change step 2 shows lightContent, owner "photo"; remains as before at step 3 (pop): black status bar content is unreadable against what is behind it (contrast 2.09:1, below 3:1)"#
    )
  }

  @Test("another controller's unreadable bar at the next step is a finding of its own, not the first one staying")
  func recurrenceKeepsItsDecider() throws {
    let scenario = try Fixtures.loadScenario(
      #"""
      { "windows": [{ "id": "main", "root": { "id": "home", "background": "#000000" } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S23.32", "reason": "home's art is black" }] },
          { "event": "present", "presenter": "home", "viewController": { "id": "editor", "modalPresentationStyle": "fullScreen", "background": "#000000" } }] }
      """#)
    let report = ScenarioLinter.lint(scenario)
    #expect(report.findings.map(\.step) == [0, 1])
    #expect(report.findings.map(\.recurrences) == [[], []])
    #expect(report.findings[1].acknowledgement == nil, "the acknowledgement of home's bar does not accept editor's")
  }

  @Test(
    "steps are listed as a person reads them",
    arguments: [([1], "step 2"), ([1, 2], "steps 2–3"), ([0, 2, 3, 4], "steps 1, 3–5"), ([3, 1, 2], "steps 2–4")])
  func stepList(_ steps: [Int], _ text: String) {
    #expect(ScenarioLinter.stepList(steps) == text)
  }
}
