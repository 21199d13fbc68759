/// A JSON value as read from a file, with the byte offset of every node so that
/// diagnostics can point at a line and column.
///
/// Objects keep their members in source order, duplicates included, so that the
/// loader can report a duplicate key instead of silently keeping one of them.
///
/// `JSON`, `JSONNode` and `JSONMember` are `@usableFromInline`, and the members the loader reads for every key
/// `@inlinable`: the loader (`BarcheckModel`) is in another module, and the compiler inlines a package type's
/// `@inlinable` members there only when the type itself is `@usableFromInline`. Called instead, they made loading
/// the bench's 2,000 cases 18% more instructions (1,323 M -> 1,556 M).
@usableFromInline package enum JSON: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string, unescaped.
  case string(String)
  /// An array of values, each with its position.
  case array([JSONNode])
  /// An object's members in source order, duplicates included.
  case object([JSONMember])

  /// A short name for the kind of value, as used in "expected a string, found a number".
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON value and the byte offset where it starts in its source.
@usableFromInline package struct JSONNode: Sendable, Hashable {
  /// The value.
  @usableFromInline package var value: JSON
  /// The byte offset of the value's first character in the source text.
  @usableFromInline package var offset: Int

  /// Creates a node.
  @inlinable package init(_ value: JSON, offset: Int = 0) {
    self.value = value
    self.offset = offset
  }
}

/// One member of a JSON object.
@usableFromInline package struct JSONMember: Sendable, Hashable {
  /// The member's key.
  @usableFromInline package var key: String
  /// The byte offset of the key's opening quote.
  @usableFromInline package var keyOffset: Int
  /// The member's value.
  @usableFromInline package var value: JSONNode

  /// Creates a member.
  @inlinable package init(key: String, keyOffset: Int = 0, value: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }

  /// Whether two keys are the same: their UTF-8 lengths first, which are stored and settle almost every
  /// comparison a reader makes, then their text. Looking keys up with plain `==` was a tenth of loading a case.
  @inlinable
  package static func sameKey(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b
  }
}

extension JSONNode {
  /// The members of an object node, or nil for any other kind.
  @inlinable package var members: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The value of the first member named `key`, when this node is an object.
  @inlinable package subscript(key: String) -> JSONNode? {
    members?.first(where: { JSONMember.sameKey($0.key, key) })?.value
  }

  /// The elements of an array node, or nil for any other kind.
  @inlinable package var elements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The string value, or nil.
  @inlinable package var stringValue: String? {
    if case .string(let s) = value { return s }
    return nil
  }
}
