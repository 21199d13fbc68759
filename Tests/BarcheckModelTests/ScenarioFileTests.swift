import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Testing

private let windows = #""windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "darkContent" } }]"#

/// One bad scenario, the message it must produce, and its JSON path.
struct BadScenario: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  var message: String
  var path: String?
  var testDescription: String { name }
}

private let badScenarios: [BadScenario] = [
  BadScenario(
    name: "want with style default", json: #"{ \#(windows), "steps": [{ "event": "launch", "want": { "style": "default" } }] }"#,
    message: "a want's style is what the bar should draw: lightContent or darkContent", path: "$.steps[0].want.style"),
  BadScenario(
    name: "want with an expectation's key", json: #"{ \#(windows), "steps": [{ "event": "launch", "want": { "styleOwner": "home" } }] }"#,
    message: "key \"styleOwner\" does not apply to a want", path: "$.steps[0].want.styleOwner"),
  BadScenario(
    name: "empty want", json: #"{ \#(windows), "steps": [{ "event": "launch", "want": {} }] }"#, message: "the want is empty",
    path: "$.steps[0].want"),
  BadScenario(
    name: "update on an event that is not a set", json: #"{ \#(windows), "steps": [{ "event": "launch", "update": true }] }"#,
    message: "unknown key \"update\"", path: "$.steps[0].update"),
  BadScenario(
    name: "acknowledgement of an unknown rule",
    json: #"{ \#(windows), "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S221", "reason": "x" }] }] }"#,
    message: "unknown rule \"S221\"; did you mean \"S21\"?", path: "$.steps[0].acknowledge[0].rule"),
  BadScenario(
    name: "acknowledgement of an unknown clause",
    json: #"{ \#(windows), "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S23.320", "reason": "x" }] }] }"#,
    message: "unknown clause \"S23.320\"", path: "$.steps[0].acknowledge[0].rule"),
  BadScenario(
    name: "acknowledgement of a lowering statement, which decides no finding",
    json: #"{ \#(windows), "steps": [{ "event": "launch", "acknowledge": [{ "rule": "L8.1", "reason": "x" }] }] }"#,
    message: "unknown clause \"L8.1\"", path: "$.steps[0].acknowledge[0].rule"),
  BadScenario(
    name: "acknowledgement without a reason", json: #"{ \#(windows), "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S2" }] }] }"#,
    message: "missing required key \"reason\" in an acknowledgement", path: "$.steps[0].acknowledge[0]"),
  BadScenario(
    name: "acknowledgement with an empty reason",
    json: #"{ \#(windows), "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S2", "reason": "" }] }] }"#,
    message: "the reason is empty", path: "$.steps[0].acknowledge[0].reason"),
  BadScenario(name: "an empty array", json: "[]", message: "the file holds no scenario", path: "$"),
  BadScenario(
    name: "a controller id longer than a resolver may answer with",
    json: #"{ "windows": [{ "id": "main", "root": { "id": "\#(String(repeating: "a", count: 257))" } }], "steps": [{ "event": "launch" }] }"#,
    message: "a plain view controller's id is 257 characters long, over the 256 a resolver may answer with", path: "$.windows[0].root.id"),
  BadScenario(
    name: "a controller id with a newline (it would forge lines in lint's output)",
    json: #"{ "windows": [{ "id": "main", "root": { "id": "a\n    proven: fake" } }], "steps": [{ "event": "launch" }] }"#,
    message: "a plain view controller's id contains a control character (U+000A)", path: "$.windows[0].root.id"),
  BadScenario(
    name: "a controller id with a C1 control (U+009B, the 8-bit CSI that starts an escape sequence)",
    json: #"{ "windows": [{ "id": "main", "root": { "id": "root\u009b31m" } }], "steps": [{ "event": "launch" }] }"#,
    message: "a plain view controller's id contains a control character (U+009B)", path: "$.windows[0].root.id"),
  BadScenario(
    name: "a controller id with a right-to-left override",
    json: #"{ "windows": [{ "id": "main", "root": { "id": "home\u202Eevil" } }], "steps": [{ "event": "launch" }] }"#,
    message: "a plain view controller's id contains a control character (U+202E)", path: "$.windows[0].root.id"),
  BadScenario(
    name: "want in a suite case",
    json:
      #"{ "id": "a.b", "title": "t", "rules": ["S4"], "level": "must", \#(windows), "steps": [{ "event": "launch", "want": { "hidden": true } }] }"#,
    message: "\"want\" belongs to app scenarios, not suite cases", path: "$.steps[0].want"),
]

@Suite("scenario files: want, update, acknowledge, several scenarios")
struct ScenarioFileTests {
  @Test("bad scenario input is rejected with its message and JSON path", arguments: badScenarios)
  func rejects(_ input: BadScenario) throws {
    let result = ScenarioFile.load(SourceFile(path: "app.json", text: input.json))
    let diagnostic = try #require(
      result.diagnostics.first { $0.severity == .error && $0.message.contains(input.message) }, "got: \(result.diagnostics)")
    #expect(diagnostic.path?.description == input.path)
    #expect(diagnostic.description.hasPrefix("app.json:"))
  }

  @Test("want, update and acknowledge load into the step")
  func loads() throws {
    let json = #"""
      { \#(windows), "steps": [
        { "event": "launch", "want": { "style": "lightContent", "hidden": false } },
        { "event": "set", "viewController": "home", "properties": { "preferredStatusBarStyle": "lightContent" }, "update": true,
          "acknowledge": [{ "rule": "S23", "reason": "the header is drawn later" }] }
      ] }
      """#
    let result = ScenarioFile.load(SourceFile(path: "app.json", text: json))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let scenario = try #require(result.cases.first)
    #expect(scenario.steps[0].want == StepIntent(style: .lightContent, hidden: false))
    #expect(scenario.steps[1].updatesInSameTurn)
    #expect(scenario.steps[1].acknowledgements.map(\.rule) == [.s23])
    // The scenario's text round-trips: what --fix-preview prints loads back to an equal scenario.
    let written = JSONWriter.string(scenario.scenarioJSON, layout: .pretty)
    let reread = try #require(ScenarioFile.load(SourceFile(path: "app.json", text: written)).cases.first)
    #expect(reread.steps.map(\.want) == scenario.steps.map(\.want))
    #expect(reread.steps.map(\.updatesInSameTurn) == scenario.steps.map(\.updatesInSameTurn))
    #expect(reread.steps.map(\.acknowledgements.count) == [0, 1])
  }

  @Test("two scenarios in one file load, each named by its place")
  func twoScenarios() throws {
    let one = #"{ \#(windows), "steps": [{ "event": "launch" }] }"#
    let result = ScenarioFile.load(SourceFile(path: "flows/app.json", text: "[\(one), \(one)]"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.cases.map(\.id) == ["scenario.app.1", "scenario.app.2"])
  }
}
