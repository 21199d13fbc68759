import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckReference

/// The mutant registry (`Mutant.entries`, gathered from the rule files) against the enum and the decision sites, as
/// swift-format checks its generated rule registry: a mutant added to the enum without its entry, an entry in another
/// rule's file, or a mutant that no decision site reads fails here rather than silently measuring nothing.
@Suite("The mutant registry")
struct MutantRegistryTests {
  /// The reference's sources, by path relative to the package root.
  static let sources: [(path: String, text: String)] = {
    let root = Fixtures.packageRoot.appendingPathComponent("Sources/BarcheckReference")
    let paths = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    return paths.compactMap { path in
      (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { ("Sources/BarcheckReference/" + path, $0) }
    }
  }()

  /// The enum case name of a mutant (`s9CardTakesOver`), as written at decision sites.
  static func caseName(_ mutant: Mutant) -> String { String(describing: mutant) }

  @Test("every mutant has exactly one entry")
  func oneEntryEach() {
    var count: [Mutant: Int] = [:]
    for entry in Mutant.entries { count[entry.mutant, default: 0] += 1 }
    #expect(Mutant.allCases.filter { count[$0] == nil }.map(\.id) == [], "mutants without an entry in their rule file")
    #expect(count.filter { $0.value > 1 }.map(\.key.id).sorted() == [], "mutants with more than one entry")
  }

  /// The mutants a source lists in `Mutant.Entry(…)` records, by enum case name, and the source without those records.
  static func entries(in text: String) -> (names: [Substring], rest: String) {
    var names: [Substring] = []
    var rest = ""
    var remaining = text[...]
    while let start = remaining.range(of: "Mutant.Entry(") {
      rest += remaining[..<start.lowerBound]
      let after = remaining[start.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "." }
      names.append(after.prefix { $0.isLetter || $0.isNumber })
      // A record ends with its summary (a plain string literal) and the parenthesis after it.
      guard let open = after.firstIndex(of: "\""), let close = after[after.index(after: open)...].firstIndex(of: "\""),
        let end = after[close...].firstIndex(of: ")")
      else { break }
      remaining = after[after.index(after: end)...]
    }
    rest += remaining
    return (names, rest)
  }

  @Test("each rule's entries are in the file named for the rule, and nowhere else")
  func entriesInTheirRuleFile() throws {
    #expect(Self.sources.count > 10)
    var listed: [Mutant: String] = [:]
    for (path, text) in Self.sources {
      for name in Self.entries(in: text).names {
        let mutant = try #require(Mutant.allCases.first { Self.caseName($0) == name }, "\(path): no mutant \(name)")
        #expect(listed[mutant] == nil, "\(mutant.id) is listed twice")
        listed[mutant] = path
        let file = path.split(separator: "/").last.map(String.init) ?? ""
        let ruleOfFile = "S" + file.dropFirst().prefix(while: \.isNumber)
        #expect(path.contains("/Rules/") && ruleOfFile == mutant.rule, "\(mutant.id) is listed in \(path), not in its rule's file")
      }
    }
    #expect(listed.count == Mutant.allCases.count, "mutants without a record: \(Mutant.allCases.filter { listed[$0] == nil }.map(\.id))")
  }

  @Test("every mutant is read at a decision site of the reference")
  func everyMutantHasADecisionSite() {
    let sites = Self.sources.filter { !$0.path.hasSuffix("/Mutant.swift") }.map { Self.entries(in: $0.text).rest }.joined(separator: "\n")
    // Every `.name` written at a site (a member reference followed by a character that cannot continue a name).
    var named: Set<Substring> = []
    var rest = sites[...]
    while let dot = rest.firstIndex(of: ".") {
      let name = rest[rest.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { named.insert(name) }
      rest = rest[rest.index(after: dot)...]
    }
    // Boundary mutants act through `reached(_:)`, by their clause; every other mutant is named where it acts.
    let unread = Mutant.allCases.filter { $0.boundarySide == nil && !named.contains(Substring(Self.caseName($0))) }
    #expect(unread.map(\.id) == [])
  }

  /// The mutants that act outside the decision helpers (`holds` and `decide`, `Rules/Decisions.swift`), and why: each
  /// changes something other than one answer of one decision, so no decision site can state it.
  static let readOutsideDecisions: [Mutant: String] = {
    // An event's trigger and animation come with the event (the scene's `EventEffect`), before any rule decides; as
    // decisions, every step would test all 29 of these mutants.
    let effect = "changes how an event triggers or animates (Mutant.effect(_:of:), S20's table of events), before any rule decides"
    let latch = "keeps state across steps (ReferenceSession.applyLatch), which one step's decision cannot hold"
    let effects: [Mutant] = [
      .s3StyleSetterAnimates, .s7HideWindowNotResolved, .s10DismissalNotResolved, .s10CancelledDismissalRestores, .s10CancelledDismissalIgnored,
      .s10CancelledDismissalNotAnimated, .s18SizeClassChangeNotAnimated, .s18EveryTriggerAnimated, .s19PropertiesApplyAtOnce, .s19UpdateCallIgnored,
      .s19UpdateCallNotAnimated, .s19ForwardingChangeApplies, .s19CaptureFlagChangeApplies, .s19AnimationChangeApplies,
      .s20NavigationTransitionsNotResolved, .s20MakeKeyWindowResolves, .s20PresentationNotResolved, .s20RotationNotResolved,
      .s20AppearanceChangeNotResolved, .s20TabSelectionNotResolved, .s20NavigationBarChangeNotResolved, .s20WindowChangeNotResolved,
      .s20SizeClassChangeNotResolved, .s20TransitionsNeverAnimated, .s20TraitChangesNotAnimated, .s20NavigationBarStyleNotResolved,
      .s20WindowLevelNotResolved, .s20OverrideChangeNotResolved, .s21SwiftUIChangeNotResolved,
    ]
    let latches: [Mutant] = [.s10CancelledDismissalSurvivesUpdate, .s18StaleChangeAnimatesLater, .s23LateColourNotMeasured]
    return Dictionary(uniqueKeysWithValues: effects.map { ($0, effect) } + latches.map { ($0, latch) })
  }()

  /// The code of the decision sites: the reference's sources but `Mutant.swift`, without mutant records and comments.
  static let decisionCode: String = {
    let code = sources.filter { !$0.path.hasSuffix("/Mutant.swift") }.map { entries(in: $0.text).rest }.joined(separator: "\n")
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
  }()

  /// The mutants a decision helper reads (`holds(…, unless: .s17CompactHeightShows, …)`), and every name written elsewhere
  /// as a member (`.name`), by enum case name.
  static func reads(in code: String) -> (decisions: Set<Substring>, elsewhere: Set<Substring>) {
    var decisions: Set<Substring> = []
    var elsewhere: Set<Substring> = []
    var rest = code[...]
    while let dot = rest.firstIndex(of: ".") {
      let name = rest[rest.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let before = rest[..<dot].reversed().drop { $0 == " " || $0 == "\n" }
      if before.starts(with: ":sselnu") { decisions.insert(name) } else if !name.isEmpty { elsewhere.insert(name) }
      rest = rest[rest.index(after: dot)...]
    }
    return (decisions, elsewhere)
  }

  @Test("every mutant is read through a decision helper, or where it acts outside them for a listed reason")
  func decisionsReadMutants() {
    let (decisions, elsewhere) = Self.reads(in: Self.decisionCode)
    let mutants = Mutant.allCases.filter { $0.boundarySide == nil }
    func named(_ mutant: Mutant, in names: Set<Substring>) -> Bool { names.contains(Substring(Self.caseName(mutant))) }
    let outside = mutants.filter { Self.readOutsideDecisions[$0] == nil && named($0, in: elsewhere) }
    #expect(
      outside.map(\.id) == [],
      "read outside holds(_:_:unless:when:gives:) and decide(_:_:unless:when:gives:): state the decision through them, or list the mutant in readOutsideDecisions with why"
    )
    #expect(mutants.filter { Self.readOutsideDecisions[$0] == nil && !named($0, in: decisions) }.map(\.id) == [], "read by no decision")
    #expect(
      Self.readOutsideDecisions.keys.filter { !named($0, in: elsewhere) }.map(\.id).sorted() == [],
      "listed as acting outside the decision helpers, but no code names them there")
  }

  @Test("boundary mutants flip boundary clauses, one side each")
  func boundaryMutants() {
    for mutant in Mutant.allCases where mutant.boundarySide != nil {
      guard case .boundary = mutant.clause.kind else {
        Issue.record("\(mutant.id) moves \(mutant.clause.id), which is not a boundary")
        continue
      }
      guard let boundary = VersionBoundary.all.first(where: { $0.clause.description == mutant.clause.id }) else {
        Issue.record("\(mutant.id) moves \(mutant.clause.id), which reached(_:) never checks")
        continue
      }
      #expect(mutant.boundaryShift(of: boundary) == mutant.boundarySide)
      #expect(VersionBoundary.all.filter { $0.clause.description != mutant.clause.id }.allSatisfy { mutant.boundaryShift(of: $0) == nil })
    }
    #expect(Mutant.allCases.filter { $0.boundarySide == -1 }.count == Mutant.allCases.filter { $0.boundarySide == 1 }.count)
  }
}
