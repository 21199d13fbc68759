import BarcheckJSON
public import BarcheckModel

/// The state of UIKit's rules while they play one case: the scene, and what the status bar currently displays (which
/// lags behind the scene until something re-resolves it, S19). The reference resolver plays a `ReferenceSession`; a
/// mutant of it (`barcheck mutants`) plays a session whose fault is chosen at run time (`MutantSession`).
///
/// The rules are methods of the session, one file for each rule in `Rules/`, named by the rule
/// (`Rules/S9Presentation.swift`), with the rule's mutants beside its decisions, so that they read the scene in place: as
/// structs of their own, each held a copy of the scene, made several times a step (with the copies of the session made
/// to call them, a tenth of the reference's instructions).
///
/// Generic over where its fault comes from (`FaultSource`), so that the compiler builds the rules twice: for the
/// reference, whose fault is none before it runs, every decision (`holds`, `decide`, `reached`) folds to the reference's
/// answer and the mutants' branches are gone; asked of a mutant chosen at run time at every decision instead, they were
/// a sixth of the reference's instructions.
public struct RuleSession<Fault: FaultSource>: Sendable {
  /// The scene after the last step.
  package internal(set) var scene: CompiledScene
  /// What the status bar displays now; nil before launch.
  public var displayed: Displayed? { shown.map(named) }
  /// The parts of the bar displayed now when an expanded split view's edge columns give its style (S16.9), one style
  /// or two; nil when they do not, and before launch.
  public var splitBar: SplitBar? { shown.flatMap(splitBar(of:)) }

  /// The parts of a bar whose style an expanded split view's edge columns give, named; nil for any other bar.
  func splitBar(of bar: Shown) -> SplitBar? {
    guard let columns = bar.columns else { return nil }
    let split = scene.controllers[columns.split]
    return SplitBar(
      split: scene.ids[columns.split], leadingColumn: split.firstChild.map { scene.ids[$0] }, trailingColumn: split.lastChild.map { scene.ids[$0] },
      leading: columns.leading, trailing: columns.trailing)
  }
  /// What the status bar displays now, its owners as indices: named only when an observation reports them.
  var shown: Shown?
  /// After a step that left the bar stale (S19): how what it shows differs from what the scene resolves to;
  /// nil when it is up to date. Typed state for tools (the scenario linter), so they never read trace text.
  public var staleness: String? {
    staleDiagnostic.map { String($0.utf8.dropFirst(Self.staleDiagnosticPrefix.utf8.count))! }
  }
  /// After a step that left the bar stale: the observation's diagnostic that says so (`S19 ` and `staleness`), kept
  /// as it is so that the step writes the text once.
  var staleDiagnostic: String?
  /// State only two mutants keep: whether a cancelled interactive dismissal has moved the bar
  /// (`S10.cancelled-dismissal-survives-update`), and whether the launch scene declared a colour
  /// (`S23.late-colour-not-measured`). Always false for the reference.
  private var mutantLatch = false
  private let tracing: Bool
  /// Whether a step that leaves the bar stale says so (S19: the observation's diagnostic and `staleness`). Always
  /// true but for the generator's session (`init(starting:)`), whose observations are what fuzzing compares a
  /// resolver's with: expectations, which no diagnostic is part of. Judging staleness resolves the scene again at
  /// every step without a trigger, a sixth of that session's work.
  let judgesStaleness: Bool
  /// Where the session's fault comes from.
  let fault: Fault
  /// The fault this session plays with; nil for the reference (see `Mutant`), known so before it runs.
  @inline(__always) var mutant: Mutant? { fault.mutant }

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
    /// The split view and its edge columns' styles when they give the style (S16.9), one style or two: each part of
    /// the bar is measured over its own column (S23.42). When they differ the bar is split, and `style` is the split
    /// view's own, which an observation reports.
    var columns: ColumnsBar? = nil
  }

  /// The bar over an expanded split view whose edge columns give the style (S16.9), split between two styles or not.
  struct ColumnsBar: Equatable {
    /// The split view controller.
    var split: Int
    /// The style the leading (first) column gives.
    var leading: ContentStyle
    /// The style the trailing (last) column gives.
    var trailing: ContentStyle

    /// The style both columns give, which the whole bar shows; nil when the bar is split between two.
    var agreed: ContentStyle? { leading == trailing ? leading : nil }
  }

  /// Who decided an aspect of the status bar.
  enum Owner: Equatable {
    /// The controller at this index.
    case controller(Int)
    /// The application object (S1).
    case application
    /// The window at this index, which has no root view controller (S7).
    case window(Int)

    /// The controller's index; nil for the application or a window.
    var controller: Int? {
      if case .controller(let index) = self { return index }
      return nil
    }
  }

  /// The owner's name in observations: a controller's id, `application`, or `window:<id>`.
  @inline(__always) func name(_ owner: Owner) -> String {
    switch owner {
    case .controller(let index): scene.ids[index]
    case .application: CompiledScene.applicationOwner
    case .window(let window): scene.windows[window].ownerName
    }
  }

  /// What is shown, with its owners named.
  @inline(__always) func named(_ shown: Shown) -> Displayed {
    Displayed(style: shown.style, hidden: shown.hidden, styleOwner: name(shown.styleOwner), hiddenOwner: name(shown.hiddenOwner))
  }

  /// Starts a session on a scene before its first step.
  init(scene: consuming CompiledScene, tracing: Bool, fault: Fault, judgesStaleness: Bool = true) {
    self.scene = scene
    self.tracing = tracing
    self.fault = fault
    self.judgesStaleness = judgesStaleness
  }

  /// Whether the application object decides the bar (S1): Info.plist's UIViewControllerBasedStatusBarAppearance is NO.
  var applicationMode: Bool {
    let keyIsNo = holds(.s1_1, !scene.infoPlist.viewControllerBasedStatusBarAppearance, unless: .s1KeyYesReadAsNo, gives: true)
    return holds(.s1_3, keyIsNo, unless: .s1ModeIgnored, gives: false)
  }

  /// The window that controls the status bar (S7): the topmost visible window, of equals the last shown. Inlined: it is
  /// read several times a step, and as a call it cost a percent of the reference's instructions (its mutants' searches
  /// stay out of line).
  @inline(__always)
  var controllingWindow: Int? {
    var window = scene.controllingWindow
    window = decide(.s7_1, window, unless: .s7LowestLevelWindowControls, gives: lowestVisibleWindow ?? window)
    window = decide(.s7_3, window, unless: .s7KeyWindowDecides, gives: visibleKeyWindow ?? window)
    window = decide(.s7_2, window, unless: .s7LevelTieEarlierShownWins, gives: topmostWindow(earlierWinsTies: true) ?? window)
    return decide(.s7_12, window, unless: .s7RootlessWindowSkipped, gives: topmostWindow(skippingRootless: true) ?? window)
  }

  /// Plays a compiled case's steps (`steps`, the case's, give each its event) and returns one observation per step,
  /// or the first step that cannot apply.
  mutating func play(_ compiled: CompiledCase, _ steps: [Step]) -> Result<[Observation], StepFailure> {
    // Each step's event read in place, through the offset of the event in a step: copying each step (its event and
    // expectations) was measurable.
    steps.withUnsafeBufferPointer { steps in
      play(compiled, events: PlayedEvents(steps.baseAddress, count: steps.count, stride: MemoryLayout<Step>.stride, offset: Self.eventOffset))
    }
  }

  /// Plays a compiled case whose steps are these events (a fuzzed case, which keeps only the events), as
  /// `play(_:_:)` plays a case's steps.
  mutating func play(_ compiled: CompiledCase, events: [StepEvent]) -> Result<[Observation], StepFailure> {
    events.withUnsafeBufferPointer { events in
      play(compiled, events: PlayedEvents(events.baseAddress, count: events.count, stride: MemoryLayout<StepEvent>.stride, offset: 0))
    }
  }

  /// Where a step's event lies in it.
  private static var eventOffset: Int { MemoryLayout<Step>.offset(of: \Step.event).unsafelyUnwrapped }

  /// The events of a case's steps, read in place: every `stride` bytes from `base`, `offset` bytes in (the events of
  /// an array of steps, or an array of events). Valid only inside the `withUnsafeBufferPointer` that gives `base`.
  private struct PlayedEvents {
    let base: UnsafeRawPointer?
    let count: Int
    let stride: Int
    let offset: Int

    init<Element>(_ base: UnsafePointer<Element>?, count: Int, stride: Int, offset: Int) {
      self.base = UnsafeRawPointer(base)
      self.count = count
      self.stride = stride
      self.offset = offset
    }

    /// The event of step `index`.
    @inline(__always) subscript(index: Int) -> UnsafePointer<StepEvent> {
      (base.unsafelyUnwrapped + index * stride + offset).assumingMemoryBound(to: StepEvent.self)
    }
  }

  /// Plays the compiled steps, each with its event.
  private mutating func play(_ compiled: CompiledCase, events: PlayedEvents) -> Result<[Observation], StepFailure> {
    var observations: [Observation] = []
    observations.reserveCapacity(events.count)
    let failure = compiled.steps.withUnsafeBufferPointer { compiledSteps -> StepFailure? in
      for i in compiledSteps.indices {
        do throws(SceneError) {
          // Through pointers: a subscript of a buffer handed each step over as a copy.
          observations.append(try step(events[i], compiled: compiledSteps.baseAddress.unsafelyUnwrapped + i))
        } catch {
          return StepFailure(step: i, error: error)
        }
      }
      return nil
    }
    if let failure { return .failure(failure) }
    if let (step, error) = compiled.failure { return .failure(StepFailure(step: step, error: error)) }
    return .success(observations)
  }

  /// Plays one compiled step of a case, as `step(_:)` plays it from its event.
  private mutating func step(_ event: UnsafePointer<StepEvent>, compiled: UnsafePointer<CompiledStep>) throws(SceneError) -> Observation {
    let event = event.pointee
    guard let update = compiled.pointee.sameTurnUpdate, case .set(let id, _) = event else {
      let before = prepare(for: event)
      scene.perform(at: compiled)
      return try observe(after: event, compiled.pointee.effect, before)
    }
    var before = prepare(for: event)
    scene.perform(at: compiled)
    let changed = try observe(after: event, compiled.pointee.effect, before)
    // The update call changes nothing in the scene.
    let updateCall = StepEvent.setNeedsStatusBarAppearanceUpdate(viewController: id, animated: false)
    before = prepare(for: updateCall)
    var updated = try observe(after: updateCall, update, before)
    updated.trace = changed.trace.filter { $0.ruleID != .s19 && $0.ruleID != .s23 } + updated.trace
    return updated
  }

  /// Observes the status bar after an event applied, tracing when the session does.
  private mutating func observe(after event: StepEvent, _ effect: EventEffect, _ before: BeforeStep) throws(SceneError) -> Observation {
    if tracing {
      var tracer = Tracer()
      return try observe(after: event, effect, before, tracer: &tracer)
    }
    var tracer = SilentTracer()
    return try observe(after: event, effect, before, tracer: &tracer)
  }

  /// What a step needs to know of the session before its event applies.
  struct BeforeStep {
    /// Before iOS 13: the dismissed controller, named, when it adapted since it was presented (S9).
    var adaptedDismissal: String?
    /// Whether the bar was hidden.
    var wasHidden: Bool?
    /// Whether the bar was stale (S19).
    var wasStale: Bool
  }

  /// Reads what a step needs to know before its event applies, and clears the staleness the step will judge again.
  /// Inlined into the step: as a call of its own, its frame and its result's copy were 1.5% of the reference's work.
  @inline(__always) private mutating func prepare(for event: StepEvent) -> BeforeStep {
    // Asked only of a dismissal before iOS 13: the call copies the session, and that copy was made at every step.
    var adaptedDismissal: String?
    if case .dismiss = event, !reached(.s10_11) { adaptedDismissal = adaptedBeforeDismissal(event) }
    let before = BeforeStep(adaptedDismissal: adaptedDismissal, wasHidden: shown?.hidden, wasStale: staleDiagnostic != nil)
    staleDiagnostic = nil
    return before
  }

  /// Observes the status bar after an event applied to the scene with this effect.
  private mutating func observe(
    after event: StepEvent, _ effect: EventEffect, _ before: BeforeStep, tracer: inout some TraceSink
  ) throws(SceneError) -> Observation {
    var effect = effect
    let (adaptedDismissal, wasHiddenBefore, wasStale) = (before.adaptedDismissal, before.wasHidden, before.wasStale)
    if let mutant {
      effect = mutant.effect(effect, of: event)
      applyLatch(mutant, event: event, effect: &effect, wasStale: wasStale)
    }
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
    case .automatic where holds(.s1_11, false, unless: .s1TriggersIgnoredInApplicationMode, gives: applicationMode && shown != nil):
      break
    case .automatic:
      tracer.note(Self.triggerClause(event), "\(event): UIKit re-resolves the status bar")
      animation = refresh(animated: effect.animated, tracer: &tracer)
      if holds(.s7_10, false, unless: .s7OtherWindowNavigationDecides, gives: true) { letOtherWindowDecide(after: event) }
    case .updateCall(let index):
      if holds(
        .s1_9, applicationMode, unless: .s1UpdateCallAppliesInApplicationMode, gives: false,
        note: "application mode: setNeedsStatusBarAppearanceUpdate on \(scene.name(index)) changes nothing", tracer: &tracer)
      {
        break
      }
      if let window = controllingWindow, holds(.s19_7, scene.window(of: index) == window, unless: .s19UpdateCallOutsideControllingWindow, gives: true)
      {
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
      if applicationMode,
        holds(
          .s3_4, reached(.s3_4), unless: .s3Ios27SettersApply, gives: false,
          note: "application mode on iOS 27 and later: the deprecated application setter does nothing (tentative)", tracer: &tracer)
      {
        break
      }
      if applicationMode,
        holds(
          .s3_3, true, unless: .s3SetterInertInApplicationMode, gives: false, note: "application mode: the application setter applies at once",
          tracer: &tracer)
      {
        animation = refresh(animated: effect.animated, applicationAnimation: event.applicationAnimation, tracer: &tracer)
      } else if !applicationMode, holds(.s3_2, false, unless: .s3SetterRefreshesInViewControllerMode, gives: true) {
        animation = refresh(animated: false, tracer: &tracer)
      } else if !applicationMode, holds(.s3_1, false, unless: .s3SetterObeyedInViewControllerMode, gives: true) {
        let style = applicationContent(window: controllingWindow, tracer: &tracer)
        shown = Shown(style: style, hidden: scene.applicationHidden, styleOwner: .application, hiddenOwner: .application)
      } else {
        tracer.note(.s3_1, "view-controller mode: the deprecated application setter does nothing")
        checkStale(&tracer, &diagnostics)
      }
    case .cancelledDismissal(let target):
      guard case .cancelInteractiveDismissal = event else { break }
      if holds(
        .s10_9, applicationMode, unless: .s10CancelledDismissalAppliesInApplicationMode, gives: false,
        note: "application mode: a cancelled interactive dismissal changes nothing the application decides", tracer: &tracer)
      {
        break
      }
      tracer.note(
        .s10_5,
        "an interactive dismissal of \(scene.name(target)) began: the status bar moved to what the dismissal would show; it was cancelled, and the bar stays there until an update call or an automatic trigger (tentative)"
      )
      var hypothetical = self
      hypothetical.scene.dismiss(target)
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
    if case .launch = event, holds(.s2_5, false, unless: .s2LaunchShowsPlistInViewControllerMode, gives: !applicationMode) { shown = launchScreen }
    if holds(.s17_7, false, unless: .s17ApplicationPortraitKeepsHidden, gives: applicationMode && wasHiddenBefore == true),
      case .rotate(.portrait) = event
    {
      shown?.hidden = true
    }
    // Once shown, the bar always shows something: `shown` is nil only when nothing has resolved it yet.
    guard let shown else {
      throw SceneError("nothing resolved the status bar")
    }
    var legibility: LegibilityMeasure?
    if let window = controllingWindow, holds(.s23_4, true, unless: .s23LateColourNotMeasured, gives: mutantLatch) {
      let measured = decide(.s23_2, shown, unless: .s23MeasuresFreshResult, gives: resolvedQuietly)
      legibility = measure(content: measured.style, hidden: measured.hidden, columns: measured.columns, window: window, tracer: &tracer)
    }
    return Observation(
      style: shown.style, hidden: shown.hidden, styleOwner: name(shown.styleOwner), hiddenOwner: name(shown.hiddenOwner), animation: animation,
      legible: legibility?.legible, contrast: legibility?.contrast, trace: tracer.take(), diagnostics: diagnostics)
  }

  /// What the latching mutants change before the step resolves: S10's keeps a cancelled dismissal's bar through
  /// later triggers, S18's animates a stale change when it finally applies, S23's remembers whether launch declared a colour.
  /// Not decisions (`holds`, `decide`): what they keep outlives a step (`MutantRegistryTests.readOutsideDecisions`).
  private mutating func applyLatch(_ mutant: Mutant, event: StepEvent, effect: inout EventEffect, wasStale: Bool) {
    switch mutant {
    case .s10CancelledDismissalSurvivesUpdate:
      if case .cancelledDismissal = effect.trigger {
        mutantLatch = true
      } else if case .dismiss = event {
        mutantLatch = false
      } else if mutantLatch {
        effect.trigger = .none
      }
    case .s18StaleChangeAnimatesLater where wasStale && effect.trigger != .none:
      effect.animated = true
    case .s23LateColourNotMeasured:
      if case .launch = event { mutantLatch = scene.declaresColours }
    default: break
    }
  }

  /// Re-resolves and updates what is displayed; returns the animation of the visibility change.
  private mutating func refresh(animated: Bool, applicationAnimation: StatusBarAnimation? = nil, tracer: inout some TraceSink) -> StatusBarAnimation {
    let (wasHidden, wasStyle, wasHiddenOwner) = (shown?.hidden, shown?.style, shown?.hiddenOwner)
    let (resolved, hiddenOwner) = resolve(tracer: &tracer)
    shown = resolved
    if holds(.s1_7, false, unless: .s1ControllerAnimationInApplicationMode, gives: applicationMode), applicationAnimation == nil, let wasHidden,
      wasHidden != resolved.hidden, let window = controllingWindow, let root = scene.windows[window].root
    {
      return scene.controllers[root].spec.preferredStatusBarUpdateAnimation ?? .fade
    }
    if holds(.s3_10, false, unless: .s3StyleSetterAnimates, gives: applicationMode && animated && wasHidden == resolved.hidden), let wasStyle,
      wasStyle != resolved.style
    {
      return .fade
    }
    if applicationMode {
      guard let wasHidden, holds(.s3_8, wasHidden != resolved.hidden, unless: .s3SetterAnimationWithoutChange, gives: true),
        let applicationAnimation = decide(.s3_8, applicationAnimation, unless: .s3SetterAnimationIgnored, gives: nil)
      else { return .none }
      tracer.note(.s3_8, "setStatusBarHidden(_:with: .\(applicationAnimation.rawValue)) animates the change")
      return applicationAnimation
    }
    // The animation is the hidden owner's (S18.8), the owner after the change (S18.9).
    var owner = decide(.s18_8, hiddenOwner, unless: .s18StyleOwnerAnimation, gives: resolved.styleOwner.controller)
    owner = decide(.s18_9, owner, unless: .s18PreviousHiddenOwnerAnimation, gives: wasHiddenOwner?.controller ?? owner)
    if holds(.s18_1, false, unless: .s18StyleChangeAnimated, gives: animated && wasHidden == resolved.hidden), let wasStyle,
      wasStyle != resolved.style
    {
      return .fade
    }
    return animation(
      from: wasHidden, to: resolved.hidden, owner: owner, animated: animated, tracer: &tracer)
  }

  /// What the status bar would show if it were resolved now, untraced.
  var resolvedQuietly: Shown {
    var quiet = SilentTracer()
    return resolve(tracer: &quiet).0
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
      // Only mutants let the window's root controller decide anything in application mode; the reference asks nothing of
      // it, and skips their five tests.
      var owner = Owner.application
      if mutant != nil, let window, let root = scene.windows[window].root {
        let spec = scene.controllers[root].spec
        owner = decide(.s1_4, owner, unless: .s1OwnersReportedAsRoot, gives: .controller(root))
        style = decide(
          .s1_5, style, unless: .s1ControllerStyleReadInApplicationMode,
          gives: spec.preferredStatusBarStyle.map { resolve($0, for: root, tracer: &tracer) } ?? style)
        hidden = holds(.s1_6, hidden, unless: .s1ControllerHiddenReadInApplicationMode, gives: spec.prefersStatusBarHidden ?? hidden)
        hidden = holds(.s21_20, hidden, unless: .s21StatusBarHiddenInApplicationMode, gives: spec.swiftUI.statusBarHidden ?? hidden)
        style = decide(
          .s1_10, style, unless: .s1BackdropInApplicationMode,
          gives: card(window: window, styleOwner: root, tracer: &tracer) != nil ? .lightContent : style)
      }
      return (Shown(style: style, hidden: hidden, styleOwner: owner, hiddenOwner: owner), nil)
    }
    guard let window else {
      return (
        shown ?? Shown(style: .darkContent, hidden: false, styleOwner: .application, hiddenOwner: .application), nil
      )
    }
    guard let root = scene.windows[window].root else { return rootless(window, tracer: &tracer) }
    // The controlling window's controllers decide, an overlay's too (S7.5, S7.6).
    let (styleRoot, styleWindow) = decide(.s7_5, (root, window), unless: .s7OverlayStyleFromMainWindow, gives: mainWindowRoot ?? (root, window))
    let hiddenRoot = decide(.s7_6, root, unless: .s7OverlayVisibilityFromMainWindow, gives: mainWindowRoot?.root ?? root)
    let styleOwner = owner(
      of: decide(.s8_1, .style, unless: .s8StyleFollowsVisibilityOwner, gives: .hidden), root: styleRoot, window: styleWindow, tracer: &tracer)
    tracer.note(.s8_1, "style owner: \(scene.name(styleOwner))", kind: .ownerDecided(.style))
    // Columns that agree give the bar their style; a split bar reports the split view's own (S16.9).
    var overColumns = edgeColumns(styleOwner, tracer: &tracer)
    var style = overColumns?.agreed ?? content(of: styleOwner, tracer: &tracer)
    if holds(
      .s7_9, false, unless: .s7OverlayDefaultKeepsShownStyle,
      gives: window != mainWindow && (scene.controllers[styleOwner].spec.preferredStatusBarStyle ?? .default) == .default),
      let previous = shown
    {
      (style, overColumns) = (previous.style, previous.columns)
    }
    var reportedStyleOwner = styleOwner
    var cardHides = false
    let backdropWindow = decide(.s24_16, window, unless: .s24BackdropCarriesToOverlay, gives: mainWindow ?? window)
    if let card = card(window: backdropWindow, styleOwner: styleOwner, tracer: &tracer),
      holds(
        .s24_5, true, unless: .s24OnlyDefaultOverridden,
        gives: (scene.controllers[styleOwner].spec.preferredStatusBarStyle ?? .default) == .default)
    {
      style = decide(.s24_1, .lightContent, unless: .s24BackdropDarkContent, gives: .darkContent)
      overColumns = nil
      reportedStyleOwner = decide(.s24_3, styleOwner, unless: .s24CardReportedAsOwner, gives: card)
      cardHides = holds(.s24_17, false, unless: .s24CardHidesBar, gives: true)
    }
    let hiddenOwner = decide(
      .s8_1, owner(of: .hidden, root: hiddenRoot, window: window, tracer: &tracer), unless: .s8VisibilityFollowsStyleOwner, gives: styleOwner)
    tracer.note(.s8_1, "hidden owner: \(scene.name(hiddenOwner))", kind: .ownerDecided(.visibility))
    let hidden =
      hidden(owner: hiddenOwner, tracer: &tracer) || cardHides
      || holds(.s2_6, false, unless: .s2PlistHiddenLaterInViewControllerMode, gives: scene.infoPlist.statusBarHidden)
    if hidden && tracer.enabled { tracer.note(.s18_11, "while the bar is hidden, its style is not shown") }
    if hidden, holds(.s18_11, false, unless: .s18HiddenBarKeepsShownStyle, gives: true), let previous = shown {
      (style, overColumns) = (previous.style, previous.columns)
    }
    return (
      Shown(
        style: style, hidden: hidden, styleOwner: .controller(reportedStyleOwner), hiddenOwner: .controller(hiddenOwner), columns: overColumns),
      hiddenOwner
    )
  }

}

/// The steps a tool plays one at a time, on the reference's session only: declared for `NoFault` (not for any fault), so
/// that a caller in another module runs the rules compiled for the reference, not the generic code that asks for its
/// fault's type at run time (the generator's play cost half again as much so).
extension RuleSession where Fault == NoFault {
  /// Applies one event and observes the status bar.
  ///
  /// - Throws: `SceneError` when the event cannot apply.
  public mutating func step(_ event: StepEvent) throws(SceneError) -> Observation {
    let before = prepare(for: event)
    let effect = try scene.apply(event)
    return try observe(after: event, effect, before)
  }

  /// Applies one event, observes the status bar, and returns the event compiled against the scene it applied to
  /// (`CompiledScene.compile(_:target:)`), for a generator that keeps the compiled form of the case it builds.
  ///
  /// - Parameter target: The index of the attached controller the event names, when the caller knows it: the id is
  ///   then not looked up (a generator picks controllers by their indices).
  /// - Throws: `SceneError` when the event cannot apply.
  package mutating func step(compiling event: StepEvent, target: Int? = nil) throws(SceneError) -> (Observation, CompiledStep) {
    let before = prepare(for: event)
    let compiled = try scene.compile(event, target: target)
    return (try observe(after: event, compiled.effect, before), compiled)
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
}
