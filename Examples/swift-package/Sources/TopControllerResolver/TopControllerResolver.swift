import BarcheckModel

/// A design system's status bar logic, as a team might write it: the deepest presented controller
/// decides, whatever its presentation style; a navigation controller decides while its bar shows
/// and otherwise hands over to its top child; tabs hand over to the selected tab; containers to the
/// child they name. `default` follows the system appearance only. Property changes show at once.
public struct TopControllerResolver: SynchronousResolver {
  /// Creates the resolver.
  public init() {}

  /// Who it is.
  public var identity: ResolverIdentity { ResolverIdentity(name: "top-controller", version: "1.0.0", language: "Swift") }

  /// Classic and glass; no application mode; one case at a time is plenty in-process.
  public var capabilities: ResolverCapabilities {
    var events = Set(EventKind.allCases)
    events.subtract([.setApplicationStatusBarStyle, .setApplicationStatusBarHidden])
    return ResolverCapabilities(profiles: [.classic, .glass], events: events, legibility: false, maxInFlight: 8)
  }

  /// Plays the case on barcheck's `Scene` and decides after every step. Plain computation, so it is a
  /// `SynchronousResolver`: a run with one job calls it directly instead of starting a task for each case.
  public func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    do {
      var scene = try Scene(request.testCase)
      var observations: [Observation] = []
      for step in request.testCase.steps {
        try scene.apply(step.event)
        observations.append(observe(scene))
      }
      return ResolverResponse(.observations(observations))
    } catch {
      return ResolverResponse(.error(error.message))
    }
  }

  private func observe(_ scene: Scene) -> Observation {
    guard let window = scene.controllingWindow else {
      return Observation(style: .darkContent, hidden: false, styleOwner: nil, hiddenOwner: nil)
    }
    guard var owner = window.root else {
      // A window without a root view controller: no controller to ask (barcheck's SPEC.md, S7).
      let id = Scene.windowOwnerPrefix + window.id
      return Observation(style: scene.appearance == .dark ? .lightContent : .darkContent, hidden: false, styleOwner: id, hiddenOwner: id)
    }
    while true {
      if let presented = owner.presented {
        owner = presented
      } else if owner.kind == .navigation, owner.properties.navigationBar.hidden, let top = owner.shownChild {
        owner = top
      } else if owner.kind == .tabBar, let selected = owner.shownChild {
        owner = selected
      } else if case .child(let id)? = owner.properties.childForStatusBarStyle, let child = owner.children.first(where: { $0.id == id }) {
        owner = child
      } else {
        break
      }
    }
    let style: ContentStyle
    switch owner.properties.preferredStatusBarStyle ?? .default {
    case .lightContent: style = .lightContent
    case .darkContent: style = .darkContent
    case .default: style = scene.appearance == .dark ? .lightContent : .darkContent
    }
    return Observation(
      style: style, hidden: owner.properties.prefersStatusBarHidden ?? false, styleOwner: owner.id, hiddenOwner: owner.id)
  }
}
