/// A member of a view controller in the case format: the one table of them, in the order the case format writes
/// them. Each carries its key, the kinds of controller that have it, whether a `set` step may change it, and what it
/// holds; the decoder's allowed keys and its messages' lists, the writer's members and their order, and a `set`'s
/// properties all come from it.
///
/// Adding a property means a case here (and its stored property on `ControllerSpec`, reading it in
/// `ControllerDecoder` and writing it in `CaseJSONWriter`; for one a `set` changes, the same for `ControllerChange`
/// in `StepDecoder.decodeChange` and the writer): every list of properties iterates `allCases`, and the switches that
/// read and write them do not compile without it.
package enum ControllerProperty: String, CaseIterable, Sendable, Hashable {
  /// The controller's id (required).
  case id
  /// Its kind (default plain).
  case kind
  /// `preferredStatusBarStyle`.
  case preferredStatusBarStyle
  /// `prefersStatusBarHidden`.
  case prefersStatusBarHidden
  /// `preferredStatusBarUpdateAnimation`.
  case preferredStatusBarUpdateAnimation
  /// `overrideUserInterfaceStyle` (a `set` cannot change it: `setOverrideUserInterfaceStyle` does).
  case overrideUserInterfaceStyle
  /// `childForStatusBarStyle`.
  case childForStatusBarStyle
  /// `childForStatusBarHidden`.
  case childForStatusBarHidden
  /// `modalPresentationStyle`.
  case modalPresentationStyle
  /// `modalPresentationCapturesStatusBarAppearance`.
  case modalPresentationCapturesStatusBarAppearance
  /// `definesPresentationContext`.
  case definesPresentationContext
  /// The colour at the top of the controller's view.
  case background
  /// An overlay pinned to the top safe-area edge.
  case overlay
  /// A navigation controller's `isNavigationBarHidden`.
  case navigationBarHidden
  /// A navigation controller's bar `barStyle`.
  case navigationBarStyle
  /// A navigation controller's bar user interface style.
  case navigationBarUserInterfaceStyle
  /// A navigation controller's bar background colour.
  case navigationBarBackground
  /// Whether a navigation controller's bar shows a background.
  case navigationBarShowsBackground
  /// A tab bar controller's selected tab.
  case selectedIndex
  /// Whether a split view controller is collapsed.
  case collapsed
  /// A hosting controller's SwiftUI `preferredColorScheme`.
  case preferredColorScheme
  /// A hosting controller's SwiftUI `toolbarColorScheme`.
  case toolbarColorScheme
  /// A hosting controller's SwiftUI `statusBarHidden`.
  case statusBarHidden
  /// A hosting controller's SwiftUI `toolbarBackground` (app scenarios only).
  case toolbarBackground
  /// A hosting controller's SwiftUI `toolbar(_:for:)` visibility (app scenarios only).
  case toolbarHidden
  /// An alert controller's `preferredStyle`: read and checked, not modelled.
  case preferredStyle
  /// The children of a navigation, tab bar or split view controller.
  case viewControllers
  /// The children of a container or a page view controller.
  case children
  /// The controller this one had presented when the case starts.
  case presented

  /// The key in a controller (and in a `set`'s properties).
  package var key: String { rawValue }

  /// Whether every kind of controller has the property.
  package var isCommon: Bool { kinds == nil }

  /// Whether the property holds the controller's children.
  package var holdsChildren: Bool { self == .viewControllers || self == .children }

  /// Whether a controller of `kind` has the property.
  package func applies(to kind: ControllerKind) -> Bool {
    kinds?.contains(kind) ?? true
  }

  /// The kinds that have the property; nil for every kind.
  private var kinds: [ControllerKind]? {
    switch self {
    case .id, .kind, .preferredStatusBarStyle, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .overrideUserInterfaceStyle,
      .childForStatusBarStyle, .childForStatusBarHidden, .modalPresentationStyle, .modalPresentationCapturesStatusBarAppearance,
      .definesPresentationContext, .background, .overlay, .presented:
      nil
    case .navigationBarHidden, .navigationBarStyle, .navigationBarUserInterfaceStyle, .navigationBarBackground, .navigationBarShowsBackground:
      [.navigation]
    case .selectedIndex: [.tabBar]
    case .collapsed: [.splitView]
    case .preferredColorScheme, .toolbarColorScheme, .statusBarHidden, .toolbarBackground, .toolbarHidden: [.hosting]
    case .preferredStyle: [.alert]
    case .viewControllers: [.navigation, .tabBar, .splitView]
    case .children: [.container, .pageView]
    }
  }

  /// Whether a `set` step may change the property (`ControllerChange`).
  package var isChangeable: Bool {
    switch self {
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .childForStatusBarStyle, .childForStatusBarHidden,
      .modalPresentationCapturesStatusBarAppearance, .background, .overlay, .preferredColorScheme, .toolbarColorScheme, .statusBarHidden:
      true
    default: false
    }
  }

  /// Whether only app scenarios may give the property (a suite case sets the bar on its navigation controller).
  package var isScenarioOnly: Bool { self == .toolbarBackground || self == .toolbarHidden }

  /// Whether a controller that has the property must give it.
  package var isRequired: Bool { self == .id || holdsChildren }

  /// What the property holds.
  package var type: CaseValueType {
    switch self {
    case .id: .id
    case .kind: .name(of: ControllerKind.self)
    case .preferredStatusBarStyle: .name(of: StatusBarStyle.self)
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance, .definesPresentationContext, .navigationBarHidden,
      .navigationBarShowsBackground, .collapsed, .statusBarHidden:
      .bool
    case .preferredStatusBarUpdateAnimation: .name(of: StatusBarAnimation.self)
    case .overrideUserInterfaceStyle, .navigationBarUserInterfaceStyle: .name(of: UserInterfaceStyle.self)
    case .childForStatusBarStyle, .childForStatusBarHidden: .childReference
    case .modalPresentationStyle: .name(of: PresentationStyle.self)
    case .background, .overlay, .navigationBarBackground: .colour
    case .navigationBarStyle: .name(of: NavigationBarStyle.self)
    case .selectedIndex: .index
    case .preferredColorScheme, .toolbarColorScheme: .name(of: Appearance.self)
    case .toolbarBackground, .toolbarHidden: .name(of: SwiftUIDecoder.ToolbarVisibility.self)
    case .preferredStyle: .name(["alert", "actionSheet"])
    case .viewControllers, .children: .controllers
    case .presented: .controller
    }
  }

  /// The properties a controller of `kind` has, in the order the case format writes them.
  package static func properties(of kind: ControllerKind) -> [ControllerProperty] {
    byKind[kinds.firstIndex { $0 == kind } ?? 0]
  }

  /// The properties a `set` changes, in the order the case format writes them.
  package static let changeable = allCases.filter(\.isChangeable)

  /// The kinds of controller, in the order of `byKind`.
  private static let kinds = ControllerKind.allCases

  /// Each kind's properties, made once: the writer reads them for every controller.
  private static let byKind = kinds.map { kind in allCases.filter { $0.applies(to: kind) } }
}
