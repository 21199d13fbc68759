package import BarcheckJSON

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

  /// A member's key as the writer writes it, `"key":`, in bytes made once and kept for the program's life: appended
  /// without a string or a reference count (written through its `String`, a table's key cost a case a third more).
  private struct WrittenKey: @unchecked Sendable {
    /// The bytes, never freed.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The bytes of `key`, quoted, and the colon.
    init(_ key: String) {
      let text = Array("\"\(key)\":".utf8)
      let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
      _ = memory.initialize(from: text)
      bytes = UnsafeBufferPointer(memory)
    }
  }

  /// The kinds of controller, in the order of `controllerTables`.
  private static let controllerKinds = ControllerKind.allCases
  /// Each kind's properties (`ControllerProperty.properties(of:)`), each with its key as written.
  private static let controllerTables = controllerKinds.map { kind in ControllerProperty.properties(of: kind).map { ($0, WrittenKey($0.key)) } }
  /// Each event's members (`EventKind.members`), each with its key as written, in the order of `EventKind.allCases`.
  private static let eventTables = EventKind.allCases.map { kind in kind.members.map { ($0, WrittenKey($0.key)) } }
  /// The properties a `set` changes, each with its key as written.
  private static let changeTable = ControllerProperty.changeable.map { ($0, WrittenKey($0.key)) }

  /// Creates a writer with room for a typical case.
  public init(capacity: Int = 2_048) {
    out = ByteBuffer(capacity: capacity)
  }

  /// A writer appending to `buffer`, to be taken back with `finishBuffer`: for a buffer kept from message to message.
  package init(appendingTo buffer: consuming ByteBuffer) {
    out = buffer
  }

  /// The text written, then `terminator` when there is one (a newline for a pipe, a NUL for a C string).
  public consuming func finish(terminator: UInt8? = nil) -> [UInt8] {
    finishBuffer(terminator: terminator).bytes
  }

  /// The buffer written to, `terminator` appended when there is one, without copying its bytes.
  package consuming func finishBuffer(terminator: UInt8? = nil) -> ByteBuffer {
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

  /// Starts a member whose key is a table's (`EventMember`, `ControllerProperty`), written as made once.
  private mutating func tableKey(_ key: WrittenKey) {
    separate()
    append(key.bytes)
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

  /// A member under a table's key (`EventMember`, `ControllerProperty`): a string that may need escaping (an id).
  private mutating func tableMember(_ key: WrittenKey, _ value: String?) {
    guard let value else { return }
    tableKey(key)
    string(value)
  }

  /// A member under a table's key whose value is an enumeration's raw value (see `member(_:_:)` for raw values).
  private mutating func tableMember<Value: RawRepresentable<String>>(_ key: WrittenKey, _ value: Value?) {
    guard let value else { return }
    tableKey(key)
    keyword(value.rawValue)
  }

  /// A boolean member under a table's key.
  private mutating func tableMember(_ key: WrittenKey, _ value: Bool?) {
    guard let value else { return }
    tableKey(key)
    bool(value)
  }

  /// A colour member under a table's key.
  private mutating func tableMember(_ key: WrittenKey, _ value: Colour?) {
    guard let value else { return }
    tableKey(key)
    colour(value)
  }

  /// A forwarding answer under a table's key: a string, or null for `ChildReference.none`.
  private mutating func tableMember(_ key: WrittenKey, _ value: ChildReference?) {
    guard let value else { return }
    tableKey(key)
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

  /// Writes a controller: the properties its kind has, in the table's order (`ControllerProperty`), an app
  /// scenario's own only with its vocabulary.
  public mutating func write(_ controller: ControllerSpec) {
    openObject()
    for (property, key) in Self.controllerTables[Self.controllerKinds.firstIndex { $0 == controller.kind } ?? 0]
    where scenarioVocabulary || !property.isScenarioOnly {
      write(property, key, of: controller)
    }
    closeObject()
  }

  /// Writes one of a controller's properties, unless it is left out: a default, an unset optional, an alert's
  /// `preferredStyle` (read and checked, not modelled).
  @inline(__always)
  private mutating func write(_ property: ControllerProperty, _ key: WrittenKey, of controller: ControllerSpec) {
    switch property {
    case .id: tableMember(key, controller.id)
    case .kind: tableMember(key, controller.kind == .plain ? nil : controller.kind)
    case .preferredStatusBarStyle: tableMember(key, controller.preferredStatusBarStyle)
    case .prefersStatusBarHidden: tableMember(key, controller.prefersStatusBarHidden)
    case .preferredStatusBarUpdateAnimation: tableMember(key, controller.preferredStatusBarUpdateAnimation)
    case .overrideUserInterfaceStyle:
      tableMember(key, controller.overrideUserInterfaceStyle == .unspecified ? nil : controller.overrideUserInterfaceStyle)
    case .childForStatusBarStyle: tableMember(key, controller.childForStatusBarStyle)
    case .childForStatusBarHidden: tableMember(key, controller.childForStatusBarHidden)
    case .modalPresentationStyle: tableMember(key, controller.modalPresentationStyle == .automatic ? nil : controller.modalPresentationStyle)
    case .modalPresentationCapturesStatusBarAppearance: tableMember(key, controller.capturesStatusBarAppearance ? true : nil)
    case .definesPresentationContext: tableMember(key, controller.definesPresentationContext ? true : nil)
    case .background: tableMember(key, controller.background)
    case .overlay: tableMember(key, controller.overlay)
    case .navigationBarHidden: tableMember(key, controller.navigationBar.hidden ? true : nil)
    case .navigationBarStyle: tableMember(key, controller.navigationBar.style == .default ? nil : controller.navigationBar.style)
    case .navigationBarUserInterfaceStyle:
      let style = controller.navigationBar.userInterfaceStyle
      tableMember(key, style == .unspecified ? nil : style)
    case .navigationBarBackground: tableMember(key, controller.navigationBar.background)
    case .navigationBarShowsBackground: tableMember(key, controller.navigationBar.showsBackground ? nil : false)
    case .selectedIndex:
      guard controller.selectedIndex != 0 else { return }
      tableKey(key)
      number(Double(controller.selectedIndex))
    case .collapsed: tableMember(key, controller.collapsed ? true : nil)
    case .preferredColorScheme: tableMember(key, controller.swiftUI.preferredColorScheme)
    case .toolbarColorScheme: tableMember(key, controller.swiftUI.toolbarColorScheme)
    case .statusBarHidden: tableMember(key, controller.swiftUI.statusBarHidden)
    case .toolbarBackground: tableMember(key, controller.swiftUI.toolbarBackground.map { $0 ? "visible" : "hidden" })
    case .toolbarHidden: tableMember(key, controller.swiftUI.toolbarHidden.map { $0 ? "hidden" : "visible" })
    case .preferredStyle: break
    case .viewControllers, .children:
      tableKey(key)
      openArray()
      for child in controller.children {
        separate()
        write(child)
      }
      closeArray()
    case .presented:
      guard let presented = controller.presented else { return }
      tableKey(key)
      write(presented)
    }
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

  /// The members of an event after its `event`: its kind's, in the table's order (`EventKind.parameters`).
  private mutating func writeEvent(_ event: StepEvent) {
    for (member, key) in Self.eventTables[event.kind.ordinal] { write(member, key, of: event) }
  }

  /// Writes what an event holds under one of its kind's members, unless it is left out: an `animated` equal to the
  /// kind's default, a navigation bar change's unchanged field, the override target it does not have.
  @inline(__always)
  private mutating func write(_ member: EventMember, _ key: WrittenKey, of event: StepEvent) {
    /// An `animated` that is not the kind's default.
    func animated(_ value: Bool) -> Bool? { value == event.kind.animatedByDefault ? nil : value }
    switch event {
    case .launch: break
    case .push(let navigationController, let controller, let isAnimated):
      switch member {
      case .navigationController: tableMember(key, navigationController)
      case .viewController:
        tableKey(key)
        write(controller)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .present(let presenter, let controller, let isAnimated):
      switch member {
      case .presenter: tableMember(key, presenter)
      case .viewController:
        tableKey(key)
        write(controller)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .pop(let navigationController, let isAnimated), .popToRoot(let navigationController, let isAnimated):
      switch member {
      case .navigationController: tableMember(key, navigationController)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .setNavigationBarHidden(let navigationController, let hidden, let isAnimated):
      switch member {
      case .navigationController: tableMember(key, navigationController)
      case .hidden: tableMember(key, hidden)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .setNavigationBarStyle(let navigationController, let change):
      switch member {
      case .navigationController: tableMember(key, navigationController)
      case .barStyle: tableMember(key, change.style)
      case .barUserInterfaceStyle: tableMember(key, change.userInterfaceStyle)
      case .barBackground: tableMember(key, change.background)
      case .barShowsBackground: tableMember(key, change.showsBackground)
      default: break
      }
    case .selectTab(let tabBarController, let index):
      switch member {
      case .tabBarController: tableMember(key, tabBarController)
      case .index:
        tableKey(key)
        number(Double(index))
      default: break
      }
    case .dismiss(let controller, let isAnimated), .setNeedsStatusBarAppearanceUpdate(let controller, let isAnimated):
      switch member {
      case .viewController: tableMember(key, controller)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .set(let controller, let change):
      switch member {
      case .viewController: tableMember(key, controller)
      case .properties:
        tableKey(key)
        write(change)
      default: break
      }
    case .setAppearance(let appearance): tableMember(key, member == .appearance ? appearance : nil)
    case .setOverrideUserInterfaceStyle(let target, let style):
      switch (member, target) {
      case (.window, .window(let id)), (.viewController, .viewController(let id)): tableMember(key, id)
      case (.style, _): tableMember(key, style)
      default: break
      }
    case .rotate(let orientation): tableMember(key, member == .orientation ? orientation : nil)
    case .showWindow(let window), .hideWindow(let window), .makeKeyWindow(let window): tableMember(key, member == .window ? window : nil)
    case .setWindowLevel(let window, let level):
      switch member {
      case .window: tableMember(key, window)
      case .level:
        tableKey(key)
        number(level)
      default: break
      }
    case .setApplicationStatusBarStyle(let style, let isAnimated):
      switch member {
      case .style: tableMember(key, style)
      case .animated: tableMember(key, animated(isAnimated))
      default: break
      }
    case .setApplicationStatusBarHidden(let hidden, let animation):
      switch member {
      case .hidden: tableMember(key, hidden)
      case .animation: tableMember(key, animation)
      default: break
      }
    case .setHorizontalSizeClass(let sizeClass): tableMember(key, member == .sizeClass ? sizeClass : nil)
    case .cancelInteractiveDismissal(let controller): tableMember(key, member == .viewController ? controller : nil)
    }
  }

  /// Writes the properties a `set` changes, in the table's order.
  private mutating func write(_ change: ControllerChange) {
    openObject()
    for (property, key) in Self.changeTable { write(property, key, of: change) }
    closeObject()
  }

  /// Writes the new value of one of the properties a `set` changes, when the change sets it.
  @inline(__always)
  private mutating func write(_ property: ControllerProperty, _ key: WrittenKey, of change: ControllerChange) {
    switch property {
    case .preferredStatusBarStyle: tableMember(key, change.preferredStatusBarStyle)
    case .prefersStatusBarHidden: tableMember(key, change.prefersStatusBarHidden)
    case .preferredStatusBarUpdateAnimation: tableMember(key, change.preferredStatusBarUpdateAnimation)
    case .childForStatusBarStyle: tableMember(key, change.childForStatusBarStyle)
    case .childForStatusBarHidden: tableMember(key, change.childForStatusBarHidden)
    case .modalPresentationCapturesStatusBarAppearance: tableMember(key, change.capturesStatusBarAppearance)
    case .background: tableMember(key, change.background)
    case .overlay: tableMember(key, change.overlay)
    case .preferredColorScheme: tableMember(key, change.preferredColorScheme)
    case .toolbarColorScheme: tableMember(key, change.toolbarColorScheme)
    case .statusBarHidden: tableMember(key, change.statusBarHidden)
    case .id, .kind, .overrideUserInterfaceStyle, .modalPresentationStyle, .definesPresentationContext, .navigationBarHidden,
      .navigationBarStyle, .navigationBarUserInterfaceStyle, .navigationBarBackground, .navigationBarShowsBackground, .selectedIndex,
      .collapsed, .toolbarBackground, .toolbarHidden, .preferredStyle, .viewControllers, .children, .presented:
      break
    }
  }
}
