import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Testing

/// A fix to a scenario written as SwiftUI views is written into the views the developer wrote (`ScenarioTextReplacement`,
/// `ViewKeyChange`): `--fix-preview` and SARIF edit the view's keys, not the controllers it lowers to, and the edited
/// file reloads to the fixed scenario. A change no view key says keeps no edit.
@Suite("lint's fixes written into SwiftUI views")
struct SwiftUIFixWritingTests {
  /// A SwiftUI scenario, the fix to write (by the start of its summary) and what the edited file says where the view is.
  struct WrittenFix: Sendable, CustomTestStringConvertible {
    /// What the case is about.
    var name: String
    /// The scenario file.
    var text: String
    /// The start of the fix's summary.
    var summary: String
    /// Text the edited file holds: the view with its new key.
    var written: String

    /// The case's name in the test report.
    var testDescription: String { name }
  }

  /// One fix of each kind a view key says: a modifier added or changed, a `hostingController` override, a presentation.
  static let fixes: [WrittenFix] = [
    WrittenFix(
      name: "toolbarColorScheme without toolbarBackground(.visible): the background is inserted on the view",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "library", "toolbarColorScheme": "dark" }] } },
          "steps": [{ "event": "launch", "want": { "style": "lightContent" } }] }
        """##,
      summary: "show the navigation bar's background",
      written: #"{ "swiftUI": "view", "id": "library", "toolbarColorScheme": "dark", "toolbarBackground": "visible" }"#),
    WrittenFix(
      name: "toolbarBackground(.hidden) under toolbarColorScheme: the view's value is changed in place",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [
            { "swiftUI": "view", "id": "library", "toolbarBackground": "hidden", "toolbarColorScheme": "dark" } ] } },
          "steps": [{ "event": "launch", "want": { "style": "lightContent" } }] }
        """##,
      summary: "change the view's .toolbarBackground(.hidden) to .visible",
      written: #"{ "swiftUI": "view", "id": "library", "toolbarBackground": "visible", "toolbarColorScheme": "dark" }"#),
    WrittenFix(
      name: "a white view in dark mode: preferredColorScheme on the view",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [
            { "swiftUI": "view", "id": "settings", "background": "#FFFFFF", "toolbarHidden": "hidden" } ] } },
          "steps": [{ "event": "launch" }, { "event": "setAppearance", "appearance": "dark" }] }
        """##,
      summary: "give the view \"settings\" a light colour scheme",
      written: ##"{ "swiftUI": "view", "id": "settings", "background": "#FFFFFF", "toolbarHidden": "hidden", "preferredColorScheme": "light" }"##),
    WrittenFix(
      name: "an override on a WindowGroup's root view: its hostingController",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "view", "id": "settings", "background": "#FFFFFF" } },
          "steps": [{ "event": "launch" }, { "event": "setAppearance", "appearance": "dark" }] }
        """##,
      summary: "make \"settings\", which decides, prefer darkContent",
      written: ##""background": "#FFFFFF", "hostingController": {"preferredStatusBarStyle":"darkContent"} }"##),
    WrittenFix(
      name: "a pushed view that should hide the bar: statusBarHidden in the push step's view",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "feed" }] } },
          "steps": [{ "event": "launch" },
            { "event": "push", "navigationController": "stack", "viewController": { "swiftUI": "view", "id": "photo" }, "want": { "hidden": true } }] }
        """##,
      summary: "make \"photo\", which decides, prefer the bar hidden",
      written: #""viewController": { "swiftUI": "view", "id": "photo", "statusBarHidden": true }"#),
    WrittenFix(
      name: "a glass phone's visible NavigationStack bar keeps the bar shown: the pushed view hides the bar",
      text: ##"""
        { "platform": { "os": "26.1", "liquidGlass": true },
          "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "feed" }] } },
          "steps": [{ "event": "launch" },
            { "event": "push", "navigationController": "stack", "viewController": { "swiftUI": "view", "id": "reader", "statusBarHidden": true } }] }
        """##,
      summary: "hide the navigation bar from the view \"reader\"",
      written: #"{ "swiftUI": "view", "id": "reader", "statusBarHidden": true, "toolbarHidden": "hidden" }"#),
    WrittenFix(
      name: "a .sheet key becomes .fullScreenCover, with two Info.plist keys the file has no infoPlist for: one infoPlist",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "view", "id": "home", "background": "#FFFFFF", "sheet": { "swiftUI": "view", "id": "onboarding", "preferredColorScheme": "dark", "statusBarHidden": true } } },
          "steps": [{ "event": "launch", "want": { "hidden": true } }] }
        """##,
      summary: "present \"onboarding\" with .fullScreenCover",
      written: #""infoPlist": {"UIStatusBarStyle":"UIStatusBarStyleLightContent","UIStatusBarHidden":true}"#),
    WrittenFix(
      name: "a view a step presents as a sheet: presentedAs fullScreenCover",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "view", "id": "home" } },
          "steps": [{ "event": "launch" },
            { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "statusBarHidden": true } }] }
        """##,
      summary: "present \"player\" with .fullScreenCover",
      written: #"{ "swiftUI": "view", "id": "player", "statusBarHidden": true, "presentedAs": "fullScreenCover" }"#),
    WrittenFix(
      name: "a view's .sheet up at launch: the key becomes fullScreenCover",
      text: ##"""
        { "app": { "windowGroup": { "swiftUI": "view", "id": "map", "hostingController": { "preferredStatusBarStyle": "darkContent" },
            "sheet": { "swiftUI": "view", "id": "details" } } },
          "steps": [{ "event": "launch" }] }
        """##,
      summary: "present \"details\" full screen instead of as a card",
      written: #""fullScreenCover": { "swiftUI": "view", "id": "details" }"#),
  ]

  /// The scenario file linted, as `barcheck lint` reads it.
  static func linted(_ text: String) throws -> LintedFile {
    let source = SourceFile(path: "Scenarios/app.json", text: text)
    let loaded = ScenarioFile.load(source)
    try #require(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenarios = loaded.cases.enumerated().map { index, scenario in
      LintedFile.Linted(index: index, scenario: scenario, report: ScenarioLinter.lint(scenario))
    }
    return LintedFile(source: source, scenarios: scenarios)
  }

  /// The SARIF fix whose description names the fix, if the log has one.
  static func sarifFix(_ log: JSONNode, summary: String) throws -> JSONNode? {
    let results = try LintSARIFRendererTests.results(log)
    return results.compactMap { $0["fixes"]?.elements }.joined().first {
      $0["description"]?["text"]?.stringValue?.contains(": \(summary)") == true
    }
  }

  @Test("the fix is written as the view's keys, the edited file reloads to the fixed scenario, and SARIF makes the same edit", arguments: fixes)
  func writtenIntoTheView(_ example: WrittenFix) throws {
    let file = try Self.linted(example.text)
    let fixes = file.scenarios[0].report.findings.flatMap(\.fixes)
    let fix = try #require(fixes.first { $0.summary.hasPrefix(example.summary) }, "\(fixes.map(\.summary))")
    let replacements = try #require(ScenarioTextReplacement.replacements(in: file, fix: fix, inScenario: 0))
    let edited = String(decoding: ScenarioTextReplacement.apply(replacements, to: file.source.bytes), as: UTF8.self)
    #expect(edited.contains(example.written), "\(edited)")
    // Views stay views: no controller is written where the developer wrote one.
    #expect(!edited.contains(#""kind""#) && !edited.contains("viewControllers"), "\(edited)")
    let reloaded = ScenarioFile.load(SourceFile(path: file.source.path, text: edited))
    #expect(!reloaded.hasErrors, "\(reloaded.diagnostics)")
    let want = file.fixed(fix, inScenario: 0).map { JSONWriter.canonical($0.scenarioJSON) }
    #expect(reloaded.cases.map { JSONWriter.canonical($0.scenarioJSON) } == want)
    // SARIF's artifactChanges are the same edits.
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    let sarif = try #require(try Self.sarifFix(log, summary: example.summary))
    #expect(try LintSARIFRendererTests.applying(sarif, to: example.text) == edited)
  }

  /// A view a UIKit controller presents that hides the bar: the cover is a view key; the capture flag, set on the
  /// UIHostingController the app presents, is not (SwiftUI cannot say it). (A view SwiftUI presents is offered no
  /// capture flag at all: the app has no hosting controller to set it on.)
  static let capture = ##"""
    { "windows": [{ "id": "main", "root": { "id": "home" } }],
      "steps": [{ "event": "launch" },
        { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "statusBarHidden": true } }] }
    """##

  @Test("a change to a view that no view key says has no edit: SARIF offers none, and the fix stays in its properties")
  func noViewKey() throws {
    let file = try Self.linted(Self.capture)
    let finding = try #require(file.scenarios[0].report.findings.first)
    let capture = try #require(finding.fixes.first { $0.edits == [.controller("player", .capturesStatusBarAppearance)] })
    #expect(ScenarioTextReplacement.replacements(in: file, fix: capture, inScenario: 0) == nil)
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    #expect(try Self.sarifFix(log, summary: capture.summary) == nil)
    let result = try #require(try LintSARIFRendererTests.results(log).first)
    #expect(result["fixes"]?.elements?.count == finding.fixes.count - 1, "the cover's edit only")
    #expect(result["properties"]?["fixes"]?.elements?.count == finding.fixes.count)
  }
}
