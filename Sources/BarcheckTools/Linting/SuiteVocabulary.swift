import BarcheckEngine
import BarcheckJSON
package import BarcheckModel

/// The suite's closed lists that lint checks cases against: `tags.json` (each tag and its meaning) and
/// `aliases.json` (renamed case ids), both read strictly (`DecodingReader`).
package enum SuiteVocabulary {
  /// Reads `tags.json`: an object mapping each tag to its meaning (a string), each tag once.
  ///
  /// - Returns: The tags, and every problem found.
  package static func tags(_ file: SourceFile) -> (tags: Set<String>, diagnostics: [Diagnostic]) {
    var reader = DecodingReader(file: file)
    guard let root = reader.root(), let members = reader.map(root, at: .root, what: "the tag vocabulary (tag to meaning)", keys: "tag") else {
      return ([], reader.diagnostics)
    }
    for member in members { _ = reader.string(member.value, key: member.key, path: JSONPath.root.appending(member.key)) }
    return (Set(members.map(\.key)), reader.diagnostics)
  }

  /// Reads `aliases.json`: `{ "renamed": { "old.id": "new.id" } }`, each old id once.
  ///
  /// - Returns: The new id of each old one, and every problem found.
  package static func aliases(_ file: SourceFile) -> (aliases: [String: String], diagnostics: [Diagnostic]) {
    var reader = DecodingReader(file: file)
    let what = "the alias list"
    guard let root = reader.root(), let fields = reader.object(root, at: .root, allowed: ["renamed"], what: what) else {
      return ([:], reader.diagnostics)
    }
    reader.require(fields, "renamed", what: what)
    var aliases: [String: String] = [:]
    for member in reader.map(fields, "renamed", what: "the renamed ids (old id to new id)", keys: "alias") ?? [] {
      aliases[member.key] = reader.string(member.value, key: member.key, path: JSONPath.root.appending("renamed").appending(member.key))
    }
    return (aliases, reader.diagnostics)
  }
}
