/// The device and OS a case runs on; the behaviour profile follows from it.
public struct PlatformSpec: Sendable, Hashable {
  /// The OS version, as written (`"17.0"`).
  public var os: String = "17.0"
  /// The major OS version.
  public var majorVersion: Int = 17
  /// Phone or pad.
  public var idiom: Idiom = .phone
  /// Whether the phone has a home button (no home button: always hidden in landscape, S17).
  public var homeButton: Bool = false
  /// Whether the app runs the iOS 26 Liquid Glass design.
  public var liquidGlass: Bool = false

  /// Creates the default platform: iOS 17 on a phone without a home button.
  public init() {}

  /// Whether the OS version is at least `major.minor` (`os` "8.4" is at least 8.3; a missing minor reads as 0).
  public func isAtLeast(_ major: Int, _ minor: Int) -> Bool {
    if majorVersion != major || minor == 0 { return majorVersion >= major }
    return minorVersion >= minor
  }

  /// The OS version's minor number: the second dot-separated part of `os` (empty parts skipped, as `split` skips
  /// them) read as a number, 0 when there is none or it is not one. Read in place: splitting the version allocated an
  /// array for every scene built, a fiftieth of generating a case.
  package var minorVersion: Int {
    let utf8 = os.utf8
    // Not all ASCII: a dot may then be part of a larger character, which `split` does not split at.
    guard !utf8.contains(where: { $0 >= 0x80 }) else {
      let parts = os.split(separator: ".")
      return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }
    var parts = 0
    var start: String.Index?
    var index = utf8.startIndex
    while true {
      let atEnd = index == utf8.endIndex
      if atEnd || utf8[index] == UInt8(ascii: ".") {
        if let first = start {
          parts += 1
          if parts == 2 { return Int(Substring(utf8[first..<index])) ?? 0 }
          start = nil
        }
        if atEnd { return 0 }
      } else if start == nil {
        start = index
      }
      index = utf8.index(after: index)
    }
  }

  /// The behaviour profile (spec "Inputs").
  public var profile: Profile {
    if majorVersion < 13 { return .legacy }
    if majorVersion >= 26 && liquidGlass { return .glass }
    return .classic
  }
}

/// The Info.plist keys that affect the status bar.
public struct InfoPlist: Sendable, Hashable {
  /// `UIViewControllerBasedStatusBarAppearance`; absent means YES (S1).
  public var viewControllerBasedStatusBarAppearance: Bool = true
  /// `UIStatusBarStyle`, as written; an unknown value reads as default (S2).
  public var statusBarStyle: String?
  /// `UIStatusBarHidden` (S2).
  public var statusBarHidden: Bool = false
  /// `UIUserInterfaceStyle` (S6).
  public var userInterfaceStyle: PlistInterfaceStyle = .automatic

  /// Creates the default Info.plist.
  public init() {}

  /// The style `UIStatusBarStyle` names (S2): unknown strings read as default.
  public var launchStyle: StatusBarStyle {
    switch statusBarStyle {
    case "UIStatusBarStyleLightContent": .lightContent
    case "UIStatusBarStyleDarkContent": .darkContent
    default: .default
    }
  }
}

/// The system environment at launch.
public struct EnvironmentSpec: Sendable, Hashable {
  /// Light or dark mode.
  public var appearance: Appearance = .light
  /// Portrait or landscape.
  public var orientation: Orientation = .portrait
  /// The horizontal size class at launch; nil means the idiom's own (compact on a phone, regular on a pad).
  public var horizontalSizeClass: HorizontalSizeClass?

  /// Creates the default environment: light, portrait.
  public init() {}
}

/// A window as a case declares it.
public struct WindowSpec: Sendable, Hashable {
  /// The window's id.
  public var id: String
  /// `windowLevel`: 0 normal, 1000 status bar, 2000 alert.
  public var level: Double = 0
  /// Whether the window is visible when the case starts.
  public var visible: Bool = true
  /// Whether it is the key window (it does not matter, S7).
  public var isKey: Bool = false
  /// `overrideUserInterfaceStyle` of the window (S6).
  public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
  /// The root view controller; nil for a window without one (HUD and notice libraries make such windows, S7).
  public var root: ControllerSpec?
  /// The window's background colour, which shows where nothing covers it: behind a presenter a sheet card
  /// pushes back (S23, S24). Nil is no colour: black shows.
  public var background: Colour?

  /// Creates a window.
  public init(id: String, root: ControllerSpec?) {
    self.id = id
    self.root = root
  }
}
