import BarcheckModel

/// Which aspect of the status bar a walk resolves (S8: style and visibility are resolved independently).
enum Aspect {
  case style
  case hidden

  var forwardingName: String { self == .style ? "childForStatusBarStyle" : "childForStatusBarHidden" }
  var noun: String { self == .style ? "style" : "visibility" }
}

/// The S8 walk: from the controlling window's root, through presentations that take
/// over (S9) and children that containers forward to (S12, S14–S16), to the controller
/// that decides one aspect of the status bar.
extension ReferenceSession {

  /// The controller that decides `aspect`, starting from `root`, the root of `window`.
  func owner(of aspect: Aspect, root: Int, window: Int, tracer: inout some TraceSink) -> Int {
    tracer.note(
      .s8_1, "\(aspect.noun) walk starts at the root \(scene.name(root)) of window \"\(scene.windows[window].id)\"",
      kind: .walkStarted(aspect == .style ? .style : .visibility))
    return walk(root, aspect, tracer: &tracer) ?? root
  }

  /// From iOS 13 (S16.9, tentative: one report), the style an expanded split view's edge columns give when they
  /// agree: each part of the bar shows the style the walk from the column at that edge finds. Nil before iOS 13, for a
  /// collapsed split view or one whose subclass names a child, and when the two columns disagree (a split bar, which
  /// the format cannot express: the split view's own style stands).
  func columnsStyle(_ split: Int, tracer: inout some TraceSink) -> ContentStyle? {
    let controller = scene.controllers[split]
    guard controller.kind == .splitView, !controller.spec.collapsed, controller.spec.childForStatusBarStyle == nil,
      reached(.s16_9) || mutant == .s16ColumnsBeforeIos13, mutant != .s16ColumnsIgnored,
      let first = controller.firstChild, let last = controller.lastChild
    else { return nil }
    var quiet = SilentTracer()
    let leading = content(of: walk(first, .style, tracer: &quiet) ?? first, tracer: &quiet)
    let trailing = content(of: walk(last, .style, tracer: &quiet) ?? last, tracer: &quiet)
    guard leading == trailing else {
      tracer.note(
        .s16_9,
        "the columns of \(scene.name(split)) give \(leading.rawValue) and \(trailing.rawValue): the bar is split, which the format cannot express (tentative)"
      )
      return nil
    }
    tracer.note(
      .s16_9, "from iOS 13 the bar over the expanded \(scene.name(split)) shows its columns' style: both give \(leading.rawValue) (tentative)")
    return leading
  }

  /// Resolves from a controller that may decide; nil when it cannot (presented without take-over).
  private func walk(_ index: Int, _ aspect: Aspect, checkPresentations: Bool = true, tracer: inout some TraceSink) -> Int? {
    if checkPresentations, mutant != .s8PresentationsNotExamined, let presented = scene.controllers[index].presented,
      let owner = walkPresented(presented, aspect, tracer: &tracer)
    {
      return owner
    }
    guard let child = forwardedChild(index, aspect, tracer: &tracer) else {
      return index
    }
    if scene.controllers[child].presenter != nil && mutant != .s8PresentedChildDecidesWithoutTakeOver && !takesOver(child, tracer: &tracer) {
      tracer.note(.s8_8, "\(scene.name(child)) was presented without taking over, so it cannot decide: \(scene.name(index)) decides")
      return index
    }
    if mutant == .s8WalkStopsAtFirstForward { return child }
    if let owner = walk(child, aspect, tracer: &tracer) { return owner }
    return index
  }

  /// A presented controller is examined before its presenter (S8.1): when it takes over, the walk
  /// continues from it (and from what it presents in turn); when it does not, the walk stops there and
  /// looks no deeper, so a full-screen controller presented on top of one that did not take over does
  /// not decide either (S8.3, tentative: one iOS 9 report).
  private func walkPresented(_ presented: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    // A loop, not recursion: a case may stack thousands of presentations, one stack frame each would overflow.
    var tookOver: [Int] = []
    var current: Int? = presented
    while let index = current {
      let reconnects =
        !(mutant == .s8MiddleCaptureIgnored && scene.controllers[index].presented != nil
        && scene.controllers[index].spec.capturesStatusBarAppearance && effectiveStyle(of: index) != .fullScreen)
      guard reconnects && takesOver(index, tracer: &tracer) else {
        if mutant == .s8StackedPresentationExamined, let deeper = scene.controllers[index].presented {
          current = deeper
          continue
        }
        if let deeper = scene.controllers[index].presented, tracer.enabled {
          tracer.note(
            .s8_6,
            "\(scene.name(deeper)) is presented on top of \(scene.name(index)), which did not take over: it is not examined (tentative)")
        }
        break
      }
      tracer.note(.s8_4, "\(scene.name(index)) took over the status bar: the walk continues there")
      tookOver.append(index)
      current = scene.controllers[index].presented
    }
    // The deepest presentation that took over decides first; each one above it only when the one below could not.
    var owner: Int?
    for index in (mutant == .s8ShallowestTakeOverDecides ? Array(tookOver) : tookOver.reversed()) where owner == nil {
      owner = walk(index, aspect, checkPresentations: false, tracer: &tracer)
    }
    return owner
  }

  /// Whether a presented controller takes the status bar over (S9).
  func takesOver(_ index: Int, tracer: inout some TraceSink) -> Bool {
    if scene.controllers[index].kind == .alert && mutant != .s9AlertTakesOver
      && !(mutant == .s9AlertCaptureRespected && scene.controllers[index].spec.capturesStatusBarAppearance)
    {
      tracer.note(
        (scene.controllers[index].spec.capturesStatusBarAppearance ? .s9_22 : .s9_21),
        "\(scene.name(index)) is an alert controller: alerts and action sheets never take over")
      return false
    }
    let captures = scene.controllers[index].spec.capturesStatusBarAppearance
    let style = scene.controllers[index].spec.modalPresentationStyle
    switch effectiveStyle(of: index) {
    case .fullScreen:
      tracer.note(
        (captures ? .s9_2 : .s9_1), "\(scene.name(index)) is presented fullScreen: it takes over\(captures ? " (the capture flag is ignored)" : "")")
      if mutant == .s9FullScreenCaptureFlagStops { return !captures }
      return captures || mutant != .s9FullScreenNeedsCaptureFlag
    case .overFullScreen, .overCurrentContext, .currentContext:
      tracer.note(
        (captures ? .s9_4 : .s9_3),
        "\(scene.name(index)) is presented \(style.rawValue) \(captures ? "with" : "without") modalPresentationCapturesStatusBarAppearance: it \(captures ? "takes" : "does not take") over"
      )
      return captured(captures, always: .s9OverFullScreenTakesOver, never: .s9OverFullScreenCaptureIgnored)
    case .adaptedToFullScreen(let reason):
      tracer.note(
        (captures ? .s9_4 : Self.adaptedClause(reason, style: style)),
        "\(scene.name(index)) is a \(style.rawValue) adapted to full screen (\(reason)): it takes over (tentative)")
      return captures || mutant != .s9AdaptedSheetNeedsCaptureFlag
    case .card:
      let shape = scene.platform.idiom == .pad ? "panel that does not cover the screen" : "card"
      tracer.note(
        (captures ? .s9_4 : Self.cardClause(style, compactWidth: scene.isCompactWidth)),
        "\(scene.name(index)) is a \(style == .automatic ? "page sheet (automatic)" : style.rawValue) \(shape) \(captures ? "with the capture flag: it takes over" : "without the capture flag: it does not take over")"
      )
      if let mutant, !captures {
        let compact = scene.isCompactWidth
        switch (mutant, style) {
        case (.s9FormSheetCardTakesOver, .formSheet) where compact, (.s9PopoverCardTakesOver, .popover) where compact,
          (.s9RegularPopoverTakesOver, .popover) where !compact:
          return true
        default: break
        }
      }
      return captured(captures, always: .s9CardTakesOver, never: .s9CardCaptureIgnored)
    case .custom:
      if reached(.s9_16) && !reached(.s9_17) {
        tracer.note(
          .s9_17, "\(scene.name(index)) uses a custom presentation on iOS 8.3 to 9: it takes over\(captures ? "" : " (the capture flag is not read)")"
        )
        return captures || mutant != .s9CustomIos8NeedsCaptureFlag
      }
      tracer.note(
        (captures ? .s9_20 : scene.platform.isAtLeast(8, 3) ? .s9_18 : .s9_16),
        "\(scene.name(index)) uses a custom presentation \(captures ? "with the capture flag: it takes over" : "without the capture flag: it does not take over")\(scene.platform.majorVersion < 10 ? " (before iOS 8.3: tentative)" : "")"
      )
      return captured(captures, always: .s9CustomTakesOver, never: .s9CustomCaptureIgnored)
    }
  }

  /// The clause that a sheet or popover shown full screen takes over by, without the capture flag.
  static func adaptedClause(_ adaptation: Adaptation, style: PresentationStyle) -> SpecClause {
    switch adaptation {
    case .legacyCompactSheet: .s9_8
    case .legacyCompactPopover: .s9_11
    case .compactHeight, .mutant: .s9_15
    }
  }

  /// The clause that a card, panel or popover that does not cover the screen does not take over by, without the capture flag.
  static func cardClause(_ style: PresentationStyle, compactWidth: Bool) -> SpecClause {
    switch (style, compactWidth) {
    case (.popover, true): .s9_12
    case (.popover, false): .s9_14
    case (.formSheet, true): .s9_10
    case (_, true): .s9_9
    default: .s9_13
    }
  }

  /// The clause by which a controller of this kind forwards nothing (S11, S16).
  static func nonForwardingClause(_ kind: ControllerKind) -> SpecClause {
    switch kind {
    case .pageView: .s16_6
    case .search: .s16_7
    case .alert: .s16_8
    default: .s11_6
    }
  }

  /// Whether a presentation that takes over only with the capture flag does (S9), unless a mutant makes it always or never.
  private func captured(_ captures: Bool, always: Mutant, never: Mutant) -> Bool {
    guard let mutant else { return captures }
    return mutant == always || captures && mutant != never
  }

  enum PresentationShape: Equatable {
    case fullScreen
    case overFullScreen
    case overCurrentContext
    case currentContext
    case adaptedToFullScreen(Adaptation)
    case card
    case custom
  }

  /// Why a sheet or popover is shown full screen (S9): named for traces only, so no string is built in an untraced walk.
  enum Adaptation: Equatable, CustomStringConvertible {
    case legacyCompactSheet
    case legacyCompactPopover
    case compactHeight
    case mutant

    var description: String {
      switch self {
      case .legacyCompactSheet: "a sheet in compact width before iOS 13"
      case .legacyCompactPopover: "a popover in compact width before iOS 13"
      case .compactHeight: "compact height"
      case .mutant: "a mutant"
      }
    }
  }

  /// How a presented controller is actually shown, after adaptation (S9).
  func effectiveStyle(of index: Int) -> PresentationShape {
    let phone = scene.platform.idiom == .phone
    // Before iOS 13 the shape that decides take-over is the one the controller was presented in: an
    // adaptation after a size-class change does not move the status bar (S9, two iOS 9 reports).
    let compactWidth =
      !reached(.s9_24) && mutant != .s9LegacyAdaptationFollowsSizeClass
      ? scene.controllers[index].presentedInCompactWidth : scene.isCompactWidth
    switch scene.controllers[index].spec.modalPresentationStyle {
    case .fullScreen: return .fullScreen
    case .overFullScreen: return .overFullScreen
    case .overCurrentContext: return .overCurrentContext
    case .currentContext: return .currentContext
    case .custom: return .custom
    case .automatic where !reached(.s9_7) && mutant != .s9LegacyAutomaticIsSheet:
      // `automatic` arrived in iOS 13; before it the default style was full screen.
      return .fullScreen
    case .automatic, .pageSheet, .formSheet, .popover:
      let style = scene.controllers[index].spec.modalPresentationStyle
      if !reached(style == .popover ? .s9_11 : .s9_8) {
        // Before iOS 13 every sheet and popover is shown full screen in compact width.
        return compactWidth && mutant != .s9LegacyCompactSheetStaysCard
          ? .adaptedToFullScreen(style == .popover ? .legacyCompactPopover : .legacyCompactSheet) : .card
      }
      // From iOS 13 (Apple's documentation of the styles): in compact height they behave as full screen; in
      // compact width and regular height they are sheet cards; in regular width page and form sheets are
      // cards or panels and a popover is a popover, none of which covers the screen.
      if phone && scene.orientation == .landscape && mutant != .s9LandscapeSheetStaysCard { return .adaptedToFullScreen(.compactHeight) }
      if mutant == .s9CompactWidthSheetIsFullScreen && compactWidth || mutant == .s9RegularWidthSheetIsFullScreen && !compactWidth {
        return .adaptedToFullScreen(.mutant)
      }
      return .card
    }
  }

  /// The child a controller forwards `aspect` to, if any.
  func forwardedChild(_ index: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    let explicit = aspect == .style ? scene.controllers[index].spec.childForStatusBarStyle : scene.controllers[index].spec.childForStatusBarHidden
    if mutant == .s14GlassExceptionBeatsOverride, aspect == .hidden, explicit != nil, scene.controllers[index].kind == .navigation,
      glassException(barHidden: scene.barHidden(index))
    {
      return nil
    }
    if let explicit, explicit != Scene.Forwarding.none || mutant != .s8ExplicitNilIgnored {
      switch explicit {
      case .none:
        if mutant == .s15NullForwardsSelected && scene.controllers[index].kind == .tabBar { break }
        tracer.note(.s8_3, "\(scene.name(index)) returns nil from \(aspect.forwardingName): it decides")
        return nil
      case .child(let name):
        guard mutant != .s8ExplicitChildIgnored else { return nil }
        if mutant == .s12SubclassStyleBeatsNamedChild && aspect == .style && scene.controllers[index].kind == .navigation
          && scene.controllers[index].spec.preferredStatusBarStyle != nil
        {
          return nil
        }
        if mutant == .s15NamedChildIgnored && scene.controllers[index].kind == .tabBar { break }
        guard let child = scene.child(of: index, named: name) else {
          let childID = scene.names[name]
          tracer.note(.s8_3, "\(scene.name(index)) names \"\(childID)\" in \(aspect.forwardingName), which is no longer its child: it decides")
          return nil
        }
        tracer.note(.s8_2, "\(scene.name(index)) forwards \(aspect.noun) to its child \(scene.name(child)) (\(aspect.forwardingName))")
        return child
      case .topViewController:
        guard mutant != .s12TopViewControllerOverrideIgnored, let top = scene.topViewController(of: index) else { return nil }
        tracer.note(
          (aspect == .style ? .s12_7 : .s14_3),
          "\(scene.name(index)) is a subclass returning topViewController from \(aspect.forwardingName): \(scene.name(top))")
        return top
      case .visibleViewController:
        if var presented = scene.controllers[index].presented, mutant != .s12VisibleViewControllerIgnoresPresented {
          if mutant == .s12VisibleViewControllerDeepest { while let deeper = scene.controllers[presented].presented { presented = deeper } }
          tracer.note(
            (aspect == .style ? .s12_9 : .s14_3),
            "\(scene.name(index)) is a subclass returning visibleViewController from \(aspect.forwardingName): the controller it presented, \(scene.name(presented))"
          )
          return presented
        }
        guard mutant != .s12VisibleViewControllerWithoutPresentedDecides, let top = scene.topViewController(of: index) else { return nil }
        tracer.note(
          (aspect == .style ? .s12_8 : .s14_3),
          "\(scene.name(index)) is a subclass returning visibleViewController from \(aspect.forwardingName): its top view controller \(scene.name(top))"
        )
        return top
      }
    }
    switch scene.controllers[index].kind {
    case .navigation:
      guard let top = scene.topViewController(of: index) else { return nil }
      let barHidden = scene.barHidden(index)
      if aspect == .style {
        if barHidden && mutant != .s12HiddenBarDecidesStyle || mutant == .s12VisibleBarForwardsStyle {
          tracer.note(.s12_3, "\(scene.name(index)) hides its navigation bar: it forwards the style to its top view controller \(scene.name(top))")
          if mutant == .s12ForwardsToRoot, let root = scene.controllers[index].firstChild { return root }
          if mutant == .s12HiddenBarForwardsToPresented, let presented = scene.controllers[index].presented { return presented }
          return top
        }
        tracer.note(
          .s12_1, "\(scene.name(index)) shows its navigation bar: it decides the style itself; its children's preferredStatusBarStyle is ignored")
        return nil
      }
      if glassException(barHidden: barHidden && mutant != .s14GlassExceptionWhenBarHidden) {
        tracer.note(
          .s14_4, "glass profile, phone without a home button, navigation bar visible: \(scene.name(index)) does not forward visibility (tentative)")
        return nil
      }
      if mutant == .s14NavigationDoesNotForwardVisibility || barHidden && mutant == .s14HiddenBarKeepsVisibility { return nil }
      tracer.note(barHidden ? .s14_2 : .s14_1, "\(scene.name(index)) forwards visibility to its top view controller \(scene.name(top))")
      return top
    case .tabBar:
      switch mutant {
      case .s15TabBarDecides: return nil
      case .s15TabBarDecidesVisibility where aspect == .hidden: return nil
      case .s15ForwardsFirstTab: return scene.controllers[index].firstChild
      case .s15TabBarOwnStyleWins where aspect == .style && scene.controllers[index].spec.preferredStatusBarStyle != nil: return nil
      default: break
      }
      guard let selected = scene.child(of: index, at: scene.controllers[index].spec.selectedIndex) else { return nil }
      tracer.note(
        (aspect == .style ? .s15_1 : .s15_2),
        "\(scene.name(index)) forwards \(aspect.noun) to its selected tab \(scene.name(selected)) (tab \(scene.controllers[index].spec.selectedIndex))"
      )
      return selected
    case .splitView:
      if scene.controllers[index].spec.collapsed != (mutant == .s16ExpandedSplitForwards), mutant != .s16CollapsedSplitDecides,
        let primary = mutant == .s16CollapsedSplitForwardsSecondary ? scene.controllers[index].lastChild : scene.controllers[index].firstChild
      {
        tracer.note(
          .s16_5, "\(scene.name(index)) is collapsed: it forwards \(aspect.noun) to its primary controller \(scene.name(primary)) (tentative)")
        return primary
      }
      if aspect == .hidden && mutant == .s16ExpandedSplitForwardsVisibility, let primary = scene.controllers[index].firstChild { return primary }
      tracer.note((aspect == .style ? .s16_1 : .s16_3), "\(scene.name(index)) is expanded: it decides \(aspect.noun) itself (tentative)")
      return nil
    case .pageView, .search, .alert:
      if mutant == .s16PageAndSearchForward && scene.controllers[index].kind != .alert
        || mutant == .s16SearchForwards && scene.controllers[index].kind == .search,
        let first = scene.controllers[index].firstChild
      {
        return first
      }
      tracer.note(
        Self.nonForwardingClause(scene.controllers[index].kind),
        "\(scene.name(index)) is a \(scene.controllers[index].kind.rawValue) controller, which does not forward: it decides")
      return nil
    case .plain, .container, .hosting:
      if mutant == .s11PlainForwardsToFirstChild && scene.controllers[index].kind != .hosting, let first = scene.controllers[index].firstChild {
        return first
      }
      tracer.note(.s11_5, "\(scene.name(index)) forwards nothing (\(aspect.forwardingName) is nil): it decides")
      return nil
    }
  }

  /// Glass profile, a phone without a home button, the navigation bar visible: the navigation controller does not
  /// forward visibility (S14, tentative).
  private func glassException(barHidden: Bool) -> Bool {
    guard !barHidden, scene.platform.idiom == .phone else { return false }
    guard let mutant else { return scene.platform.liquidGlass && reached(.s14_4) && !scene.platform.homeButton }
    switch mutant {
    case .s14GlassExceptionIgnored: return false
    case .s14GlassExceptionWithHomeButton: return scene.platform.liquidGlass && reached(.s14_4)
    case .s14GlassExceptionOnEveryProfile: return !scene.platform.homeButton
    default: return scene.platform.liquidGlass && reached(.s14_4) && !scene.platform.homeButton
    }
  }
}
