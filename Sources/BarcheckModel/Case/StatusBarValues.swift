/// A controller's `preferredStatusBarStyle` (or the application's style).
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
  /// `.default`: black content before iOS 13 (S5), appearance-dependent after (S6).
  case `default`
  /// White content (S4).
  case lightContent
  /// Black content, iOS 13 and later (S4).
  case darkContent
}

/// What the status bar actually draws: the resolved content colour.
public enum ContentStyle: String, Sendable, Hashable, CaseIterable {
  /// White text and symbols.
  case lightContent
  /// Black text and symbols.
  case darkContent

  /// The content's colour in words, as messages say it: `white` or `black`.
  public var ink: String { self == .lightContent ? "white" : "black" }
}

/// `preferredStatusBarUpdateAnimation`, and the animation observed for a visibility change.
public enum StatusBarAnimation: String, Sendable, Hashable, CaseIterable {
  /// No animation.
  case none
  /// Cross-fade.
  case fade
  /// Slide in or out.
  case slide
}

/// `overrideUserInterfaceStyle` of a controller or window.
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
  /// No override: inherit.
  case unspecified
  /// Force the light appearance.
  case light
  /// Force the dark appearance.
  case dark
}

/// The system appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// The interface orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  /// Portrait: regular height on every device.
  case portrait
  /// Landscape: vertically compact on a phone (S17).
  case landscape
}

/// The horizontal size class of the app's window (S9: sheets and popovers adapt to it).
public enum HorizontalSizeClass: String, Sendable, Hashable, CaseIterable {
  /// Compact width: every phone in portrait, an iPad app in a narrow Split View or Slide Over.
  case compact
  /// Regular width: an iPad app in full screen or a wide split.
  case regular
}

/// `modalPresentationStyle` of a presented controller.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
  /// `.automatic`: a page sheet for ordinary controllers (S9).
  case automatic
  /// `.fullScreen`: always takes the status bar over (S9).
  case fullScreen
  /// `.pageSheet`: a card on a portrait phone or an iPad.
  case pageSheet
  /// `.formSheet`: a card on an iPad; adapted to full screen on a phone (tentative).
  case formSheet
  /// `.currentContext`.
  case currentContext
  /// `.overCurrentContext`.
  case overCurrentContext
  /// `.overFullScreen`.
  case overFullScreen
  /// `.popover`: adapted to full screen on a phone.
  case popover
  /// `.custom`: takes over (tentative).
  case custom
}

/// The navigation bar's `barStyle`.
public enum NavigationBarStyle: String, Sendable, Hashable, CaseIterable {
  /// `.default`.
  case `default`
  /// `.black`: the navigation controller's style becomes `lightContent` (S13).
  case black
}

/// The kind of a view controller in a case's hierarchy.
public enum ControllerKind: String, Sendable, Hashable, CaseIterable {
  /// A plain `UIViewController`.
  case plain
  /// `UINavigationController` (S12–S14).
  case navigation
  /// `UITabBarController` (S15).
  case tabBar
  /// `UISplitViewController` (S16).
  case splitView
  /// A custom container that names children through `childForStatusBarStyle` / `childForStatusBarHidden` (S8).
  case container
  /// A SwiftUI `UIHostingController` (S21).
  case hosting
  /// `UIAlertController`, as an alert or an action sheet: never takes over (S9).
  case alert
  /// `UIPageViewController`: does not forward (S16).
  case pageView
  /// `UISearchController`: does not forward (S16).
  case search

  /// Whether this kind holds child controllers in the case format.
  public var hasChildren: Bool { childrenProperty != nil }

  /// The JSON key under which this kind lists its children (`children` for a kind without them).
  public var childrenKey: String { (childrenProperty ?? .children).key }

  /// The property that holds this kind's children, from the controller table (`ControllerProperty`).
  private var childrenProperty: ControllerProperty? {
    ControllerProperty.properties(of: self).first(where: \.holdsChildren)
  }
}

/// The behaviour profile that follows from the platform (spec "Inputs").
public enum Profile: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iOS 7–12.
  case legacy
  /// iOS 13–25, and 26+ without Liquid Glass.
  case classic
  /// iOS 26+ with Liquid Glass.
  case glass

  /// Orders profiles by age.
  public static func < (a: Profile, b: Profile) -> Bool {
    a.rank < b.rank
  }

  private var rank: Int {
    switch self {
    case .legacy: 0
    case .classic: 1
    case .glass: 2
    }
  }
}

/// The device idiom.
public enum Idiom: String, Sendable, Hashable, CaseIterable {
  /// iPhone.
  case phone
  /// iPad.
  case pad
}

/// `UIUserInterfaceStyle` in Info.plist.
public enum PlistInterfaceStyle: String, Sendable, Hashable, CaseIterable {
  /// Always light.
  case light = "Light"
  /// Always dark.
  case dark = "Dark"
  /// Follow the system (the default).
  case automatic = "Automatic"
}

/// The level of a requirement, from the confidence of the rules it rests on.
public enum RequirementLevel: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Documented behaviour.
  case must
  /// Observed behaviour.
  case should
  /// Seen once, or sources disagree.
  case tentative

  /// Orders levels from the firmest to the weakest.
  public static func < (a: RequirementLevel, b: RequirementLevel) -> Bool {
    a.rank < b.rank
  }

  private var rank: Int {
    switch self {
    case .must: 0
    case .should: 1
    case .tentative: 2
    }
  }
}
