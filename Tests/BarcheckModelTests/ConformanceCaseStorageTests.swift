import BarcheckModel
import BarcheckTestSupport
import Testing

/// A case shares its values between copies until one changes: a change reaches only the copy changed, any change
/// drops the compiled form the loader kept, and equality and hashing ignore that compiled form.
@Suite("A case's shared values")
struct ConformanceCaseStorageTests {
  static let window = #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "list" }] } }]"#

  static func loaded() throws -> ConformanceCase {
    try #require(CaseLoader.load(text: Fixtures.caseJSON(windows: window, steps: #"[{ "event": "launch" }]"#)).cases.first)
  }

  @Test("a change to a copy leaves the original as it was")
  func copiesAreIndependent() throws {
    let original = try Self.loaded()
    var copy = original
    copy.title = "changed"
    copy.tags.append("extra")
    copy.windows[0].id = "other"
    #expect(original.title == "A test case")
    #expect(original.tags.isEmpty)
    #expect(original.windows[0].id == "main")
    #expect(copy.title == "changed" && copy.tags == ["extra"] && copy.windows[0].id == "other")
    #expect(copy != original)
  }

  @Test(
    "any change drops the compiled form the loader kept, and a copy left alone keeps it",
    arguments: ["windows", "platform", "infoPlist", "environment", "title", "steps", "tags"])
  func keptCompiledForm(_ change: String) throws {
    var testCase = try Self.loaded()
    let untouched = testCase
    #expect(testCase.compiled != nil, "the loader keeps the form it compiled")
    switch change {
    case "windows": testCase.windows[0].visible.toggle()
    case "platform": testCase.platform.homeButton.toggle()
    case "infoPlist": testCase.infoPlist.statusBarHidden.toggle()
    case "environment": testCase.environment.orientation = .landscape
    case "title": testCase.title = "changed"
    case "steps": testCase.steps.append(testCase.steps[0])
    default: testCase.tags = ["t"]
    }
    #expect(testCase.compiled == nil)
    #expect(untouched.compiled != nil)
  }

  /// What a resolver is handed: removing the expectations keeps the compiled form (they take no part in it), so the
  /// reference does not compile the case again; the case it sees is the loaded one without them.
  @Test("a request's case, without expectations, keeps the compiled form the loader made")
  func requestKeepsCompiledForm() throws {
    let steps = #"[{ "event": "launch", "expect": { "style": "darkContent" } }]"#
    let loaded = try #require(CaseLoader.load(text: Fixtures.caseJSON(windows: Self.window, steps: steps)).cases.first)
    let seen = ResolveRequest(testCase: loaded).testCase
    #expect(loaded.steps[0].expect != nil)
    #expect(seen.steps.allSatisfy { $0.expect == nil })
    let compiled = try #require(seen.compiled)
    #expect(compiled === loaded.compiled)
    var changed = seen
    changed.steps[0].expect = StepExpectation()
    #expect(changed.compiled == nil, "any other change still drops it")
  }

  @Test("equality and hashing take the values, not the compiled form")
  func equality() throws {
    let loaded = try Self.loaded()
    var rebuilt = ConformanceCase(
      id: loaded.id, title: loaded.title, rules: loaded.rules, level: loaded.level, tags: loaded.tags, sources: loaded.sources,
      platform: loaded.platform, infoPlist: loaded.infoPlist, environment: loaded.environment, windows: loaded.windows, steps: loaded.steps,
      file: loaded.file)
    rebuilt.idPosition = loaded.idPosition
    rebuilt.contentDigest = loaded.contentDigest
    #expect(rebuilt.compiled == nil && loaded.compiled != nil)
    #expect(rebuilt == loaded)
    #expect(rebuilt.hashValue == loaded.hashValue)
    rebuilt.note = "a note"
    #expect(rebuilt != loaded)
  }

  @Test(
    "the family is the first run of characters other than dots, as splitting the id on dots gave",
    arguments: ["modal.sheet", "a.b.c", "plain", "", ".", "..", ".lead", "..lead.x", "trail.", "a..b", "e\u{301}.x", ".\u{301}x.y", "x.\u{301}y"]
  )
  func family(_ id: String) throws {
    var testCase = try Self.loaded()
    testCase.id = id
    #expect(testCase.family == (id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? id))
  }
}
