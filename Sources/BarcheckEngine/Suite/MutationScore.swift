import BarcheckJSON
import BarcheckModel

/// The counts and score of a group of the reference's mutants (one rule's, or all), as `barcheck mutants` measures
/// them: the suite's strength, which a compatibility report may show beside the resolvers' scores.
///
/// A value of the engine rather than of the tools, so that the reports can carry it without linking the reference.
public struct MutationScore: Sendable, Hashable {
  /// `S9`, or `all`.
  public var rule: String
  /// How many mutants.
  public var mutants: Int
  /// How many the suite kills.
  public var killed: Int
  /// How many survive.
  public var survived: Int
  /// How many are equivalent.
  public var equivalent: Int

  /// Killed over mutants that are not equivalent, in percent; nil when every mutant is equivalent.
  public var percent: Double? {
    let scored = mutants - equivalent
    return scored == 0 ? nil : Double(killed) * 100 / Double(scored)
  }

  /// The percent with one decimal, or `-` when there is none.
  public var percentText: String { percent.map { JSONWriter.format(($0 * 10).rounded() / 10) + "%" } ?? "-" }

  /// Creates a score.
  public init(rule: String, mutants: Int, killed: Int, survived: Int, equivalent: Int) {
    self.rule = rule
    self.mutants = mutants
    self.killed = killed
    self.survived = survived
    self.equivalent = equivalent
  }
}
