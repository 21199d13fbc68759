public import BarcheckJSON

/// The one writer of the case format: a case (or an app scenario, or a controller) straight to compact UTF-8 bytes, in
/// the order and with the defaults left out that `Docs/scenario-format.md` describes; the loader reads it back to an
/// equal case.
///
/// An out-of-process resolver receives every case as this text (`expectations: false`), so it is written once per
/// case sent, without a `JSON` tree: building the tree (an array and a node for every member) and then writing it was
/// most of what a plugin's instant answer cost the runner. Where a tree is wanted (a generated case written with an
/// indented layout, a case edited as JSON), `ConformanceCase.json(expectations:)` reads this text back as one.
public struct CaseJSONWriter: ~Copyable {
  /// The text written so far, in memory the writer owns: appending a byte is a store, where appending to an
  /// array checks that the array is unique and has room each time (a case is a few hundred appends).
  private var out: ByteBuffer
  /// Whether the container being written has no member or element yet (no comma before the next).
  private var first = true
  /// Whether to write an app scenario's own vocabulary (`want`, `update`, `acknowledge`, `device`, a hosting
  /// controller's toolbar): for a file, not for a request, which a resolver reads with the suite's vocabulary.
  private var scenarioVocabulary = true

  /// Creates a writer with room for a typical case.
  public init(capacity: Int = 2_048) {
    out = ByteBuffer(capacity: capacity)
  }

  /// A writer appending to `buffer`, to be taken back with `finishBuffer`: for a buffer kept from message to message.
  public init(appendingTo buffer: consuming ByteBuffer) {
    out = buffer
  }

  /// The text written, then `terminator` when there is one (a newline for a pipe, a NUL for a C string).
  public consuming func finish(terminator: UInt8? = nil) -> [UInt8] {
    finishBuffer(terminator: terminator).bytes
  }

  /// The buffer written to, `terminator` appended when there is one, without copying its bytes.
  public consuming func finishBuffer(terminator: UInt8? = nil) -> ByteBuffer {
    if let terminator { out.append(terminator) }
    return out
  }

  /// The compact text of a case.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - expectations: Whether to write the case as a file (each step's `expect`, and an app scenario's own
  ///     vocabulary), or as a request without them.
  /// - Returns: The text, the bytes `JSONWriter` writes for `testCase.json(expectations: expectations)`.
  public static func bytes(_ testCase: ConformanceCase, expectations: Bool) -> [UInt8] {
    var writer = CaseJSONWriter()
    writer.write(testCase, expectations: expectations)
    return writer.finish()
  }

  /// Appends bytes written elsewhere as they are (an already written value).
  public mutating func raw(_ text: [UInt8]) {
    text.withUnsafeBufferPointer { out.append($0) }
    first = false
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    out.append(byte)
  }

  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    out.append(buffer)
  }

  // MARK: Tokens

  /// Starts an object.
  @inline(__always)
  public mutating func openObject() {
    append(UInt8(ascii: "{"))
    first = true
  }

  /// Ends an object.
  @inline(__always)
  public mutating func closeObject() {
    append(UInt8(ascii: "}"))
    first = false
  }

  @inline(__always)
  private mutating func openArray() {
    append(UInt8(ascii: "["))
    first = true
  }

  @inline(__always)
  private mutating func closeArray() {
    append(UInt8(ascii: "]"))
    first = false
  }

  /// The comma before every member or element but the first.
  @inline(__always)
  private mutating func separate() {
    if !first { append(UInt8(ascii: ",")) }
    first = false
  }

  /// Starts a member: its key (plain ASCII, as every key of the format is) and the colon.
  @inline(__always)
  public mutating func key(_ key: StaticString) {
    separate()
    append(UInt8(ascii: "\""))
    key.withUTF8Buffer { append($0) }
    append(UInt8(ascii: "\""))
    append(UInt8(ascii: ":"))
  }

  /// Starts a member whose key is computed.
  private mutating func computedKey(_ key: String) {
    separate()
    quoted(key)
    append(UInt8(ascii: ":"))
  }

  /// A string value, quoted and escaped as `JSONWriter` escapes it.
  public mutating func string(_ value: String) {
    quoted(value)
    first = false
  }

  private mutating func quoted(_ value: String) {
    JSONWriter.appendQuoted(value, to: &out)
  }

  /// A boolean value.
  public mutating func bool(_ value: Bool) {
    literal(value ? "true" : "false")
    first = false
  }

  /// A number value, formatted as `JSONWriter.format` formats it.
  public mutating func number(_ value: Double) {
    JSONWriter.appendNumber(value, to: &out)
    first = false
  }

  private mutating func null() {
    literal("null")
    first = false
  }

  private mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  private mutating func member(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// A member whose value is an enumeration's raw value: a name of the format, printable ASCII with no quote or
  /// backslash (`CaseJSONWriterTests` checks every one), so written as it is, without looking for escapes.
  private mutating func member<Value: RawRepresentable>(_ name: StaticString, _ value: Value?) where Value.RawValue == String {
    guard let value else { return }
    key(name)
    keyword(value.rawValue)
  }

  /// A string value that needs no escape, written as it is: an enumeration's raw value (see `member(_:_:)` for raw
  /// values), a colour's `#RRGGBB`.
  private mutating func keyword(_ value: String) {
    assert(value.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }, "\(value) needs escaping")
    var value = value
    append(UInt8(ascii: "\""))
    value.withUTF8 { append($0) }
    append(UInt8(ascii: "\""))
    first = false
  }

  private mutating func member(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    key(name)
    bool(value)
  }

  private mutating func member(_ name: StaticString, _ value: Colour?) {
    guard let value else { return }
    key(name)
    colour(value)
  }

  private mutating func member(_ name: StaticString, _ value: ChildReference?) {
    guard let value else { return }
    key(name)
    if case .none = value { null() } else { string(value.description) }
  }

  private mutating func strings(_ values: [String]) {
    openArray()
    for value in values {
      separate()
      string(value)
    }
    closeArray()
  }

  // MARK: The case format

  /// Writes a case.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - expectations: Whether to write the case as a file (each step's `expect`, and an app scenario's own
  ///     vocabulary), or as a request without them.
  public mutating func write(_ testCase: ConformanceCase, expectations: Bool) {
    scenarioVocabulary = expectations
    defer { scenarioVocabulary = true }
    openObject()
    member("id", testCase.id)
    member("title", testCase.title)
    member("description", testCase.description)
    key("rules")
    openArray()
    for rule in testCase.rules {
      separate()
      keyword(rule.rawValue)
    }
    closeArray()
    member("level", testCase.level)
    key("tags")
    strings(testCase.tags)
    key("sources")
    openArray()
    for source in testCase.sources {
      separate()
      write(source)
    }
    closeArray()
    member("note", testCase.note)
    member("knownDisagreement", testCase.knownDisagreement)
    let platform = testCase.platform
    key("platform")
    openObject()
    member("os", platform.os)
    member("idiom", platform.idiom)
    member("homeButton", platform.homeButton)
    member("liquidGlass", platform.liquidGlass ? true : nil)
    closeObject()
    let plist = testCase.infoPlist
    key("infoPlist")
    openObject()
    member("UIViewControllerBasedStatusBarAppearance", plist.viewControllerBasedStatusBarAppearance)
    member("UIStatusBarStyle", plist.statusBarStyle)
    member("UIStatusBarHidden", plist.statusBarHidden ? true : nil)
    member("UIUserInterfaceStyle", plist.userInterfaceStyle == .automatic ? nil : plist.userInterfaceStyle)
    closeObject()
    key("environment")
    openObject()
    member("appearance", testCase.environment.appearance)
    member("orientation", testCase.environment.orientation)
    member("horizontalSizeClass", testCase.environment.horizontalSizeClass)
    closeObject()
    key("windows")
    openArray()
    for window in testCase.windows {
      separate()
      write(window)
    }
    closeArray()
    key("steps")
    openArray()
    for step in testCase.steps {
      separate()
      write(step, expectations: expectations)
    }
    closeArray()
    closeObject()
  }

  private mutating func write(_ source: CaseSource) {
    guard source.hasDetails else { return string(source.reference) }
    openObject()
    member("url", source.reference)
    member("observed", source.observed)
    member("os", source.os)
    member("device", source.device)
    member("date", source.date)
    closeObject()
  }

  private mutating func write(_ window: WindowSpec) {
    openObject()
    member("id", window.id)
    key("level")
    number(window.level)
    member("visible", window.visible ? nil : false)
    member("isKey", window.isKey ? true : nil)
    member("overrideUserInterfaceStyle", window.overrideUserInterfaceStyle == .unspecified ? nil : window.overrideUserInterfaceStyle)
    member("background", window.background)
    if let root = window.root {
      key("root")
      write(root)
    }
    closeObject()
  }

  private mutating func colour(_ colour: Colour) {
    if let name = colour.name { return string(name) }
    // `#RRGGBB` needs no escape.
    if colour.light == colour.dark { return keyword(colour.light.description) }
    openObject()
    key("light")
    keyword(colour.light.description)
    key("dark")
    keyword(colour.dark.description)
    closeObject()
  }

  /// Writes a controller.
  public mutating func write(_ controller: ControllerSpec) {
    openObject()
    member("id", controller.id)
    member("kind", controller.kind == .plain ? nil : controller.kind)
    member("preferredStatusBarStyle", controller.preferredStatusBarStyle)
    member("prefersStatusBarHidden", controller.prefersStatusBarHidden)
    member("preferredStatusBarUpdateAnimation", controller.preferredStatusBarUpdateAnimation)
    let override = controller.overrideUserInterfaceStyle
    member("overrideUserInterfaceStyle", override == .unspecified ? nil : override)
    member("childForStatusBarStyle", controller.childForStatusBarStyle)
    member("childForStatusBarHidden", controller.childForStatusBarHidden)
    member("modalPresentationStyle", controller.modalPresentationStyle == .automatic ? nil : controller.modalPresentationStyle)
    member("modalPresentationCapturesStatusBarAppearance", controller.capturesStatusBarAppearance ? true : nil)
    member("definesPresentationContext", controller.definesPresentationContext ? true : nil)
    member("background", controller.background)
    member("overlay", controller.overlay)
    switch controller.kind {
    case .navigation:
      let bar = controller.navigationBar
      member("navigationBarHidden", bar.hidden ? true : nil)
      member("navigationBarStyle", bar.style == .default ? nil : bar.style)
      member("navigationBarUserInterfaceStyle", bar.userInterfaceStyle == .unspecified ? nil : bar.userInterfaceStyle)
      member("navigationBarBackground", bar.background)
      member("navigationBarShowsBackground", bar.showsBackground ? nil : false)
    case .tabBar:
      if controller.selectedIndex != 0 {
        key("selectedIndex")
        number(Double(controller.selectedIndex))
      }
    case .splitView: member("collapsed", controller.collapsed ? true : nil)
    case .hosting:
      member("preferredColorScheme", controller.swiftUI.preferredColorScheme)
      member("toolbarColorScheme", controller.swiftUI.toolbarColorScheme)
      member("statusBarHidden", controller.swiftUI.statusBarHidden)
      // App scenarios only (the SwiftUI vocabulary lowers to them; suite cases cannot have them).
      if scenarioVocabulary {
        member("toolbarBackground", controller.swiftUI.toolbarBackground.map { $0 ? "visible" : "hidden" })
        member("toolbarHidden", controller.swiftUI.toolbarHidden.map { $0 ? "hidden" : "visible" })
      }
    default: break
    }
    if controller.kind.hasChildren {
      computedKey(controller.kind.childrenKey)
      openArray()
      for child in controller.children {
        separate()
        write(child)
      }
      closeArray()
    }
    if let presented = controller.presented {
      key("presented")
      write(presented)
    }
    closeObject()
  }

  private mutating func write(_ step: Step, expectations: Bool) {
    openObject()
    member("event", step.event.kind)
    writeEvent(step.event)
    if expectations, let expect = step.expect {
      key("expect")
      openObject()
      for field in StatusBarField.allCases {
        switch field.expectedJSON(expect) {
        case .string(let value):
          computedKey(field.expectKey)
          string(value)
        case .bool(let value):
          computedKey(field.expectKey)
          bool(value)
        case .number(let value):
          computedKey(field.expectKey)
          number(value)
        default: break
        }
      }
      closeObject()
    }
    if scenarioVocabulary { writeScenarioMembers(step) }
    closeObject()
  }

  /// A step's members that only app scenarios have (suite cases cannot have them, so a case's text is unchanged).
  private mutating func writeScenarioMembers(_ step: Step) {
    member("update", step.updatesInSameTurn ? true : nil)
    if let want = step.want {
      key("want")
      openObject()
      member("style", want.style)
      member("hidden", want.hidden)
      member("animation", want.animation)
      closeObject()
    }
    if !step.acknowledgements.isEmpty {
      key("acknowledge")
      openArray()
      for acknowledgement in step.acknowledgements {
        separate()
        openObject()
        member("rule", acknowledgement.rule)
        member("reason", acknowledgement.reason)
        closeObject()
      }
      closeArray()
    }
    if let device = step.device {
      key("device")
      openObject()
      member("style", device.style)
      member("hidden", device.hidden)
      closeObject()
    }
  }

  /// The members of an event after its `event`.
  private mutating func writeEvent(_ event: StepEvent) {
    /// An `animated` that is not the event's default.
    func animated(_ value: Bool, default defaultValue: Bool) -> Bool? { value == defaultValue ? nil : value }
    switch event {
    case .launch: break
    case .push(let nav, let controller, let isAnimated):
      member("navigationController", nav)
      key("viewController")
      write(controller)
      member("animated", animated(isAnimated, default: true))
    case .pop(let nav, let isAnimated), .popToRoot(let nav, let isAnimated):
      member("navigationController", nav)
      member("animated", animated(isAnimated, default: true))
    case .setNavigationBarHidden(let nav, let hidden, let isAnimated):
      member("navigationController", nav)
      member("hidden", hidden)
      member("animated", animated(isAnimated, default: false))
    case .setNavigationBarStyle(let nav, let change):
      member("navigationController", nav)
      member("barStyle", change.style)
      member("barUserInterfaceStyle", change.userInterfaceStyle)
      member("barBackground", change.background)
      member("barShowsBackground", change.showsBackground)
    case .selectTab(let tab, let index):
      member("tabBarController", tab)
      key("index")
      number(Double(index))
    case .present(let presenter, let controller, let isAnimated):
      member("presenter", presenter)
      key("viewController")
      write(controller)
      member("animated", animated(isAnimated, default: true))
    case .dismiss(let controller, let isAnimated):
      member("viewController", controller)
      member("animated", animated(isAnimated, default: true))
    case .set(let controller, let change):
      member("viewController", controller)
      key("properties")
      write(change)
    case .setNeedsStatusBarAppearanceUpdate(let controller, let isAnimated):
      member("viewController", controller)
      member("animated", animated(isAnimated, default: false))
    case .setAppearance(let appearance): member("appearance", appearance)
    case .setOverrideUserInterfaceStyle(let target, let style):
      switch target {
      case .window(let id): member("window", id)
      case .viewController(let id): member("viewController", id)
      }
      member("style", style)
    case .rotate(let orientation): member("orientation", orientation)
    case .showWindow(let id), .hideWindow(let id), .makeKeyWindow(let id): member("window", id)
    case .setWindowLevel(let id, let level):
      member("window", id)
      key("level")
      number(level)
    case .setApplicationStatusBarStyle(let style, let isAnimated):
      member("style", style)
      member("animated", animated(isAnimated, default: false))
    case .setApplicationStatusBarHidden(let hidden, let animation):
      member("hidden", hidden)
      member("animation", animation)
    case .setHorizontalSizeClass(let sizeClass): member("sizeClass", sizeClass)
    case .cancelInteractiveDismissal(let controller): member("viewController", controller)
    }
  }

  private mutating func write(_ change: ControllerChange) {
    openObject()
    member("preferredStatusBarStyle", change.preferredStatusBarStyle)
    member("prefersStatusBarHidden", change.prefersStatusBarHidden)
    member("preferredStatusBarUpdateAnimation", change.preferredStatusBarUpdateAnimation)
    member("childForStatusBarStyle", change.childForStatusBarStyle)
    member("childForStatusBarHidden", change.childForStatusBarHidden)
    member("modalPresentationCapturesStatusBarAppearance", change.capturesStatusBarAppearance)
    member("background", change.background)
    member("overlay", change.overlay)
    member("preferredColorScheme", change.preferredColorScheme)
    member("toolbarColorScheme", change.toolbarColorScheme)
    member("statusBarHidden", change.statusBarHidden)
    closeObject()
  }
}
