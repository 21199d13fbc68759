import BarcheckModel

/// S23: what shows behind the status bar, and whether the content is readable against it.
struct Legibility {
  let scene: Scene
  /// The contrast below which content counts as illegible (WCAG large text; the project's choice).
  static let threshold = 3.0

  struct Measure {
    var contrast: Double
    var legible: Bool
  }

  func measure(content: ContentStyle, hidden: Bool, window: Int, tracer: inout Tracer) -> Measure? {
    guard let (colour, holder, note) = background(window: window) else {
      tracer.note("S23", "no colour is declared behind the status bar: legibility is not measured")
      return nil
    }
    let styles = StyleResolution(scene: scene)
    var quiet = Tracer(enabled: false)
    let appearance = scene.profile == .legacy ? .light : styles.effectiveAppearance(of: holder, tracer: &quiet)
    let rgb = colour.resolved(in: appearance)
    let ink = content == .lightContent ? RGB.white : RGB.black
    let contrast = RGB.contrast(ink, rgb)
    let rounded = (contrast * 100).rounded() / 100
    tracer.note(
      "S23",
      "behind the status bar: \(note) \(colour)\(colour.name != nil || colour.light != colour.dark ? " = \(rgb) in \(appearance.rawValue)" : ""); \(content == .lightContent ? "white" : "black") content contrasts \(JSONWriter.format(rounded)):1"
    )
    if hidden {
      tracer.note("S23", "the bar is hidden: nothing to read")
      return Measure(contrast: rounded, legible: true)
    }
    let legible = contrast >= Self.threshold
    if !legible { tracer.note("S23", "below \(JSONWriter.format(Self.threshold)):1: illegible") }
    return Measure(contrast: rounded, legible: legible)
  }

  /// The colour behind the status bar, the controller whose appearance resolves it, and how it was found.
  func background(window: Int) -> (Colour, Int, String)? {
    guard scene.declaresColours else { return nil }
    let walk = OwnerWalk(scene: scene)
    var layers = [scene.windows[window].root]
    while let presented = scene[layers[layers.count - 1]].presented { layers.append(presented) }
    // From the top layer down: the first that covers the top edge and draws something there.
    for layer in layers.reversed() {
      guard layer != layers[0] else { break }
      switch walk.effectiveStyle(of: layer) {
      case .card where scene[layer].kind != .alert:
        if scene.platform.idiom == .phone {
          return (Colour(.black), layer, "a sheet card pushes the presenter back, so the black window background shows (tentative):")
        }
        continue
      case .card: continue
      case .overFullScreen, .overCurrentContext:
        if let found = topColour(layer) { return (found.0, found.1, "the top of \(scene.name(found.1)):") }
        continue
      default:
        if scene[layer].kind == .alert { continue }
        return topColour(layer).map { ($0.0, $0.1, "the top of \(scene.name($0.1)):") }
      }
    }
    let root = layers[0]
    return topColour(root).map { ($0.0, $0.1, "the top of \(scene.name($0.1)):") }
  }

  /// The colour drawn at the top of a controller's area: an overlay, a visible navigation bar's background, or the visible child's.
  private func topColour(_ index: Int) -> (Colour, Int)? {
    if let overlay = scene[index].spec.overlay { return (overlay, index) }
    switch scene[index].kind {
    case .navigation:
      if !scene[index].spec.navigationBar.hidden, let bar = scene[index].spec.navigationBar.background { return (bar, index) }
      if let top = scene[index].children.last, let found = topColour(top) { return found }
    case .tabBar:
      if let found = topColour(scene[index].children[scene[index].spec.selectedIndex]) { return found }
    case .splitView, .container, .pageView:
      if scene[index].spec.background == nil, let first = scene[index].children.first, let found = topColour(first) { return found }
    default: break
    }
    return scene[index].spec.background.map { ($0, index) }
  }
}
