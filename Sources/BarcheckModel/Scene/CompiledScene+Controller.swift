extension CompiledScene {
  /// A controller as the scene keeps it: plain values only (colours and the names of forwarded children are
  /// indices into the scene's tables, children a linked list), so that copying a scene's controllers is a copy
  /// of memory, and reading one involves no reference counting: the reference resolver reads them at every step.
  @usableFromInline package struct Controller: Sendable {
    /// The controller's kind.
    @usableFromInline package var kind: ControllerKind
    /// The controller's declared and current properties.
    @usableFromInline package var spec: ControllerState
    /// The container parent.
    @usableFromInline package var parent: Int?
    /// The controller presented from (attached to) this one.
    @usableFromInline package var presented: Int?
    /// For a presented controller: the controller it is attached to.
    @usableFromInline package var presenter: Int?
    /// For a window's root: the window.
    @usableFromInline package var window: Int?
    /// For a presented controller: whether the window was compact in width when it was presented (S9).
    @usableFromInline package var presentedInCompactWidth = false
    /// Whether the controller is still in the scene (false once popped or dismissed).
    @usableFromInline package var attached = true
    /// The first child: a navigation stack's root, the first tab, the primary column.
    @usableFromInline package var firstChild: Int?
    /// The last child: a navigation stack's top.
    @usableFromInline package var lastChild: Int?
    /// The next child of the same parent.
    @usableFromInline package var nextSibling: Int?
    /// The previous child of the same parent.
    @usableFromInline package var previousSibling: Int?
    /// How many children it has.
    @usableFromInline package var childCount = 0
    /// A key of the controller's id (`CompiledScene.key(of:)`), compared before the id when looking controllers up.
    var idKey: UInt32 = 0
  }

  /// A controller's own properties (`ControllerSpec` without its id, kind, children and presentation), as plain values.
  @usableFromInline package struct ControllerState: Sendable {
    /// `preferredStatusBarStyle`, or nil for the kind's default (S11, S13).
    @usableFromInline package var preferredStatusBarStyle: StatusBarStyle?
    /// `prefersStatusBarHidden`, or nil when not overridden (S17).
    @usableFromInline package var prefersStatusBarHidden: Bool?
    /// `preferredStatusBarUpdateAnimation`, or nil for the default (S18).
    @usableFromInline package var preferredStatusBarUpdateAnimation: StatusBarAnimation?
    /// `overrideUserInterfaceStyle` (S6).
    @usableFromInline package var overrideUserInterfaceStyle: UserInterfaceStyle
    /// `childForStatusBarStyle`, or nil for the kind's behaviour.
    @usableFromInline package var childForStatusBarStyle: Forwarding?
    /// `childForStatusBarHidden`, or nil for the kind's behaviour.
    @usableFromInline package var childForStatusBarHidden: Forwarding?
    /// The selected tab of a tab bar controller.
    @usableFromInline package var selectedIndex: Int
    /// The navigation bar of a navigation controller.
    @usableFromInline package var navigationBar: NavigationBarState
    /// Whether a split view controller is collapsed (S16).
    @usableFromInline package var collapsed: Bool
    /// SwiftUI preferences of a hosting controller (S21).
    @usableFromInline package var swiftUI: SwiftUIPreferences
    /// `modalPresentationStyle` (S9).
    @usableFromInline package var modalPresentationStyle: PresentationStyle
    /// `modalPresentationCapturesStatusBarAppearance` (S9).
    @usableFromInline package var capturesStatusBarAppearance: Bool
    /// `definesPresentationContext`.
    @usableFromInline package var definesPresentationContext: Bool
    /// The colour at the top of the controller's view (S23): an index into `CompiledScene.colours`.
    @usableFromInline package var background: Int?
    /// An overlay pinned to the top safe-area edge (S23): an index into `CompiledScene.colours`.
    @usableFromInline package var overlay: Int?
  }

  /// A navigation bar's properties, its background an index into `CompiledScene.colours`.
  @usableFromInline package struct NavigationBarState: Sendable {
    /// `isNavigationBarHidden` (S12).
    @usableFromInline package var hidden: Bool
    /// `barStyle` (S13).
    @usableFromInline package var style: NavigationBarStyle
    /// The bar's own user interface style (S13, glass profile).
    @usableFromInline package var userInterfaceStyle: UserInterfaceStyle
    /// The bar's background colour (S23): an index into `CompiledScene.colours`.
    @usableFromInline package var background: Int?
    /// Whether the bar shows a background (S21).
    @usableFromInline package var showsBackground: Bool
  }

  /// What `childForStatusBarStyle` or `childForStatusBarHidden` returns, a named child as an index into `CompiledScene.names`.
  @usableFromInline package enum Forwarding: Sendable, Hashable {
    /// Returns nil: this controller decides.
    case none
    /// Returns the child with the id `CompiledScene.names[name]`.
    case child(name: Int)
    /// A navigation controller subclass returning `topViewController`.
    case topViewController
    /// A navigation controller subclass returning `visibleViewController`.
    case visibleViewController
  }

  // MARK: Children

  /// The child at a position (from 0), walking the list; nil past the end.
  @inlinable @inline(__always) package func child(of index: Int, at position: Int) -> Int? {
    var current = controllers[index].firstChild
    var remaining = position
    while let child = current, remaining > 0 {
      current = controllers[child].nextSibling
      remaining -= 1
    }
    return current
  }

  /// The child whose id is `names[name]`, if the controller has one.
  @inlinable @inline(__always) package func child(of index: Int, named name: Int) -> Int? {
    var current = controllers[index].firstChild
    while let child = current {
      if ids[child] == names[name] { return child }
      current = controllers[child].nextSibling
    }
    return nil
  }

  /// Whether a navigation controller's bar is hidden: its top view's `toolbar(.hidden, for: .navigationBar)` when that
  /// is a SwiftUI view that sets it, else the bar's own state.
  @inlinable @inline(__always) package func barHidden(_ navigation: Int) -> Bool {
    if let top = controllers[navigation].lastChild, controllers[top].kind == .hosting, let hidden = controllers[top].spec.swiftUI.toolbarHidden {
      return hidden
    }
    return controllers[navigation].spec.navigationBar.hidden
  }

  /// Whether a navigation controller's bar shows a background: its top view's `toolbarBackground` when that is a
  /// SwiftUI view that sets one (SwiftUI applies the top view's toolbar modifiers to the bar), else the bar's own.
  @inlinable @inline(__always) package func barShowsBackground(_ navigation: Int) -> Bool {
    if let top = controllers[navigation].lastChild, controllers[top].kind == .hosting, let shows = controllers[top].spec.swiftUI.toolbarBackground {
      return shows
    }
    return controllers[navigation].spec.navigationBar.showsBackground
  }

  /// A controller's children, in order (allocates: for tools and messages, not for resolving).
  package func children(of index: Int) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(controllers[index].childCount)
    var current = controllers[index].firstChild
    while let child = current {
      out.append(child)
      current = controllers[child].nextSibling
    }
    return out
  }

  /// Appends a child to a controller's list.
  mutating func link(_ child: Int, to parent: Int) {
    controllers[child].previousSibling = controllers[parent].lastChild
    controllers[child].nextSibling = nil
    if let last = controllers[parent].lastChild {
      controllers[last].nextSibling = child
    } else {
      controllers[parent].firstChild = child
    }
    controllers[parent].lastChild = child
    controllers[parent].childCount += 1
  }

  /// Removes a controller's last child from its list, and returns it.
  mutating func unlinkLast(of parent: Int) -> Int? {
    guard let last = controllers[parent].lastChild else { return nil }
    let previous = controllers[last].previousSibling
    controllers[parent].lastChild = previous
    if let previous { controllers[previous].nextSibling = nil } else { controllers[parent].firstChild = nil }
    controllers[last].previousSibling = nil
    controllers[parent].childCount -= 1
    return last
  }

  // MARK: Converting

  /// A controller's state from its spec, its colours added to the table and its forwarded names to `names`. The spec
  /// is read through a pointer, where it is (see `insert(at:parent:)`).
  mutating func state(of pointer: UnsafePointer<ControllerSpec>) -> ControllerState {
    return ControllerState(
      preferredStatusBarStyle: pointer.pointee.preferredStatusBarStyle, prefersStatusBarHidden: pointer.pointee.prefersStatusBarHidden,
      preferredStatusBarUpdateAnimation: pointer.pointee.preferredStatusBarUpdateAnimation,
      overrideUserInterfaceStyle: pointer.pointee.overrideUserInterfaceStyle,
      childForStatusBarStyle: pointer.pointee.childForStatusBarStyle.map { forwarding($0) },
      childForStatusBarHidden: pointer.pointee.childForStatusBarHidden.map { forwarding($0) }, selectedIndex: pointer.pointee.selectedIndex,
      navigationBar: NavigationBarState(
        hidden: pointer.pointee.navigationBar.hidden, style: pointer.pointee.navigationBar.style,
        userInterfaceStyle: pointer.pointee.navigationBar.userInterfaceStyle,
        background: pointer.pointee.navigationBar.background.map { add($0) }, showsBackground: pointer.pointee.navigationBar.showsBackground),
      collapsed: pointer.pointee.collapsed, swiftUI: pointer.pointee.swiftUI, modalPresentationStyle: pointer.pointee.modalPresentationStyle,
      capturesStatusBarAppearance: pointer.pointee.capturesStatusBarAppearance,
      definesPresentationContext: pointer.pointee.definesPresentationContext,
      background: pointer.pointee.background.map { add($0) }, overlay: pointer.pointee.overlay.map { add($0) })
  }

  /// Adds a colour to the table; returns its index.
  mutating func add(_ colour: Colour) -> Int {
    colours.append(colour)
    return colours.count - 1
  }

  /// A reference as the scene keeps it: a named child's id interned in `names`.
  mutating func forwarding(_ reference: ChildReference) -> Forwarding {
    switch reference {
    case .none: return .none
    case .topViewController: return .topViewController
    case .visibleViewController: return .visibleViewController
    case .child(let id):
      if let name = names.firstIndex(of: id) { return .child(name: name) }
      names.append(id)
      return .child(name: names.count - 1)
    }
  }

  /// The reference a forwarding stands for.
  package func reference(_ forwarding: Forwarding) -> ChildReference {
    switch forwarding {
    case .none: .none
    case .topViewController: .topViewController
    case .visibleViewController: .visibleViewController
    case .child(let name): .child(names[name])
    }
  }

  /// The spec of a controller as it is now, without children or presentation (for tools and messages).
  package func spec(of index: Int) -> ControllerSpec {
    let controller = controllers[index]
    let state = controller.spec
    var spec = ControllerSpec(id: ids[index], kind: controller.kind)
    spec.preferredStatusBarStyle = state.preferredStatusBarStyle
    spec.prefersStatusBarHidden = state.prefersStatusBarHidden
    spec.preferredStatusBarUpdateAnimation = state.preferredStatusBarUpdateAnimation
    spec.overrideUserInterfaceStyle = state.overrideUserInterfaceStyle
    spec.childForStatusBarStyle = state.childForStatusBarStyle.map(reference)
    spec.childForStatusBarHidden = state.childForStatusBarHidden.map(reference)
    spec.selectedIndex = state.selectedIndex
    spec.navigationBar.hidden = state.navigationBar.hidden
    spec.navigationBar.style = state.navigationBar.style
    spec.navigationBar.userInterfaceStyle = state.navigationBar.userInterfaceStyle
    spec.navigationBar.background = state.navigationBar.background.map { colours[$0] }
    spec.navigationBar.showsBackground = state.navigationBar.showsBackground
    spec.collapsed = state.collapsed
    spec.swiftUI = state.swiftUI
    spec.modalPresentationStyle = state.modalPresentationStyle
    spec.capturesStatusBarAppearance = state.capturesStatusBarAppearance
    spec.definesPresentationContext = state.definesPresentationContext
    spec.background = state.background.map { colours[$0] }
    spec.overlay = state.overlay.map { colours[$0] }
    return spec
  }
}
