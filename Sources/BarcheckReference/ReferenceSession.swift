import BarcheckModel

/// The reference resolver's state while it plays one case: the scene, and what the
/// status bar currently displays (which lags behind the scene until something
/// re-resolves it, S19).
public struct ReferenceSession: Sendable {
  /// The scene after the last step.
  public private(set) var scene: Scene
  /// What the status bar displays now; nil before launch.
  public private(set) var displayed: Displayed?
  private let tracing: Bool

  /// What the status bar displays.
  public struct Displayed: Sendable, Hashable {
    /// The content colour.
    public var style: ContentStyle
    /// Whether it is hidden.
    public var hidden: Bool
    /// The controller that decided the style, or `application`.
    public var styleOwner: String
    /// The controller that decided visibility, or `application`.
    public var hiddenOwner: String
  }

  /// Starts a session on a case's initial scene.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - tracing: Whether observations carry the decisions behind them.
  /// - Throws: `SceneError` when the case's scene is invalid.
  public init(_ testCase: ConformanceCase, tracing: Bool = true) throws(SceneError) {
    scene = try testCase.startingScene()
    self.tracing = tracing
  }

  private var applicationMode: Bool { !scene.infoPlist.viewControllerBasedStatusBarAppearance }

  /// Applies one event and observes the status bar.
  ///
  /// - Throws: `SceneError` when the event cannot apply.
  public mutating func step(_ event: Event) throws(SceneError) -> Observation {
    if tracing {
      var tracer = Tracer()
      return try step(event, tracer: &tracer)
    }
    var tracer = SilentTracer()
    return try step(event, tracer: &tracer)
  }

  private mutating func step(_ event: Event, tracer: inout some TraceSink) throws(SceneError) -> Observation {
    let effect = try scene.apply(event)
    var diagnostics: [String] = []
    var animation = StatusBarAnimation.none
    let previous = displayed

    if case .launch = event { noteLaunch(&tracer) }
    switch effect.trigger {
    case .automatic:
      tracer.note(effect.rule, "\(event): UIKit re-resolves the status bar")
      animation = refresh(animated: effect.animated, tracer: &tracer)
    case .updateCall(let index):
      if applicationMode {
        tracer.note("S1", "application mode: setNeedsStatusBarAppearanceUpdate on \(scene.name(index)) changes nothing")
      } else if let window = scene.controllingWindow, scene.window(of: index) == window {
        tracer.note(
          "S19",
          "setNeedsStatusBarAppearanceUpdate on \(scene.name(index))\(effect.animated ? " inside an animation block" : ""): the whole scene re-resolves from the root of window \"\(scene.windows[window].id)\""
        )
        animation = refresh(animated: effect.animated, tracer: &tracer)
      } else {
        tracer.note("S19", "setNeedsStatusBarAppearanceUpdate on \(scene.name(index)), which is not in the controlling window: no effect")
        checkStale(&tracer, &diagnostics)
      }
    case .application:
      if applicationMode {
        tracer.note("S3", "application mode: the application setter applies at once")
        animation = refresh(animated: effect.animated, applicationAnimation: event.applicationAnimation, tracer: &tracer)
      } else {
        tracer.note("S3", "view-controller mode: the deprecated application setter does nothing")
      }
    case .none:
      if case .makeKeyWindow(let id) = event {
        tracer.note("S7", "window \"\(id)\" becomes key; the key window does not decide the status bar")
      } else if case .set(let id, _) = event {
        tracer.note("S19", "\"\(id)\" changes its properties without calling setNeedsStatusBarAppearanceUpdate")
      }
      if !applicationMode { checkStale(&tracer, &diagnostics) }
    }
    guard let shown = displayed ?? previous else {
      throw SceneError("nothing resolved the status bar")
    }
    var measure: Legibility.Measure?
    if let window = scene.controllingWindow {
      measure = Legibility(scene: scene).measure(content: shown.style, hidden: shown.hidden, window: window, tracer: &tracer)
    }
    return Observation(
      style: shown.style, hidden: shown.hidden, styleOwner: shown.styleOwner, hiddenOwner: shown.hiddenOwner, animation: animation,
      legible: measure?.legible, contrast: measure?.contrast, trace: tracer.take(), diagnostics: diagnostics)
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
        "S2", "the launch screen shows \(style), UIStatusBarHidden \(plist.statusBarHidden); in application mode that stays until a setter changes it"
      )
    } else {
      tracer.note("S2", "the launch screen showed \(style), UIStatusBarHidden \(plist.statusBarHidden); the first resolution replaces it")
    }
  }

  /// Re-resolves and updates what is displayed; returns the animation of the visibility change.
  private mutating func refresh(animated: Bool, applicationAnimation: StatusBarAnimation? = nil, tracer: inout some TraceSink) -> StatusBarAnimation {
    let wasHidden = displayed?.hidden
    let (resolved, hiddenOwner) = resolve(tracer: &tracer)
    displayed = resolved
    if applicationMode {
      guard let wasHidden, wasHidden != resolved.hidden, let applicationAnimation else { return .none }
      tracer.note("S3", "setStatusBarHidden(_:with: .\(applicationAnimation.rawValue)) animates the change")
      return applicationAnimation
    }
    return VisibilityResolution(scene: scene).animation(from: wasHidden, to: resolved.hidden, owner: hiddenOwner, animated: animated, tracer: &tracer)
  }

  /// What the status bar would show if it were resolved now, and the hidden owner's index.
  func resolve(tracer: inout some TraceSink) -> (Displayed, Int?) {
    let window = scene.controllingWindow
    if let window, tracer.enabled {
      let w = scene.windows[window]
      if scene.windows.count(where: \.visible) > 1 || w.isKey == false && scene.windows.contains(where: \.isKey) {
        tracer.note(
          "S7",
          "window \"\(w.id)\" (level \(JSONWriter.format(w.level))) is the topmost visible window and controls the status bar\(w.isKey ? "" : ", key or not")"
        )
      }
    }
    let styles = StyleResolution(scene: scene)
    let visibility = VisibilityResolution(scene: scene)
    if applicationMode {
      tracer.note("S1", "UIViewControllerBasedStatusBarAppearance is NO: the application object decides; view controller preferences are ignored")
      let style = styles.applicationContent(window: window, tracer: &tracer)
      tracer.note("S1", "the application's isStatusBarHidden is \(scene.applicationHidden)")
      let hidden = visibility.forcedInLandscape(scene.applicationHidden, tracer: &tracer)
      return (Displayed(style: style, hidden: hidden, styleOwner: Scene.applicationOwner, hiddenOwner: Scene.applicationOwner), nil)
    }
    guard let window else {
      return (
        displayed ?? Displayed(style: .darkContent, hidden: false, styleOwner: Scene.applicationOwner, hiddenOwner: Scene.applicationOwner), nil
      )
    }
    let walk = OwnerWalk(scene: scene)
    let styleOwner = walk.owner(of: .style, window: window, tracer: &tracer)
    tracer.note("S8", "style owner: \(scene.name(styleOwner))")
    let style = styles.content(of: styleOwner, tracer: &tracer)
    let hiddenOwner = walk.owner(of: .hidden, window: window, tracer: &tracer)
    tracer.note("S8", "hidden owner: \(scene.name(hiddenOwner))")
    let hidden = visibility.hidden(owner: hiddenOwner, tracer: &tracer)
    if hidden && tracer.enabled { tracer.note("S18", "while the bar is hidden, its style is not shown") }
    return (Displayed(style: style, hidden: hidden, styleOwner: scene[styleOwner].id, hiddenOwner: scene[hiddenOwner].id), hiddenOwner)
  }

  /// Notes when what is displayed differs from what the scene would resolve to (S19).
  private func checkStale(_ tracer: inout some TraceSink, _ diagnostics: inout [String]) {
    guard let shown = displayed else { return }
    var quiet = SilentTracer()
    let (fresh, _) = resolve(tracer: &quiet)
    guard fresh != shown else { return }
    var parts: [String] = []
    if fresh.style != shown.style { parts.append("style \(shown.style.rawValue) instead of \(fresh.style.rawValue)") }
    if fresh.hidden != shown.hidden { parts.append(shown.hidden ? "hidden instead of shown" : "shown instead of hidden") }
    if fresh.styleOwner != shown.styleOwner { parts.append("style owner \"\(shown.styleOwner)\" instead of \"\(fresh.styleOwner)\"") }
    if fresh.hiddenOwner != shown.hiddenOwner { parts.append("hidden owner \"\(shown.hiddenOwner)\" instead of \"\(fresh.hiddenOwner)\"") }
    let message = "stale: the status bar still shows \(parts.joined(separator: ", ")) until setNeedsStatusBarAppearanceUpdate or an automatic trigger"
    tracer.note("S19", message)
    diagnostics.append("S19 " + message)
  }
}

extension Event {
  /// The animation an application setter asks for.
  var applicationAnimation: StatusBarAnimation? {
    if case .setApplicationStatusBarHidden(_, let animation) = self { return animation }
    return nil
  }
}
