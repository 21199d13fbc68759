import BarcheckModel

// S7. The topmost visible window controls the status bar (SPEC.md#s7).

extension Mutant {
  /// S7's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s7: [Entry] = [
    Mutant.Entry(.s7KeyWindowDecides, flips: .s7_3, "the key window controls the status bar when it is visible, whatever its level"),
    Mutant.Entry(.s7LevelTieEarlierShownWins, flips: .s7_2, "between windows of the same level, the one shown first controls the bar"),
    Mutant.Entry(
      .s7RootlessWindowSkipped, flips: .s7_12, also: [.s7_15],
      "a window without a root view controller never controls the bar: the next window down does"),
    Mutant.Entry(
      .s7RootlessIgnoresWindowAppearance, flips: .s7_16, "a window without a root view controller shows black content whatever its appearance"),
    Mutant.Entry(.s7LowestLevelWindowControls, flips: .s7_1, "the visible window with the lowest level controls the status bar"),
    Mutant.Entry(.s7HideWindowNotResolved, flips: .s7_7, "hiding a window does not re-resolve"),
    Mutant.Entry(.s7RootlessOwnersApplication, flips: .s7_14, "a controlling window without a root reports application as both owners"),
    Mutant.Entry(.s7RootlessHidden, flips: .s7_13, "a controlling window without a root view controller hides the bar"),
    Mutant.Entry(
      .s7OverlayStyleFromMainWindow, flips: .s7_5, "while an overlay window controls, the main window's controllers still decide the style"),
    Mutant.Entry(
      .s7OverlayVisibilityFromMainWindow, flips: .s7_6, "while an overlay window controls, the main window's controllers still decide visibility"),
    Mutant.Entry(
      .s7OverlayDefaultKeepsShownStyle, flips: .s7_9, "an overlay window whose root returns default keeps the style the bar showed before"),
    Mutant.Entry(.s7OtherWindowNavigationDecides, flips: .s7_10, "navigating in a window that does not control the bar makes that window decide"),
  ]
}

extension RuleSession {
  /// For a mutant of S7: after a trigger from a controller in a visible window that does not control the bar, that
  /// window decides what shows, as if it were on top.
  mutating func letOtherWindowDecide(after event: StepEvent) {
    let id: String
    switch event {
    case .push(let navigation, _, _), .pop(let navigation, _), .popToRoot(let navigation, _), .setNavigationBarHidden(let navigation, _, _):
      id = navigation
    case .present(let presenter, _, _): id = presenter
    case .selectTab(let tabBar, _): id = tabBar
    case .dismiss(let controller, _): id = controller
    default: return
    }
    guard let index = scene.index(of: id), let window = scene.window(of: index), window != controllingWindow, scene.windows[window].visible
    else { return }
    var hypothetical = self
    guard (try? hypothetical.scene.apply(.setWindowLevel(window: scene.windows[window].id, level: 10_000_000))) != nil else { return }
    var quiet = SilentTracer()
    shown = hypothetical.resolve(tracer: &quiet).0
  }

  /// For the mutants of S7 and S24 that carry something over from below an overlay: the main window, the
  /// lowest-level visible window with a root view controller.
  var mainWindow: Int? {
    scene.windows.indices.filter { scene.windows[$0].visible && scene.windows[$0].root != nil }.min {
      scene.windows[$0].level < scene.windows[$1].level
    }
  }

  /// For the mutants of S7 that let the main window's controllers decide under an overlay: the main window's root
  /// view controller and the main window.
  var mainWindowRoot: (root: Int, window: Int)? {
    mainWindow.flatMap { main in scene.windows[main].root.map { ($0, main) } }
  }

  /// What a controlling window without a root view controller shows (S7, tentative): no controller is
  /// asked, so the style is `default` in the window's appearance, and visibility is the un-overridden
  /// default (hidden in compact height); both owners are `window:<id>`.
  func rootless(_ window: Int, tracer: inout some TraceSink) -> (Shown, Int?) {
    tracer.note(
      .s7_12, "window \"\(scene.windows[window].id)\" controls the status bar but has no root view controller: no controller decides (tentative)")
    var style: ContentStyle
    if isLegacyDefault {
      tracer.note(.s7_12, "before iOS 13, default is black content")
      style = legacyDefault
    } else {
      let appearance = windowAppearance(window, tracer: &tracer)
      style = defaultContent(in: appearance)
      tracer.note(.s7_12, "default in the \(appearance.rawValue) appearance is \(style.ink) content")
    }
    style = decide(.s7_16, style, unless: .s7RootlessIgnoresWindowAppearance, gives: .darkContent)
    var hidden = false
    if isVerticallyCompact {
      tracer.note(.s7_13, "nothing overrides prefersStatusBarHidden, and a phone in landscape is vertically compact: hidden")
      hidden = true
    }
    hidden = forcedInLandscape(holds(.s7_13, hidden, unless: .s7RootlessHidden, gives: true), tracer: &tracer)
    let owner = decide(.s7_14, Owner.window(window), unless: .s7RootlessOwnersApplication, gives: .application)
    return (Shown(style: style, hidden: hidden, styleOwner: owner, hiddenOwner: owner), nil)
  }
}

/// The mutants' window searches, out of line so that `controllingWindow`, inlined where it is read, carries only their tests.
extension RuleSession {
  /// For a mutant of S7: the visible window with the lowest level.
  @inline(never)
  var lowestVisibleWindow: Int? {
    scene.windows.indices.filter { scene.windows[$0].visible }.min { scene.windows[$0].level < scene.windows[$1].level }
  }

  /// For a mutant of S7: the key window, when it is visible.
  @inline(never)
  var visibleKeyWindow: Int? { scene.windows.indices.first { scene.windows[$0].visible && scene.windows[$0].isKey } }

  /// For the mutants of S7 that search for the topmost visible window another way: of equals the first shown rather
  /// than the last, or passing over windows without a root view controller.
  @inline(never)
  func topmostWindow(earlierWinsTies: Bool = false, skippingRootless: Bool = false) -> Int? {
    let windows = scene.windows
    var best: Int?
    for (index, window) in windows.enumerated() where window.visible {
      if skippingRootless && window.root == nil { continue }
      guard let current = best else {
        best = index
        continue
      }
      let b = windows[current]
      let later = earlierWinsTies ? window.shownOrder < b.shownOrder : window.shownOrder > b.shownOrder
      if window.level > b.level || (window.level == b.level && later) { best = index }
    }
    return best
  }
}
