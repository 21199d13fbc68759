import BarcheckJSON

/// Decodes view controllers, with the keys each kind accepts.
enum ControllerDecoder {
  static let commonKeys = [
    "id", "kind", "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
    "overrideUserInterfaceStyle", "childForStatusBarStyle", "childForStatusBarHidden", "modalPresentationStyle",
    "modalPresentationCapturesStatusBarAppearance", "definesPresentationContext", "background", "overlay", "presented",
  ]

  /// The keys only some kinds accept.
  static func kindKeys(_ kind: ControllerKind) -> [String] {
    switch kind {
    case .navigation:
      [
        "viewControllers", "navigationBarHidden", "navigationBarStyle", "navigationBarUserInterfaceStyle", "navigationBarBackground",
        "navigationBarShowsBackground",
      ]
    case .tabBar: ["viewControllers", "selectedIndex"]
    case .splitView: ["viewControllers", "collapsed"]
    case .container, .pageView: ["children"]
    case .hosting: ["preferredColorScheme", "toolbarColorScheme", "statusBarHidden", "toolbarBackground", "toolbarHidden"]
    case .alert: ["preferredStyle"]
    case .plain, .search: []
    }
  }

  static let allKindKeys: Set<String> = Set(ControllerKind.allCases.flatMap(kindKeys))

  /// Each kind's allowed keys and its name in messages, made once: building them for every controller read was
  /// an allocation and a string interpolation an object.
  static let kinds: [(kind: ControllerKind, allowed: [String], what: String)] = ControllerKind.allCases.map { kind in
    (kind, commonKeys + kindKeys(kind), kind == .plain ? "a plain view controller" : "\(kind == .alert ? "an" : "a") \(kind.rawValue) controller")
  }

  static func decodeController(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> ControllerSpec? {
    // A SwiftUI view (app scenarios) is lowered to the controllers UIKit builds for it.
    if node["swiftUI"] != nil { return SwiftUIDecoder.decodeView(node, at: path, reader: &reader) }
    // The kind decides which keys are allowed, so read it first.
    var kind = ControllerKind.plain
    if let kindNode = node["kind"] {
      guard let decoded = reader.enumeration(kindNode, key: "kind", path: path.appending("kind"), ControllerKind.self) else { return nil }
      kind = decoded
    }
    guard let (_, allowed, what) = kinds.first(where: { $0.kind == kind }) else { return nil }
    guard let fields = reader.object(node, at: path, allowed: allowed, elsewhere: allKindKeys, what: what) else { return nil }
    reader.require(fields, "id", what: what)
    guard let id = reader.identifier(fields, what: what) else { return nil }
    if id.isEmpty, let member = fields["id"] {
      reader.error("a controller id cannot be empty", at: member.value.offset, path: path.appending("id"))
    }
    var spec = ControllerSpec(id: id, kind: kind)
    spec.preferredStatusBarStyle = reader.enumeration(fields, "preferredStatusBarStyle", StatusBarStyle.self)
    spec.prefersStatusBarHidden = reader.bool(fields, "prefersStatusBarHidden")
    spec.preferredStatusBarUpdateAnimation = reader.enumeration(fields, "preferredStatusBarUpdateAnimation", StatusBarAnimation.self)
    if let style = reader.enumeration(fields, "overrideUserInterfaceStyle", UserInterfaceStyle.self) { spec.overrideUserInterfaceStyle = style }
    spec.childForStatusBarStyle = childReference(fields, "childForStatusBarStyle", reader: &reader)
    spec.childForStatusBarHidden = childReference(fields, "childForStatusBarHidden", reader: &reader)
    if let style = reader.enumeration(fields, "modalPresentationStyle", PresentationStyle.self) { spec.modalPresentationStyle = style }
    if let captures = reader.bool(fields, "modalPresentationCapturesStatusBarAppearance") { spec.capturesStatusBarAppearance = captures }
    if let defines = reader.bool(fields, "definesPresentationContext") { spec.definesPresentationContext = defines }
    spec.background = reader.colour(fields, "background")
    spec.overlay = reader.colour(fields, "overlay")

    if kind.hasChildren {
      let key = kind.childrenKey
      reader.require(fields, key, what: what)
      if let elements = reader.array(fields, key) {
        for (i, element) in elements.enumerated() {
          if let child = decodeController(element, at: path.appending(key).appending(i), reader: &reader) {
            spec.children.append(child)
          }
        }
      }
    }
    switch kind {
    case .navigation:
      if let hidden = reader.bool(fields, "navigationBarHidden") { spec.navigationBar.hidden = hidden }
      if let style = reader.enumeration(fields, "navigationBarStyle", NavigationBarStyle.self) { spec.navigationBar.style = style }
      if let style = reader.enumeration(fields, "navigationBarUserInterfaceStyle", UserInterfaceStyle.self) {
        spec.navigationBar.userInterfaceStyle = style
      }
      spec.navigationBar.background = reader.colour(fields, "navigationBarBackground")
      if let shows = reader.bool(fields, "navigationBarShowsBackground") { spec.navigationBar.showsBackground = shows }
    case .tabBar:
      if let index = reader.integer(fields, "selectedIndex") { spec.selectedIndex = index }
    case .splitView:
      if let collapsed = reader.bool(fields, "collapsed") { spec.collapsed = collapsed }
    case .hosting:
      spec.swiftUI.preferredColorScheme = reader.enumeration(fields, "preferredColorScheme", Appearance.self)
      spec.swiftUI.toolbarColorScheme = reader.enumeration(fields, "toolbarColorScheme", Appearance.self)
      spec.swiftUI.statusBarHidden = reader.bool(fields, "statusBarHidden")
      for key in ["toolbarBackground", "toolbarHidden"] where !reader.readsScenario {
        guard let member = fields[key] else { continue }
        reader.error(
          "\"\(key)\" on a hosting controller belongs to app scenarios, not suite cases", at: member.value.offset, path: path.appending(key),
          help: "a suite case sets the bar on its navigation controller: navigationBarShowsBackground, navigationBarHidden")
      }
      if let visibility = reader.enumeration(fields, "toolbarBackground", SwiftUIDecoder.ToolbarVisibility.self) {
        spec.swiftUI.toolbarBackground = visibility.shows
      }
      if let visibility = reader.enumeration(fields, "toolbarHidden", SwiftUIDecoder.ToolbarVisibility.self) {
        spec.swiftUI.toolbarHidden = visibility.hides
      }
    case .alert:
      if let style = reader.string(fields, "preferredStyle"), style != "alert", style != "actionSheet", let member = fields["preferredStyle"] {
        reader.error(
          "unknown value \"\(style)\" for \"preferredStyle\"", at: member.value.offset, path: path.appending("preferredStyle"),
          help: "expected one of: alert, actionSheet")
      }
    default: break
    }
    if let presented = fields["presented"] {
      spec.presented = decodeController(presented.value, at: path.appending("presented"), reader: &reader)
    }
    return spec
  }

  static func childReference(_ fields: DecodingReader.Fields, _ key: String, reader: inout DecodingReader) -> ChildReference? {
    guard let member = fields[key] else { return nil }
    switch member.value.value {
    case .null: return ChildReference.none
    case .string("topViewController"): return .topViewController
    case .string("visibleViewController"): return .visibleViewController
    case .string(let id): return .child(id)
    default:
      reader.error(
        "expected a child's id, \"topViewController\", \"visibleViewController\" or null for \"\(key)\", found \(member.value.value.kindName)",
        at: member.value.offset, path: fields.path.appending(key))
      return nil
    }
  }
}
