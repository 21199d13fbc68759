import BarcheckModel

/// Reads captures one after another into the case format: maps classes to kinds, properties to the case format's
/// keys and meanings, and gives each controller and window an id, the same one as in the capture before when it is
/// the same object (by its recorded instance, or else by its place and class).
///
/// Every guess goes into `notes`, positioned in the capture it comes from.
struct CaptureMapper: Sendable {
  /// What barcheck guessed or left out, in the order found.
  private(set) var notes: [Diagnostic] = []
  private var controllerIDs = IdentifierAllocator(fallback: "controller")
  private var windowIDs = IdentifierAllocator(fallback: "window")
  /// The previous capture's ids, by matching key.
  private var previousControllers: [String: String] = [:]
  private var previousWindows: [String: String] = [:]
  /// This capture's.
  private var currentControllers: [String: String] = [:]
  private var usedInCapture: Set<String> = []
  private var file: String?
  /// Whether the capture's traits are vertically compact (a phone in landscape), where every controller that does
  /// not override `prefersStatusBarHidden` answers true (S17).
  private var verticallyCompact = false

  /// The state of the next capture of the flow.
  mutating func state(of capture: AppCapture, index: Int) -> ImportedState {
    file = capture.file
    currentControllers = [:]
    usedInCapture = []
    var platform = PlatformSpec()
    platform.os = capture.os
    platform.majorVersion = capture.majorVersion
    platform.idiom = capture.device.idiom
    platform.homeButton = capture.device.homeButton
    platform.liquidGlass = liquidGlass(capture)

    var infoPlist = InfoPlist()
    infoPlist.viewControllerBasedStatusBarAppearance = capture.infoPlist.viewControllerBasedStatusBarAppearance ?? true
    infoPlist.statusBarStyle = capture.infoPlist.statusBarStyle
    infoPlist.statusBarHidden = capture.infoPlist.statusBarHidden ?? false
    infoPlist.userInterfaceStyle = capture.infoPlist.userInterfaceStyle ?? .automatic

    let environment = self.environment(capture, platform: platform)
    verticallyCompact = platform.idiom == .phone && environment.orientation == .landscape
    var windows: [WindowSpec] = []
    var currentWindows: [String: String] = [:]
    var classCounts: [String: Int] = [:]
    for (i, window) in capture.windows.enumerated() {
      let name = ClassName(window.className)
      if Self.systemWindows.contains(name.base) || name.base.hasPrefix("_") {
        note(
          "window \(i) is a system window (\(ControllerKindMapping.quoted(window.className))), which the case format does not model; left out",
          at: window.location)
        continue
      }
      let count = classCounts[window.className, default: 0]
      classCounts[window.className] = count + 1
      let key = window.instance.map { "i:" + $0 } ?? "w:\(window.className)#\(count)"
      let id =
        previousWindows[key]
        ?? (windows.isEmpty && previousWindows.isEmpty && window.level == 0 ? windowIDs.make(stem: "main") : windowIDs.make(from: window.className))
      currentWindows[key] = id
      var spec = WindowSpec(
        id: id, root: window.rootViewController.map { controller($0, place: "\(id)/root", platform: platform) })
      spec.level = window.level
      spec.visible = !window.isHidden
      spec.isKey = window.isKey
      spec.overrideUserInterfaceStyle = platform.profile == .legacy ? .unspecified : window.overrideUserInterfaceStyle
      spec.background = window.backgroundColor.map(Colour.init)
      windows.append(spec)
    }
    if windows.isEmpty {
      note("the capture has no window the case format models", at: CaptureLocation(path: .root.appending("windows")), severity: .warning)
    }
    previousWindows = currentWindows
    previousControllers = currentControllers
    let device = deviceRecord(capture, windows: windows, infoPlist: infoPlist, environment: environment, platform: platform)
    return ImportedState(
      capture: capture, platform: platform, infoPlist: infoPlist, environment: environment, windows: windows, device: device, index: index)
  }

  /// Windows UIKit makes for itself (the keyboard's, text effects').
  static let systemWindows: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]

  /// Liquid Glass (SPEC.md, profiles): iOS 26 or later, built with the iOS 26 SDK or later, and not kept on the
  /// previous design with `UIDesignRequiresCompatibility` (which the iOS 27 SDK ignores).
  private mutating func liquidGlass(_ capture: AppCapture) -> Bool {
    guard capture.majorVersion >= 26 else { return false }
    let sdk: Int
    if let version = capture.infoPlist.platformVersion, let major = Int(version.split(separator: ".").first ?? "") {
      sdk = major
    } else {
      sdk = capture.majorVersion
      note(
        "the Info.plist has no DTPlatformVersion: barcheck takes the app as built with the iOS \(sdk) SDK, which decides Liquid Glass",
        at: CaptureLocation(path: .root.appending("infoPlist")))
    }
    guard sdk >= 26 else { return false }
    return sdk >= 27 || capture.infoPlist.designRequiresCompatibility != true
  }

  private mutating func environment(_ capture: AppCapture, platform: PlatformSpec) -> EnvironmentSpec {
    var environment = EnvironmentSpec()
    let traits = CaptureLocation(path: .root.appending("traits"))
    switch capture.traits.userInterfaceStyle {
    case .dark where platform.profile == .legacy:
      note("the traits say dark before iOS 13, which has no dark mode; taken as light", at: traits, severity: .warning)
    case .dark: environment.appearance = .dark
    case .light: break
    case .unspecified: note("the system appearance was not recorded (unspecified); taken as light", at: traits)
    }
    switch capture.traits.orientation {
    case .landscapeLeft, .landscapeRight: environment.orientation = .landscape
    case .portrait, .portraitUpsideDown: break
    case .unknown: note("the interface orientation was unknown; taken as portrait", at: traits)
    }
    switch (capture.device.idiom, capture.traits.horizontalSizeClass) {
    case (.pad, .compact): environment.horizontalSizeClass = .compact
    case (.pad, .regular): environment.horizontalSizeClass = .regular
    case (.phone, .regular):
      note("a phone with a regular width (a large phone in landscape) is compact in the case format", at: traits)
    default: break
    }
    return environment
  }

  /// What the device showed, `default` resolved as the device drew it (S5, S6): black before iOS 13; after, from the
  /// controlling window's appearance: its override, then Info.plist, then the system. The capture cannot say which
  /// controller decided, so a controller's own override on the way is not seen; a note says where one could matter.
  private mutating func deviceRecord(
    _ capture: AppCapture, windows: [WindowSpec], infoPlist: InfoPlist, environment: EnvironmentSpec, platform: PlatformSpec
  ) -> DeviceRecord {
    let location = CaptureLocation(path: .root.appending("statusBar"))
    let style: ContentStyle
    switch capture.statusBar.style {
    case .lightContent: style = .lightContent
    case .darkContent: style = .darkContent
    case .default:
      if platform.profile == .legacy {
        style = .darkContent
        break
      }
      var visible = windows.enumerated().filter { $0.element.visible }
      visible.sort { $0.element.level != $1.element.level ? $0.element.level < $1.element.level : $0.offset < $1.offset }
      let controlling = visible.last?.element
      var appearance = environment.appearance
      if infoPlist.userInterfaceStyle == .light { appearance = .light }
      if infoPlist.userInterfaceStyle == .dark { appearance = .dark }
      if controlling?.overrideUserInterfaceStyle == .light { appearance = .light }
      if controlling?.overrideUserInterfaceStyle == .dark { appearance = .dark }
      style = appearance == .dark ? .lightContent : .darkContent
      let overriding = controlling?.root.map { $0.allControllers.filter { $0.overrideUserInterfaceStyle != .unspecified } } ?? []
      if infoPlist.viewControllerBasedStatusBarAppearance, let first = overriding.first {
        note(
          "the device reported the style default: barcheck resolved it as \(style.rawValue) from the \(appearance.rawValue) appearance of window \"\(controlling?.id ?? "")\" (S6); \"\(first.id)\" overrides its interface style (\(first.overrideUserInterfaceStyle.rawValue)), which changes what default draws if it, or a child of it, decides the style",
          at: location)
      }
    }
    return DeviceRecord(style: style, hidden: capture.statusBar.hidden)
  }

  /// A captured controller and its tree in the case format.
  private mutating func controller(_ captured: CapturedController, place: String, platform: PlatformSpec) -> ControllerSpec {
    let key = captured.instance.map { "i:" + $0 } ?? "p:\(place)/\(captured.className)"
    var id = previousControllers[key] ?? controllerIDs.make(from: captured.className)
    if usedInCapture.contains(id) { id = controllerIDs.make(from: captured.className) }
    usedInCapture.insert(id)
    currentControllers[key] = id

    let mapping = ControllerKindMapping.map(
      className: captured.className, superclasses: captured.superclasses, hasChildren: !captured.children.isEmpty)
    if let text = mapping.note { note("\"\(id)\": \(text)", at: captured.location) }
    var kind = mapping.kind
    var children = captured.children.enumerated().map { i, child in controller(child, place: "\(place)/\(i)", platform: platform) }
    switch kind {
    case .navigation where children.isEmpty, .tabBar where children.isEmpty, .splitView where children.isEmpty:
      note("\"\(id)\" is a \(kind.rawValue) controller without children, which the case format cannot hold; mapped as plain", at: captured.location)
      kind = .plain
    case .splitView where children.count > 2:
      note(
        "\"\(id)\" has \(children.count) columns; the case format holds a primary and a secondary, so the others are left out", at: captured.location)
      children = Array(children.prefix(2))
    case .alert where !children.isEmpty, .search where !children.isEmpty, .hosting where !children.isEmpty, .plain where !children.isEmpty:
      note("\"\(id)\" is a \(kind.rawValue) controller, which holds no children in the case format; its children are left out", at: captured.location)
      children = []
    default: break
    }
    var spec = ControllerSpec(id: id, kind: kind)
    spec.children = children
    let ownForwarding = [.navigation, .tabBar, .splitView].contains(kind)
    if captured.overridesPreferredStatusBarStyle || (!ownForwarding && captured.preferredStatusBarStyle != .default) {
      spec.preferredStatusBarStyle = captured.preferredStatusBarStyle
    }
    if captured.overridesPrefersStatusBarHidden {
      spec.prefersStatusBarHidden = captured.prefersStatusBarHidden
    } else if kind == .hosting && captured.prefersStatusBarHidden && !verticallyCompact {
      // UIHostingController answers SwiftUI's statusBarHidden(_:) (S21). In compact height the answer is true anyway
      // (S17), so it says nothing about the modifier there.
      spec.swiftUI.statusBarHidden = true
    }
    if captured.preferredStatusBarUpdateAnimation != .fade { spec.preferredStatusBarUpdateAnimation = captured.preferredStatusBarUpdateAnimation }
    if platform.profile != .legacy { spec.overrideUserInterfaceStyle = captured.overrideUserInterfaceStyle }
    spec.childForStatusBarStyle = reference(
      captured.childForStatusBarStyle, overridden: captured.overridesChildForStatusBarStyle, spec: spec, key: "childForStatusBarStyle", captured)
    spec.childForStatusBarHidden = reference(
      captured.childForStatusBarHidden, overridden: captured.overridesChildForStatusBarHidden, spec: spec, key: "childForStatusBarHidden", captured)
    spec.modalPresentationStyle = presentationStyle(captured, id: id)
    spec.capturesStatusBarAppearance = captured.modalPresentationCapturesStatusBarAppearance
    spec.definesPresentationContext = captured.definesPresentationContext
    switch kind {
    case .navigation:
      if let bar = captured.navigationBar {
        spec.navigationBar.hidden = bar.isHidden
        spec.navigationBar.style = bar.barStyle == .default ? .default : .black
        spec.navigationBar.background = bar.backgroundColor.map(Colour.init)
      } else {
        note(
          "\"\(id)\" is a navigation controller, but its navigation bar was not recorded; taken as visible with the default style",
          at: captured.location)
      }
    case .tabBar:
      let index = captured.selectedIndex ?? 0
      if captured.selectedIndex == nil || !children.indices.contains(index) {
        note(
          "\"\(id)\": the selected tab (\(captured.selectedIndex.map(String.init) ?? "not recorded")) is not one of its \(children.count) tabs; taken as the first",
          at: captured.location)
      } else {
        spec.selectedIndex = index
      }
    case .splitView:
      spec.collapsed = captured.isCollapsed ?? false
    default: break
    }
    if let presented = captured.presented {
      spec.presented = controller(presented, place: "\(place)/presented", platform: platform)
    }
    return spec
  }

  /// `childForStatusBar…` in the case format: what the controller answered, where it is its own (overridden, or a
  /// kind that does not forward by itself); nil where the kind's own forwarding applies.
  private mutating func reference(
    _ answer: CapturedChild?, overridden: Bool, spec: ControllerSpec, key: String, _ captured: CapturedController
  ) -> ChildReference? {
    let ownForwarding = [.navigation, .tabBar, .splitView].contains(spec.kind)
    guard let answer, overridden || !ownForwarding else { return nil }
    let location = CaptureLocation(position: captured.location.position, path: captured.location.path.appending(key))
    switch answer {
    case .none: return overridden ? ChildReference.none : nil
    case .indexPath(let path):
      guard let first = path.first, spec.children.indices.contains(first) else {
        note("\"\(spec.id)\" answers \(key) with a child that is not among its recorded children; left out", at: location, severity: .warning)
        return nil
      }
      if spec.kind == .navigation && path == [spec.children.count - 1] { return .topViewController }
      if path.count > 1 {
        note(
          "\"\(spec.id)\" answers \(key) with a descendant below its child \"\(spec.children[first].id)\"; the case format names children, so it names that child, which then decides or forwards by its own answer",
          at: location)
      }
      return .child(spec.children[first].id)
    case .presented:
      if spec.kind == .navigation { return .visibleViewController }
      note(
        "\"\(spec.id)\" answers \(key) with the controller it presents, which the case format can say only for a navigation controller; left out",
        at: location, severity: .warning)
      return nil
    case .elsewhere:
      note(
        "\"\(spec.id)\" answers \(key) with a controller that is neither its child nor presented by it; left out", at: location, severity: .warning)
      return nil
    }
  }

  private mutating func presentationStyle(_ captured: CapturedController, id: String) -> PresentationStyle {
    if let style = PresentationStyle(rawValue: captured.modalPresentationStyle.rawValue) { return style }
    note(
      "\"\(id)\" has the modal presentation style \(captured.modalPresentationStyle.rawValue), which the case format has not; taken as automatic",
      at: captured.location)
    return .automatic
  }

  private mutating func note(_ message: String, at location: CaptureLocation, severity: Diagnostic.Severity = .note) {
    notes.append(Diagnostic(severity, file: file, position: location.position, path: location.path, message: message))
  }
}
