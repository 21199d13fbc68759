import BarcheckEngine
import BarcheckModel
import BarcheckReference

/// `barcheck lint` for an app scenario: plays a real app's flow on the reference resolver
/// and warns, step by step, about what users would see go wrong.
public enum ScenarioLinter {
  /// One warning: the step, the controller, the rule, what is wrong and what to change.
  public struct Warning: Sendable, Hashable {
    /// The 0-based step.
    public var step: Int
    /// The controller concerned, when there is one.
    public var controller: String?
    /// The spec rule; nil for a problem with the scenario itself.
    public var rule: RuleID?
    /// What is wrong.
    public var message: String
    /// What to change.
    public var advice: String
  }

  /// Lints one scenario.
  ///
  /// - Returns: The warnings in step order; a scenario that cannot be played gives one warning at the failing step.
  public static func lint(_ testCase: ConformanceCase) -> [Warning] {
    var warnings: [Warning] = []
    var session: ReferenceSession
    do {
      session = try ReferenceSession(testCase, tracing: false)
    } catch {
      return [Warning(step: 0, controller: nil, rule: nil, message: error.message, advice: error.help ?? "fix the scenario")]
    }
    let viewControllerMode = testCase.infoPlist.viewControllerBasedStatusBarAppearance
    var wasStale = false
    var previousIllegible: String?
    var ignoredPairs: Set<String> = []
    for (i, step) in testCase.steps.enumerated() {
      let observation: Observation
      do {
        observation = try session.step(step.event)
      } catch {
        warnings.append(Warning(step: i, controller: nil, rule: nil, message: error.message, advice: error.help ?? "fix the scenario"))
        break
      }
      let event = step.event
      let label = "step \(i + 1) (\(event.kind.rawValue))"
      if i == 0 && viewControllerMode, let warning = launchMismatch(testCase, observation) {
        warnings.append(warning)
      }
      let stale = session.staleness
      if let stale, !wasStale {
        let controller = event.controllerID
        warnings.append(
          Warning(
            step: i, controller: controller, rule: .s19, message: "\(label): \(stale)",
            advice:
              "call setNeedsStatusBarAppearanceUpdate() on \(controller.map { "\"\($0)\"" } ?? "a controller in the controlling window") after changing its properties"
          ))
      }
      wasStale = stale != nil
      if viewControllerMode, event.kind == .setApplicationStatusBarStyle || event.kind == .setApplicationStatusBarHidden {
        warnings.append(
          Warning(
            step: i, controller: nil, rule: .s3, message: "\(label): \(event) does nothing in view-controller mode",
            advice:
              "override preferredStatusBarStyle / prefersStatusBarHidden on the deciding controller, or set UIViewControllerBasedStatusBarAppearance to NO"
          ))
      }
      if let warning = ignoredChildStyle(session.scene, observation, step: i, label: label, seen: &ignoredPairs) {
        warnings.append(warning)
      }
      if observation.legible == false && !observation.hidden {
        let key = "\(observation.styleOwner ?? "")/\(observation.style)/\(observation.contrast ?? 0)"
        if previousIllegible != key {
          let other: ContentStyle = observation.style == .lightContent ? .darkContent : .lightContent
          let contrast = observation.contrast.map { "\(JSONWriter.format($0)):1" } ?? "low"
          warnings.append(
            Warning(
              step: i, controller: observation.styleOwner, rule: .s23,
              message:
                "\(label): \(observation.style == .lightContent ? "white" : "black") status bar content is unreadable against what is behind it (contrast \(contrast), below 3:1)",
              advice: "make \"\(observation.styleOwner ?? "the style owner")\" prefer \(other.rawValue), or change the colour behind the status bar"))
        }
        previousIllegible = key
      } else {
        previousIllegible = nil
      }
    }
    return warnings
  }

  /// S2: the launch screen's style or visibility differs from the first screen's.
  static func launchMismatch(_ testCase: ConformanceCase, _ first: Observation) -> Warning? {
    let plist = testCase.infoPlist
    let launchStyle: ContentStyle
    switch plist.launchStyle {
    case .lightContent: launchStyle = .lightContent
    case .darkContent: launchStyle = .darkContent
    case .default:
      let dark =
        testCase.profile != .legacy
        && (plist.userInterfaceStyle == .dark || (plist.userInterfaceStyle == .automatic && testCase.environment.appearance == .dark))
      launchStyle = dark ? .lightContent : .darkContent
    }
    var problems: [String] = []
    var advice: [String] = []
    if launchStyle != first.style {
      problems.append("the launch screen shows \(launchStyle.rawValue) but the first screen shows \(first.style.rawValue)")
      advice.append("set UIStatusBarStyle to \(first.style == .lightContent ? "UIStatusBarStyleLightContent" : "UIStatusBarStyleDarkContent")")
    }
    if plist.statusBarHidden != first.hidden {
      problems.append(
        "the launch screen \(plist.statusBarHidden ? "hides" : "shows") the status bar but the first screen \(first.hidden ? "hides" : "shows") it")
      advice.append("set UIStatusBarHidden to \(first.hidden ? "YES" : "NO")")
    }
    guard !problems.isEmpty else { return nil }
    return Warning(
      step: 0, controller: first.styleOwner, rule: .s2,
      message: "step 1 (launch): \(problems.joined(separator: "; ")), so the bar changes as the app appears",
      advice: advice.joined(separator: " and ") + " in Info.plist so the two agree (TN3105)")
  }

  /// S12: a child's explicit style that a navigation controller with a visible bar ignores.
  static func ignoredChildStyle(_ scene: Scene, _ observation: Observation, step: Int, label: String, seen: inout Set<String>) -> Warning? {
    guard let ownerID = observation.styleOwner, let owner = scene.index(of: ownerID) else { return nil }
    let node = scene[owner]
    guard node.kind == .navigation, !node.spec.navigationBar.hidden, node.spec.childForStatusBarStyle == nil,
      let top = scene.topViewController(of: owner), let childStyle = scene[top].spec.preferredStatusBarStyle
    else { return nil }
    let childContent: ContentStyle? =
      switch childStyle {
      case .lightContent: .lightContent
      case .darkContent: .darkContent
      case .default: nil
      }
    guard let childContent, childContent != observation.style else { return nil }
    let pair = "\(ownerID)/\(scene[top].id)/\(childStyle)"
    guard seen.insert(pair).inserted else { return nil }
    return Warning(
      step: step, controller: scene[top].id, rule: .s12,
      message:
        "\(label): \"\(scene[top].id)\" prefers \(childStyle.rawValue), but \"\(ownerID)\" shows its navigation bar and decides: the bar shows \(observation.style.rawValue)",
      advice:
        "set the navigation bar's style (barStyle .black for lightContent), hide the bar, or override childForStatusBarStyle in a navigation controller subclass to return topViewController"
    )
  }
}

extension StepEvent {
  /// The controller an event targets, when it targets one.
  var controllerID: String? {
    switch self {
    case .set(let id, _), .setNeedsStatusBarAppearanceUpdate(let id, _), .dismiss(let id, _): id
    case .push(let id, _, _), .pop(let id, _), .popToRoot(let id, _), .setNavigationBarHidden(let id, _, _), .setNavigationBarStyle(let id, _): id
    case .selectTab(let id, _): id
    case .present(let id, _, _): id
    case .setOverrideUserInterfaceStyle(.viewController(let id), _): id
    default: nil
    }
  }
}
