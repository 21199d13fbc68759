import BarcheckJSON

extension StepEvent: CustomStringConvertible {
  /// A one-line description of the event, for traces, `explain` and reports.
  public var description: String {
    func animatedText(_ animated: Bool) -> String { animated ? "" : " (not animated)" }
    switch self {
    case .launch: return "launch"
    case .push(let nav, let vc, let animated): return "push \(vc.describedBrief) onto \"\(nav)\"\(animatedText(animated))"
    case .pop(let nav, let animated): return "pop \"\(nav)\"\(animatedText(animated))"
    case .popToRoot(let nav, let animated): return "pop \"\(nav)\" to its root\(animatedText(animated))"
    case .setNavigationBarHidden(let nav, let hidden, let animated):
      return "\(hidden ? "hide" : "show") the navigation bar of \"\(nav)\"\(animated ? " (animated)" : "")"
    case .setNavigationBarStyle(let nav, let change):
      var parts: [String] = []
      if let style = change.style { parts.append("barStyle \(style.rawValue)") }
      if let style = change.userInterfaceStyle { parts.append("bar user interface style \(style.rawValue)") }
      if let background = change.background { parts.append("background \(background)") }
      if let shows = change.showsBackground { parts.append(shows ? "shows its background" : "hides its background") }
      return "navigation bar of \"\(nav)\": \(parts.joined(separator: ", "))"
    case .selectTab(let tab, let index): return "select tab \(index) of \"\(tab)\""
    case .present(let presenter, let vc, let animated):
      var text = "\"\(presenter)\" presents \(vc.describedBrief) as \(vc.modalPresentationStyle.rawValue)"
      if vc.capturesStatusBarAppearance { text += " capturing the status bar" }
      return text + animatedText(animated)
    case .dismiss(let vc, let animated): return "dismiss from \"\(vc)\"\(animatedText(animated))"
    case .set(let vc, let change): return "set \(change.summary) on \"\(vc)\", without an update call"
    case .setNeedsStatusBarAppearanceUpdate(let vc, let animated):
      return "setNeedsStatusBarAppearanceUpdate() on \"\(vc)\"\(animated ? " inside an animation block" : "")"
    case .setAppearance(let appearance): return "the system switches to \(appearance.rawValue) mode"
    case .setOverrideUserInterfaceStyle(let target, let style):
      switch target {
      case .window(let id): return "window \"\(id)\" overrides its user interface style to \(style.rawValue)"
      case .viewController(let id): return "\"\(id)\" overrides its user interface style to \(style.rawValue)"
      }
    case .rotate(let orientation): return "rotate to \(orientation.rawValue)"
    case .showWindow(let id): return "show window \"\(id)\""
    case .hideWindow(let id): return "hide window \"\(id)\""
    case .setWindowLevel(let id, let level): return "set the level of window \"\(id)\" to \(JSONWriter.format(level))"
    case .makeKeyWindow(let id): return "make window \"\(id)\" key"
    case .setApplicationStatusBarStyle(let style, _): return "UIApplication.setStatusBarStyle(.\(style.rawValue))"
    case .setApplicationStatusBarHidden(let hidden, let animation): return "UIApplication.setStatusBarHidden(\(hidden), with: .\(animation.rawValue))"
    case .setHorizontalSizeClass(let sizeClass): return "the window's horizontal size class becomes \(sizeClass.rawValue)"
    case .cancelInteractiveDismissal(let vc): return "an interactive dismissal from \"\(vc)\" begins and is cancelled"
    }
  }
}

extension ControllerSpec {
  /// `"detail" (lightContent)`: the id and the preferences that matter most.
  public var describedBrief: String {
    var details: [String] = []
    if kind != .plain { details.append(kind.rawValue) }
    if let style = preferredStatusBarStyle { details.append(style.rawValue) }
    if let hidden = prefersStatusBarHidden { details.append(hidden ? "prefers hidden" : "prefers shown") }
    return details.isEmpty ? "\"\(id)\"" : "\"\(id)\" (\(details.joined(separator: ", ")))"
  }
}

extension ControllerChange {
  /// `preferredStatusBarStyle = lightContent, ...`.
  public var summary: String {
    var parts: [String] = []
    if let v = preferredStatusBarStyle { parts.append("preferredStatusBarStyle = \(v.rawValue)") }
    if let v = prefersStatusBarHidden { parts.append("prefersStatusBarHidden = \(v)") }
    if let v = preferredStatusBarUpdateAnimation { parts.append("preferredStatusBarUpdateAnimation = \(v.rawValue)") }
    if let v = childForStatusBarStyle { parts.append("childForStatusBarStyle = \(v)") }
    if let v = childForStatusBarHidden { parts.append("childForStatusBarHidden = \(v)") }
    if let v = capturesStatusBarAppearance { parts.append("modalPresentationCapturesStatusBarAppearance = \(v)") }
    if let v = background { parts.append("background = \(v)") }
    if let v = overlay { parts.append("overlay = \(v)") }
    if let v = preferredColorScheme { parts.append("preferredColorScheme = \(v.rawValue)") }
    if let v = toolbarColorScheme { parts.append("toolbarColorScheme = \(v.rawValue)") }
    if let v = statusBarHidden { parts.append("statusBarHidden = \(v)") }
    return parts.joined(separator: ", ")
  }
}
