import BarcheckJSON
import BarcheckModel

/// Outcomes by case family (the part of a case id before its first dot): what the console summary,
/// the HTML report and `summary.md` show per family, so that a resolver's weak areas stand out.
public struct FamilyBreakdown: Sendable, Hashable {
  /// One family's counts.
  public struct Row: Sendable, Hashable {
    /// The family.
    public var family: String
    /// Every case of the family in the run.
    public var cases = 0
    /// The cases that were not n/a.
    public var applicable = 0
    /// The cases that passed (an unexpected pass included).
    public var passed = 0
    /// The cases with an unexpected outcome: fail, error, crash, timeout.
    public var problems = 0

    /// The pass rate in percent of the applicable cases, to one decimal; nil when none applied.
    public var passRate: Double? {
      applicable == 0 ? nil : (Double(passed) / Double(applicable) * 1000).rounded() / 10
    }
  }

  private var byFamily: [String: Row] = [:]

  /// An empty breakdown.
  public init() {}

  /// Counts one case.
  public mutating func add(family: String, outcome: Outcome) {
    var row = byFamily[family] ?? Row(family: family)
    row.cases += 1
    if outcome != .notApplicable { row.applicable += 1 }
    if outcome == .pass || outcome == .unexpectedPass { row.passed += 1 }
    if outcome.isProblem { row.problems += 1 }
    byFamily[family] = row
  }

  /// The families in alphabetical order.
  public var rows: [Row] { byFamily.values.sorted { $0.family < $1.family } }

  /// `92.5%`, or `n/a` when no case of the family applied.
  public static func percent(_ rate: Double?) -> String {
    rate.map { "\(JSONWriter.format($0))%" } ?? "n/a"
  }
}
