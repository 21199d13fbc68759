import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The suite's strength: run against every mutant of the reference, it must keep the scores recorded in
/// `Conformance/mutants.json`, and the tool that measures it must count what it sees.
@Suite("Mutation score")
struct MutationRunTests {
  /// The reviewed mutants file beside the bundled cases.
  static func bundledMutantsFile() throws -> MutantsFile {
    let path = "Conformance/" + MutantsFile.name
    let bytes = try Array(Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path)))
    let (file, diagnostics) = MutantsFile.parse(SourceFile(path: path, bytes: bytes))
    return try #require(file, "\(diagnostics.map(\.description).joined(separator: "\n"))")
  }

  @Test("the bundled suite kills enough mutants: the floors of Conformance/mutants.json, overall and for every rule")
  func bundledSuiteMeetsFloors() async throws {
    let file = try Self.bundledMutantsFile()
    #expect(file.score != nil && file.ruleScore != nil, "the mutants file records no floors")
    let report = await MutationRun(equivalent: file.equivalent, jobs: 2).run(Fixtures.bundledCases)
    #expect(report.referenceProblems.isEmpty, "the reference fails \(report.referenceProblems)")
    #expect(report.entries.count == Mutant.allCases.count)
    for entry in report.contradictions {
      Issue.record("\(entry.mutant.id) is listed as equivalent, but \(entry.killers) kill it")
    }
    let survivors = report.survivors.map(\.mutant.id)
    for shortfall in report.shortfalls(score: file.score, ruleScore: file.ruleScore) {
      Issue.record("\(shortfall); survivors: \(survivors)")
    }
  }

  @Test("a mutant is killed by the cases that fail against it, and survives a suite without them")
  func killedAndSurvived() async throws {
    let killers = ["legibility.alerts-do-not-cover-over-full-screen-overlay-does", "modal.alert-over-card-keeps-backdrop"]
    let mutant = Mutant.s24AlertHidesBackdrop
    let full = await MutationRun(mutants: [mutant]).run(Fixtures.bundledCases)
    let entry = try #require(full.entries.first)
    #expect(entry.status == .killed)
    #expect(entry.killers == killers)
    #expect(full.overall.percent == 100)
    #expect(full.clauses.first { $0.clause == .s24_7 }?.pinnedBy == killers)

    let without = await MutationRun(mutants: [mutant]).run(Fixtures.bundledCases.filter { !killers.contains($0.id) })
    #expect(without.entries.first?.status == .survived)
    #expect(without.survivors.map(\.mutant) == [mutant])
    #expect(without.overall.percent == 0)
    #expect(without.shortfalls(score: 95, ruleScore: nil) == ["mutation score 0% is below the required 95%"])
    #expect(without.shortfalls(score: nil, ruleScore: 90) == ["S24: mutation score 0% is below the required 90% for every rule"])
  }

  @Test("a case the reference itself fails kills no mutant, so it pins no clause; it is reported as the reference's problem")
  func referenceFailuresKillNothing() async throws {
    let killers = ["legibility.alerts-do-not-cover-over-full-screen-overlay-does", "modal.alert-over-card-keeps-backdrop"]
    var cases = Fixtures.bundledCases.filter { killers.contains($0.id) }
    // The second killer made wrong at every step that expects a style, as a new observed case the reference disagrees
    // with is, before it is marked `knownDisagreement`.
    let wrong = try #require(cases.firstIndex { $0.id == killers[1] })
    for step in cases[wrong].steps.indices {
      if let style = cases[wrong].steps[step].expect?.style {
        cases[wrong].steps[step].expect?.style = style == .lightContent ? .darkContent : .lightContent
      }
    }
    let report = await MutationRun(mutants: [.s24AlertHidesBackdrop]).run(cases)
    #expect(report.referenceProblems == [killers[1]])
    #expect(report.entries.first?.killers == [killers[0]])
    #expect(report.clauses.first { $0.clause == .s24_7 }?.pinnedBy == [killers[0]])
  }

  @Test("an equivalent mutant counts apart from the score; one a case kills is a contradiction")
  func equivalents() async throws {
    let listed = await MutationRun(mutants: [.s24BackdropInLandscape, .s24BackdropIgnored], equivalent: [.s24BackdropInLandscape: "argued"])
      .run(Fixtures.bundledCases)
    let rule = try #require(listed.rules.first { $0.rule == "S24" })
    #expect((rule.mutants, rule.killed, rule.equivalent, rule.percent) == (2, 1, 1, 100))
    #expect(listed.contradictions.isEmpty)

    let wrong = await MutationRun(mutants: [.s24BackdropIgnored], equivalent: [.s24BackdropIgnored: "wrongly argued"]).run(Fixtures.bundledCases)
    #expect(wrong.contradictions.map(\.mutant) == [.s24BackdropIgnored])
    #expect(wrong.entries.first?.status == .killed)
  }

  @Test("the reference carries no mutant, and a mutant names itself after the reference")
  func referenceHasNoMutant() {
    #expect(ReferenceResolver().mutant == nil)
    #expect(ReferenceResolver().identity.name == "reference")
    #expect(ReferenceResolver(mutant: .s9CardTakesOver).identity.name == "reference S9.card-takes-over")
  }

  @Test("every mutant is named by a normative rule, with a one-line summary", arguments: Mutant.allCases)
  func mutantIsNamed(_ mutant: Mutant) throws {
    let rule = try #require(SpecRule.named(mutant.rule), "\(mutant.id) names no rule")
    #expect(rule.normative)
    // `S9.card-takes-over`, or for a boundary mutant its clause and side: `S9.17.boundary-earlier`.
    #expect(mutant.id.wholeMatch(of: /S\d+\.([a-z0-9]+(-[a-z0-9]+)*|\d+\.boundary-(earlier|later))/) != nil, "\(mutant.id)")
    #expect(!mutant.summary.isEmpty && !mutant.summary.contains("\n"))
    #expect(Mutant.named(mutant.id) == mutant)
  }

  @Test("every normative rule the reference implements has mutants")
  func everyRuleHasMutants() {
    let covered = Set(Mutant.allCases.map(\.rule))
    for rule in SpecRule.all where rule.normative {
      #expect(covered.contains(rule.id.rawValue), "no mutant breaks \(rule.id)")
    }
  }

  @Test(
    "the mutants file is read strictly, every problem with its position",
    arguments: [
      (
        #"{"equivalent": {"S24.backdrop-in-landscap": "x"}}"#,
        #"1:17: error: at $.equivalent["S24.backdrop-in-landscap"]: unknown mutant "S24.backdrop-in-landscap"; did you mean "S24.backdrop-in-landscape"?"#
      ),
      (#"{"equivalent": {"S24.backdrop-in-landscape": ""}}"#, "needs the reason it cannot change any observation"),
      (#"{"floors": {"score": 120}}"#, "a floor is a percentage from 0 to 100"),
      (#"{"floors": {"scor": 90}}"#, #"1:13: error: at $.floors.scor: unknown key "scor"; did you mean "score"?"#),
      (
        #"{"equivalent": {"S24.backdrop-in-landscape": "a", "S24.backdrop-in-landscape": "b"}}"#,
        #"duplicate entry for mutant "S24.backdrop-in-landscape""#
      ),
      (#"{"equivalents": {}}"#, #"unknown key "equivalents""#),
      (
        #"{"unpinned": {"S9.99": "x"}}"#,
        #"1:15: error: at $.unpinned["S9.99"]: unknown clause "S9.99"; did you mean "S9.9"?"#
      ),
      (#"{"unpinned": {"S3.2": "  "}}"#, "1:23: error: at $.unpinned[\"S3.2\"]: an unpinned clause needs the reason no case pins it"),
      (#"{"unpinned": {"S3.2": 7}}"#, "$.unpinned[\"S3.2\"]"),
      (#"{"unpinned": ["S3.2"]}"#, "$.unpinned"),
      (#"{"unpinned": {"S3.2": "a", "S3.2": "b"}}"#, #"duplicate entry for clause "S3.2""#),
    ])
  func mutantsFileErrors(_ text: String, _ message: String) {
    let (file, diagnostics) = MutantsFile.parse(SourceFile(path: "mutants.json", bytes: Array(text.utf8)))
    #expect(file == nil)
    #expect(diagnostics.contains { $0.description.contains(message) }, "\(diagnostics.map(\.description))")
  }

  @Test("the bundled mutants file reads cleanly, floors and reasons")
  func bundledFileReads() throws {
    let file = try Self.bundledMutantsFile()
    #expect(file.score == 95 && file.ruleScore == 90)
    #expect(!file.equivalent.isEmpty)
  }
}
