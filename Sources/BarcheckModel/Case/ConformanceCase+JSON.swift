extension ConformanceCase {
  /// The case in the v1 case format, as a resolver in another language receives it (and as
  /// generated cases are written). Defaults are left out; the loader reads it back to an equal case.
  ///
  /// - Parameter expectations: Whether to include each step's `expect`.
  package func json(expectations: Bool = true) -> JSON {
    var platformMembers: [JSONMember] = [
      .init(key: "os", value: JSONNode(.string(platform.os))), .init(key: "idiom", value: JSONNode(.string(platform.idiom.rawValue))),
      .init(key: "homeButton", value: JSONNode(.bool(platform.homeButton))),
    ]
    if platform.liquidGlass { platformMembers.append(.init(key: "liquidGlass", value: JSONNode(.bool(true)))) }
    var plist: [(String, JSON?)] = [("UIViewControllerBasedStatusBarAppearance", .bool(infoPlist.viewControllerBasedStatusBarAppearance))]
    plist.append(("UIStatusBarStyle", infoPlist.statusBarStyle.map(JSON.string)))
    plist.append(("UIStatusBarHidden", infoPlist.statusBarHidden ? .bool(true) : nil))
    plist.append(("UIUserInterfaceStyle", infoPlist.userInterfaceStyle == .automatic ? nil : .string(infoPlist.userInterfaceStyle.rawValue)))
    return .object([
      "id": .string(id), "title": .string(title), "description": description.map(JSON.string),
      "rules": .list(rules.map { .string($0.rawValue) }), "level": .string(level.rawValue), "tags": .list(tags.map(JSON.string)),
      "sources": .list(sources.map(\.json)), "note": note.map(JSON.string), "knownDisagreement": knownDisagreement.map(JSON.string),
      "platform": .object(platformMembers),
      "infoPlist": .members(plist),
      "environment": .object([
        "appearance": .string(environment.appearance.rawValue), "orientation": .string(environment.orientation.rawValue),
        "horizontalSizeClass": environment.horizontalSizeClass.map { .string($0.rawValue) },
      ]),
      "windows": .list(windows.map(\.json)),
      "steps": .list(steps.map { $0.json(expectations: expectations) }),
    ])
  }
}

extension ConformanceCase {
  /// The case as an app scenario file: the case format without a suite case's metadata (id, rules, level, tags,
  /// sources), which `barcheck lint` and `explain` read back to an equal scenario.
  package var scenarioJSON: JSON {
    let whole = json(expectations: true)
    guard case .object(let members) = whole else { return whole }
    let metadata: Set<String> = ["id", "rules", "level", "tags", "sources", "knownDisagreement"]
    var kept = members.filter { !metadata.contains($0.key) }
    if let origin = capturedFrom {
      // After the title and description, where a reader looks for what the scenario is.
      let at = kept.firstIndex { $0.key == "platform" } ?? kept.endIndex
      kept.insert(JSONMember(key: "capturedFrom", value: JSONNode(origin.json)), at: at)
    }
    return .object(kept)
  }
}

extension JSON {
  /// An object from ordered pairs, leaving out nil values.
  package static func members(_ pairs: [(String, JSON?)]) -> JSON {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: JSONNode($0)) } })
  }
}

extension CaptureOrigin {
  var json: JSON {
    .members([
      ("device", .string(device)), ("os", .string(os)), ("capturedAt", .string(capturedAt)),
      ("captures", captures.isEmpty ? nil : .list(captures.map(JSON.string))),
    ])
  }
}

extension CaseSource {
  /// A string when the source is a reference alone, otherwise an object with `url` and the details.
  var json: JSON {
    guard hasDetails else { return .string(reference) }
    return .members([
      ("url", .string(reference)), ("observed", observed.map(JSON.string)), ("os", os.map(JSON.string)),
      ("device", device.map(JSON.string)), ("date", date.map(JSON.string)),
    ])
  }
}

extension WindowSpec {
  var json: JSON {
    .members([
      ("id", .string(id)), ("level", .number(level)), ("visible", visible ? nil : .bool(false)), ("isKey", isKey ? .bool(true) : nil),
      ("overrideUserInterfaceStyle", overrideUserInterfaceStyle == .unspecified ? nil : .string(overrideUserInterfaceStyle.rawValue)),
      ("background", background?.json), ("root", root?.json),
    ])
  }
}

extension ChildReference {
  var json: JSON {
    switch self {
    case .none: .null
    default: .string(description)
    }
  }
}

extension Colour {
  var json: JSON {
    if let name { return .string(name) }
    if light == dark { return .string(light.description) }
    return .object(["light": .string(light.description), "dark": .string(dark.description)])
  }
}

extension ControllerSpec {
  /// The controller in the case format.
  package var json: JSON {
    var pairs: [(String, JSON?)] = [("id", .string(id)), ("kind", kind == .plain ? nil : .string(kind.rawValue))]
    pairs += [
      ("preferredStatusBarStyle", preferredStatusBarStyle.map { .string($0.rawValue) }),
      ("prefersStatusBarHidden", prefersStatusBarHidden.map(JSON.bool)),
      ("preferredStatusBarUpdateAnimation", preferredStatusBarUpdateAnimation.map { .string($0.rawValue) }),
      ("overrideUserInterfaceStyle", overrideUserInterfaceStyle == .unspecified ? nil : .string(overrideUserInterfaceStyle.rawValue)),
      ("childForStatusBarStyle", childForStatusBarStyle?.json), ("childForStatusBarHidden", childForStatusBarHidden?.json),
      ("modalPresentationStyle", modalPresentationStyle == .automatic ? nil : .string(modalPresentationStyle.rawValue)),
      ("modalPresentationCapturesStatusBarAppearance", capturesStatusBarAppearance ? .bool(true) : nil),
      ("definesPresentationContext", definesPresentationContext ? .bool(true) : nil),
      ("background", background?.json), ("overlay", overlay?.json),
    ]
    switch kind {
    case .navigation:
      pairs += [
        ("navigationBarHidden", navigationBar.hidden ? .bool(true) : nil),
        ("navigationBarStyle", navigationBar.style == .default ? nil : .string(navigationBar.style.rawValue)),
        (
          "navigationBarUserInterfaceStyle",
          navigationBar.userInterfaceStyle == .unspecified ? nil : .string(navigationBar.userInterfaceStyle.rawValue)
        ),
        ("navigationBarBackground", navigationBar.background?.json),
        ("navigationBarShowsBackground", navigationBar.showsBackground ? nil : .bool(false)),
      ]
    case .tabBar: pairs.append(("selectedIndex", selectedIndex == 0 ? nil : .number(Double(selectedIndex))))
    case .splitView: pairs.append(("collapsed", collapsed ? .bool(true) : nil))
    case .hosting:
      pairs += [
        ("preferredColorScheme", swiftUI.preferredColorScheme.map { .string($0.rawValue) }),
        ("toolbarColorScheme", swiftUI.toolbarColorScheme.map { .string($0.rawValue) }), ("statusBarHidden", swiftUI.statusBarHidden.map(JSON.bool)),
        // App scenarios only (the SwiftUI vocabulary lowers to them; suite cases cannot have them).
        ("toolbarBackground", swiftUI.toolbarBackground.map { .string($0 ? "visible" : "hidden") }),
        ("toolbarHidden", swiftUI.toolbarHidden.map { .string($0 ? "hidden" : "visible") }),
      ]
    default: break
    }
    if kind.hasChildren { pairs.append((kind.childrenKey, .list(children.map(\.json)))) }
    pairs.append(("presented", presented?.json))
    return .members(pairs)
  }
}

extension Step {
  func json(expectations: Bool) -> JSON {
    var pairs: [(String, JSON?)] = [("event", .string(event.kind.rawValue))]
    func animated(_ value: Bool, default defaultValue: Bool) -> JSON? { value == defaultValue ? nil : .bool(value) }
    switch event {
    case .launch: break
    case .push(let nav, let vc, let a):
      pairs += [("navigationController", .string(nav)), ("viewController", vc.json), ("animated", animated(a, default: true))]
    case .pop(let nav, let a), .popToRoot(let nav, let a):
      pairs += [("navigationController", .string(nav)), ("animated", animated(a, default: true))]
    case .setNavigationBarHidden(let nav, let hidden, let a):
      pairs += [("navigationController", .string(nav)), ("hidden", .bool(hidden)), ("animated", animated(a, default: false))]
    case .setNavigationBarStyle(let nav, let change):
      pairs += [
        ("navigationController", .string(nav)), ("barStyle", change.style.map { .string($0.rawValue) }),
        ("barUserInterfaceStyle", change.userInterfaceStyle.map { .string($0.rawValue) }), ("barBackground", change.background?.json),
        ("barShowsBackground", change.showsBackground.map(JSON.bool)),
      ]
    case .selectTab(let tab, let index): pairs += [("tabBarController", .string(tab)), ("index", .number(Double(index)))]
    case .present(let presenter, let vc, let a):
      pairs += [("presenter", .string(presenter)), ("viewController", vc.json), ("animated", animated(a, default: true))]
    case .dismiss(let vc, let a): pairs += [("viewController", .string(vc)), ("animated", animated(a, default: true))]
    case .set(let vc, let change): pairs += [("viewController", .string(vc)), ("properties", change.json)]
    case .setNeedsStatusBarAppearanceUpdate(let vc, let a): pairs += [("viewController", .string(vc)), ("animated", animated(a, default: false))]
    case .setAppearance(let appearance): pairs.append(("appearance", .string(appearance.rawValue)))
    case .setOverrideUserInterfaceStyle(let target, let style):
      switch target {
      case .window(let id): pairs.append(("window", .string(id)))
      case .viewController(let id): pairs.append(("viewController", .string(id)))
      }
      pairs.append(("style", .string(style.rawValue)))
    case .rotate(let orientation): pairs.append(("orientation", .string(orientation.rawValue)))
    case .showWindow(let id), .hideWindow(let id), .makeKeyWindow(let id): pairs.append(("window", .string(id)))
    case .setWindowLevel(let id, let level): pairs += [("window", .string(id)), ("level", .number(level))]
    case .setApplicationStatusBarStyle(let style, let a): pairs += [("style", .string(style.rawValue)), ("animated", animated(a, default: false))]
    case .setApplicationStatusBarHidden(let hidden, let animation): pairs += [("hidden", .bool(hidden)), ("animation", .string(animation.rawValue))]
    case .setHorizontalSizeClass(let sizeClass): pairs.append(("sizeClass", .string(sizeClass.rawValue)))
    case .cancelInteractiveDismissal(let vc): pairs.append(("viewController", .string(vc)))
    }
    if expectations, let expect { pairs.append(("expect", expect.json)) }
    // App scenarios only (suite cases cannot have them, so a case's text is unchanged).
    if updatesInSameTurn { pairs.append(("update", .bool(true))) }
    if let want {
      pairs.append(
        (
          "want",
          .members([
            ("style", want.style.map { .string($0.rawValue) }), ("hidden", want.hidden.map(JSON.bool)),
            ("animation", want.animation.map { .string($0.rawValue) }),
          ])
        ))
    }
    if !acknowledgements.isEmpty {
      pairs.append(("acknowledge", .list(acknowledgements.map { .object(["rule": .string($0.rule.rawValue), "reason": .string($0.reason)]) })))
    }
    if let device {
      pairs.append(("device", .members([("style", device.style.map { .string($0.rawValue) }), ("hidden", device.hidden.map(JSON.bool))])))
    }
    return .members(pairs)
  }
}

extension ControllerChange {
  var json: JSON {
    .members([
      ("preferredStatusBarStyle", preferredStatusBarStyle.map { .string($0.rawValue) }),
      ("prefersStatusBarHidden", prefersStatusBarHidden.map(JSON.bool)),
      ("preferredStatusBarUpdateAnimation", preferredStatusBarUpdateAnimation.map { .string($0.rawValue) }),
      ("childForStatusBarStyle", childForStatusBarStyle?.json), ("childForStatusBarHidden", childForStatusBarHidden?.json),
      ("modalPresentationCapturesStatusBarAppearance", capturesStatusBarAppearance.map(JSON.bool)), ("background", background?.json),
      ("overlay", overlay?.json), ("preferredColorScheme", preferredColorScheme.map { .string($0.rawValue) }),
      ("toolbarColorScheme", toolbarColorScheme.map { .string($0.rawValue) }), ("statusBarHidden", statusBarHidden.map(JSON.bool)),
    ])
  }
}

extension StepExpectation {
  var json: JSON {
    .members(StatusBarField.allCases.map { ($0.expectKey, $0.expectedJSON(self)) })
  }
}
