import BarcheckModel

// S24. A sheet card that pushes a screen back shows light content (SPEC.md#s24).

extension Mutant {
  /// S24's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s24: [Entry] = [
    Mutant.Entry(.s24BackdropIgnored, flips: .s24_1, "a sheet card on a phone in portrait does not turn the bar light"),
    Mutant.Entry(.s24BackdropInLandscape, flips: .s24_13, "the sheet-card backdrop applies in landscape too"),
    Mutant.Entry(.s24BackdropOnPad, flips: .s24_12, "the sheet-card backdrop applies on an iPad too"),
    Mutant.Entry(.s24BackdropBeforeIos13, flips: .s24_14, "the sheet-card backdrop applies before iOS 13 too"),
    Mutant.Entry(.s24CapturingCardBackdrop, flips: .s24_11, "a card with the capture flag turns the bar light too"),
    Mutant.Entry(.s24AlertHidesBackdrop, flips: .s24_7, "an alert presented on a card ends the backdrop"),
    Mutant.Entry(
      .s24BackdropOverPartialPresentation, flips: .s24_10,
      "the backdrop applies even when the style is decided in a presentation that does not fill the screen"),
    Mutant.Entry(.s24BackdropDarkContent, flips: .s24_1, "the sheet-card backdrop shows black content"),
    Mutant.Entry(
      .s24PageSheetOnlyBackdrop, flips: .s24_2, "only a page sheet (or automatic) card turns the bar light; a form sheet or a popover card does not"),
    Mutant.Entry(.s24CardReportedAsOwner, flips: .s24_3, "under a sheet card the card is reported as the style owner"),
    Mutant.Entry(.s24LightAppearanceOnly, flips: .s24_4, "the sheet-card backdrop applies in the light appearance only"),
    Mutant.Entry(.s24OnlyDefaultOverridden, flips: .s24_5, "the sheet-card backdrop overrides only a default style, not an explicit one"),
    Mutant.Entry(.s24StackedCardEnds, flips: .s24_6, "a card presented on a card ends the backdrop"),
    Mutant.Entry(
      .s24AnyCardInChain, flips: .s24_8, "a card anywhere in the presentation chain turns the bar light, even under a fullScreen controller"),
    Mutant.Entry(.s24CardHidesBar, flips: .s24_17, "a sheet card on a portrait phone hides the status bar"),
    Mutant.Entry(
      .s24BackdropCarriesToOverlay, flips: .s24_16, "a sheet card in the main window turns the bar light even while an overlay window controls"),
    Mutant.Entry(
      .s24DescendantHostedCardFollowed, flips: .s24_9,
      "a card in a chain hosted by a descendant of the root (definesPresentationContext) turns the bar light"),
    Mutant.Entry(.s24Dot14BoundaryEarlier, flips: .s24_14, "the iOS 13 boundary of the sheet-card backdrop is one major version earlier"),
    Mutant.Entry(.s24Dot14BoundaryLater, flips: .s24_14, "the iOS 13 boundary of the sheet-card backdrop is one major version later"),
  ]
}

/// S24: on a phone in portrait (iOS 13 and later), a sheet card pushes the screen it covers back
/// over a black backdrop, and the status bar shows light content while it is up, whatever the
/// controller that decides the style prefers (the card itself is not asked unless it captures).
extension RuleSession {

  /// The card that scales the deciding controller's screen back, if the top of the controlling
  /// window's presentations is one; nil when the bar shows the deciding controller's style.
  func card(window: Int, styleOwner: Int, tracer: inout some TraceSink) -> Int? {
    guard holds(.s24_1, true, unless: .s24BackdropIgnored, gives: false),
      holds(.s24_14, reached(.s24_14), unless: .s24BackdropBeforeIos13, gives: true),
      holds(.s24_12, scene.platform.idiom == .phone, unless: .s24BackdropOnPad, gives: true),
      holds(.s24_13, scene.orientation == .portrait, unless: .s24BackdropInLandscape, gives: true),
      holds(.s24_4, true, unless: .s24LightAppearanceOnly, gives: scene.appearance == .light)
    else { return nil }
    guard let root = scene.windows[window].root else { return nil }
    var current = root
    if holds(.s24_9, false, unless: .s24DescendantHostedCardFollowed, gives: scene.controllers[root].presented == nil),
      let host = descendantHost(in: window, root: root)
    {
      current = host
    }
    var top: Int?
    var cards = 0
    var anyCard: Int?
    while let presented = scene.controllers[current].presented {
      if holds(.s24_7, scene.controllers[presented].kind != .alert, unless: .s24AlertHidesBackdrop, gives: true) { top = presented }
      if scene.controllers[presented].kind != .alert, effectiveStyle(of: presented) == .card {
        cards += 1
        anyCard = presented
      }
      current = presented
    }
    top = decide(.s24_8, top, unless: .s24AnyCardInChain, gives: anyCard ?? top)
    if holds(.s24_6, false, unless: .s24StackedCardEnds, gives: cards > 1) { return nil }
    if holds(.s24_2, false, unless: .s24PageSheetOnlyBackdrop, gives: true), let card = top,
      scene.controllers[card].spec.modalPresentationStyle == .formSheet || scene.controllers[card].spec.modalPresentationStyle == .popover
    {
      return nil
    }
    guard let card = top, effectiveStyle(of: card) == .card,
      holds(.s24_11, !scene.controllers[card].spec.capturesStatusBarAppearance, unless: .s24CapturingCardBackdrop, gives: true)
    else { return nil }
    let layer = scene.layerRoot(of: styleOwner)
    if scene.controllers[layer].presenter != nil, holds(.s24_10, true, unless: .s24BackdropOverPartialPresentation, gives: false) {
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
