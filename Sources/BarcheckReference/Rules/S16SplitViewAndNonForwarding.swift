import BarcheckModel

// S16. Split view forwards when collapsed; page, search and alert controllers do not (SPEC.md#s16).

extension Mutant {
  /// S16's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s16: [Entry] = [
    Mutant.Entry(.s16CollapsedSplitDecides, flips: .s16_5, "a collapsed split view controller decides itself"),
    Mutant.Entry(.s16ExpandedSplitForwards, flips: .s16_1, also: [.s16_2], "an expanded split view controller forwards to its primary column"),
    Mutant.Entry(.s16CollapsedSplitForwardsSecondary, flips: .s16_5, "a collapsed split view controller forwards to its last column"),
    Mutant.Entry(.s16PageAndSearchForward, flips: .s16_6, "page view and search controllers forward to their first child"),
    Mutant.Entry(.s16ExpandedSplitForwardsVisibility, flips: .s16_3, "an expanded split view forwards visibility to its primary column"),
    Mutant.Entry(.s16SearchForwards, flips: .s16_7, "a search controller forwards to its first child"),
    Mutant.Entry(.s16ColumnsIgnored, flips: .s16_9, "from iOS 13 an expanded split view still decides the style alone, whatever its columns give"),
    Mutant.Entry(.s16ColumnsBeforeIos13, flips: .s16_1, "before iOS 13 too, an expanded split view shows the style its columns agree on"),
    Mutant.Entry(.s16ExpandedSplitOwnStyleLight, flips: .s16_4, "an expanded split view without an override gives lightContent"),
    Mutant.Entry(.s16Dot9BoundaryEarlier, flips: .s16_9, "the iOS 13 boundary of split-view columns is one major version earlier"),
    Mutant.Entry(.s16Dot9BoundaryLater, flips: .s16_9, "the iOS 13 boundary of split-view columns is one major version later"),
  ]
}

extension RuleSession {
  /// What an expanded split view's edge columns give from iOS 13 (S16.9): one style when they agree, a split bar when
  /// they disagree; nil before iOS 13, for a collapsed split view or one whose subclass names a child.
  func edgeColumns(_ split: Int, tracer: inout some TraceSink) -> ColumnsBar? {
    let controller = scene.controllers[split]
    guard controller.kind == .splitView, !controller.spec.collapsed, controller.spec.childForStatusBarStyle == nil,
      holds(.s16_9, reached(.s16_9), unless: .s16ColumnsBeforeIos13, gives: true), holds(.s16_9, true, unless: .s16ColumnsIgnored, gives: false),
      let first = controller.firstChild, let last = controller.lastChild
    else { return nil }
    /// The style a column gives the part of the bar over it: traced, so that a trace says why each part shows what it does.
    func part(_ column: Int, _ side: String) -> ContentStyle {
      guard tracer.enabled else {
        var quiet = SilentTracer()
        return content(of: walk(column, .style, tracer: &quiet) ?? column, tracer: &quiet)
      }
      tracer.note(.s16_9, "the part of the bar on the \(side) shows the style of the column \(scene.name(column)):")
      return content(of: walk(column, .style, tracer: &tracer) ?? column, tracer: &tracer)
    }
    let leading = part(first, "left")
    let trailing = part(last, "right")
    if leading != trailing {
      tracer.note(
        .s16_9,
        "the columns of \(scene.name(split)) give \(leading.rawValue) and \(trailing.rawValue): the bar is split in two, \(leading.rawValue) over \(scene.name(first)) and \(trailing.rawValue) over \(scene.name(last)); an observation reports the split view's own style (tentative)"
      )
    } else {
      tracer.note(
        .s16_9, "from iOS 13 the bar over the expanded \(scene.name(split)) shows its columns' style: both give \(leading.rawValue) (tentative)")
    }
    return ColumnsBar(split: split, leading: leading, trailing: trailing)
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
}

extension RuleSession {
  /// The child a split view controller forwards to (S16): its primary controller while collapsed; none while expanded.
  func splitViewChild(_ index: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    let collapsed = scene.controllers[index].spec.collapsed
    if holds(.s16_1, collapsed, unless: .s16ExpandedSplitForwards, gives: !collapsed),
      holds(.s16_5, true, unless: .s16CollapsedSplitDecides, gives: false),
      let primary = decide(
        .s16_5, scene.controllers[index].firstChild, unless: .s16CollapsedSplitForwardsSecondary, gives: scene.controllers[index].lastChild)
    {
      tracer.note(
        .s16_5, "\(scene.name(index)) is collapsed: it forwards \(aspect.noun) to its primary controller \(scene.name(primary)) (tentative)")
      return primary
    }
    if holds(.s16_3, false, unless: .s16ExpandedSplitForwardsVisibility, gives: aspect == .hidden), let primary = scene.controllers[index].firstChild
    {
      return primary
    }
    if aspect == .style, tracer.enabled, reached(.s16_9) {
      // From iOS 13 the walk still ends here, but the columns give the style (S16.9, noted next): S16.1 is the rule before.
      tracer.note(.s16_9, "\(scene.name(index)) is expanded: it forwards nothing, and from iOS 13 its edge columns give the style (tentative)")
    } else {
      // S16.1 (the style) is should-level, S16.3 (visibility) tentative: the note says so only of the tentative one.
      tracer.note(
        (aspect == .style ? .s16_1 : .s16_3),
        "\(scene.name(index)) is expanded: it decides \(aspect.noun) itself\(aspect == .style ? "" : " (tentative)")")
    }
    return nil
  }

  /// Page view, search and alert controllers forward nothing (S16): they decide.
  func nonForwardingChild(_ index: Int, tracer: inout some TraceSink) -> Int? {
    if holds(.s16_6, false, unless: .s16PageAndSearchForward, gives: scene.controllers[index].kind != .alert)
      || holds(.s16_7, false, unless: .s16SearchForwards, gives: scene.controllers[index].kind == .search),
      let first = scene.controllers[index].firstChild
    {
      return first
    }
    tracer.note(
      Self.nonForwardingClause(scene.controllers[index].kind),
      "\(scene.name(index)) is a \(scene.controllers[index].kind.rawValue) controller, which does not forward: it decides")
    return nil
  }
}
