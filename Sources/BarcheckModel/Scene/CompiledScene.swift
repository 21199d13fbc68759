/// The live state of a case's app between steps: the controller tree, the windows,
/// the environment and the application's own status bar state.
///
/// The scene knows structure, not status bar rules: it applies events and reports
/// what kind of re-resolution each one causes (S19, S20, S3). The loader runs it to
/// reject cases that reference controllers that do not exist or apply events that
/// cannot apply; the reference resolver runs it and resolves on top.
@usableFromInline package struct CompiledScene: Sendable {
  /// One window in the scene.
  @usableFromInline package struct Window: Sendable {
    /// The window's id.
    @usableFromInline package var id: String
    /// `windowLevel`.
    @usableFromInline package var level: Double
    /// Whether it is visible.
    @usableFromInline package var visible: Bool
    /// Whether it is the key window.
    @usableFromInline package var isKey: Bool
    /// `overrideUserInterfaceStyle`.
    @usableFromInline package var overrideUserInterfaceStyle: UserInterfaceStyle
    /// The root controller's index; nil for a window without a root view controller (S7).
    @usableFromInline package var root: Int?
    /// The window's background colour, if declared (S23, S24).
    @usableFromInline package var background: Colour?
    /// When the window was last shown; the later wins a level tie (S7).
    @usableFromInline package var shownOrder: Int
  }

  /// The platform.
  @usableFromInline package let platform: PlatformSpec
  /// The behaviour profile.
  @usableFromInline package let profile: Profile
  /// The Info.plist keys.
  @usableFromInline package let infoPlist: InfoPlist
  /// The system appearance now.
  @usableFromInline package var appearance: Appearance
  /// The orientation now.
  @usableFromInline package var orientation: Orientation
  /// The horizontal size class now (S9).
  @usableFromInline package var horizontalSizeClass: HorizontalSizeClass
  /// The orientation the app launched in (S17: application mode remembers a landscape launch).
  @usableFromInline package let launchOrientation: Orientation
  /// Whether the app has called the application's hidden setter since launch (S17, application mode).
  @usableFromInline package private(set) var applicationHiddenSet = false
  /// Every controller ever in the scene, attached or not, as plain values.
  @usableFromInline package internal(set) var controllers: [Controller] = []
  /// Every controller's id, by index.
  @usableFromInline package internal(set) var ids: [String] = []
  /// The colours controllers and navigation bars declare, indexed by `ControllerState.background` and the like.
  @usableFromInline package internal(set) var colours: [Colour] = []
  /// The ids that `childForStatusBar…` answers name (`Forwarding.child`).
  @usableFromInline package internal(set) var names: [String] = []
  /// The windows, in declaration order.
  @usableFromInline package private(set) var windows: [Window] = []
  /// The application's `statusBarStyle` (S1–S3).
  @usableFromInline package private(set) var applicationStyle: StatusBarStyle
  /// The application's `isStatusBarHidden` (S1–S3).
  @usableFromInline package private(set) var applicationHidden: Bool
  /// Whether `launch` has happened.
  @usableFromInline package private(set) var launched = false
  /// Attached controllers by id, once the scene is large enough for hashing to beat a scan (see `index(of:)`).
  private var idIndex: [String: Int]?
  /// Above this many controllers, ids are looked up in a dictionary; below, a scan of a few short
  /// strings is cheaper than hashing one (most scenes hold a handful of controllers).
  private static let scanLimit = 24
  private var showCounter = 0
  /// Whether any colour has been declared (a background, an overlay, a bar background): without
  /// one, legibility is not measured, so resolvers can skip looking for it.
  @usableFromInline package private(set) var declaresColours = false
  /// Whether any SwiftUI `preferredColorScheme` has been declared: without one, a resolver need not
  /// search a presentation layer for it (S21).
  @usableFromInline package private(set) var declaresColorSchemes = false

  /// The reserved owner name for decisions made by the application object.
  package static let applicationOwner = Scene.applicationOwner
  /// The owner of decisions made by a window without a root view controller is this prefix and the window's id (S7).
  package static let windowOwnerPrefix = Scene.windowOwnerPrefix

  /// Builds the scene a case starts from.
  ///
  /// - Throws: `SceneError` for duplicate or reserved controller ids, children that do not exist, or features the profile lacks.
  package init(_ testCase: ConformanceCase) throws(SceneError) {
    platform = testCase.platform
    profile = testCase.platform.profile
    infoPlist = testCase.infoPlist
    appearance = testCase.environment.appearance
    orientation = testCase.environment.orientation
    launchOrientation = testCase.environment.orientation
    horizontalSizeClass = testCase.environment.horizontalSizeClass ?? (testCase.platform.idiom == .phone ? .compact : .regular)
    applicationStyle = testCase.infoPlist.launchStyle
    applicationHidden = testCase.infoPlist.statusBarHidden
    controllers.reserveCapacity(16)
    ids.reserveCapacity(16)
    for (index, spec) in testCase.windows.enumerated() {
      var root: Int?
      if let rootSpec = spec.root {
        root = try insert(rootSpec, parent: nil)
        controllers[root!].window = index
      }
      if spec.visible { showCounter += 1 }
      if spec.background != nil { declaresColours = true }
      windows.append(
        Window(
          id: spec.id, level: spec.level, visible: spec.visible, isKey: spec.isKey,
          overrideUserInterfaceStyle: spec.overrideUserInterfaceStyle, root: root, background: spec.background,
          shownOrder: spec.visible ? showCounter : 0))
      if spec.overrideUserInterfaceStyle != .unspecified && profile == .legacy {
        throw SceneError(
          "window \"\(spec.id)\" sets overrideUserInterfaceStyle, which does not exist before iOS 13",
          help: "remove it, or raise platform.os to 13.0 or later")
      }
    }
    if windows.isEmpty {
      throw SceneError("the case declares no window", help: "add a window with a root view controller to \"windows\"")
    }
    controllingWindow = Self.controllingWindow(of: windows)
  }

  // MARK: Queries

  /// The index of the attached controller with this id.
  package func index(of id: String) -> Int? {
    if let idIndex { return idIndex[id] }
    return index(of: id, key: Self.key(of: id))
  }

  /// The index of the attached controller with this id and key, by a scan: keys are compared first, as comparing
  /// two different strings costs more than hashing one short id.
  @inline(__always) private func index(of id: String, key: UInt32) -> Int? {
    var index = controllers.count - 1
    while index >= 0 {
      if Self.mayBeEqual(controllers[index].idKey, key) && controllers[index].attached && ids[index] == id { return index }
      index -= 1
    }
    return nil
  }

  /// A cheap key of an id: FNV-1a over its UTF-8 when every byte is ASCII, else `anyKey`. Ids are compared as Swift
  /// compares strings, by canonical equivalence (as the dictionary that takes over in a large scene does), and two
  /// ASCII ids are canonically equivalent only when their bytes are equal; an id with any other character may be
  /// equivalent to one with other bytes (the Kelvin sign to "K", a precomposed "é" to "e" and a combining accent).
  static func key(of id: String) -> UInt32 {
    let hashed = id.utf8.withContiguousStorageIfAvailable { bytes in
      var hash: UInt32 = 2_166_136_261
      var bits: UInt8 = 0
      for byte in bytes {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
        bits |= byte
      }
      return bits < 0x80 ? hash & ~anyKey : anyKey
    }
    return hashed ?? anyKey
  }

  /// The key of an id that is not all ASCII: it may be equal to any other.
  static let anyKey: UInt32 = 0x8000_0000

  /// Whether ids with these keys may be equal: the same key, or either id not all ASCII.
  @inline(__always) static func mayBeEqual(_ a: UInt32, _ b: UInt32) -> Bool { a == b || (a | b) & anyKey != 0 }

  /// The window index with this id.
  package func windowIndex(of id: String) -> Int? { windows.firstIndex { $0.id == id } }

  /// The root of the presentation layer a controller belongs to: its topmost container ancestor.
  @inlinable @inline(__always) package func layerRoot(of index: Int) -> Int {
    var current = index
    while let parent = controllers[current].parent { current = parent }
    return current
  }

  /// The window a controller is in, through its container ancestors and presenters.
  @inlinable package func window(of index: Int) -> Int? {
    var current = layerRoot(of: index)
    while true {
      if let window = controllers[current].window { return window }
      guard let presenter = controllers[current].presenter else { return nil }
      current = layerRoot(of: presenter)
    }
  }

  /// The controlling window (S7): the topmost visible window by level, the later shown winning a tie.
  /// Kept up to date as events apply: it is read several times at every step.
  @usableFromInline package private(set) var controllingWindow: Int?

  /// The controlling window of a list of windows (S7).
  static func controllingWindow(of windows: [Window]) -> Int? {
    var best: Int?
    for (index, window) in windows.enumerated() where window.visible {
      if let current = best {
        let b = windows[current]
        if window.level > b.level || (window.level == b.level && window.shownOrder > b.shownOrder) { best = index }
      } else {
        best = index
      }
    }
    return best
  }

  /// A navigation controller's top view controller.
  @inlinable @inline(__always) package func topViewController(of navigation: Int) -> Int? { controllers[navigation].lastChild }

  /// Whether the window is compact in width (S9: sheets and popovers adapt).
  @inlinable @inline(__always) package var isCompactWidth: Bool { horizontalSizeClass == .compact }

  /// Whether the phone is vertically compact (S17: a phone in landscape; an iPad never).
  @inlinable @inline(__always) package var isVerticallyCompact: Bool { platform.idiom == .phone && orientation == .landscape }

  /// Every attached controller id, sorted.
  @usableFromInline package var attachedIDs: [String] { controllers.indices.filter { controllers[$0].attached }.map { ids[$0] }.sorted() }

  // MARK: Building

  @discardableResult
  private mutating func insert(_ spec: borrowing ControllerSpec, parent: Int?) throws(SceneError) -> Int {
    try withUnsafePointer(to: spec) { spec throws(SceneError) in try insert(at: spec, parent: parent) }
  }

  /// Inserts the controller a spec describes, with its children and what it presents. The specs are read where they
  /// are, through a pointer: passing a child spec from its array to this mutating call copied it (every field
  /// retained, then released) for each controller inserted.
  private mutating func insert(at spec: UnsafePointer<ControllerSpec>, parent: Int?) throws(SceneError) -> Int {
    let id = spec.pointee.id
    if id.utf8.count == Self.applicationOwner.utf8.count && id == Self.applicationOwner {
      throw SceneError("controller id \"\(id)\" is reserved for the application object", help: "rename the controller")
    }
    if id.utf8.first == Self.windowOwnerPrefix.utf8.first && id.hasPrefix(Self.windowOwnerPrefix) {
      throw SceneError(
        "controller id \"\(id)\" starts with \"\(Self.windowOwnerPrefix)\", which names windows without a root view controller",
        help: "rename the controller")
    }
    let key = Self.key(of: id)
    if idIndex.map({ $0[id] != nil }) ?? (index(of: id, key: key) != nil) {
      throw SceneError("duplicate controller id \"\(id)\"", help: "controller ids must be unique among the controllers on screen")
    }
    if profile == .legacy { try checkProfile(spec.pointee) }
    let index = controllers.count
    // Children and presentation live in the indices; the controller keeps only its own properties, as plain values.
    let state = state(of: spec)
    // Read from the state, whose colours are indices: asking the spec copied each optional colour to compare it with nil.
    if state.background != nil || state.overlay != nil || state.navigationBar.background != nil { declaresColours = true }
    if state.swiftUI.preferredColorScheme != nil { declaresColorSchemes = true }
    controllers.append(Controller(kind: spec.pointee.kind, spec: state, parent: parent, idKey: key))
    ids.append(id)
    if idIndex != nil {
      idIndex?[id] = index
    } else if controllers.count > Self.scanLimit {
      idIndex = Dictionary(
        controllers.indices.filter { controllers[$0].attached }.map { (ids[$0], $0) }, uniquingKeysWith: { _, last in last })
    }
    let children = spec.pointee.children
    try children.withUnsafeBufferPointer { children throws(SceneError) in
      for child in children.indices {
        let childIndex = try insert(at: children.baseAddress.unsafelyUnwrapped + child, parent: index)
        link(childIndex, to: index)
      }
    }
    let presented = spec.pointee.presentedList
    if !presented.isEmpty {
      let presentedIndex = try presented.withUnsafeBufferPointer { presented throws(SceneError) in
        try insert(at: presented.baseAddress.unsafelyUnwrapped, parent: nil)
      }
      controllers[presentedIndex].presenter = index
      controllers[presentedIndex].presentedInCompactWidth = isCompactWidth
      controllers[index].presented = presentedIndex
    }
    try checkStructure(index)
    return index
  }

  @inline(__always) private func checkProfile(_ spec: borrowing ControllerSpec) throws(SceneError) {
    guard profile == .legacy else { return }
    if spec.preferredStatusBarStyle == .darkContent {
      throw SceneError(
        "\"\(spec.id)\" prefers darkContent, which does not exist before iOS 13 (S4)",
        help: "use default (black content before iOS 13, S5), or raise platform.os")
    }
    if spec.overrideUserInterfaceStyle != .unspecified {
      throw SceneError(
        "\"\(spec.id)\" sets overrideUserInterfaceStyle, which does not exist before iOS 13", help: "remove it, or raise platform.os to 13.0 or later"
      )
    }
    if spec.kind == .hosting {
      throw SceneError(
        "\"\(spec.id)\" is a SwiftUI hosting controller, which does not exist before iOS 13", help: "use a plain controller, or raise platform.os")
    }
  }

  @inline(__always) private func checkStructure(_ index: Int) throws(SceneError) {
    switch controllers[index].kind {
    case .navigation, .tabBar, .splitView: break
    default:
      // Only containers and explicit forwarding can be malformed; most controllers are neither.
      guard controllers[index].spec.childForStatusBarStyle != nil || controllers[index].spec.childForStatusBarHidden != nil else { return }
    }
    let node = controllers[index]
    let id = ids[index]
    switch node.kind {
    case .navigation where node.childCount == 0:
      throw SceneError(
        "navigation controller \"\(id)\" has no view controllers", help: "give it at least a root view controller in \"viewControllers\"")
    case .tabBar where node.childCount == 0:
      throw SceneError("tab bar controller \"\(id)\" has no view controllers", help: "give it at least one tab in \"viewControllers\"")
    case .tabBar where node.spec.selectedIndex < 0 || node.spec.selectedIndex >= node.childCount:
      throw SceneError(
        "tab bar controller \"\(id)\" selects tab \(node.spec.selectedIndex) but has \(node.childCount)", help: "selectedIndex counts from 0"
      )
    case .splitView where node.childCount == 0 || node.childCount > 2:
      throw SceneError(
        "split view controller \"\(id)\" has \(node.childCount) view controllers",
        help: "give it a primary and optionally a secondary column")
    default: break
    }
    if let forwarding = node.spec.childForStatusBarStyle { try checkChildReference(reference(forwarding), of: index) }
    if let forwarding = node.spec.childForStatusBarHidden { try checkChildReference(reference(forwarding), of: index) }
  }

  /// Checks that a `childForStatusBar…` answer names something this controller can return.
  package func checkChildReference(_ reference: ChildReference, of index: Int) throws(SceneError) {
    let kind = controllers[index].kind
    let nodeID = ids[index]
    switch reference {
    case .none: return
    case .topViewController, .visibleViewController:
      guard kind == .navigation else {
        throw SceneError(
          "\"\(reference)\" is only meaningful for a navigation controller, and \"\(nodeID)\" is a \(kind.rawValue) controller",
          help: "name a child by id, or null")
      }
    case .child(let id):
      let children = children(of: index)
      guard children.contains(where: { ids[$0] == id }) else {
        let children = children.map { "\"\(ids[$0])\"" }.joined(separator: ", ")
        throw SceneError(
          "\"\(nodeID)\" names \"\(id)\" as its child for the status bar, but it is not a child of \"\(nodeID)\"",
          help: children.isEmpty ? "\"\(nodeID)\" has no children" : "its children are \(children)")
      }
    }
  }

  private mutating func detach(_ index: Int) {
    controllers[index].attached = false
    if idIndex?[ids[index]] == index { idIndex?[ids[index]] = nil }
    var child = controllers[index].firstChild
    while let current = child {
      detach(current)
      child = controllers[current].nextSibling
    }
    if let presented = controllers[index].presented { detach(presented) }
  }

  // MARK: Applying events

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
  /// - Throws: `SceneError` when the event cannot apply, as `apply(_:)`.
  package mutating func compile(_ event: StepEvent) throws(SceneError) -> CompiledStep {
    let (coloursBefore, namesBefore) = (colours.count, names.count)
    let (operation, effect) = try applyEvent(event)
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

  /// Does what a compiled step does, on a scene equal to the one it was compiled on (the reference plays a loaded
  /// case's compiled steps from its starting scene). Checks nothing: the compiler did.
  package mutating func perform(_ step: borrowing CompiledStep) {
    withUnsafePointer(to: step) { perform(at: $0) }
  }

  /// `perform(_:)`, the step read where it is: passed as an argument, the step was copied (its arrays retained).
  package mutating func perform(at step: UnsafePointer<CompiledStep>) {
    if !step.pointee.colours.isEmpty { colours.append(contentsOf: step.pointee.colours) }
    if !step.pointee.names.isEmpty { names.append(contentsOf: step.pointee.names) }
    declaresColours = step.pointee.declaresColours
    declaresColorSchemes = step.pointee.declaresColorSchemes
    switch step.pointee.operation {
    case .launch:
      launched = true
    case .none:
      break
    case .insert(let inserted):
      perform(inserted)
    case .pop(let navigation, let keeping):
      while controllers[navigation].childCount > keeping, let top = unlinkLast(of: navigation) { detach(top) }
    case .dismiss(let dismissed):
      dismiss(dismissed)
    case .controller(let index, let state):
      controllers[index].spec = state
    case .window(let index, let window, let showCounter):
      windows[index] = window
      self.showCounter = showCounter
      controllingWindow = Self.controllingWindow(of: windows)
    case .makeKeyWindow(let window):
      for i in windows.indices { windows[i].isKey = i == window }
    case .environment(let appearance, let orientation, let sizeClass):
      self.appearance = appearance
      self.orientation = orientation
      horizontalSizeClass = sizeClass
    case .application(let style, let hidden, let hiddenSet):
      applicationStyle = style
      applicationHidden = hidden
      applicationHiddenSet = hiddenSet
    }
  }

  /// Removes a presented controller, and everything above it, from the scene (the reference also does this to a copy
  /// of the scene, to see what a cancelled interactive dismissal showed, S10).
  package mutating func dismiss(_ presented: Int) {
    if let presenter = controllers[presented].presenter { controllers[presenter].presented = nil }
    detach(presented)
  }

  /// Adds compiled controllers and attaches their root.
  private mutating func perform(_ inserted: borrowing InsertedControllers) {
    controllers.append(contentsOf: inserted.controllers)
    ids.append(contentsOf: inserted.ids)
    if idIndex != nil {
      for index in inserted.base..<controllers.count { idIndex?[ids[index]] = index }
    } else if controllers.count > Self.scanLimit {
      idIndex = Dictionary(
        controllers.indices.filter { controllers[$0].attached }.map { (ids[$0], $0) }, uniquingKeysWith: { _, last in last })
    }
    if let parent = inserted.parent { link(inserted.base, to: parent) }
    if let host = inserted.host { controllers[host].presented = inserted.base }
  }

  /// What a step does to the scene, and how UIKit reacts.
  private typealias Applied = (operation: SceneOperation, effect: EventEffect)

  private mutating func applyEvent(_ event: StepEvent) throws(SceneError) -> Applied {
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
      return try applyPush(navigationID, spec, animated)
    case .pop(let navigationID, let animated):
      return try applyPop(navigationID, animated)
    case .popToRoot(let navigationID, let animated):
      return try applyPopToRoot(navigationID, animated)
    case .setNavigationBarHidden(let navigationID, let hidden, let animated):
      return try applySetNavigationBarHidden(navigationID, hidden, animated)
    case .setNavigationBarStyle(let navigationID, let change):
      return try applySetNavigationBarStyle(navigationID, change)
    case .selectTab(let tabID, let tabIndex):
      return try applySelectTab(tabID, tabIndex)
    case .present(let presenterID, let spec, let animated):
      return try applyPresent(presenterID, spec, animated)
    case .cancelInteractiveDismissal(let id):
      return try applyCancelInteractiveDismissal(id)
    case .setHorizontalSizeClass(let sizeClass):
      return try applySetHorizontalSizeClass(sizeClass)
    case .dismiss(let id, let animated):
      return try applyDismiss(id, animated)
    case .set(let id, let change):
      return try applySet(id, change)
    case .setNeedsStatusBarAppearanceUpdate(let id, let animated):
      return try applySetNeedsStatusBarAppearanceUpdate(id, animated)
    case .setAppearance(let appearance):
      return try applySetAppearance(appearance)
    case .setOverrideUserInterfaceStyle(let target, let style):
      return try applySetOverrideUserInterfaceStyle(target, style)
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
    InsertedControllers(base: base, controllers: Array(controllers[base...]), ids: Array(ids[base...]), parent: parent, host: host)
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
  private mutating func applyPush(_ navigationID: String, _ spec: ControllerSpec, _ animated: Bool) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation)
    let index = try insert(spec, parent: navigation)
    let operation = SceneOperation.insert(inserted(from: index, parent: navigation))
    link(index, to: navigation)
    return (operation, EventEffect(trigger: .automatic, animated: animated))
  }

  /// `pop`: pops the top of a navigation stack.
  private mutating func applyPop(_ navigationID: String, _ animated: Bool) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation)
    guard controllers[navigation].childCount > 1, let top = unlinkLast(of: navigation) else {
      throw SceneError(
        "cannot pop: navigation controller \"\(navigationID)\" holds only its root view controller", key: "navigationController",
        help: "push a view controller before popping")
    }
    detach(top)
    return (.pop(navigation: navigation, keeping: controllers[navigation].childCount), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `popToRoot`: pops a navigation stack to its root.
  private mutating func applyPopToRoot(_ navigationID: String, _ animated: Bool) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation)
    guard controllers[navigation].childCount > 1 else {
      throw SceneError(
        "cannot pop to root: navigation controller \"\(navigationID)\" already shows its root view controller", key: "navigationController",
        help: "push a view controller first, or remove this step")
    }
    while controllers[navigation].childCount > 1, let top = unlinkLast(of: navigation) { detach(top) }
    return (.pop(navigation: navigation, keeping: 1), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `setNavigationBarHidden`: hides or shows a navigation bar.
  private mutating func applySetNavigationBarHidden(_ navigationID: String, _ hidden: Bool, _ animated: Bool) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation)
    controllers[navigation].spec.navigationBar.hidden = hidden
    return (changed(navigation), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `setNavigationBarStyle`: changes a navigation bar's style, appearance or background.
  private mutating func applySetNavigationBarStyle(_ navigationID: String, _ change: NavigationBarChange) throws(SceneError) -> Applied {
    let navigation = try controller(navigationID, key: "navigationController", kind: .navigation)
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
  private mutating func applySelectTab(_ tabID: String, _ tabIndex: Int) throws(SceneError) -> Applied {
    let tab = try controller(tabID, key: "tabBarController", kind: .tabBar)
    guard tabIndex >= 0 && tabIndex < controllers[tab].childCount else {
      throw SceneError(
        "tab bar controller \"\(tabID)\" has \(controllers[tab].childCount) tabs; there is no tab \(tabIndex)", key: "index",
        help: "tabs are counted from 0")
    }
    controllers[tab].spec.selectedIndex = tabIndex
    return (changed(tab), EventEffect(trigger: .automatic))
  }

  /// `present`: presents a controller from the host UIKit picks for the presenter.
  private mutating func applyPresent(_ presenterID: String, _ spec: ControllerSpec, _ animated: Bool) throws(SceneError) -> Applied {
    let presenter = try controller(presenterID, key: "presenter")
    let host = presentationHost(for: presenter, style: spec.modalPresentationStyle)
    if let existing = controllers[host].presented {
      throw SceneError(
        "cannot present \"\(spec.id)\": \"\(ids[host])\" is already presenting \"\(ids[existing])\"", key: "presenter",
        help: "present from \"\(ids[existing])\" instead, or dismiss it first")
    }
    let index = try insert(spec, parent: nil)
    controllers[index].presenter = host
    controllers[index].presentedInCompactWidth = isCompactWidth
    let operation = SceneOperation.insert(inserted(from: index, host: host))
    controllers[host].presented = index
    return (operation, EventEffect(trigger: .automatic, animated: animated))
  }

  /// `cancelInteractiveDismissal`: an interactive dismissal begun and cancelled.
  private mutating func applyCancelInteractiveDismissal(_ id: String) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController")
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
  private mutating func applyDismiss(_ id: String, _ animated: Bool) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController")
    guard let dismissed = dismissalTarget(for: index) else {
      throw SceneError(
        "nothing to dismiss: \"\(id)\" presents nothing and was not presented", key: "viewController",
        help: "present a controller before dismissing")
    }
    dismiss(dismissed)
    return (.dismiss(dismissed), EventEffect(trigger: .automatic, animated: animated))
  }

  /// `set`: changes a controller's properties.
  private mutating func applySet(_ id: String, _ change: ControllerChange) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController")
    try apply(change, to: index)
    if change.touchesSwiftUI {
      return (changed(index), EventEffect(trigger: .automatic, rule: .s21))
    }
    return (changed(index), EventEffect(trigger: .none))
  }

  /// `setNeedsStatusBarAppearanceUpdate`: the update call.
  private mutating func applySetNeedsStatusBarAppearanceUpdate(_ id: String, _ animated: Bool) throws(SceneError) -> Applied {
    let index = try controller(id, key: "viewController")
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
  private mutating func applySetOverrideUserInterfaceStyle(_ target: OverrideTarget, _ style: UserInterfaceStyle) throws(SceneError) -> Applied {
    guard profile != .legacy else {
      throw SceneError("overrideUserInterfaceStyle does not exist before iOS 13", help: "raise platform.os to 13.0 or later")
    }
    switch target {
    case .window(let id):
      let window = try windowIndex(id)
      windows[window].overrideUserInterfaceStyle = style
      return (changed(window: window), EventEffect(trigger: .automatic))
    case .viewController(let id):
      let index = try controller(id, key: "viewController")
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

  private func controller(_ id: String, key: String, kind: ControllerKind? = nil) throws(SceneError) -> Int {
    guard let index = index(of: id) else {
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
  private func presentationHost(for presenter: Int, style: PresentationStyle) -> Int {
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

/// How UIKit reacts to an event.
package struct EventEffect: Sendable, Hashable {
  /// What, if anything, re-resolves the status bar.
  package enum Trigger: Sendable, Hashable {
    /// Nothing: a property changed without an update call, so what is shown may be stale (S19).
    case none
    /// UIKit re-resolves on its own (S20); the event says why.
    case automatic
    /// `setNeedsStatusBarAppearanceUpdate()` was called on this controller (S19).
    case updateCall(Int)
    /// An application setter was called (S3).
    case application
    /// An interactive dismissal of this presented controller began and was cancelled (S10).
    case cancelledDismissal(Int)
  }

  /// What re-resolves.
  @usableFromInline package var trigger: Trigger
  /// Whether the update happens inside an animation block (S18).
  @usableFromInline package var animated: Bool
  /// The rule behind the trigger.
  @usableFromInline package var rule: RuleID

  /// Creates an effect.
  package init(trigger: Trigger, animated: Bool = false, rule: RuleID = .s20) {
    self.trigger = trigger
    self.animated = animated
    self.rule = rule
  }
}
