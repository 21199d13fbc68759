/// The names of the events a step can carry, as spelt in case files and in a
/// resolver's declared capabilities.
public enum EventKind: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The app's launch, and the events of navigation, tabs, presentation and property changes (`StepEvent`).
  case launch, push, pop, popToRoot, setNavigationBarHidden, setNavigationBarStyle, selectTab, present, dismiss, set
  /// The update call, and changes of the system appearance, an override and the orientation.
  case setNeedsStatusBarAppearanceUpdate, setAppearance, setOverrideUserInterfaceStyle, rotate
  /// Changes to the app's windows.
  case showWindow, hideWindow, setWindowLevel, makeKeyWindow
  /// The application-wide setters of UIApplication (application mode, S3).
  case setApplicationStatusBarStyle, setApplicationStatusBarHidden
  /// Events added in suite 2.0.0: declared by a resolver only when it lists them in its capabilities.
  case setHorizontalSizeClass, cancelInteractiveDismissal

  /// Orders event kinds by name.
  public static func < (a: EventKind, b: EventKind) -> Bool { a.rawValue < b.rawValue }

  /// The events protocol v1 was defined with (suite 1.0.0): what a resolver that declares no `events` in its
  /// handshake supports. Frozen: events added since (`setHorizontalSizeClass`, `cancelInteractiveDismissal`)
  /// must be declared, so that adding an event never silently widens what an existing resolver claims.
  public static let protocolV1: Set<EventKind> = Set(allCases).subtracting([.setHorizontalSizeClass, .cancelInteractiveDismissal])

  /// The kind's bit in a set of kinds held as one integer (`ResolverCapabilities` checks each step of every case
  /// it is asked about): a look-up in a `Set` hashes the kind's name.
  var bit: UInt32 {
    switch self {
    case .launch: 1 << 0
    case .push: 1 << 1
    case .pop: 1 << 2
    case .popToRoot: 1 << 3
    case .setNavigationBarHidden: 1 << 4
    case .setNavigationBarStyle: 1 << 5
    case .selectTab: 1 << 6
    case .present: 1 << 7
    case .dismiss: 1 << 8
    case .set: 1 << 9
    case .setNeedsStatusBarAppearanceUpdate: 1 << 10
    case .setAppearance: 1 << 11
    case .setOverrideUserInterfaceStyle: 1 << 12
    case .rotate: 1 << 13
    case .showWindow: 1 << 14
    case .hideWindow: 1 << 15
    case .setWindowLevel: 1 << 16
    case .makeKeyWindow: 1 << 17
    case .setApplicationStatusBarStyle: 1 << 18
    case .setApplicationStatusBarHidden: 1 << 19
    case .setHorizontalSizeClass: 1 << 20
    case .cancelInteractiveDismissal: 1 << 21
    }
  }

  /// The bits of a set of kinds.
  static func bits(_ kinds: Set<EventKind>) -> UInt32 {
    kinds.reduce(0) { $0 | $1.bit }
  }
}

/// What happens at one step of a case.
public enum StepEvent: Sendable, Hashable {
  /// The app launches: the launch screen's state is replaced by the first resolution (S2, S20).
  case launch
  /// `pushViewController(_:animated:)`.
  indirect case push(navigationController: String, viewController: ControllerSpec, animated: Bool)
  /// `popViewController(animated:)`.
  case pop(navigationController: String, animated: Bool)
  /// `popToRootViewController(animated:)`.
  case popToRoot(navigationController: String, animated: Bool)
  /// `setNavigationBarHidden(_:animated:)`.
  case setNavigationBarHidden(navigationController: String, hidden: Bool, animated: Bool)
  /// Changes the navigation bar's style, user interface style, background or background visibility.
  indirect case setNavigationBarStyle(navigationController: String, change: NavigationBarChange)
  /// Selects a tab.
  case selectTab(tabBarController: String, index: Int)
  /// `present(_:animated:)`.
  indirect case present(presenter: String, viewController: ControllerSpec, animated: Bool)
  /// `dismiss(animated:)` sent to a controller: dismisses what it presented, or itself.
  case dismiss(viewController: String, animated: Bool)
  /// Changes a controller's properties *without* an update call (S19).
  indirect case set(viewController: String, change: ControllerChange)
  /// `setNeedsStatusBarAppearanceUpdate()`, optionally inside an animation block (S18, S19).
  case setNeedsStatusBarAppearanceUpdate(viewController: String, animated: Bool)
  /// The system switches between light and dark (S6, S20).
  case setAppearance(Appearance)
  /// Sets `overrideUserInterfaceStyle` on a window or a controller (S6, S20).
  case setOverrideUserInterfaceStyle(target: OverrideTarget, style: UserInterfaceStyle)
  /// The device rotates (S17, S20).
  case rotate(Orientation)
  /// A declared window becomes visible (S7, S20).
  case showWindow(String)
  /// A window is hidden (S7, S20).
  case hideWindow(String)
  /// A window's level changes (S7, S20).
  case setWindowLevel(window: String, level: Double)
  /// A window becomes key; this changes nothing (S7).
  case makeKeyWindow(String)
  /// The deprecated `UIApplication.setStatusBarStyle(_:animated:)` (S3).
  case setApplicationStatusBarStyle(style: StatusBarStyle, animated: Bool)
  /// The deprecated `UIApplication.setStatusBarHidden(_:with:)` (S3).
  case setApplicationStatusBarHidden(hidden: Bool, animation: StatusBarAnimation)
  /// The window's horizontal size class changes without a rotation: an iPad app resized in Split View or
  /// Slide Over (S9, S20).
  case setHorizontalSizeClass(HorizontalSizeClass)
  /// An interactive dismissal (a swipe or a custom interactive transition) of what `dismiss` sent to this
  /// controller would remove begins and is cancelled: the presentation stays (S10).
  case cancelInteractiveDismissal(viewController: String)

  /// The event's kind.
  public var kind: EventKind {
    switch self {
    case .launch: .launch
    case .push: .push
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .setNavigationBarHidden: .setNavigationBarHidden
    case .setNavigationBarStyle: .setNavigationBarStyle
    case .selectTab: .selectTab
    case .present: .present
    case .dismiss: .dismiss
    case .set: .set
    case .setNeedsStatusBarAppearanceUpdate: .setNeedsStatusBarAppearanceUpdate
    case .setAppearance: .setAppearance
    case .setOverrideUserInterfaceStyle: .setOverrideUserInterfaceStyle
    case .rotate: .rotate
    case .showWindow: .showWindow
    case .hideWindow: .hideWindow
    case .setWindowLevel: .setWindowLevel
    case .makeKeyWindow: .makeKeyWindow
    case .setApplicationStatusBarStyle: .setApplicationStatusBarStyle
    case .setApplicationStatusBarHidden: .setApplicationStatusBarHidden
    case .setHorizontalSizeClass: .setHorizontalSizeClass
    case .cancelInteractiveDismissal: .cancelInteractiveDismissal
    }
  }
}

/// The target of `setOverrideUserInterfaceStyle`.
public enum OverrideTarget: Sendable, Hashable {
  /// A window, by id.
  case window(String)
  /// A view controller, by id.
  case viewController(String)
}

/// A change to a navigation bar; nil fields stay as they are.
public struct NavigationBarChange: Sendable, Hashable {
  /// The new `barStyle`.
  public var style: NavigationBarStyle?
  /// The new bar user interface style (glass profile).
  public var userInterfaceStyle: UserInterfaceStyle?
  /// The new background colour.
  public var background: Colour?
  /// Whether the bar now shows a background.
  public var showsBackground: Bool?

  /// Creates an empty change.
  public init() {}
}

/// A change to a controller's properties made without an update call; nil fields stay as they are.
public struct ControllerChange: Sendable, Hashable {
  /// The new `preferredStatusBarStyle`.
  public var preferredStatusBarStyle: StatusBarStyle?
  /// The new `prefersStatusBarHidden` (the controller now overrides it).
  public var prefersStatusBarHidden: Bool?
  /// The new `preferredStatusBarUpdateAnimation`.
  public var preferredStatusBarUpdateAnimation: StatusBarAnimation?
  /// The new `childForStatusBarStyle`.
  public var childForStatusBarStyle: ChildReference?
  /// The new `childForStatusBarHidden`.
  public var childForStatusBarHidden: ChildReference?
  /// The new `modalPresentationCapturesStatusBarAppearance`.
  public var capturesStatusBarAppearance: Bool?
  /// The new background colour.
  public var background: Colour?
  /// The new overlay colour.
  public var overlay: Colour?
  /// The new SwiftUI `preferredColorScheme` (S21).
  public var preferredColorScheme: Appearance?
  /// The new SwiftUI `toolbarColorScheme` (S21).
  public var toolbarColorScheme: Appearance?
  /// The new SwiftUI `statusBarHidden` (S21).
  public var statusBarHidden: Bool?

  /// Creates an empty change.
  public init() {}

  /// Whether the change touches SwiftUI state, which SwiftUI propagates itself (S21).
  public var touchesSwiftUI: Bool {
    preferredColorScheme != nil || toolbarColorScheme != nil || statusBarHidden != nil
  }
}

/// One step of a case: an event, and what the status bar must show afterwards.
public struct Step: Sendable, Hashable {
  /// What happens.
  public var event: StepEvent
  /// What must be shown afterwards; nil when the step checks nothing.
  public var expect: StepExpectation?
  /// The byte offset of the step in its file, for diagnostics.
  public var offset: Int
  /// App scenarios only: what the developer wants the bar to show after this step (`"want"`).
  public var want: StepIntent?
  /// App scenarios only: a `set` followed in the same turn by `setNeedsStatusBarAppearanceUpdate()` on the same
  /// controller (`"update": true`, a property whose `didSet` calls the update); played as that pair of events.
  public var updatesInSameTurn: Bool = false
  /// App scenarios only: the lint findings the developer accepts at this step (`"acknowledge"`).
  public var acknowledgements: [Acknowledgement] = []
  /// App scenarios only: what a real device's status bar showed after this step (`"device"`), from a capture.
  public var device: DeviceRecord?

  /// The step in words: its event, and for a `set` that calls the update in the same turn, that it does.
  public var description: String {
    guard updatesInSameTurn, case .set(let id, let change) = event else { return event.description }
    return "set \(change.summary) on \"\(id)\", then setNeedsStatusBarAppearanceUpdate() (update: true)"
  }

  /// Creates a step. Inlinable: the generator makes one for every event it keeps, and as a call each one cost a
  /// fortieth of generating a case, most of it filling in what the caller leaves out.
  @inlinable
  public init(event: StepEvent, expect: StepExpectation? = nil, offset: Int = 0) {
    self.event = event
    self.expect = expect
    self.offset = offset
  }
}
