import BarcheckModel
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
    public var evidence: [String]
    /// The 1-based line of its heading.
    public var line: Int
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
      if line.hasPrefix("<a id=\""), let end = line.dropFirst(7).firstIndex(of: "\"") {
        anchors.insert(String(line[line.index(line.startIndex, offsetBy: 7)..<end]))
        continue
      }
      if line.hasPrefix("#") {
        if let rule = current { rules.append(rule) }
        current = nil
        if line.hasPrefix("### S"), let dot = line.firstIndex(of: ".") {
          let id = String(line[line.index(line.startIndex, offsetBy: 4)..<dot])
          if id.dropFirst().allSatisfy(\.isNumber), id.count > 1 {
            let title = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            current = Rule(id: id, title: title, confidence: nil, holdsFor: nil, evidence: [], line: n + 1)
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
        current?.evidence.append(String(line[line.index(line.startIndex, offsetBy: 3)..<end]))
      }
    }
    if let rule = current { rules.append(rule) }
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
    for rule in rules where SpecRule.named(rule.id) == nil {
      out.append(
        Diagnostic(
          .error, file: path, position: SourcePosition(line: rule.line, column: 1), message: "section for unknown rule \(rule.id)",
          help: "add it to SpecRule.all"))
    }
    return out
  }
}
