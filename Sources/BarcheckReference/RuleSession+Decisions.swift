import BarcheckJSON
public import BarcheckModel

/// The developer's wishes that the bar does not show, decided by the reference's own walk: for each aspect, the
/// controller the user sees and the deepest preference set in its presentation layer (or the step's `want`), what it
/// asks for, and, when the bar shows something else, the point where the S8 walk leaves the path to it and why.
extension RuleSession where Fault == NoFault {
  /// What the developer wanted at the last step that the bar does not show, and why.
  ///
  /// - Parameters:
  ///   - step: The step just played (its `want` and its event).
  ///   - observation: What the step showed.
  ///   - previous: What the step before showed; nil at the first step.
  /// - Returns: One record per wish not shown, in the order style, visibility, animation, freshness, legibility.
  public func decisions(after step: Step, observation: Observation, previous: Observation?) -> [Decision] {
    var out: [Decision] = []
    let want = step.want ?? StepIntent()
    if let stale = staleDecision(step.event) { out.append(stale) }
    if let inert = inertSetter(step.event, observation: observation) { out.append(inert) }
    var quiet = SilentTracer()
    let (fresh, freshHiddenOwner) = resolve(tracer: &quiet)
    let seen = seenWindow
    let path = seen.flatMap { scene.windows[$0].root }.map(visiblePath) ?? []
    let layer = topLayer(path)
    if !fresh.hidden, let decision = styleDecision(want: want.style, fresh: fresh, seen: seen, path: path, layer: layer) {
      out.append(decision)
    }
    if let decision = visibilityDecision(want: want.hidden, fresh: fresh, seen: seen, path: path, layer: layer) { out.append(decision) }
    if let previous, previous.hidden != observation.hidden, !applicationMode,
      let decision = animationDecision(want: want.animation, observation: observation, event: step.event, layer: layer, hiddenOwner: freshHiddenOwner)
    {
      out.append(decision)
    }
    if observation.legible == false && !observation.hidden, let contrast = observation.contrast {
      let (style, subject) = unreadablePart() ?? (observation.style, "\(observation.style.ink) status bar content")
      out.append(
        Decision(
          aspect: .legibility, clause: .s23_32, wisher: nil, wish: .none, wanted: "legible", shown: style.rawValue,
          decider: observation.styleOwner, reason: .unreadable(contrast: contrast),
          message:
            "\(subject) is unreadable against what is behind it (contrast \(contrast >= Self.legibilityThreshold ? "just under 3:1, reported as \(JSONWriter.format(contrast)):1 after rounding to two decimals" : "\(JSONWriter.format(contrast)):1, below 3:1"))"
        ))
    }
    return out
  }

  /// What cannot be read of a bar over a split view's columns (S23.42), measured part by part: the part's style and
  /// `white status bar content on the right (over "detail")`, or both parts of a split bar. Nil for any other bar, and
  /// for a bar of one style that cannot be read over either column.
  private func unreadablePart() -> (ContentStyle, String)? {
    guard let columns = shown?.columns, let window = controllingWindow else { return nil }
    let split = scene.controllers[columns.split]
    let (leading, trailing) = partMeasures(columns, window: window)
    switch (leading?.legible ?? true, trailing?.legible ?? true) {
    case (false, true):
      return (columns.leading, "\(columns.leading.ink) status bar content on the left\(SplitBar.over(split.firstChild.map { scene.ids[$0] }))")
    case (true, false):
      return (columns.trailing, "\(columns.trailing.ink) status bar content on the right\(SplitBar.over(split.lastChild.map { scene.ids[$0] }))")
    case (false, false) where columns.agreed == nil:
      return (
        columns.leading,
        "the status bar content of both parts (\(columns.leading.ink) on the left, \(columns.trailing.ink) on the right)"
      )
    default: return nil
    }
  }
}

extension RuleSession {
  // MARK: Who the user sees

  /// The window whose content the developer's wishes come from: the key window when it is visible and has a root;
  /// else the visible window with a root at the lowest level (the app's main window; the first of equals).
  var seenWindow: Int? {
    if let key = scene.windows.firstIndex(where: { $0.isKey && $0.visible && $0.root != nil }) { return key }
    var best: Int?
    for (index, window) in scene.windows.enumerated() where window.visible && window.root != nil {
      if let current = best, scene.windows[current].level <= window.level { continue }
      best = index
    }
    return best ?? controllingWindow
  }

  /// Whether the controlling window, when it is not the seen one, states a wish of its own for the aspect: then it
  /// is meant to decide (an overlay that sets its own style), and the seen window's wish is not reported (S7).
  private func controllingWindowWishes(_ aspect: Aspect) -> Bool {
    guard let window = controllingWindow, let root = scene.windows[window].root else { return false }
    let layer = topLayer(visiblePath(root))
    switch aspect {
    case .style: return styleWish(layer) != nil
    case .hidden:
      return layer.contains { scene.controllers[$0].spec.prefersStatusBarHidden != nil || scene.controllers[$0].spec.swiftUI.statusBarHidden != nil }
    }
  }

  /// From a window's root to the controller the user sees on top: through every presentation (taking over or not),
  /// then each container's visible child.
  func visiblePath(_ root: Int) -> [Int] {
    var path = [root]
    var current = root
    while let next = visibleNext(current) {
      path.append(next)
      current = next
    }
    return path
  }

  /// The controller the user sees of `index`'s content: what it presents, else its visible child.
  private func visibleNext(_ index: Int) -> Int? {
    let controller = scene.controllers[index]
    if let presented = controller.presented { return presented }
    switch controller.kind {
    case .navigation: return controller.lastChild
    case .tabBar: return scene.child(of: index, at: controller.spec.selectedIndex)
    case .splitView: return controller.spec.collapsed ? controller.firstChild : controller.lastChild
    case .pageView, .search: return controller.firstChild
    case .alert: return nil
    case .plain, .container, .hosting:
      let children = scene.children(of: index)
      if case .child(let name)? = controller.spec.childForStatusBarStyle, let named = scene.child(of: index, named: name) { return named }
      let wishing = children.filter { hasWish(scene.controllers[$0].spec) }
      return wishing.count == 1 ? wishing[0] : children.last
    }
  }

  private func hasWish(_ spec: CompiledScene.ControllerState) -> Bool {
    spec.preferredStatusBarStyle != nil || spec.prefersStatusBarHidden != nil || spec.overrideUserInterfaceStyle != .unspecified
      || spec.swiftUI != SwiftUIPreferences()
  }

  /// The part of the path in the topmost presentation: what the user sees as one screen.
  private func topLayer(_ path: [Int]) -> ArraySlice<Int> {
    guard let start = path.lastIndex(where: { scene.controllers[$0].presenter != nil }) else { return path[...] }
    return path[start...]
  }

  /// The layer whose wishes count: the top one when it states a wish; otherwise, while the layer on top does not take
  /// the bar over (a sheet card, an alert), the one below it, whose controllers still decide (S9) — so that a
  /// presenter's preference that a card overrides (S24) is reported.
  private func wishLayer(_ path: [Int], has wish: (ArraySlice<Int>) -> Bool) -> ArraySlice<Int> {
    var end = path.endIndex
    var quiet = SilentTracer()
    while true {
      let start = path[..<end].lastIndex(where: { scene.controllers[$0].presenter != nil }) ?? path.startIndex
      let layer = path[start..<end]
      if wish(layer) || start == path.startIndex || takesOver(path[start], tracer: &quiet) {
        return wish(layer) || end == path.endIndex ? layer : topLayer(path)
      }
      end = start
    }
  }

  // MARK: Style

  private func styleDecision(want: ContentStyle?, fresh: Shown, seen: Int?, path: [Int], layer: ArraySlice<Int>) -> Decision? {
    var quiet = SilentTracer()
    let wisher: Int
    let wish: Decision.Wish
    let wanted: ContentStyle
    if let want, let found = styleWish(layer), found.1.isToolbarScheme {
      // The want says what toolbarColorScheme was meant to do: the reason is still about the modifier.
      (wisher, wish, wanted) = (found.0, found.1, want)
    } else if let want, let leaf = layer.last {
      (wisher, wish, wanted) = (leaf, .want, want)
    } else if let found = styleWish(wishLayer(path, has: { styleWish($0) != nil })) {
      (wisher, wish) = found
      if case .toolbarColorScheme(let scheme) = wish {
        wanted = scheme == .dark ? .lightContent : .darkContent
      } else {
        wanted = resolve(preference(of: wisher, tracer: &quiet), for: wisher, tracer: &quiet)
      }
    } else {
      return nil
    }
    let target = wish.isToolbarScheme ? (scene.controllers[wisher].parent ?? wisher) : wisher
    // Over an expanded split view's columns each part of the bar shows its own column's style (S16.9): a preference in
    // the trailing column is shown when the part over that column shows it, and when another controller inside the
    // column decides that part, the walk from the column says why. The step's `want` is about the whole bar, and so is
    // the split view's own preference: a bar split between two styles shows neither, and the columns are why.
    var shownStyle: ContentStyle? = fresh.style
    var shownText = "the bar shows \(fresh.style.rawValue)"
    var shown = fresh.style.rawValue
    var owner = fresh.styleOwner
    var walked = path
    var splitReason: ColumnsBar?
    if let columns = fresh.columns {
      let column = trailingColumn(holding: target, split: columns.split, path: path)
      if let column, wish != .want {
        shownStyle = columns.trailing
        shownText = "the part of the bar over \"\(scene.ids[column])\" shows \(columns.trailing.rawValue)"
        shown = columns.trailing.rawValue
        let partOwner = walk(column, .style, tracer: &quiet) ?? column
        owner = .controller(partOwner)
        if partOwner != target { walked = Array(path.drop { $0 != column }) }
      } else if columns.agreed == nil {
        shownStyle = nil
        shownText = "the bar shows \(columns.leading.rawValue) on the left and \(columns.trailing.rawValue) on the right"
        shown = partsText(fresh)
        if column != nil || target == columns.split { splitReason = columns }
      }
    }
    guard wanted != shownStyle else { return nil }
    let decider = name(owner)
    func record(_ clause: SpecClause, _ reason: Decision.Reason, _ why: String) -> Decision {
      Decision(
        aspect: .style, clause: clause, wisher: wish == .want ? nil : scene.ids[wisher], wish: wish, wanted: wanted.rawValue,
        shown: shown, decider: decider, reason: reason,
        message: "\(wishText(wish, wisher)) asks for \(wanted.rawValue), but \(why): \(shownText)")
    }
    switch beforeTheWalk(.style, seen: seen) {
    case .decided(let clause, let reason, let why): return record(clause, reason, why)
    case .meantToDecide: return nil
    case .walk: break
    }
    guard case .controller(let owner) = owner, let window = controllingWindow else { return nil }
    if card(window: window, styleOwner: owner, tracer: &quiet) != nil, wanted == .darkContent,
      let cardIndex = topCard(window)
    {
      return record(
        scene.appearance == .dark ? .s24_4 : .s24_5, .cardBackdrop(card: scene.ids[cardIndex]),
        "\"\(scene.ids[cardIndex])\" is a sheet card that pushes the screen back over the window's background, and the bar shows light content whatever is preferred"
      )
    }
    if case .toolbarColorScheme = wish, let navigation = scene.controllers[wisher].parent, scene.controllers[navigation].kind == .navigation {
      let name = scene.ids[navigation]
      if owner == navigation && !reached(.s21_9) {
        return record(.s21_9, .toolbarSchemeBeforeIOS16, "toolbarColorScheme needs iOS 16")
      }
      // Under Liquid Glass the scheme does not reach the style even over a background (S13.12): showing the background,
      // which S21.12 asks for elsewhere, would change nothing. (A subclass's override decides over both, S13.11: the
      // owner's preference below says so.)
      if owner == navigation && scene.profile == .glass && scene.controllers[navigation].spec.preferredStatusBarStyle == nil {
        return record(
          .s13_12, .toolbarSchemeInGlass(navigation: name),
          "under Liquid Glass toolbarColorScheme does not set the style of \"\(name)\", even over a bar background, and the bar's appearance decides"
        )
      }
      if owner == navigation && !scene.barShowsBackground(navigation) {
        return record(
          .s21_12, .toolbarSchemeWithoutBackground(navigation: name),
          "the navigation bar of \"\(name)\" shows no background, so toolbarColorScheme has nothing to colour")
      }
      if owner == wisher && scene.barHidden(navigation) {
        return record(
          .s21_14, .toolbarSchemeBarHidden(navigation: name),
          "the navigation bar of \"\(name)\" is hidden, so toolbarColorScheme colours no bar")
      }
    }
    if let columns = splitReason ?? fresh.columns.flatMap({ $0.split == target ? $0 : nil }), let (reason, clause, why) = columnsDecide(columns) {
      return record(clause, reason, why)
    }
    if let (reason, clause, why) = divergence(.style, path: walked, target: target, fromColumn: walked.first != path.first) {
      return record(clause, reason, why)
    }
    if owner != target, scene.controllers[target].kind == .navigation, scene.barHidden(target) {
      let name = scene.ids[target]
      return record(
        .s12_3, .navigationBarHiddenForwards(navigation: name),
        "\"\(name)\" hides its navigation bar and forwards the style to its top view controller \"\(decider)\", which its own override does not reach"
      )
    }
    if owner != target, walkNext(target, .style) != nil {
      // The wisher is a container that forwards: the walk passes it by, and its own override is never asked.
      let name = scene.ids[target]
      let kind = scene.controllers[target].kind
      let explicit = scene.controllers[target].spec.childForStatusBarStyle != nil
      let (clause, how): (SpecClause, String) =
        switch (explicit, kind) {
        case (true, _): (.s8_2, "returns a child from childForStatusBarStyle")
        case (false, .tabBar): (.s15_1, "is a tab bar controller, which forwards the style to its selected tab")
        case (false, .splitView): (.s16_5, "is a collapsed split view, which forwards the style to its primary controller")
        default: (.s8_2, "forwards the style to a child")
        }
      return record(
        clause, .forwardsToChild(container: name, kind: kind),
        "\"\(name)\" \(how), so its own preferredStatusBarStyle is not asked and \"\(decider)\" decides")
    }
    let ownerStyle = scene.controllers[owner].spec.preferredStatusBarStyle
    return record(
      ownerStyle == nil || ownerStyle == .default ? (scene.profile == .legacy ? .s5_1 : .s6_1) : ownerStyle == .lightContent ? .s4_1 : .s4_2,
      .ownerPrefers(owner: decider, style: ownerStyle),
      "\"\(decider)\" decides and prefers \(ownerStyle?.rawValue ?? "default")")
  }

  /// The trailing column of an expanded split view on `path` when `target` is that column or inside it (its parents
  /// lead there, without a presentation between); nil otherwise.
  private func trailingColumn(holding target: Int, split: Int, path: [Int]) -> Int? {
    guard let at = path.firstIndex(of: split), at + 1 < path.count, scene.controllers[split].lastChild == path[at + 1] else { return nil }
    let column = path[at + 1]
    var current: Int? = target
    while let here = current {
      if here == column { return column }
      current = scene.controllers[here].parent
    }
    return nil
  }

  /// Why from iOS 13 the bar over an expanded split view shows what it does: its edge columns give the style, not the
  /// split view or any one column (S16.9).
  private func columnsDecide(_ columns: ColumnsBar) -> (Decision.Reason, SpecClause, String)? {
    let split = scene.controllers[columns.split]
    guard let first = split.firstChild, let last = split.lastChild else { return nil }
    let (splitName, leadingName, trailingName) = (scene.ids[columns.split], scene.ids[first], scene.ids[last])
    let gives =
      columns.agreed.map {
        first == last ? "its column \"\(leadingName)\" gives \($0.rawValue)" : "\"\(leadingName)\" and \"\(trailingName)\" both give \($0.rawValue)"
      }
      ?? "\"\(leadingName)\" gives \(columns.leading.rawValue) and \"\(trailingName)\" gives \(columns.trailing.rawValue)"
    return (
      .splitColumnsGiveStyle(split: splitName), .s16_9,
      "from iOS 13 the expanded split view \"\(splitName)\" does not decide the style itself: the columns at its edges do, and \(gives)"
    )
  }

  /// The deepest style wish in the top layer: a style override, a SwiftUI scheme, or a user interface style override.
  private func styleWish(_ layer: ArraySlice<Int>) -> (Int, Decision.Wish)? {
    for index in layer.reversed() {
      let spec = scene.controllers[index].spec
      if scene.controllers[index].kind == .hosting, let scheme = spec.swiftUI.toolbarColorScheme, let parent = scene.controllers[index].parent,
        scene.controllers[parent].kind == .navigation
      {
        return (index, .toolbarColorScheme(scheme))
      }
      if let style = spec.preferredStatusBarStyle, style != .default || scene.controllers[index].kind != .navigation {
        if style != .default { return (index, .preferredStatusBarStyle(style)) }
      }
      if spec.preferredStatusBarStyle ?? .default == .default {
        if scene.controllers[index].kind == .hosting, let scheme = spec.swiftUI.preferredColorScheme { return (index, .preferredColorScheme(scheme)) }
        if spec.overrideUserInterfaceStyle != .unspecified { return (index, .overrideUserInterfaceStyle(spec.overrideUserInterfaceStyle)) }
      }
    }
    return nil
  }

  /// The topmost sheet card of a window's presentations, if any.
  private func topCard(_ window: Int) -> Int? {
    guard var current = scene.windows[window].root else { return nil }
    var top: Int?
    while let presented = scene.controllers[current].presented {
      if scene.controllers[presented].kind != .alert { top = presented }
      current = presented
    }
    return top
  }

  // MARK: Visibility

  private func visibilityDecision(want: Bool?, fresh: Shown, seen: Int?, path: [Int], layer: ArraySlice<Int>) -> Decision? {
    let wisher: Int
    let wish: Decision.Wish
    let wanted: Bool
    if let want, let leaf = layer.last {
      (wisher, wish, wanted) = (leaf, .want, want)
    } else if let found = wishLayer(path, has: { $0.contains(where: hidesOrShows) }).reversed().lazy.compactMap({
      index -> (Int, Decision.Wish, Bool)? in
      let spec = self.scene.controllers[index].spec
      if self.scene.controllers[index].kind == .hosting, let hidden = spec.swiftUI.statusBarHidden {
        return (index, .statusBarHidden(hidden), hidden)
      }
      if let hidden = spec.prefersStatusBarHidden { return (index, .prefersStatusBarHidden(hidden), hidden) }
      return nil
    }).first {
      (wisher, wish, wanted) = found
    } else {
      return nil
    }
    guard wanted != fresh.hidden else { return nil }
    let decider = name(fresh.hiddenOwner)
    let word = { (hidden: Bool) in hidden ? "hidden" : "shown" }
    func record(_ clause: SpecClause, _ reason: Decision.Reason, _ why: String) -> Decision {
      Decision(
        aspect: .visibility, clause: clause, wisher: wish == .want ? nil : scene.ids[wisher], wish: wish, wanted: String(wanted),
        shown: String(fresh.hidden), decider: decider, reason: reason,
        message: "\(wishText(wish, wisher)) asks for the bar \(word(wanted)), but \(why): the bar is \(word(fresh.hidden))")
    }
    switch beforeTheWalk(.hidden, seen: seen) {
    case .decided(let clause, let reason, let why): return record(clause, reason, why)
    case .meantToDecide: return nil
    case .walk: break
    }
    guard case .controller(let owner) = fresh.hiddenOwner else { return nil }
    if let (reason, clause, why) = divergence(.hidden, path: path, target: wisher) { return record(clause, reason, why) }
    if !wanted && isVerticallyCompact {
      let forced = !scene.platform.homeButton
      if forced || scene.controllers[owner].spec.prefersStatusBarHidden == nil {
        return record(
          forced ? .s17_3 : .s17_1, .compactHeight(forced: forced),
          forced
            ? "a phone without a home button always hides the status bar in landscape"
            : "\"\(decider)\" does not override prefersStatusBarHidden, and a phone in landscape hides the bar by default")
      }
    }
    return record(
      scene.controllers[owner].spec.prefersStatusBarHidden == nil ? .s11_2 : .s8_3, .ownerPrefers(owner: decider, style: nil),
      "\"\(decider)\" decides visibility and prefers it \(word(scene.controllers[owner].spec.prefersStatusBarHidden ?? false))")
  }

  /// What decides before the S8 walk, the same for both aspects.
  private enum Before {
    /// Application mode (S1) or another window on top (S7).
    case decided(SpecClause, Decision.Reason, String)
    /// Another window on top that states its own wish: it is meant to decide, and nothing is reported.
    case meantToDecide
    /// The walk from the controlling window's root decides.
    case walk
  }

  private func beforeTheWalk(_ aspect: Aspect, seen: Int?) -> Before {
    if applicationMode {
      return .decided(
        aspect == .style ? .s1_5 : .s1_6, .applicationMode,
        "UIViewControllerBasedStatusBarAppearance is NO, so the application decides and controllers are not asked")
    }
    if let seen, let controlling = controllingWindow, seen != controlling {
      guard !controllingWindowWishes(aspect) else { return .meantToDecide }
      let window = scene.windows[controlling].id
      return .decided(.s7_10, .anotherWindow(window: window), "window \"\(window)\" is on top and controls the status bar")
    }
    return .walk
  }

  /// Whether a controller states a visibility wish: `prefersStatusBarHidden`, or a SwiftUI view's `statusBarHidden`.
  private func hidesOrShows(_ index: Int) -> Bool {
    scene.controllers[index].spec.prefersStatusBarHidden != nil
      || scene.controllers[index].kind == .hosting && scene.controllers[index].spec.swiftUI.statusBarHidden != nil
  }

  // MARK: Animation

  private func animationDecision(want: StatusBarAnimation?, observation: Observation, event: StepEvent, layer: ArraySlice<Int>, hiddenOwner: Int?)
    -> Decision?
  {
    let wisher: Int?
    let wish: Decision.Wish
    let wanted: StatusBarAnimation
    if let want {
      (wisher, wish, wanted) = (layer.last, .want, want)
    } else if let index = layer.reversed().first(where: { scene.controllers[$0].spec.preferredStatusBarUpdateAnimation != nil }),
      let animation = scene.controllers[index].spec.preferredStatusBarUpdateAnimation
    {
      (wisher, wish, wanted) = (index, .preferredStatusBarUpdateAnimation(animation), animation)
    } else {
      return nil
    }
    guard wanted != observation.animation else { return nil }
    let reason: Decision.Reason
    let why: String
    if observation.animation == .none && wanted != .none {
      reason = .outsideAnimationBlock
      why = "the bar was \(observation.hidden ? "hidden" : "shown") outside an animation block (\(event.kind.rawValue))"
    } else if let hiddenOwner, hiddenOwner != wisher {
      reason = .hiddenOwnerAnimation(owner: scene.ids[hiddenOwner])
      why = "the animation is that of \"\(scene.ids[hiddenOwner])\", which decides visibility"
    } else {
      return nil
    }
    return Decision(
      aspect: .animation, clause: reason == .outsideAnimationBlock ? .s18_3 : .s18_8, wisher: wish == .want ? nil : wisher.map { scene.ids[$0] },
      wish: wish, wanted: wanted.rawValue,
      shown: observation.animation.rawValue, decider: observation.hiddenOwner, reason: reason,
      message:
        "\(wisher.map { wishText(wish, $0) } ?? "the step") asks for a \(wanted.rawValue) animation, but \(why): \(observation.animation.rawValue)")
  }

  // MARK: Freshness and setters

  private func staleDecision(_ event: StepEvent) -> Decision? {
    guard let staleness, let current = shown else { return nil }
    var quiet = SilentTracer()
    let resolved = resolve(tracer: &quiet).0
    let (fresh, shown) = (named(resolved), named(current))
    // Who says the bar stays stale: a change without the update call (S19), a dismissal that does not hand the bar
    // back (S10), or an event that is not one of UIKit's triggers (S20).
    let clause: SpecClause =
      switch event.kind {
      case .set: .s19_1
      case .setNeedsStatusBarAppearanceUpdate: .s19_7
      case .cancelInteractiveDismissal: .s10_7
      case .dismiss: .s10_10
      case .makeKeyWindow: .s20_17
      case .setApplicationStatusBarStyle, .setApplicationStatusBarHidden: .s3_2
      default: .s19_1
      }
    var wisher: String?
    if case .set(let id, _) = event { wisher = id }
    return Decision(
      aspect: .freshness, clause: clause, wisher: wisher, wish: .none,
      wanted: "\(partsText(resolved))\(fresh.hidden ? ", hidden" : "")", shown: "\(partsText(current))\(shown.hidden ? ", hidden" : "")",
      decider: shown.styleOwner, reason: .stale(event: event.kind),
      message: staleness.hasPrefix("stale: ") ? String(staleness.dropFirst("stale: ".count)) : staleness)
  }

  /// The style a bar shows: one, or, for a bar split over a split view's columns (S16.9), each part's.
  private func partsText(_ bar: Shown) -> String { splitBar(of: bar)?.styles ?? bar.style.rawValue }

  private func inertSetter(_ event: StepEvent, observation: Observation) -> Decision? {
    guard !applicationMode else { return nil }
    switch event {
    case .setApplicationStatusBarStyle(let style, _):
      return Decision(
        aspect: .style, clause: .s3_1, wisher: CompiledScene.applicationOwner, wish: .applicationStatusBarStyle(style), wanted: style.rawValue,
        shown: observation.style.rawValue, decider: observation.styleOwner, reason: .applicationSetterInert,
        message:
          "UIApplication.setStatusBarStyle(.\(style.rawValue)) does nothing in view-controller mode: the bar shows what \"\(observation.styleOwner ?? "-")\" decides"
      )
    case .setApplicationStatusBarHidden(let hidden, _):
      return Decision(
        aspect: .visibility, clause: .s3_1, wisher: CompiledScene.applicationOwner, wish: .applicationStatusBarHidden(hidden),
        wanted: String(hidden), shown: String(observation.hidden), decider: observation.hiddenOwner, reason: .applicationSetterInert,
        message:
          "UIApplication.setStatusBarHidden(\(hidden)) does nothing in view-controller mode: the bar visibility is what \"\(observation.hiddenOwner ?? "-")\" decides"
      )
    default: return nil
    }
  }

  // MARK: The walk, one step at a time

  /// Where the S8 walk from the controlling window's root leaves the path to `target`, and why; nil when it reaches it.
  ///
  /// - Parameter fromColumn: Whether `path` starts at a split view's column instead of the root: the walk that decides
  ///   the part of the bar over that column (S16.9).
  private func divergence(_ aspect: Aspect, path: [Int], target: Int, fromColumn: Bool = false) -> (Decision.Reason, SpecClause, String)? {
    guard let window = controllingWindow, fromColumn || scene.windows[window].root == path.first else { return nil }
    for i in path.indices.dropLast() {
      let (here, expected) = (path[i], path[i + 1])
      if here == target { return nil }
      let next = walkNext(here, aspect)
      if next == expected { continue }
      let hereName = scene.ids[here]
      let expectedName = scene.ids[expected]
      if scene.controllers[expected].presenter == here {
        if scene.controllers[expected].kind == .alert {
          return (
            .alertNeverTakesOver(alert: expectedName), .s9_21, "\"\(expectedName)\" is an alert, and alerts never take the status bar over"
          )
        }
        let style = scene.controllers[expected].spec.modalPresentationStyle
        let shape = effectiveStyle(of: expected)
        let clause: SpecClause =
          switch shape {
          case .overFullScreen, .overCurrentContext, .currentContext: .s9_3
          case .card: Self.cardClause(style, compactWidth: scene.isCompactWidth)
          case .custom: scene.isAtLeast(8, 3) ? .s9_18 : .s9_16
          default: .s9_5
          }
        // A presentation SwiftUI makes (from a view or a SwiftUI container) is said as the modifier the developer wrote;
        // SwiftUI has none for the capture flag.
        let how =
          switch (scene.controllers[here].spec.swiftUI.writtenAsView, style) {
          case (true, .popover): "with .popover, which shows a sheet card in compact width and does not take the status bar over"
          case (true, _): "with .sheet, which does not take the status bar over"
          case (false, _): "\(style.rawValue) without modalPresentationCapturesStatusBarAppearance, so it does not take the status bar over"
          }
        return (
          .notTakenOver(presented: expectedName, style: style), clause,
          "\"\(expectedName)\" is presented \(how), and \"\(hereName)\" keeps deciding"
        )
      }
      if let next {
        return (
          .forwardsElsewhere(container: hereName, child: scene.ids[next], wanted: expectedName), .s8_9,
          "\"\(hereName)\" forwards the \(aspect.noun) to \"\(scene.ids[next])\", not to \"\(expectedName)\""
        )
      }
      let explicit = aspect == .style ? scene.controllers[here].spec.childForStatusBarStyle : scene.controllers[here].spec.childForStatusBarHidden
      if explicit != nil {
        // A subclass's override: the rule of its kind says what the override does (S12, S15, S16), else S8.
        let clause: SpecClause =
          switch scene.controllers[here].kind {
          case .navigation: aspect == .style ? .s12_10 : .s14_3
          case .tabBar: .s15_5
          default: .s8_3
          }
        return (
          .containerDoesNotForward(container: hereName, kind: scene.controllers[here].kind, child: expectedName), clause,
          "\"\(hereName)\" returns nil (or a controller that is not its child) from \(aspect.forwardingName), so it decides itself"
        )
      }
      switch scene.controllers[here].kind {
      case .navigation where aspect == .style:
        return (
          .navigationBarVisible(navigation: hereName), .s12_2,
          "\"\(hereName)\" shows its navigation bar, so it decides the style itself and its children's preferredStatusBarStyle is not asked"
        )
      case .navigation:
        return (
          .glassNavigationKeepsVisibility(navigation: hereName), .s14_5,
          "on a glass phone without a home button, \"\(hereName)\" with its navigation bar visible decides visibility itself"
        )
      case .splitView where aspect == .style && reached(.s16_9):
        // From iOS 13 the columns give the style, not the split view (S16.9); S16.2 is the rule before iOS 13.
        var quiet = SilentTracer()
        if let columns = edgeColumns(here, tracer: &quiet), let decided = columnsDecide(columns) { return decided }
        return (
          .splitColumnsGiveStyle(split: hereName), .s16_9,
          "from iOS 13 the expanded split view \"\(hereName)\" does not decide the style itself: the columns at its edges do"
        )
      case .splitView:
        return (
          .containerDoesNotForward(container: hereName, kind: .splitView, child: expectedName), aspect == .style ? .s16_2 : .s16_3,
          "\"\(hereName)\" is an expanded split view, which decides the \(aspect.noun) itself"
        )
      case .pageView, .search, .alert:
        return (
          .containerDoesNotForward(container: hereName, kind: scene.controllers[here].kind, child: expectedName),
          Self.nonForwardingClause(scene.controllers[here].kind),
          "\"\(hereName)\" is a \(scene.controllers[here].kind.rawValue) controller, which does not forward the \(aspect.noun)"
        )
      case .plain, .container, .hosting, .tabBar:
        return (
          .containerDoesNotForward(container: hereName, kind: scene.controllers[here].kind, child: expectedName), .s8_9,
          "\"\(hereName)\" does not override \(aspect.forwardingName), so it decides the \(aspect.noun) itself"
        )
      }
    }
    return nil
  }

  /// The controller the S8 walk moves to from `index` (what `walk` does, one step): a presentation that takes
  /// over, else the forwarded child unless it was presented without taking over; nil when `index` decides.
  private func walkNext(_ index: Int, _ aspect: Aspect) -> Int? {
    var quiet = SilentTracer()
    if let presented = scene.controllers[index].presented, takesOver(presented, tracer: &quiet) { return presented }
    guard let child = forwardedChild(index, aspect, tracer: &quiet) else { return nil }
    if scene.controllers[child].presenter != nil && !takesOver(child, tracer: &quiet) { return nil }
    return child
  }

  /// `"detail" (preferredStatusBarStyle .lightContent)` or, for the step's want, `the step's want`.
  private func wishText(_ wish: Decision.Wish, _ wisher: Int) -> String {
    wish == .want ? "the step's want" : "\"\(scene.ids[wisher])\" (\(wish))"
  }
}

extension Decision.Wish {
  /// Whether the wish is SwiftUI's `toolbarColorScheme`, which colours the enclosing navigation bar.
  var isToolbarScheme: Bool {
    if case .toolbarColorScheme = self { return true }
    return false
  }
}
