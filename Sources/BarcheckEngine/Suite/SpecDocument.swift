public import BarcheckModel
import Foundation

/// The suite's spec, `Conformance/SPEC.md`, read for what tools need of it: its anchors, and for
/// each rule its title, confidence, the versions it holds for and its evidence.
///
/// The document's conventions (SPEC.md says them too): an anchor is `<a id="s9"></a>` on a line of its
/// own; a rule starts with a heading `### S9. Title` right after its anchor; in the rule's section a line
/// `- **Confidence:** must` gives its confidence and `- **Holds for:** …` its versions; and every line
/// `- <https://…> …` under the rule is one item of its evidence.
public struct SpecDocument: Sendable {
  /// One rule as the document states it.
  public struct Rule: Sendable, Hashable {
    /// `S9`.
    public var id: String
    /// The heading's title.
    public var title: String
    /// The stated confidence, or nil when the section states none.
    public var confidence: RequirementLevel?
    /// The versions and profiles it holds for, as written.
    public var holdsFor: String?
    /// The URLs of its evidence items, in order.
    public var evidence: [String] { items.compactMap(\.url) }
    /// Its evidence items, in order: the sources, and the line saying which clauses rest on inference alone.
    public var items: [Evidence] = []
    /// Its clauses, in the order of its clause table.
    public var clauses: [Clause] = []
    /// The 1-based line of its heading.
    public var line: Int

    /// The evidence items tagged with a clause (sources, and the line saying it rests on inference).
    public func evidence(for clauseID: String) -> [Evidence] { items.filter { $0.tags?.contains(clauseID) ?? false } }
  }

  /// One row of a rule's clause table.
  public struct Clause: Sendable, Hashable {
    /// `S9.4`.
    public var id: String
    /// The anchor on the row (`s9.4`), if any.
    public var anchor: String?
    /// The kind as written (`negative`, `boundary 13.0`), read.
    public var kind: SpecClause.Kind?
    /// The kind as written.
    public var kindText: String
    /// The statement.
    public var says: String
    /// The confidence as written, read.
    public var level: RequirementLevel?
    /// The 1-based line of the row.
    public var line: Int
  }

  /// One item of a rule's evidence, with the clauses it is tagged with (`[S9.1, S9.4]` at the end of its line).
  public struct Evidence: Sendable, Hashable {
    /// The source's address; nil for the line `- No first-hand evidence found either way for: …`.
    public var url: String?
    /// The clause ids of its tag, or nil when the line has no tag.
    public var tags: [String]?
    /// Whether its summary says a library shipped relying on the behaviour.
    public var shipped: Bool
    /// The 1-based line.
    public var line: Int

    /// Whether the source is Apple's own documentation.
    public var isApple: Bool { url.map { $0.hasPrefix("https://developer.apple.com/") } ?? false }

    /// What makes two sources independent: the site, and for a forge the repository (two issues of one
    /// repository are two reporters, but one project's word twice is one source only when it is the same thread).
    public var source: String? {
      guard let url else { return nil }
      let parts = url.split(separator: "/", omittingEmptySubsequences: true)
      guard parts.count > 1 else { return url }
      let host = parts[1]
      if host == "github.com" || host == "gitlab.com", parts.count > 4 { return parts[1...min(parts.count - 1, 5)].joined(separator: "/") }
      return parts[1...].joined(separator: "/")
    }
  }

  /// Every anchor the document defines.
  public private(set) var anchors: Set<String> = []
  /// The rules, in document order.
  public private(set) var rules: [Rule] = []
  /// The path it was read from.
  public var path: String

  /// The rule with this id.
  public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

  /// Reads a spec's text.
  public init(text: String, path: String) {
    self.path = path
    var current: Rule?
    for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("| <a id=\"") || (line.hasPrefix("| ") && current != nil && Self.clauseRow(line) != nil) {
        if var clause = Self.clauseRow(line) {
          clause.line = n + 1
          if let anchor = clause.anchor { anchors.insert(anchor) }
          current?.clauses.append(clause)
        }
        continue
      }
      if line.hasPrefix("<a id=\""), let end = line.dropFirst(7).firstIndex(of: "\"") {
        anchors.insert(String(line[line.index(line.startIndex, offsetBy: 7)..<end]))
        continue
      }
      if line.hasPrefix("#") {
        if let rule = current { rules.append(rule) }
        current = nil
        if line.hasPrefix("### S") || line.hasPrefix("### L"), let dot = line.firstIndex(of: ".") {
          let id = String(line[line.index(line.startIndex, offsetBy: 4)..<dot])
          if id.dropFirst().allSatisfy(\.isNumber), id.count > 1, id.hasPrefix("S") || id.hasPrefix("L") {
            let title = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            current = Rule(id: id, title: title, confidence: nil, holdsFor: nil, line: n + 1)
          }
        }
        continue
      }
      guard current != nil else { continue }
      if line.hasPrefix("- **Confidence:**") {
        let value = line.dropFirst("- **Confidence:**".count).trimmingCharacters(in: .whitespaces)
        let word = value.prefix { $0.isLetter || $0 == "`" }.filter { $0 != "`" }
        current?.confidence = RequirementLevel(rawValue: String(word))
      } else if line.hasPrefix("- **Holds for:**") {
        current?.holdsFor = line.dropFirst("- **Holds for:**".count).trimmingCharacters(in: .whitespaces)
      } else if line.hasPrefix("- <http"), let end = line.firstIndex(of: ">") {
        let url = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        current?.items.append(Evidence(url: url, tags: Self.tags(line), shipped: line.contains("shipped"), line: n + 1))
      } else if line.hasPrefix("- No first-hand evidence") {
        current?.items.append(Evidence(url: nil, tags: Self.tags(line), shipped: false, line: n + 1))
      }
    }
    if let rule = current { rules.append(rule) }
  }

  /// The clause of any rule with this id.
  public func clause(_ id: String) -> Clause? {
    rule(String(id.prefix { $0 != "." }))?.clauses.first { $0.id == id }
  }

  /// Every clause, in document order.
  public var clauses: [Clause] { rules.flatMap(\.clauses) }

  /// Reads a clause table's row: `| <a id="s3.1"></a>S3.1 | negative | says | should |`; nil for any other row
  /// (the header and the separator).
  static func clauseRow(_ line: String) -> Clause? {
    var cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count == 6, cells.first == "", cells.last == "" else { return nil }
    cells = Array(cells[1...4])
    var idCell = cells[0]
    var anchor: String?
    if idCell.hasPrefix("<a id=\""), let close = idCell.range(of: "\"></a>") {
      anchor = String(idCell[idCell.index(idCell.startIndex, offsetBy: 7)..<close.lowerBound])
      idCell = String(idCell[close.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
    guard let first = idCell.first, first == "S" || first == "L", idCell.contains("."),
      idCell.dropFirst().allSatisfy({ $0.isNumber || $0 == "." })
    else { return nil }
    return Clause(
      id: idCell, anchor: anchor, kind: SpecClause.Kind(cells[1]), kindText: cells[1], says: cells[2], level: RequirementLevel(rawValue: cells[3]),
      line: 0)
  }

  /// The clause ids of an evidence line's tag (`… confirms. [S9.1, S9.4]`); nil when it has none.
  static func tags(_ line: String) -> [String]? {
    guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
    let inside = line[line.index(after: open)..<line.index(before: line.endIndex)]
    let ids = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard ids.allSatisfy({ ($0.first == "S" || $0.first == "L") && $0.contains(".") }) else { return nil }
    return ids
  }

  /// Reads the spec beside a suite: `SPEC.md` in the directory of the nearest `suite.json` to `path`
  /// (the directory given or up to three above it); nil when there is none.
  public static func near(_ path: String) -> SpecDocument? {
    var directory = path.hasSuffix("/") ? String(path.dropLast()) : path
    if !FileManager.default.fileExists(atPath: directory + "/suite.json"), !isDirectory(directory) {
      directory = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
    for _ in 0..<4 {
      let base = directory.isEmpty ? "." : directory
      if FileManager.default.fileExists(atPath: base + "/suite.json") {
        let specPath = base + "/" + CaseSource.specFile
        guard let data = FileManager.default.contents(atPath: specPath) else { return nil }
        return SpecDocument(text: String(decoding: data, as: UTF8.self), path: specPath)
      }
      guard base != "." else { return nil }
      directory = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
      if directory.isEmpty && path.hasPrefix("/") { return nil }
    }
    return nil
  }

  private static func isDirectory(_ path: String) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
  }

  /// Checks the document against the rules the tools know (`SpecRule.all`): every rule has its anchor,
  /// a section with the same confidence, and at least one item of evidence; no section names an unknown rule.
  public func check() -> [Diagnostic] {
    var out: [Diagnostic] = []
    for known in SpecRule.all {
      guard let rule = rule(known.id.rawValue) else {
        out.append(Diagnostic(.error, file: path, message: "rule \(known.id) has no section", help: "add \"### \(known.id). \(known.title)\""))
        continue
      }
      let position = SourcePosition(line: rule.line, column: 1)
      if !anchors.contains(known.anchor) {
        out.append(
          Diagnostic(
            .error, file: path, position: position, message: "rule \(known.id) has no anchor", help: "add <a id=\"\(known.anchor)\"></a> before it"))
      }
      if rule.confidence != known.level {
        out.append(
          Diagnostic(
            .error, file: path, position: position,
            message: "rule \(known.id) states confidence \(rule.confidence?.rawValue ?? "none"), but the tools give it \(known.level.rawValue)",
            help: "make \"- **Confidence:**\" and SpecRule.all agree"))
      }
      if rule.holdsFor == nil {
        out.append(
          Diagnostic(
            .error, file: path, position: position, message: "rule \(known.id) does not say which versions it holds for",
            help: "add \"- **Holds for:** …\""))
      }
      if rule.evidence.isEmpty {
        out.append(
          Diagnostic(
            .error, file: path, position: position, message: "rule \(known.id) lists no evidence",
            help: "add at least one line \"- <https://…> what was observed\" under it"))
      }
    }
    out += checkClauses()
    for rule in rules where SpecRule.named(rule.id) == nil && !rule.id.hasPrefix("L") {
      out.append(
        Diagnostic(
          .error, file: path, position: SourcePosition(line: rule.line, column: 1), message: "section for unknown rule \(rule.id)",
          help: "add it to SpecRule.all"))
    }
    return out
  }
}
