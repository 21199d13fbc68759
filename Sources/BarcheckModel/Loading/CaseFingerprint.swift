package import BarcheckJSON

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
    if let read = file.bytes.withUnsafeBufferPointer(readOnTape) { return read }
    guard let root = try? JSONParser.parse(file.bytes) else { return nil }
    let elements: [JSONNode]
    switch root.value {
    case .array(let nodes): elements = nodes
    default: elements = [root]
    }
    return elements.compactMap(CaseFingerprint.init)
  }

  /// `read`'s answer read from the bytes onto a `CanonicalTape` a case at a time, without a tree: nil when the file
  /// is outside the tape's subset of JSON (an escape or non-ASCII text in a string, or not JSON at all), and `read`
  /// then parses it.
  private static func readOnTape(_ bytes: UnsafeBufferPointer<UInt8>) -> [CaseFingerprint]? {
    var tape = CanonicalTape()
    var text = ByteBuffer(capacity: 4_096)
    var fingerprints: [CaseFingerprint] = []
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = CanonicalTape.whitespaceEnd(bytes, from: index)
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
      // The cases of an array, each read onto the tape on its own (the array's other elements are read and skipped).
      index = CanonicalTape.whitespaceEnd(bytes, from: index + 1)
      var closed = index < bytes.count && bytes[index] == UInt8(ascii: "]")
      while !closed {
        guard let after = tape.read(bytes, at: index, depth: 1) else { return nil }
        if let fingerprint = CaseFingerprint(tape: tape, bytes: bytes, text: &text) { fingerprints.append(fingerprint) }
        index = CanonicalTape.whitespaceEnd(bytes, from: after)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "]") else { return nil }
        closed = bytes[index] == UInt8(ascii: "]")
        if !closed { index = CanonicalTape.whitespaceEnd(bytes, from: index + 1) }
      }
      index += 1
    } else {
      guard let after = tape.read(bytes, at: index, depth: 0) else { return nil }
      if let fingerprint = CaseFingerprint(tape: tape, bytes: bytes, text: &text) { fingerprints.append(fingerprint) }
      index = after
    }
    return CanonicalTape.whitespaceEnd(bytes, from: index) == bytes.count ? fingerprints : nil
  }

  /// The fingerprint of the case object on `tape`, as `init(_:)` reads it from the node; nil unless the value is an
  /// object with a string id. `text` is the canonical text's buffer, kept from case to case.
  private init?(tape: CanonicalTape, bytes: UnsafeBufferPointer<UInt8>, text: inout ByteBuffer) {
    guard let idEntry = tape.member(bytes, named: "id"), let id = tape.string(bytes, idEntry) else { return nil }
    self.id = id
    digest = Self.digest(tape: tape, bytes: bytes, text: &text)
    tags = tape.member(bytes, named: "tags").flatMap(tape.elements(of:))?.compactMap { tape.string(bytes, $0) } ?? []
    level = tape.member(bytes, named: "level").flatMap { tape.string(bytes, $0) }.flatMap(RequirementLevel.init(rawValue:))
  }

  /// The fingerprint of a case object parsed from `bytes` onto `tape` in the same pass
  /// (`JSONParser.parseElement(_:in:tape:)`), its digest written from the tape when the tape is complete, else from
  /// the node: the same fingerprint as `init(_:)`'s. `text` is the canonical text's buffer, kept from case to case.
  init?(_ node: JSONNode, tape: CanonicalTape, in bytes: [UInt8], text: inout ByteBuffer) {
    guard tape.isComplete else {
      self.init(node)
      return
    }
    self.init(node) { bytes.withUnsafeBufferPointer { Self.digest(tape: tape, bytes: $0, text: &text) } }
  }

  /// The digest of the case object on `tape`: the SHA-256 of its canonical text without `$schema`.
  static func digest(tape: CanonicalTape, bytes: UnsafeBufferPointer<UInt8>, text: inout ByteBuffer) -> String {
    text.removeAll()
    tape.writeCanonical(bytes, omitting: "$schema", into: &text)
    return text.withBytes(SHA256.hex)
  }

  /// The fingerprint of a case object; nil unless the node is an object with a string id.
  init?(_ node: JSONNode) {
    self.init(node) { Self.digest(of: node) }
  }

  /// The fingerprint of a case object with the digest `digest` gives (asked only when the node has a string id); nil
  /// unless the node is an object with a string id.
  private init?(_ node: JSONNode, digest: () -> String?) {
    guard let id = node["id"]?.stringValue, let digest = digest() else { return nil }
    self.id = id
    self.digest = digest
    tags = node["tags"]?.elements?.compactMap(\.stringValue) ?? []
    level = node["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:))
  }

  /// The content digest of a case object: the SHA-256 of its canonical JSON without `$schema`.
  package static func digest(of node: JSONNode) -> String? {
    guard case .object(let members) = node.value else { return nil }
    return JSONWriter.canonicalBytes(ofObject: members, omitting: "$schema").withUnsafeBufferPointer(SHA256.hex)
  }
}
