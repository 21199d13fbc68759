/// Compiling events: each `apply…` method checks that its event can apply to the scene as it is (the loader's
/// diagnostics are its messages), applies it, and returns the `SceneOperation` that does the same to an equal scene
/// without checking or looking anything up (`CompiledScene+Performing.swift`).
extension CompiledScene {
  /// Applies an event and says how UIKit reacts to it.
  ///
  /// - Throws: `SceneError` when the event cannot apply: an unknown controller or window,
  ///   the wrong kind of controller, popping a root, dismissing when nothing is presented, ...
  package mutating func apply(_ event: StepEvent) throws(SceneError) -> EventEffect {
    try compile(event).effect
  }

  /// Applies an event, checking that it can, and returns the step that does the same to an equal scene without
  /// checking or looking anything up (`perform(_:)`): the loader compiles a case's steps once, and the reference
  /// performs them each time it plays the case. The checks and their messages are the loader's diagnostics.
  ///
  /// - Parameter target: The index of the attached controller the event names, when the caller knows it (the generator
  ///   picks controllers by their indices, `forecast(_:target:)`): read instead of looking the id up. Nil to look it up.
  /// - Throws: `SceneError` when the event cannot apply, as `apply(_:)`.
  package mutating func compile(_ event: StepEvent, target: Int? = nil) throws(SceneError) -> CompiledStep {
    let (coloursBefore, namesBefore) = (colours.count, names.count)
    let (operation, effect) = try applyEvent(event, known: target)
    // Only these events change what decides it: visibility, level and the order windows were shown in.
    switch event {
    case .showWindow, .hideWindow, .setWindowLevel: controllingWindow = Self.controllingWindow(of: windows)
    default: break
    }
    return CompiledStep(
      operation: operation, effect: effect, colours: colours.count > coloursBefore ? Array(colours[coloursBefore...]) : [],
      names: names.count > namesBefore ? Array(names[namesBefore...]) : [], declaresColours: declaresColours,
      declaresColorSchemes: declaresColorSchemes)
  }

  /// Makes room for `count` colours in the colour table (`colours`) at once: a builder that is about to declare
  /// several (the generator, whose scenes declare two or three at the start) grew the table from one colour to two to
  /// four, an allocation and a copy each time.
  package mutating func reserveColours(_ count: Int) { colours.reserveCapacity(count) }

  /// What a step does to the scene, and how UIKit reacts.
  private typealias Applied = (operation: SceneOperation, effect: EventEffect)

  private mutating func applyEvent(_ event: StepEvent, known: Int?) throws(SceneError) -> Applied {
    if case .launch = event {
      if launched { throw SceneError("the app has already launched", help: "a case launches once, in its first step") }
      launched = true
      return (.launch, EventEffect(trigger: .automatic))
    }
    guard launched else {
      throw SceneError("the first step must be \"launch\"", key: "event", help: "add { \"event\": \"launch\" } as the first step")
    }
    switch event {
    case .launch:
      return (.none, EventEffect(trigger: .none))
    case .push(let navigationID, let spec, let animated):
      return try applyPush(navigationID, spec, animated, known: known)
    case .pop(let navigationID, let animated):
      return try applyPop(navigationID, animated, known: known)
    case .popToRoot(let navigationID, let animated):
      return try applyPopToRoot(navigationID, animated, known: known)
    case .setNavigationBarHidden(let navigationID, let hidden, let animated):
      return try applySetNavigationBarHidden(navigationID, hidden, animated, known: known)
    case .setNavigationBarStyle(let navigationID, let change):
      return try applySetNavigationBarStyle(navigationID, change, known: known)
    case .selectTab(let tabID, let tabIndex):
      return try applySelectTab(tabID, tabIndex, known: known)
    case .present(let presenterID, let spec, let animated):
      return try applyPresent(presenterID, spec, animated, known: known)
    case .cancelInteractiveDismissal(let id):
      return try applyCancelInteractiveDismissal(id, known: known)
    case .setHorizontalSizeClass(let sizeClass):
      return try applySetHorizontalSizeClass(sizeClass)
    case .dismiss(let id, let animated):
      return try applyDismiss(id, animated, known: known)
    case .set(let id, let change):
      return try applySet(id, change, known: known)
    case .setNeedsStatusBarAppearanceUpdate(let id, let animated):
      return try applySetNeedsStatusBarAppearanceUpdate(id, animated, known: known)
    case .setAppearance(let appearance):
      return try applySetAppearance(appearance)
    case .setOverrideUserInterfaceStyle(let target, let style):
      return try applySetOverrideUserInterfaceStyle(target, style, known: known)
    case .rotate(let orientation):
      return try applyRotate(orientation)
    case .showWindow(let id):
      return try applyShowWindow(id)
    case .hideWindow(let id):
      return try applyHideWindow(id)
    case .setWindowLevel(let id, let level):
      return try applySetWindowLevel(id, level)
    case .makeKeyWindow(let id):
      return try applyMakeKeyWindow(id)
    case .setApplicationStatusBarStyle(let style, _):
      return try applySetApplicationStatusBarStyle(style)
    case .setApplicationStatusBarHidden(let hidden, let animation):
      return try applySetApplicationStatusBarHidden(hidden, animation)
    }
  }

  /// The controllers inserted from `base` on, as a compiled step adds them.
  private func inserted(from base: Int, parent: Int? = nil, host: Int? = nil) -> InsertedControllers {
    InsertedControllers(
      base: base, controllers: Self.tail(of: controllers, from: base), ids: Self.tail(of: ids, from: base), parent: parent, host: host)
  }

  /// The elements of a list from `base` on, copied from its buffer: copying its slice (`Array(list[base...])`) retained
  /// and released the whole list around the copy, a fifth of what compiling a push or a presentation spent on its lists.
  @inline(__always) private static func tail<Element>(of list: [Element], from base: Int) -> [Element] {
    list.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[base...])) }
  }

  /// The operation that leaves a controller's properties as they are now.
  private func changed(_ index: Int) -> SceneOperation { .controller(index, controllers[index].spec) }

  /// The operation that leaves a window as it is now.
  private func changed(window index: Int) -> SceneOperation { .window(index, windows[index], showCounter: showCounter) }

  /// The operation that leaves the environment as it is now.
  private var changedEnvironment: SceneOperation { .environment(appearance, orientation, horizontalSizeClass) }

  /// The operation that leaves the application object as it is now.
  private var changedApplication: SceneOperation {
    .application(style: applicationStyle, hidden: applicationHidden, hiddenSet: applicationHiddenSet)
  }

  /// `push`: pushes a controller onto a navigation stack.
  private mutating func applyPush(_ navigationID: String, _ spec: ControllerSpec, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation, known: known)
    let index = try insert(spec, parent: navigation)
    let operation = SceneOperation.insert(inserted(from: index, parent: navigation))
    link(index, to: navigation)
    return (operation, EventEffect(trigger: .automatic, animated: animated))
  }

  /// `pop`: pops the top of a navigation stack.
  private mutating func applyPop(_ navigationID: String, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation, known: known)
    guard controllers[navigation].childCount > 1, let top = unlinkLast(of: navigation) else {
      throw SceneError(
        "cannot pop: navigation controller \"\(navigationID)\" holds only its root view controller", key: "navigationController",
        help: "push a view controller before popping")
    }
    detach(top)
    return (.pop(navigation: navigation, keeping: controllers[navigation].childCount), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `popToRoot`: pops a navigation stack to its root.
  private mutating func applyPopToRoot(_ navigationID: String, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation, known: known)
    guard controllers[navigation].childCount > 1 else {
      throw SceneError(
        "cannot pop to root: navigation controller \"\(navigationID)\" already shows its root view controller", key: "navigationController",
        help: "push a view controller first, or remove this step")
    }
    while controllers[navigation].childCount > 1, let top = unlinkLast(of: navigation) { detach(top) }
    return (.pop(navigation: navigation, keeping: 1), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `setNavigationBarHidden`: hides or shows a navigation bar.
  private mutating func applySetNavigationBarHidden(_ navigationID: String, _ hidden: Bool, _ animated: Bool, known: Int?) throws(SceneError)
    -> Applied
  {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation, known: known)
    controllers[navigation].spec.navigationBar.hidden = hidden
    return (changed(navigation), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `setNavigationBarStyle`: changes a navigation bar's style, appearance or background.
  private mutating func applySetNavigationBarStyle(_ navigationID: String, _ change: NavigationBarChange, known: Int?) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation, known: known)
    if let style = change.style { controllers[navigation].spec.navigationBar.style = style }
    if let style = change.userInterfaceStyle { controllers[navigation].spec.navigationBar.userInterfaceStyle = style }
    if let background = change.background {
      controllers[navigation].spec.navigationBar.background = add(background)
      declaresColours = true
    }
    if let shows = change.showsBackground { controllers[navigation].spec.navigationBar.showsBackground = shows }
    return (changed(navigation), EventEffect(trigger: .automatic))
  }

  /// `selectTab`: selects a tab.
  private mutating func applySelectTab(_ tabID: String, _ tabIndex: Int, known: Int?) throws(SceneError) -> Applied {
    let tab = try controller(tabID, key: "tabBarController", kind: .tabBar, known: known)
    guard tabIndex >= 0 && tabIndex < controllers[tab].childCount else {
      throw SceneError(
        "tab bar controller \"\(tabID)\" has \(controllers[tab].childCount) tabs; there is no tab \(tabIndex)", key: "index",
        help: "tabs are counted from 0")
    }
    controllers[tab].spec.selectedIndex = tabIndex
    return (changed(tab), EventEffect(trigger: .automatic))
  }

  /// `present`: presents a controller from the host UIKit picks for the presenter.
  private mutating func applyPresent(_ presenterID: String, _ spec: ControllerSpec, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let presenter = try controller(presenterID, key: "presenter", known: known)
    let host = presentationHost(for: presenter, style: spec.modalPresentationStyle)
    if let existing = controllers[host].presented {
      // Name the host UIKit presents from when it is not the presenter the step names (a view inside a stack presents
      // through the stack), and where a presentation already up at launch comes from.
      let from = host == presenter ? "\"\(ids[host])\"" : "\"\(presenterID)\" presents through \"\(ids[host])\", which"
      throw SceneError(
        "cannot present \"\(spec.id)\": \(from) is already presenting \"\(ids[existing])\"", key: "presenter",
        help:
          "present from \"\(ids[existing])\" instead, or dismiss it first (a controller's \"presented\", or a SwiftUI view's \"sheet\", \"fullScreenCover\" or \"popover\", is already up at launch)"
      )
    }
    let index = try insert(spec, parent: nil)
    controllers[index].presenter = host
    controllers[index].presentedInCompactWidth = isCompactWidth
    let operation = SceneOperation.insert(inserted(from: index, host: host))
    controllers[host].presented = index
    return (operation, EventEffect(trigger: .automatic, animated: animated))
  }

  /// `cancelInteractiveDismissal`: an interactive dismissal begun and cancelled.
  private mutating func applyCancelInteractiveDismissal(_ id: String, known: Int?) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController", known: known)
    guard let dismissed = dismissalTarget(for: index) else {
      throw SceneError(
        "nothing to dismiss interactively: \"\(id)\" presents nothing and was not presented", key: "viewController",
        help: "present a controller before cancelling its dismissal")
    }
    return (.none, EventEffect(trigger: .cancelledDismissal(dismissed), animated: true, rule: .s10))
  }

  /// `setHorizontalSizeClass`: changes a pad window's horizontal size class.
  private mutating func applySetHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) throws(SceneError) -> Applied {
    guard platform.idiom == .pad else {
      throw SceneError(
        "a phone is compact in width in the case format", key: "sizeClass",
        help: "size-class changes without rotation are a pad's (Split View, Slide Over)")
    }
    guard sizeClass != horizontalSizeClass else {
      throw SceneError(
        "the window is already \(sizeClass.rawValue) in width", key: "sizeClass", help: "change to the other size class, or remove this step")
    }
    horizontalSizeClass = sizeClass
    return (changedEnvironment, EventEffect(trigger: .automatic, animated: true))
  }

  /// `dismiss`: dismisses a presented controller and everything above it.
  private mutating func applyDismiss(_ id: String, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController", known: known)
    guard let dismissed = dismissalTarget(for: index) else {
      throw SceneError(
        "nothing to dismiss: \"\(id)\" presents nothing and was not presented", key: "viewController",
        help: "present a controller before dismissing")
    }
    dismiss(dismissed)
    return (.dismiss(dismissed), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `set`: changes a controller's properties.
  private mutating func applySet(_ id: String, _ change: ControllerChange, known: Int?) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController", known: known)
    try apply(change, to: index)
    if change.touchesSwiftUI {
      return (changed(index), EventEffect(trigger: .automatic, rule: .s21))
    }
    return (changed(index), EventEffect(trigger: .none))
  }

  /// `setNeedsStatusBarAppearanceUpdate`: the update call.
  private mutating func applySetNeedsStatusBarAppearanceUpdate(_ id: String, _ animated: Bool, known: Int?) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController", known: known)
    return (.none, EventEffect(trigger: .updateCall(index), animated: animated, rule: .s19))
  }

  /// `setAppearance`: changes the system appearance.
  private mutating func applySetAppearance(_ appearance: Appearance) throws(SceneError) -> Applied {
    guard profile != .legacy else {
      throw SceneError("there is no dark mode before iOS 13", help: "raise platform.os to 13.0 or later")
    }
    self.appearance = appearance
    return (changedEnvironment, EventEffect(trigger: .automatic))
  }

  /// `setOverrideUserInterfaceStyle`: overrides a window's or a controller's user interface style.
  private mutating func applySetOverrideUserInterfaceStyle(_ target: OverrideTarget, _ style: UserInterfaceStyle, known: Int?) throws(SceneError)
    -> Applied
  {
    guard profile != .legacy else {
      throw SceneError("overrideUserInterfaceStyle does not exist before iOS 13", help: "raise platform.os to 13.0 or later")
    }
    switch target {
    case .window(let id):
      let window = try windowIndex(id)
      windows[window].overrideUserInterfaceStyle = style
      return (changed(window: window), EventEffect(trigger: .automatic))
    case .viewController(let id):
      let index = try controller(id, key: "viewController", known: known)
      controllers[index].spec.overrideUserInterfaceStyle = style
      return (changed(index), EventEffect(trigger: .automatic))
    }
  }

  /// `rotate`: rotates the device.
  private mutating func applyRotate(_ orientation: Orientation) throws(SceneError) -> Applied {
    guard orientation != self.orientation else {
      throw SceneError(
        "the device is already in \(orientation.rawValue)", key: "orientation", help: "rotate to the other orientation, or remove this step")
    }
    self.orientation = orientation
    return (changedEnvironment, EventEffect(trigger: .automatic, animated: true))
  }

  /// `showWindow`: shows a window.
  private mutating func applyShowWindow(_ id: String) throws(SceneError) -> Applied {
    let window = try windowIndex(id)
    guard !windows[window].visible else {
      throw SceneError("window \"\(id)\" is already visible", key: "window", help: "declare it with \"visible\": false to show it later")
    }
    showCounter += 1
    windows[window].visible = true
    windows[window].shownOrder = showCounter
    return (changed(window: window), EventEffect(trigger: .automatic, rule: .s7))
  }

  /// `hideWindow`: hides a window.
  private mutating func applyHideWindow(_ id: String) throws(SceneError) -> Applied {
    let window = try windowIndex(id)
    guard windows[window].visible else {
      throw SceneError("window \"\(id)\" is already hidden", key: "window")
    }
    guard windows.indices.contains(where: { $0 != window && windows[$0].visible }) else {
      throw SceneError(
        "cannot hide window \"\(id)\": it is the only visible window", key: "window", help: "a scene always shows at least one window")
    }
    windows[window].visible = false
    return (changed(window: window), EventEffect(trigger: .automatic, rule: .s7))
  }

  /// `setWindowLevel`: changes a window's level.
  private mutating func applySetWindowLevel(_ id: String, _ level: Double) throws(SceneError) -> Applied {
    let window = try windowIndex(id)
    windows[window].level = level
    return (changed(window: window), EventEffect(trigger: .automatic, rule: .s7))
  }

  /// `makeKeyWindow`: makes a window key.
  private mutating func applyMakeKeyWindow(_ id: String) throws(SceneError) -> Applied {
    let window = try windowIndex(id)
    for i in windows.indices { windows[i].isKey = i == window }
    return (.makeKeyWindow(window), EventEffect(trigger: .none, rule: .s7))
  }

  /// `setApplicationStatusBarStyle`: the application's style setter.
  private mutating func applySetApplicationStatusBarStyle(_ style: StatusBarStyle) throws(SceneError) -> Applied {
    if style == .darkContent && profile == .legacy {
      throw SceneError("darkContent does not exist before iOS 13 (S4)", key: "style", help: "use default, or raise platform.os")
    }
    applicationStyle = style
    return (changedApplication, EventEffect(trigger: .application, rule: .s3))
  }

  /// `setApplicationStatusBarHidden`: the application's hidden setter.
  private mutating func applySetApplicationStatusBarHidden(_ hidden: Bool, _ animation: StatusBarAnimation) throws(SceneError) -> Applied {
    applicationHidden = hidden
    applicationHiddenSet = true
    return (changedApplication, EventEffect(trigger: .application, animated: animation != .none, rule: .s3))
  }

  /// The attached controller named `id` (of `kind`, when given).
  ///
  /// - Parameter known: Its index, when the caller knows it (`compile(_:target:)`): read instead of looking the id up.
  private func controller(_ id: String, key: String, kind: ControllerKind? = nil, known: Int?) throws(SceneError) -> Int {
    assert(known == nil || known == index(of: id), "the known index is not the attached controller \"\(id)\"")
    guard let index = known ?? index(of: id) else {
      let suggestion = Suggestion.closest(to: id, in: attachedIDs).map { "; did you mean \"\($0)\"?" } ?? ""
      throw SceneError(
        "no controller \"\(id)\" is on screen at this step\(suggestion)", key: key,
        help: "controllers on screen: \(attachedIDs.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    if let kind, controllers[index].kind != kind {
      throw SceneError("\"\(id)\" is a \(controllers[index].kind.rawValue) controller, not a \(kind.rawValue) controller", key: key)
    }
    return index
  }

  private func windowIndex(_ id: String) throws(SceneError) -> Int {
    guard let index = windowIndex(of: id) else {
      let suggestion = Suggestion.closest(to: id, in: windows.map(\.id)).map { "; did you mean \"\($0)\"?" } ?? ""
      throw SceneError("no window \"\(id)\"\(suggestion)", key: "window", help: "windows: \(windows.map { "\"\($0.id)\"" }.joined(separator: ", "))")
    }
    return index
  }

  /// Where UIKit attaches a presentation: the presenter's layer root, or for a
  /// current-context style the nearest ancestor that defines a presentation context.
  package func presentationHost(for presenter: Int, style: PresentationStyle) -> Int {
    if style == .currentContext || style == .overCurrentContext {
      var current: Int? = presenter
      while let candidate = current {
        if controllers[candidate].spec.definesPresentationContext { return candidate }
        current = controllers[candidate].parent
      }
    }
    return layerRoot(of: presenter)
  }

  /// What `dismiss(animated:)` sent to a controller dismisses: what it or its nearest ancestor presented,
  /// else the controller's own layer if that was presented; nil when there is nothing to dismiss.
  package func dismissalTarget(for index: Int) -> Int? {
    var current: Int? = index
    while let candidate = current {
      if let presented = controllers[candidate].presented { return presented }
      current = controllers[candidate].parent
    }
    let root = layerRoot(of: index)
    return controllers[root].presenter == nil ? nil : root
  }

  private mutating func apply(_ change: ControllerChange, to index: Int) throws(SceneError) {
    let kind = controllers[index].kind
    let id = ids[index]
    if change.touchesSwiftUI && kind != .hosting {
      throw SceneError("\"\(id)\" is a \(kind.rawValue) controller; SwiftUI preferences apply to hosting controllers only", key: "properties")
    }
    if let style = change.preferredStatusBarStyle {
      if style == .darkContent && profile == .legacy {
        throw SceneError("darkContent does not exist before iOS 13 (S4)", key: "preferredStatusBarStyle", help: "use default, or raise platform.os")
      }
      controllers[index].spec.preferredStatusBarStyle = style
    }
    if let hidden = change.prefersStatusBarHidden { controllers[index].spec.prefersStatusBarHidden = hidden }
    if let animation = change.preferredStatusBarUpdateAnimation { controllers[index].spec.preferredStatusBarUpdateAnimation = animation }
    if let reference = change.childForStatusBarStyle {
      try checkChildReference(reference, of: index)
      controllers[index].spec.childForStatusBarStyle = forwarding(reference)
    }
    if let reference = change.childForStatusBarHidden {
      try checkChildReference(reference, of: index)
      controllers[index].spec.childForStatusBarHidden = forwarding(reference)
    }
    if let captures = change.capturesStatusBarAppearance { controllers[index].spec.capturesStatusBarAppearance = captures }
    if let background = change.background {
      controllers[index].spec.background = add(background)
      declaresColours = true
    }
    if let overlay = change.overlay {
      controllers[index].spec.overlay = add(overlay)
      declaresColours = true
    }
    if let scheme = change.preferredColorScheme {
      controllers[index].spec.swiftUI.preferredColorScheme = scheme
      declaresColorSchemes = true
    }
    if let scheme = change.toolbarColorScheme { controllers[index].spec.swiftUI.toolbarColorScheme = scheme }
    if let hidden = change.statusBarHidden { controllers[index].spec.swiftUI.statusBarHidden = hidden }
  }
}
