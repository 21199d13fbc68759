/// A case's app between steps, for a resolver written in Swift to walk: its windows, each with a tree of view
/// controllers named by their ids, and the environment. `apply(_:)` plays one step's event on it (a push, a
/// presentation, a property change…), with the structure UIKit gives it: what a push adds, which controller a
/// dismissal removes, which window is on top. It knows structure, not status bar rules: deciding what the bar shows
/// is the resolver's job.
///
/// ```swift
/// var scene = try Scene(request.testCase)
/// for step in request.testCase.steps {
///   try scene.apply(step.event)
///   let root = scene.controllingWindow?.root  // walk from here
/// }
/// ```
///
/// The values it hands out (`Window`, `ViewController`) are snapshots: they do not change when the scene does.
/// Building them walks the tree, so ask for them once a step rather than once a decision.
public struct Scene: Sendable {
  /// The compiled scene it wraps: every id resolved to an index, for barcheck's own reference resolver and tools.
  package private(set) var compiled: CompiledScene

  /// The reserved owner name for decisions the application object makes (application mode, SPEC.md S1).
  public static let applicationOwner = "application"

  /// A window without a root view controller owns what it decides under this prefix and its id (`window:overlay`,
  /// SPEC.md S7).
  public static let windowOwnerPrefix = "window:"

  /// The scene a case starts from, before its first step.
  ///
  /// - Throws: `SceneError` when the case's windows cannot make a scene (duplicate ids, a feature the platform
  ///   lacks); a case the loader accepted never throws here.
  public init(_ testCase: ConformanceCase) throws(SceneError) {
    compiled = try testCase.startingScene()
  }

  /// Plays one event on the scene.
  ///
  /// - Throws: `SceneError` when the event cannot apply (a controller that is not on screen, a pop of a stack's
  ///   root); a step of a case the loader accepted never throws here.
  public mutating func apply(_ event: StepEvent) throws(SceneError) {
    _ = try compiled.apply(event)
  }

  /// The platform the case runs on.
  public var platform: PlatformSpec { compiled.platform }

  /// The Info.plist keys.
  public var infoPlist: InfoPlist { compiled.infoPlist }

  /// The system appearance now.
  public var appearance: Appearance { compiled.appearance }

  /// The orientation now.
  public var orientation: Orientation { compiled.orientation }

  /// The horizontal size class now.
  public var horizontalSizeClass: HorizontalSizeClass { compiled.horizontalSizeClass }

  /// The application's `statusBarStyle` (application mode, SPEC.md S1–S3).
  public var applicationStyle: StatusBarStyle { compiled.applicationStyle }

  /// The application's `isStatusBarHidden` (application mode, SPEC.md S1–S3).
  public var applicationHidden: Bool { compiled.applicationHidden }

  /// Every window, visible or not, in the order the case declares them.
  public var windows: [Window] { compiled.windows.indices.map { Window(compiled, $0) } }

  /// The window that controls the status bar: the topmost visible one by level, the later shown winning a tie
  /// (SPEC.md S7); nil when no window is visible.
  public var controllingWindow: Window? { compiled.controllingWindow.map { Window(compiled, $0) } }

  /// The view controller on screen with this id, with its subtree; nil when none is (never added, or popped or
  /// dismissed since).
  public func viewController(_ id: String) -> ViewController? {
    compiled.index(of: id).map { ViewController(compiled, $0) }
  }
}

extension Scene {
  /// A window, as it is at one step.
  public struct Window: Sendable, Hashable {
    /// The window's id.
    public var id: String
    /// `windowLevel`.
    public var level: Double
    /// Whether it is visible.
    public var visible: Bool
    /// Whether it is the key window.
    public var isKey: Bool
    /// `overrideUserInterfaceStyle`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle
    /// The window's background colour, if the case declares one.
    public var background: Colour?
    /// The root view controller and its tree; nil for a window without one (SPEC.md S7).
    public var root: ViewController?

    /// The window at an index of a compiled scene.
    init(_ scene: CompiledScene, _ index: Int) {
      let window = scene.windows[index]
      id = window.id
      level = window.level
      visible = window.visible
      isKey = window.isKey
      overrideUserInterfaceStyle = window.overrideUserInterfaceStyle
      background = window.background
      root = window.root.map { ViewController(scene, $0) }
    }
  }

  /// A view controller on screen, as it is at one step: its properties now, its children and what it presents.
  public struct ViewController: Sendable, Hashable {
    /// Its properties as they are now (a `set` step changes them), without children: those are in `children`.
    public var properties: ControllerSpec
    /// Its children: a navigation stack bottom first, tabs in order, a split view's columns, a container's children.
    public var children: [ViewController]
    /// What it presents, if anything (0 or 1 element; a value type cannot hold itself directly).
    private var presentedStorage: [ViewController]

    /// The controller's id.
    public var id: String { properties.id }
    /// The controller's kind.
    public var kind: ControllerKind { properties.kind }
    /// The controller it presents (attached to it), if any, with its tree.
    public var presented: ViewController? { presentedStorage.first }
    /// A navigation controller's top view controller, a tab bar controller's selected tab; nil for other kinds.
    public var shownChild: ViewController? {
      switch kind {
      case .navigation: children.last
      case .tabBar: children.indices.contains(properties.selectedIndex) ? children[properties.selectedIndex] : nil
      default: nil
      }
    }

    /// The controller at an index of a compiled scene.
    init(_ scene: CompiledScene, _ index: Int) {
      properties = scene.spec(of: index)
      children = scene.children(of: index).map { ViewController(scene, $0) }
      presentedStorage = scene.controllers[index].presented.map { [ViewController(scene, $0)] } ?? []
    }
  }
}
