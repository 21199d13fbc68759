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

extension ReferenceSession {
  /// The content colour the style owner's preference resolves to.
  func content(of owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    resolve(preference(of: owner, tracer: &tracer), for: owner, tracer: &tracer)
  }

  /// Turns a preference into a content colour (S4–S6).
  func resolve(_ style: StatusBarStyle, for owner: Int, tracer: inout some TraceSink) -> ContentStyle {
    var style = style
    if mutant == .s4DarkContentFollowsAppearance && style == .darkContent || mutant == .s4LightContentFollowsAppearance && style == .lightContent {
      style = .default
    }
    switch style {
    case .lightContent:
      tracer.note(.s4_1, "lightContent is white content")
      return .lightContent
    case .darkContent:
      tracer.note(.s4_2, "darkContent is black content, whatever the appearance")
      return mutant == .s4DarkContentIsWhite ? .lightContent : .darkContent
    case .default:
      if isLegacyDefault {
        tracer.note(.s5_1, "before iOS 13, default is black content")
        return legacyDefault
      }
      let appearance =
        mutant == .s13DefaultInSystemAppearance && scene.controllers[owner].kind == .navigation
        ? scene.appearance : effectiveAppearance(of: owner, tracer: &tracer)
      var content = defaultContent(in: appearance)
      if mutant == .s6DefaultFollowsBackground, let window = controllingWindow, let behind = background(window: window) {
        let rgb = behind.colour.resolved(in: appearance)
        content = RGB.contrast(.white, rgb) >= RGB.contrast(.black, rgb) ? .lightContent : .darkContent
      }
      tracer.note(.s6_1, "default in the \(appearance.rawValue) appearance is \(content == .lightContent ? "white" : "black") content")
      return content
    }
  }
}
