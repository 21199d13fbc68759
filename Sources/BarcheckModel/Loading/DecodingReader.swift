/// Reads typed values out of a positioned JSON tree and records every problem as a
/// diagnostic with file, line, column and JSON path, instead of stopping at the first.
struct DecodingReader {
  let file: SourceFile
  private(set) var diagnostics: [Diagnostic] = []

  init(file: SourceFile) {
    self.file = file
  }

  /// An object's members, checked for duplicates and unknown keys.
  struct Fields {
    let node: JSONNode
    let path: JSONPath
    let members: [String: JSONMember]

    subscript(key: String) -> JSONMember? { members[key] }
    func has(_ key: String) -> Bool { members[key] != nil }
  }

  /// The most errors reported for one file; past it the file is reported as having too many.
  static let errorLimit = 100

  mutating func error(_ message: String, at offset: Int, path: JSONPath?, help: String? = nil) {
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

  /// Reads an object and checks its keys.
  ///
  /// - Parameters:
  ///   - allowed: the keys this object may have.
  ///   - elsewhere: keys that are valid in a sibling context, for a better message ("does not apply to").
  ///   - what: how to name the object in messages ("a navigation controller").
  mutating func object(
    _ node: JSONNode, at path: JSONPath, allowed: [String], elsewhere: Set<String> = [], what: String
  ) -> Fields? {
    guard case .object(let list) = node.value else {
      error("expected an object for \(what), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    var members: [String: JSONMember] = [:]
    members.reserveCapacity(list.count)
    for member in list {
      if members[member.key] != nil {
        let memberPath = path.appending(member.key)
        error(
          "duplicate key \"\(member.key)\"", at: member.keyOffset, path: memberPath, help: "a key may appear once in an object; remove one of them")
        continue
      }
      guard allowed.contains(member.key) else {
        let memberPath = path.appending(member.key)
        if elsewhere.contains(member.key) {
          error(
            "key \"\(member.key)\" does not apply to \(what)", at: member.keyOffset, path: memberPath,
            help: "valid keys here: \(allowed.joined(separator: ", "))")
        } else if let suggestion = Suggestion.closest(to: member.key, in: allowed) {
          error("unknown key \"\(member.key)\"; did you mean \"\(suggestion)\"?", at: member.keyOffset, path: memberPath)
        } else {
          error(
            "unknown key \"\(member.key)\" in \(what)", at: member.keyOffset, path: memberPath,
            help: "valid keys here: \(allowed.joined(separator: ", "))")
        }
        continue
      }
      members[member.key] = member
    }
    return Fields(node: node, path: path, members: members)
  }

  mutating func require(_ fields: Fields, _ keys: String..., what: String) {
    for key in keys where !fields.has(key) {
      error("missing required key \"\(key)\" in \(what)", at: fields.node.offset, path: fields.path)
    }
  }

  private mutating func typeError(_ expected: String, _ member: JSONMember, path: JSONPath) {
    error("expected \(expected) for \"\(member.key)\", found \(member.value.value.kindName)", at: member.value.offset, path: path)
  }

  mutating func string(_ fields: Fields, _ key: String, required: Bool = false, what: String = "") -> String? {
    guard let member = fields[key] else {
      if required { error("missing required key \"\(key)\"\(what.isEmpty ? "" : " in \(what)")", at: fields.node.offset, path: fields.path) }
      return nil
    }
    guard case .string(let value) = member.value.value else {
      typeError("a string", member, path: fields.path.appending(key))
      return nil
    }
    return value
  }

  mutating func bool(_ fields: Fields, _ key: String) -> Bool? {
    guard let member = fields[key] else { return nil }
    guard case .bool(let value) = member.value.value else {
      typeError("true or false", member, path: fields.path.appending(key))
      return nil
    }
    return value
  }

  mutating func number(_ fields: Fields, _ key: String) -> Double? {
    guard let member = fields[key] else { return nil }
    guard case .number(let value) = member.value.value else {
      typeError("a number", member, path: fields.path.appending(key))
      return nil
    }
    return value
  }

  mutating func integer(_ fields: Fields, _ key: String) -> Int? {
    guard let member = fields[key], let value = number(fields, key) else { return nil }
    guard value.rounded() == value, abs(value) < 1e9 else {
      error("expected an integer for \"\(key)\", found \(JSONWriter.format(value))", at: member.value.offset, path: fields.path.appending(key))
      return nil
    }
    return Int(value)
  }

  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ fields: Fields, _ key: String, _ type: E.Type) -> E?
  where E.RawValue == String {
    guard let member = fields[key] else { return nil }
    return enumeration(member.value, key: key, path: fields.path.appending(key), type)
  }

  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ node: JSONNode, key: String, path: JSONPath, _ type: E.Type) -> E?
  where E.RawValue == String {
    let names = E.allCases.map(\.rawValue)
    guard case .string(let raw) = node.value else {
      error("expected a string for \"\(key)\" (one of \(names.joined(separator: ", "))), found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    if let value = E(rawValue: raw) { return value }
    let suggestion = Suggestion.closest(to: raw, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
    error(
      "unknown value \"\(raw)\" for \"\(key)\"\(suggestion)", at: node.offset, path: path, help: "expected one of: \(names.joined(separator: ", "))")
    return nil
  }

  mutating func array(_ fields: Fields, _ key: String) -> [JSONNode]? {
    guard let member = fields[key] else { return nil }
    guard case .array(let elements) = member.value.value else {
      typeError("an array", member, path: fields.path.appending(key))
      return nil
    }
    return elements
  }

  mutating func strings(_ fields: Fields, _ key: String) -> [String]? {
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

  mutating func colour(_ fields: Fields, _ key: String) -> Colour? {
    guard let member = fields[key] else { return nil }
    return colour(member.value, key: key, path: fields.path.appending(key))
  }

  mutating func colour(_ node: JSONNode, key: String, path: JSONPath) -> Colour? {
    switch node.value {
    case .string(let text):
      if let rgb = RGB(hex: text) { return Colour(rgb) }
      if let semantic = Colour.semantic[text] { return semantic }
      let suggestion = Suggestion.closest(to: text, in: Colour.semantic.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
      error(
        "invalid colour \"\(text)\" for \"\(key)\"\(suggestion)", at: node.offset, path: path,
        help: "write #RRGGBB, {\"light\": \"#RRGGBB\", \"dark\": \"#RRGGBB\"}, or one of \(Colour.semantic.keys.sorted().joined(separator: ", "))")
      return nil
    case .object:
      guard let fields = object(node, at: path, allowed: ["light", "dark"], what: "a light/dark colour pair") else { return nil }
      require(fields, "light", "dark", what: "a light/dark colour pair")
      guard let light = fields["light"], let dark = fields["dark"] else { return nil }
      guard let l = colour(light.value, key: "light", path: path.appending("light")),
        let d = colour(dark.value, key: "dark", path: path.appending("dark"))
      else { return nil }
      return Colour(light: l.light, dark: d.dark)
    default:
      error(
        "expected a colour for \"\(key)\", found \(node.value.kindName)", at: node.offset, path: path,
        help: "write \"#RRGGBB\", a semantic name, or {\"light\": ..., \"dark\": ...}")
      return nil
    }
  }
}
