/// The traits of the window scene when a capture was taken, as UIKit names them.
public struct CapturedTraits: Sendable, Hashable {
  /// The system appearance: the screen's `traitCollection.userInterfaceStyle`.
  public var userInterfaceStyle: UserInterfaceStyle = .light
  /// `UIWindowScene.interfaceOrientation`.
  public var orientation: InterfaceOrientation = .portrait
  /// The scene's `traitCollection.horizontalSizeClass`.
  public var horizontalSizeClass: SizeClass = .compact

  /// Creates the traits of a phone in portrait in the light appearance.
  public init() {}

  /// `UIInterfaceOrientation`.
  public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    /// `.unknown`.
    case unknown
    /// `.portrait`.
    case portrait
    /// `.portraitUpsideDown`.
    case portraitUpsideDown
    /// `.landscapeLeft`.
    case landscapeLeft
    /// `.landscapeRight`.
    case landscapeRight
  }

  /// `UIUserInterfaceSizeClass`.
  public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// `.unspecified`.
    case unspecified
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular
  }
}

/// The Info.plist keys a capture records, as the bundle holds them; nil where the key is absent.
public struct CapturedInfoPlist: Sendable, Hashable {
  /// `UIViewControllerBasedStatusBarAppearance`.
  public var viewControllerBasedStatusBarAppearance: Bool?
  /// `UIStatusBarStyle`, as written.
  public var statusBarStyle: String?
  /// `UIStatusBarHidden`.
  public var statusBarHidden: Bool?
  /// `UIUserInterfaceStyle`.
  public var userInterfaceStyle: PlistInterfaceStyle?
  /// `UIDesignRequiresCompatibility`: on iOS 26, keep the design before Liquid Glass (ignored from the iOS 27 SDK).
  public var designRequiresCompatibility: Bool?
  /// `DTPlatformVersion`, which Xcode writes: the SDK the app was built with (`"26.0"`).
  public var platformVersion: String?

  /// Creates an Info.plist without any of the keys.
  public init() {}
}
