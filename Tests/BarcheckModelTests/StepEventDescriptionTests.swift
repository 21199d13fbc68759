import BarcheckJSON
import BarcheckModel
import Testing

@Suite("An event's description, written as bytes, reads as the interpolated text it replaced")
struct StepEventDescriptionTests {
  /// Controllers with every combination of the details `describedBrief` names, and of the presentation's options.
  static let controllers: [ControllerSpec] = {
    var specs: [ControllerSpec] = []
    for kind in [ControllerKind.plain, .navigation] {
      for style in [nil, StatusBarStyle.lightContent] {
        for hidden in [nil, true, false] {
          for captures in [false, true] {
            var spec = ControllerSpec(id: "vc \"é\" 😀", kind: kind)
            spec.preferredStatusBarStyle = style
            spec.prefersStatusBarHidden = hidden
            spec.capturesStatusBarAppearance = captures
            spec.modalPresentationStyle = captures ? .fullScreen : .automatic
            specs.append(spec)
          }
        }
      }
    }
    return specs
  }()

  /// Changes with no field, one field each, and every field.
  static let changes: [ControllerChange] = {
    let red = Colour(RGB(red: 255, green: 0, blue: 0))
    let edits: [(inout ControllerChange) -> Void] = [
      { $0.preferredStatusBarStyle = .darkContent }, { $0.prefersStatusBarHidden = true }, { $0.preferredStatusBarUpdateAnimation = .slide },
      { $0.childForStatusBarStyle = .child("kid") }, { $0.childForStatusBarHidden = .topViewController },
      { $0.capturesStatusBarAppearance = false }, { $0.background = red }, { $0.overlay = red }, { $0.preferredColorScheme = .dark },
      { $0.toolbarColorScheme = .light }, { $0.statusBarHidden = false },
    ]
    var changes = [ControllerChange()]
    var all = ControllerChange()
    for edit in edits {
      var one = ControllerChange()
      edit(&one)
      edit(&all)
      changes.append(one)
    }
    changes.append(all)
    return changes
  }()

  /// Navigation bar changes with no field, each field alone, and every field.
  static let barChanges: [NavigationBarChange] = {
    let colour = Colour(RGB(red: 1, green: 2, blue: 3))
    var style = NavigationBarChange()
    style.style = .black
    var interface = NavigationBarChange()
    interface.userInterfaceStyle = .dark
    var background = NavigationBarChange()
    background.background = colour
    var shows = NavigationBarChange()
    shows.showsBackground = true
    var all = NavigationBarChange()
    all.style = .black
    all.userInterfaceStyle = .light
    all.background = colour
    all.showsBackground = false
    return [NavigationBarChange(), style, interface, background, shows, all]
  }()

  /// Every kind of event, with each of its options.
  static let events: [StepEvent] = {
    var events: [StepEvent] = [.launch]
    let id = "nav \"x\" é"
    for animated in [true, false] {
      for spec in controllers {
        events.append(.push(navigationController: id, viewController: spec, animated: animated))
        events.append(.present(presenter: id, viewController: spec, animated: animated))
      }
      events += [
        .pop(navigationController: id, animated: animated), .popToRoot(navigationController: id, animated: animated),
        .setNavigationBarHidden(navigationController: id, hidden: true, animated: animated),
        .setNavigationBarHidden(navigationController: id, hidden: false, animated: animated),
        .dismiss(viewController: id, animated: animated), .setNeedsStatusBarAppearanceUpdate(viewController: id, animated: animated),
        .setApplicationStatusBarStyle(style: .lightContent, animated: animated),
      ]
    }
    for change in barChanges { events.append(.setNavigationBarStyle(navigationController: id, change: change)) }
    for change in changes { events.append(.set(viewController: id, change: change)) }
    events += [
      .selectTab(tabBarController: id, index: 0), .selectTab(tabBarController: id, index: -12), .setAppearance(.dark),
      .setOverrideUserInterfaceStyle(target: .window(id), style: .light),
      .setOverrideUserInterfaceStyle(target: .viewController(id), style: .unspecified), .rotate(.landscape), .showWindow(id),
      .hideWindow(id), .setWindowLevel(window: id, level: 1_000.5), .setWindowLevel(window: id, level: -2), .makeKeyWindow(id),
      .setApplicationStatusBarHidden(hidden: true, animation: .fade), .setApplicationStatusBarHidden(hidden: false, animation: .none),
      .setHorizontalSizeClass(.regular), .cancelInteractiveDismissal(viewController: id),
    ]
    return events
  }()

  @Test("every event's description is the interpolated text")
  func descriptions() {
    for event in Self.events { #expect(event.description == Self.interpolated(event)) }
  }

  @Test("a controller's brief and a change's summary are the interpolated texts")
  func briefAndSummary() {
    for spec in Self.controllers { #expect(spec.describedBrief == Self.interpolatedBrief(spec)) }
    for change in Self.changes { #expect(change.summary == Self.interpolatedSummary(change)) }
  }

  @Test("written into a buffer, the description follows what is there")
  func appended() {
    var buffer = ByteBuffer(capacity: 1)
    buffer.append("before: ")
    let event = Self.events[1]
    event.write(into: &buffer)
    #expect(buffer.withBytes { String(decoding: $0, as: UTF8.self) } == "before: " + event.description)
  }

  /// The description as it was written before, by interpolation and joined parts: the reference the bytes must match.
  static func interpolated(_ event: StepEvent) -> String {
    func animatedText(_ animated: Bool) -> String { animated ? "" : " (not animated)" }
    switch event {
    case .launch: return "launch"
    case .push(let nav, let vc, let animated): return "push \(interpolatedBrief(vc)) onto \"\(nav)\"\(animatedText(animated))"
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
      var text = "\"\(presenter)\" presents \(interpolatedBrief(vc)) as \(vc.modalPresentationStyle.rawValue)"
      if vc.capturesStatusBarAppearance { text += " capturing the status bar" }
      return text + animatedText(animated)
    case .dismiss(let vc, let animated): return "dismiss from \"\(vc)\"\(animatedText(animated))"
    case .set(let vc, let change): return "set \(interpolatedSummary(change)) on \"\(vc)\", without an update call"
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
    case .setApplicationStatusBarHidden(let hidden, let animation):
      return "UIApplication.setStatusBarHidden(\(hidden), with: .\(animation.rawValue))"
    case .setHorizontalSizeClass(let sizeClass): return "the window's horizontal size class becomes \(sizeClass.rawValue)"
    case .cancelInteractiveDismissal(let vc): return "an interactive dismissal from \"\(vc)\" begins and is cancelled"
    }
  }

  /// `describedBrief` as it was written before.
  static func interpolatedBrief(_ spec: ControllerSpec) -> String {
    var details: [String] = []
    if spec.kind != .plain { details.append(spec.kind.rawValue) }
    if let style = spec.preferredStatusBarStyle { details.append(style.rawValue) }
    if let hidden = spec.prefersStatusBarHidden { details.append(hidden ? "prefers hidden" : "prefers shown") }
    return details.isEmpty ? "\"\(spec.id)\"" : "\"\(spec.id)\" (\(details.joined(separator: ", ")))"
  }

  /// `summary` as it was written before.
  static func interpolatedSummary(_ change: ControllerChange) -> String {
    var parts: [String] = []
    if let v = change.preferredStatusBarStyle { parts.append("preferredStatusBarStyle = \(v.rawValue)") }
    if let v = change.prefersStatusBarHidden { parts.append("prefersStatusBarHidden = \(v)") }
    if let v = change.preferredStatusBarUpdateAnimation { parts.append("preferredStatusBarUpdateAnimation = \(v.rawValue)") }
    if let v = change.childForStatusBarStyle { parts.append("childForStatusBarStyle = \(v)") }
    if let v = change.childForStatusBarHidden { parts.append("childForStatusBarHidden = \(v)") }
    if let v = change.capturesStatusBarAppearance { parts.append("modalPresentationCapturesStatusBarAppearance = \(v)") }
    if let v = change.background { parts.append("background = \(v)") }
    if let v = change.overlay { parts.append("overlay = \(v)") }
    if let v = change.preferredColorScheme { parts.append("preferredColorScheme = \(v.rawValue)") }
    if let v = change.toolbarColorScheme { parts.append("toolbarColorScheme = \(v.rawValue)") }
    if let v = change.statusBarHidden { parts.append("statusBarHidden = \(v)") }
    return parts.joined(separator: ", ")
  }
}
