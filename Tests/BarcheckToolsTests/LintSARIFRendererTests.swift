import BarcheckJSON
import BarcheckModel
import BarcheckReports
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

@Suite("lint --format sarif")
struct LintSARIFRendererTests {
  /// The scenario of `LintTests`' "scenario lint names the step…": S19 at step 2, S23 at step 3, S3 at step 4; here
  /// the S3 finding is acknowledged with a hostile reason, the first step acknowledges an S12 finding it does not
  /// have, and the title is hostile too.
  static let scenario = ##"""
    { "title": "evil \"title\"\n\u001B[31mred\u001B[0m \u202Eflip",
      "infoPlist": { "UIStatusBarStyle": "UIStatusBarStyleDarkContent" },
      "windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "darkContent", "background": "#FFFFFF" } },
                  { "id": "hud", "level": "alert", "visible": false, "root": { "id": "hudRoot", "preferredStatusBarStyle": "darkContent", "overlay": "#1C1C1E" } }],
      "steps": [
        { "event": "launch", "acknowledge": [{ "rule": "S12", "reason": "no navigation here" }] },
        { "event": "set", "viewController": "home", "properties": { "preferredStatusBarStyle": "lightContent" } },
        { "event": "showWindow", "window": "hud" },
        { "event": "setApplicationStatusBarHidden", "hidden": true, "animation": "fade",
          "acknowledge": [{ "rule": "S3", "reason": "legacy \"SDK\" calls it\n\u001B[2J\u0007 </script> \\ \u0000 end" }] }
      ] }
    """##

  static func linted(_ text: String, path: String = "Scenarios/app.json", edit: (inout ConformanceCase) -> Void = { _ in }) throws -> LintedFile {
    let source = SourceFile(path: path, text: text)
    let loaded = ScenarioFile.load(source)
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenarios = loaded.cases.enumerated().map { index, scenario in
      var scenario = scenario
      edit(&scenario)
      return LintedFile.Linted(index: index, scenario: scenario, report: ScenarioLinter.lint(scenario))
    }
    return LintedFile(source: source, scenarios: scenarios)
  }

  static func results(_ log: JSONNode) throws -> [JSONNode] {
    try #require(log["runs"]?.elements?.first?["results"]?.elements)
  }

  static func number(_ node: JSONNode?) -> Int? {
    guard case .number(let value)? = node?.value else { return nil }
    return Int(value)
  }

  @Test("the log names SARIF 2.1.0, barcheck and its version, and a rule for every spec rule with its SPEC.md anchor")
  func driver() throws {
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)]))
    #expect(log["$schema"]?.stringValue == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"]?.stringValue == "2.1.0")
    let runs = try #require(log["runs"]?.elements)
    #expect(runs.count == 1)
    let driver = try #require(runs[0]["tool"]?["driver"])
    #expect(driver["name"]?.stringValue == "barcheck")
    #expect(driver["version"]?.stringValue == BarcheckVersion.current)
    #expect(driver["informationUri"]?.stringValue?.hasPrefix("https://") == true)
    let rules = try #require(driver["rules"]?.elements)
    #expect(rules.prefix(RuleID.allCases.count).map { $0["id"]?.stringValue } == RuleID.allCases.map(\.rawValue))
    #expect(rules.last?["id"]?.stringValue == LintSARIFRenderer.unplayableRuleID)
    let s12 = rules[11]
    #expect(s12["shortDescription"]?["text"]?.stringValue == RuleID.s12.spec.title)
    #expect(s12["helpUri"]?.stringValue?.hasSuffix("/Conformance/SPEC.md#s12") == true)
    #expect(s12["help"]?["text"]?.stringValue?.contains("Conformance/SPEC.md#s12") == true)
    #expect(s12["fullDescription"]?["text"]?.stringValue?.contains("must") == true)
  }

  @Test("each finding is a result with its rule, level and the position of its step; an acknowledged one is suppressed")
  func findings() throws {
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)]))
    let results = try Self.results(log)
    #expect(results.map { $0["ruleId"]?.stringValue } == ["S19", "S23", "S3", "S12"])
    #expect(results.map { Self.number($0["ruleIndex"]) } == [18, 22, 2, 11])
    #expect(results.map { $0["level"]?.stringValue } == ["warning", "warning", "note", "warning"])
    let regions = results.map { $0["locations"]?.elements?.first?["physicalLocation"]?["region"] }
    #expect(regions.map { Self.number($0?["startLine"]) } == [7, 8, 9, 6])
    #expect(regions.map { Self.number($0?["startColumn"]) } == [5, 5, 5, 42])
    let artifact = try #require(results[0]["locations"]?.elements?.first?["physicalLocation"]?["artifactLocation"])
    #expect(artifact["uri"]?.stringValue == "Scenarios/app.json")
    #expect(artifact["uriBaseId"]?.stringValue == "SRCROOT")
    #expect(Self.number(artifact["index"]) == 0)

    // The finding's decision in properties; its message names the step and the rule.
    let first = results[0]
    #expect(first["message"]?["text"]?.stringValue?.hasPrefix("step 2 (set): ") == true)
    #expect(first["properties"]?["aspect"]?.stringValue == "freshness")
    #expect(first["properties"]?["clauseLevel"]?.stringValue == "must")
    #expect(Self.number(first["properties"]?["step"]) == 2)
    #expect(first["properties"]?["wanted"]?.stringValue == "lightContent")
    #expect(first["suppressions"] == nil)
    // No fix is proven for the S19 finding, and the message says why.
    #expect(first["message"]?["text"]?.stringValue?.contains("no fix offered: ") == true)

    // The acknowledged S3 finding: a note, suppressed in source with the reason made visible.
    let suppressions = try #require(results[2]["suppressions"]?.elements)
    #expect(suppressions.count == 1)
    #expect(suppressions[0]["kind"]?.stringValue == "inSource")
    #expect(suppressions[0]["justification"]?.stringValue == "legacy \"SDK\" calls it\n\\e[2J\\x07 </script> \\ \\x00 end")
  }

  @Test("proven fixes are in the message and in properties.fixes, with their code")
  func fixesInProperties() throws {
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)]))
    let s23 = try Self.results(log)[1]
    let fixes = try #require(s23["properties"]?["fixes"]?.elements)
    #expect(!fixes.isEmpty)
    let summary = try #require(fixes[0]["summary"]?.stringValue)
    let proof = try #require(fixes[0]["proof"]?.stringValue)
    #expect(fixes[0]["uikit"]?.stringValue?.contains("preferredStatusBarStyle") == true)
    let text = try #require(s23["message"]?["text"]?.stringValue)
    #expect(text.contains("fix 1: \(summary)"))
    #expect(text.contains("proven: \(proof)"))
  }

  /// The text with a SARIF fix's replacements made, reading each region as an editor does: lines and columns from 1,
  /// columns in Unicode code points (the run's `columnKind`), the end exclusive.
  static func applying(_ fix: JSONNode, to text: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
    let replacements = try #require(fix["artifactChanges"]?.elements?.first?["replacements"]?.elements)
    func offset(_ line: Int, _ column: Int) -> Int { lines[..<(line - 1)].reduce(0) { $0 + $1.count + 1 } + column - 1 }
    var edits: [(Range<Int>, String)] = []
    for replacement in replacements {
      let region = try #require(replacement["deletedRegion"])
      let start = offset(try #require(number(region["startLine"])), try #require(number(region["startColumn"])))
      let end = offset(try #require(number(region["endLine"])), try #require(number(region["endColumn"])))
      edits.append((start..<end, try #require(replacement["insertedContent"]?["text"]?.stringValue)))
    }
    var scalars = Array(text.unicodeScalars)
    for (range, inserted) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      scalars.replaceSubrange(range, with: Array(inserted.unicodeScalars))
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  @Test("each proven fix is a SARIF fix: its replacements, made in the scenario file, give the fixed scenario and keep the rest as written")
  func sarifFixes() throws {
    let file = try Self.linted(Self.scenario)
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    let results = try Self.results(log)
    let s23 = results[1]
    let fixes = try #require(s23["fixes"]?.elements)
    let finding = try #require(file.scenarios[0].report.findings.first { $0.rule == .s23 })
    #expect(fixes.count == finding.fixes.count)
    for (sarif, fix) in zip(fixes, finding.fixes) {
      #expect(sarif["description"]?["text"]?.stringValue?.hasPrefix("fix 1: \(fix.summary)") == true)
      let change = try #require(sarif["artifactChanges"]?.elements?.first)
      #expect(change["artifactLocation"]?["uri"]?.stringValue == "Scenarios/app.json")
      #expect(Self.number(change["artifactLocation"]?["index"]) == 0)
      let fixedText = try Self.applying(sarif, to: Self.scenario)
      let reloaded = ScenarioFile.load(SourceFile(path: "Scenarios/app.json", text: fixedText))
      #expect(!reloaded.hasErrors, "\(reloaded.diagnostics)")
      let want = JSONWriter.canonical(fix.applied(to: file.scenarios[0].scenario).scenarioJSON)
      #expect(reloaded.cases.map { JSONWriter.canonical($0.scenarioJSON) } == [want])
      // Small edits: every line of the file is still there, the title's escapes as written.
      for line in Self.scenario.split(separator: "\n") where !["\"home\"", "hudRoot", "infoPlist"].contains(where: line.contains) {
        #expect(fixedText.contains(line), "\(line)")
      }
    }
    // The acknowledged finding's fix replaces the setter's step with a set, which removes the step's keys: no edit of the
    // file's values writes it, so it has no SARIF fix (the whole file, lowered, would be one), only its properties.
    #expect(results[2]["fixes"] == nil)
    #expect(results[2]["properties"]?["fixes"]?.elements?.isEmpty == false)
  }

  @Test("two keys a fix adds to one object are one insertion, not two edits at one place that refused the fix")
  func twoKeysAtOnePlace() throws {
    let path = "Examples/scenarios/page-sheet-on-ios16-iphone.json"
    let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let file = try Self.linted(text, path: path)
    let fix = try #require(file.scenarios[0].report.findings.first?.fixes.first)
    let fixed = file.fixed(fix, inScenario: 0)
    let edits = try #require(ScenarioTextReplacement.replacements(in: file, fixed: fixed))
    #expect(edits.count == 1)
    #expect(edits.first?.text.contains(#""modalPresentationCapturesStatusBarAppearance": true"#) == true)
  }

  @Test("a fix's values are inserted where the file leaves them out; one that cannot be placed has no edit")
  func wholeFileFix() throws {
    let text = ##"{ "windows": [{ "id": "main", "root": { "id": "home", "overlay": "#0A1F44" } }], "steps": [{ "event": "launch" }] }"##
    let file = try Self.linted(text)
    let fix = try #require(file.scenarios[0].report.findings.first?.fixes.first)
    let fixed = file.fixed(fix, inScenario: 0)
    let precise = try #require(ScenarioTextReplacement.replacements(in: file, fixed: fixed))
    #expect(precise.count == 2, "the style on its controller, and the launch screen's in a new infoPlist")
    let reloaded = ScenarioFile.load(
      SourceFile(path: file.source.path, bytes: ScenarioTextReplacement.apply(precise, to: file.source.bytes)))
    #expect(reloaded.cases.map { JSONWriter.canonical($0.scenarioJSON) } == fixed.map { JSONWriter.canonical($0.scenarioJSON) })
    // A change that cannot be placed as a value of the file (here, a scenario the file does not hold).
    let other = file.fixed(fix, inScenario: 0) + [file.scenarios[0].scenario]
    #expect(ScenarioTextReplacement.replacements(in: file, fixed: other) == nil)
  }

  @Test("an acknowledgement that matches nothing is a warning of its rule at the acknowledgement")
  func unusedAcknowledgement() throws {
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)]))
    let unused = try Self.results(log)[3]
    #expect(unused["ruleId"]?.stringValue == "S12")
    #expect(unused["level"]?.stringValue == "warning")
    #expect(unused["message"]?["text"]?.stringValue == "step 1: the acknowledgement of S12 matches no finding at this step; remove it")
    #expect(unused["properties"]?["unusedAcknowledgement"]?.value == .bool(true))
    #expect(unused["properties"]?["reason"]?.stringValue == "no navigation here")
  }

  @Test("a step that cannot be played is an error result of its own rule")
  func unplayable() throws {
    let file = try Self.linted(Self.scenario) { scenario in scenario.steps.append(scenario.steps[0]) }
    let failure = try #require(file.scenarios[0].report.failure)
    #expect(failure.step == 4)
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    let result = try #require(Self.results(log).first)
    #expect(result["ruleId"]?.stringValue == LintSARIFRenderer.unplayableRuleID)
    #expect(Self.number(result["ruleIndex"]) == RuleID.allCases.count)
    #expect(result["level"]?.stringValue == "error")
    #expect(result["message"]?["text"]?.stringValue?.hasPrefix("step 5 cannot be played: the app has already launched") == true)
  }

  @Test("hostile text stays valid JSON, made visible and bounded; paths become URI references")
  func hostile() throws {
    let long = String(repeating: "x", count: 50_000)
    let text = Self.scenario.replacingOccurrences(of: "no navigation here", with: long)
    let rendered = LintSARIFRenderer.render([
      try Self.linted(text, path: "/tmp/my app/100%#1.json"), try Self.linted(Self.scenario, path: "a:b/scenario.json"),
    ])
    // An independent reader: Foundation's.
    let object = try JSONSerialization.jsonObject(with: Data(rendered.utf8))
    #expect(object is [String: Any])
    #expect(!rendered.contains("\u{1B}"))
    #expect(!rendered.contains("\u{202E}"))
    let log = try JSONParser.parse(rendered)
    let artifacts = try #require(log["runs"]?.elements?.first?["artifacts"]?.elements)
    #expect(artifacts.map { $0["location"]?["uri"]?.stringValue } == ["file:///tmp/my%20app/100%25%231.json", "a%3Ab/scenario.json"])
    #expect(artifacts.map { $0["location"]?["uriBaseId"]?.stringValue } == [nil, "SRCROOT"])
    #expect(artifacts[0]["description"]?["text"]?.stringValue == "evil \"title\"\n\\e[31mred\\e[0m \\u202Eflip")
    let reason = try #require(Self.results(log)[3]["properties"]?["reason"]?.stringValue)
    #expect(reason.count < 2_100)
    #expect(reason.hasSuffix("[cut: 50000 characters in all]"))
  }

  @Test("a clean scenario gives a run with no results")
  func clean() throws {
    let file = try Self.linted(#"{ "windows": [{ "id": "main", "root": { "id": "home" } }], "steps": [{ "event": "launch" }] }"#)
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    #expect(try Self.results(log).isEmpty)
    #expect(log["runs"]?.elements?.first?["artifacts"]?.elements?.count == 1)
  }

  @Test("a run that linted every file is one successful invocation, with no notifications")
  func successfulInvocation() throws {
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)]))
    let invocations = try #require(log["runs"]?.elements?.first?["invocations"]?.elements)
    #expect(invocations.count == 1)
    #expect(invocations[0]["executionSuccessful"]?.value == .bool(true))
    #expect(invocations[0]["toolExecutionNotifications"] == nil)
  }

  @Test("a file that does not load fails the invocation with an error notification at its position; the others keep their results")
  func unloadedFile() throws {
    let bad = SourceFile(path: "Scenarios/bad.json", text: "{\n  \"windows\": [], \"stepz\": [] }")
    let loaded = ScenarioFile.load(bad)
    #expect(loaded.hasErrors)
    let unloaded = [
      UnloadedFile(path: bad.path, diagnostics: loaded.diagnostics),
      UnloadedFile(
        path: "/tmp/gone.json", diagnostics: [Diagnostic(.error, file: "/tmp/gone.json", message: "cannot read the file: No such file or directory")]),
    ]
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(Self.scenario)], unloaded: unloaded))
    #expect(try Self.results(log).count == 4)
    let invocation = try #require(log["runs"]?.elements?.first?["invocations"]?.elements?.first)
    #expect(invocation["executionSuccessful"]?.value == .bool(false))
    let notifications = try #require(invocation["toolExecutionNotifications"]?.elements)
    #expect(notifications.count == unloaded.reduce(0) { $0 + $1.errors.count })
    #expect(notifications.allSatisfy { $0["level"]?.stringValue == "error" })
    let first = try #require(notifications.first)
    #expect(first["message"]?["text"]?.stringValue?.hasPrefix("Scenarios/bad.json: cannot be linted: ") == true)
    let physical = try #require(first["locations"]?.elements?.first?["physicalLocation"])
    #expect(physical["artifactLocation"]?["uri"]?.stringValue == "Scenarios/bad.json")
    #expect(physical["artifactLocation"]?["uriBaseId"]?.stringValue == "SRCROOT")
    #expect(Self.number(physical["region"]?["startLine"]) == unloaded[0].errors[0].position?.line)
    let last = try #require(notifications.last)
    #expect(last["message"]?["text"]?.stringValue == "/tmp/gone.json: cannot be linted: cannot read the file: No such file or directory")
    #expect(last["locations"]?.elements?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue == "file:///tmp/gone.json")
    #expect(last["locations"]?.elements?.first?["physicalLocation"]?["region"] == nil)
  }

  /// A warning of loading a linted file (here, iOS 26 without `liquidGlass`) was on the console only: a SARIF log or a
  /// JSON document of the run did not say it. It is a `warning` notification at its line and column (the run stays
  /// successful: it is not a finding), and in JSON the file's `loadWarnings`.
  @Test("a warning of loading a file is a SARIF notification and in the JSON document, and not a finding")
  func loadWarnings() throws {
    let text = #"{ "platform": { "os": "26.1" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }] }"#
    let source = SourceFile(path: "Scenarios/os.json", text: text)
    let loaded = ScenarioFile.load(source)
    let scenarios = loaded.cases.enumerated().map { LintedFile.Linted(index: $0, scenario: $1, report: ScenarioLinter.lint($1)) }
    let file = LintedFile(source: source, scenarios: scenarios, warnings: loaded.diagnostics)
    #expect(file.warnings.count == 1)
    let log = try JSONParser.parse(LintSARIFRenderer.render([file]))
    let invocation = try #require(log["runs"]?.elements?.first?["invocations"]?.elements?.first)
    #expect(invocation["executionSuccessful"]?.value == .bool(true))
    let notification = try #require(invocation["toolExecutionNotifications"]?.elements?.first)
    #expect(notification["level"]?.stringValue == "warning")
    #expect(notification["message"]?["text"]?.stringValue?.hasPrefix(#"Scenarios/os.json: at $.platform.os: iOS 26 without "liquidGlass""#) == true)
    let region = notification["locations"]?.elements?.first?["physicalLocation"]?["region"]
    #expect(region?["startLine"]?.value == .number(1))
    #expect(region?["startColumn"]?.value == .number(Double(try #require(text.range(of: #""26.1""#)).lowerBound.utf16Offset(in: text) + 1)))
    #expect(try Self.results(log).isEmpty, "a warning of loading is not a result")
    let json = try JSONParser.parse(LintJSONRenderer.render([file]))
    let warning = try #require(json["files"]?.elements?.first?["loadWarnings"]?.elements?.first)
    #expect(warning["path"]?.stringValue == "$.platform.os")
    #expect(warning["line"]?.value == .number(1))
  }

  /// An unused acknowledgement's reason was carried raw in its result's properties (an ESC, a U+202E and a bell reached
  /// a SARIF viewer that shows properties); it is made visible and bounded there as in the message.
  @Test("an unused acknowledgement's reason is made visible in the result's properties")
  func unusedReasonVisible() throws {
    let text = ##"""
      { "windows": [{ "id": "main", "root": { "id": "home" } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S12", "reason": "r \u001B[31mred \u202Eflip \u0007" }] }] }
      """##
    let log = try JSONParser.parse(LintSARIFRenderer.render([try Self.linted(text)]))
    let unused = try #require(try Self.results(log).first { $0["properties"]?["unusedAcknowledgement"] != nil })
    let reason = try #require(unused["properties"]?["reason"]?.stringValue)
    #expect(reason == #"r \e[31mred \u202Eflip \x07"#)
  }

  /// lint's JSON kept an acknowledgement's reason whole (a 200,000-character reason made a 400 KB document, twice over):
  /// it is bounded as SARIF bounds it, as written otherwise.
  @Test("lint's JSON bounds an acknowledgement's reason as SARIF does")
  func jsonBoundsReasons() throws {
    let reason = String(repeating: "x", count: 50_000)
    let text = """
      { "windows": [{ "id": "main", "root": { "id": "home" } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S12", "reason": "\(reason)" }] }] }
      """
    let json = try JSONParser.parse(LintJSONRenderer.render([try Self.linted(text)]))
    let unused = try #require(json["files"]?.elements?.first?["scenarios"]?.elements?.first?["unusedAcknowledgements"]?.elements?.first)
    let written = try #require(unused["reason"]?.stringValue)
    #expect(written.hasSuffix("… [cut: 50000 characters in all]"))
    #expect(written.count < 2_100)
  }

  /// A file that did not load: its warnings of loading are carried beside its errors (they were on the console only).
  @Test("an unloaded file's warnings are in JSON's notLoaded and SARIF's notifications beside its errors")
  func unloadedWarnings() throws {
    let text =
      #"{ "platform": { "os": "26.1" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home", "nope": 1 } }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "bad.json", text: text))
    let unloaded = UnloadedFile(path: "bad.json", diagnostics: loaded.diagnostics)
    #expect(!unloaded.errors.isEmpty && unloaded.warnings.count == 1)
    let json = try JSONParser.parse(LintJSONRenderer.render([], unloaded: [unloaded]))
    #expect(json["notLoaded"]?.elements?.first?["warnings"]?.elements?.first?["path"]?.stringValue == "$.platform.os")
    let log = try JSONParser.parse(LintSARIFRenderer.render([], unloaded: [unloaded]))
    let notifications = try #require(log["runs"]?.elements?.first?["invocations"]?.elements?.first?["toolExecutionNotifications"]?.elements)
    #expect(notifications.map { $0["level"]?.stringValue } == Array(repeating: "error", count: unloaded.errors.count) + ["warning"])
  }
}
