package import BarcheckEngine
import BarcheckModel

/// What changed between two result streams: regressions, fixes, added and removed cases, and
/// other outcome changes. A pull request is gated on regressions.
package struct StreamDiff: Sendable, Hashable {
  /// One case whose outcome changed.
  package struct Change: Sendable, Hashable {
    /// The case id.
    package var id: String
    /// The outcome before.
    package var old: Outcome
    /// The outcome now.
    package var new: Outcome
    /// Why, now (the first diff, or the error).
    package var message: String?
  }

  /// Cases that were fine and now fail, error, crash or time out, and every case that passed and no longer
  /// does (now skipped, n/a or an expected failure: a pass lost is a regression, whatever replaced it).
  package var regressions: [Change] = []
  /// Cases that failed and now pass.
  package var fixes: [Change] = []
  /// Other outcome changes.
  package var changed: [Change] = []
  /// Cases only in the new stream.
  package var added: [String] = []
  /// Cases only in the old stream.
  package var removed: [String] = []
  /// Whether the two streams ran the same suite content.
  package var sameSuite: Bool = true
  /// What the new stream lacks, when it cannot stand for a whole run against the old one: it is incomplete (no
  /// footer, a run stopped early, a merge without a shard), one shard alone, or it lacks cases the old stream ran
  /// from the same suite. A pass lost with the lines that held it is no regression the diff could see, so such a
  /// diff never passes.
  package var incomplete: [String] = []
  /// What to know about the old stream: when it is incomplete, the cases it lacks show as added.
  package var notes: [String] = []

  /// How long a change's message is kept: the terminal shows 500 characters of it, a pull-request comment fewer.
  static let messageLimit = 500

  /// Compares two streams from their summaries, reading back only the records of the cases whose outcome
  /// changed (for their messages), so that streams of any size compare in the memory of their summaries.
  package init(old: ResultStream, new: ResultStream) {
    sameSuite = old.header.suite.hash == new.header.suite.hash
    // Each case's outcome as written, and as the resolver earned it (what classifies a change: a pass that --strict
    // made a failure is the unexpected pass it was, so a known failure that now passes is a fix in a strict run too).
    var before: [String: (outcome: Outcome, earned: Outcome)] = [:]
    for summary in old.cases.summaries where before[summary.id] == nil { before[summary.id] = (summary.outcome, summary.resolverOutcome) }
    var after: Set<String> = []
    // Where each change is: its record in the new stream, and its place in its list.
    var places: [(index: Int, kind: Kind, slot: Int)] = []
    for (index, summary) in new.cases.summaries.enumerated() {
      after.insert(summary.id)
      guard let previous = before[summary.id] else {
        added.append(summary.id)
        continue
      }
      guard previous.outcome != summary.outcome else { continue }
      let change = Change(id: summary.id, old: previous.outcome, new: summary.outcome, message: nil)
      let kind = Kind(old: previous.earned, new: summary.resolverOutcome)
      switch kind {
      case .regression: regressions.append(change)
      case .fix: fixes.append(change)
      case .other: changed.append(change)
      }
      places.append((index, kind, kind == .regression ? regressions.count - 1 : kind == .fix ? fixes.count - 1 : changed.count - 1))
    }
    removed = old.cases.summaries.map(\.id).filter { !after.contains($0) }
    // The messages, a batch of records at a time: only the changed cases are read back.
    for start in stride(from: 0, to: places.count, by: 512) {
      let batch = places[start..<min(start + 512, places.count)]
      for (place, record) in zip(batch, new.cases.records(at: batch.map(\.index))) {
        let message = record.message.map { StreamLimits.cut($0, Self.messageLimit) }
        switch place.kind {
        case .regression: regressions[place.slot].message = message
        case .fix: fixes[place.slot].message = message
        case .other: changed[place.slot].message = message
        }
      }
    }
    incomplete = Self.incompleteness(old: old, new: new, removed: removed.count, sameSuite: sameSuite)
    if !old.complete { notes.append("the old run is incomplete (\(old.incompleteReason)): the cases it lacks show as added") }
  }

  /// Which list a change goes in.
  private enum Kind {
    case regression, fix, other

    init(old: Outcome, new: Outcome) {
      let passed = old == .pass || old == .unexpectedPass
      let passes = new == .pass || new == .unexpectedPass
      if (new.isProblem && !old.isProblem) || (passed && !passes) {
        self = .regression
      } else if (old.isProblem || old == .expectedFailure) && passes {
        // A known failure (xfail) that now passes is fixed too.
        self = .fix
      } else {
        self = .other
      }
    }
  }

  /// Why the new stream cannot stand for a whole run against the old one; empty when it can.
  private static func incompleteness(old: ResultStream, new: ResultStream, removed: Int, sameSuite: Bool) -> [String] {
    var reasons: [String] = []
    if !new.complete { reasons.append("the new run is incomplete: \(new.incompleteReason)") }
    if let shard = new.header.shard, shard != old.header.shard {
      reasons.append("the new stream is shard \(TextEscaping.line(shard, limit: 20)) alone: merge the shards' streams first (barcheck merge)")
    }
    if sameSuite && removed > 0 {
      reasons.append(
        "\(removed) case\(removed == 1 ? "" : "s") of the old stream \(removed == 1 ? "is" : "are") missing from the new one: \(removed == 1 ? "its outcome is" : "their outcomes are") unknown"
      )
    }
    let suiteCases = new.header.suite.caseCount
    if !sameSuite && new.cases.count < suiteCases && old.cases.count >= old.header.suite.caseCount {
      reasons.append("the new stream holds \(new.cases.count) of its suite's \(suiteCases) cases, the old one all of its suite's")
    }
    return reasons
  }

  /// Whether the diff lets a change through: no regressions, and a new stream that stands for a whole run.
  package var passes: Bool { regressions.isEmpty && incomplete.isEmpty }

  /// Whether nothing changed.
  package var isEmpty: Bool { regressions.isEmpty && fixes.isEmpty && changed.isEmpty && added.isEmpty && removed.isEmpty }

  /// A plain-text account, for the terminal.
  package var text: String {
    var out = ""
    if !sameSuite { out += "note: the streams ran different suite contents (hashes differ)\n" }
    func section(_ title: String, _ changes: [Change]) {
      guard !changes.isEmpty else { return }
      out += "\(title) (\(changes.count)):\n"
      for change in changes {
        out +=
          "  \(TextEscaping.line(change.id, limit: 200)): \(change.old.rawValue) -> \(change.new.rawValue)\(change.message.map { "  \(TextEscaping.line($0, limit: 500))" } ?? "")\n"
      }
    }
    section("regressions", regressions)
    section("fixes", fixes)
    section("other changes", changed)
    if !added.isEmpty { out += "added (\(added.count)): \(added.map { TextEscaping.line($0, limit: 200) }.joined(separator: ", "))\n" }
    if !removed.isEmpty { out += "removed (\(removed.count)): \(removed.map { TextEscaping.line($0, limit: 200) }.joined(separator: ", "))\n" }
    for reason in incomplete { out += "incomplete: \(reason)\n" }
    out += "\(regressions.count) regressions, \(fixes.count) fixes, \(changed.count) other changes, \(added.count) added, \(removed.count) removed"
    out += incomplete.isEmpty ? "\n" : "; not judged: the new stream is incomplete\n"
    return out
  }

  /// A Markdown account, for a pull-request comment.
  package var markdown: String {
    var verdict = regressions.isEmpty ? [] : ["❌ \(regressions.count) regression\(regressions.count == 1 ? "" : "s")"]
    if !incomplete.isEmpty { verdict.append("⚠️ the new stream is incomplete") }
    var md = "## barcheck diff: \(verdict.isEmpty ? "✅ no regressions" : verdict.joined(separator: ", "))\n\n"
    if !incomplete.isEmpty {
      md += "The new stream cannot stand for a whole run, so this diff does not pass:\n\n"
      for reason in incomplete { md += "- \(MarkdownRenderer.escape(reason))\n" }
      md += "\n"
    }
    md += "| regressions | fixes | other changes | added | removed |\n| ---: | ---: | ---: | ---: | ---: |\n"
    md += "| \(regressions.count) | \(fixes.count) | \(changed.count) | \(added.count) | \(removed.count) |\n"
    if !sameSuite { md += "\nThe two runs used different suite contents.\n" }
    for note in notes { md += "\nNote: \(MarkdownRenderer.escape(note)).\n" }
    func section(_ title: String, _ changes: [Change]) {
      guard !changes.isEmpty else { return }
      md += "\n### \(title)\n\n"
      for change in changes.prefix(MarkdownRenderer.listLimit) {
        md +=
          "- \(MarkdownRenderer.code(change.id)): \(change.old.rawValue) → **\(change.new.rawValue)**\(change.message.map { ": " + MarkdownRenderer.escape($0) } ?? "")\n"
      }
      if changes.count > MarkdownRenderer.listLimit { md += "- … and \(changes.count - MarkdownRenderer.listLimit) more\n" }
    }
    section("Regressions", regressions)
    section("Fixes", fixes)
    section("Other changes", changed)
    return md
  }
}
