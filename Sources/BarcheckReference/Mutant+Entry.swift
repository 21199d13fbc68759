public import BarcheckModel

extension Mutant {
  /// A mutant's record, kept in the file of the rule it breaks (`Rules/S9Presentation.swift` holds S9's) beside the
  /// decision sites it changes: the clause it flips, the clauses that state the same decision from another side, and
  /// what it does wrong.
  struct Entry: Sendable {
    /// The mutant.
    let mutant: Mutant
    /// The clause of SPEC.md it flips.
    let clause: SpecClause
    /// The other clauses stating the same decision, reviewed one by one; empty for most mutants.
    let alsoFlips: [SpecClause]
    /// What it does wrong, in one line.
    let summary: String
    /// For a boundary mutant (`S9.17.boundary-earlier`), how many major versions it moves its clause's boundary.
    let boundaryShift: Int?

    /// A mutant's record.
    init(_ mutant: Mutant, flips clause: SpecClause, also alsoFlips: [SpecClause] = [], _ summary: String) {
      self.mutant = mutant
      self.clause = clause
      self.alsoFlips = alsoFlips
      self.summary = summary
      let id = mutant.rawValue
      boundaryShift = id.hasSuffix(".boundary-earlier") ? -1 : id.hasSuffix(".boundary-later") ? 1 : nil
    }
  }

  /// The registry: every rule file's mutants, in rule order. `MutantRegistryTests` checks that it lists every mutant
  /// once, each in its own rule's file, and that every mutant has a decision site.
  static let entries: [Entry] =
    s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9 + s10 + s11 + s12 + s13 + s14 + s15 + s16 + s17 + s18 + s19 + s20 + s21 + s23 + s24

  /// The entries by mutant.
  private static let entryOf: [Mutant: Entry] = Dictionary(entries.map { ($0.mutant, $0) }) { first, _ in first }

  /// This mutant's record; a mutant missing from the registry (which the registry's test rules out) reads as
  /// flipping nothing.
  private var entry: Entry { Self.entryOf[self] ?? Entry(self, flips: .s20_16, "not in the registry") }

  /// The clause of SPEC.md this mutant flips: a case that kills it pins the clause (`barcheck mutants --by-clause`,
  /// and `barcheck lint`'s clause coverage).
  public var clause: SpecClause { entry.clause }

  /// What the mutant does wrong, in one line.
  public var summary: String { entry.summary }

  /// The other clauses stating the same decision as `clause`, reviewed one by one; empty for most mutants.
  var alsoFlips: [SpecClause] { entry.alsoFlips }

  /// Every clause this mutant flips: its own, and the clauses that state the same decision from another side (S10.4's
  /// "a dismissal refreshes a stale bar" is flipped by the mutant that stops dismissals re-resolving, S10.2's). A case
  /// that kills the mutant pins each of them.
  public var clauses: [SpecClause] { [clause] + alsoFlips }

  /// Which side a boundary mutant moves its clause's version boundary to: -1 one major version earlier, +1 later;
  /// nil for every other mutant.
  public var boundarySide: Int? { entry.boundaryShift }

  /// How many major versions this mutant moves a boundary clause (-1 earlier, +1 later); nil for any other clause
  /// and for every mutant that is not a boundary mutant.
  func boundaryShift(of boundary: VersionBoundary) -> Int? {
    let entry = entry
    guard let shift = entry.boundaryShift else { return nil }
    return entry.clause.id == boundary.clause.description ? shift : nil
  }
}
