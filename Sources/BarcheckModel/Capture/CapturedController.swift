/// One view controller of a captured window, with every status-bar-relevant property as the app answered it.
///
/// The class is recorded by name only (with its class chain); which kind of controller the case format calls it is
/// decided by `barcheck import`.
public struct CapturedController: Sendable, Hashable {
  /// The class, as Swift names it (`"MyApp.ProfileViewController"`, `"UINavigationController"`,
  /// `"SwiftUI.UIHostingController<MyApp.RootView>"`).
  public var className: String
  /// The class chain above it, nearest first, up to `UIViewController`.
  public var superclasses: [String]
  /// The object's identity for the life of the process, when the recorder gave one: it matches the controller across
  /// the captures of one run.
  public var instance: String?
  /// `preferredStatusBarStyle`.
  public var preferredStatusBarStyle: StatusBarStyle
  /// `prefersStatusBarHidden`.
  public var prefersStatusBarHidden: Bool
  /// `preferredStatusBarUpdateAnimation`.
  public var preferredStatusBarUpdateAnimation: StatusBarAnimation = .fade
  /// Whether the class overrides `preferredStatusBarStyle` (its implementation is not its framework superclass's).
  public var overridesPreferredStatusBarStyle = false
  /// Whether the class overrides `prefersStatusBarHidden`: an un-overridden controller hides in compact height (S17).
  public var overridesPrefersStatusBarHidden = false
  /// Whether the class overrides `childForStatusBarStyle`.
  public var overridesChildForStatusBarStyle = false
  /// Whether the class overrides `childForStatusBarHidden`.
  public var overridesChildForStatusBarHidden = false
  /// `childForStatusBarStyle`, as the controller answered it; nil when not recorded.
  public var childForStatusBarStyle: CapturedChild?
  /// `childForStatusBarHidden`, as the controller answered it; nil when not recorded.
  public var childForStatusBarHidden: CapturedChild?
  /// `modalPresentationStyle`.
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// `modalPresentationCapturesStatusBarAppearance`.
  public var modalPresentationCapturesStatusBarAppearance = false
  /// `definesPresentationContext`.
  public var definesPresentationContext = false
  /// `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
  /// The navigation bar, for a navigation controller.
  public var navigationBar: CapturedNavigationBar?
  /// `selectedIndex`, for a tab bar controller.
  public var selectedIndex: Int?
  /// `isCollapsed`, for a split view controller.
  public var isCollapsed: Bool?
  /// `children`: a navigation stack bottom first, tabs, split columns, a container's children.
  public var children: [CapturedController] = []
  /// `presentedViewController`, recorded on the controller that presents it (its `presentingViewController`).
  public var presentedViewController: [CapturedController] = []
  /// Where the controller is written in its capture, for messages.
  public var location = CaptureLocation()

  /// Creates a controller that overrides nothing.
  public init(
    className: String, superclasses: [String] = ["UIViewController"], preferredStatusBarStyle: StatusBarStyle = .default,
    prefersStatusBarHidden: Bool = false
  ) {
    self.className = className
    self.superclasses = superclasses
    self.preferredStatusBarStyle = preferredStatusBarStyle
    self.prefersStatusBarHidden = prefersStatusBarHidden
  }

  /// The presented controller, if any.
  public var presented: CapturedController? { presentedViewController.first }
}

/// What `childForStatusBarStyle` or `childForStatusBarHidden` returned.
public enum CapturedChild: Sendable, Hashable {
  /// nil: the controller decides itself.
  case none
  /// A descendant, by its index path through `children` (`[0]` is the first child, `[0, 1]` that child's second).
  case indexPath([Int])
  /// The controller's `presentedViewController` (the `visibleViewController` pattern of TN3105).
  case presented
  /// A controller neither among its descendants nor presented by it.
  case elsewhere
}

/// A navigation controller's bar, as captured.
public struct CapturedNavigationBar: Sendable, Hashable {
  /// `isNavigationBarHidden`.
  public var isHidden: Bool
  /// `navigationBar.barStyle`.
  public var barStyle: BarStyle
  /// The bar's background colour, when it has an opaque one.
  public var backgroundColor: RGB?

  /// Creates a bar.
  public init(isHidden: Bool = false, barStyle: BarStyle = .default, backgroundColor: RGB? = nil) {
    self.isHidden = isHidden
    self.barStyle = barStyle
    self.backgroundColor = backgroundColor
  }
}

extension CapturedNavigationBar {
  /// `UIBarStyle`.
  public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    /// `.default`.
    case `default`
    /// `.black` (also `.blackOpaque`).
    case black
    /// `.blackTranslucent` (deprecated; black as far as the status bar goes).
    case blackTranslucent
  }
}

extension CapturedController {
  /// `UIModalPresentationStyle`, every case UIKit has on iOS.
  public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// `.automatic`.
    case automatic
    /// `.none`: no adaptation (a value for adaptive presentation delegates).
    case none
    /// `.fullScreen`.
    case fullScreen
    /// `.pageSheet`.
    case pageSheet
    /// `.formSheet`.
    case formSheet
    /// `.currentContext`.
    case currentContext
    /// `.custom`.
    case custom
    /// `.overFullScreen`.
    case overFullScreen
    /// `.overCurrentContext`.
    case overCurrentContext
    /// `.popover`.
    case popover
  }
}
