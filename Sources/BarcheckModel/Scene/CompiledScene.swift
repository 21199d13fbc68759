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
    @usableFromInline package var id: String { didSet { ownerName = CompiledScene.windowOwnerPrefix + id } }
    /// How observations name the window when it decides the bar, having no root view controller (S7): `window:` and
    /// its id, made once rather than at every step it decides.
    @usableFromInline package private(set) var ownerName: String
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
    @usableFromInline package var background: Colour? {
      didSet { backgroundValues = background.map { (light: $0.light, dark: $0.dark) } }
    }
    /// The background's values in the light and the dark appearance, without its name: what legibility reads at every
    /// step that measures, copied without reference counting (a `Colour` copied out of a window retains its name).
    @usableFromInline package private(set) var backgroundValues: (light: RGB, dark: RGB)?
    /// When the window was last shown; the later wins a level tie (S7).
    @usableFromInline package var shownOrder: Int

    /// A window.
    package init(
      id: String, level: Double, visible: Bool, isKey: Bool, overrideUserInterfaceStyle: UserInterfaceStyle, root: Int?, background: Colour?,
      shownOrder: Int
    ) {
      self.id = id
      ownerName = CompiledScene.windowOwnerPrefix + id
      self.level = level
      self.visible = visible
      self.isKey = isKey
      self.overrideUserInterfaceStyle = overrideUserInterfaceStyle
      self.root = root
      self.background = background
      backgroundValues = background.map { (light: $0.light, dark: $0.dark) }
      self.shownOrder = shownOrder
    }

    /// The background in an appearance; black where the window declares none (what shows through a window without one).
    @inlinable package func background(in appearance: Appearance) -> RGB {
      guard let values = backgroundValues else { return .black }
      return appearance == .dark ? values.dark : values.light
    }
  }

  /// The platform.
  @usableFromInline package let platform: PlatformSpec
  /// The OS version's major and minor numbers, read once from the platform (a version check reads them at every
  /// decision that rests on a boundary; reading them from `platform` copied it, its version string retained).
  @usableFromInline package let version: (major: Int, minor: Int)
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
  @usableFromInline package internal(set) var applicationHiddenSet = false
  /// Every controller ever in the scene, attached or not, as plain values.
  @usableFromInline package internal(set) var controllers: [Controller] = []
  /// Every controller's id, by index.
  @usableFromInline package internal(set) var ids: [String] = []
  /// The colours controllers and navigation bars declare, indexed by `ControllerState.background` and the like.
  @usableFromInline package internal(set) var colours: [Colour] = []
  /// The ids that `childForStatusBar…` answers name (`Forwarding.child`).
  @usableFromInline package internal(set) var names: [String] = []
  /// The windows, in declaration order.
  @usableFromInline package internal(set) var windows: [Window] = []
  /// The application's `statusBarStyle` (S1–S3).
  @usableFromInline package internal(set) var applicationStyle: StatusBarStyle
  /// The application's `isStatusBarHidden` (S1–S3).
  @usableFromInline package internal(set) var applicationHidden: Bool
  /// Whether `launch` has happened.
  @usableFromInline package internal(set) var launched = false
  /// Attached controllers by id, once the scene is large enough for hashing to beat a scan (see `index(of:)`).
  var idIndex: [String: Int]?
  /// Above this many controllers, ids are looked up in a dictionary; below, a scan of a few short
  /// strings is cheaper than hashing one (most scenes hold a handful of controllers).
  static let scanLimit = 24
  var showCounter = 0
  /// Whether the tables (`ids`, `colours`, `names`) already hold what every step of the case being played adds
  /// (`prepareToPlay(_:)`): then `ids` may be longer than `controllers`, and performing a step adds nothing to them.
  var tablesComplete = false
  /// Whether any colour has been declared (a background, an overlay, a bar background): without
  /// one, legibility is not measured, so resolvers can skip looking for it.
  @usableFromInline package internal(set) var declaresColours = false
  /// Whether any SwiftUI `preferredColorScheme` has been declared: without one, a resolver need not
  /// search a presentation layer for it (S21).
  @usableFromInline package internal(set) var declaresColorSchemes = false

  /// The reserved owner name for decisions made by the application object.
  package static let applicationOwner = Scene.applicationOwner
  /// The owner of decisions made by a window without a root view controller is this prefix and the window's id (S7).
  package static let windowOwnerPrefix = Scene.windowOwnerPrefix

  /// Builds the scene a case starts from.
  ///
  /// - Throws: `SceneError` for duplicate or reserved controller ids, children that do not exist, or features the profile lacks.
  package init(_ testCase: ConformanceCase) throws(SceneError) {
    self.init(platform: testCase.platform, infoPlist: testCase.infoPlist, environment: testCase.environment)
    for spec in testCase.windows {
      var root: Int?
      if let rootSpec = spec.root { root = try insert(rootSpec, parent: nil) }
      try addWindow(spec, root: root)
    }
    try finishWindows()
  }

  // MARK: Queries

  /// The index of the attached controller with this id.
  package func index(of id: String) -> Int? {
    if let idIndex { return idIndex[id] }
    return index(of: id, key: Self.key(of: id))
  }

  /// The index of the attached controller with this id and key, by a scan: keys are compared first, as comparing
  /// two different strings costs more than hashing one short id.
  @inline(__always) func index(of id: String, key: UInt32) -> Int? {
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
  @inlinable @inline(__always) package func window(of index: Int) -> Int? {
    var current = layerRoot(of: index)
    while true {
      if let window = controllers[current].window { return window }
      guard let presenter = controllers[current].presenter else { return nil }
      current = layerRoot(of: presenter)
    }
  }

  /// The controlling window (S7): the topmost visible window by level, the later shown winning a tie.
  /// Kept up to date as events apply: it is read several times at every step.
  @usableFromInline package internal(set) var controllingWindow: Int?

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

  /// Whether the OS version is at least `major.minor`, as `PlatformSpec.isAtLeast(_:_:)` says.
  @inlinable @inline(__always) package func isAtLeast(_ major: Int, _ minor: Int) -> Bool {
    if version.major != major || minor == 0 { return version.major >= major }
    return version.minor >= minor
  }

  // MARK: Building

  @discardableResult
  mutating func insert(_ spec: borrowing ControllerSpec, parent: Int?) throws(SceneError) -> Int {
    try withUnsafePointer(to: spec) { spec throws(SceneError) in try insert(at: spec, parent: parent) }
  }

  /// Inserts the controller a spec describes, with its children and what it presents. The specs are read where they
  /// are, through a pointer: passing a child spec from its array to this mutating call copied it (every field
  /// retained, then released) for each controller inserted.
  mutating func insert(at spec: UnsafePointer<ControllerSpec>, parent: Int?) throws(SceneError) -> Int {
    let id = spec.pointee.id
    let key = try checkNewID(id)
    if profile == .legacy { try checkProfile(spec.pointee) }
    let index = controllers.count
    // Children and presentation live in the indices; the controller keeps only its own properties, as plain values.
    let state = state(of: spec)
    append(id: id, key: key, kind: spec.pointee.kind, state: state, parent: parent)
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

  /// Checks that a new controller's id is neither reserved nor taken, and returns its key (`key(of:)`).
  @inline(__always) func checkNewID(_ id: String) throws(SceneError) -> UInt32 {
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
      throw SceneError(
        "duplicate controller id \"\(id)\"", controller: id, property: .id, help: "controller ids must be unique among the controllers on screen")
    }
    return key
  }

  /// Appends a controller with its own properties, its id keyed (and indexed in a large scene), and notes the colours
  /// and colour schemes it declares.
  @inline(__always) mutating func append(id: String, key: UInt32, kind: ControllerKind, state: ControllerState, parent: Int?) {
    let index = controllers.count
    assert(!tablesComplete, "a scene prepared to play compiled steps (prepareToPlay) only performs them")
    noteDeclarations(of: state)
    controllers.append(Controller(kind: kind, spec: state, parent: parent, idKey: key))
    ids.append(id)
    if idIndex != nil {
      idIndex?[id] = index
    } else if controllers.count > Self.scanLimit {
      idIndex = Dictionary(
        controllers.indices.filter { controllers[$0].attached }.map { (ids[$0], $0) }, uniquingKeysWith: { _, last in last })
    }
  }

  /// Notes the colours and colour schemes a controller's properties declare.
  @inline(__always) mutating func noteDeclarations(of state: ControllerState) {
    // Read from the state, whose colours are indices: asking the spec copied each optional colour to compare it with nil.
    if state.background != nil || state.overlay != nil || state.navigationBar.background != nil { declaresColours = true }
    if state.swiftUI.preferredColorScheme != nil { declaresColorSchemes = true }
  }

  @inline(__always) func checkProfile(_ spec: borrowing ControllerSpec) throws(SceneError) {
    guard profile == .legacy else { return }
    if spec.preferredStatusBarStyle == .darkContent {
      throw SceneError(
        "\"\(spec.id)\" prefers darkContent, which does not exist before iOS 13 (S4)", controller: spec.id, property: .preferredStatusBarStyle,
        help: "use default (black content before iOS 13, S5), or raise platform.os")
    }
    if spec.overrideUserInterfaceStyle != .unspecified {
      throw SceneError(
        "\"\(spec.id)\" sets overrideUserInterfaceStyle, which does not exist before iOS 13", controller: spec.id,
        property: .overrideUserInterfaceStyle, help: "remove it, or raise platform.os to 13.0 or later")
    }
    if spec.kind == .hosting {
      throw SceneError(
        "\"\(spec.id)\" is a SwiftUI hosting controller, which does not exist before iOS 13", controller: spec.id, property: .kind,
        help: "use a plain controller, or raise platform.os")
    }
  }

  @inline(__always) func checkStructure(_ index: Int) throws(SceneError) {
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
        "tab bar controller \"\(id)\" selects tab \(node.spec.selectedIndex) but has \(node.childCount)", controller: id, property: .selectedIndex,
        help: "selectedIndex counts from 0")
    case .splitView where node.childCount == 0 || node.childCount > 2:
      throw SceneError(
        "split view controller \"\(id)\" has \(node.childCount) view controllers",
        help: node.childCount > 2
          ? "give it its primary and secondary columns only: the columns at the bar's edges are the ones that give the style (S16.9), so leave out a three-column split view's supplementary (middle) column"
          : "give it a primary and optionally a secondary column")
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

  mutating func detach(_ index: Int) {
    controllers[index].attached = false
    if idIndex?[ids[index]] == index { idIndex?[ids[index]] = nil }
    var child = controllers[index].firstChild
    while let current = child {
      detach(current)
      child = controllers[current].nextSibling
    }
    if let presented = controllers[index].presented { detach(presented) }
  }

}
