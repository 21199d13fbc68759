/// What a case file says about each case before it is decoded: its id, the digest of its content,
/// and the fields a selection filters on. Reading fingerprints costs a parse and a hash, not a
/// load, so a suite can be identified and counted before it is streamed through a run.
public struct CaseFingerprint: Sendable, Hashable {
  /// The case's id, as written.
  public var id: String
  /// The SHA-256 of the case's canonical JSON (keys sorted, `$schema` left out).
  public var digest: String
  /// Its tags, as written (strings only).
  public var tags: [String]
  /// Its level, when it names one.
  public var level: RequirementLevel?

  /// Creates a fingerprint.
  public init(id: String, digest: String, tags: [String] = [], level: RequirementLevel? = nil) {
    self.id = id
    self.digest = digest
    self.tags = tags
    self.level = level
  }

  /// The fingerprints of every case object with a string id in a file (an object or an array of
  /// objects); nil when the file is not JSON. Nothing else is checked: the loader does that.
  public static func read(_ file: SourceFile) -> [CaseFingerprint]? {
    guard let root = try? JSONParser.parse(file.bytes) else { return nil }
    let elements: [JSONNode]
    switch root.value {
    case .array(let nodes): elements = nodes
    default: elements = [root]
    }
    return elements.compactMap(CaseFingerprint.init)
  }

  /// The fingerprint of a case object; nil unless the node is an object with a string id.
  init?(_ node: JSONNode) {
    guard let id = node["id"]?.stringValue, let digest = Self.digest(of: node) else { return nil }
    self.id = id
    self.digest = digest
    tags = node["tags"]?.elements?.compactMap(\.stringValue) ?? []
    level = node["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:))
  }

  /// The content digest of a case object: the SHA-256 of its canonical JSON without `$schema`.
  public static func digest(of node: JSONNode) -> String? {
    guard case .object(let members) = node.value else { return nil }
    let text = JSONWriter.canonicalBytes(ofObject: members, omitting: "$schema")
    var hash = SHA256()
    text.withUnsafeBufferPointer { hash.update($0) }
    return hash.finalizeHex()
  }
}
