package import BarcheckEngine
package import BarcheckModel

/// Cases x resolvers: each resolver's outcome on each case, with scores per family and per level
/// (n/a kept out of the denominators, which the suite fixes), an interop score and the cases where
/// one resolver disagrees with all the others.
package struct CompatibilityMatrix: Sendable {
  /// One case's row.
  package struct Row: Sendable, Hashable {
    /// The case id.
    package var id: String
    /// Its title.
    package var title: String
    /// Its family.
    package var family: String
    /// Its level.
    package var level: RequirementLevel
    /// Each resolver's outcome, in column order (nil when that resolver's stream lacks the case).
    package var outcomes: [Outcome?]
    /// Where each resolver's record is among its stream's cases, in column order (nil when it lacks the case).
    var indices: [Int?]
  }

  /// A score: passes out of applicable cases.
  package struct Score: Sendable, Hashable {
    /// Cases that passed.
    package var passed = 0
    /// Cases that apply (every case but n/a).
    package var applicable = 0

    /// The percentage, one decimal, or nil when nothing applies.
    package var percent: Double? { applicable == 0 ? nil : (Double(passed) / Double(applicable) * 1000).rounded() / 10 }

    mutating func add(_ outcome: Outcome?) {
      guard let outcome, outcome != .notApplicable else { return }
      applicable += 1
      if outcome == .pass || outcome == .unexpectedPass { passed += 1 }
    }
  }

  /// One resolver that disagrees with all the others on a case.
  package struct Disagreement: Sendable, Hashable {
    /// The case id.
    package var id: String
    /// The column of the odd one out.
    package var column: Int
    /// Whether the odd one passes (the others all fail) or fails (the others all pass).
    package var passes: Bool
  }

  /// The suite.
  package var suite: SuiteIdentity
  /// The resolvers, one per column.
  package var resolvers: [ResolverIdentity]
  /// Whether each resolver's run completed.
  package var complete: [Bool]
  /// How many cases each resolver's stream holds, against the suite's count: a stream filtered, sharded or
  /// interrupted holds fewer, and its score says nothing about the whole suite.
  package var caseCounts: [Int]

  /// Whether a column's score covers less than the whole suite (an incomplete run, or fewer cases than
  /// the suite has): such a score is marked partial everywhere, and badges refuse it unless told otherwise.
  package func isPartial(_ column: Int) -> Bool {
    !complete[column] || caseCounts[column] < suite.caseCount
  }
  /// One row per case, sorted by id.
  package var rows: [Row]
  /// Each column's records, read back only for the cases that did not pass: a matrix of any size holds their
  /// summaries alone.
  private let columns: [CaseRecords]
  /// The suite's mutation score (`barcheck mutants`), when the report was asked to measure it; streams do not carry it.
  package var suiteStrength: MutationScore?

  /// Builds the matrix from one result stream per resolver.
  ///
  /// - Throws: `StreamError` when the streams ran different suites (content hashes differ).
  package init(streams: [ResultStream]) throws(StreamError) {
    guard let first = streams.first else { throw StreamError("no streams to compare") }
    for stream in streams where stream.header.suite.hash != first.header.suite.hash {
      throw StreamError(
        "cannot combine results from different suites: \(first.header.suite.hash) (\(first.header.resolver.name)) and \(stream.header.suite.hash) (\(stream.header.resolver.name))"
      )
    }
    suite = first.header.suite
    // Two resolvers of the same name (main against a pull request) must not share a column, a key or a badge.
    var seen: [String: Int] = [:]
    resolvers = streams.map { stream in
      var identity = stream.header.resolver
      let count = seen[identity.name, default: 0] + 1
      seen[identity.name] = count
      if count > 1 { identity.name += "-\(count)" }
      return identity
    }
    complete = streams.map(\.complete)
    caseCounts = streams.map(\.cases.count)
    columns = streams.map(\.cases)
    // Each case's place in each stream (the first, when a stream holds it twice).
    var found: [String: [Int?]] = [:]
    for (column, stream) in streams.enumerated() {
      for (index, summary) in stream.cases.summaries.enumerated() where found[summary.id]?[column] == nil {
        found[summary.id, default: Array(repeating: nil, count: streams.count)][column] = index
      }
    }
    rows = found.keys.sorted().map { id in
      let indices = found[id] ?? []
      let summaries = zip(streams, indices).map { stream, index in index.map { stream.cases.summaries[$0] } }
      let any = summaries.compactMap { $0 }.first
      return Row(
        id: id, title: any?.title ?? id, family: any?.family ?? "", level: any?.level ?? .must, outcomes: summaries.map { $0?.resolverOutcome },
        indices: indices)
    }
  }

  /// A resolver's record of a row's case, read back from its stream; nil when its stream lacks the case.
  package func record(_ row: Row, column: Int) -> CaseRecord? {
    row.indices[column].map { columns[column][$0] }
  }

  /// A resolver's overall score.
  package func score(_ column: Int, where include: (Row) -> Bool = { _ in true }) -> Score {
    var score = Score()
    for row in rows where include(row) { score.add(row.outcomes[column]) }
    return score
  }

  /// The families, sorted.
  package var families: [String] { Array(Set(rows.map(\.family))).sorted() }

  /// Cases that pass in every resolver, out of those that apply to every resolver.
  package var interop: Score {
    var score = Score()
    for row in rows {
      let outcomes = row.outcomes
      guard outcomes.allSatisfy({ $0 != nil && $0 != .notApplicable }) else { continue }
      score.applicable += 1
      if outcomes.allSatisfy({ $0 == .pass || $0 == .unexpectedPass }) { score.passed += 1 }
    }
    return score
  }

  /// Where exactly one resolver passes while all others fail, or fails while all others pass (three or more resolvers).
  package var disagreements: [Disagreement] {
    guard resolvers.count >= 3 else { return [] }
    var out: [Disagreement] = []
    for row in rows {
      let passes = row.outcomes.map { outcome -> Bool? in
        guard let outcome, outcome != .notApplicable, outcome != .skip else { return nil }
        return outcome == .pass || outcome == .unexpectedPass
      }
      guard passes.allSatisfy({ $0 != nil }) else { continue }
      let yes = passes.indices.filter { passes[$0] == true }
      let no = passes.indices.filter { passes[$0] == false }
      if yes.count == 1 && no.count >= 2 { out.append(Disagreement(id: row.id, column: yes[0], passes: true)) }
      if no.count == 1 && yes.count >= 2 { out.append(Disagreement(id: row.id, column: no[0], passes: false)) }
    }
    return out
  }

  /// A file-name-safe slug of a resolver's name.
  package static func slug(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "-" || scalar == "." {
        out.unicodeScalars.append(scalar)
      } else if !out.hasSuffix("-") {
        out += "-"
      }
    }
    return out.isEmpty ? "resolver" : out
  }
}
