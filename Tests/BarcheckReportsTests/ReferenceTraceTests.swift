import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTestSupport
import Testing

/// A resolver that agrees with the reference except that it never shows light content.
private struct NeverLight: Resolver {
  var identity: ResolverIdentity { ResolverIdentity(name: "never-light", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 8) }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    guard case .observations(var observations) = ReferenceResolver().answer(request.testCase, tracing: false) else {
      return ResolverResponse(.error("the reference could not play the case"))
    }
    for i in observations.indices { observations[i].style = .darkContent }
    return ResolverResponse(.observations(observations))
  }
}

/// A resolver that never shows light content and explains itself with a clause, a rule and a hostile rule name.
private struct NeverLightExplained: Resolver {
  var identity: ResolverIdentity { ResolverIdentity(name: "never-light-explained", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 8) }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    let response = await NeverLight().resolve(request)
    guard case .observations(var observations) = response.answer else { return response }
    for i in observations.indices {
      observations[i].trace = [
        TraceEntry(rule: "S8.1", "the walk starts"), TraceEntry(rule: "S9", "a rule alone"), TraceEntry(rule: "S9.<img src=x>", "forged"),
      ]
    }
    return ResolverResponse(.observations(observations))
  }
}

/// For a case another resolver fails, the reports say why barcheck expected what it did: the reference's trace,
/// beside the resolver's own.
@Suite("The reference's reasoning beside a failing resolver's")
struct ReferenceTraceTests {
  static func failing() async throws -> (CaseResult, ResultStream) {
    let cases = Fixtures.bundledCases.filter { $0.steps.contains { $0.expect?.style == .lightContent } }.prefix(5)
    let results = await Run(resolver: NeverLight(), explainer: ReferenceResolver()).results(Array(cases))
    let failed = try #require(results.first { $0.outcome == .fail })
    let header = RunHeader(
      suite: SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 1),
      runnerVersion: "0", resolver: NeverLight().identity, platform: "Linux", hostname: "h", startTime: Timestamp(secondsSince1970: 0),
      commandLine: [])
    return (failed, ResultStream(header: header, cases: [CaseRecord(failed)], endTime: Timestamp(secondsSince1970: 1), complete: true))
  }

  @Test("a failure carries the reference's trace of every step; the reference's own results carry none")
  func carried() async throws {
    let (failed, _) = try await Self.failing()
    #expect(failed.referenceTraces.count == failed.testCase.steps.count)
    #expect(failed.referenceTraces.allSatisfy { !$0.isEmpty })
    #expect(failed.referenceTraces.joined().contains { $0.ruleID == .s8 }, "the walk is in it")
    let own = await Run(resolver: ReferenceResolver(), explainer: ReferenceResolver()).results([failed.testCase])
    #expect(own.first?.referenceTraces.isEmpty == true)
    let unexplained = await Run(resolver: NeverLight()).results([failed.testCase])
    #expect(unexplained.first?.outcome == .fail && unexplained.first?.referenceTraces.isEmpty == true, "no explainer, no explanation")
  }

  @Test("the stream keeps it, the HTML report shows both traces side by side, JUnit gives the first differing step's")
  func reported() async throws {
    let (failed, stream) = try await Self.failing()
    let reread = try ResultStream(text: stream.text)
    let record = try #require(reread.cases.first)
    #expect(record.steps.map(\.referenceTrace) == failed.referenceTraces)
    let html = HTMLRenderer.render(stream)
    #expect(html.contains("why barcheck expected this (the reference)"))
    #expect(html.contains("<p class=\"info\">the reference (expected)</p>"))
    let junit = JUnitRenderer.render(stream)
    let step = try #require(failed.diffs.first?.step)
    #expect(junit.contains("why barcheck expected this at step \(step + 1) (the reference resolver&apos;s trace):"))
  }
}

/// A trace's clause links to its rule with the clause's confidence and statement; a rule links to itself; anything
/// else is escaped text.
@Suite("Clauses in the HTML report's traces")
struct TraceClauseLinkTests {
  @Test("a clause links to its rule and says its confidence; a forged rule name is text")
  func links() async throws {
    let cases = Fixtures.bundledCases.filter { $0.steps.contains { $0.expect?.style == .lightContent } }.prefix(3)
    let results = await Run(resolver: NeverLightExplained()).results(Array(cases))
    let failed = try #require(results.first { $0.outcome == .fail })
    let header = RunHeader(
      suite: SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 1),
      runnerVersion: "0", resolver: NeverLightExplained().identity, platform: "Linux", hostname: "h",
      startTime: Timestamp(secondsSince1970: 0), commandLine: [])
    let html = HTMLRenderer.render(
      ResultStream(header: header, cases: [CaseRecord(failed)], endTime: Timestamp(secondsSince1970: 1), complete: true))
    let clause = SpecClause.s8_1
    #expect(html.contains("<a class=\"rule\" href=\"#rule-S8\" title=\"S8.1, \(clause.level.rawValue): "), "\(html)")
    #expect(html.contains("\">S8.1</a> the walk starts"))
    #expect(html.contains("<a class=\"rule\" href=\"#rule-S9\">S9</a> a rule alone"))
    #expect(html.contains("<span class=\"rule\">S9.&lt;img src=x&gt;</span> forged"))
    #expect(!html.contains("<img src=x>"))
  }
}

/// The controller tree after each step of a failing case, with the owners marked.
@Suite("The controller tree beside a failing step")
struct ControllerTreeTests {
  @Test("the outline follows the steps: windows, containment, presentations")
  func outline() throws {
    let testCase = try #require(Fixtures.bundledCases.first { $0.id == "modal.action-sheet-with-capture-flag" })
    let outlines = try #require(SceneOutline.steps(of: testCase))
    #expect(outlines.count == testCase.steps.count)
    let afterPresent = outlines[1].lines.map { "\(String(repeating: " ", count: $0.depth))\($0.id) \($0.note)" }
    #expect(afterPresent == ["main window", " root ", "  actions presented automatic, alert"], "\(afterPresent)")
  }

  @Test("a failing record keeps the tree through the stream, and the report marks expected and observed owners")
  func reported() async throws {
    let (failed, stream) = try await ReferenceTraceTests.failing()
    let record = try #require(try ResultStream(text: stream.text).cases.first)
    #expect(record.steps.allSatisfy { !$0.controllers.isEmpty })
    #expect(record.steps.map(\.controllers) == (SceneOutline.steps(of: failed.testCase) ?? []).map(\.lines))
    let html = HTMLRenderer.render(stream)
    #expect(html.contains("<th scope=col>controllers and owners</th>"))
    #expect(html.contains("<ul class=tree>"))
  }

  @Test("an outline is bounded: a case with thousands of controllers keeps the first lines")
  func bounded() throws {
    let children = (0..<500).map { #"{ "id": "c\#($0)" }"# }.joined(separator: ", ")
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [\#(children)] } }]"#,
        steps: #"[{ "event": "launch" }]"#))
    let lines = try #require(SceneOutline.steps(of: testCase)?.first?.lines)
    #expect(lines.count == SceneOutline.lineLimit)
  }
}
