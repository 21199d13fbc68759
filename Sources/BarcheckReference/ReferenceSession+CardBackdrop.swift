import BarcheckModel

/// S24: on a phone in portrait (iOS 13 and later), a sheet card pushes the screen it covers back
/// over a black backdrop, and the status bar shows light content while it is up, whatever the
/// controller that decides the style prefers (the card itself is not asked unless it captures).
extension ReferenceSession {

  /// The card that scales the deciding controller's screen back, if the top of the controlling
  /// window's presentations is one; nil when the bar shows the deciding controller's style.
  func card(window: Int, styleOwner: Int, tracer: inout some TraceSink) -> Int? {
    guard mutant != .s24BackdropIgnored, reached(.s24_14) || mutant == .s24BackdropBeforeIos13,
      scene.platform.idiom == .phone || mutant == .s24BackdropOnPad, scene.orientation == .portrait || mutant == .s24BackdropInLandscape,
      scene.appearance == .light || mutant != .s24LightAppearanceOnly
    else { return nil }
    guard let root = scene.windows[window].root else { return nil }
    var current = root
    if mutant == .s24DescendantHostedCardFollowed, scene.controllers[root].presented == nil, let host = descendantHost(in: window, root: root) {
      current = host
    }
    var top: Int?
    var cards = 0
    var anyCard: Int?
    while let presented = scene.controllers[current].presented {
      if scene.controllers[presented].kind != .alert || mutant == .s24AlertHidesBackdrop { top = presented }
      if scene.controllers[presented].kind != .alert, effectiveStyle(of: presented) == .card {
        cards += 1
        anyCard = presented
      }
      current = presented
    }
    if mutant == .s24AnyCardInChain, let anyCard { top = anyCard }
    if mutant == .s24StackedCardEnds && cards > 1 { return nil }
    if mutant == .s24PageSheetOnlyBackdrop, let card = top,
      scene.controllers[card].spec.modalPresentationStyle == .formSheet || scene.controllers[card].spec.modalPresentationStyle == .popover
    {
      return nil
    }
    guard let card = top, effectiveStyle(of: card) == .card,
      !scene.controllers[card].spec.capturesStatusBarAppearance || mutant == .s24CapturingCardBackdrop
    else { return nil }
    let layer = scene.layerRoot(of: styleOwner)
    if scene.controllers[layer].presenter != nil && mutant != .s24BackdropOverPartialPresentation {
      switch effectiveStyle(of: layer) {
      case .fullScreen, .adaptedToFullScreen, .card: break
      case .overFullScreen, .overCurrentContext, .currentContext, .custom:
        tracer.note(
          .s24_10,
          "\(scene.name(card)) is a card, but the style is decided in \(scene.name(layer)), a presentation that does not fill the screen behind the card: no backdrop change (tentative)"
        )
        return nil
      }
    }
    tracer.note(
      .s24_1,
      "\(scene.name(card)) is a sheet card on a phone in portrait: the screen behind it is pushed back over a black backdrop and the status bar shows lightContent, whatever \(scene.name(styleOwner)) prefers"
    )
    return card
  }

  /// For the mutants of S23 and S24 that follow presentations hosted below the root: the first controller in `window`,
  /// other than its root, that hosts a presentation (through `definesPresentationContext`).
  func descendantHost(in window: Int, root: Int) -> Int? {
    scene.controllers.indices.first {
      $0 != root && scene.controllers[$0].presenter == nil && scene.controllers[$0].presented != nil && scene.controllers[$0].parent != nil
        && scene.window(of: $0) == window
    }
  }
}
