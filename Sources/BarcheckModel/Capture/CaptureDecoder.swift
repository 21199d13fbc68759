import BarcheckJSON

/// Turns the JSON of a capture into an `AppCapture`, recording every problem with the strict reader's rules: an
/// unknown key is an error with a did-you-mean, a wrong type names the type expected, a missing required key is an
/// error, and so is a `format` or `version` this barcheck does not read.
enum CaptureDecoder {
  /// The keys of each object of the format. The recorder writes exactly these (a test reads its source to check).
  static let captureKeys = ["format", "version", "device", "os", "capturedAt", "infoPlist", "traits", "windows", "statusBar"]
  static let deviceKeys = ["model", "idiom", "homeButton", "simulator"]
  static let infoPlistKeys = [
    "UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden", "UIUserInterfaceStyle", "UIDesignRequiresCompatibility",
    "DTPlatformVersion",
  ]
  static let traitKeys = ["userInterfaceStyle", "orientation", "horizontalSizeClass"]
  static let windowKeys = [
    "className", "instance", "level", "isKey", "isHidden", "backgroundColor", "overrideUserInterfaceStyle", "rootViewController",
  ]
  static let controllerKeys = [
    "className", "superclasses", "instance", "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
    "overridesPreferredStatusBarStyle", "overridesPrefersStatusBarHidden", "overridesChildForStatusBarStyle", "overridesChildForStatusBarHidden",
    "childForStatusBarStyle", "childForStatusBarHidden", "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
    "definesPresentationContext", "overrideUserInterfaceStyle", "navigationBar", "selectedIndex", "isCollapsed", "children",
    "presentedViewController",
  ]
  static let navigationBarKeys = ["isHidden", "barStyle", "backgroundColor"]
  static let statusBarKeys = ["style", "hidden"]

  /// Every key of every object of the format.
  static var allKeys: Set<String> {
    Set(captureKeys + deviceKeys + infoPlistKeys + traitKeys + windowKeys + controllerKeys + navigationBarKeys + statusBarKeys)
  }

  static func decode(_ node: JSONNode, reader: inout DecodingReader) -> AppCapture? {
    let path = JSONPath.root
    guard let fields = reader.object(node, at: path, allowed: captureKeys, what: "a capture") else { return nil }
    if let format = reader.string(fields, "format", required: true, what: "a capture"), format != AppCapture.formatName,
      let member = fields["format"]
    {
      reader.error(
        "\"\(TextEscaping.line(format, limit: 60))\" is not a barcheck capture", at: member.value.offset, path: path.appending("format"),
        help: "a capture written by Examples/recorder/BarcheckRecorder.swift has \"format\": \"\(AppCapture.formatName)\"")
    }
    if fields.has("version"), let version = reader.integer(fields, "version"), version != AppCapture.formatVersion, let member = fields["version"] {
      reader.error(
        "capture format version \(version) is not supported", at: member.value.offset, path: path.appending("version"),
        help: "this barcheck reads version \(AppCapture.formatVersion); use a barcheck as new as the recorder that wrote the file")
    }
    reader.require(fields, ["version", "device", "os", "capturedAt", "traits", "windows", "statusBar"], what: "a capture")
    let device = fields["device"].flatMap { decodeDevice($0.value, at: path.appending("device"), reader: &reader) }
    let os = decodeOS(fields, reader: &reader)
    let capturedAt = reader.string(fields, "capturedAt")
    if let capturedAt, let member = fields["capturedAt"], !isTimestamp(capturedAt) {
      reader.error(
        "invalid timestamp \"\(TextEscaping.line(capturedAt, limit: 60))\"", at: member.value.offset, path: path.appending("capturedAt"),
        help: "write ISO 8601 with the date first: 2026-11-03T10:15:00Z")
    }
    let infoPlist =
      fields["infoPlist"].flatMap { decodeInfoPlist($0.value, at: path.appending("infoPlist"), reader: &reader) } ?? CapturedInfoPlist()
    let traits = fields["traits"].flatMap { decodeTraits($0.value, at: path.appending("traits"), reader: &reader) }
    var windows: [CapturedWindow] = []
    if let elements = reader.array(fields, "windows") {
      if elements.isEmpty, let member = fields["windows"] {
        reader.error("a capture needs at least one window", at: member.value.offset, path: path.appending("windows"))
      }
      for (i, element) in elements.enumerated() {
        if let window = decodeWindow(element, at: path.appending("windows").appending(i), reader: &reader) { windows.append(window) }
      }
    }
    let statusBar = fields["statusBar"].flatMap { decodeStatusBar($0.value, at: path.appending("statusBar"), reader: &reader) }
    guard let device, let os, let capturedAt, let traits, let statusBar else { return nil }
    var capture = AppCapture(
      device: device, os: os, capturedAt: capturedAt, infoPlist: infoPlist, traits: traits, windows: windows, statusBar: statusBar)
    capture.file = reader.file.path
    capture.capturedAtPosition = fields["capturedAt"].map { reader.file.position(of: $0.value.offset) }
    return capture
  }

  /// `2026-11-03T10:15:00Z`: a date, then anything (the time as the recorder's formatter wrote it).
  static func isTimestamp(_ text: String) -> Bool {
    let date = String(text.prefix(10))
    let time = text.dropFirst(10)
    return date.count == 10 && CaseDecoder.isValidDate(date) && (time.isEmpty || time.first == "T")
      && time.utf8.allSatisfy {
        ($0 >= 0x30 && $0 <= 0x3A) || $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "Z") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: ".")
      }
  }

  static func decodeOS(_ fields: DecodingReader.Fields, reader: inout DecodingReader) -> String? {
    guard let os = reader.string(fields, "os"), let member = fields["os"] else { return nil }
    let parts = os.split(separator: ".", omittingEmptySubsequences: false)
    guard let major = parts.first.flatMap({ Int($0) }), parts.count <= 3, parts.allSatisfy({ Int($0) != nil }), (7...99).contains(major) else {
      reader.error(
        "invalid OS version \"\(TextEscaping.line(os, limit: 60))\"", at: member.value.offset, path: fields.path.appending("os"),
        help: "the recorder writes UIDevice.current.systemVersion, such as \"17.4\"; versions from 7 are modelled")
      return nil
    }
    return os
  }

  static func decodeDevice(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedDevice? {
    guard let fields = reader.object(node, at: path, allowed: deviceKeys, what: "the device") else { return nil }
    reader.require(fields, "model", "idiom", "homeButton", what: "the device")
    let model = reader.string(fields, "model")
    let idiom = reader.enumeration(fields, "idiom", Idiom.self)
    let homeButton = reader.bool(fields, "homeButton")
    let simulator = reader.bool(fields, "simulator") ?? false
    guard let model, let idiom, let homeButton else { return nil }
    return CapturedDevice(model: model, idiom: idiom, homeButton: homeButton, simulator: simulator)
  }

  static func decodeInfoPlist(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedInfoPlist? {
    guard let fields = reader.object(node, at: path, allowed: infoPlistKeys, what: "the Info.plist") else { return nil }
    var plist = CapturedInfoPlist()
    plist.viewControllerBasedStatusBarAppearance = optional(fields, "UIViewControllerBasedStatusBarAppearance") { reader.bool(fields, $0) }
    plist.statusBarStyle = optional(fields, "UIStatusBarStyle") { reader.string(fields, $0) }
    plist.statusBarHidden = optional(fields, "UIStatusBarHidden") { reader.bool(fields, $0) }
    plist.userInterfaceStyle = optional(fields, "UIUserInterfaceStyle") { reader.enumeration(fields, $0, PlistInterfaceStyle.self) }
    plist.designRequiresCompatibility = optional(fields, "UIDesignRequiresCompatibility") { reader.bool(fields, $0) }
    plist.platformVersion = optional(fields, "DTPlatformVersion") { reader.string(fields, $0) }
    return plist
  }

  /// A value that may be `null` (the key is absent from the bundle's Info.plist), read by `read` otherwise.
  private static func optional<T>(_ fields: DecodingReader.Fields, _ key: String, _ read: (String) -> T?) -> T? {
    if let member = fields[key], case .null = member.value.value { return nil }
    return read(key)
  }

  static func decodeTraits(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedTraits? {
    guard let fields = reader.object(node, at: path, allowed: traitKeys, what: "the traits") else { return nil }
    reader.require(fields, traitKeys, what: "the traits")
    var traits = CapturedTraits()
    if let style = reader.enumeration(fields, "userInterfaceStyle", UserInterfaceStyle.self) { traits.userInterfaceStyle = style }
    if let orientation = reader.enumeration(fields, "orientation", CapturedTraits.InterfaceOrientation.self) { traits.orientation = orientation }
    if let sizeClass = reader.enumeration(fields, "horizontalSizeClass", CapturedTraits.SizeClass.self) { traits.horizontalSizeClass = sizeClass }
    return traits
  }

  static func decodeStatusBar(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedStatusBar? {
    guard let fields = reader.object(node, at: path, allowed: statusBarKeys, what: "the status bar") else { return nil }
    reader.require(fields, statusBarKeys, what: "the status bar")
    guard let style = reader.enumeration(fields, "style", StatusBarStyle.self), let hidden = reader.bool(fields, "hidden") else { return nil }
    return CapturedStatusBar(style: style, hidden: hidden)
  }

  static func decodeWindow(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedWindow? {
    guard let fields = reader.object(node, at: path, allowed: windowKeys, what: "a window") else { return nil }
    reader.require(fields, ["className", "level", "isHidden", "rootViewController"], what: "a window")
    var root: CapturedController?
    if let member = fields["rootViewController"], member.value.value != .null {
      root = decodeController(member.value, at: path.appending("rootViewController"), reader: &reader)
      if root == nil { return nil }
    }
    guard let className = reader.string(fields, "className"), let level = reader.number(fields, "level"),
      let isHidden = reader.bool(fields, "isHidden")
    else {
      return nil
    }
    var window = CapturedWindow(
      className: className, level: level, isKey: reader.bool(fields, "isKey") ?? false, isHidden: isHidden,
      backgroundColor: colour(fields, "backgroundColor", reader: &reader),
      overrideUserInterfaceStyle: reader.enumeration(fields, "overrideUserInterfaceStyle", UserInterfaceStyle.self) ?? .unspecified,
      rootViewController: root, location: CaptureLocation(position: reader.file.position(of: node.offset), path: path))
    window.instance = reader.string(fields, "instance")
    return window
  }

  static func decodeController(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedController? {
    guard let fields = reader.object(node, at: path, allowed: controllerKeys, what: "a view controller") else { return nil }
    reader.require(fields, ["className", "superclasses", "preferredStatusBarStyle", "prefersStatusBarHidden", "children"], what: "a view controller")
    let className = reader.string(fields, "className")
    let superclasses = reader.strings(fields, "superclasses")
    let style = reader.enumeration(fields, "preferredStatusBarStyle", StatusBarStyle.self)
    let hidden = reader.bool(fields, "prefersStatusBarHidden")
    var children: [CapturedController] = []
    for (i, element) in (reader.array(fields, "children") ?? []).enumerated() {
      if let child = decodeController(element, at: path.appending("children").appending(i), reader: &reader) { children.append(child) }
    }
    var presented: [CapturedController] = []
    if let member = fields["presentedViewController"], member.value.value != .null,
      let controller = decodeController(member.value, at: path.appending("presentedViewController"), reader: &reader)
    {
      presented.append(controller)
    }
    guard let className, let superclasses, let style, let hidden else { return nil }
    var controller = CapturedController(
      className: className, superclasses: superclasses, preferredStatusBarStyle: style, prefersStatusBarHidden: hidden)
    controller.instance = reader.string(fields, "instance")
    controller.children = children
    controller.presentedViewController = presented
    controller.location = CaptureLocation(position: reader.file.position(of: node.offset), path: path)
    if let animation = reader.enumeration(fields, "preferredStatusBarUpdateAnimation", StatusBarAnimation.self) {
      controller.preferredStatusBarUpdateAnimation = animation
    }
    controller.overridesPreferredStatusBarStyle = reader.bool(fields, "overridesPreferredStatusBarStyle") ?? false
    controller.overridesPrefersStatusBarHidden = reader.bool(fields, "overridesPrefersStatusBarHidden") ?? false
    controller.overridesChildForStatusBarStyle = reader.bool(fields, "overridesChildForStatusBarStyle") ?? false
    controller.overridesChildForStatusBarHidden = reader.bool(fields, "overridesChildForStatusBarHidden") ?? false
    controller.childForStatusBarStyle = child(fields, "childForStatusBarStyle", reader: &reader)
    controller.childForStatusBarHidden = child(fields, "childForStatusBarHidden", reader: &reader)
    if let style = reader.enumeration(fields, "modalPresentationStyle", CapturedController.ModalPresentationStyle.self) {
      controller.modalPresentationStyle = style
    }
    controller.modalPresentationCapturesStatusBarAppearance = reader.bool(fields, "modalPresentationCapturesStatusBarAppearance") ?? false
    controller.definesPresentationContext = reader.bool(fields, "definesPresentationContext") ?? false
    if let style = reader.enumeration(fields, "overrideUserInterfaceStyle", UserInterfaceStyle.self) { controller.overrideUserInterfaceStyle = style }
    if let member = fields["navigationBar"], member.value.value != .null {
      controller.navigationBar = decodeNavigationBar(member.value, at: path.appending("navigationBar"), reader: &reader)
    }
    controller.selectedIndex = reader.integer(fields, "selectedIndex")
    controller.isCollapsed = reader.bool(fields, "isCollapsed")
    return controller
  }

  static func decodeNavigationBar(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CapturedNavigationBar? {
    guard let fields = reader.object(node, at: path, allowed: navigationBarKeys, what: "a navigation bar") else { return nil }
    reader.require(fields, "isHidden", "barStyle", what: "a navigation bar")
    guard let hidden = reader.bool(fields, "isHidden"), let style = reader.enumeration(fields, "barStyle", CapturedNavigationBar.BarStyle.self) else {
      return nil
    }
    return CapturedNavigationBar(isHidden: hidden, barStyle: style, backgroundColor: colour(fields, "backgroundColor", reader: &reader))
  }

  /// `childForStatusBar…`: an index path, `null`, `"presented"` or `"elsewhere"`.
  static func child(_ fields: DecodingReader.Fields, _ key: String, reader: inout DecodingReader) -> CapturedChild? {
    guard let member = fields[key] else { return nil }
    let path = fields.path.appending(key)
    switch member.value.value {
    case .null: return CapturedChild.none
    case .string("presented"): return .presented
    case .string("elsewhere"): return .elsewhere
    case .array(let elements):
      var indices: [Int] = []
      for (i, element) in elements.enumerated() {
        guard case .number(let n) = element.value, n.rounded() == n, n >= 0, n < 1e6 else {
          reader.error("expected a child index in \"\(key)\", found \(element.value.kindName)", at: element.offset, path: path.appending(i))
          return nil
        }
        indices.append(Int(n))
      }
      if indices.isEmpty {
        reader.error(
          "an empty index path names the controller itself", at: member.value.offset, path: path,
          help: "a child's index path starts with its index among children: [0]")
        return nil
      }
      return .indexPath(indices)
    default:
      reader.error(
        "expected a child's index path, null, \"presented\" or \"elsewhere\" for \"\(key)\", found \(member.value.value.kindName)",
        at: member.value.offset, path: path)
      return nil
    }
  }

  /// `#RRGGBB` or null.
  static func colour(_ fields: DecodingReader.Fields, _ key: String, reader: inout DecodingReader) -> RGB? {
    guard let member = fields[key] else { return nil }
    switch member.value.value {
    case .null: return nil
    case .string(let text):
      if let rgb = RGB(hex: text) { return rgb }
      reader.error(
        "invalid colour \"\(TextEscaping.line(text, limit: 60))\" for \"\(key)\"", at: member.value.offset, path: fields.path.appending(key),
        help: "the recorder writes #RRGGBB, or null for no colour or a transparent one")
      return nil
    default:
      reader.error(
        "expected \"#RRGGBB\" or null for \"\(key)\", found \(member.value.value.kindName)", at: member.value.offset, path: fields.path.appending(key)
      )
      return nil
    }
  }
}
