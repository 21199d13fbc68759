import BarcheckModel

extension CompiledScene {
  /// Whether `apply(event)` would succeed, read from the scene without applying it: what lets the generator play a
  /// kept event in place instead of on a copy of the reference's session (whose changed arrays a copy duplicates),
  /// and skip an event the scene refuses without building the refusal's message twice.
  ///
  /// It mirrors the guards of `apply(_:)` (Sources/BarcheckModel/Scene/CompiledScene.swift). A refusal (false) must be exact: the
  /// generator then does not play the event at all. A success (true) may be wrong where inserting a controller
  /// could still fail (a duplicate or reserved id, a malformed container): the generator then plays the kept steps
  /// again, so a wrong forecast costs time, never a different case. Tests check the forecast against `apply(_:)`.
  ///
  /// - Parameter target: The index of the attached controller the event names, when the caller knows it (the
  ///   generator picks controllers by their indices); it is read instead of looking the id up, which was most of the
  ///   forecast's cost. Nil to look the id up.
  /// - Returns: true when the event applies, false when the scene refuses it, nil when the forecast cannot tell.
  func forecast(_ event: StepEvent, target: Int? = nil) -> Bool? {
    guard launched else { return nil }
    // The controller an event names, by its id unless the caller gave its index.
    func named(_ id: String) -> Int? {
      assert(target == nil || target == index(of: id), "the target is not the attached controller \"\(id)\"")
      return target ?? index(of: id)
    }
    // The controller an event names, when it is of this kind.
    func controller(_ id: String, of kind: ControllerKind) -> Int? {
      guard let index = named(id), controllers[index].kind == kind else { return nil }
      return index
    }
    switch event {
    case .launch: return false
    case .push(let navigation, _, _), .setNavigationBarHidden(let navigation, _, _), .setNavigationBarStyle(let navigation, _):
      return controller(navigation, of: .navigation) != nil
    case .pop(let navigation, _), .popToRoot(let navigation, _):
      guard let index = controller(navigation, of: .navigation) else { return false }
      return controllers[index].childCount > 1
    case .selectTab(let tab, let tabIndex):
      guard let index = controller(tab, of: .tabBar) else { return false }
      return tabIndex >= 0 && tabIndex < controllers[index].childCount
    case .present(let presenter, let spec, _):
      guard let index = named(presenter) else { return false }
      return controllers[presentationHost(for: index, style: spec.modalPresentationStyle)].presented == nil
    case .dismiss(let id, _), .cancelInteractiveDismissal(let id):
      guard let index = named(id) else { return false }
      return dismissalTarget(for: index) != nil
    case .setHorizontalSizeClass(let sizeClass): return platform.idiom == .pad && sizeClass != horizontalSizeClass
    case .set(let id, let change):
      guard let index = named(id) else { return false }
      if change.touchesSwiftUI && controllers[index].kind != .hosting { return false }
      if change.preferredStatusBarStyle == .darkContent && profile == .legacy { return false }
      // A forwarding answer is checked against the controller's children: not read here.
      return change.childForStatusBarStyle == nil && change.childForStatusBarHidden == nil ? true : nil
    case .setNeedsStatusBarAppearanceUpdate(let id, _): return named(id) != nil
    case .setAppearance: return profile != .legacy
    case .setOverrideUserInterfaceStyle(.window(let id), _): return profile != .legacy && windowIndex(of: id) != nil
    case .setOverrideUserInterfaceStyle(.viewController(let id), _): return profile != .legacy && named(id) != nil
    case .rotate(let orientation): return orientation != self.orientation
    case .showWindow(let id):
      guard let window = windowIndex(of: id) else { return false }
      return !windows[window].visible
    case .hideWindow(let id):
      guard let window = windowIndex(of: id), windows[window].visible else { return false }
      return windows.indices.contains { $0 != window && windows[$0].visible }
    case .setWindowLevel(let id, _), .makeKeyWindow(let id): return windowIndex(of: id) != nil
    case .setApplicationStatusBarStyle(let style, _): return !(style == .darkContent && profile == .legacy)
    case .setApplicationStatusBarHidden: return true
    }
  }
}
