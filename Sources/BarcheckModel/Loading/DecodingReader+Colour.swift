import BarcheckJSON

/// Colours, as case files write them: `#RRGGBB`, a semantic name, or a light/dark pair.
extension DecodingReader {
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
