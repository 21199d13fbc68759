import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The captures of one fixture flow, in order.
func captureFlow(_ flow: String) throws -> [AppCapture] {
  let folder = "Tests/Fixtures/captures/\(flow)"
  let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot.appendingPathComponent(folder).path)
  return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
    let path = "\(folder)/\(name)"
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path))
    let loaded = CaptureFile.load(SourceFile(path: path, bytes: Array(bytes)))
    return try #require(loaded.capture, "\(loaded.diagnostics)")
  }
}

/// A flow imported, written and loaded back as `barcheck lint` and `explain` load it.
func importedScenarios(_ captures: [AppCapture], path: String = "flow.json") throws -> (CaptureImporter.Result, [ConformanceCase]) {
  let imported = CaptureImporter.importFlow(captures, scenarioPath: path)
  let text = JSONWriter.string(imported.json, layout: .pretty)
  let loaded = ScenarioFile.load(SourceFile(path: path, text: text))
  #expect(!loaded.hasErrors, "\(loaded.diagnostics)\n\(text)")
  return (imported, loaded.cases)
}

/// One fixture flow and what its import must give.
struct ImportedFlow: CustomTestStringConvertible, Sendable {
  var flow: String
  var events: [EventKind]
  /// The steps (from 0) where the device and the model disagree.
  var disagreeing: [Int] = []
  var testDescription: String { flow }
}

private let flows: [ImportedFlow] = [
  ImportedFlow(flow: "tab-navigation", events: [.launch, .selectTab, .push], disagreeing: [1, 2]),
  ImportedFlow(flow: "swiftui", events: [.launch, .present, .setAppearance, .dismiss]),
  ImportedFlow(flow: "hud-window", events: [.launch, .showWindow, .hideWindow]),
  ImportedFlow(flow: "sheet-card", events: [.launch, .present, .dismiss]),
  ImportedFlow(flow: "application-mode", events: [.launch, .rotate, .rotate, .setApplicationStatusBarStyle]),
]

@Suite("barcheck import: captures of a flow as an app scenario")
struct CaptureImporterTests {
  @Test("captures given out of the order they were taken are imported as given, with a warning on the first out of order")
  func outOfOrder() throws {
    let captures = try captureFlow("sheet-card")
    #expect(CaptureImporter.importFlow(captures).diagnostics.allSatisfy { !$0.message.contains("was taken before") })
    let reversed = CaptureImporter.importFlow(Array(captures.reversed()))
    let warning = try #require(reversed.diagnostics.first { $0.message.contains("was taken before") })
    #expect(warning.severity == .warning)
    #expect(warning.message.hasPrefix("capture 2 was taken before capture 1 ("))
    #expect(warning.help == "give the captures in the order they were taken")
    // At the capture's "capturedAt", by line and column, as the other import diagnostics are: it had the path alone.
    #expect(
      warning.description == """
        Tests/Fixtures/captures/sheet-card/02-present-compose.json:11:17: warning: at $.capturedAt: capture 2 was taken before capture 1 \
        (2026-08-02T14:00:11Z, then 2026-08-02T14:00:20Z): the steps follow the order the files were given
        Tests/Fixtures/captures/sheet-card/02-present-compose.json:11:17: note: give the captures in the order they were taken
        """, "\(warning.description)")
  }

  @Test("each fixture flow imports into one scenario that loads, plays, lints and records the device at every capture", arguments: flows)
  func fixture(_ expected: ImportedFlow) throws {
    let captures = try captureFlow(expected.flow)
    let (imported, scenarios) = try importedScenarios(captures, path: "\(expected.flow).json")
    #expect(!imported.hasErrors, "\(imported.diagnostics)")
    let scenario = try #require(scenarios.first)
    #expect(scenarios.count == 1)
    #expect(scenario.steps.map(\.event.kind) == expected.events)
    #expect(scenario.steps.compactMap(\.device).count == captures.count)
    #expect(scenario.steps.last?.device != nil)
    #expect(scenario.capturedFrom?.captures == captures.compactMap(\.file))
    #expect(scenario.capturedFrom?.os == captures[0].os)
    let played = ScenarioLinter.play(scenario, tracing: true)
    #expect(played.failure == nil)
    let comparisons = zip(scenario.steps, played.observations).enumerated().compactMap { i, pair in
      DeviceComparison.compare(pair.0, index: i, observation: pair.1)
    }
    #expect(comparisons.filter { !$0.agrees }.map(\.step) == expected.disagreeing)
    #expect(ScenarioLinter.lint(scenario, proving: false).failure == nil)
  }

  @Test("classes are mapped, properties read as the case format means them, and guesses are positioned notes")
  func mapping() throws {
    let (imported, scenarios) = try importedScenarios(try captureFlow("tab-navigation"))
    let root = try #require(scenarios.first?.windows.first?.root)
    #expect(root.kind == .tabBar && root.id == "main-tab-bar")
    // The tab bar subclass overrides its style; its forwarding is UIKit's own, so it is not written.
    #expect(root.preferredStatusBarStyle == .lightContent)
    #expect(root.childForStatusBarStyle == nil)
    #expect(root.children.map(\.kind) == [.plain, .navigation])
    // An un-overridden navigation controller's answer is its bar's: not written as a preference.
    #expect(root.children[1].preferredStatusBarStyle == nil)
    #expect(root.children[1].navigationBar.background == Colour(RGB(hex: "#34C759") ?? .black))
    #expect(scenarios.first?.platform.liquidGlass == true)
    #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")

    let (swiftUI, swiftUIScenarios) = try importedScenarios(try captureFlow("swiftui"))
    let note = try #require(swiftUI.diagnostics.first)
    #expect(note.severity == .note)
    #expect(note.file == "Tests/Fixtures/captures/swiftui/02-present-player.json")
    #expect(note.path?.description == "$.windows[0].rootViewController.presentedViewController")
    #expect(note.position != nil)
    #expect(note.message.contains("taken as its superclass \"SwiftUI.UIHostingController<SwiftUI.AnyView>\""))
    guard case .present(_, let cover, _)? = swiftUIScenarios.first?.steps[1].event else {
      Issue.record("no present")
      return
    }
    #expect(cover.kind == .hosting && cover.swiftUI.statusBarHidden == true && cover.modalPresentationStyle == .fullScreen)
  }

  @Test("a hosting controller answering hidden is SwiftUI's statusBarHidden, except in compact height where every one does (S17)")
  func hostingHidden() throws {
    var capture = try captureFlow("swiftui")[0]
    capture.windows[0].rootViewController?.prefersStatusBarHidden = true
    let (_, portrait) = try importedScenarios([capture])
    #expect(portrait.first?.windows.first?.root?.swiftUI.statusBarHidden == true)
    capture.traits.orientation = .landscapeLeft
    let (_, landscape) = try importedScenarios([capture])
    #expect(landscape.first?.windows.first?.root?.swiftUI.statusBarHidden == nil)
    #expect(landscape.first?.environment.orientation == .landscape)
  }

  @Test("a window first seen later is declared hidden and shown; system windows are left out with a note")
  func windows() throws {
    let (imported, scenarios) = try importedScenarios(try captureFlow("hud-window"))
    let scenario = try #require(scenarios.first)
    #expect(scenario.windows.map(\.id) == ["main", "hud-window"])
    #expect(scenario.windows.map(\.visible) == [true, false])
    #expect(scenario.windows[1].level == 2000)
    #expect(imported.diagnostics.filter { $0.message.contains("system window") }.count == 2)
  }

  @Test("a default style is resolved from the appearance, and a pop is inferred from a shorter stack")
  func defaultAndPop() throws {
    let captures = try captureFlow("tab-navigation")
    let (_, scenarios) = try importedScenarios([captures[2], captures[1]])
    #expect(scenarios.first?.steps.map(\.event.kind) == [.launch, .pop])
    let (_, swiftUI) = try importedScenarios(try captureFlow("swiftui"))
    // The device reported default: white in dark mode, black in light mode (S6).
    #expect(swiftUI.first?.steps.compactMap(\.device?.style) == [.lightContent, .lightContent, .darkContent])
  }

  @Test("a property change becomes a set with update true, and the import says it assumed the update call")
  func propertyChange() throws {
    let captures = try captureFlow("sheet-card")
    var changed = captures[0]
    changed.windows[0].rootViewController?.preferredStatusBarStyle = .lightContent
    changed.statusBar.style = .lightContent
    let (imported, scenarios) = try importedScenarios([captures[0], changed])
    let step = try #require(scenarios.first?.steps.last)
    guard case .set(let controller, let change) = step.event else {
      Issue.record("expected a set, got \(step.event)")
      return
    }
    #expect(controller == "library" && change.preferredStatusBarStyle == .lightContent)
    #expect(step.updatesInSameTurn)
    #expect(imported.diagnostics.contains { $0.message.contains("\"update\": true") })
  }

  @Test("a presented sheet that reports automatic, then pageSheet, stays presented; fullScreen would not be the same sheet")
  func presentedStyle() throws {
    let captures = try captureFlow("sheet-card")
    var automatic = captures[1]
    automatic.windows[0].rootViewController?.presentedViewController[0].modalPresentationStyle = .automatic
    let (_, same) = try importedScenarios([captures[0], automatic, captures[1]])
    #expect(same.count == 1)
    #expect(same.first?.steps.map(\.event.kind) == [.launch, .present])
    var fullScreen = captures[1]
    fullScreen.windows[0].rootViewController?.presentedViewController[0].modalPresentationStyle = .fullScreen
    let (imported, restarted) = try importedScenarios([captures[0], captures[1], fullScreen])
    #expect(restarted.count == 2)
    #expect(imported.diagnostics.contains { $0.message.contains("changed its presentation style to fullScreen") })
  }

  @Test("where no event leads from one capture to the next, a new scenario starts there, with a warning saying why")
  func newScenario() throws {
    let captures = try captureFlow("sheet-card")
    func replaced(_ capture: AppCapture) -> AppCapture {
      var replaced = capture
      replaced.windows[0].rootViewController?.instance = "0x00000001deadbeef"
      replaced.windows[0].rootViewController?.className = "Shelf.WelcomeViewController"
      return replaced
    }
    let (imported, scenarios) = try importedScenarios([captures[0], replaced(captures[1]), replaced(captures[2])])
    #expect(scenarios.count == 2)
    #expect(scenarios.map { $0.steps.map(\.event.kind) } == [[.launch], [.launch, .dismiss]])
    let warning = try #require(imported.diagnostics.first { $0.severity == .warning })
    #expect(warning.message.contains("capture 2: barcheck cannot tell which events lead here from capture 1"))
    #expect(warning.message.contains("the root view controller of window \"main\" was replaced"))
    #expect(scenarios[1].title.contains("from capture 2"))
  }

  @Test("a capture that changes nothing gives no step; one where only the bar changed starts a new scenario")
  func unchanged() throws {
    let captures = try captureFlow("sheet-card")
    let (same, sameScenarios) = try importedScenarios([captures[0], captures[0]])
    #expect(sameScenarios.first?.steps.count == 1)
    #expect(same.diagnostics.contains { $0.message.contains("shows nothing that changed") })
    var barOnly = captures[0]
    barOnly.statusBar.style = .lightContent
    let (_, scenarios) = try importedScenarios([captures[0], barOnly])
    #expect(scenarios.count == 2)
  }

  @Test("hostile class names give valid ids and printable notes")
  func hostile() throws {
    var capture = try captureFlow("sheet-card")[0]
    var root = try #require(capture.windows[0].rootViewController)
    root.className = "\u{1B}[2J\u{202E}Évil<\u{07}>"
    root.superclasses = ["\u{1B}]0;owned\u{07}"]
    var child = root
    child.className = "application"
    child.superclasses = []
    root.children = [child, child]
    capture.windows[0].rootViewController = root
    capture.windows[0].className = "\u{1B}[31m"
    let (imported, scenarios) = try importedScenarios([capture])
    let scenario = try #require(scenarios.first)
    let ids = scenario.windows.flatMap { [$0.id] + ($0.root?.allControllers.map(\.id) ?? []) }
    #expect(ids == ["main", "2-j-vil", "application-2", "application-3"])
    for id in ids { #expect(id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) }
    for diagnostic in imported.diagnostics {
      #expect(!diagnostic.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E })
    }
  }
}
