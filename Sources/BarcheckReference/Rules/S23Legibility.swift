import BarcheckJSON
import BarcheckModel

// S23. Legibility: contrast against what is behind the bar (SPEC.md#s23).

extension Mutant {
  /// S23's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s23: [Entry] = [
    Mutant.Entry(.s23TextContrastThreshold, flips: .s23_32, "legibility needs 4.5:1 (WCAG's text threshold), not 3:1"),
    Mutant.Entry(.s23HiddenBarJudged, flips: .s23_35, "a hidden bar is judged for legibility like a shown one"),
    Mutant.Entry(
      .s23SheetCardShowsPresenter, flips: .s23_10, also: [.s23_12],
      "under a sheet card on a phone the presenter's colour shows, not the window's background"),
    Mutant.Entry(.s23NavigationBarBackgroundIgnored, flips: .s23_24, "a visible navigation bar's background is not what shows behind the bar"),
    Mutant.Entry(.s23OverlayIgnored, flips: .s23_23, "an overlay at the top of a controller is not what shows behind the bar"),
    Mutant.Entry(.s23OverFullScreenTransparent, flips: .s23_17, "an overFullScreen presentation's colour is not what shows behind the bar"),
    Mutant.Entry(.s23ColourlessFullScreenLooksBelow, flips: .s23_20, "a full-screen presentation that declares no colour shows the colour below it"),
    Mutant.Entry(.s23ColourInWindowAppearance, flips: .s23_29, "dynamic colours resolve in the window's appearance, not the controller's"),
    Mutant.Entry(.s23LightInkGrey, flips: .s23_1, "light content is measured as light grey (#CCCCCC), not white"),
    Mutant.Entry(
      .s23MeasuresFreshResult, flips: .s23_2, "legibility is measured on what a fresh resolution would show, not on the displayed (stale) bar"),
    Mutant.Entry(.s23RootlessBackgroundIgnored, flips: .s23_6, "a controlling window without a root is not measured against its background"),
    Mutant.Entry(.s23CardWithoutWindowBackgroundWhite, flips: .s23_11, "behind a sheet card, a window without a background shows white"),
    Mutant.Entry(
      .s23CardBackgroundInRootAppearance, flips: .s23_13, "the window background behind a card is resolved in the root controller's appearance"),
    Mutant.Entry(.s23PadCardCoversTop, flips: .s23_15, "a card or panel on a pad shows the window background at the top edge, as on a phone"),
    Mutant.Entry(.s23AlertCoversTop, flips: .s23_16, "an alert covers the top edge with its own colour"),
    Mutant.Entry(
      .s23ColourlessOverFullScreenOpaque, flips: .s23_18, "an overFullScreen presentation without a colour hides what is below: not measured"),
    Mutant.Entry(.s23FullScreenLooksBelow, flips: .s23_19, "a fullScreen presentation with a colour lets the layers below show"),
    Mutant.Entry(.s23WindowBackgroundBehindRoot, flips: .s23_22, "a root layer without a colour shows the window background"),
    Mutant.Entry(.s23HiddenNavigationBarBackgroundShows, flips: .s23_25, "a hidden navigation bar's background is still what is behind the bar"),
    Mutant.Entry(.s23TabFirstChildColour, flips: .s23_26, "a tab bar controller shows its first child's colour, not the selected one's"),
    Mutant.Entry(.s23ContainerChildBeatsBackground, flips: .s23_27, "a container with a background of its own shows its first child's colour"),
    Mutant.Entry(.s23OwnBackgroundIgnored, flips: .s23_28, also: [.s23_21], "a controller's own background is not what is behind the bar"),
    Mutant.Entry(
      .s23LumaContrast, flips: .s23_31,
      "contrast uses Rec. 601 luma (0.299, 0.587, 0.114) of gamma-encoded channels instead of WCAG relative luminance"),
    Mutant.Entry(.s23OneDecimal, flips: .s23_33, "the contrast is reported rounded to one decimal"),
    Mutant.Entry(.s23RoundedDecides, flips: .s23_34, "legibility is decided on the rounded ratio"),
    Mutant.Entry(.s23HiddenBarNoContrast, flips: .s23_36, "a hidden bar reports no contrast"),
    Mutant.Entry(.s23RegularPopoverCoversTop, flips: .s23_41, "a popover on a regular-width pad covers the top edge with its colour"),
    Mutant.Entry(.s23BottomLayerFirst, flips: .s23_8, "presented layers are examined from the bottom of the chain up"),
    Mutant.Entry(.s23LateColourNotMeasured, flips: .s23_4, "a colour that appears after launch does not turn legibility measuring on"),
    Mutant.Entry(
      .s23DescendantHostedPresentationExamined, flips: .s23_9,
      "presentations hosted by a descendant of the root (definesPresentationContext) are examined for the colour behind the bar"),
    Mutant.Entry(.s23Dot30BoundaryEarlier, flips: .s23_30, "the iOS 13 boundary of colours resolved in light is one major version earlier"),
    Mutant.Entry(.s23Dot30BoundaryLater, flips: .s23_30, "the iOS 13 boundary of colours resolved in light is one major version later"),
  ]
}

/// S23: what shows behind the status bar, and whether the content is readable against it.
extension ReferenceSession {
  /// The contrast below which content counts as illegible (WCAG large text; the project's choice).
  static let legibilityThreshold = 3.0

  struct LegibilityMeasure {
    var contrast: Double?
    var legible: Bool
  }

  /// The contrast a mutant of S23.31 measures: Rec. 601 luma of the gamma-encoded channels instead of WCAG's relative luminance.
  static func lumaContrast(_ a: RGB, _ b: RGB) -> Double {
    func luma(_ c: RGB) -> Double { (0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue)) / 255 }
    let (la, lb) = (luma(a), luma(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  @inline(__always) func measure(content: ContentStyle, hidden: Bool, window: Int, tracer: inout some TraceSink) -> LegibilityMeasure? {
    guard let found = background(window: window) else {
      tracer.note(.s23_3, "no colour is declared behind the status bar: legibility is not measured")
      return nil
    }
    let (colour, holder) = (found.colour, found.holder)
    var quiet = SilentTracer()
    let appearance: Appearance
    if !reached(.s23_30) {
      appearance = .light
    } else if found.sheetCard && mutant == .s23CardBackgroundInRootAppearance, let root = scene.windows[window].root {
      appearance = effectiveAppearance(of: root, tracer: &quiet)
    } else if let holder, mutant != .s23ColourInWindowAppearance {
      appearance = effectiveAppearance(of: holder, tracer: &quiet)
    } else {
      appearance = windowAppearance(window, tracer: &quiet)
    }
    let rgb = colour.resolved(in: appearance)
    let ink = content == .lightContent ? (mutant == .s23LightInkGrey ? RGB(red: 0xCC, green: 0xCC, blue: 0xCC) : RGB.white) : RGB.black
    let contrast = mutant == .s23LumaContrast ? Self.lumaContrast(ink, rgb) : RGB.contrast(ink, rgb)
    let rounded = mutant == .s23OneDecimal ? (contrast * 10).rounded() / 10 : (contrast * 100).rounded() / 100
    tracer.note(
      .s23_1,
      "behind the status bar: \(place(found, window: window)) \(colour)\(colour.name != nil || colour.light != colour.dark ? " = \(rgb) in \(appearance.rawValue)" : ""); \(content == .lightContent ? "white" : "black") content contrasts \(JSONWriter.format(rounded)):1"
    )
    if hidden && mutant != .s23HiddenBarJudged {
      tracer.note(.s23_35, "the bar is hidden: nothing to read")
      return LegibilityMeasure(contrast: mutant == .s23HiddenBarNoContrast ? nil : rounded, legible: true)
    }
    let legible = (mutant == .s23RoundedDecides ? rounded : contrast) >= (mutant == .s23TextContrastThreshold ? 4.5 : Self.legibilityThreshold)
    if !legible {
      // A contrast just under the threshold rounds up to it: say what was compared, so "3:1 below 3:1" reads right.
      let unrounded =
        rounded >= Self.legibilityThreshold ? " (\(JSONWriter.format((contrast * 10_000).rounded(.down) / 10_000)):1 before rounding)" : ""
      tracer.note(.s23_32, "below \(JSONWriter.format(Self.legibilityThreshold)):1\(unrounded): illegible")
    }
    return LegibilityMeasure(contrast: rounded, legible: legible)
  }

  /// Where the colour behind the status bar comes from, for traces.
  private func place(_ found: Background, window: Int) -> String {
    if found.sheetCard {
      return
        "a sheet card pushes the presenter back, so the window's background shows (\(scene.windows[window].background == nil ? "none declared: black" : "declared")):"
    }
    if let holder = found.holder { return "the top of \(scene.name(holder)):" }
    return "window \"\(scene.windows[window].id)\" has no root view controller; its background:"
  }

  /// What shows behind the status bar: a colour, the controller whose appearance resolves it, and
  /// whether it is the black background a sheet card uncovers (otherwise the top of `holder`).
  struct Background {
    var colour: Colour
    /// The controller whose appearance resolves the colour; nil for the window's own background.
    var holder: Int?
    var sheetCard = false
  }

  /// The colour behind the status bar, if any is declared. Inlined, with the scene's flag read first: a call from the
  /// mutating step copied the whole session, at every step, and most scenes declare no colour.
  @inline(__always) func background(window: Int) -> Background? {
    guard scene.declaresColours else { return nil }
    guard let root = scene.windows[window].root else {
      guard mutant != .s23RootlessBackgroundIgnored else { return nil }
      return scene.windows[window].background.map { Background(colour: $0, holder: nil) }
    }
    var search = presentedBackground(above: root, window: window)
    if mutant == .s23DescendantHostedPresentationExamined, case .lookBelow = search, let host = descendantHost(in: window, root: root) {
      search = presentedBackground(above: host, window: window)
    }
    switch search {
    case .found(let background): return background
    case .nothing: return nil
    case .lookBelow:
      if mutant == .s23WindowBackgroundBehindRoot, topColour(root) == nil, let colour = scene.windows[window].background {
        return Background(colour: colour, holder: nil)
      }
      return topColour(root).map { Background(colour: $0.0, holder: $0.1) }
    }
  }

  private enum Search {
    case found(Background)
    case nothing
    case lookBelow
  }

  /// From the top presented layer down to the one above `layer`: the first that covers the top edge and draws something there.
  private func presentedBackground(above layer: Int, window: Int) -> Search {
    guard let presented = scene.controllers[layer].presented else { return .lookBelow }
    if mutant != .s23BottomLayerFirst {
      switch presentedBackground(above: presented, window: window) {
      case .lookBelow: break
      case let decided: return decided
      }
    }
    switch effectiveStyle(of: presented) {
    case .card where scene.controllers[presented].kind != .alert:
      if (scene.platform.idiom == .phone || mutant == .s23PadCardCoversTop) && mutant != .s23SheetCardShowsPresenter {
        let uncovered = mutant == .s23CardWithoutWindowBackgroundWhite ? Colour(.white) : Colour(.black)
        return .found(Background(colour: scene.windows[window].background ?? uncovered, holder: nil, sheetCard: true))
      }
      if mutant == .s23RegularPopoverCoversTop, scene.controllers[presented].spec.modalPresentationStyle == .popover, !scene.isCompactWidth,
        let found = topColour(presented)
      {
        return .found(Background(colour: found.0, holder: found.1))
      }
      return .lookBelow
    case .card:
      if mutant == .s23AlertCoversTop, let found = topColour(presented) { return .found(Background(colour: found.0, holder: found.1)) }
      return .lookBelow
    case .overFullScreen, .overCurrentContext:
      if mutant == .s23OverFullScreenTransparent { return .lookBelow }
      return topColour(presented).map { .found(Background(colour: $0.0, holder: $0.1)) }
        ?? (mutant == .s23ColourlessOverFullScreenOpaque ? .nothing : .lookBelow)
    default:
      if scene.controllers[presented].kind == .alert {
        if mutant == .s23AlertCoversTop, let found = topColour(presented) { return .found(Background(colour: found.0, holder: found.1)) }
        return .lookBelow
      }
      if mutant == .s23FullScreenLooksBelow { return .lookBelow }
      return topColour(presented).map { .found(Background(colour: $0.0, holder: $0.1)) }
        ?? (mutant == .s23ColourlessFullScreenLooksBelow ? .lookBelow : .nothing)
    }
  }

  /// The colour drawn at the top of a controller's area: an overlay, a visible navigation bar's background, or the visible child's.
  func topColour(_ index: Int) -> (Colour, Int)? {
    if let overlay = scene.controllers[index].spec.overlay, mutant != .s23OverlayIgnored { return (scene.colours[overlay], index) }
    switch scene.controllers[index].kind {
    case .navigation:
      if !scene.barHidden(index) || mutant == .s23HiddenNavigationBarBackgroundShows,
        let bar = scene.controllers[index].spec.navigationBar.background,
        mutant != .s23NavigationBarBackgroundIgnored
      {
        return (scene.colours[bar], index)
      }
      if let top = scene.controllers[index].lastChild, let found = topColour(top) { return found }
    case .tabBar:
      let selected =
        mutant == .s23TabFirstChildColour
        ? scene.controllers[index].firstChild : scene.child(of: index, at: scene.controllers[index].spec.selectedIndex)
      if let selected, let found = topColour(selected) { return found }
    case .splitView, .container, .pageView:
      if scene.controllers[index].spec.background == nil || mutant == .s23ContainerChildBeatsBackground,
        let first = scene.controllers[index].firstChild,
        let found = topColour(first)
      {
        return found
      }
    default: break
    }
    guard mutant != .s23OwnBackgroundIgnored else { return nil }
    return scene.controllers[index].spec.background.map { (scene.colours[$0], index) }
  }
}
