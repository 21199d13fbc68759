import BarcheckJSON
package import BarcheckModel

/// A replacement of bytes in a scenario file: what a SARIF fix's `artifactChanges` carry, so that an editor applying
/// it turns the file into one that describes the app with the fix made.
///
/// `replacements(in:fixed:)` makes the smallest edits it can: each value a fix changes is replaced where it is
/// written, each it adds is inserted after the last member of its object, and the rest of the file (its `$schema`,
/// its layout, SwiftUI written as views) stays as written. It then proves them as lint proves a fix: the edited text
/// must load, and load to the fixed scenarios. When it cannot (a change it cannot place, or a file whose structure
/// is not the scenarios' own, such as SwiftUI views lowered to controllers), the one replacement is the whole file,
/// replaced by what `lint --fix-preview N` prints.
package struct ScenarioTextReplacement: Sendable, Hashable {
  /// The bytes replaced (empty for an insertion).
  package var range: Range<Int>
  /// The text that replaces them.
  package var text: String

  /// Creates a replacement.
  package init(range: Range<Int>, text: String) {
    self.range = range
    self.text = text
  }

  /// The replacements that turn the file into one holding the fixed scenarios.
  ///
  /// - Parameters:
  ///   - file: The scenario file as lint read it.
  ///   - fixed: Its scenarios, in order, with the fix applied to the one it is for.
  /// - Returns: The replacements, in the order of the file, none overlapping; nil when the change cannot be written as
  ///   values of the file as it is (SwiftUI written as views, a key the fix removes). Replacing the whole file with the
  ///   lowered preview instead would put controllers where the developer wrote views and drop what the preview does not
  ///   write, so no edit is offered then; `lint --fix-preview N` still prints the fixed scenario.
  package static func replacements(in file: LintedFile, fixed: [ConformanceCase]) -> [ScenarioTextReplacement]? {
    guard let precise = precise(file, fixed: fixed), proves(precise, in: file, fixed: fixed) else { return nil }
    return precise
  }

  /// The bytes of the file with the replacements made.
  package static func apply(_ replacements: [ScenarioTextReplacement], to bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
    }
    return out
  }

  // MARK: - The smallest edits

  private enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  private static func precise(_ file: LintedFile, fixed: [ConformanceCase]) -> [ScenarioTextReplacement]? {
    guard fixed.count == file.scenarios.count, let root = try? JSONParser.parse(file.source.bytes) else { return nil }
    let isList = root.elements != nil
    guard isList || fixed.count == 1 else { return nil }
    func document(_ scenarios: [ConformanceCase]) -> JSON {
      isList ? .array(scenarios.map { JSONNode($0.scenarioJSON) }) : scenarios[0].scenarioJSON
    }
    var changes: [([Step], JSON)] = []
    guard difference(document(file.scenarios.map(\.scenario)), document(fixed), at: [], into: &changes) else { return nil }
    var out: [ScenarioTextReplacement] = []
    for (path, value) in changes {
      guard let replacement = place(value, at: path, in: root, bytes: file.source.bytes) else { return nil }
      out.append(replacement)
    }
    out.sort { $0.range.lowerBound < $1.range.lowerBound }
    // Members added at one place (two keys a fix adds to one object) are one insertion, in the order they were found.
    var merged: [ScenarioTextReplacement] = []
    for replacement in out {
      if let last = merged.last, last.range.isEmpty, replacement.range == last.range {
        merged[merged.count - 1].text += replacement.text
      } else {
        merged.append(replacement)
      }
    }
    for (a, b) in zip(merged, merged.dropFirst()) where a.range.upperBound > b.range.lowerBound || a.range == b.range { return nil }
    return merged
  }

  /// Collects where `after` differs from `before`: a member added, or a value changed (an array of another length
  /// is changed as a whole). False when a member is removed, which a fix never does and this does not place.
  private static func difference(_ before: JSON, _ after: JSON, at path: [Step], into changes: inout [([Step], JSON)]) -> Bool {
    switch (before, after) {
    case (.object(let old), .object(let new)):
      guard old.allSatisfy({ member in new.contains { $0.key == member.key } }) else { return false }
      for member in new {
        if let previous = old.first(where: { $0.key == member.key }) {
          guard difference(previous.value.value, member.value.value, at: path + [.key(member.key)], into: &changes) else { return false }
        } else {
          changes.append((path + [.key(member.key)], member.value.value))
        }
      }
      return true
    case (.array(let old), .array(let new)) where old.count == new.count:
      for (i, (a, b)) in zip(old, new).enumerated() {
        guard difference(a.value, b.value, at: path + [.index(i)], into: &changes) else { return false }
      }
      return true
    default:
      if JSONWriter.canonical(before) != JSONWriter.canonical(after) { changes.append((path, after)) }
      return true
    }
  }

  /// The replacement that writes `value` at `path` of the file: over the value written there, or as a member
  /// inserted into the deepest object of the path the file has (the members it lacks nested around the value).
  private static func place(_ value: JSON, at path: [Step], in root: JSONNode, bytes: [UInt8]) -> ScenarioTextReplacement? {
    var node = root
    for (depth, step) in path.enumerated() {
      switch step {
      case .index(let i):
        guard let elements = node.elements, i < elements.count else { return nil }
        node = elements[i]
      case .key(let key):
        guard let members = node.members else { return nil }
        if let member = members.first(where: { $0.key == key }) {
          node = member.value
          continue
        }
        // The file leaves this member out (its default): write it, with the rest of the path nested in it.
        var nested = value
        for rest in path[(depth + 1)...].reversed() {
          guard case .key(let name) = rest else { return nil }
          nested = .object([JSONMember(key: name, value: JSONNode(nested))])
        }
        let member = JSONWriter.quoted(key) + ": " + JSONWriter.string(nested)
        guard let last = members.last else {
          return ScenarioTextReplacement(range: node.offset + 1..<node.offset + 1, text: member)
        }
        let end = valueEnd(bytes, from: last.value.offset)
        return ScenarioTextReplacement(range: end..<end, text: ", " + member)
      }
    }
    return ScenarioTextReplacement(range: node.offset..<valueEnd(bytes, from: node.offset), text: JSONWriter.string(value))
  }

  /// The offset just past the JSON value that starts at `start`, in a document that parsed.
  private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var i = start
    var depth = 0
    var inString = false
    while i < bytes.count {
      let byte = bytes[i]
      i += 1
      if inString {
        if byte == UInt8(ascii: "\\") {
          i += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return i }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 { return depth == 0 ? i : i - 1 }
      case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        if depth == 0 { return i - 1 }
      default: break
      }
    }
    return bytes.count
  }

  /// Whether the edited file loads, without errors, to the fixed scenarios.
  private static func proves(_ replacements: [ScenarioTextReplacement], in file: LintedFile, fixed: [ConformanceCase]) -> Bool {
    let loaded = ScenarioFile.load(SourceFile(path: file.source.path, bytes: apply(replacements, to: file.source.bytes)))
    guard !loaded.hasErrors, loaded.cases.count == fixed.count else { return false }
    return zip(loaded.cases, fixed).allSatisfy { JSONWriter.canonical($0.scenarioJSON) == JSONWriter.canonical($1.scenarioJSON) }
  }
}
