import BarcheckJSON

/// Reads a SwiftUI view as an app scenario describes it (`"swiftUI": "NavigationStack"` and the modifiers as keys)
/// and lowers it to the controllers UIKit builds for it. Each lowering is a statement of SPEC.md's "SwiftUI, lowered"
/// (L1-L8), with its evidence and confidence; where SwiftUI cannot be expressed, the message says so.
enum SwiftUIDecoder {
  /// The SwiftUI containers and plain views a scenario can describe.
  enum ViewKind: String, CaseIterable {
    case view
    case navigationStack = "NavigationStack"
    case navigationView = "NavigationView"
    case navigationSplitView = "NavigationSplitView"
    case tabView = "TabView"
  }

  static let modifierKeys = ["preferredColorScheme", "statusBarHidden", "toolbarColorScheme", "toolbarBackground", "toolbarHidden"]
  static let presentationKeys = ["sheet", "fullScreenCover", "popover"]
  static let commonKeys = ["id", "swiftUI", "background", "overlay", "presentedAs"] + presentationKeys

  static func keys(_ kind: ViewKind) -> [String] {
    switch kind {
    case .view: commonKeys + modifierKeys + ["hostingController", "detents"]
    case .navigationStack, .navigationView: commonKeys + ["views"]
    case .navigationSplitView: commonKeys + ["views", "collapsed"]
    case .tabView: commonKeys + ["views", "selection"]
    }
  }

  /// UIKit properties a scenario may give a controller but not a SwiftUI view, and what to write instead.
  static let uiKitOnly: [String: String] = [
    "preferredStatusBarStyle":
      "a SwiftUI view has no preferredStatusBarStyle: use .toolbarColorScheme with a visible toolbar background, or a UIHostingController subclass (\"hostingController\": { \"preferredStatusBarStyle\": ... })",
    "prefersStatusBarHidden": "use .statusBarHidden(_:) on the view (\"statusBarHidden\": true)",
    "modalPresentationCapturesStatusBarAppearance":
      "SwiftUI's .sheet, .fullScreenCover and .popover have no modifier for it: present a UIHostingController yourself and describe it as a controller",
    "childForStatusBarStyle": "SwiftUI containers cannot be subclassed: describe the container as a UIKit controller",
    "childForStatusBarHidden": "SwiftUI containers cannot be subclassed: describe the container as a UIKit controller",
    "navigationBarHidden": "use .toolbar(.hidden, for: .navigationBar) on the view inside the stack (\"toolbarHidden\": \"hidden\")",
    "overrideUserInterfaceStyle": "use .preferredColorScheme(_:) on the view (\"preferredColorScheme\")",
    "kind": "a SwiftUI view is described by \"swiftUI\", not \"kind\"",
  ]

  /// Where a view is shown, for what its `detents` can do there: `.presentationDetents` sets the detents of the sheet
  /// the view is in (L6), and a view in no sheet has none.
  enum Placement: Equatable {
    /// In a sheet: the content of `.sheet`, of `.popover` on a phone (a sheet card in compact width, L7), of a present
    /// step that shows it as a sheet, or a view inside a container that is one of those.
    case sheet
    /// In no sheet: where it is, for the message (`in the WindowGroup`, `in a .fullScreenCover`).
    case notSheet(String)
    /// Presented as the view's own `presentedAs` says (a present step's view; a UIKit controller's presented view).
    case presentedAsItSays
    /// Not known where it is decoded (a view pushed in a step: the stack may be in a sheet or not).
    case unknown
  }

  /// Where a view presented with `presentation` is shown.
  static func placement(presentedAs presentation: Presentation, reader: DecodingReader) -> Placement {
    switch presentation {
    case .sheet: .sheet
    case .fullScreenCover: .notSheet("in a .fullScreenCover")
    case .popover: reader.scenarioOnPhone ? .sheet : .notSheet("in a .popover, which is a sheet only in compact width")
    }
  }

  /// Lowers one view (and what it contains and presents) to a controller.
  ///
  /// - Parameter placement: Where the view is shown (`Placement`): a container's views are where it is.
  static func decodeView(_ node: JSONNode, at path: JSONPath, placement: Placement = .unknown, reader: inout DecodingReader) -> ControllerSpec? {
    var placement = placement
    if placement == .presentedAsItSays {
      // What a present step shows as a sheet unless the view says otherwise; an unknown value is reported below.
      let named = node["presentedAs"].flatMap { node -> Presentation? in
        if case .string(let raw) = node.value { return Presentation(rawValue: raw) }
        return nil
      }
      placement = Self.placement(presentedAs: named ?? .sheet, reader: reader)
    }
    guard reader.readsScenario else {
      reader.error(
        "SwiftUI views belong to app scenarios, not suite cases", at: node["swiftUI"]?.offset ?? node.offset, path: path.appending("swiftUI"),
        help: "a suite case describes the controllers UIKit builds: a NavigationStack is a \"navigation\" controller of \"hosting\" ones")
      return nil
    }
    guard let kindNode = node["swiftUI"],
      let kind = reader.enumeration(kindNode, key: "swiftUI", path: path.appending("swiftUI"), ViewKind.self)
    else { return nil }
    let what = kind == .view ? "a SwiftUI view" : "a \(kind.rawValue)"
    if kind == .navigationStack || kind == .navigationSplitView, reader.scenarioMajorVersion < 16 {
      reader.error(
        "\(kind.rawValue) exists from iOS 16; this scenario runs iOS \(reader.scenarioMajorVersion)", at: kindNode.offset,
        path: path.appending("swiftUI"),
        help: kind == .navigationStack ? "use NavigationView before iOS 16, or raise platform.os" : "raise platform.os to 16.0 or later")
    }
    if case .object(let members) = node.value {
      for member in members {
        guard let advice = uiKitOnly[member.key] else { continue }
        reader.error("\"\(member.key)\" cannot be said of \(what)", at: member.value.offset, path: path.appending(member.key), help: advice)
      }
      if kind != .view {
        for member in members where modifierKeys.contains(member.key) {
          reader.error(
            "\"\(member.key)\" on the \(kind.rawValue) itself is not modelled", at: member.value.offset, path: path.appending(member.key),
            help:
              "put .\(member.key) on the views inside the \(kind.rawValue): SwiftUI applies toolbar modifiers from the view on top, and barcheck reads the others from the views it shows (SPEC.md, L5)"
          )
        }
      }
    }
    // The keys reported above (with their own advice) are left out of what is read, so that the list of keys valid
    // here names only keys a view takes.
    let reported = Set(uiKitOnly.keys).union(kind == .view ? [] : modifierKeys)
    var readable = node
    if case .object(let members) = node.value { readable = JSONNode(.object(members.filter { !reported.contains($0.key) }), offset: node.offset) }
    let elsewhere = Set(modifierKeys + ["views", "selection", "collapsed", "hostingController", "detents"])
    guard let fields = reader.object(readable, at: path, allowed: keys(kind), elsewhere: elsewhere, what: what) else { return nil }
    reader.require(fields, "id", what: what)
    guard let id = reader.identifier(fields, what: what) else { return nil }
    var spec: ControllerSpec
    switch kind {
    case .view:
      spec = ControllerSpec(id: id, kind: .hosting)
      spec.swiftUI.preferredColorScheme = reader.enumeration(fields, "preferredColorScheme", Appearance.self)
      spec.swiftUI.statusBarHidden = reader.bool(fields, "statusBarHidden")
      spec.swiftUI.toolbarColorScheme = reader.enumeration(fields, "toolbarColorScheme", Appearance.self)
      // Before iOS 16 there are no toolbar modifiers (L5.2): an app's code behind `if #available` applies none, so the
      // model reads none. `toolbarColorScheme` is kept: the reference says why it is ignored (S21.9), and lint reports it.
      if let visibility = reader.enumeration(fields, "toolbarBackground", ToolbarVisibility.self),
        toolbarModifierExists("toolbarBackground", fields, at: path, reader: &reader)
      {
        spec.swiftUI.toolbarBackground = visibility.shows
      }
      if let visibility = reader.enumeration(fields, "toolbarHidden", ToolbarVisibility.self),
        toolbarModifierExists("toolbarHidden", fields, at: path, reader: &reader)
      {
        spec.swiftUI.toolbarHidden = visibility.hides
      }
      if let hosting = reader.object(fields, "hostingController", allowed: hostingKeys, what: "a UIHostingController subclass") {
        spec.preferredStatusBarStyle = reader.enumeration(hosting, "preferredStatusBarStyle", StatusBarStyle.self)
        spec.prefersStatusBarHidden = reader.bool(hosting, "prefersStatusBarHidden")
        spec.preferredStatusBarUpdateAnimation = reader.enumeration(hosting, "preferredStatusBarUpdateAnimation", StatusBarAnimation.self)
      }
      // The model does not distinguish detents (SPEC.md, L6): say so where the answer may depend on them. A view in no
      // sheet has no detents to rest at: said so, where it was said to be a sheet at the medium detent.
      if let detents = reader.enumerations(fields, "detents", SheetDetent.self), let member = fields["detents"] {
        if case .notSheet(let place) = placement {
          reader.warning(
            "\"detents\" has no effect here: this view is \(place), not in a sheet", at: member.value.offset,
            path: path.appending("detents"),
            help:
              ".presentationDetents sets the detents of the sheet a view is in (SPEC.md, L6): present the view with .sheet (\"sheet\", or a present step, which shows it as a sheet unless \"presentedAs\" says otherwise), or remove \"detents\""
          )
        } else if reader.scenarioMajorVersion < 16 {
          reader.warning(
            "\"detents\" exists from iOS 16; this scenario runs iOS \(reader.scenarioMajorVersion), where it changes nothing",
            at: member.value.offset,
            path: path.appending("detents"), help: ".presentationDetents exists from iOS 16 (SPEC.md, L6): remove it, or raise platform.os")
        } else if detents.contains(.medium) {
          // Medium among others too: the sheet can rest there (the user drags it, or it opens there).
          reader.warning(
            "a sheet that can rest at the medium detent is modelled as a full-height card", at: member.value.offset,
            path: path.appending("detents"),
            help:
              "whether such a sheet pushes the presenter back (S24) is not known (SPEC.md, L6): the answer at the steps it is up may differ on a device"
          )
        }
      }
    case .navigationStack, .navigationView:
      spec = ControllerSpec(id: id, kind: .navigation)
      // SwiftUI's bar background is automatic unless a view on top sets `toolbarBackground`: hidden while the content
      // rests at the top edge, which is where a scenario's screens are (L5.7). So `toolbarColorScheme` takes no effect
      // until a view shows the background (S21.12).
      spec.navigationBar.showsBackground = false
      spec.children = views(fields, of: kind, at: path, placement: placement, reader: &reader)
    case .tabView:
      spec = ControllerSpec(id: id, kind: .tabBar)
      spec.children = views(fields, of: kind, at: path, placement: placement, reader: &reader)
      if let selection = reader.integer(fields, "selection") { spec.selectedIndex = selection }
    case .navigationSplitView:
      spec = ControllerSpec(id: id, kind: .splitView)
      spec.children = views(fields, of: kind, at: path, placement: placement, reader: &reader)
      spec.collapsed = reader.bool(fields, "collapsed") ?? reader.scenarioOnPhone
    }
    spec.swiftUI.writtenAsView = true
    spec.background = reader.colour(fields, "background")
    spec.overlay = reader.colour(fields, "overlay")
    // How a `present` step shows this view: the modifier that would present it (a sheet unless it says otherwise).
    if let presentation = reader.enumeration(fields, "presentedAs", Presentation.self) {
      spec.modalPresentationStyle = presentation.style
      if presentation == .fullScreenCover, let member = fields["presentedAs"] {
        refuseCoverBeforeIOS14(at: member.value.offset, path: path.appending("presentedAs"), reader: &reader)
      }
    }
    if kind != .view {
      // A view inside a container presents through the container's controller: UIKit presents a sheet or a cover
      // from the presentation context, the layer's root, not from the hosting controller of the view (L6, L7).
      if let presented = hoistPresentation(&spec.children) { spec.presented = presented }
    }
    let presentations = presentationKeys.filter(fields.has)
    if presentations.count > 1, let member = fields[presentations[1]] {
      reader.error(
        "a view presents one thing at a time: \(presentations.map { ".\($0)" }.joined(separator: " and ")) are both up", at: member.value.offset,
        path: path.appending(presentations[1]), help: "describe what is on screen at the scenario's start; present the other in a step")
    }
    if let key = presentations.first, let member = fields[key] {
      if key == Presentation.fullScreenCover.rawValue {
        refuseCoverBeforeIOS14(at: member.keyOffset, path: path.appending(key), reader: &reader)
      }
      refuseSubclass(of: member.value, at: path.appending(key), where: "the content of .\(key)", reader: &reader)
      let presentation = Presentation(rawValue: key) ?? .sheet
      let style = presentation.style
      let placed = Self.placement(presentedAs: presentation, reader: reader)
      if var presented = decodeView(member.value, at: path.appending(key), placement: placed, reader: &reader) {
        presented.modalPresentationStyle = style
        spec.presented = presented
      }
    }
    return spec
  }

  static let hostingKeys = ["preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation"]

  /// The toolbar modifiers the model reads from a view on top of a navigation stack (L5).
  static let toolbarKeys = ["toolbarColorScheme", "toolbarBackground", "toolbarHidden"]

  /// Warns at each toolbar modifier of a NavigationSplitView's column: the model lowers the columns without navigation
  /// bars (L4), so it reads none of them there, where a device's column may show a bar that takes them.
  private static func warnColumnToolbar(_ element: JSONNode, at path: JSONPath, reader: inout DecodingReader) {
    for key in toolbarKeys {
      guard let member = element[key] else { continue }
      reader.warning(
        "\"\(key)\" on a NavigationSplitView's column is not modelled: the model lowers the columns without navigation bars, so it changes nothing here",
        at: member.offset, path: path.appending(key),
        help:
          "on a device the column may show a navigation bar that takes it (SPEC.md, L4, not modelled): the answer at the steps this column is up may differ"
      )
    }
  }

  /// Whether the toolbar modifier `key` exists on the scenario's iOS (from 16, L5.2); a warning at it when it does not.
  static func toolbarModifierExists(
    _ key: String, _ fields: DecodingReader.Fields, at path: JSONPath, reader: inout DecodingReader
  ) -> Bool {
    guard reader.scenarioMajorVersion < 16, let member = fields[key] else { return true }
    reader.warning(
      "\"\(key)\" exists from iOS 16; this scenario runs iOS \(reader.scenarioMajorVersion), where it changes nothing", at: member.value.offset,
      path: path.appending(key), help: "SwiftUI's toolbar modifiers exist from iOS 16 (SPEC.md, L5.2): remove it, or raise platform.os")
    return false
  }

  /// Refuses `.fullScreenCover` before iOS 14, where SwiftUI has none (L7.2), as NavigationStack before iOS 16.
  private static func refuseCoverBeforeIOS14(at offset: Int, path: JSONPath, reader: inout DecodingReader) {
    guard reader.scenarioMajorVersion < 14 else { return }
    reader.error(
      "fullScreenCover exists from iOS 14; this scenario runs iOS \(reader.scenarioMajorVersion)", at: offset, path: path,
      help: "present the view with .sheet before iOS 14, or raise platform.os to 14.0 or later")
  }

  /// Refuses `hostingController` on a view whose hosting controller SwiftUI makes itself (a view inside a container, a
  /// presentation's content): no subclass of it can be written, so a scenario that says so describes no app (L8).
  private static func refuseSubclass(of node: JSONNode, at path: JSONPath, where place: String, reader: inout DecodingReader) {
    guard node["swiftUI"] != nil, let member = node["hostingController"] else { return }
    reader.error(
      "\(place) has no UIHostingController subclass: SwiftUI makes its hosting controller itself", at: member.offset,
      path: path.appending("hostingController"),
      help:
        "use .preferredColorScheme or .statusBarHidden on the view, or host it in a UIHostingController your app makes (a window's root, or one it pushes or presents from UIKit)"
    )
  }

  /// Takes the first presentation declared below a container (depth first) off the view that declared it.
  private static func hoistPresentation(_ children: inout [ControllerSpec]) -> ControllerSpec? {
    for i in children.indices {
      if let presented = children[i].presented {
        children[i].presented = nil
        return presented
      }
      if let deeper = hoistPresentation(&children[i].children) { return deeper }
    }
    return nil
  }

  private static func views(
    _ fields: DecodingReader.Fields, of kind: ViewKind, at path: JSONPath, placement: Placement, reader: inout DecodingReader
  ) -> [ControllerSpec] {
    reader.require(fields, "views", what: "a \(kind.rawValue)")
    guard let elements = reader.array(fields, "views") else { return [] }
    if elements.isEmpty, let member = fields["views"] {
      reader.error("a \(kind.rawValue) shows at least one view", at: member.value.offset, path: path.appending("views"))
    }
    var out: [ControllerSpec] = []
    for (i, element) in elements.enumerated() {
      let elementPath = path.appending("views").appending(i)
      if kind == .navigationStack || kind == .navigationView, let inner = element["swiftUI"],
        case .string(let raw) = inner.value, raw == ViewKind.navigationStack.rawValue || raw == ViewKind.navigationView.rawValue
      {
        reader.error(
          "a \(raw) inside a \(kind.rawValue) is not modelled", at: inner.offset, path: elementPath.appending("swiftUI"),
          help: "SwiftUI does not nest navigation stacks; push views onto the outer one")
        continue
      }
      guard element["swiftUI"] != nil else {
        reader.error(
          "the views of a \(kind.rawValue) are SwiftUI views", at: element.offset, path: elementPath,
          help: "give each one \"swiftUI\": \"view\" (or a container) and an \"id\"")
        continue
      }
      refuseSubclass(of: element, at: elementPath, where: "a view inside a \(kind.rawValue)", reader: &reader)
      if kind == .navigationSplitView {
        warnColumnToolbar(element, at: elementPath, reader: &reader)
        if let inner = element["swiftUI"], case .string(let raw) = inner.value,
          raw == ViewKind.navigationStack.rawValue || raw == ViewKind.navigationView.rawValue
        {
          reader.warning(
            "a \(raw) in a NavigationSplitView's column is not modelled: it is lowered as a navigation controller in the split view",
            at: inner.offset,
            path: elementPath.appending("swiftUI"),
            help:
              "how SwiftUI builds a stack in a column, and whose bar decides, is not established (SPEC.md, Not modelled): the answer at the steps it is up may differ on a device"
          )
        }
      }
      if let view = decodeView(element, at: elementPath, placement: placement, reader: &reader) { out.append(view) }
    }
    return out
  }

  /// The SwiftUI modifiers that present a view, and the presentation style each lowers to (L6, L7).
  enum Presentation: String, CaseIterable {
    case sheet, fullScreenCover, popover

    var style: PresentationStyle {
      switch self {
      case .sheet: .pageSheet
      case .fullScreenCover: .fullScreen
      case .popover: .popover
      }
    }
  }

  /// `.visible` / `.hidden` / `.automatic`, as SwiftUI's `Visibility`.
  enum ToolbarVisibility: String, CaseIterable {
    case visible, hidden, automatic

    /// For `toolbarBackground`: whether the bar shows a background; nil for automatic.
    var shows: Bool? { self == .automatic ? nil : self == .visible }
    /// For `toolbar(_:for:)`: whether the bar is hidden; nil for automatic.
    var hides: Bool? { self == .automatic ? nil : self == .hidden }
  }

  /// `PresentationDetent`s a sheet can rest at.
  enum SheetDetent: String, CaseIterable {
    case medium, large
  }
}
