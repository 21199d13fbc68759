import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Testing

private let windows = #""windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "darkContent" } }]"#
private let suiteHeader = #""id": "a.b", "title": "t", "rules": ["S4"], "level": "must""#

@Suite("scenario keys from captures: a step's device record, the scenario's capture origin")
struct DeviceRecordTests {
  @Test(
    "bad device records and capture origins are rejected with their message and path",
    arguments: [
      BadScenario(
        name: "device in a suite case",
        json: #"{ \#(suiteHeader), \#(windows), "steps": [{ "event": "launch", "device": { "style": "darkContent" } }] }"#,
        message: "\"device\" belongs to app scenarios, not suite cases", path: "$.steps[0].device"),
      BadScenario(
        name: "device with style default", json: #"{ \#(windows), "steps": [{ "event": "launch", "device": { "style": "default" } }] }"#,
        message: "a device record's style is what the bar drew: lightContent or darkContent", path: "$.steps[0].device.style"),
      BadScenario(
        name: "an empty device record", json: #"{ \#(windows), "steps": [{ "event": "launch", "device": {} }] }"#,
        message: "the device record is empty", path: "$.steps[0].device"),
      BadScenario(
        name: "an expectation's key in a device record",
        json: #"{ \#(windows), "steps": [{ "event": "launch", "device": { "styleOwner": "home" } }] }"#,
        message: "key \"styleOwner\" does not apply to a device record", path: "$.steps[0].device.styleOwner"),
      BadScenario(
        name: "a misspelt device key", json: #"{ \#(windows), "steps": [{ "event": "launch", "device": { "hiden": true } }] }"#,
        message: "unknown key \"hiden\"; did you mean \"hidden\"?", path: "$.steps[0].device.hiden"),
      BadScenario(
        name: "capturedFrom in a suite case",
        json:
          #"{ \#(suiteHeader), "capturedFrom": { "device": "d", "os": "17.4", "capturedAt": "2026-01-01" }, \#(windows), "steps": [{ "event": "launch" }] }"#,
        message: "\"capturedFrom\" belongs to app scenarios, not suite cases", path: "$.capturedFrom"),
      BadScenario(
        name: "capturedFrom without its date",
        json: #"{ "capturedFrom": { "device": "d", "os": "17.4" }, \#(windows), "steps": [{ "event": "launch" }] }"#,
        message: "missing required key \"capturedAt\" in a capture origin", path: "$.capturedFrom"),
    ])
  func rejects(_ input: BadScenario) throws {
    let result = ScenarioFile.load(SourceFile(path: "app.json", text: input.json))
    let diagnostic = try #require(
      result.diagnostics.first { $0.severity == .error && $0.message.contains(input.message) }, "got: \(result.diagnostics)")
    #expect(diagnostic.path?.description == input.path)
    #expect(diagnostic.description.hasPrefix("app.json:"))
  }

  @Test("a device record and a capture origin load, and the scenario's text round-trips them")
  func roundTrip() throws {
    let json = #"""
      { "title": "imported", "capturedFrom": { "device": "iPhone15,2", "os": "17.4", "capturedAt": "2026-11-03T10:15:00Z",
          "captures": ["a.json", "b.json"] },
        \#(windows), "steps": [
        { "event": "launch", "device": { "style": "darkContent", "hidden": false } },
        { "event": "set", "viewController": "home", "properties": { "preferredStatusBarStyle": "lightContent" }, "update": true,
          "device": { "style": "lightContent" } }
      ] }
      """#
    let result = ScenarioFile.load(SourceFile(path: "app.json", text: json))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let scenario = try #require(result.cases.first)
    #expect(scenario.steps.map(\.device) == [DeviceRecord(style: .darkContent, hidden: false), DeviceRecord(style: .lightContent)])
    let origin = try #require(scenario.capturedFrom)
    #expect(origin == CaptureOrigin(device: "iPhone15,2", os: "17.4", capturedAt: "2026-11-03T10:15:00Z", captures: ["a.json", "b.json"]))
    #expect(origin.date == "2026-11-03")
    let written = JSONWriter.string(scenario.scenarioJSON, layout: .pretty)
    let reread = try #require(ScenarioFile.load(SourceFile(path: "app.json", text: written)).cases.first)
    #expect(reread.steps.map(\.device) == scenario.steps.map(\.device))
    #expect(reread.capturedFrom == scenario.capturedFrom)
    // A suite case's own JSON never carries them: the loader would reject it.
    #expect(!JSONWriter.string(scenario.json()).contains("capturedFrom"))
  }
}
