/// One clause of a rule of the suite's spec (`Conformance/SPEC.md`): a single statement that an implementation
/// could get wrong on its own, with the confidence its own evidence gives it.
///
/// A rule is a dozen clauses, and a rule's confidence is that of its firmest part: a decision resting on a
/// tentative clause of a `should` rule is tentative. Clause ids are `S<rule>.<n>` (`S9.4`), numbered in the order
/// SPEC.md's clause tables list them, with the lower-cased id as the anchor (`SPEC.md#s9.4`). `L` clauses
/// (`L3.2`) are the lowering of SwiftUI declarations.
///
/// `SpecClause.all` is generated from SPEC.md (`Tests/make_clause_registry.py`) and `SpecDocument.check()`, run by
/// `barcheck lint`, fails when the two disagree.
public struct SpecClause: Sendable, Hashable, Identifiable, Comparable, CustomStringConvertible {
  /// What a clause states.
  public enum Kind: Sendable, Hashable, CustomStringConvertible {
    /// UIKit does something in some situation.
    case statement
    /// Something does not happen: an input is ignored, an event is not a trigger, a controller never takes over.
    case negative
    /// The behaviour changes at this iOS version (`major.minor`).
    case boundary(major: Int, minor: Int)

    /// As SPEC.md writes it: `statement`, `negative` or `boundary 13.0`.
    public var description: String {
      switch self {
      case .statement: "statement"
      case .negative: "negative"
      case .boundary(let major, let minor): "boundary \(major).\(minor)"
      }
    }

    /// Reads SPEC.md's spelling; nil for anything else.
    public init?(_ text: String) {
      switch text {
      case "statement": self = .statement
      case "negative": self = .negative
      default:
        let words = text.split(separator: " ")
        guard words.count == 2, words[0] == "boundary" else { return nil }
        let parts = words[1].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), (2...99).contains(major), (0...9).contains(minor)
        else { return nil }
        self = .boundary(major: major, minor: minor)
      }
    }
  }

  /// `S9.4`.
  public var id: String { storage.id }
  /// What it states.
  public var kind: Kind { storage.kind }
  /// The confidence its own evidence gives it.
  public var level: RequirementLevel { storage.level }
  /// The statement, in one sentence.
  public var says: String { storage.says }

  /// The values, in one immutable box: a clause is handed to every traced decision and every version check of the
  /// reference, and copying one is then a single retain, where copying its strings retained each.
  private final class Storage: Sendable {
    let id: String
    let kind: Kind
    let level: RequirementLevel
    let says: String

    init(id: String, kind: Kind, level: RequirementLevel, says: String) {
      self.id = id
      self.kind = kind
      self.level = level
      self.says = says
    }
  }

  private let storage: Storage

  /// Creates a clause.
  public init(_ id: String, _ kind: Kind, _ level: RequirementLevel, _ says: String) {
    storage = Storage(id: id, kind: kind, level: level, says: says)
  }

  /// Clauses are equal when their values are.
  public static func == (a: SpecClause, b: SpecClause) -> Bool {
    a.storage === b.storage || (a.id == b.id && a.kind == b.kind && a.level == b.level && a.says == b.says)
  }

  /// Hashes the id (equal clauses have equal ids).
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The rule it belongs to (`S9`, or `L3` for a lowering clause).
  public var ruleName: String { String(id.prefix { $0 != "." }) }

  /// The rule it belongs to, for an `S` clause.
  public var rule: RuleID? { RuleID(rawValue: ruleName) }

  /// Its number within the rule.
  public var number: Int { Int(id.drop { $0 != "." }.dropFirst()) ?? 0 }

  /// Its anchor in SPEC.md: `s9.4`.
  public var anchor: String { id.lowercased() }

  /// Its place in SPEC.md: `SPEC.md#s9.4`.
  public var specReference: String { CaseSource.specFile + "#" + anchor }

  /// `S9.4`.
  public var description: String { id }

  /// The clause with this id.
  public static func named(_ id: String) -> SpecClause? { byID[id] }

  /// The clauses of one rule, in order.
  public static func of(_ rule: RuleID) -> [SpecClause] { all.filter { $0.rule == rule } }

  private static let byID: [String: SpecClause] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Orders by rule (`S2` before `S10`, `S` before `L`), then by number.
  public static func < (a: SpecClause, b: SpecClause) -> Bool {
    func key(_ clause: SpecClause) -> (Int, Int, Int) {
      let name = clause.ruleName
      return (name.hasPrefix("S") ? 0 : 1, Int(name.dropFirst()) ?? 0, clause.number)
    }
    return key(a) < key(b)
  }
}
