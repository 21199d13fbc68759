import BarcheckJSON
package import BarcheckModel

/// A replacement of bytes in a scenario file: what a SARIF fix's `artifactChanges` carry, so that an editor applying
/// it turns the file into one that describes the app with the fix made.
///
/// `replacements(in:fixed:)` makes the smallest edits it can: each value a fix changes is replaced where it is
/// written, each it adds is inserted after the last member of its object, and the rest of the file (its `$schema`,
/// its layout) stays as written. SwiftUI written as views is lowered to controllers, whose values the file does not
/// write: `replacements(in:fix:inScenario:)` writes a fix's change to such a controller as the key of the view that
/// says it (`ViewKeyChange`: a modifier, a `hostingController` property, the presentation). Either way the edits are
/// proved as lint proves a fix: the edited text must load without errors, and load to exactly the fixed scenarios
/// (for views, lowered to the very controllers the fix was proven on, so it needs no second resolution). When they
/// cannot be (a change no view key says, a key the fix removes), no edit is offered; `lint --fix-preview N` prints
/// the fixed scenario as controllers then.
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
    let before = file.scenarios.map(\.scenario)
    guard let root = try? JSONParser.parse(file.source.bytes), let precise = precise(file, root: root, before: before, after: fixed),
      proves(precise, in: file, fixed: fixed)
    else { return nil }
    return precise
  }

  /// The replacements that turn the file into one describing the app with a fix made: as values of the file where it
  /// writes them (`replacements(in:fixed:)`), else with the fix's changes to controllers lowered from SwiftUI views
  /// written as those views' keys (`ViewKeyChange`) and its other changes as values of the file.
  ///
  /// The proof is the same: the edited text must load to exactly the fixed scenarios, lowered, which the fix was
  /// proven on. A change to a view that no view key says (a capture flag, forwarding), or a view key that lowers to
  /// anything else, leaves the fix without replacements.
  ///
  /// - Parameters:
  ///   - file: The scenario file as lint read it.
  ///   - fix: A fix lint offered for a finding of one of its scenarios.
  ///   - scenario: The index of that scenario in the file.
  /// - Returns: The replacements, in the order of the file, none overlapping; nil when the change cannot be written
  ///   into the file as the developer wrote it.
  package static func replacements(in file: LintedFile, fix: ScenarioFix, inScenario scenario: Int) -> [ScenarioTextReplacement]? {
    let fixed = file.fixed(fix, inScenario: scenario)
    if let values = replacements(in: file, fixed: fixed) { return values }
    guard let viewed = throughViews(file, fix: fix, inScenario: scenario), proves(viewed, in: file, fixed: fixed) else { return nil }
    return viewed
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

  /// The replacements that write where `after` differs from `before` (the file's scenarios) as values of the file.
  private static func precise(_ file: LintedFile, root: JSONNode, before: [ConformanceCase], after: [ConformanceCase]) -> [ScenarioTextReplacement]? {
    guard after.count == before.count, !before.isEmpty else { return nil }
    let isList = root.elements != nil
    guard isList || after.count == 1 else { return nil }
    func document(_ scenarios: [ConformanceCase]) -> JSON {
      isList ? .array(scenarios.map { JSONNode($0.scenarioJSON) }) : scenarios[0].scenarioJSON
    }
    var found: [([Step], JSON)] = []
    guard difference(document(before), document(after), at: [], into: &found), let changes = mergingMissing(found, in: root) else { return nil }
    var out: [ScenarioTextReplacement] = []
    for (path, value) in changes {
      guard let replacement = place(value, at: path, in: root, bytes: file.source.bytes) else { return nil }
      out.append(replacement)
    }
    return ordered(out)
  }

  /// Replacements in the order of the file, the members added at one place (two keys a fix adds to one object) one
  /// insertion, in the order they were found; nil when two overlap.
  private static func ordered(_ replacements: [ScenarioTextReplacement]) -> [ScenarioTextReplacement]? {
    let sorted = replacements.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
    var merged: [ScenarioTextReplacement] = []
    for replacement in sorted.map(\.element) {
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
  /// The changes with those under one member the file leaves out made one change of that member: placed apart, two
  /// keys added under a missing `infoPlist` wrote `"infoPlist"` twice, and the edit was refused. Nil when a change under
  /// a missing member goes through an array, which the file would have to write whole.
  private static func mergingMissing(_ changes: [([Step], JSON)], in root: JSONNode) -> [([Step], JSON)]? {
    var out: [([Step], JSON)] = []
    var groups: [[Step]: Int] = [:]
    for (path, value) in changes {
      guard let missing = firstMissing(path, in: root), missing < path.count - 1 else {
        out.append((path, value))
        continue
      }
      let prefix = Array(path[...missing])
      let base = groups[prefix].map { out[$0].1 } ?? .object([])
      // Below the missing member every step is a key: an array there would have to be written whole.
      let keys = path[(missing + 1)...].compactMap { step -> String? in if case .key(let key) = step { key } else { nil } }
      guard keys.count == path.count - missing - 1, let merged = ViewKeyChange.setting(keys[...], to: value, in: base) else { return nil }
      if let i = groups[prefix] {
        out[i].1 = merged
      } else {
        groups[prefix] = out.count
        out.append((prefix, merged))
      }
    }
    return out
  }

  /// The position in `path` of the first key the file leaves out; nil when the file writes every member on it.
  private static func firstMissing(_ path: [Step], in root: JSONNode) -> Int? {
    guard let (_, depth) = deepest(path, in: root), depth < path.count else { return nil }
    return depth
  }

  /// How far the file writes `path`: the node the path reaches and `path.count`, or the node that leaves out the key at
  /// `depth` (its default) and that depth; nil when an index is past the end of its list.
  private static func deepest(_ path: [Step], in root: JSONNode) -> (node: JSONNode, depth: Int)? {
    var node = root
    for (depth, step) in path.enumerated() {
      switch step {
      case .index(let i):
        guard let elements = node.elements, i < elements.count else { return nil }
        node = elements[i]
      case .key(let key):
        guard let member = node.members?.first(where: { $0.key == key }) else { return (node, depth) }
        node = member.value
      }
    }
    return (node, path.count)
  }

  private static func place(_ value: JSON, at path: [Step], in root: JSONNode, bytes: [UInt8]) -> ScenarioTextReplacement? {
    guard let (node, depth) = deepest(path, in: root) else { return nil }
    guard depth < path.count else {
      return ScenarioTextReplacement(range: node.offset..<valueEnd(bytes, from: node.offset), text: JSONWriter.string(value))
    }
    guard case .key(let key) = path[depth], let members = node.members else { return nil }
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

extension ScenarioTextReplacement {
  /// A SwiftUI view as the file writes it: an object with a `swiftUI` string and an `id`.
  private struct WrittenView {
    /// The view's id.
    var id: String
    /// The view object.
    var node: JSONNode
    /// The member of the presenting view it is the value of, when it is written under `sheet`, `fullScreenCover` or
    /// `popover`.
    var presentedUnder: JSONMember?
  }

  /// The replacements that write a fix into a file with SwiftUI views: each change to a controller a view lowers to as
  /// that view's keys, at every place the scenario writes the view, the other changes as values of the file. Nil when
  /// no change is to a view, or one is and no view key says it.
  private static func throughViews(_ file: LintedFile, fix: ScenarioFix, inScenario index: Int) -> [ScenarioTextReplacement]? {
    guard file.scenarios.indices.contains(index), let root = try? JSONParser.parse(file.source.bytes) else { return nil }
    let scenarioNode: JSONNode
    if let elements = root.elements {
      guard elements.count == file.scenarios.count else { return nil }
      scenarioNode = elements[index]
    } else {
      guard file.scenarios.count == 1 else { return nil }
      scenarioNode = root
    }
    var views: [WrittenView] = []
    collectViews(in: scenarioNode, presentedUnder: nil, into: &views)
    var changes: [[ViewKeyChange]] = Array(repeating: [], count: views.count)
    var others: [ScenarioEdit] = []
    for edit in fix.edits {
      guard case .controller(let id, let controllerEdit) = edit, views.contains(where: { $0.id == id }) else {
        others.append(edit)
        continue
      }
      // A change to a view that no view key says: the fix cannot be written as the developer wrote the app.
      guard let change = ViewKeyChange(controllerEdit) else { return nil }
      for i in views.indices where views[i].id == id { changes[i].append(change) }
    }
    guard changes.contains(where: { !$0.isEmpty }) else { return nil }
    var out: [ScenarioTextReplacement] = []
    for (view, viewChanges) in zip(views, changes) where !viewChanges.isEmpty {
      var after = view.node.value
      for change in viewChanges {
        guard let changed = change.applied(to: after, presentedUnder: view.presentedUnder?.key) else { return nil }
        after = changed
        // Presented from a view: the key it is written under says how, so that is what changes.
        if case .presentation(let modifier) = change, let under = view.presentedUnder, under.key != modifier {
          let start = under.keyOffset
          out.append(ScenarioTextReplacement(range: start..<valueEnd(file.source.bytes, from: start), text: JSONWriter.quoted(modifier)))
        }
      }
      var found: [([Step], JSON)] = []
      guard difference(view.node.value, after, at: [], into: &found), let differences = mergingMissing(found, in: view.node) else { return nil }
      for (path, value) in differences {
        guard let replacement = place(value, at: path, in: view.node, bytes: file.source.bytes) else { return nil }
        out.append(replacement)
      }
    }
    let before = file.scenarios.map(\.scenario)
    var partly = before
    partly[index] = others.reduce(before[index]) { $1.applied(to: $0) }
    guard let rest = precise(file, root: root, before: before, after: partly) else { return nil }
    return ordered(out + rest)
  }

  /// Every SwiftUI view written in `node`, depth first, with the presentation key it is under when a view presents it.
  private static func collectViews(in node: JSONNode, presentedUnder: JSONMember?, into views: inout [WrittenView]) {
    switch node.value {
    case .object(let members):
      let isView = node["swiftUI"]?.stringValue != nil
      if isView, let id = node["id"]?.stringValue { views.append(WrittenView(id: id, node: node, presentedUnder: presentedUnder)) }
      for member in members {
        let presenting = isView && ViewKeyChange.presentationKeys.contains(member.key)
        collectViews(in: member.value, presentedUnder: presenting ? member : nil, into: &views)
      }
    case .array(let elements):
      for element in elements { collectViews(in: element, presentedUnder: nil, into: &views) }
    default: break
    }
  }
}
