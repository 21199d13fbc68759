import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

private let window = #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightContent" } }]"#

private func suiteCase(id: String, level: String = "must", rules: String = #"["S4"]"#, tags: String = "[]", expect: String = "lightContent") throws
  -> ConformanceCase
{
  var testCase = try Fixtures.loadCase(
    """
    { "id": "\(id)", "title": "t", "rules": \(rules), "level": "\(level)", "tags": \(tags), "sources": ["SPEC.md#s4"],
      "windows": \(window), "steps": [{ "event": "launch", "expect": { "style": "\(expect)" } }] }
    """, path: "cases/\(id.split(separator: ".")[0])/x.json")
  testCase.file = "cases/\(testCase.family)/\(id).json"
  return testCase
}

/// A rule's clause table, as SPEC.md writes it, from the tools' clauses.
private func clauseTable(_ clauses: [SpecClause]) -> String {
  "**Clauses**\n\n| clause | kind | says | confidence |\n| --- | --- | --- | --- |\n"
    + clauses.map { "| <a id=\"\($0.anchor)\"></a>\($0.id) | \($0.kind) | \($0.says) | \($0.level.rawValue) |\n" }.joined()
}

/// A spec with anchors for S1 to S24, every rule section with its clauses, and evidence (an Apple page) tagged to
/// every clause, so that the spec checks find nothing.
private let specText =
  SpecRule.all.map { rule in
    let clauses = SpecClause.of(rule.id)
    return
      "<a id=\"\(rule.anchor)\"></a>\n### \(rule.id). \(rule.title)\n- **Holds for:** iOS 7 and later\n- **Confidence:** \(rule.level.rawValue)\n\n"
      + clauseTable(clauses)
      + "\n**Evidence**\n- <https://developer.apple.com/\(rule.anchor)> evidence [\(clauses.map(\.id).joined(separator: ", "))]\n"
  }.joined(separator: "\n")
  + "\n## SwiftUI, lowered\n\n"
  + Dictionary(grouping: SpecClause.all.filter { $0.rule == nil }, by: \.ruleName).sorted { $0.key < $1.key }.map { name, clauses in
    "<a id=\"\(name.lowercased())\"></a>\n### \(name). Lowering\n- **Holds for:** iOS 16 and later\n- **Confidence:** should\n\n"
      + clauseTable(clauses)
      + "\n**Evidence**\n- <https://developer.apple.com/\(name.lowercased())> evidence [\(clauses.map(\.id).joined(separator: ", "))]\n"
  }.joined(separator: "\n")

private func lint(_ cases: [ConformanceCase], aliases: [String: String] = [:], floor: Int = 0, spec: String = specText) -> [String] {
  let context = SuiteLinter.Context(
    tags: ["push", "observed"], aliases: aliases, schemaReferences: [:], floor: floor, spec: SpecDocument(text: spec, path: "SPEC.md"))
  return SuiteLinter.lint(cases, context: context).diagnostics.map(\.message)
}

@Suite("barcheck lint")
struct LintTests {
  @Test("a clean suite has no findings")
  func clean() throws {
    #expect(lint([try suiteCase(id: "appearance.one")]) == [])
  }

  @Test(
    "each suite check finds its problem",
    arguments: [
      ("unknown tag", #"["pusj"]"#, "must", "lightContent", "tag \"pusj\" is not in the vocabulary; did you mean \"push\"?"),
      ("level firmer than its rule", "[]", "must", "lightContent", "level must is firmer than its weakest rule (tentative)"),
      (
        "reference disagrees", "[]", "tentative", "darkContent",
        "the reference disagrees: step 1 (launch): style expected darkContent, observed lightContent"
      ),
    ])
  func findings(_ name: String, _ tags: String, _ level: String, _ expect: String, _ message: String) throws {
    let rules = name == "level firmer than its rule" ? #"["S4", "S16"]"# : #"["S4"]"#
    let found = lint([try suiteCase(id: "appearance.one", level: level, rules: rules, tags: tags, expect: expect)])
    #expect(found.contains(message), "\(found)")
  }

  @Test("sources must resolve: spec anchors that exist or web addresses; observed cases cite a first-hand report")
  func sources() throws {
    var dangling = try suiteCase(id: "appearance.one")
    dangling.sources = [CaseSource("SPEC.md#s4-nowhere"), CaseSource("TN3105")]
    let found = lint([dangling])
    #expect(found.contains { $0.hasPrefix("\"SPEC.md#s4-nowhere\" names no anchor of SPEC.md") }, "\(found)")
    #expect(found.contains("source \"TN3105\" cannot be followed"))
    #expect(found.contains("case \"appearance.one\" cites no source that resolves"))
    var observed = try suiteCase(id: "observed.one", tags: #"["observed"]"#)
    observed.file = "cases/observed/one.json"
    observed.sources = [CaseSource("https://example.com/report")]
    #expect(lint([observed]).contains("an observed case cites no first-hand report"))
    observed.sources = [CaseSource("https://example.com/report", observed: "a setup and what it showed", os: "17.0", date: "2024-05")]
    #expect(lint([observed]) == [])
  }

  /// Every error about a case's sources pointed at its id's line: now each is at the source at fault, and one about
  /// them all at `sources`, by line and column (read by either decoder: the tape's and the strict one).
  @Test("errors about sources are at the source at fault, or at sources, by line and column", arguments: [true, false])
  func sourcePositions(fast: Bool) throws {
    let lines = [
      #"{ "id": "appearance.one", "title": "t", "rules": ["S4"], "level": "must", "tags": [],"#,
      #"  "sources": ["#,
      #"    "SPEC.md#s4-nowhere","#,
      #"    "TN3105""#,
      #"  ],"#,
      // A string the tape does not hold (not ASCII) sends the strict decoder in.
      fast ? #"  "windows": \#(window),"# : #"  "note": "strict, é", "windows": \#(window),"#,
      #"  "steps": [{ "event": "launch", "expect": { "style": "lightContent" } }] }"#,
    ]
    let path = "cases/appearance/one.json"
    let testCase = try Fixtures.loadCase(lines.joined(separator: "\n"), path: path)
    #expect(testCase.sourcePositions == [SourcePosition(line: 3, column: 5), SourcePosition(line: 4, column: 5)])
    let context = SuiteLinter.Context(
      tags: [], aliases: [:], schemaReferences: [:], floor: 0, spec: SpecDocument(text: specText, path: "SPEC.md"))
    let found = SuiteLinter.lint([testCase], context: context).diagnostics.map(\.description)
    #expect(found.count == 3, "\(found)")
    #expect(found.contains { $0.hasPrefix(#"\#(path):3:5: error: at $.sources[0]: "SPEC.md#s4-nowhere" names no anchor of SPEC.md"#) }, "\(found)")
    #expect(
      found.contains(
        #"""
        \#(path):4:5: error: at $.sources[1]: source "TN3105" cannot be followed
        \#(path):4:5: note: cite an anchor of the spec ("SPEC.md#s9") or a web address anyone can open
        """#), "\(found)")
    #expect(
      found.contains(
        #"""
        \#(path):2:14: error: at $.sources: case "appearance.one" cites no source that resolves
        \#(path):2:14: note: cite the spec rules it rests on, e.g. "SPEC.md#s9"
        """#), "\(found)")
  }

  @Test("a case is no firmer than a clause it cites", arguments: [("must", true), ("should", false), ("tentative", false)])
  func clauseLevel(_ level: String, _ flagged: Bool) throws {
    // S4.4 (darkContent from iOS 13.0) is a should clause inside the must rule S4.
    var testCase = try suiteCase(id: "appearance.one", level: level)
    testCase.sources = [CaseSource("SPEC.md#s4"), CaseSource("SPEC.md#s4.4")]
    let found = lint([testCase])
    #expect(found.contains("level must is firmer than clause S4.4 it cites (should)") == flagged, "\(found)")
    #expect(found.count == (flagged ? 1 : 0), "\(found)")
  }

  @Test("a known disagreement must still disagree with the reference")
  func knownDisagreement() throws {
    var disagreeing = try suiteCase(id: "appearance.one", level: "tentative", expect: "darkContent")
    disagreeing.knownDisagreement = "sources disagree"
    #expect(lint([disagreeing]) == [])
    var stale = try suiteCase(id: "appearance.two")
    stale.knownDisagreement = "sources disagree"
    #expect(lint([stale]).contains("case \"appearance.two\" is marked as a known disagreement, but the reference agrees with it"))
  }

  @Test("the spec check: every rule has its anchor, confidence, versions and evidence")
  func specCheck() throws {
    let broken =
      specText.replacingOccurrences(
        of: "- <https://developer.apple.com/s7> evidence", with: "- No first-hand evidence found either way for: all of it"
      )
      .replacingOccurrences(
        of: "### S9. Which presentations take the status bar over\n- **Holds for:** iOS 7 and later\n- **Confidence:** must",
        with: "### S9. Which presentations take the status bar over\n- **Holds for:** iOS 7 and later\n- **Confidence:** tentative")
      + "\n### S99. A rule nobody knows\n"
    let found = lint([try suiteCase(id: "appearance.one")], spec: broken)
    #expect(found.contains("rule S7 lists no evidence"), "\(found)")
    #expect(found.contains("rule S9 states confidence tentative, but the tools give it must"))
    #expect(found.contains("section for unknown rule S99"))
    let document = SpecDocument(text: specText, path: "SPEC.md")
    #expect(document.rule("S12")?.evidence == ["https://developer.apple.com/s12"])
    #expect(document.anchors.contains("s24"))
    #expect(document.clauses.count == SpecClause.all.count)
    #expect(document.anchors.contains("s9.1"))
  }

  /// SPEC.md's clause table of S3, as a test can break it: four clauses and their evidence.
  private static let clauseSpec = """
    <a id="s3"></a>
    ### S3. Setters
    - **Holds for:** iOS 7.0 and later.
    - **Confidence:** must

    **Clauses**

    | clause | kind | says | confidence |
    | --- | --- | --- | --- |
    | <a id="s3.1"></a>S3.1 | negative | In view-controller mode the setters change nothing shown. | must |
    | <a id="s3.2"></a>S3.2 | statement | In application mode before iOS 27 a setter applies at once. | should |
    | <a id="s3.3"></a>S3.3 | boundary 27.0 | From iOS 27.0 the setters do nothing in application mode. | tentative |
    | <a id="s3.4"></a>S3.4 | statement | The hidden setter's animation is the animation of the change. | should |

    **Evidence**
    - <https://developer.apple.com/a> Apple's page [S3.1]
    - <https://github.com/one/repo/issues/1> a report [S3.2]
    - <https://github.com/two/repo/issues/2> a shipped engine relies on it [S3.4]
    - <https://github.com/one/repo/issues/5> the same project again [S3.2, S3.3]
    - No first-hand evidence found either way for: the hidden setter's animation [S3.4]
    """

  @Test(
    "the clause check: numbering, anchors, kinds, tags, and no clause firmer than its evidence",
    arguments: [
      ("| <a id=\"s3.2\"></a>S3.2 |", "| <a id=\"s3.2\"></a>S3.5 |", "clause S3.5 is number 2 of rule S3"),
      ("| <a id=\"s3.2\"></a>S3.2 |", "| S3.2 |", "clause S3.2 has no anchor"),
      ("| boundary 27.0 |", "| boundary 27 |", "clause S3.3 has kind \"boundary 27\""),
      ("a report [S3.2]", "a report [S3.9]", "evidence of S3 is tagged with S3.9, which is not a clause of S3"),
      ("Apple's page [S3.1]", "Apple's page", "an evidence line of S3 names no clause"),
      ("Apple's page [S3.1]", "Apple's page []", "clause S3.1 has no evidence"),
      (
        "<https://developer.apple.com/a>", "<https://github.com/three/repo/pull/3>",
        "clause S3.1 is must, but its evidence (one source) makes it tentative at most"
      ),
      ("a report [S3.2]", "a report []", "clause S3.2 is should, but its evidence (one source) makes it tentative at most"),
    ])
  func clauseCheck(_ original: String, _ broken: String, _ message: String) throws {
    let clean = SpecDocument(text: Self.clauseSpec, path: "SPEC.md").checkClauses().map(\.message).filter { !$0.contains("the tools") }
    #expect(clean == [], "\(clean)")
    let text = Self.clauseSpec.replacingOccurrences(of: original, with: broken)
    #expect(text != Self.clauseSpec)
    let found = SpecDocument(text: text, path: "SPEC.md").checkClauses().map(\.message)
    #expect(found.contains(message), "\(found)")
  }

  @Test("reused ids, dangling aliases, duplicates, folders and the coverage floor")
  func suiteWide() throws {
    let a = try suiteCase(id: "appearance.one")
    var b = try suiteCase(id: "appearance.two")
    b.title = "a different title, same body"
    var misplaced = try suiteCase(id: "modal.three", level: "must")
    misplaced.file = "cases/appearance/three.json"
    misplaced.steps[0].expect?.hidden = false
    let found = lint([a, b, misplaced], aliases: ["appearance.one": "appearance.renamed"], floor: 1)
    #expect(found.contains("case id \"appearance.one\" was renamed to \"appearance.renamed\" and may not be reused"))
    #expect(found.contains("alias \"appearance.one\" points at \"appearance.renamed\", which is not a case"))
    #expect(found.contains("case \"appearance.two\" is identical to \"appearance.one\" apart from its metadata"))
    #expect(found.contains("case \"modal.three\" is in the folder \"appearance\" but its family is \"modal\""))
    #expect(found.contains("rule S1 is cited by 0 cases, fewer than 1"))
    #expect(!found.contains("rule S4 is cited by 3 cases, fewer than 1"))
  }

  @Test("the content hash ignores file order and layout, and changes with content")
  func contentHash() throws {
    let a = try suiteCase(id: "appearance.one")
    let b = try suiteCase(id: "appearance.two", expect: "lightContent")
    #expect(SuiteIdentity.hash(of: [a, b]) == SuiteIdentity.hash(of: [b, a]))
    let reformatted = try Fixtures.loadCase(
      """
      {"level":"must","id":"appearance.one","title":"t","rules":["S4"],"tags":[],"sources":["SPEC.md#s4"],
         "steps":[{"expect":{"style":"lightContent"},"event":"launch"}],"windows":\(window)}
      """)
    #expect(SuiteIdentity.hash(of: [reformatted, b]) == SuiteIdentity.hash(of: [a, b]))
    let changed = try suiteCase(id: "appearance.one", expect: "darkContent")
    #expect(SuiteIdentity.hash(of: [changed, b]) != SuiteIdentity.hash(of: [a, b]))
  }

  @Test(
    "SHA-256 matches the FIPS 180-4 test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
  func sha256(_ input: String, _ digest: String) {
    #expect(SHA256.hex(input) == digest)
  }

  @Test("scenario lint names the step, the controller, the rule and the fix")
  func scenario() throws {
    let scenario = try #require(
      CaseLoader.load(
        text: ##"""
          { "infoPlist": { "UIStatusBarStyle": "UIStatusBarStyleDarkContent" },
            "windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "darkContent", "background": "#FFFFFF" } },
                        { "id": "hud", "level": "alert", "visible": false, "root": { "id": "hudRoot", "preferredStatusBarStyle": "darkContent", "overlay": "#1C1C1E" } }],
            "steps": [
              { "event": "launch" },
              { "event": "set", "viewController": "home", "properties": { "preferredStatusBarStyle": "lightContent" } },
              { "event": "showWindow", "window": "hud" },
              { "event": "setApplicationStatusBarHidden", "hidden": true, "animation": "fade" }
            ] }
          """##, path: "app.json", mode: .scenario
      ).cases.first)
    #expect(scenario.id == "scenario.app")
    let findings = ScenarioLinter.lint(scenario).findings
    #expect(findings.map(\.rule) == [.s19, .s23, .s3])
    #expect(findings.map(\.step) == [1, 2, 3])
    #expect(findings.map(\.controller) == ["home", "hudRoot", "application"])
    // The update call would show white content on "home"'s white background: no fix is proven, and lint says why.
    #expect(findings[0].fixes.isEmpty)
    #expect(findings[0].noFix?.contains("it would add a finding at step 2 (set): white status bar content is unreadable") == true)
    #expect(findings[1].message.hasPrefix("step 3 (showWindow): black status bar content is unreadable against what is behind it (contrast 1.23:1"))
  }

  @Test("scenario lint catches a launch screen that differs from the first screen and a child ignored by a visible bar")
  func launchAndIgnoredChild() throws {
    let scenario = try #require(
      CaseLoader.load(
        text: #"""
          { "infoPlist": { "UIStatusBarStyle": "UIStatusBarStyleLightContent" },
            "windows": [{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "list", "preferredStatusBarStyle": "lightContent" }] } }],
            "steps": [{ "event": "launch" }] }
          """#, path: "app.json", mode: .scenario
      ).cases.first)
    let findings = ScenarioLinter.lint(scenario).findings
    #expect(findings.map(\.rule) == [.s2, .s12])
    #expect(findings[0].fixes.first?.infoPlist == "<key>UIStatusBarStyle</key><string>UIStatusBarStyleDarkContent</string>")
    #expect(findings[1].controller == "list")
    #expect(
      findings[1].fixes.map(\.edits) == [
        [.controller("nav", .childForStatusBarStyle(.topViewController))], [.controller("nav", .navigationBarStyle(.black))],
      ])
  }
}
