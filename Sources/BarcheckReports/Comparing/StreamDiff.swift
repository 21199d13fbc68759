import BarcheckEngine
import BarcheckModel

/// What changed between two result streams: regressions, fixes, added and removed cases, and
/// other outcome changes. A pull request is gated on regressions.
public struct StreamDiff: Sendable, Hashable {
  /// One case whose outcome changed.
  public struct Change: Sendable, Hashable {
    /// The case id.
    public var id: String
    /// The outcome before.
    public var old: Outcome
    /// The outcome now.
    public var new: Outcome
    /// Why, now (the first diff, or the error).
    public var message: String?
  }

  /// Cases that were fine and now fail, error, crash or time out, and every case that passed and no longer
  /// does (now skipped, n/a or an expected failure: a pass lost is a regression, whatever replaced it).
  public var regressions: [Change] = []
  /// Cases that failed and now pass.
  public var fixes: [Change] = []
  /// Other outcome changes.
  public var changed: [Change] = []
  /// Cases only in the new stream.
  public var added: [String] = []
  /// Cases only in the old stream.
  public var removed: [String] = []
  /// Whether the two streams ran the same suite content.
  public var sameSuite: Bool = true

  /// Compares two streams.
  public init(old: ResultStream, new: ResultStream) {
    sameSuite = old.header.suite.hash == new.header.suite.hash
    let before = Dictionary(old.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for record in new.cases {
      guard let previous = before[record.id] else {
        added.append(record.id)
        continue
      }
      guard previous.outcome != record.outcome else { continue }
      let change = Change(id: record.id, old: previous.outcome, new: record.outcome, message: record.message)
      let passed = previous.outcome == .pass || previous.outcome == .unexpectedPass
      let passes = record.outcome == .pass || record.outcome == .unexpectedPass
      if (record.outcome.isProblem && !previous.outcome.isProblem) || (passed && !passes) {
        regressions.append(change)
      } else if previous.outcome.isProblem && (record.outcome == .pass || record.outcome == .unexpectedPass) {
        fixes.append(change)
      } else {
        changed.append(change)
      }
    }
    removed = old.cases.map(\.id).filter { after[$0] == nil }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { regressions.isEmpty && fixes.isEmpty && changed.isEmpty && added.isEmpty && removed.isEmpty }

  /// A plain-text account, for the terminal.
  public var text: String {
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
    out += "\(regressions.count) regressions, \(fixes.count) fixes, \(changed.count) other changes, \(added.count) added, \(removed.count) removed\n"
    return out
  }

  /// A Markdown account, for a pull-request comment.
  public var markdown: String {
    var md =
      "## barcheck diff: \(regressions.isEmpty ? "✅ no regressions" : "❌ \(regressions.count) regression\(regressions.count == 1 ? "" : "s")")\n\n"
    md += "| regressions | fixes | other changes | added | removed |\n| ---: | ---: | ---: | ---: | ---: |\n"
    md += "| \(regressions.count) | \(fixes.count) | \(changed.count) | \(added.count) | \(removed.count) |\n"
    if !sameSuite { md += "\nThe two runs used different suite contents.\n" }
    func section(_ title: String, _ changes: [Change]) {
      guard !changes.isEmpty else { return }
      md += "\n### \(title)\n\n"
      for change in changes.prefix(MarkdownRenderer.listLimit) {
        md +=
          "- `\(MarkdownRenderer.escape(change.id))`: \(change.old.rawValue) → **\(change.new.rawValue)**\(change.message.map { ": " + MarkdownRenderer.escape($0) } ?? "")\n"
      }
      if changes.count > MarkdownRenderer.listLimit { md += "- … and \(changes.count - MarkdownRenderer.listLimit) more\n" }
    }
    section("Regressions", regressions)
    section("Fixes", fixes)
    section("Other changes", changed)
    return md
  }
}
