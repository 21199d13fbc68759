import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// Every capture fixture, relative to the package root.
let captureFixtures: [String] = {
  let root = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/captures").path
  let files = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
  return files.filter { $0.hasSuffix(".json") }.sorted().map { "Tests/Fixtures/captures/" + $0 }
}()

/// A small valid capture; `patch` edits its text to make a bad one.
private let validCapture = #"""
  {
    "format": "barcheck-capture",
    "version": 1,
    "device": { "model": "iPhone15,2", "idiom": "phone", "homeButton": false },
    "os": "17.4",
    "capturedAt": "2026-11-03T10:15:00Z",
    "infoPlist": { "UIViewControllerBasedStatusBarAppearance": null, "UIStatusBarStyle": "UIStatusBarStyleDarkContent" },
    "traits": { "userInterfaceStyle": "light", "orientation": "portrait", "horizontalSizeClass": "compact" },
    "windows": [
      { "className": "UIWindow", "level": 0, "isHidden": false, "backgroundColor": "#FFFFFF",
        "rootViewController": { "className": "MyApp.HomeViewController", "superclasses": ["UIViewController"],
          "preferredStatusBarStyle": "darkContent", "prefersStatusBarHidden": false, "overridesPreferredStatusBarStyle": true,
          "childForStatusBarStyle": null, "children": [], "presentedViewController": null } }
    ],
    "statusBar": { "style": "darkContent", "hidden": false }
  }
  """#

/// One bad capture: the text replaced, the message expected, its JSON path, and the text it must point at.
struct BadCapture: CustomTestStringConvertible, Sendable {
  var name: String
  var replace: String
  var with: String
  var message: String
  var path: String
  var anchor: String
  var testDescription: String { name }

  var json: String { validCapture.replacingOccurrences(of: replace, with: with) }
}

private let badCaptures: [BadCapture] = [
  BadCapture(
    name: "an unknown key, with a did-you-mean", replace: #""statusBar": {"#, with: #""statusbar": {"#,
    message: #"unknown key "statusbar"; did you mean "statusBar"?"#, path: "$.statusbar", anchor: #""statusbar""#),
  BadCapture(
    name: "a misspelt controller key", replace: #""prefersStatusBarHidden": false,"#, with: #""prefersStatusBarHiden": false,"#,
    message: #"unknown key "prefersStatusBarHiden"; did you mean "prefersStatusBarHidden"?"#,
    path: "$.windows[0].rootViewController.prefersStatusBarHiden", anchor: #""prefersStatusBarHiden""#),
  BadCapture(
    name: "a wrong type", replace: #""prefersStatusBarHidden": false,"#, with: #""prefersStatusBarHidden": "no","#,
    message: #"expected true or false for "prefersStatusBarHidden", found a string"#,
    path: "$.windows[0].rootViewController.prefersStatusBarHidden", anchor: #""no""#),
  BadCapture(
    name: "no statusBar", replace: #",\#n  "statusBar": { "style": "darkContent", "hidden": false }"#, with: "",
    message: #"missing required key "statusBar" in a capture"#, path: "$", anchor: "{"),
  BadCapture(
    name: "an unknown style", replace: #""style": "darkContent""#, with: #""style": "darkContnet""#,
    message: #"unknown value "darkContnet" for "style"; did you mean "darkContent"?"#, path: "$.statusBar.style", anchor: #""darkContnet""#),
  BadCapture(
    name: "another format", replace: #""barcheck-capture""#, with: #""barcheck-case""#,
    message: #""barcheck-case" is not a barcheck capture"#, path: "$.format", anchor: #""barcheck-case""#),
  BadCapture(
    name: "a newer version", replace: #""version": 1"#, with: #""version": 2"#, message: "capture format version 2 is not supported",
    path: "$.version", anchor: "2,"),
  BadCapture(
    name: "an OS that is not a version", replace: #""os": "17.4""#, with: #""os": "seventeen""#,
    message: #"invalid OS version "seventeen""#, path: "$.os", anchor: #""seventeen""#),
  BadCapture(
    name: "a timestamp without a date", replace: #""2026-11-03T10:15:00Z""#, with: #""yesterday""#,
    message: #"invalid timestamp "yesterday""#, path: "$.capturedAt", anchor: #""yesterday""#),
  BadCapture(
    name: "a colour that is not #RRGGBB", replace: ##""#FFFFFF""##, with: #""white""#, message: #"invalid colour "white" for "backgroundColor""#,
    path: "$.windows[0].backgroundColor", anchor: #""white""#),
  BadCapture(
    name: "a child reference that is not an index path", replace: #""childForStatusBarStyle": null"#,
    with: #""childForStatusBarStyle": "first""#,
    message: #"expected a child's index path, null, "presented" or "elsewhere" for "childForStatusBarStyle", found a string"#,
    path: "$.windows[0].rootViewController.childForStatusBarStyle", anchor: #""first""#),
  BadCapture(
    name: "a controller without its class chain", replace: #""superclasses": ["UIViewController"],"#, with: "",
    message: #"missing required key "superclasses" in a view controller"#, path: "$.windows[0].rootViewController",
    anchor: #"{ "className": "MyApp"#),
  BadCapture(
    name: "a hostile key: control bytes written out", replace: #""os": "17.4","#, with: #""os": "17.4", "\u001b[31mred": 1,"#,
    message: #"unknown key "\e[31mred" in a capture"#, path: #"$["\u001b[31mred"]"#, anchor: #""\u001b"#),
]

@Suite("capture files: the format barcheck import reads")
struct CaptureFileTests {
  @Test("every capture fixture loads without a diagnostic", arguments: captureFixtures)
  func fixtureLoads(_ path: String) throws {
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path))
    let loaded = CaptureFile.load(SourceFile(path: path, bytes: Array(bytes)))
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let capture = try #require(loaded.capture)
    #expect(capture.file == path)
    #expect(!capture.windows.isEmpty)
  }

  @Test("the five fixture flows are there", arguments: ["tab-navigation", "swiftui", "hud-window", "sheet-card", "application-mode"])
  func flows(_ flow: String) {
    #expect(captureFixtures.filter { $0.hasPrefix("Tests/Fixtures/captures/\(flow)/") }.count >= 2)
  }

  @Test("a small capture reads into its values")
  func values() throws {
    let loaded = CaptureFile.load(SourceFile(path: "capture.json", text: validCapture))
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let capture = try #require(loaded.capture)
    #expect(capture.device == CapturedDevice(model: "iPhone15,2", idiom: .phone, homeButton: false))
    #expect(capture.majorVersion == 17)
    #expect(capture.infoPlist.viewControllerBasedStatusBarAppearance == nil)
    #expect(capture.infoPlist.statusBarStyle == "UIStatusBarStyleDarkContent")
    #expect(capture.statusBar == CapturedStatusBar(style: .darkContent, hidden: false))
    let root = try #require(capture.windows.first?.rootViewController)
    #expect(root.className == "MyApp.HomeViewController")
    #expect(root.overridesPreferredStatusBarStyle && !root.overridesPrefersStatusBarHidden)
    #expect(root.childForStatusBarStyle == CapturedChild.none)
    #expect(root.childForStatusBarHidden == nil)
    #expect(root.location.path.description == "$.windows[0].rootViewController")
    #expect(capture.windows.first?.backgroundColor == RGB.white)
  }

  @Test("a bad capture is an error with its message, JSON path and position", arguments: badCaptures)
  func rejects(_ bad: BadCapture) throws {
    #expect(bad.json != validCapture, "the replacement did not apply")
    let loaded = CaptureFile.load(SourceFile(path: "capture.json", text: bad.json))
    #expect(loaded.capture == nil)
    let diagnostic = try #require(loaded.diagnostics.first { $0.severity == .error }, "no error")
    #expect(diagnostic.message == bad.message)
    #expect(diagnostic.path?.description == bad.path)
    let anchor = try #require(bad.json.range(of: bad.anchor))
    let offset = bad.json.utf8.distance(from: bad.json.utf8.startIndex, to: anchor.lowerBound)
    #expect(diagnostic.position == SourceFile(path: "capture.json", text: bad.json).position(of: offset))
    #expect(diagnostic.description.hasPrefix("capture.json:\(diagnostic.position?.description ?? ""): error: "))
    #expect(!diagnostic.description.contains("\u{1B}"))
  }

  @Test("a scenario given as a capture says so")
  func scenarioIsNotACapture() throws {
    let scenario = #"{ "windows": [{ "id": "main" }], "steps": [{ "event": "launch" }] }"#
    let loaded = CaptureFile.load(SourceFile(path: "flow.json", text: scenario))
    #expect(loaded.diagnostics.first?.message == "this is a scenario, not a capture")
  }
}
