import BarcheckJSON

/// Controllers, read from the tape as `ControllerDecoder` reads them in a suite case.
extension CaseTapeDecoder {
  /// Every controller property, in the order of the table of their keys.
  static let controllerProperties = ControllerProperty.allCases
  /// The keys of every property: an object is read against all of them, then each key it gives is checked against
  /// its kind (the kind may come after them).
  static let controllerKeys = TapeKeys(controllerProperties.map(\.key))
  /// For each kind, in the order of `ControllerKind.allCases`, a bit for each property (by its place) it may have.
  static let allowedProperties: [UInt64] = ControllerKind.allCases.map { kind in
    controllerProperties.indices.reduce(0) { bits, place in controllerProperties[place].applies(to: kind) ? bits | 1 << UInt64(place) : bits }
  }
  /// The place of `plain`, the kind of a controller that names none, in `ControllerKind.allCases`.
  static let plainPlace = ControllerKind.allCases.firstIndex(of: .plain).unsafelyUnwrapped
  /// The place of `kind` in `controllerKeys` (read before the others, as it decides which apply).
  static let kindPlace = controllerKeys.place(of: ControllerProperty.kind.key)
  /// The place of `id` in `controllerKeys`.
  static let idPlace = controllerKeys.place(of: ControllerProperty.id.key)
  /// The values `preferredStyle` may name (checked, not kept).
  static let preferredStyles: [String] = {
    if case .name(let styles) = ControllerProperty.preferredStyle.type { return styles }
    return []
  }()

  /// A controller, as `ControllerDecoder.decodeController` reads one in a suite case that reports nothing.
  mutating func decodeController(_ entry: Int) throws(Fallback) -> ControllerSpec {
    // A SwiftUI view is an app scenario's, and its key is not a property: the object falls back.
    let fields = try object(entry, Self.controllerKeys)
    // The kind, and its place in `ControllerKind.allCases` (the order of `allowedProperties`). Not through
    // `Optional.map`: its closure, reading the decoder, had a copy of the decoder made for it.
    let kind: ControllerKind
    let kindPlace: Int
    if let entry = value(fields, Self.kindPlace) {
      (kind, kindPlace) = try nameAndPlace(entry, Self.controllerKinds)
    } else {
      (kind, kindPlace) = (.plain, Self.plainPlace)
    }
    let allowed = Self.allowedProperties[kindPlace]
    let given = fields.given
    // A key of another kind does not apply to this one.
    guard given & ~allowed == 0 else { throw Fallback() }
    guard let id = try identifier(fields, Self.idPlace), !id.isEmpty else { throw Fallback() }
    var spec = ControllerSpec(id: id, kind: kind)
    // The places the kind allows, in order: a bit at a time.
    var remaining = allowed
    while remaining != 0 {
      let place = remaining.trailingZeroBitCount
      remaining &= remaining &- 1
      let property = Self.controllerProperties[place]
      guard let value = value(fields, place) else {
        // The children of a kind that holds them are required.
        if property.holdsChildren { throw Fallback() }
        continue
      }
      switch property {
      case .id, .kind: break  // Read above.
      case .preferredStatusBarStyle: spec.preferredStatusBarStyle = try name(value, Self.statusBarStyles)
      case .prefersStatusBarHidden: spec.prefersStatusBarHidden = try bool(value)
      case .preferredStatusBarUpdateAnimation: spec.preferredStatusBarUpdateAnimation = try name(value, Self.animations)
      case .overrideUserInterfaceStyle: spec.overrideUserInterfaceStyle = try name(value, Self.userInterfaceStyles)
      case .childForStatusBarStyle: spec.childForStatusBarStyle = try childReference(value)
      case .childForStatusBarHidden: spec.childForStatusBarHidden = try childReference(value)
      case .modalPresentationStyle: spec.modalPresentationStyle = try name(value, Self.presentationStyles)
      case .modalPresentationCapturesStatusBarAppearance: spec.capturesStatusBarAppearance = try bool(value)
      case .definesPresentationContext: spec.definesPresentationContext = try bool(value)
      case .background: spec.background = try colour(value)
      case .overlay: spec.overlay = try colour(value)
      case .navigationBarHidden: spec.navigationBar.hidden = try bool(value)
      case .navigationBarStyle: spec.navigationBar.style = try name(value, Self.navigationBarStyles)
      case .navigationBarUserInterfaceStyle: spec.navigationBar.userInterfaceStyle = try name(value, Self.userInterfaceStyles)
      case .navigationBarBackground: spec.navigationBar.background = try colour(value)
      case .navigationBarShowsBackground: spec.navigationBar.showsBackground = try bool(value)
      case .selectedIndex: spec.selectedIndex = try integer(fields, place) ?? spec.selectedIndex
      case .collapsed: spec.collapsed = try bool(value)
      case .preferredColorScheme: spec.swiftUI.preferredColorScheme = try name(value, Self.appearances)
      case .toolbarColorScheme: spec.swiftUI.toolbarColorScheme = try name(value, Self.appearances)
      case .statusBarHidden: spec.swiftUI.statusBarHidden = try bool(value)
      case .toolbarBackground, .toolbarHidden:
        // App scenarios' keys, errors in a suite case.
        throw Fallback()
      case .preferredStyle:
        guard Self.preferredStyles.contains(try string(value)) else { throw Fallback() }
      case .viewControllers, .children:
        if case .array = entries[value].kind { spec.children.reserveCapacity(entries[value].end) }
        try Self.forEachElement(entries, value) { element throws(Fallback) in spec.children.append(try decodeController(element)) }
      case .presented: spec.presented = try decodeController(value)
      }
    }
    return spec
  }

  /// A child reference (`childForStatusBarStyle`, `childForStatusBarHidden`), as `ControllerDecoder.childReference`
  /// reads it.
  func childReference(_ entry: Int) throws(Fallback) -> ChildReference {
    if isNull(entry) { return ChildReference.none }
    let id = try string(entry)
    switch id {
    case "topViewController": return .topViewController
    case "visibleViewController": return .visibleViewController
    default: return .child(id)
    }
  }
}
