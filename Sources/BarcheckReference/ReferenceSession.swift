public import BarcheckModel

/// The reference resolver's state while it plays one case: the scene, and what the
/// status bar currently displays (which lags behind the scene until something
/// re-resolves it, S19).
///
/// The rules are methods of the session, one file a group of them (`ReferenceSession+OwnerWalk.swift` for S8,
/// `+StyleResolution` for S4–S6, S11, S13 and S21, `+VisibilityResolution`, `+Legibility`, `+CardBackdrop`), so
/// that they read the scene in place: as structs of their own, each held a copy of the scene, made several times
/// a step (with the copies of the session made to call them, a tenth of the reference's instructions).
public struct ReferenceSession: Sendable {
  /// The scene after the last step.
  public private(set) var scene: Scene
  /// What the status bar displays now; nil before launch.
  public var displayed: Displayed? { shown.map(named) }
  /// What the status bar displays now, its owners as indices: named only when an observation reports them.
  private(set) var shown: Shown?
  /// After a step that left the bar stale (S19): how what it shows differs from what the scene resolves to;
  /// nil when it is up to date. Typed state for tools (the scenario linter), so they never read trace text.
  public private(set) var staleness: String?
  private let tracing: Bool
  /// The fault this session plays with; nil for the reference (see `Mutant`).
  let mutant: Mutant?

  /// What the status bar displays.
  public struct Displayed: Sendable, Hashable {
    /// The content colour.
    public var style: ContentStyle
    /// Whether it is hidden.
    public var hidden: Bool
    /// The controller that decided the style, `application`, or nil when no controller did (a window
    /// without a root view controller controls the bar, S7).
    public var styleOwner: String?
    /// The controller that decided visibility, `application`, or nil (as above).
    public var hiddenOwner: String?
  }

  /// What the status bar displays, its owners unnamed.
  struct Shown: Equatable {
    var style: ContentStyle
    var hidden: Bool
    var styleOwner: Owner
    var hiddenOwner: Owner
  }

  /// Who decided an aspect of the status bar.
  enum Owner: Equatable {
    /// The controller at this index.
    case controller(Int)
    /// The application object (S1).
    case application
    /// The window at this index, which has no root view controller (S7).
    case window(Int)
  }

  /// The owner's name in observations: a controller's id, `application`, or `window:<id>`.
  @inline(__always) func name(_ owner: Owner) -> String {
    switch owner {
    case .controller(let index): scene.ids[index]
    case .application: Scene.applicationOwner
    case .window(let window): Scene.windowOwnerPrefix + scene.windows[window].id
    }
  }

  /// What is shown, with its owners named.
  @inline(__always) func named(_ shown: Shown) -> Displayed {
    Displayed(style: shown.style, hidden: shown.hidden, styleOwner: name(shown.styleOwner), hiddenOwner: name(shown.hiddenOwner))
  }

  /// Starts a session on a case's initial scene.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - tracing: Whether observations carry the decisions behind them.
  ///   - mutant: A fault to play with (`barcheck mutants`); nil, the default, for the reference.
  /// - Throws: `SceneError` when the case's scene is invalid.
  public init(_ testCase: ConformanceCase, tracing: Bool = true, mutant: Mutant? = nil) throws(SceneError) {
    self.init(scene: try testCase.startingScene(), tracing: tracing, mutant: mutant)
  }

  /// Starts a session on a scene before its first step.
  init(scene: consuming Scene, tracing: Bool, mutant: Mutant?) {
    self.scene = scene
    self.tracing = tracing
    self.mutant = mutant
  }

  var applicationMode: Bool {
    (!scene.infoPlist.viewControllerBasedStatusBarAppearance || mutant == .s1KeyYesReadAsNo) && mutant != .s1ModeIgnored
  }

  /// The window that controls the status bar (S7).
  var controllingWindow: Int? {
    if let mutant { return mutant.controllingWindow(scene) }
    return scene.controllingWindow
  }

  /// Applies one event and observes the status bar.
  ///
  /// - Throws: `SceneError` when the event cannot apply.
  public mutating func step(_ event: StepEvent) throws(SceneError) -> Observation {
    if tracing {
      var tracer = Tracer()
      return try step(event, tracer: &tracer)
    }
    var tracer = SilentTracer()
    return try step(event, tracer: &tracer)
  }

  /// Applies one step of a case or scenario and observes the status bar: its event, followed in the same turn by
  /// `setNeedsStatusBarAppearanceUpdate()` on the same controller when the step says so (`"update": true` on a
  /// `set`), observed once after both.
  ///
  /// - Throws: `SceneError` when the event cannot apply.
  public mutating func step(_ step: Step) throws(SceneError) -> Observation {
    guard step.updatesInSameTurn, case .set(let id, _) = step.event else { return try self.step(step.event) }
    let changed = try self.step(step.event)
    var updated = try self.step(.setNeedsStatusBarAppearanceUpdate(viewController: id, animated: false))
    // The set's own notes (what changed), not the staleness and legibility of the moment between the two calls.
    updated.trace = changed.trace.filter { $0.ruleID != .s19 && $0.ruleID != .s23 } + updated.trace
    return updated
  }

  /// Plays every step and returns one observation per step, or the first step that cannot apply.
  mutating func play(_ steps: [Step]) -> Result<[Observation], StepFailure> {
    var observations: [Observation] = []
    observations.reserveCapacity(steps.count)
    // Steps are read in place: copying each step (its event and expectations) was measurable.
    let failure = steps.withUnsafeBufferPointer { steps -> StepFailure? in
      for i in steps.indices {
        do throws(SceneError) {
          observations.append(try step(steps[i]))
        } catch {
          return StepFailure(step: i, error: error)
        }
      }
      return nil
    }
    if let failure { return .failure(failure) }
    return .success(observations)
  }

  /// The clause that makes an event an automatic trigger (S20), for the trace.
  static func triggerClause(_ event: StepEvent) -> SpecClause {
    switch event {
    case .launch: .s20_1
    case .present: .s20_2
    case .dismiss: .s20_3
    case .push, .pop, .popToRoot: .s20_4
    case .setNavigationBarHidden: .s20_5
    case .setNavigationBarStyle: .s20_6
    case .selectTab: .s20_7
    case .rotate: .s20_8
    case .setHorizontalSizeClass: .s20_9
    case .showWindow, .hideWindow: .s20_11
    case .setWindowLevel: .s20_12
    case .setAppearance: .s20_13
    case .setOverrideUserInterfaceStyle: .s20_14
    case .set: .s20_15
    default: .s20_16
    }
  }

  private mutating func step(_ event: StepEvent, tracer: inout some TraceSink) throws(SceneError) -> Observation {
    // Asked only of a dismissal before iOS 13: the call copies the session, and that copy was made at every step.
    var adaptedDismissal: String?
    if case .dismiss = event, !reached(.s10_11) { adaptedDismissal = adaptedBeforeDismissal(event) }
    staleness = nil
    var effect = try scene.apply(event)
    if let mutant { effect = mutant.effect(effect, of: event) }
    var diagnostics: [String] = []
    if let adaptedDismissal {
      tracer.note(
        .s9_26,
        "before iOS 13, \(adaptedDismissal) adapted after it was presented, so UIKit does not hand the status bar back when it is dismissed: the bar keeps what it showed (tentative)"
      )
      effect.trigger = .none
    }
    var animation = StatusBarAnimation.none

    if case .launch = event { noteLaunch(&tracer) }
    switch effect.trigger {
    case .automatic where applicationMode && mutant == .s1TriggersIgnoredInApplicationMode && shown != nil:
      break
    case .automatic:
      tracer.note(Self.triggerClause(event), "\(event): UIKit re-resolves the status bar")
      animation = refresh(animated: effect.animated, tracer: &tracer)
    case .updateCall(let index):
      if applicationMode && mutant != .s1UpdateCallAppliesInApplicationMode {
        tracer.note(.s1_9, "application mode: setNeedsStatusBarAppearanceUpdate on \(scene.name(index)) changes nothing")
      } else if let window = controllingWindow, scene.window(of: index) == window || mutant == .s19UpdateCallOutsideControllingWindow {
        tracer.note(
          .s19_5,
          "setNeedsStatusBarAppearanceUpdate on \(scene.name(index))\(effect.animated ? " inside an animation block" : ""): the whole scene re-resolves from the root of window \"\(scene.windows[window].id)\""
        )
        animation = refresh(animated: effect.animated, tracer: &tracer)
      } else {
        tracer.note(.s7_11, "setNeedsStatusBarAppearanceUpdate on \(scene.name(index)), which is not in the controlling window: no effect")
        checkStale(&tracer, &diagnostics)
      }
    case .application:
      if applicationMode && reached(.s3_4) && mutant != .s3Ios27SettersApply {
        tracer.note(.s3_4, "application mode on iOS 27 and later: the deprecated application setter does nothing (tentative)")
      } else if applicationMode && mutant != .s3SetterInertInApplicationMode {
        tracer.note(.s3_3, "application mode: the application setter applies at once")
        animation = refresh(animated: effect.animated, applicationAnimation: event.applicationAnimation, tracer: &tracer)
      } else if !applicationMode && mutant == .s3SetterRefreshesInViewControllerMode {
        animation = refresh(animated: false, tracer: &tracer)
      } else if !applicationMode && mutant == .s3SetterObeyedInViewControllerMode {
        let style = applicationContent(window: controllingWindow, tracer: &tracer)
        shown = Shown(style: style, hidden: scene.applicationHidden, styleOwner: .application, hiddenOwner: .application)
      } else {
        tracer.note(.s3_1, "view-controller mode: the deprecated application setter does nothing")
        checkStale(&tracer, &diagnostics)
      }
    case .cancelledDismissal(let target):
      guard case .cancelInteractiveDismissal(let id) = event else { break }
      if applicationMode && mutant != .s10CancelledDismissalAppliesInApplicationMode {
        tracer.note(.s10_9, "application mode: a cancelled interactive dismissal changes nothing the application decides")
        break
      }
      tracer.note(
        .s10_5,
        "an interactive dismissal of \(scene.name(target)) began: the status bar moved to what the dismissal would show; it was cancelled, and the bar stays there until an update call or an automatic trigger (tentative)"
      )
      var hypothetical = self
      _ = try? hypothetical.scene.apply(.dismiss(viewController: id, animated: true))
      var quiet = SilentTracer()
      let wasHidden = shown?.hidden
      let (resolved, hiddenOwner) = hypothetical.resolve(tracer: &quiet)
      shown = resolved
      animation = hypothetical.animation(
        from: wasHidden, to: resolved.hidden, owner: hiddenOwner, animated: effect.animated, tracer: &tracer)
      checkStale(&tracer, &diagnostics)
    case .none:
      if case .makeKeyWindow(let id) = event {
        tracer.note(.s7_3, "window \"\(id)\" becomes key; the key window does not decide the status bar")
      } else if case .set(let id, _) = event {
        tracer.note(.s19_1, "\"\(id)\" changes its properties without calling setNeedsStatusBarAppearanceUpdate")
      }
      if !applicationMode { checkStale(&tracer, &diagnostics) }
    }
    if case .launch = event, mutant == .s2LaunchShowsPlistInViewControllerMode, !applicationMode { shown = launchScreen }
    // Once shown, the bar always shows something: `shown` is nil only when nothing has resolved it yet.
    guard let shown else {
      throw SceneError("nothing resolved the status bar")
    }
    var legibility: LegibilityMeasure?
    if let window = controllingWindow {
      var measured = shown
      if mutant == .s23MeasuresFreshResult {
        var quiet = SilentTracer()
        measured = resolve(tracer: &quiet).0
      }
      legibility = measure(content: measured.style, hidden: measured.hidden, window: window, tracer: &tracer)
    }
    return Observation(
      style: shown.style, hidden: shown.hidden, styleOwner: name(shown.styleOwner), hiddenOwner: name(shown.hiddenOwner), animation: animation,
      legible: legibility?.legible, contrast: legibility?.contrast, trace: tracer.take(), diagnostics: diagnostics)
  }

  private func noteLaunch(_ tracer: inout some TraceSink) {
    guard tracer.enabled else { return }
    let plist = scene.infoPlist
    let style =
      plist.statusBarStyle.map {
        "UIStatusBarStyle \($0)\(plist.launchStyle == .default && $0 != "UIStatusBarStyleDefault" ? " (unknown: reads as default)" : "")"
      } ?? "no UIStatusBarStyle (default)"
    if applicationMode {
      tracer.note(
        .s2_7,
        "the launch screen shows \(style), UIStatusBarHidden \(plist.statusBarHidden); in application mode that stays until a setter changes it"
      )
    } else {
      tracer.note(.s2_5, "the launch screen showed \(style), UIStatusBarHidden \(plist.statusBarHidden); the first resolution replaces it")
    }
  }

  /// Re-resolves and updates what is displayed; returns the animation of the visibility change.
  private mutating func refresh(animated: Bool, applicationAnimation: StatusBarAnimation? = nil, tracer: inout some TraceSink) -> StatusBarAnimation {
    let (wasHidden, wasStyle, wasHiddenOwner) = (shown?.hidden, shown?.style, shown?.hiddenOwner)
    let (resolved, hiddenOwner) = resolve(tracer: &tracer)
    shown = resolved
    if applicationMode && mutant == .s1ControllerAnimationInApplicationMode, applicationAnimation == nil, let wasHidden,
      wasHidden != resolved.hidden, let window = controllingWindow, let root = scene.windows[window].root
    {
      return scene.controllers[root].spec.preferredStatusBarUpdateAnimation ?? .fade
    }
    if applicationMode && mutant == .s3StyleSetterAnimates && animated && wasHidden == resolved.hidden, let wasStyle, wasStyle != resolved.style {
      return .fade
    }
    if applicationMode {
      guard let wasHidden, wasHidden != resolved.hidden || mutant == .s3SetterAnimationWithoutChange, let applicationAnimation,
        mutant != .s3SetterAnimationIgnored
      else { return .none }
      tracer.note(.s3_8, "setStatusBarHidden(_:with: .\(applicationAnimation.rawValue)) animates the change")
      return applicationAnimation
    }
    var owner = hiddenOwner
    if mutant == .s18StyleOwnerAnimation {
      if case .controller(let index) = resolved.styleOwner { owner = index } else { owner = nil }
    }
    if mutant == .s18PreviousHiddenOwnerAnimation, case .controller(let index) = wasHiddenOwner { owner = index }
    if mutant == .s18StyleChangeAnimated, animated, wasHidden == resolved.hidden, let wasStyle, wasStyle != resolved.style { return .fade }
    return animation(
      from: wasHidden, to: resolved.hidden, owner: owner, animated: animated, tracer: &tracer)
  }

  /// What the status bar would show if it were resolved now, and the hidden owner's index.
  @inline(__always) func resolve(tracer: inout some TraceSink) -> (Shown, Int?) {
    let window = controllingWindow
    if let window, tracer.enabled {
      let w = scene.windows[window]
      if scene.windows.count(where: \.visible) > 1 || w.isKey == false && scene.windows.contains(where: \.isKey) {
        tracer.note(
          .s7_1,
          "window \"\(w.id)\" (level \(JSONWriter.format(w.level))) is the topmost visible window and controls the status bar\(w.isKey ? "" : ", key or not")"
        )
      }
    }
    if applicationMode {
      tracer.note(.s1_3, "UIViewControllerBasedStatusBarAppearance is NO: the application object decides; view controller preferences are ignored")
      var style = applicationContent(window: window, tracer: &tracer)
      var hidden = applicationHidden(tracer: &tracer)
      if let mutant, let window, let root = scene.windows[window].root {
        let spec = scene.controllers[root].spec
        switch mutant {
        case .s1OwnersReportedAsRoot:
          return (Shown(style: style, hidden: hidden, styleOwner: .controller(root), hiddenOwner: .controller(root)), nil)
        case .s1ControllerStyleReadInApplicationMode:
          if let preferred = spec.preferredStatusBarStyle { style = resolve(preferred, for: root, tracer: &tracer) }
        case .s1ControllerHiddenReadInApplicationMode: if let preferred = spec.prefersStatusBarHidden { hidden = preferred }
        case .s21StatusBarHiddenInApplicationMode: if let swiftUI = spec.swiftUI.statusBarHidden { hidden = swiftUI }
        case .s1BackdropInApplicationMode: if card(window: window, styleOwner: root, tracer: &tracer) != nil { style = .lightContent }
        default: break
        }
      }
      return (Shown(style: style, hidden: hidden, styleOwner: .application, hiddenOwner: .application), nil)
    }
    guard let window else {
      return (
        shown ?? Shown(style: .darkContent, hidden: false, styleOwner: .application, hiddenOwner: .application), nil
      )
    }
    guard var root = scene.windows[window].root else { return rootless(window, tracer: &tracer) }
    var styleRoot = root
    var styleWindow = window
    if mutant == .s7OverlayStyleFromMainWindow || mutant == .s7OverlayVisibilityFromMainWindow,
      let main = scene.windows.indices.filter({ scene.windows[$0].visible && scene.windows[$0].root != nil }).min(by: {
        scene.windows[$0].level < scene.windows[$1].level
      }), let mainRoot = scene.windows[main].root
    {
      if mutant == .s7OverlayStyleFromMainWindow { (styleRoot, styleWindow) = (mainRoot, main) } else { root = mainRoot }
    }
    let styleOwner = owner(of: mutant == .s8StyleFollowsVisibilityOwner ? .hidden : .style, root: styleRoot, window: styleWindow, tracer: &tracer)
    tracer.note(.s8_1, "style owner: \(scene.name(styleOwner))", kind: .ownerDecided(.style))
    var style = columnsStyle(styleOwner, tracer: &tracer) ?? content(of: styleOwner, tracer: &tracer)
    var reportedStyleOwner = styleOwner
    var cardHides = false
    var backdropWindow = window
    if mutant == .s24BackdropCarriesToOverlay,
      let main = scene.windows.indices.filter({ scene.windows[$0].visible && scene.windows[$0].root != nil }).min(by: {
        scene.windows[$0].level < scene.windows[$1].level
      })
    {
      backdropWindow = main
    }
    if let card = card(window: backdropWindow, styleOwner: styleOwner, tracer: &tracer),
      mutant != .s24OnlyDefaultOverridden || (scene.controllers[styleOwner].spec.preferredStatusBarStyle ?? .default) == .default
    {
      style = mutant == .s24BackdropDarkContent ? .darkContent : .lightContent
      if mutant == .s24CardReportedAsOwner { reportedStyleOwner = card }
      cardHides = mutant == .s24CardHidesBar
    }
    let hiddenOwner =
      mutant == .s8VisibilityFollowsStyleOwner ? styleOwner : owner(of: .hidden, root: root, window: window, tracer: &tracer)
    tracer.note(.s8_1, "hidden owner: \(scene.name(hiddenOwner))", kind: .ownerDecided(.visibility))
    let hidden =
      hidden(owner: hiddenOwner, tracer: &tracer) || cardHides || mutant == .s2PlistHiddenLaterInViewControllerMode && scene.infoPlist.statusBarHidden
    if hidden && tracer.enabled { tracer.note(.s18_11, "while the bar is hidden, its style is not shown") }
    if hidden && mutant == .s18HiddenBarKeepsShownStyle, let previous = shown { style = previous.style }
    return (Shown(style: style, hidden: hidden, styleOwner: .controller(reportedStyleOwner), hiddenOwner: .controller(hiddenOwner)), hiddenOwner)
  }

  /// Before iOS 13 (S9): the controller a dismissal removes, named, when a size-class change has adapted it
  /// since it was presented, so that it would take over now and did not then, or the reverse; nil otherwise.
  private func adaptedBeforeDismissal(_ event: StepEvent) -> String? {
    guard case .dismiss(let id, _) = event, !reached(.s10_11), mutant != .s9LegacyAdaptedDismissalHandsBack, let index = scene.index(of: id),
      let target = scene.dismissalTarget(for: index), scene.controllers[target].presentedInCompactWidth != scene.isCompactWidth
    else { return nil }
    switch scene.controllers[target].spec.modalPresentationStyle {
    case .formSheet, .pageSheet, .popover: return scene.name(target)
    default: return nil
    }
  }

  /// What a controlling window without a root view controller shows (S7, tentative): no controller is
  /// asked, so the style is `default` in the window's appearance, and visibility is the un-overridden
  /// default (hidden in compact height); both owners are `window:<id>`.
  private func rootless(_ window: Int, tracer: inout some TraceSink) -> (Shown, Int?) {
    tracer.note(
      .s7_12, "window \"\(scene.windows[window].id)\" controls the status bar but has no root view controller: no controller decides (tentative)")
    var style: ContentStyle
    if isLegacyDefault {
      tracer.note(.s7_12, "before iOS 13, default is black content")
      style = legacyDefault
    } else {
      let appearance = windowAppearance(window, tracer: &tracer)
      style = defaultContent(in: appearance)
      tracer.note(.s7_12, "default in the \(appearance.rawValue) appearance is \(style == .lightContent ? "white" : "black") content")
    }
    if mutant == .s7RootlessIgnoresWindowAppearance { style = .darkContent }
    var hidden = false
    if isVerticallyCompact {
      tracer.note(.s7_13, "nothing overrides prefersStatusBarHidden, and a phone in landscape is vertically compact: hidden")
      hidden = true
    }
    if mutant == .s7RootlessHidden { hidden = true }
    hidden = forcedInLandscape(hidden, tracer: &tracer)
    if mutant == .s7RootlessOwnersApplication {
      return (Shown(style: style, hidden: hidden, styleOwner: .application, hiddenOwner: .application), nil)
    }
    return (Shown(style: style, hidden: hidden, styleOwner: .window(window), hiddenOwner: .window(window)), nil)
  }

  /// What the launch screen showed, from Info.plist, for the mutant that keeps it after launch in view-controller mode.
  private var launchScreen: Shown {
    let plist = scene.infoPlist
    return Shown(
      style: plist.launchStyle == .lightContent ? .lightContent : .darkContent, hidden: plist.statusBarHidden, styleOwner: .application,
      hiddenOwner: .application)
  }

  /// Notes when what is displayed differs from what the scene would resolve to (S19).
  private mutating func checkStale(_ tracer: inout some TraceSink, _ diagnostics: inout [String]) {
    guard let current = self.shown else { return }
    var quiet = SilentTracer()
    let (resolved, _) = resolve(tracer: &quiet)
    // Owners are compared by name, as observations report them (a controller popped and another pushed with its id are one owner).
    guard resolved != current else { return }
    let (shown, fresh) = (named(current), named(resolved))
    guard fresh != shown else { return }
    var parts: [String] = []
    if fresh.style != shown.style { parts.append("style \(shown.style.rawValue) instead of \(fresh.style.rawValue)") }
    if fresh.hidden != shown.hidden { parts.append(shown.hidden ? "hidden instead of shown" : "shown instead of hidden") }
    if fresh.styleOwner != shown.styleOwner {
      parts.append("style owner \"\(shown.styleOwner ?? "none")\" instead of \"\(fresh.styleOwner ?? "none")\"")
    }
    if fresh.hiddenOwner != shown.hiddenOwner {
      parts.append("hidden owner \"\(shown.hiddenOwner ?? "none")\" instead of \"\(fresh.hiddenOwner ?? "none")\"")
    }
    let message = "stale: the status bar still shows \(parts.joined(separator: ", ")) until setNeedsStatusBarAppearanceUpdate or an automatic trigger"
    tracer.note(.s19_14, message)
    diagnostics.append("S19 " + message)
    staleness = message
  }
}

extension StepEvent {
  /// The animation an application setter asks for.
  var applicationAnimation: StatusBarAnimation? {
    if case .setApplicationStatusBarHidden(_, let animation) = self { return animation }
    return nil
  }
}
