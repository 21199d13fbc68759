import BarcheckModel

/// The events that take an app from what one capture shows to what the next shows, in the case format: trait
/// changes (`setAppearance`, `rotate`, `setHorizontalSizeClass`), dismissals, pops and pushes, tab selections,
/// navigation bar changes, property changes (a `set` with `"update": true`, or without for SwiftUI's own), overrides,
/// presentations, windows shown, hidden, raised and made key, and in application mode the application setters.
///
/// What no event of the case format can do (a window's root replaced, a container's children changed other than by
/// a push or a pop, another device or Info.plist) is `Unexpressible`, with the reason: the importer then starts a new
/// scenario from the later capture.
struct CaptureTransition: Sendable {
  /// A change between two captures that no event expresses.
  struct Unexpressible: Error, Sendable {
    /// Why, in a sentence.
    var reason: String
  }

  /// The steps, in the order they are played.
  private(set) var steps: [Step] = []
  /// Windows first seen in the later capture: the scenario declares them hidden from the start.
  private(set) var newWindows: [WindowSpec] = []
  private var dismissals: [Step] = []
  private var changes: [Step] = []
  private var presentations: [Step] = []
  /// Whether `automatic` presents a page sheet (iOS 13 and later): UIKit may report either once presented.
  private var automaticIsPageSheet = true

  /// The transition from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: The earlier capture, as imported.
  ///   - new: The later one.
  ///   - declared: The windows the scenario declares so far (a window hidden in `old` may be declared already).
  /// - Throws: `Unexpressible` when no sequence of events expresses the change.
  init(from old: ImportedState, to new: ImportedState, declared: [WindowSpec]) throws(Unexpressible) {
    guard old.platform == new.platform else {
      throw Unexpressible(
        reason: "it was taken on another device or OS (\(TextEscaping.line(new.capture.device.name, limit: 60)), iOS \(new.capture.os))")
    }
    guard old.infoPlist == new.infoPlist else { throw Unexpressible(reason: "its Info.plist keys differ from the capture before") }
    automaticIsPageSheet = new.platform.profile != .legacy
    if old.environment.appearance != new.environment.appearance { steps.append(Step(event: .setAppearance(new.environment.appearance))) }
    if old.environment.orientation != new.environment.orientation { steps.append(Step(event: .rotate(new.environment.orientation))) }
    if old.environment.horizontalSizeClass != new.environment.horizontalSizeClass, let sizeClass = new.environment.horizontalSizeClass {
      steps.append(Step(event: .setHorizontalSizeClass(sizeClass)))
    }
    var windowSteps: [Step] = []
    for window in new.windows {
      guard let before = old.window(window.id) ?? declared.first(where: { $0.id == window.id }) else {
        var hidden = window
        hidden.visible = false
        newWindows.append(hidden)
        if window.visible { windowSteps.append(Step(event: .showWindow(window.id))) }
        continue
      }
      let wasVisible = old.window(window.id)?.visible ?? false
      if window.root?.id != before.root?.id {
        throw Unexpressible(reason: "the root view controller of window \"\(window.id)\" was replaced")
      }
      if let root = window.root, let previous = before.root { try diff(previous, root) }
      if window.overrideUserInterfaceStyle != before.overrideUserInterfaceStyle {
        changes.append(Step(event: .setOverrideUserInterfaceStyle(target: .window(window.id), style: window.overrideUserInterfaceStyle)))
      }
      if window.level != before.level { windowSteps.append(Step(event: .setWindowLevel(window: window.id, level: window.level))) }
      if window.visible != wasVisible { windowSteps.append(Step(event: window.visible ? .showWindow(window.id) : .hideWindow(window.id))) }
      if window.isKey && !(old.window(window.id)?.isKey ?? false) { windowSteps.append(Step(event: .makeKeyWindow(window.id))) }
    }
    for window in old.windows where window.visible && new.window(window.id) == nil {
      windowSteps.append(Step(event: .hideWindow(window.id)))
    }
    steps += dismissals + changes + presentations + windowSteps
    if !new.infoPlist.viewControllerBasedStatusBarAppearance {
      // In application mode the bar shows the application's own state (S1, S3): a change of it that the traits do not
      // explain is the app calling the setters.
      let before = old.capture.statusBar
      let after = new.capture.statusBar
      if before.style != after.style { steps.append(Step(event: .setApplicationStatusBarStyle(style: after.style, animated: false))) }
      if before.hidden != after.hidden && old.environment.orientation == new.environment.orientation {
        steps.append(Step(event: .setApplicationStatusBarHidden(hidden: after.hidden, animation: .none)))
      }
    }
  }

  /// The changes within one controller that stays (same id), and in its subtree.
  private mutating func diff(_ old: ControllerSpec, _ new: ControllerSpec) throws(Unexpressible) {
    guard old.kind == new.kind else {
      throw Unexpressible(reason: "\"\(new.id)\" changed from a \(old.kind.rawValue) controller to a \(new.kind.rawValue) one")
    }
    try properties(old, new)
    switch new.kind {
    case .navigation:
      try stack(old, new)
      let (a, b) = (old.navigationBar, new.navigationBar)
      if a.hidden != b.hidden {
        changes.append(Step(event: .setNavigationBarHidden(navigationController: new.id, hidden: b.hidden, animated: false)))
      }
      var bar = NavigationBarChange()
      if a.style != b.style { bar.style = b.style }
      if a.background != b.background {
        guard let background = b.background else {
          throw Unexpressible(reason: "the navigation bar of \"\(new.id)\" lost its background colour, which no event of the case format removes")
        }
        bar.background = background
      }
      if bar != NavigationBarChange() { changes.append(Step(event: .setNavigationBarStyle(navigationController: new.id, change: bar))) }
    case .tabBar, .splitView, .container, .pageView:
      guard old.children.map(\.id) == new.children.map(\.id) else {
        throw Unexpressible(reason: "the children of \"\(new.id)\" changed, which only a push or a pop can do in the case format")
      }
      if new.kind == .tabBar && old.selectedIndex != new.selectedIndex {
        changes.append(Step(event: .selectTab(tabBarController: new.id, index: new.selectedIndex)))
      }
      if new.kind == .splitView && old.collapsed != new.collapsed {
        throw Unexpressible(
          reason: "the split view controller \"\(new.id)\" \(new.collapsed ? "collapsed" : "expanded"), which no event of the case format does")
      }
      for (a, b) in zip(old.children, new.children) { try diff(a, b) }
    default: break
    }
    switch (old.presented, new.presented) {
    case (let a?, let b?) where a.id == b.id:
      let sheet: Set<PresentationStyle> = [.automatic, .pageSheet]
      let same = automaticIsPageSheet && sheet.contains(a.modalPresentationStyle) && sheet.contains(b.modalPresentationStyle)
      if a.modalPresentationStyle != b.modalPresentationStyle && !same {
        throw Unexpressible(
          reason:
            "\"\(b.id)\", already presented, changed its presentation style to \(b.modalPresentationStyle.rawValue), which no event of the case format does"
        )
      }
      try diff(a, b)
    case (.some, let b):
      dismissals.append(Step(event: .dismiss(viewController: new.id, animated: true)))
      if let b { presentations.append(Step(event: .present(presenter: new.id, viewController: b, animated: true))) }
    case (nil, let b?): presentations.append(Step(event: .present(presenter: new.id, viewController: b, animated: true)))
    case (nil, nil): break
    }
  }

  /// A navigation stack: the controllers it shares with the one before stay; those above are popped, the new ones
  /// pushed (anything a pushed controller presents is presented after the push).
  private mutating func stack(_ old: ControllerSpec, _ new: ControllerSpec) throws(Unexpressible) {
    var shared = 0
    while shared < min(old.children.count, new.children.count), old.children[shared].id == new.children[shared].id { shared += 1 }
    guard shared > 0 else { throw Unexpressible(reason: "the root of the navigation stack of \"\(new.id)\" was replaced") }
    let popped = old.children.count - shared
    if popped > 1 && shared == 1 {
      changes.append(Step(event: .popToRoot(navigationController: new.id, animated: true)))
    } else {
      for _ in 0..<popped { changes.append(Step(event: .pop(navigationController: new.id, animated: true))) }
    }
    for (a, b) in zip(old.children.prefix(shared), new.children.prefix(shared)) { try diff(a, b) }
    for pushed in new.children.dropFirst(shared) {
      var controller = pushed
      controller.presented = nil
      changes.append(Step(event: .push(navigationController: new.id, viewController: controller, animated: true)))
      if let presented = pushed.presented {
        presentations.append(Step(event: .present(presenter: pushed.id, viewController: presented, animated: true)))
      }
    }
  }

  /// A `set` of the properties that changed, and the events for those a `set` cannot change.
  private mutating func properties(_ old: ControllerSpec, _ new: ControllerSpec) throws(Unexpressible) {
    var change = ControllerChange()
    if old.preferredStatusBarStyle != new.preferredStatusBarStyle {
      guard let style = new.preferredStatusBarStyle ?? ([.navigation, .tabBar, .splitView].contains(new.kind) ? nil : .default) else {
        throw Unexpressible(reason: "\"\(new.id)\" stopped answering its own preferredStatusBarStyle, which no event of the case format undoes")
      }
      change.preferredStatusBarStyle = style
    }
    if old.prefersStatusBarHidden != new.prefersStatusBarHidden {
      guard let hidden = new.prefersStatusBarHidden else {
        throw Unexpressible(reason: "\"\(new.id)\" stopped overriding prefersStatusBarHidden, which no event of the case format undoes")
      }
      change.prefersStatusBarHidden = hidden
    }
    if old.preferredStatusBarUpdateAnimation != new.preferredStatusBarUpdateAnimation {
      change.preferredStatusBarUpdateAnimation = new.preferredStatusBarUpdateAnimation ?? .fade
    }
    if old.childForStatusBarStyle != new.childForStatusBarStyle {
      guard let reference = new.childForStatusBarStyle else {
        throw Unexpressible(reason: "\"\(new.id)\" stopped answering childForStatusBarStyle itself, which no event of the case format undoes")
      }
      change.childForStatusBarStyle = reference
    }
    if old.childForStatusBarHidden != new.childForStatusBarHidden {
      guard let reference = new.childForStatusBarHidden else {
        throw Unexpressible(reason: "\"\(new.id)\" stopped answering childForStatusBarHidden itself, which no event of the case format undoes")
      }
      change.childForStatusBarHidden = reference
    }
    if old.capturesStatusBarAppearance != new.capturesStatusBarAppearance { change.capturesStatusBarAppearance = new.capturesStatusBarAppearance }
    if old.swiftUI.statusBarHidden != new.swiftUI.statusBarHidden { change.statusBarHidden = new.swiftUI.statusBarHidden ?? false }
    if change != ControllerChange() {
      var step = Step(event: .set(viewController: new.id, change: change))
      // The capture cannot see whether the app called setNeedsStatusBarAppearanceUpdate(); the step says it did, unless
      // only SwiftUI's own state changed, which SwiftUI re-resolves by itself (S21).
      var uikit = change
      uikit.statusBarHidden = nil
      step.updatesInSameTurn = uikit != ControllerChange()
      changes.append(step)
    }
    if old.overrideUserInterfaceStyle != new.overrideUserInterfaceStyle {
      changes.append(Step(event: .setOverrideUserInterfaceStyle(target: .viewController(new.id), style: new.overrideUserInterfaceStyle)))
    }
  }
}
