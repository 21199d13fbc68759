import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import Testing

private let window = #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightContent" } }]"#

private func suiteCase(id: String, level: String = "must", rules: String = #"["S4"]"#, tags: String = "[]", expect: String = "lightContent") throws
  -> ConformanceCase
{
  var testCase = try Fixtures.loadCase(
    """
    { "id": "\(id)", "title": "t", "rules": \(rules), "level": "\(level)", "tags": \(tags),
      "windows": \(window), "steps": [{ "event": "launch", "expect": { "style": "\(expect)" } }] }
    """, path: "cases/\(id.split(separator: ".")[0])/x.json")
  testCase.file = "cases/\(testCase.family)/\(id).json"
  return testCase
}

private func lint(_ cases: [ConformanceCase], aliases: [String: String] = [:], floor: Int = 0) -> [String] {
  let context = SuiteLinter.Context(tags: ["push"], aliases: aliases, schemaReferences: [:], floor: floor)
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
      {"level":"must","id":"appearance.one","title":"t","rules":["S4"],"tags":[],
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
    let warnings = ScenarioLinter.lint(scenario)
    #expect(warnings.map(\.rule) == ["S19", "S23", "S3"])
    #expect(warnings.map(\.step) == [1, 2, 3])
    #expect(warnings.map(\.controller) == ["home", "hudRoot", nil])
    #expect(warnings[0].advice == "call setNeedsStatusBarAppearanceUpdate() on \"home\" after changing its properties")
    #expect(warnings[1].message.hasPrefix("step 3 (showWindow): black status bar content is unreadable against what is behind it (contrast 1.23:1"))
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
    let warnings = ScenarioLinter.lint(scenario)
    #expect(warnings.map(\.rule) == ["S2", "S12"])
    #expect(warnings[0].advice.hasPrefix("set UIStatusBarStyle to UIStatusBarStyleDarkContent"))
    #expect(warnings[1].controller == "list")
  }
}
