package import BarcheckEngine
import BarcheckJSON
package import BarcheckModel
package import BarcheckReference

/// What a mutation run found: for every mutant, the cases that kill it; the score per rule and overall; and for
/// every clause of SPEC.md, whether a case pins it.
package struct MutationReport: Sendable, Hashable {
  /// What became of a mutant.
  package enum Status: String, Sendable, Hashable, CaseIterable {
    /// At least one case fails against it.
    case killed
    /// Every case passes against it: the suite cannot tell it from the reference.
    case survived
    /// On the reviewed list: it cannot change any observation, so no case can kill it.
    case equivalent
  }

  /// One mutant's result.
  package struct Entry: Sendable, Hashable {
    /// The mutant.
    package var mutant: Mutant
    /// The cases that kill it, in suite order.
    package var killers: [String]
    /// Why it is equivalent, when the reviewed list says it is.
    package var equivalentReason: String?

    /// Creates an entry.
    package init(mutant: Mutant, killers: [String], equivalentReason: String? = nil) {
      self.mutant = mutant
      self.killers = killers
      self.equivalentReason = equivalentReason
    }

    /// Killed when a case kills it, listed or not; equivalent when listed and no case kills it; survived otherwise.
    package var status: Status {
      if !killers.isEmpty { return .killed }
      return equivalentReason == nil ? .survived : .equivalent
    }
  }

  /// The counts and score of a group of mutants (one rule's, or all).
  package typealias Score = MutationScore

  /// One entry per mutant, in run order.
  package var entries: [Entry]
  /// How many cases the suite has.
  package var caseCount: Int
  /// The cases the reference itself fails: they would kill every mutant, so a report with any is not a measure.
  package var referenceProblems: [String]

  /// Creates a report.
  package init(entries: [Entry], caseCount: Int, referenceProblems: [String] = []) {
    self.entries = entries
    self.caseCount = caseCount
    self.referenceProblems = referenceProblems
  }

  /// The score of every rule with mutants, in the spec's order.
  package var rules: [Score] {
    let order = SpecRule.all.map(\.id.rawValue)
    let grouped = Dictionary(grouping: entries, by: \.mutant.rule)
    return grouped.keys.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }.map { rule in
      Self.score(rule, grouped[rule] ?? [])
    }
  }

  /// The score over every mutant.
  package var overall: Score { Self.score("all", entries) }

  /// How one clause of SPEC.md is pinned: its mutants and the cases that kill them.
  package struct ClauseCoverage: Sendable, Hashable {
    /// The clause.
    package var clause: SpecClause
    /// Its mutants' entries, in run order.
    package var entries: [Entry]

    /// The cases that kill any of its mutants, in suite order of first kill, without repeats.
    package var pinnedBy: [String] {
      var seen = Set<String>()
      return entries.flatMap(\.killers).filter { seen.insert($0).inserted }
    }

    /// Whether a case would fail if the clause were flipped: a killed mutant; for a version boundary, the boundary
    /// moved one major version earlier and later each killed (or reviewed as equivalent), so that a case stands on
    /// each side.
    package var pinned: Bool {
      guard killed >= 1 else { return false }
      guard case .boundary = clause.kind else { return true }
      return [-1, 1].allSatisfy { side in
        entries.contains { $0.mutant.boundarySide == side && $0.status != .survived }
      }
    }

    /// Whether its mutants are all reviewed equivalents (nothing of the format can tell it).
    package var onlyEquivalent: Bool { !entries.isEmpty && entries.allSatisfy { $0.status == .equivalent } }

    /// How many of its mutants a case kills.
    package var killed: Int { entries.count { $0.status == .killed } }

    /// Why it is pinned or not, for a person: `pinned by a, b and 3 more`, `no mutant flips it`, ….
    ///
    /// - Parameter quote: How a case id is written (`` `id` `` in Markdown).
    package func state(quote: (String) -> String = { $0 }) -> String {
      if pinned {
        let cases = pinnedBy
        return "pinned by \(cases.prefix(2).map(quote).joined(separator: ", "))\(cases.count > 2 ? " and \(cases.count - 2) more" : "")"
      }
      if onlyEquivalent { return "only equivalent mutants (no case of the format can tell it)" }
      if entries.isEmpty { return "no mutant flips it" }
      if case .boundary = clause.kind, killed >= 1 {
        let moved = entries.contains { $0.mutant.boundarySide != nil }
        return moved ? "a case stands on one side of the boundary only" : "no mutant moves the boundary"
      }
      return "no case fails when it is flipped"
    }
  }

  /// Every clause of the spec's normative rules, with its mutants (none for a clause nothing mutates yet).
  package var clauses: [ClauseCoverage] {
    var grouped: [SpecClause: [Entry]] = [:]
    for entry in entries {
      for clause in entry.mutant.clauses { grouped[clause, default: []].append(entry) }
    }
    return SpecClause.all.filter { clause in clause.rule.map { $0.spec.normative } ?? false }.map {
      ClauseCoverage(clause: $0, entries: grouped[$0] ?? [])
    }
  }

  /// Mutants on the reviewed list of equivalents that a case kills: the list's reason is wrong.
  package var contradictions: [Entry] { entries.filter { $0.equivalentReason != nil && !$0.killers.isEmpty } }

  /// The survivors, in run order.
  package var survivors: [Entry] { entries.filter { $0.status == .survived } }

  /// Why the report falls short of the floors, one line each; empty when it meets them.
  ///
  /// - Parameters:
  ///   - score: The lowest overall score allowed, in percent.
  ///   - ruleScore: The lowest score allowed for any rule, in percent (rules whose mutants are all equivalent have none).
  package func shortfalls(score: Double?, ruleScore: Double?) -> [String] {
    var out: [String] = []
    if let score, let overall = overall.percent, overall < score {
      out.append("mutation score \(self.overall.percentText) is below the required \(JSONWriter.format(score))%")
    }
    if let ruleScore {
      for rule in rules {
        guard let percent = rule.percent, percent < ruleScore else { continue }
        out.append("\(rule.rule): mutation score \(rule.percentText) is below the required \(JSONWriter.format(ruleScore))% for every rule")
      }
    }
    return out
  }

  private static func score(_ rule: String, _ entries: [Entry]) -> Score {
    Score(
      rule: rule, mutants: entries.count, killed: entries.count { $0.status == .killed }, survived: entries.count { $0.status == .survived },
      equivalent: entries.count { $0.status == .equivalent })
  }
}
