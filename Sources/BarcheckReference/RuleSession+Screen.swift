public import BarcheckModel

/// The screen behind the status bar, for drawing a step (S23, S24): read from the scene as legibility reads it.
extension RuleSession where Fault == NoFault {
  /// What the screen of the controlling window shows at its top edge now: the colour behind the status bar
  /// and where it comes from, the colour of the screen below, and a sheet card with the screen it pushes back.
  ///
  /// It reads the scene as the legibility measure does (`background(window:)`), so the colour is the one an
  /// observation's contrast is measured against; it notes nothing and changes nothing. A card is reported
  /// even when the case declares no colour (its backdrop is then black, as a window without a background is).
  /// After a step that leaves the bar stale (S19) the screen is the new one and the bar is not: the picture
  /// shows the screen, and the observation what the bar still displays.
  ///
  /// - Returns: The picture; without a visible window, one with no colour and no window.
  public func screen() -> ScreenPicture {
    let window = controllingWindow
    var picture = ScreenPicture(
      window: nil, behindBar: nil, declared: nil, source: nil, holder: nil, appearance: scene.appearance, content: nil, card: nil,
      idiom: scene.platform.idiom, homeButton: scene.platform.homeButton, orientation: scene.orientation)
    guard let window else { return picture }
    picture.window = scene.windows[window].id
    picture.appearance = appearance(holder: nil, window: window)
    let layers = screenLayers(window: window)
    if let found = background(window: window) {
      picture.appearance = appearance(holder: found.holder, window: window)
      picture.behindBar = resolved(found.colour, in: picture.appearance)
      picture.declared = colour(found.colour).description
      picture.source = source(of: found)
      picture.holder = found.holder.map { scene.ids[$0] }
    } else if layers?.card != nil {
      let backdrop = scene.windows[window].background ?? Colour(.black)
      picture.behindBar = backdrop.resolved(in: picture.appearance)
      picture.declared = backdrop.description
      picture.source = .cardBackdrop
    }
    // A bar over a split view's columns is read part by part (S23.42): the trailing part over the trailing column.
    if let shown, !shown.hidden, let columns = shown.columns, layers?.card == nil {
      var parts = ScreenPicture.Columns(
        leadingStyle: columns.leading, trailingStyle: columns.trailing, trailingBehindBar: nil, trailingDeclared: nil, trailingHolder: nil)
      if let found = background(window: window, trailingColumnOf: columns.split) {
        parts.trailingBehindBar = resolved(found.colour, in: appearance(holder: found.holder, window: window))
        parts.trailingDeclared = colour(found.colour).description
        parts.trailingHolder = found.holder.map { scene.ids[$0] }
      }
      picture.columns = parts
    }
    guard let layers else { return picture }
    picture.content = contentColour(layers.screen).map { $0.0.resolved(in: appearance(holder: $0.1, window: window)) }
    if let card = layers.card {
      let presenter = scene.controllers[card].presenter.map { scene.layerRoot(of: $0) } ?? layers.screen
      picture.card = ScreenPicture.Card(
        id: scene.ids[card], colour: topColour(card).map { resolved($0.0, in: appearance(holder: $0.1, window: window)) },
        presenter: scene.ids[presenter],
        presenterColour: topColour(presenter).map { resolved($0.0, in: appearance(holder: $0.1, window: window)) })
    }
    return picture
  }
}

extension RuleSession {
  /// Where a background found behind the bar comes from: the first of `topColour`'s answers that applies.
  private func source(of found: Background) -> ScreenPicture.Source {
    if found.sheetCard { return .cardBackdrop }
    guard let holder = found.holder else { return .windowBackground }
    let controller = scene.controllers[holder]
    if holds(.s23_23, controller.spec.overlay != nil, unless: .s23OverlayIgnored, gives: false) { return .overlay }
    if holds(
      .s23_24, controller.kind == .navigation && !controller.spec.navigationBar.hidden && controller.spec.navigationBar.background != nil,
      unless: .s23NavigationBarBackgroundIgnored, gives: false)
    {
      return .navigationBar
    }
    return .controllerBackground
  }

  /// The appearance a colour held by `holder` (nil: the window's own) resolves in, as the legibility measure picks it.
  private func appearance(holder: Int?, window: Int) -> Appearance {
    var quiet = SilentTracer()
    if scene.profile == .legacy { return .light }
    if let holder = decide(.s23_29, holder, unless: .s23ColourInWindowAppearance, gives: nil) {
      return effectiveAppearance(of: holder, tracer: &quiet)
    }
    return windowAppearance(window, tracer: &quiet)
  }

  /// The presentation layer that fills a window's screen and the sheet card above it, if one is shown: the
  /// presentations from the top down, as `background(window:)` searches them, passing over alerts, cards
  /// (the topmost on a phone is the card shown) and over-full-screen presentations that draw nothing at the top.
  private func screenLayers(window: Int) -> (screen: Int, card: Int?)? {
    guard let root = scene.windows[window].root else { return nil }
    var chain = [root]
    while let presented = scene.controllers[chain[chain.count - 1]].presented { chain.append(presented) }
    var card: Int?
    for layer in chain.dropFirst().reversed() where scene.controllers[layer].kind != .alert {
      switch effectiveStyle(of: layer) {
      case .card:
        if scene.platform.idiom == .phone && card == nil { card = layer }
      case .overFullScreen, .overCurrentContext:
        if topColour(layer) != nil { return (layer, card) }
      default:
        return (layer, card)
      }
    }
    return (root, card)
  }

  /// The background of the controller that fills a layer below its top edge, descending as `topColour` does
  /// (the top of a navigation stack, the selected tab, a container's first child) but past overlays and bars.
  private func contentColour(_ index: Int) -> (Colour, Int)? {
    let controller = scene.controllers[index]
    switch controller.kind {
    case .navigation:
      if let top = controller.lastChild, let found = contentColour(top) { return found }
    case .tabBar:
      if let selected = scene.child(of: index, at: controller.spec.selectedIndex), let found = contentColour(selected) { return found }
    case .splitView, .container, .pageView:
      if controller.spec.background == nil, let first = controller.firstChild, let found = contentColour(first) { return found }
    default: break
    }
    return controller.spec.background.map { (scene.colours[$0], index) }
  }
}
