/// A view controller as a case declares it: its kind, its status bar preferences,
/// its children, and what it has presented.
///
/// Optional preferences are `nil` when the controller does not override them, which
/// matters: an un-overridden `prefersStatusBarHidden` hides in compact height (S17).
public struct ControllerSpec: Sendable, Hashable {
  /// The controller's id, unique among the controllers on screen at any step.
  public var id: String
  /// What kind of controller it is.
  public var kind: ControllerKind
  /// `preferredStatusBarStyle`, or nil for the kind's default (S11, S13).
  public var preferredStatusBarStyle: StatusBarStyle?
  /// `prefersStatusBarHidden`, or nil when not overridden (S17).
  public var prefersStatusBarHidden: Bool?
  /// `preferredStatusBarUpdateAnimation`, or nil for the default `fade` (S11).
  public var preferredStatusBarUpdateAnimation: StatusBarAnimation?
  /// `overrideUserInterfaceStyle` (S6).
  public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
  /// `childForStatusBarStyle`, or nil for the kind's behaviour (S8, S12, S15, S16).
  public var childForStatusBarStyle: ChildReference?
  /// `childForStatusBarHidden`, or nil for the kind's behaviour (S8, S14, S15, S16).
  public var childForStatusBarHidden: ChildReference?
  /// Child controllers: a navigation stack (bottom first), tabs, split columns, or a container's children.
  public var children: [ControllerSpec] = []
  /// The selected tab of a tab bar controller.
  public var selectedIndex: Int = 0
  /// The navigation bar of a navigation controller.
  public var navigationBar = NavigationBarSpec()
  /// Whether a split view controller is collapsed (S16).
  public var collapsed: Bool = false
  /// SwiftUI preferences of a hosting controller (S21).
  public var swiftUI = SwiftUIPreferences()
  /// `modalPresentationStyle`, used when the controller is presented (S9).
  public var modalPresentationStyle: PresentationStyle = .automatic
  /// `modalPresentationCapturesStatusBarAppearance` (S9).
  public var capturesStatusBarAppearance: Bool = false
  /// `definesPresentationContext`: current-context presentations attach here.
  public var definesPresentationContext: Bool = false
  /// The colour at the top of the controller's view (S23).
  public var background: Colour?
  /// An overlay view pinned to the top safe-area edge, drawn over everything else (S23).
  public var overlay: Colour?
  private var presentedStorage: [ControllerSpec] = []

  /// Creates a controller. Inlinable, with the bar's and the preferences' initializers it runs: the generator draws a
  /// spec for each controller it pushes or presents, and a call into this module for each cost more than the rest of
  /// building it.
  @inlinable
  public init(id: String, kind: ControllerKind = .plain) {
    self.id = id
    self.kind = kind
  }

  /// The controller this one had already presented when the case starts.
  public var presented: ControllerSpec? {
    get { presentedStorage.first }
    set { presentedStorage = newValue.map { [$0] } ?? [] }
  }

  /// Forgets the children and the presented controller, keeping the controller's own properties.
  public mutating func dropSubtree() {
    children = []
    presentedStorage = []
  }

  /// The presented controller, as a list of none or one: readable in place, without copying it out.
  public var presentedList: [ControllerSpec] { presentedStorage }

  /// Every controller in this subtree (children and presentations), this one first.
  public var allControllers: [ControllerSpec] {
    var out = [self]
    for child in children { out += child.allControllers }
    if let presented { out += presented.allControllers }
    return out
  }
}

/// What `childForStatusBarStyle` or `childForStatusBarHidden` returns.
public enum ChildReference: Sendable, Hashable, CustomStringConvertible {
  /// Returns nil: this controller decides.
  case none
  /// Returns the child with this id.
  case child(String)
  /// A navigation controller subclass returning `topViewController`.
  case topViewController
  /// A navigation controller subclass returning `visibleViewController` (TN3105).
  case visibleViewController

  /// The spelling in a case file.
  public var description: String {
    switch self {
    case .none: "nil"
    case .child(let id): id
    case .topViewController: "topViewController"
    case .visibleViewController: "visibleViewController"
    }
  }
}

/// A navigation controller's bar.
public struct NavigationBarSpec: Sendable, Hashable {
  /// `isNavigationBarHidden` (S12).
  public var hidden: Bool = false
  /// `barStyle` (S13, legacy and classic profiles).
  public var style: NavigationBarStyle = .default
  /// The bar's own user interface style (S13, glass profile).
  public var userInterfaceStyle: UserInterfaceStyle = .unspecified
  /// The bar's background colour (S23); nil shows the top controller's background.
  public var background: Colour?
  /// Whether the bar currently shows a background (S21: `toolbarColorScheme` needs one).
  public var showsBackground: Bool = true

  /// Creates a bar with the defaults (inlinable, as `ControllerSpec.init(id:kind:)` that runs it).
  @inlinable
  public init() {}
}

/// The SwiftUI modifiers of a hosting controller's content (S21).
public struct SwiftUIPreferences: Sendable, Hashable {
  /// `preferredColorScheme`: the appearance of the enclosing presentation.
  public var preferredColorScheme: Appearance?
  /// `toolbarColorScheme(_:for: .navigationBar)`.
  public var toolbarColorScheme: Appearance?
  /// `statusBarHidden(_:)`.
  public var statusBarHidden: Bool?
  /// `toolbarBackground(_:for: .navigationBar)` on this view: `true` for `.visible`, `false` for `.hidden`; while the
  /// view is its navigation controller's top, it decides whether the bar shows a background (app scenarios only).
  public var toolbarBackground: Bool?
  /// `toolbar(.hidden, for: .navigationBar)` on this view (`true`) or `.visible` (`false`); while the view is its
  /// navigation controller's top, it decides whether the bar is hidden (app scenarios only).
  public var toolbarHidden: Bool?
  /// Whether the scenario wrote this controller as a SwiftUI view (`"swiftUI": …`), which the loader lowered: lint then
  /// knows whether SwiftUI or the app makes its hosting controller. Not a preference: it takes no part in equality, so
  /// a view and the controller `explain --lowered` writes for it are equal.
  package var writtenAsView = false

  /// Creates empty preferences (inlinable, as `ControllerSpec.init(id:kind:)` that runs it).
  @inlinable
  public init() {}

  /// Equal preferences, whether or not they were written as a view.
  public static func == (a: Self, b: Self) -> Bool {
    (a.preferredColorScheme, a.toolbarColorScheme, a.statusBarHidden, a.toolbarBackground, a.toolbarHidden)
      == (b.preferredColorScheme, b.toolbarColorScheme, b.statusBarHidden, b.toolbarBackground, b.toolbarHidden)
  }

  /// Hashes the preferences, not how they were written.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(preferredColorScheme)
    hasher.combine(toolbarColorScheme)
    hasher.combine(statusBarHidden)
    hasher.combine(toolbarBackground)
    hasher.combine(toolbarHidden)
  }
}
