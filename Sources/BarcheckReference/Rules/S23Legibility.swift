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
    Mutant.Entry(
      .s23ColumnsBarMeasuredAsOne, flips: .s23_42,
      "the bar over an expanded split view's columns is measured as one: the style reported (the split view's own, when the bar is split) against the leading column"
    ),
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
extension RuleSession {
  /// The contrast below which content counts as illegible (WCAG large text; the project's choice).
  static var legibilityThreshold: Double { 3.0 }

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

  @inline(__always) func measure(
    content: ContentStyle, hidden: Bool, columns: ColumnsBar?, window: Int, tracer: inout some TraceSink
  ) -> LegibilityMeasure? {
    if let columns, !hidden, holds(.s23_42, true, unless: .s23ColumnsBarMeasuredAsOne, gives: false) {
      return measure(columns, window: window, tracer: &tracer)
    }
    return measure(content: content, hidden: hidden, window: window, trailingColumnOf: nil, tracer: &tracer)
  }

  /// The bar over an expanded split view's columns (S23.42), split or not: each part measured over its own column (what
  /// is behind the bar found as for the whole bar, with the trailing column in the leading one's place for the
  /// trailing part), the bar legible when every measured part is, and the lower contrast reported.
  private func measure(_ columns: ColumnsBar, window: Int, tracer: inout some TraceSink) -> LegibilityMeasure? {
    tracer.note(
      .s23_42,
      "the bar spans the columns of \(scene.name(columns.split)): each part is measured over its own column, and the bar is legible when every measured part is (the lower contrast is reported)"
    )
    let leading = measure(content: columns.leading, hidden: false, window: window, trailingColumnOf: nil, tracer: &tracer)
    let trailing = measure(content: columns.trailing, hidden: false, window: window, trailingColumnOf: columns.split, tracer: &tracer)
    guard let leading else { return trailing }
    guard let trailing else { return leading }
    let contrast =
      switch (leading.contrast, trailing.contrast) {
      case (let a?, let b?): min(a, b)
      case (let a, let b): a ?? b
      }
    return LegibilityMeasure(contrast: contrast, legible: leading.legible && trailing.legible)
  }

  /// Each part of a bar over an expanded split view's columns measured on its own (S23.42), as `measure` combines them:
  /// for the records that say which part cannot be read. Nil for a part with no colour behind it.
  func partMeasures(_ columns: ColumnsBar, window: Int) -> (leading: LegibilityMeasure?, trailing: LegibilityMeasure?) {
    var quiet = SilentTracer()
    return (
      measure(content: columns.leading, hidden: false, window: window, trailingColumnOf: nil, tracer: &quiet),
      measure(content: columns.trailing, hidden: false, window: window, trailingColumnOf: columns.split, tracer: &quiet)
    )
  }

  /// Legibility of content of one style against what is behind the bar, or behind one part of a bar over a split view's columns.
  ///
  /// - Parameter split: The split view whose trailing column is behind the part measured (its last child in place of
  ///   its first wherever the search reaches it); nil for the whole bar, or the leading part of a bar over columns.
  @inline(__always) private func measure(
    content: ContentStyle, hidden: Bool, window: Int, trailingColumnOf split: Int?, tracer: inout some TraceSink
  ) -> LegibilityMeasure? {
    guard let found = background(window: window, trailingColumnOf: split) else {
      tracer.note(.s23_3, "no colour is declared behind the status bar: legibility is not measured")
      return nil
    }
    let holder = found.holder
    var quiet = SilentTracer()
    let appearance: Appearance
    if !reached(.s23_30) {
      appearance = .light
    } else if holds(.s23_13, false, unless: .s23CardBackgroundInRootAppearance, gives: found.sheetCard), let root = scene.windows[window].root {
      appearance = effectiveAppearance(of: root, tracer: &quiet)
    } else if let holder = decide(.s23_29, holder, unless: .s23ColourInWindowAppearance, gives: nil) {
      appearance = effectiveAppearance(of: holder, tracer: &quiet)
    } else {
      appearance = windowAppearance(window, tracer: &quiet)
    }
    let rgb = resolved(found.colour, in: appearance)
    let ink =
      content == .lightContent ? decide(.s23_1, RGB.white, unless: .s23LightInkGrey, gives: RGB(red: 0xCC, green: 0xCC, blue: 0xCC)) : RGB.black
    let contrast = decide(.s23_31, RGB.contrast(ink, rgb), unless: .s23LumaContrast, gives: Self.lumaContrast(ink, rgb))
    let rounded = decide(.s23_33, (contrast * 100).rounded() / 100, unless: .s23OneDecimal, gives: (contrast * 10).rounded() / 10)
    if tracer.enabled {
      let colour = self.colour(found.colour)
      tracer.note(
        .s23_1,
        "behind the status bar: \(place(found, window: window)) \(colour)\(colour.name != nil || colour.light != colour.dark ? " = \(rgb) in \(appearance.rawValue)" : ""); \(content.ink) content contrasts \(JSONWriter.format(rounded)):1"
      )
    }
    if holds(.s23_35, hidden, unless: .s23HiddenBarJudged, gives: false, note: "the bar is hidden: nothing to read", tracer: &tracer) {
      return LegibilityMeasure(contrast: decide(.s23_36, rounded, unless: .s23HiddenBarNoContrast, gives: nil), legible: true)
    }
    let legible =
      decide(.s23_34, contrast, unless: .s23RoundedDecides, gives: rounded)
      >= decide(.s23_32, Self.legibilityThreshold, unless: .s23TextContrastThreshold, gives: 4.5)
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
    /// Where the colour is kept (`colour(_:)` reads it): an index, not a copy of it and its name.
    var colour: ColourSource
    /// The controller whose appearance resolves the colour; nil for the window's own background.
    var holder: Int?
    var sheetCard = false
  }

  /// Where a colour behind the status bar is kept.
  enum ColourSource {
    /// `CompiledScene.colours` at this index: a controller's, an overlay's or a navigation bar's.
    case table(Int)
    /// The background of the window at this index (which declares one).
    case window(Int)
    /// A colour of its own, the same in both appearances: what a sheet card uncovers where the window declares no
    /// background. A value, not a `Colour` (whose name is a string): so a source is copied and dropped without
    /// reference counting, at every step that measures.
    case fixed(RGB)
  }

  /// The colour a source holds.
  func colour(_ source: ColourSource) -> Colour {
    switch source {
    case .table(let index): scene.colours[index]
    case .window(let window): scene.windows[window].background ?? Colour(.black)
    case .fixed(let rgb): Colour(rgb)
    }
  }

  /// The colour a source holds, resolved in an appearance where it is kept.
  @inline(__always) func resolved(_ source: ColourSource, in appearance: Appearance) -> RGB {
    switch source {
    case .table(let index): scene.colours[index].resolved(in: appearance)
    case .window(let window): scene.windows[window].background(in: appearance)
    case .fixed(let rgb): rgb
    }
  }

  /// The colour behind the status bar, if any is declared. Inlined, with the scene's flag read first: a call from the
  /// mutating step copied the whole session, at every step, and most scenes declare no colour.
  ///
  /// - Parameter split: A split view whose trailing column stands in for its leading one, for the trailing part of a
  ///   bar over its columns (S23.42); nil otherwise.
  @inline(__always) func background(window: Int, trailingColumnOf split: Int? = nil) -> Background? {
    guard scene.declaresColours else { return nil }
    guard let root = scene.windows[window].root else {
      guard holds(.s23_6, true, unless: .s23RootlessBackgroundIgnored, gives: false) else { return nil }
      return scene.windows[window].backgroundValues != nil ? Background(colour: .window(window), holder: nil) : nil
    }
    var search = presentedBackground(above: root, window: window, trailingColumnOf: split)
    if holds(.s23_9, false, unless: .s23DescendantHostedPresentationExamined, gives: true), case .lookBelow = search,
      let host = descendantHost(in: window, root: root)
    {
      search = presentedBackground(above: host, window: window, trailingColumnOf: split)
    }
    switch search {
    case .found(let background): return background
    case .nothing: return nil
    case .lookBelow:
      if holds(.s23_22, false, unless: .s23WindowBackgroundBehindRoot, gives: true), topColour(root, trailingColumnOf: split) == nil,
        scene.windows[window].backgroundValues != nil
      {
        return Background(colour: .window(window), holder: nil)
      }
      return topColour(root, trailingColumnOf: split).map { Background(colour: $0.0, holder: $0.1) }
    }
  }

  private enum Search {
    case found(Background)
    case nothing
    case lookBelow
  }

  /// From the top presented layer down to the one above `layer`: the first that covers the top edge and draws something there.
  private func presentedBackground(above layer: Int, window: Int, trailingColumnOf split: Int?) -> Search {
    guard let presented = scene.controllers[layer].presented else { return .lookBelow }
    if holds(.s23_8, true, unless: .s23BottomLayerFirst, gives: false) {
      switch presentedBackground(above: presented, window: window, trailingColumnOf: split) {
      case .lookBelow: break
      case let decided: return decided
      }
    }
    switch effectiveStyle(of: presented) {
    case .card where scene.controllers[presented].kind != .alert:
      if holds(.s23_15, scene.platform.idiom == .phone, unless: .s23PadCardCoversTop, gives: true),
        holds(.s23_10, true, unless: .s23SheetCardShowsPresenter, gives: false)
      {
        let uncovered = decide(.s23_11, RGB.black, unless: .s23CardWithoutWindowBackgroundWhite, gives: RGB.white)
        return .found(
          Background(colour: scene.windows[window].backgroundValues != nil ? .window(window) : .fixed(uncovered), holder: nil, sheetCard: true))
      }
      if holds(.s23_41, false, unless: .s23RegularPopoverCoversTop, gives: true),
        scene.controllers[presented].spec.modalPresentationStyle == .popover, !scene.isCompactWidth,
        let found = topColour(presented, trailingColumnOf: split)
      {
        return .found(Background(colour: found.0, holder: found.1))
      }
      return .lookBelow
    case .card:
      if holds(.s23_16, false, unless: .s23AlertCoversTop, gives: true), let found = topColour(presented, trailingColumnOf: split) {
        return .found(Background(colour: found.0, holder: found.1))
      }
      return .lookBelow
    case .overFullScreen, .overCurrentContext:
      if holds(.s23_17, false, unless: .s23OverFullScreenTransparent, gives: true) { return .lookBelow }
      return topColour(presented, trailingColumnOf: split).map { .found(Background(colour: $0.0, holder: $0.1)) }
        ?? decide(.s23_18, .lookBelow, unless: .s23ColourlessOverFullScreenOpaque, gives: .nothing)
    default:
      if scene.controllers[presented].kind == .alert {
        if holds(.s23_16, false, unless: .s23AlertCoversTop, gives: true), let found = topColour(presented, trailingColumnOf: split) {
          return .found(Background(colour: found.0, holder: found.1))
        }
        return .lookBelow
      }
      if holds(.s23_19, false, unless: .s23FullScreenLooksBelow, gives: true) { return .lookBelow }
      return topColour(presented, trailingColumnOf: split).map { .found(Background(colour: $0.0, holder: $0.1)) }
        ?? decide(.s23_20, .nothing, unless: .s23ColourlessFullScreenLooksBelow, gives: .lookBelow)
    }
  }

  /// The colour drawn at the top of a controller's area: an overlay, a visible navigation bar's background, or the visible child's.
  ///
  /// - Parameter split: A split view whose trailing column (its last child) is read in place of its first, for the
  ///   trailing part of a bar over its columns (S23.42); nil otherwise.
  func topColour(_ index: Int, trailingColumnOf split: Int? = nil) -> (ColourSource, Int)? {
    if let overlay = decide(.s23_23, scene.controllers[index].spec.overlay, unless: .s23OverlayIgnored, gives: nil) {
      return (.table(overlay), index)
    }
    switch scene.controllers[index].kind {
    case .navigation:
      if holds(.s23_25, !scene.barHidden(index), unless: .s23HiddenNavigationBarBackgroundShows, gives: true),
        let bar = decide(.s23_24, scene.controllers[index].spec.navigationBar.background, unless: .s23NavigationBarBackgroundIgnored, gives: nil)
      {
        return (.table(bar), index)
      }
      if let top = scene.controllers[index].lastChild, let found = topColour(top, trailingColumnOf: split) { return found }
    case .tabBar:
      let selected = decide(
        .s23_26, scene.child(of: index, at: scene.controllers[index].spec.selectedIndex), unless: .s23TabFirstChildColour,
        gives: scene.controllers[index].firstChild)
      if let selected, let found = topColour(selected, trailingColumnOf: split) { return found }
    case .splitView, .container, .pageView:
      if holds(.s23_27, scene.controllers[index].spec.background == nil, unless: .s23ContainerChildBeatsBackground, gives: true),
        let first = index == split ? scene.controllers[index].lastChild : scene.controllers[index].firstChild,
        let found = topColour(first, trailingColumnOf: split)
      {
        return found
      }
    default: break
    }
    return decide(.s23_28, scene.controllers[index].spec.background, unless: .s23OwnBackgroundIgnored, gives: nil).map { (.table($0), index) }
  }
}
