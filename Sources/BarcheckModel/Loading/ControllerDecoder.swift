import BarcheckJSON

/// Decodes view controllers, with the keys each kind accepts (`ControllerProperty`).
enum ControllerDecoder {
  /// Every key only some kinds have: one of another kind is reported as not applying to this one.
  static let allKindKeys: Set<String> = Set(ControllerProperty.allCases.filter { !$0.isCommon }.map(\.key))

  /// Each kind's allowed keys, its properties in the order they are read, and its name in messages, made once:
  /// building them for every controller read was an allocation and a string interpolation an object.
  ///
  /// Messages list the keys every kind has, then the kind's children and its own (the order they always had); they
  /// are read in that order, but the presented controller last, so that its problems come after its presenter's.
  static let kinds: [(kind: ControllerKind, allowed: DecodingReader.KeyList, reading: [ControllerProperty], what: String)] = ControllerKind.allCases
    .map { kind in
      let properties = ControllerProperty.properties(of: kind)
      let listed =
        properties.filter(\.isCommon) + properties.filter { !$0.isCommon && $0.holdsChildren }
        + properties.filter { !$0.isCommon && !$0.holdsChildren }
      let what = kind == .plain ? "a plain view controller" : "\(kind == .alert ? "an" : "a") \(kind.rawValue) controller"
      return (kind, DecodingReader.KeyList(listed.map(\.key)), listed.filter { $0 != .presented } + [.presented], what)
    }

  /// The kinds of `kinds`, in its order.
  static let kindOrder = kinds.map(\.kind)

  /// Decodes a controller, or a SwiftUI view lowered to the controllers UIKit builds for it.
  ///
  /// - Parameter placement: Where a SwiftUI view in it is shown, for what its `detents` can do there: a UIKit
  ///   controller's children are where it is, and what it presents is as the presented view says (a SwiftUI view's
  ///   `presentedAs`; a UIKit controller's style is not read for it, so the views in one are placed as unknown).
  static func decodeController(
    _ node: JSONNode, at path: JSONPath, placement: SwiftUIDecoder.Placement = .unknown, reader: inout DecodingReader
  ) -> ControllerSpec? {
    // A SwiftUI view (app scenarios) is lowered to the controllers UIKit builds for it.
    if node["swiftUI"] != nil { return SwiftUIDecoder.decodeView(node, at: path, placement: placement, reader: &reader) }
    let placement = placement == .presentedAsItSays ? .unknown : placement
    // The kind decides which keys are allowed, so read it first.
    var kind = ControllerKind.plain
    let kindKey = ControllerProperty.kind.key
    if let kindNode = node[kindKey] {
      // The path is made only for a message.
      if case .string(let name) = kindNode.value, let named = ControllerKind.byName.value(named: name) {
        kind = named
      } else {
        guard let decoded = reader.enumeration(kindNode, key: kindKey, path: path.appending(kindKey), ControllerKind.self) else { return nil }
        kind = decoded
      }
    }
    // Found by the kind's place among the kinds: searching the table itself copied each entry it passed.
    guard let place = kindOrder.firstIndex(of: kind) else { return nil }
    let (_, allowed, reading, what) = kinds[place]
    guard let fields = reader.object(node, at: path, allowed: allowed, elsewhere: allKindKeys, what: what) else { return nil }
    reader.require(fields, ControllerProperty.id.key, what: what)
    guard let id = reader.identifier(fields, ControllerProperty.id.key, what: what) else { return nil }
    if id.isEmpty, let member = fields[ControllerProperty.id.key] {
      reader.error("a controller id cannot be empty", at: member.value.offset, path: path.appending(ControllerProperty.id.key))
    }
    var spec = ControllerSpec(id: id, kind: kind)
    for property in reading {
      let key = property.key
      switch property {
      case .id, .kind: break  // Read above.
      case .preferredStatusBarStyle: spec.preferredStatusBarStyle = reader.enumeration(fields, key, StatusBarStyle.self)
      case .prefersStatusBarHidden: spec.prefersStatusBarHidden = reader.bool(fields, key)
      case .preferredStatusBarUpdateAnimation: spec.preferredStatusBarUpdateAnimation = reader.enumeration(fields, key, StatusBarAnimation.self)
      case .overrideUserInterfaceStyle:
        if let style = reader.enumeration(fields, key, UserInterfaceStyle.self) { spec.overrideUserInterfaceStyle = style }
      case .childForStatusBarStyle: spec.childForStatusBarStyle = childReference(fields, key, reader: &reader)
      case .childForStatusBarHidden: spec.childForStatusBarHidden = childReference(fields, key, reader: &reader)
      case .modalPresentationStyle: if let style = reader.enumeration(fields, key, PresentationStyle.self) { spec.modalPresentationStyle = style }
      case .modalPresentationCapturesStatusBarAppearance: if let captures = reader.bool(fields, key) { spec.capturesStatusBarAppearance = captures }
      case .definesPresentationContext: if let defines = reader.bool(fields, key) { spec.definesPresentationContext = defines }
      case .background: spec.background = reader.colour(fields, key)
      case .overlay: spec.overlay = reader.colour(fields, key)
      case .navigationBarHidden: if let hidden = reader.bool(fields, key) { spec.navigationBar.hidden = hidden }
      case .navigationBarStyle: if let style = reader.enumeration(fields, key, NavigationBarStyle.self) { spec.navigationBar.style = style }
      case .navigationBarUserInterfaceStyle:
        if let style = reader.enumeration(fields, key, UserInterfaceStyle.self) { spec.navigationBar.userInterfaceStyle = style }
      case .navigationBarBackground: spec.navigationBar.background = reader.colour(fields, key)
      case .navigationBarShowsBackground: if let shows = reader.bool(fields, key) { spec.navigationBar.showsBackground = shows }
      case .selectedIndex: if let index = reader.integer(fields, key) { spec.selectedIndex = index }
      case .collapsed: if let collapsed = reader.bool(fields, key) { spec.collapsed = collapsed }
      case .preferredColorScheme: spec.swiftUI.preferredColorScheme = reader.enumeration(fields, key, Appearance.self)
      case .toolbarColorScheme: spec.swiftUI.toolbarColorScheme = reader.enumeration(fields, key, Appearance.self)
      case .statusBarHidden: spec.swiftUI.statusBarHidden = reader.bool(fields, key)
      case .toolbarBackground:
        // Every scenario-only key a suite case gives is reported before any is read.
        if !reader.readsScenario {
          for scenarioOnly in reading where scenarioOnly.isScenarioOnly { rejectScenarioOnly(scenarioOnly, fields, reader: &reader) }
        }
        // A hosting controller's, as a view's: before iOS 16 there is no such modifier, and it is not read (L5.2).
        if let visibility = reader.enumeration(fields, key, SwiftUIDecoder.ToolbarVisibility.self),
          SwiftUIDecoder.toolbarModifierExists(key, fields, at: path, reader: &reader)
        {
          spec.swiftUI.toolbarBackground = visibility.shows
        }
      case .toolbarHidden:
        if let visibility = reader.enumeration(fields, key, SwiftUIDecoder.ToolbarVisibility.self),
          SwiftUIDecoder.toolbarModifierExists(key, fields, at: path, reader: &reader)
        {
          spec.swiftUI.toolbarHidden = visibility.hides
        }
      case .preferredStyle:
        // Checked, not modelled: an alert and an action sheet never take the bar over (S9).
        if case .name(let styles) = property.type, let style = reader.string(fields, key), !styles.contains(style), let member = fields[key] {
          reader.error(
            "unknown value \"\(style)\" for \"\(key)\"", at: member.value.offset, path: path.appending(key),
            help: "expected one of: \(styles.joined(separator: ", "))")
        }
      case .viewControllers, .children:
        reader.require(fields, key, what: what)
        if let elements = reader.array(fields, key) {
          let childrenPath = path.appending(key)
          for (i, element) in elements.enumerated() {
            if let child = decodeController(element, at: childrenPath.appending(i), placement: placement, reader: &reader) {
              spec.children.append(child)
            }
          }
        }
      case .presented:
        if let presented = fields[key] {
          spec.presented = decodeController(presented.value, at: path.appending(key), placement: .presentedAsItSays, reader: &reader)
        }
      }
    }
    return spec
  }

  /// Reports a hosting controller's key that only app scenarios have, when a suite case gives it.
  private static func rejectScenarioOnly(_ property: ControllerProperty, _ fields: DecodingReader.Fields, reader: inout DecodingReader) {
    guard let member = fields[property.key] else { return }
    reader.error(
      "\"\(property.key)\" on a hosting controller belongs to app scenarios, not suite cases", at: member.value.offset,
      path: fields.path.appending(property.key),
      help: "a suite case sets the bar on its navigation controller: navigationBarShowsBackground, navigationBarHidden")
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
