package import BarcheckJSON

extension StepEvent: CustomStringConvertible {
  /// A one-line description of the event, for traces, `explain` and reports.
  ///
  /// Written as bytes, part by part (`write(into:)`), then made a string once: a run records every step's
  /// description, and building it by interpolation, with arrays of parts joined, took a string for every part and was
  /// a seventh of recording a case (appending each part to one `String` still cost several times a byte copy).
  public var description: String {
    var text = ByteBuffer(capacity: 96)
    write(into: &text)
    return text.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `description`'s UTF-8 bytes to `text`.
  package func write(into text: inout ByteBuffer) {
    switch self {
    case .launch: text.append(words: "launch")
    case .push(let nav, let vc, let animated):
      text.append(words: "push ")
      vc.writeBrief(into: &text)
      text.append(words: " onto ")
      Self.quoted(nav, into: &text)
      Self.notAnimated(animated, into: &text)
    case .pop(let nav, let animated):
      text.append(words: "pop ")
      Self.quoted(nav, into: &text)
      Self.notAnimated(animated, into: &text)
    case .popToRoot(let nav, let animated):
      text.append(words: "pop ")
      Self.quoted(nav, into: &text)
      text.append(words: " to its root")
      Self.notAnimated(animated, into: &text)
    case .setNavigationBarHidden(let nav, let hidden, let animated):
      text.append(words: hidden ? "hide the navigation bar of " : "show the navigation bar of ")
      Self.quoted(nav, into: &text)
      if animated { text.append(words: " (animated)") }
    case .setNavigationBarStyle(let nav, let change):
      text.append(words: "navigation bar of ")
      Self.quoted(nav, into: &text)
      text.append(words: ": ")
      var started = false
      if let style = change.style { Self.part("barStyle ", style.rawValue, after: &started, into: &text) }
      if let style = change.userInterfaceStyle { Self.part("bar user interface style ", style.rawValue, after: &started, into: &text) }
      if let background = change.background { Self.part("background ", background.description, after: &started, into: &text) }
      if let shows = change.showsBackground {
        Self.part(shows ? "shows its background" : "hides its background", "", after: &started, into: &text)
      }
    case .selectTab(let tab, let index):
      text.append(words: "select tab ")
      text.append(String(index))
      text.append(words: " of ")
      Self.quoted(tab, into: &text)
    case .present(let presenter, let vc, let animated):
      Self.quoted(presenter, into: &text)
      text.append(words: " presents ")
      vc.writeBrief(into: &text)
      text.append(words: " as ")
      text.append(vc.modalPresentationStyle.rawValue)
      if vc.capturesStatusBarAppearance { text.append(words: " capturing the status bar") }
      Self.notAnimated(animated, into: &text)
    case .dismiss(let vc, let animated):
      text.append(words: "dismiss from ")
      Self.quoted(vc, into: &text)
      Self.notAnimated(animated, into: &text)
    case .set(let vc, let change):
      text.append(words: "set ")
      change.writeSummary(into: &text)
      text.append(words: " on ")
      Self.quoted(vc, into: &text)
      text.append(words: ", without an update call")
    case .setNeedsStatusBarAppearanceUpdate(let vc, let animated):
      text.append(words: "setNeedsStatusBarAppearanceUpdate() on ")
      Self.quoted(vc, into: &text)
      if animated { text.append(words: " inside an animation block") }
    case .setAppearance(let appearance):
      text.append(words: "the system switches to ")
      text.append(appearance.rawValue)
      text.append(words: " mode")
    case .setOverrideUserInterfaceStyle(let target, let style):
      switch target {
      case .window(let id):
        text.append(words: "window ")
        Self.quoted(id, into: &text)
      case .viewController(let id): Self.quoted(id, into: &text)
      }
      text.append(words: " overrides its user interface style to ")
      text.append(style.rawValue)
    case .rotate(let orientation):
      text.append(words: "rotate to ")
      text.append(orientation.rawValue)
    case .showWindow(let id):
      text.append(words: "show window ")
      Self.quoted(id, into: &text)
    case .hideWindow(let id):
      text.append(words: "hide window ")
      Self.quoted(id, into: &text)
    case .setWindowLevel(let id, let level):
      text.append(words: "set the level of window ")
      Self.quoted(id, into: &text)
      text.append(words: " to ")
      text.append(JSONWriter.format(level))
    case .makeKeyWindow(let id):
      text.append(words: "make window ")
      Self.quoted(id, into: &text)
      text.append(words: " key")
    case .setApplicationStatusBarStyle(let style, _):
      text.append(words: "UIApplication.setStatusBarStyle(.")
      text.append(style.rawValue)
      text.append(words: ")")
    case .setApplicationStatusBarHidden(let hidden, let animation):
      text.append(words: hidden ? "UIApplication.setStatusBarHidden(true, with: ." : "UIApplication.setStatusBarHidden(false, with: .")
      text.append(animation.rawValue)
      text.append(words: ")")
    case .setHorizontalSizeClass(let sizeClass):
      text.append(words: "the window's horizontal size class becomes ")
      text.append(sizeClass.rawValue)
    case .cancelInteractiveDismissal(let vc):
      text.append(words: "an interactive dismissal from ")
      Self.quoted(vc, into: &text)
      text.append(words: " begins and is cancelled")
    }
  }

  /// Appends an id in double quotes, as it is (no escaping: the description quotes ids for the reader).
  @inline(__always)
  static func quoted(_ id: String, into text: inout ByteBuffer) {
    text.append(UInt8(ascii: "\""))
    text.append(id)
    text.append(UInt8(ascii: "\""))
  }

  /// Appends ` (not animated)` for an event that is not animated.
  @inline(__always)
  private static func notAnimated(_ animated: Bool, into text: inout ByteBuffer) {
    if !animated { text.append(words: " (not animated)") }
  }

  /// Appends one part of a list, `words` then `value`, after `, ` unless `started` says it is the first: what
  /// `joined(separator: ", ")` writes between the parts.
  @inline(__always)
  static func part(_ words: StaticString, _ value: String, after started: inout Bool, into text: inout ByteBuffer) {
    if started { text.append(words: ", ") }
    started = true
    text.append(words: words)
    text.append(value)
  }
}

extension ControllerSpec {
  /// `"detail" (lightContent)`: the id and the preferences that matter most.
  public var describedBrief: String {
    var text = ByteBuffer(capacity: 48)
    writeBrief(into: &text)
    return text.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `describedBrief`'s UTF-8 bytes to `text`.
  package func writeBrief(into text: inout ByteBuffer) {
    StepEvent.quoted(id, into: &text)
    var opened = false
    if kind != .plain { Self.detail(kind.rawValue, after: &opened, into: &text) }
    if let style = preferredStatusBarStyle { Self.detail(style.rawValue, after: &opened, into: &text) }
    if let hidden = prefersStatusBarHidden { Self.detail(hidden ? "prefers hidden" : "prefers shown", after: &opened, into: &text) }
    if opened { text.append(UInt8(ascii: ")")) }
  }

  /// Appends a detail of `describedBrief`: ` (` before the first, `, ` before the others.
  @inline(__always)
  private static func detail(_ detail: String, after opened: inout Bool, into text: inout ByteBuffer) {
    text.append(words: opened ? ", " : " (")
    opened = true
    text.append(detail)
  }
}

extension ControllerChange {
  /// `preferredStatusBarStyle = lightContent, ...`.
  public var summary: String {
    var text = ByteBuffer(capacity: 64)
    writeSummary(into: &text)
    return text.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `summary`'s UTF-8 bytes to `text`: each assignment, `name = value`, separated by `, `.
  package func writeSummary(into text: inout ByteBuffer) {
    var started = false
    func part(_ name: StaticString, _ value: String, into text: inout ByteBuffer) {
      StepEvent.part(name, " = ", after: &started, into: &text)
      text.append(value)
    }
    if let v = preferredStatusBarStyle { part("preferredStatusBarStyle", v.rawValue, into: &text) }
    if let v = prefersStatusBarHidden { part("prefersStatusBarHidden", v ? "true" : "false", into: &text) }
    if let v = preferredStatusBarUpdateAnimation { part("preferredStatusBarUpdateAnimation", v.rawValue, into: &text) }
    if let v = childForStatusBarStyle { part("childForStatusBarStyle", v.description, into: &text) }
    if let v = childForStatusBarHidden { part("childForStatusBarHidden", v.description, into: &text) }
    if let v = capturesStatusBarAppearance { part("modalPresentationCapturesStatusBarAppearance", v ? "true" : "false", into: &text) }
    if let v = background { part("background", v.description, into: &text) }
    if let v = overlay { part("overlay", v.description, into: &text) }
    if let v = preferredColorScheme { part("preferredColorScheme", v.rawValue, into: &text) }
    if let v = toolbarColorScheme { part("toolbarColorScheme", v.rawValue, into: &text) }
    if let v = statusBarHidden { part("statusBarHidden", v ? "true" : "false", into: &text) }
  }
}

extension ByteBuffer {
  /// Appends literal text: a literal given to `append` is taken as a `String`, whose bytes are found at run time; a
  /// `StaticString`'s are where the literal is (appending the parts of the descriptions cost half as much so).
  @inline(__always)
  fileprivate mutating func append(words: StaticString) {
    append(words)
  }
}
