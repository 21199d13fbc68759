package import BarcheckJSON

/// The one strict reader of typed JSON documents: case files and scenarios, `suite.json`, `tags.json`,
/// `aliases.json`, expectation files, protocol v1 messages and result stream lines all go through it.
///
/// It reads typed values out of a positioned JSON tree and records every problem as a diagnostic with
/// file, line, column and JSON path, instead of stopping at the first. Everywhere the same rules hold:
/// a duplicate key in an object is an error naming where the first one is; a key the object does not
/// have is an error with a did-you-mean; a value of the wrong type is an error naming the type expected;
/// a missing required key is an error. Readers of one-line messages (the protocol, result streams) take
/// the first error (`firstError`) and throw it their way.
package struct DecodingReader: Sendable {
  /// The document being read.
  package let file: SourceFile
  /// Every problem found so far, in the order found.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Whether the document is an app scenario, whose vocabulary (SwiftUI views, wants, acknowledgements) suite cases
  /// do not have; set by the case decoder.
  package var readsScenario = false
  /// Whether the scenario's device is a phone (a `NavigationSplitView` lowers collapsed there); set by the case decoder.
  package var scenarioOnPhone = true
  /// The scenario's iOS major version (`NavigationStack` and `NavigationSplitView` exist from 16); set by the case decoder.
  package var scenarioMajorVersion = 17

  /// Creates a reader of a document.
  package init(file: SourceFile) {
    self.file = file
  }

  /// An object's members, checked for duplicates and unknown keys.
  package struct Fields: Sendable {
    /// The object.
    package let node: JSONNode
    /// Its path in the document.
    package let path: JSONPath
    /// Its members in document order: the first of duplicates, and only keys the object may have.
    package let members: [JSONMember]
    /// Bit `n % 64` is set when a member's key is `n` bytes long. Readers ask for every key an object may have and
    /// most are absent: a key of a length no member has is answered without looking at the members.
    private let keyLengths: UInt64

    init(node: JSONNode, path: JSONPath, members: [JSONMember]) {
      self.node = node
      self.path = path
      self.members = members
      keyLengths = members.reduce(0) { $0 | Self.lengthBit($1.key) }
    }

    /// Fields whose members' key lengths are known (`DecodingReader.allowsEvery(_:of:)` measured them).
    init(node: JSONNode, path: JSONPath, members: [JSONMember], keyLengths: UInt64) {
      self.node = node
      self.path = path
      self.members = members
      self.keyLengths = keyLengths
    }

    /// The bit `keyLengths` sets for a key of this many bytes.
    @inline(__always)
    static func bit(forLength length: Int) -> UInt64 {
      lengthBit(length)
    }

    @inline(__always)
    private static func lengthBit(_ length: Int) -> UInt64 {
      1 << UInt64(length & 63)
    }

    private static func lengthBit(_ key: String) -> UInt64 {
      lengthBit(key.utf8.count)
    }

    /// The place in `members` of the member with this key. The members are compared in place, the key's length first:
    /// `first(where:)` copied each member it passed (a retain and a release of its key and of its value).
    @inline(__always)
    func place(of key: String) -> Int? {
      let length = key.utf8.count
      guard keyLengths & Self.lengthBit(length) != 0 else { return nil }
      return members.withUnsafeBufferPointer { members in
        for place in members.indices where members[place].key.utf8.count == length && members[place].key == key { return place }
        return nil
      }
    }

    /// The member with this key.
    @usableFromInline package subscript(key: String) -> JSONMember? {
      place(of: key).map { members[$0] }
    }

    /// Whether the object has this key.
    package func has(_ key: String) -> Bool {
      place(of: key) != nil
    }
  }

  /// The most errors reported for one file; past it the file is reported as having too many.
  package static let errorLimit = 100

  /// Whether an error has been recorded.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The first error recorded: what a reader of a one-line message reports.
  package var firstError: Diagnostic? { diagnostics.first { $0.severity == .error } }

  /// Records an error at a byte offset of the document.
  ///
  /// - Parameters:
  ///   - message: What is wrong: lowercase, no trailing period.
  ///   - offset: The byte offset of the offending text.
  ///   - path: The JSON path of the offending value.
  ///   - help: What to do about it.
  package mutating func error(_ message: String, at offset: Int, path: JSONPath?, help: String? = nil) {
    guard diagnostics.count <= Self.errorLimit else { return }
    if diagnostics.count == Self.errorLimit {
      diagnostics.append(
        Diagnostic(
          .error, file: file.path, message: "too many errors; only the first \(Self.errorLimit) are shown", help: "fix these and load the file again")
      )
      return
    }
    diagnostics.append(Diagnostic(.error, file: file.path, position: file.position(of: offset), path: path, message: message, help: help))
  }

  /// Records a warning: something the document can say but the model does not distinguish, which the reader should
  /// know before trusting the answer. It does not stop the document from loading.
  package mutating func warning(_ message: String, at offset: Int, path: JSONPath?, help: String? = nil) {
    guard diagnostics.count < Self.errorLimit else { return }
    diagnostics.append(Diagnostic(.warning, file: file.path, position: file.position(of: offset), path: path, message: message, help: help))
  }

  /// Reads a document that is good only as a whole (a protocol message, a result stream's line).
  ///
  /// - Parameters:
  ///   - file: The document.
  ///   - body: Reads the value from the root node, recording problems on the reader.
  /// - Returns: The value, when no error was recorded.
  /// - Throws: The first error: malformed JSON, or the first problem `body` recorded.
  package static func read<T>(_ file: SourceFile, _ body: (JSONNode, inout DecodingReader) -> T?) throws(Diagnostic) -> T {
    var reader = DecodingReader(file: file)
    let value = reader.root().flatMap { body($0, &reader) }
    if let error = reader.firstError { throw error }
    guard let value else { throw Diagnostic(.error, file: file.path, message: "the document could not be read") }
    return value
  }

  /// Parses the document, recording a syntax error as a diagnostic.
  ///
  /// - Parameter help: What to do about a syntax error, when there is something specific to say.
  /// - Returns: The root node, or nil when the text is not JSON.
  package mutating func root(help: String? = nil) -> JSONNode? {
    do {
      return try JSONParser.parse(file.bytes)
    } catch {
      syntaxError(error, help: help)
      return nil
    }
  }

  /// Records the document's syntax error, as `root(help:)` does.
  package mutating func syntaxError(_ error: JSONSyntaxError, help: String? = nil) {
    diagnostics.append(
      Diagnostic(.error, file: file.path, position: file.position(of: error.offset), message: "malformed JSON: \(error.message)", help: help))
  }

  /// A key as messages quote it: control characters written out and cut short, since a document may
  /// come from a program barcheck does not trust (a resolver's answer).
  static func quoted(_ key: String) -> String {
    "\"" + TextEscaping.line(key, limit: 60) + "\""
  }

  /// Records a duplicate key, and a note at the first one: the two lines, as a compiler names both
  /// declarations of a name.
  ///
  /// - Parameter keys: What the object's keys are, when they are data ("entry for case"); nil for plain keys.
  private mutating func duplicate(_ member: JSONMember, first: JSONMember, at path: JSONPath, keys: String? = nil) {
    let noun = keys ?? "key"
    let key = Self.quoted(member.key)
    let before = diagnostics.count
    error(
      "duplicate \(noun) \(key)", at: member.keyOffset, path: path.appending(member.key),
      help: keys == nil ? "a key may appear once in an object; remove one of them" : "keep one of them")
    guard diagnostics.count > before, diagnostics.count < Self.errorLimit else { return }
    diagnostics.append(
      Diagnostic(
        .note, file: file.path, position: file.position(of: first.keyOffset), path: path.appending(member.key),
        message: "the first \(noun) \(key) is here"))
  }

  /// Reads an object and checks its keys.
  ///
  /// - Parameters:
  ///   - node: The value that should be an object.
  ///   - path: Its path in the document.
  ///   - allowed: The keys this object may have.
  ///   - elsewhere: Keys that are valid in a sibling context, for a better message ("does not apply to").
  ///   - what: How to name the object in messages ("a navigation controller").
  /// - Returns: Its members, or nil when it is not an object.
  package mutating func object(
    _ node: JSONNode, at path: JSONPath, allowed: [String], elsewhere: Set<String> = [], what: String
  ) -> Fields? {
    guard case .object(let list) = node.value else {
      error("expected an object for \(what), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    if Self.allowsEvery(list, of: allowed) { return Fields(node: node, path: path, members: list) }
    // `members` holds only keys the object may have, so it is never longer than `allowed` and is searched in
    // place: hashing every key into a dictionary was a tenth of loading a case. The keys already seen go into a
    // dictionary only for a large object (which can only be a hostile one), so that finding duplicates stays linear.
    var members: [JSONMember] = []
    members.reserveCapacity(min(list.count, allowed.count))
    var unknown: [JSONMember] = []
    var seen: [String: JSONMember]? = list.count > 32 ? [:] : nil
    for member in list {
      let first =
        seen != nil
        ? seen?[member.key]
        : (members.first { JSONMember.sameKey($0.key, member.key) }
          ?? (unknown.isEmpty ? nil : unknown.first { JSONMember.sameKey($0.key, member.key) }))
      if let first {
        duplicate(member, first: first, at: path)
        continue
      }
      if seen != nil { seen?[member.key] = member }
      guard allowed.contains(where: { JSONMember.sameKey($0, member.key) }) else {
        unknown.append(member)
        unknownKey(member, at: path, allowed: allowed, elsewhere: elsewhere, what: what)
        continue
      }
      members.append(member)
    }
    return Fields(node: node, path: path, members: members)
  }

  /// Whether every member's key is allowed and none repeats: then an object's members are its fields as they are,
  /// with no copy of them (copying every member of every object was a sixth of decoding). A repeat is a key matching
  /// an allowed key matched before; with more than 64 allowed keys, or any doubt, the answer is no, and the caller
  /// checks member by member, reporting what is wrong.
  private static func allowsEvery(_ list: [JSONMember], of allowed: [String]) -> Bool {
    guard list.count <= allowed.count, allowed.count <= 64 else { return false }
    var matched: UInt64 = 0
    // In place, each key's length once: copying each member and measuring both keys at every comparison was most of it.
    return list.withUnsafeBufferPointer { list in
      allowed.withUnsafeBufferPointer { allowed in
        for member in list.indices {
          let length = list[member].key.utf8.count
          guard let index = allowed.indices.first(where: { allowed[$0].utf8.count == length && allowed[$0] == list[member].key }) else {
            return false
          }
          let bit: UInt64 = 1 << UInt64(index)
          guard matched & bit == 0 else { return false }
          matched |= bit
        }
        return true
      }
    }
  }

  /// The keys an object may have, each with its UTF-8 length, made once for an object read often (a step, a
  /// controller, an expectation): `allowsEvery` then compares stored lengths instead of measuring every allowed key at
  /// every comparison (a third of its instructions).
  package struct KeyList: Sendable {
    /// The keys, in the order messages list them.
    package let keys: [String]
    /// The UTF-8 length of each key.
    let lengths: [Int]

    /// The list of these keys.
    package init(_ keys: [String]) {
      self.keys = keys
      lengths = keys.map(\.utf8.count)
    }
  }

  /// Reads an object and checks its keys, as `object(_:at:allowed:elsewhere:what:)` with the keys as an array does,
  /// with the same answers and messages.
  package mutating func object(
    _ node: JSONNode, at path: JSONPath, allowed: KeyList, elsewhere: Set<String> = [], what: String
  ) -> Fields? {
    if case .object(let list) = node.value, let keyLengths = Self.allowsEvery(list, of: allowed) {
      return Fields(node: node, path: path, members: list, keyLengths: keyLengths)
    }
    return object(node, at: path, allowed: allowed.keys, elsewhere: elsewhere, what: what)
  }

  /// `allowsEvery(_:of:)` with the allowed keys' lengths stored: the `keyLengths` of the fields when every member's key
  /// is allowed and none repeats, nil otherwise.
  private static func allowsEvery(_ list: [JSONMember], of allowed: KeyList) -> UInt64? {
    guard list.count <= allowed.keys.count, allowed.keys.count <= 64 else { return nil }
    var matched: UInt64 = 0
    var keyLengths: UInt64 = 0
    return list.withUnsafeBufferPointer { list in
      allowed.keys.withUnsafeBufferPointer { keys in
        allowed.lengths.withUnsafeBufferPointer { lengths in
          for member in list.indices {
            let length = list[member].key.utf8.count
            var index = 0
            while index < lengths.count && !(lengths[index] == length && keys[index] == list[member].key) { index += 1 }
            guard index < lengths.count else { return nil }
            let bit: UInt64 = 1 << UInt64(index)
            guard matched & bit == 0 else { return nil }
            matched |= bit
            keyLengths |= Fields.bit(forLength: length)
          }
          return keyLengths
        }
      }
    }
  }

  private mutating func unknownKey(_ member: JSONMember, at path: JSONPath, allowed: [String], elsewhere: Set<String>, what: String) {
    let memberPath = path.appending(member.key)
    let key = Self.quoted(member.key)
    if elsewhere.contains(member.key) {
      error(
        "key \(key) does not apply to \(what)", at: member.keyOffset, path: memberPath, help: "valid keys here: \(allowed.joined(separator: ", "))")
    } else if let suggestion = Suggestion.closest(to: member.key, in: allowed) {
      error("unknown key \(key); did you mean \"\(suggestion)\"?", at: member.keyOffset, path: memberPath)
    } else {
      error("unknown key \(key) in \(what)", at: member.keyOffset, path: memberPath, help: "valid keys here: \(allowed.joined(separator: ", "))")
    }
  }

  /// Reads the `type` of an object that is one of several kinds (a protocol answer, a stream line), before
  /// its keys are checked against those of its kind.
  ///
  /// - Parameters:
  ///   - node: The document's root, which should be an object with a `type`.
  ///   - type: The kinds, named by their raw values.
  ///   - what: How to name the object in messages ("an answer").
  /// - Returns: Its kind, or nil when it is not an object, has no `type` or names no kind (each an error).
  package mutating func kind<E: RawRepresentable & CaseIterable>(of node: JSONNode, _ type: E.Type, what: String) -> E?
  where E.RawValue == String {
    guard node.members != nil else {
      error("expected an object for \(what), found \(node.value.kindName)", at: node.offset, path: .root)
      return nil
    }
    guard let typeNode = node["type"] else {
      error(
        "missing required key \"type\" in \(what)", at: node.offset, path: .root,
        help: "\"type\" is one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
      return nil
    }
    return enumeration(typeNode, key: "type", path: .root.appending("type"), type)
  }

  /// Reads the object at a key and checks its keys (see `object(_:at:allowed:elsewhere:what:)`).
  package mutating func object(_ fields: Fields, _ key: String, allowed: [String], what: String) -> Fields? {
    guard let member = fields[key] else { return nil }
    return object(member.value, at: fields.path.appending(key), allowed: allowed, what: what)
  }

  /// Reads an object whose keys are data (case ids, tag names): any key is allowed, but only once.
  ///
  /// - Parameters:
  ///   - node: The value that should be an object.
  ///   - path: Its path in the document.
  ///   - what: How to name the object in messages.
  ///   - keys: What its keys are, for the message about a duplicate ("entry for case"); nil says "key".
  /// - Returns: The members in document order without the later duplicates, or nil when it is not an object.
  package mutating func map(_ node: JSONNode, at path: JSONPath, what: String, keys: String? = nil) -> [JSONMember]? {
    guard case .object(let list) = node.value else {
      error("expected an object for \(what), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    var seen: [String: JSONMember] = [:]
    seen.reserveCapacity(list.count)
    var out: [JSONMember] = []
    out.reserveCapacity(list.count)
    for member in list {
      if let first = seen[member.key] {
        duplicate(member, first: first, at: path, keys: keys)
        continue
      }
      seen[member.key] = member
      out.append(member)
    }
    return out
  }

  /// Reads the object at a key whose keys are data (see `map(_:at:what:keys:)`).
  package mutating func map(_ fields: Fields, _ key: String, what: String, keys: String? = nil) -> [JSONMember]? {
    guard let member = fields[key] else { return nil }
    return map(member.value, at: fields.path.appending(key), what: what, keys: keys)
  }

  /// Records a missing required key, when the object lacks it (without the array a variadic call allocates).
  package mutating func require(_ fields: Fields, _ key: String, what: String) {
    if !fields.has(key) { error("missing required key \"\(key)\" in \(what)", at: fields.node.offset, path: fields.path) }
  }

  /// Records every one of `keys` the object lacks as a missing required key.
  package mutating func require(_ fields: Fields, _ keys: String..., what: String) {
    require(fields, keys, what: what)
  }

  /// Records every one of `keys` the object lacks as a missing required key.
  package mutating func require(_ fields: Fields, _ keys: [String], what: String) {
    for key in keys { require(fields, key, what: what) }
  }

  private mutating func typeError(_ expected: String, _ member: JSONMember, path: JSONPath) {
    error("expected \(expected) for \(Self.quoted(member.key)), found \(member.value.value.kindName)", at: member.value.offset, path: path)
  }

  /// The string at a key; nil when absent (an error when `required`) or not a string (an error).
  package mutating func string(_ fields: Fields, _ key: String, required: Bool = false, what: String = "") -> String? {
    guard let place = fields.place(of: key) else {
      if required { error("missing required key \"\(key)\"\(what.isEmpty ? "" : " in \(what)")", at: fields.node.offset, path: fields.path) }
      return nil
    }
    // Read in place: a copy of the member was a retain and a release of its key and its value a read.
    guard case .string(let value) = fields.members[place].value.value else {
      typeError("a string", fields.members[place], path: fields.path.appending(key))
      return nil
    }
    return value
  }

  /// An identifier (a window's or a controller's `id`). In an app scenario it may hold no control characters, which
  /// would forge lines in lint's messages and code samples; suite cases keep them (the reports' escaping is tested
  /// on such ids).
  package mutating func identifier(_ fields: Fields, _ key: String = "id", what: String) -> String? {
    guard let id = string(fields, key) else { return nil }
    // An owner id longer than a resolver may answer with is a protocol error in every resolver, the reference's too.
    // Its characters counted only when its bytes are more than the limit (they are never fewer).
    if id.utf8.count > ResolverLimits.owner, id.count > ResolverLimits.owner, let member = fields[key] {
      error(
        "\(what)'s id is \(id.count) characters long, over the \(ResolverLimits.owner) a resolver may answer with", at: member.value.offset,
        path: fields.path.appending(key), help: "an id names a controller; shorten it")
      return nil
    }
    // C0, DEL and C1 controls, and the characters that reorder or hide text (a U+202E, a zero-width space): an id is
    // written into messages, code and the JSON and SARIF lint prints, where such a character would act or hide.
    if readsScenario,
      let bad = id.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || TextEscaping.isFormatControl($0.value) }),
      let member = fields[key]
    {
      error(
        "\(what)'s id contains a control character (U+\(String(bad.value, radix: 16, uppercase: true).leftPadded(4)))", at: member.value.offset,
        path: fields.path.appending(key), help: "an id names a controller in messages and code: letters, digits and punctuation")
      return nil
    }
    return id
  }

  /// The boolean at a key; nil when absent or not a boolean (an error).
  package mutating func bool(_ fields: Fields, _ key: String) -> Bool? {
    guard let place = fields.place(of: key) else { return nil }
    guard case .bool(let value) = fields.members[place].value.value else {
      typeError("true or false", fields.members[place], path: fields.path.appending(key))
      return nil
    }
    return value
  }

  /// The number at a key; nil when absent or not a number (an error).
  package mutating func number(_ fields: Fields, _ key: String) -> Double? {
    guard let place = fields.place(of: key) else { return nil }
    guard case .number(let value) = fields.members[place].value.value else {
      typeError("a number", fields.members[place], path: fields.path.appending(key))
      return nil
    }
    return value
  }

  /// The integer at a key; nil when absent, not an integer, or out of `integerRange` (an error).
  package mutating func integer(_ fields: Fields, _ key: String) -> Int? {
    guard let member = fields[key], let value = number(fields, key) else { return nil }
    guard value.rounded() == value else {
      error("expected an integer for \"\(key)\", found \(written(member.value))", at: member.value.offset, path: fields.path.appending(key))
      return nil
    }
    guard Double(Self.integerRange.lowerBound) <= value, value <= Double(Self.integerRange.upperBound) else {
      error(
        "integer \(written(member.value)) is out of range for \"\(key)\" (\(Self.integerRange.lowerBound) to \(Self.integerRange.upperBound))",
        at: member.value.offset, path: fields.path.appending(key))
      return nil
    }
    return Int(value)
  }

  /// The integer at a key, one above `maximum` read as `maximum` however large (a value a document may ask more of than
  /// it gets, as a resolver's `maxInFlight` over 256); nil when absent or not an integer (an error, as `integer(_:_:)`
  /// says it).
  package mutating func integer(_ fields: Fields, _ key: String, readingAbove maximum: Int) -> Int? {
    if let place = fields.place(of: key), case .number(let value) = fields.members[place].value.value, value.rounded() == value,
      value > Double(maximum)
    {
      return maximum
    }
    return integer(fields, key)
  }

  /// The integers a document may write where an integer is read: every one of them is exact as a `Double`, and far
  /// beyond any count, index or version a document has.
  package static let integerRange = -999_999_999...999_999_999

  /// A number as the document writes it, for a message: its value went through `Double`, which rounds an integer past
  /// 2^53 (`9007199254740993` reads as 9007199254740992) and takes a number too small for it as 0 (`1e-400`), so a
  /// message that quoted the value would quote a number the file does not hold. Bounded like a quoted key; the value
  /// as `JSONWriter` writes it when the node's text is not the document's (a tree built in memory).
  func written(_ node: JSONNode) -> String {
    guard case .number(let value) = node.value else { return "" }
    let bytes = file.bytes
    guard node.offset >= 0 else { return JSONWriter.format(value) }
    var end = node.offset
    while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
    guard end > node.offset else { return JSONWriter.format(value) }
    let text = String(decoding: bytes[node.offset..<end], as: UTF8.self)
    guard Double(text) == value else { return JSONWriter.format(value) }
    return TextEscaping.bounded(text, limit: 60)
  }

  /// Whether a byte can be part of a JSON number's text.
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
    default: false
    }
  }

  /// The enumeration value named at a key; nil when absent or not one of its names (an error with a did-you-mean).
  ///
  /// Inlinable, so that a reader in another module (protocol answers, result streams) gets it specialized for its
  /// enumeration: called generically, it was a quarter of reading an observation.
  @inlinable
  package mutating func enumeration<E: RawRepresentable & CaseIterable>(_ fields: Fields, _ key: String, _ type: E.Type) -> E?
  where E.RawValue == String {
    guard let member = fields[key] else { return nil }
    // The common case without building the member's path, which only a message needs.
    if case .string(let raw) = member.value.value, let value = E(rawValue: raw) { return value }
    return enumeration(member.value, key: key, path: fields.path.appending(key), type)
  }

  /// The enumeration value a node names; nil when it is not one of its names (an error with a did-you-mean).
  @usableFromInline package mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ node: JSONNode, key: String, path: JSONPath, _ type: E.Type
  ) -> E?
  where E.RawValue == String {
    // The common case first, without building the list of names that only a message needs.
    if case .string(let raw) = node.value, let value = E(rawValue: raw) { return value }
    return enumeration(node, key: key, path: path, among: Array(E.allCases))
  }

  /// The value a node names among `values`; nil when it names none of them (an error with a did-you-mean).
  package mutating func enumeration<E: RawRepresentable>(_ node: JSONNode, key: String, path: JSONPath, among values: [E]) -> E?
  where E.RawValue == String {
    if case .string(let raw) = node.value, let value = values.first(where: { $0.rawValue == raw }) { return value }
    let names = values.map(\.rawValue)
    guard case .string(let raw) = node.value else {
      error("expected a string for \"\(key)\" (one of \(names.joined(separator: ", "))), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    let suggestion = Suggestion.closest(to: raw, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
    error(
      "unknown value \"\(TextEscaping.line(raw, limit: 60))\" for \"\(key)\"\(suggestion)", at: node.offset, path: path,
      help: "expected one of: \(names.joined(separator: ", "))")
    return nil
  }

  /// The array at a key; nil when absent or not an array (an error).
  package mutating func array(_ fields: Fields, _ key: String) -> [JSONNode]? {
    guard let member = fields[key] else { return nil }
    guard case .array(let elements) = member.value.value else {
      typeError("an array", member, path: fields.path.appending(key))
      return nil
    }
    return elements
  }

  /// The values the array at a key names; nil when absent or not an array; each element that names none is an error.
  package mutating func enumerations<E: RawRepresentable & CaseIterable>(_ fields: Fields, _ key: String, _ type: E.Type) -> [E]?
  where E.RawValue == String {
    guard let elements = array(fields, key) else { return nil }
    let path = fields.path.appending(key)
    return elements.enumerated().compactMap { i, element in enumeration(element, key: key, path: path.appending(i), type) }
  }

  /// The strings of the array at a key; nil when absent or not an array; each element that is not a string is an error.
  package mutating func strings(_ fields: Fields, _ key: String) -> [String]? {
    guard let elements = array(fields, key) else { return nil }
    var out: [String] = []
    for (i, element) in elements.enumerated() {
      guard case .string(let s) = element.value else {
        error("expected a string in \"\(key)\", found \(element.value.kindName)", at: element.offset, path: fields.path.appending(key).appending(i))
        continue
      }
      out.append(s)
    }
    return out
  }

  /// The string a node holds; nil when it holds something else (an error naming `key`).
  package mutating func string(_ node: JSONNode, key: String, path: JSONPath) -> String? {
    guard case .string(let value) = node.value else {
      error("expected a string for \(Self.quoted(key)), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    return value
  }
}

extension String {
  /// The string padded with zeros on the left to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
