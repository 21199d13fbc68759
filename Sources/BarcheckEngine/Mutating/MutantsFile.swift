import BarcheckModel
import BarcheckReference

/// The reviewed facts about the reference's mutants, kept beside the suite (`Conformance/mutants.json`): the
/// score floors the suite must keep, and the mutants that cannot change any observation, each with why.
///
///     { "floors": { "score": 95, "ruleScore": 90 },
///       "equivalent": { "S24.backdrop-in-landscape": "in landscape on a phone every sheet is full screen, so no card is found" } }
public struct MutantsFile: Sendable, Hashable {
  /// The lowest overall mutation score the suite may have, in percent.
  public var score: Double?
  /// The lowest score any one rule may have, in percent.
  public var ruleScore: Double?
  /// The equivalent mutants, each with the argument that it cannot change an observation.
  public var equivalent: [Mutant: String]

  /// Creates a file.
  public init(score: Double? = nil, ruleScore: Double? = nil, equivalent: [Mutant: String] = [:]) {
    self.score = score
    self.ruleScore = ruleScore
    self.equivalent = equivalent
  }

  /// The file beside the bundled cases: `Conformance/mutants.json` for `Conformance/cases`.
  public static let name = "mutants.json"

  /// Reads a file strictly: an unknown key or mutant, a missing reason or an impossible floor is an error
  /// with its line and column.
  public static func parse(_ file: SourceFile) -> (MutantsFile?, [Diagnostic]) {
    var reader = StrictObjectFile(file)
    func report(_ offset: Int, _ path: JSONPath, _ message: String, help: String? = nil) { reader.report(offset, path, message, help: help) }
    guard let members = reader.members(shape: "the mutants file is an object with \"floors\" and \"equivalent\"") else {
      return (nil, reader.diagnostics)
    }
    var result = MutantsFile()
    for member in members {
      let path = JSONPath.root.appending(member.key)
      switch member.key {
      case "$comment": break
      case "floors":
        for floor in member.value.members ?? [] {
          guard case .number(let value) = floor.value.value, value >= 0, value <= 100 else {
            report(floor.value.offset, path.appending(floor.key), "a floor is a percentage from 0 to 100")
            continue
          }
          switch floor.key {
          case "score": result.score = value
          case "ruleScore": result.ruleScore = value
          default:
            let suggestion = Suggestion.closest(to: floor.key, in: ["score", "ruleScore"]).map { "; did you mean \"\($0)\"?" } ?? ""
            report(floor.keyOffset, path.appending(floor.key), "unknown floor \"\(floor.key)\"\(suggestion)")
          }
        }
        if member.value.members == nil { report(member.value.offset, path, "\"floors\" is an object with \"score\" and \"ruleScore\"") }
      case "equivalent":
        guard let listed = member.value.members else {
          report(member.value.offset, path, "\"equivalent\" maps mutant ids to the reason each cannot change an observation")
          continue
        }
        for entry in listed {
          guard let mutant = Mutant.named(entry.key) else {
            let suggestion = Suggestion.closest(to: entry.key, in: Mutant.allCases.map(\.id)).map { "; did you mean \"\($0)\"?" } ?? ""
            report(
              entry.keyOffset, path.appending(entry.key), "unknown mutant \"\(entry.key)\"\(suggestion)", help: "'barcheck mutants --list' lists them"
            )
            continue
          }
          if result.equivalent[mutant] != nil {
            report(entry.keyOffset, path.appending(entry.key), "duplicate entry for \"\(entry.key)\"")
            continue
          }
          guard let reason = entry.value.stringValue, !reason.allSatisfy(\.isWhitespace) else {
            report(entry.value.offset, path.appending(entry.key), "an equivalent mutant needs the reason it cannot change any observation")
            continue
          }
          result.equivalent[mutant] = reason
        }
      default:
        report(member.keyOffset, path, "unknown key \"\(member.key)\"", help: "the mutants file has \"floors\" and \"equivalent\"")
      }
    }
    return (reader.diagnostics.isEmpty ? result : nil, reader.diagnostics)
  }
}
