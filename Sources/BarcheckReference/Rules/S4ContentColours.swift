import BarcheckModel

// S4. lightContent is white, darkContent is black (SPEC.md#s4).

extension Mutant {
  /// S4's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s4: [Entry] = [
    Mutant.Entry(.s4DarkContentFollowsAppearance, flips: .s4_3, "darkContent is read as default: white content in a dark appearance"),
    Mutant.Entry(.s4LightContentFollowsAppearance, flips: .s4_1, "lightContent is read as default: black content in a light appearance"),
    Mutant.Entry(.s4DarkContentIsWhite, flips: .s4_2, "darkContent is white content"),
  ]
}

extension RuleSession {
  /// The content colour the style owner's preference resolves to.
  func content(of owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    resolve(preference(of: owner, tracer: &tracer), for: owner, tracer: &tracer)
  }

  /// Turns a preference into a content colour (S4–S6).
  func resolve(_ style: StatusBarStyle, for owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    var style = decide(.s4_3, style, unless: .s4DarkContentFollowsAppearance, when: style == .darkContent, gives: .default)
    style = decide(.s4_1, style, unless: .s4LightContentFollowsAppearance, when: style == .lightContent, gives: .default)
    switch style {
    case .lightContent:
      tracer.note(.s4_1, "lightContent is white content")
      return .lightContent
    case .darkContent:
      return decide(
        .s4_2, .darkContent, unless: .s4DarkContentIsWhite, gives: .lightContent, note: "darkContent is black content, whatever the appearance",
        tracer: &tracer)
    case .default:
      if isLegacyDefault {
        tracer.note(.s5_1, "before iOS 13, default is black content")
        return legacyDefault
      }
      let appearance = decide(
        .s13_3, effectiveAppearance(of: owner, tracer: &tracer), unless: .s13DefaultInSystemAppearance,
        when: scene.controllers[owner].kind == .navigation, gives: scene.appearance)
      let content = decide(
        .s6_12, defaultContent(in: appearance), unless: .s6DefaultFollowsBackground,
        gives: contrastingContent(in: appearance) ?? defaultContent(in: appearance))
      tracer.note(.s6_1, "default in the \(appearance.rawValue) appearance is \(content.ink) content")
      return content
    }
  }
}
