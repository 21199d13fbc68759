import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// One kind of bad input, the message it must produce, and where.
struct BadInput: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  /// A fragment of the expected message.
  var message: String
  /// The expected JSON path, exactly.
  var path: String?
  /// Text whose first occurrence (after `after`, if given) is where the diagnostic must point.
  var anchor: String
  var after: String? = nil
  /// How many cases of the file still load (the first of two duplicates does).
  var loads = 0

  var testDescription: String { name }

  func expectedPosition() -> SourcePosition? {
    var searchStart = json.startIndex
    if let after, let range = json.range(of: after) { searchStart = range.upperBound }
    guard let range = json.range(of: anchor, range: searchStart..<json.endIndex) else { return nil }
    let offset = json.utf8.distance(from: json.utf8.startIndex, to: range.lowerBound)
    return SourceFile(path: "x", text: json).position(of: offset)
  }
}

private let window = #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "list" }] } }]"#
private let launch = #"{ "event": "launch" }"#
/// A tab bar controller of two tabs, the first selected.
private let tabs = #"[{ "id": "main", "root": { "id": "tabs", "kind": "tabBar", "viewControllers": [{ "id": "a" }, { "id": "b" }] } }]"#

let badInputs: [BadInput] = [
  BadInput(
    name: "malformed JSON", json: "{\n  \"id\": \"a.b\",\n  \"title\": \"x\"\n  \"rules\": []\n}",
    message: "malformed JSON: unexpected character '\"'; expected ',' or '}'", path: nil, anchor: "\"rules\""),
  BadInput(
    name: "unknown key with a did-you-mean",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "prefferedStatusBarStyle": "lightContent" } }]"#, steps: "[\(launch)]"),
    message: "unknown key \"prefferedStatusBarStyle\"; did you mean \"preferredStatusBarStyle\"?",
    path: "$.windows[0].root.prefferedStatusBarStyle", anchor: "\"prefferedStatusBarStyle\""),
  BadInput(
    name: "unknown enum value with a did-you-mean",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightcontent" } }]"#, steps: "[\(launch)]"),
    message: "unknown value \"lightcontent\" for \"preferredStatusBarStyle\"; did you mean \"lightContent\"?",
    path: "$.windows[0].root.preferredStatusBarStyle", anchor: "\"lightcontent\""),
  BadInput(
    name: "wrong type", json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "hidden": "yes" } }]"#),
    message: "expected true or false for \"hidden\", found a string", path: "$.steps[0].expect.hidden", anchor: "\"yes\""),
  BadInput(
    name: "duplicate case id in one file",
    json: "[" + Fixtures.caseJSON(id: "dup.case", windows: window, steps: "[\(launch)]") + ",\n"
      + Fixtures.caseJSON(id: "dup.case", windows: window, steps: "[\(launch)]") + "]",
    message: "duplicate case id \"dup.case\"", path: "$[1].id", anchor: "\"dup.case\"", after: "\"dup.case\"", loads: 1),
  BadInput(
    name: "duplicate controller id",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "nav" }] } }]"#, steps: "[\(launch)]"),
    message: "duplicate controller id \"nav\"", path: "$.windows[0].root.viewControllers[0].id", anchor: "\"nav\"",
    after: "\"viewControllers\": [{ \"id\": "),
  BadInput(
    name: "a controller that is not on screen at that step",
    json: Fixtures.caseJSON(
      windows: window, steps: #"[\#(launch), { "event": "push", "navigationController": "navv", "viewController": { "id": "detail" } }]"#),
    message: "step 2 (push): no controller \"navv\" is on screen at this step; did you mean \"nav\"?", path: "$.steps[1].navigationController",
    anchor: "\"navv\""),
  BadInput(
    name: "pop on a one-element stack",
    json: Fixtures.caseJSON(windows: window, steps: #"[\#(launch), { "event": "pop", "navigationController": "nav" }]"#),
    message: "step 2 (pop): cannot pop: navigation controller \"nav\" holds only its root view controller", path: "$.steps[1].navigationController",
    anchor: "\"nav\"", after: "\"pop\""),
  BadInput(
    name: "dismiss with nothing presented",
    json: Fixtures.caseJSON(windows: window, steps: #"[\#(launch), { "event": "dismiss", "viewController": "list" }]"#),
    message: "step 2 (dismiss): nothing to dismiss: \"list\" presents nothing and was not presented", path: "$.steps[1].viewController",
    anchor: "\"list\"", after: "\"dismiss\""),
  BadInput(
    name: "duplicate key",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "hidden": true, "hidden": false } }]"#),
    message: "duplicate key \"hidden\"", path: "$.steps[0].expect.hidden", anchor: "\"hidden\"", after: "\"hidden\": true"),
  BadInput(
    name: "missing required key", json: #"{ "id": "a.b", "title": "t", "rules": ["S1"], "level": "must", "steps": [] }"#,
    message: "missing required key \"windows\" in a case", path: "$", anchor: "{"),
  BadInput(
    name: "expecting default instead of a content colour",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "style": "default" } }]"#),
    message: "an expectation's style is what the bar draws", path: "$.steps[0].expect.style", anchor: "\"default\""),
  BadInput(
    name: "a key that belongs to another kind",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "tabs", "kind": "tabBar", "navigationBarHidden": true, "viewControllers": [{ "id": "a" }] } }]"#,
      steps: "[\(launch)]"),
    message: "key \"navigationBarHidden\" does not apply to a tabBar controller", path: "$.windows[0].root.navigationBarHidden",
    anchor: "\"navigationBarHidden\""),
  BadInput(
    name: "first step is not launch",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "setAppearance", "appearance": "dark" }]"#),
    message: "step 1 (setAppearance): the first step must be \"launch\"", path: "$.steps[0].event", anchor: "\"setAppearance\""),
  BadInput(
    name: "invalid case id", json: Fixtures.caseJSON(id: "NoFamily", windows: window, steps: "[\(launch)]"),
    message: "invalid case id \"NoFamily\"", path: "$.id", anchor: "\"NoFamily\""),
  BadInput(
    name: "unknown rule", json: Fixtures.caseJSON(windows: window, steps: "[\(launch)]").replacingOccurrences(of: "\"S12\"", with: "\"S99\""),
    message: "unknown rule \"S99\"", path: "$.rules[0]", anchor: "[\"S99\"]"),
  BadInput(
    name: "expected owner that is not on screen",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "styleOwner": "lst" } }]"#),
    message: "step 1: expected styleOwner \"lst\" is not a controller on screen at this step; did you mean \"list\"?",
    path: "$.steps[0].expect.styleOwner", anchor: "\"lst\""),
  BadInput(
    name: "darkContent before iOS 13",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent" } }]"#, steps: "[\(launch)]",
      platform: #"{ "os": "12.0" }"#),
    message: "\"root\" prefers darkContent, which does not exist before iOS 13 (S4)", path: "$.windows[0].root.preferredStatusBarStyle",
    anchor: "\"darkContent\""),
  BadInput(
    name: "darkContent set by a step before iOS 13",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
      steps: #"[\#(launch), { "event": "set", "viewController": "root", "properties": { "preferredStatusBarStyle": "darkContent" } }]"#,
      platform: #"{ "os": "12.0" }"#),
    message: "step 2 (set): darkContent does not exist before iOS 13 (S4)", path: "$.steps[1].properties.preferredStatusBarStyle",
    anchor: "\"darkContent\""),
  BadInput(
    name: "a window's overrideUserInterfaceStyle before iOS 13",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "overrideUserInterfaceStyle": "dark", "root": { "id": "root" } }]"#, steps: "[\(launch)]",
      platform: #"{ "os": "12.0" }"#),
    message: "window \"main\" sets overrideUserInterfaceStyle, which does not exist before iOS 13",
    path: "$.windows[0].overrideUserInterfaceStyle", anchor: "\"dark\""),
  BadInput(
    name: "a hosting controller before iOS 13",
    json: Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "kind": "hosting" } }]"#, steps: "[\(launch)]", platform: #"{ "os": "12.0" }"#),
    message: "\"root\" is a SwiftUI hosting controller, which does not exist before iOS 13", path: "$.windows[0].root.kind",
    anchor: "\"hosting\""),
  BadInput(
    name: "Liquid Glass before iOS 26",
    json: Fixtures.caseJSON(windows: window, steps: "[\(launch)]", platform: #"{ "os": "17.0", "liquidGlass": true }"#),
    message: "Liquid Glass needs iOS 26 or later", path: "$.platform.liquidGlass", anchor: "true"),
  BadInput(
    name: "an event key the event does not take",
    json: Fixtures.caseJSON(windows: window, steps: #"[\#(launch), { "event": "pop", "navigationController": "nav", "hidden": true }]"#),
    message: "key \"hidden\" does not apply to a \"pop\" step", path: "$.steps[1].hidden", anchor: "\"hidden\""),
  // Numbers are quoted as the file writes them: read through Double, the first was quoted as 9007199254740992, the
  // second as 1.2345678901234567e+19.
  BadInput(
    name: "an integer past 2^53, quoted as written",
    json: Fixtures.caseJSON(
      windows: tabs.replacingOccurrences(of: #""kind": "tabBar""#, with: #""kind": "tabBar", "selectedIndex": 9007199254740993"#),
      steps: "[\(launch)]"),
    message: "integer 9007199254740993 is out of range for \"selectedIndex\" (-999999999 to 999999999)",
    path: "$.windows[0].root.selectedIndex", anchor: "9007199254740993"),
  BadInput(
    name: "a step's integer past 2^64, quoted as written",
    json: Fixtures.caseJSON(
      windows: tabs, steps: #"[\#(launch), { "event": "selectTab", "tabBarController": "tabs", "index": 12345678901234567890 }]"#),
    message: "integer 12345678901234567890 is out of range for \"index\"", path: "$.steps[1].index", anchor: "12345678901234567890"),
  BadInput(
    name: "an integer that is not one, quoted as written",
    json: Fixtures.caseJSON(windows: tabs, steps: #"[\#(launch), { "event": "selectTab", "tabBarController": "tabs", "index": 1.50 }]"#),
    message: "expected an integer for \"index\", found 1.50", path: "$.steps[1].index", anchor: "1.50"),
  // A contrast too small for a Double reads as 0, which is outside the documented 1 to 21 as 1e-400 is: refused, and
  // quoted as written (it was quoted as 0).
  BadInput(
    name: "a minimumContrast that underflows",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "minimumContrast": 1e-400 } }]"#),
    message: "minimumContrast 1e-400 is outside 1...21", path: "$.steps[0].expect.minimumContrast", anchor: "1e-400"),
  BadInput(
    name: "a minimumContrast past 2^53",
    json: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "minimumContrast": 9007199254740993 } }]"#),
    message: "minimumContrast 9007199254740993 is outside 1...21", path: "$.steps[0].expect.minimumContrast", anchor: "9007199254740993"),
  // A selectedIndex out of range was reported at $.windows, or at the step, wherever the tab bar controller was.
  BadInput(
    name: "a selectedIndex past the tabs",
    json: Fixtures.caseJSON(
      windows: tabs.replacingOccurrences(of: #""kind": "tabBar""#, with: #""kind": "tabBar", "selectedIndex": 2"#), steps: "[\(launch)]"),
    message: "tab bar controller \"tabs\" selects tab 2 but has 2", path: "$.windows[0].root.selectedIndex", anchor: "2",
    after: "\"selectedIndex\": "),
  BadInput(
    name: "a selectedIndex past the tabs of a presented tab bar controller",
    json: Fixtures.caseJSON(
      windows: window,
      steps: #"""
        [\#(launch), { "event": "present", "presenter": "list",
          "viewController": { "id": "more", "kind": "tabBar", "selectedIndex": -1, "viewControllers": [{ "id": "c" }] } }]
        """#),
    message: "step 2 (present): tab bar controller \"more\" selects tab -1 but has 1", path: "$.steps[1].viewController.selectedIndex",
    anchor: "-1"),
  BadInput(
    name: "an invalid colour",
    json: Fixtures.caseJSON(windows: #"[{ "id": "main", "root": { "id": "root", "background": "systemBlu" } }]"#, steps: "[\(launch)]"),
    message: "invalid colour \"systemBlu\" for \"background\"; did you mean \"systemBlue\"?", path: "$.windows[0].root.background",
    anchor: "\"systemBlu\""),
]

@Suite("The case loader's diagnostics")
struct CaseLoaderDiagnosticsTests {
  @Test("bad input is rejected with its message, JSON path and line:column", arguments: badInputs)
  func rejects(_ input: BadInput) throws {
    let result = CaseLoader.load(text: input.json, path: "cases/bad.json")
    #expect(result.cases.count == input.loads, "a case with an error must not load")
    let diagnostic = try #require(
      result.diagnostics.first { $0.severity == .error && $0.message.contains(input.message) }, "got: \(result.diagnostics)")
    #expect(diagnostic.file == "cases/bad.json")
    #expect(diagnostic.path?.description == input.path)
    let position = try #require(input.expectedPosition(), "the anchor must occur in the JSON")
    #expect(diagnostic.position == position)
    #expect(diagnostic.description.hasPrefix("cases/bad.json:\(position.line):\(position.column): error: "))
  }

  /// OS versions, good and bad, including what `Int` reads in a part that a plain digit scan does not.
  static let osVersions = [
    "17.0", "7", "7.1.2", "99.9", "26.0", "6.0", "100.0", "17.", ".17", "17..0", "17.0.0.0", "+17.0", "17.+0", "17.-0", "-17.0",
    "017.0", "17.0a", "", ".", "17 .0", "١٧.0", "17.000000000000000000001", "00000000017.0",
  ]

  @Test("an OS version is a major version of 7 to 99 and at most two more integers, as Int reads each", arguments: osVersions)
  func osVersion(_ os: String) {
    let result = CaseLoader.load(text: Fixtures.caseJSON(windows: window, steps: "[\(launch)]", platform: "{ \"os\": \"\(os)\" }"))
    // What the loader always read: the parts between dots, each an `Int`.
    let parts = os.split(separator: ".", omittingEmptySubsequences: false)
    let major = parts.first.flatMap { Int($0) }
    let valid = major != nil && parts.count <= 3 && parts.allSatisfy { Int($0) != nil } && (7...99).contains(major ?? 0)
    #expect(result.diagnostics.contains { $0.message.hasPrefix("invalid OS version") } == !valid)
    if valid { #expect(result.cases.first?.platform.majorVersion == major) }
  }

  @Test("a case file with old Mac or Windows line endings is diagnosed at the line and column an editor shows", arguments: ["\r", "\r\n"])
  func carriageReturnCase(_ newline: String) throws {
    let json = Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "prefersStatusBarHidden": "yes" } }]"#, steps: #"[{ "event": "launch" }]"#)
    let lf = try #require(CaseLoader.load(text: json, path: "a.json").diagnostics.first?.position)
    let cr = try #require(CaseLoader.load(text: json.replacingOccurrences(of: "\n", with: newline), path: "a.json").diagnostics.first?.position)
    #expect(lf.line > 1)
    #expect(cr == lf)
  }

  @Test("a good case loads with no diagnostics")
  func goodCaseLoads() throws {
    let json = Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch", "expect": { "style": "darkContent", "styleOwner": "nav" } }]"#)
    let result = CaseLoader.load(text: json)
    #expect(result.diagnostics.isEmpty)
    let loaded = try #require(result.cases.first)
    #expect(loaded.windows[0].root?.children.map(\.id) == ["list"])
    #expect(loaded.steps[0].expect?.style == .darkContent)
  }

  @Test("an expected owner removed at an earlier step loads: the bar may keep a dismissed controller's result (S9, S10)")
  func removedOwnerLoads() throws {
    // Before iOS 13, dismissing a popover adapted since its presentation does not re-resolve the bar.
    let steps = """
      [\(launch),
       { "event": "present", "presenter": "list", "animated": false,
         "viewController": { "id": "pop", "modalPresentationStyle": "popover", "modalPresentationCapturesStatusBarAppearance": true } },
       { "event": "setHorizontalSizeClass", "sizeClass": "compact" },
       { "event": "dismiss", "viewController": "pop", "animated": false, "expect": { "styleOwner": "pop" } }]
      """
    let result = CaseLoader.load(text: Fixtures.caseJSON(windows: window, steps: steps, platform: #"{ "os": "12.4", "idiom": "pad" }"#))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(result.cases.count == 1)
  }

  @Test("one bad case in an array file leaves the good ones loaded")
  func partialFile() {
    let good = Fixtures.caseJSON(id: "good.case", windows: window, steps: "[\(launch)]")
    let bad = Fixtures.caseJSON(id: "bad.case", windows: window, steps: #"[{ "event": "lunch" }]"#)
    let result = CaseLoader.load(text: "[\(good), \(bad)]")
    #expect(result.cases.map(\.id) == ["good.case"])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message == "unknown value \"lunch\" for \"event\"; did you mean \"launch\"?")
  }

  @Test("a property change of only a misspelled key is that key's error alone, not also an empty change")
  func misspelledChange() {
    let json = Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
      steps: #"[{ "event": "launch" }, { "event": "set", "viewController": "root", "properties": { "preferedStatusBarStyle": "lightContent" } }]"#)
    let messages = CaseLoader.load(text: json).diagnostics.map(\.message)
    #expect(messages == ["unknown key \"preferedStatusBarStyle\"; did you mean \"preferredStatusBarStyle\"?"])
  }

  @Test("every problem in a file is reported, not just the first")
  func collectsAll() {
    let json = Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "prefersStatusBarHiden": true, "preferredStatusBarStyle": 3 } }]"#,
      steps: #"[{ "event": "launch", "expect": { "stlye": "lightContent" } }]"#)
    let messages = CaseLoader.load(text: json).diagnostics.map(\.message)
    #expect(messages.count == 3)
    #expect(messages.contains("unknown key \"prefersStatusBarHiden\"; did you mean \"prefersStatusBarHidden\"?"))
    #expect(messages.contains { $0.hasPrefix("expected a string for \"preferredStatusBarStyle\"") })
    #expect(messages.contains("unknown key \"stlye\"; did you mean \"style\"?"))
  }

  @Test(
    "case ids are family.slug: lowercase letters, digits and hyphens in two or more dot-joined parts",
    arguments: [
      ("push.basic", true), ("a.b.c", true), ("push-1.case-2-x", true), ("0.9", true),
      ("push", false), ("", false), (".push", false), ("push.", false), ("push..basic", false), ("-push.basic", false),
      ("push-.basic", false), ("push.-basic", false), ("push.basic-", false), ("Push.basic", false), ("push.ba sic", false),
      ("push.bäsic", false), ("push_x.basic", false),
    ])
  func caseIDs(_ id: String, _ valid: Bool) {
    let json = Fixtures.caseJSON(id: id, windows: window, steps: "[\(launch)]")
    let invalid = CaseLoader.load(text: json).diagnostics.contains { $0.message.hasPrefix("invalid case id") }
    #expect(invalid == !valid)
  }
}
