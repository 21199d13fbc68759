import BarcheckEngine
import BarcheckJSON
package import BarcheckModel
package import BarcheckReference

/// The reviewed facts about the reference's mutants, kept beside the suite (`Conformance/mutants.json`): the
/// score floors the suite must keep, the mutants that cannot change any observation, each with why, and the clauses
/// of SPEC.md no case pins yet, each with why (`barcheck lint` fails on any other unpinned clause).
///
///     { "floors": { "score": 95, "ruleScore": 90 },
///       "equivalent": { "S24.backdrop-in-landscape": "in landscape on a phone every sheet is full screen, so no card is found" } }
package struct MutantsFile: Sendable, Hashable {
  /// The lowest overall mutation score the suite may have, in percent.
  package var score: Double?
  /// The lowest score any one rule may have, in percent.
  package var ruleScore: Double?
  /// The equivalent mutants, each with the argument that it cannot change an observation.
  package var equivalent: [Mutant: String]
  /// Clauses no case pins, each with why: a reviewed gap, which lint reports without failing.
  package var unpinned: [String: String]

  /// Creates a file.
  package init(score: Double? = nil, ruleScore: Double? = nil, equivalent: [Mutant: String] = [:], unpinned: [String: String] = [:]) {
    self.score = score
    self.ruleScore = ruleScore
    self.equivalent = equivalent
    self.unpinned = unpinned
  }

  /// The file beside the bundled cases: `Conformance/mutants.json` for `Conformance/cases`.
  package static let name = "mutants.json"

  /// Reads a file strictly: an unknown key or mutant, a missing reason or an impossible floor is an error
  /// with its line and column.
  package static func parse(_ file: SourceFile) -> (MutantsFile?, [Diagnostic]) {
    var reader = DecodingReader(file: file)
    guard let root = reader.root(),
      let fields = reader.object(root, at: .root, allowed: ["$comment", "floors", "equivalent", "unpinned"], what: "the mutants file")
    else { return (nil, reader.diagnostics) }
    var result = MutantsFile()
    if let floors = reader.object(fields, "floors", allowed: ["score", "ruleScore"], what: "the score floors") {
      for key in ["score", "ruleScore"] {
        guard let value = reader.number(floors, key), let member = floors[key] else { continue }
        guard value >= 0, value <= 100 else {
          reader.error("a floor is a percentage from 0 to 100", at: member.value.offset, path: .root.appending("floors").appending(key))
          continue
        }
        if key == "score" { result.score = value } else { result.ruleScore = value }
      }
    }
    for (id, reason) in reasons(
      fields, "equivalent", what: "the equivalent mutants (mutant id to reason)", noun: "mutant", known: Mutant.allCases.map(\.id),
      help: "'barcheck mutants --list' lists them", missingReason: "an equivalent mutant needs the reason it cannot change any observation",
      reader: &reader)
    {
      if let mutant = Mutant.named(id) { result.equivalent[mutant] = reason }
    }
    for (id, reason) in reasons(
      fields, "unpinned", what: "the clauses no case pins (clause id to reason)", noun: "clause", known: SpecClause.all.map(\.id),
      help: "clauses are the rows of SPEC.md's clause tables", missingReason: "an unpinned clause needs the reason no case pins it",
      reader: &reader)
    {
      result.unpinned[id] = reason
    }
    return (reader.hasErrors ? nil : result, reader.diagnostics)
  }

  /// Reads a map of ids to reasons (`equivalent`, `unpinned`): an id that is not one of `known` and an empty reason
  /// are errors at their line and column; the entries that are neither, in file order.
  private static func reasons(
    _ fields: DecodingReader.Fields, _ key: String, what: String, noun: String, known: [String], help: String, missingReason: String,
    reader: inout DecodingReader
  ) -> [(id: String, reason: String)] {
    let path = JSONPath.root.appending(key)
    var found: [(id: String, reason: String)] = []
    for entry in reader.map(fields, key, what: what, keys: "entry for \(noun)") ?? [] {
      guard known.contains(entry.key) else {
        let suggestion = Suggestion.closest(to: entry.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        reader.error(
          "unknown \(noun) \"\(TextEscaping.line(entry.key, limit: 100))\"\(suggestion)", at: entry.keyOffset, path: path.appending(entry.key),
          help: help)
        continue
      }
      guard let reason = reader.string(entry.value, key: entry.key, path: path.appending(entry.key)) else { continue }
      guard !reason.allSatisfy(\.isWhitespace) else {
        reader.error(missingReason, at: entry.value.offset, path: path.appending(entry.key))
        continue
      }
      found.append((entry.key, reason))
    }
    return found
  }
}
