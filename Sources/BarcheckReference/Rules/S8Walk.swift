import BarcheckModel

// S8. Style and visibility are resolved independently by the same walk (SPEC.md#s8).

extension Mutant {
  /// S8's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s8: [Entry] = [
    Mutant.Entry(.s8PresentationsNotExamined, flips: .s8_4, "the walk never looks at presented controllers"),
    Mutant.Entry(.s8StackedPresentationExamined, flips: .s8_6, "a presentation on top of one that did not take over is examined and can decide"),
    Mutant.Entry(.s8VisibilityFollowsStyleOwner, flips: .s8_1, "visibility is decided by the style owner (no separate walk)"),
    Mutant.Entry(.s8StyleFollowsVisibilityOwner, flips: .s8_1, "the style is decided by the visibility owner (no separate walk)"),
    Mutant.Entry(.s8ExplicitNilIgnored, flips: .s8_3, "a childForStatusBar… override returning nil is ignored: the container forwards as it would"),
    Mutant.Entry(
      .s8ExplicitChildIgnored, flips: .s8_2, also: [.s12_10], "a childForStatusBar… override naming a child is ignored: the controller decides"),
    Mutant.Entry(
      .s8PresentedChildDecidesWithoutTakeOver, flips: .s8_8,
      "a presented controller returned by childForStatusBar… decides even when it did not take over"),
    Mutant.Entry(
      .s8WalkStopsAtFirstForward, flips: .s8_2, "the walk stops at the first child forwarded to, which decides even if it forwards further"),
    Mutant.Entry(.s8ShallowestTakeOverDecides, flips: .s8_5, "along a chain of take-over presentations the first one decides, not the deepest"),
    Mutant.Entry(
      .s8MiddleCaptureIgnored, flips: .s8_7, "a capture flag on a presentation with another presented on top of it does not reconnect the chain"),
  ]
}

extension RuleSession {
  /// The controller that decides `aspect`, starting from `root`, the root of `window`.
  func owner(of aspect: Aspect, root: Int, window: Int, tracer: inout some TraceSink) -> Int {
    tracer.note(
      .s8_1, "\(aspect.noun) walk starts at the root \(scene.name(root)) of window \"\(scene.windows[window].id)\"",
      kind: .walkStarted(aspect == .style ? .style : .visibility))
    return walk(root, aspect, tracer: &tracer) ?? root
  }

  /// Resolves from a controller that may decide; nil when it cannot (presented without take-over).
  func walk(_ index: Int, _ aspect: Aspect, checkPresentations: Bool = true, tracer: inout some TraceSink) -> Int? {
    if checkPresentations, holds(.s8_4, true, unless: .s8PresentationsNotExamined, gives: false), let presented = scene.controllers[index].presented,
      let owner = walkPresented(presented, aspect, tracer: &tracer)
    {
      return owner
    }
    guard let child = forwardedChild(index, aspect, tracer: &tracer) else {
      return index
    }
    // Noted apart: deciding whether the child takes over notes with the same tracer, first.
    if scene.controllers[child].presenter != nil,
      holds(.s8_8, !takesOver(child, tracer: &tracer), unless: .s8PresentedChildDecidesWithoutTakeOver, gives: false)
    {
      tracer.note(.s8_8, "\(scene.name(child)) was presented without taking over, so it cannot decide: \(scene.name(index)) decides")
      return index
    }
    if holds(.s8_2, false, unless: .s8WalkStopsAtFirstForward, gives: true) { return child }
    if let owner = walk(child, aspect, tracer: &tracer) { return owner }
    return index
  }

  /// A presented controller is examined before its presenter (S8.1): when it takes over, the walk
  /// continues from it (and from what it presents in turn); when it does not, the walk stops there and
  /// looks no deeper, so a full-screen controller presented on top of one that did not take over does
  /// not decide either (S8.3, tentative: one iOS 9 report).
  func walkPresented(_ presented: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    // A loop, not recursion: a case may stack thousands of presentations, one stack frame each would overflow. The
    // presentations that took over are kept on the stack (an array allocated at every walk was measurable).
    withUnsafeTemporaryAllocation(of: Int.self, capacity: scene.controllers.count) { tookOver in
      var count = 0
      var current: Int? = presented
      while let index = current {
        let reconnects = holds(
          .s8_7, true, unless: .s8MiddleCaptureIgnored,
          when: scene.controllers[index].presented != nil && scene.controllers[index].spec.capturesStatusBarAppearance
            && effectiveStyle(of: index) != .fullScreen, gives: false)
        guard reconnects && takesOver(index, tracer: &tracer) else {
          if holds(.s8_6, false, unless: .s8StackedPresentationExamined, gives: true), let deeper = scene.controllers[index].presented {
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
        tookOver.initializeElement(at: count, to: index)
        count += 1
        current = scene.controllers[index].presented
      }
      // The deepest presentation that took over decides first; each one above it only when the one below could not.
      let deepestFirst = holds(.s8_5, true, unless: .s8ShallowestTakeOverDecides, gives: false)
      for position in 0..<count {
        let index = tookOver[deepestFirst ? count - 1 - position : position]
        if let owner = walk(index, aspect, checkPresentations: false, tracer: &tracer) { return owner }
      }
      return nil
    }
  }

  /// The child a controller forwards `aspect` to, if any.
  func forwardedChild(_ index: Int, _ aspect: Aspect, tracer: inout some TraceSink) -> Int? {
    let explicit = aspect == .style ? scene.controllers[index].spec.childForStatusBarStyle : scene.controllers[index].spec.childForStatusBarHidden
    if holds(
      .s14_9, false, unless: .s14GlassExceptionBeatsOverride,
      gives: aspect == .hidden && explicit != nil && scene.controllers[index].kind == .navigation
        && glassException(barHidden: scene.barHidden(index)))
    {
      return nil
    }
    if let explicit, holds(.s8_3, true, unless: .s8ExplicitNilIgnored, when: explicit == CompiledScene.Forwarding.none, gives: false) {
      switch explicit {
      case .none:
        if holds(
          .s8_3, true, unless: .s15NullForwardsSelected, when: scene.controllers[index].kind == .tabBar, gives: false,
          note: "\(scene.name(index)) returns nil from \(aspect.forwardingName): it decides", tracer: &tracer)
        {
          return nil
        }
      case .child(let name):
        guard holds(.s8_2, true, unless: .s8ExplicitChildIgnored, gives: false) else { return nil }
        if holds(
          .s12_12, false, unless: .s12SubclassStyleBeatsNamedChild,
          gives: aspect == .style && scene.controllers[index].kind == .navigation && scene.controllers[index].spec.preferredStatusBarStyle != nil)
        {
          return nil
        }
        if holds(.s15_4, false, unless: .s15NamedChildIgnored, gives: scene.controllers[index].kind == .tabBar) { break }
        guard let child = scene.child(of: index, named: name) else {
          let childID = scene.names[name]
          tracer.note(.s8_3, "\(scene.name(index)) names \"\(childID)\" in \(aspect.forwardingName), which is no longer its child: it decides")
          return nil
        }
        tracer.note(.s8_2, "\(scene.name(index)) forwards \(aspect.noun) to its child \(scene.name(child)) (\(aspect.forwardingName))")
        return child
      case .topViewController:
        guard let top = decide(.s12_7, scene.topViewController(of: index), unless: .s12TopViewControllerOverrideIgnored, gives: nil) else {
          return nil
        }
        tracer.note(
          (aspect == .style ? .s12_7 : .s14_3),
          "\(scene.name(index)) is a subclass returning topViewController from \(aspect.forwardingName): \(scene.name(top))")
        return top
      case .visibleViewController:
        if var presented = decide(.s12_9, scene.controllers[index].presented, unless: .s12VisibleViewControllerIgnoresPresented, gives: nil) {
          if holds(.s12_13, false, unless: .s12VisibleViewControllerDeepest, gives: true) {
            while let deeper = scene.controllers[presented].presented { presented = deeper }
          }
          tracer.note(
            (aspect == .style ? .s12_9 : .s14_3),
            "\(scene.name(index)) is a subclass returning visibleViewController from \(aspect.forwardingName): the controller it presented, \(scene.name(presented))"
          )
          return presented
        }
        guard let top = decide(.s12_8, scene.topViewController(of: index), unless: .s12VisibleViewControllerWithoutPresentedDecides, gives: nil)
        else { return nil }
        tracer.note(
          (aspect == .style ? .s12_8 : .s14_3),
          "\(scene.name(index)) is a subclass returning visibleViewController from \(aspect.forwardingName): its top view controller \(scene.name(top))"
        )
        return top
      }
    }
    switch scene.controllers[index].kind {
    case .navigation: return aspect == .style ? navigationStyleChild(index, tracer: &tracer) : navigationVisibilityChild(index, tracer: &tracer)
    case .tabBar: return tabBarChild(index, aspect, tracer: &tracer)
    case .splitView: return splitViewChild(index, aspect, tracer: &tracer)
    case .pageView, .search, .alert: return nonForwardingChild(index, tracer: &tracer)
    case .plain, .container, .hosting: return plainChild(index, aspect, tracer: &tracer)
    }
  }
}

/// Which aspect of the status bar a walk resolves (S8: style and visibility are resolved independently).
enum Aspect {
  case style
  case hidden

  var forwardingName: String { self == .style ? "childForStatusBarStyle" : "childForStatusBarHidden" }
  var noun: String { self == .style ? "style" : "visibility" }
}
