import BarcheckModel

/// The ways a case can be made smaller, for shrinking a finding. The single reductions each remove one thing: a step
/// after the launch, a window, a container (one of its children takes its place), a controller subtree (a child or a
/// presented controller), or set one property back to its default, or keep one half of a light/dark colour.
/// Controllers a step pushes or presents are reduced as the windows' are. A case none of whose single reductions keeps a
/// finding is 1-minimal. The coarse reductions remove or reset several things at once, so that shrinking
/// gets there in fewer tries; they are never needed for minimality.
enum Reductions {
  /// The case without step `index` (a step after the launch).
  static func removingStep(_ testCase: ConformanceCase, at index: Int) -> ConformanceCase {
    removingSteps(testCase, index..<(index + 1))
  }

  /// The case without the steps in `range` (after the launch).
  static func removingSteps(_ testCase: ConformanceCase, _ range: Range<Int>) -> ConformanceCase {
    var copy = testCase
    copy.steps.removeSubrange(range)
    return copy
  }

  /// Every single reduction of a case, the bigger first: steps, windows, subtrees, then properties.
  static func single(_ testCase: ConformanceCase) -> [ConformanceCase] {
    testCase.steps.indices.dropFirst().map { removingStep(testCase, at: $0) } + windows(testCase) + structural(testCase) + properties(testCase)
  }

  /// The case without one of its windows, each in turn, while one is left.
  static func windows(_ testCase: ConformanceCase) -> [ConformanceCase] {
    guard testCase.windows.count > 1 else { return [] }
    return testCase.windows.indices.reversed().map { index in
      var copy = testCase
      copy.windows.remove(at: index)
      return copy
    }
  }

  /// The case with a container replaced by one of its children (the child's own subtree kept, the container's other
  /// children and what it presents gone), or without one controller subtree: a child or a presented controller. (A
  /// window keeps its root: a window without one is a case of its own, S7, not a smaller one.) Without the first, a
  /// finding decided by one controller deep in containers kept every container above it: removing a container's only
  /// child, or the container, each lost it.
  static func structural(_ testCase: ConformanceCase) -> [ConformanceCase] {
    inControllers(testCase) { spec in
      spec.children + spec.children.indices.map { without(spec, children: $0..<($0 + 1)) } + withoutPresented(spec)
    }
  }

  /// The case with one property set back to its default (a controller's, a window's, the Info.plist's or the
  /// environment's), or one light/dark colour of a controller or window made a single colour.
  static func properties(_ testCase: ConformanceCase) -> [ConformanceCase] {
    var out = inControllers(testCase) { spec in
      propertyResets.compactMap { reset in
        var copy = spec
        reset(&copy)
        return copy == spec ? nil : copy
      } + colourHalves(spec)
    }
    for index in testCase.windows.indices {
      for reset in windowResets {
        var copy = testCase
        reset(&copy.windows[index])
        if copy.windows[index] != testCase.windows[index] { out.append(copy) }
      }
      for half in halves(testCase.windows[index].background) {
        var copy = testCase
        copy.windows[index].background = half
        out.append(copy)
      }
    }
    for reset in settingResets {
      var copy = testCase
      reset(&copy)
      if copy != testCase { out.append(copy) }
    }
    return out
  }

  /// Reductions that remove or reset several things at once: half of a controller's children, every property
  /// of a controller, of a window, of the Info.plist or of the environment.
  static func coarse(_ testCase: ConformanceCase) -> [ConformanceCase] {
    var out = inControllers(testCase) { spec in
      var variants: [ControllerSpec] = []
      let count = spec.children.count
      if count > 2 {
        variants.append(without(spec, children: 0..<(count / 2)))
        variants.append(without(spec, children: (count / 2)..<count))
      }
      var plain = spec
      for reset in propertyResets { reset(&plain) }
      if plain != spec { variants.append(plain) }
      return variants
    }
    for index in testCase.windows.indices {
      var copy = testCase
      for reset in windowResets { reset(&copy.windows[index]) }
      if copy.windows[index] != testCase.windows[index] { out.append(copy) }
    }
    var plain = testCase
    for reset in settingResets { reset(&plain) }
    if plain != testCase { out.append(plain) }
    return out
  }

  /// Each property of a controller, set back to its default (the id, kind, children and presented controller
  /// are reduced structurally instead).
  static let propertyResets: [@Sendable (inout ControllerSpec) -> Void] = [
    { $0.preferredStatusBarUpdateAnimation = nil }, { $0.overrideUserInterfaceStyle = .unspecified }, { $0.background = nil },
    { $0.overlay = nil }, { $0.swiftUI.preferredColorScheme = nil }, { $0.swiftUI.toolbarColorScheme = nil },
    { $0.swiftUI.statusBarHidden = nil }, { $0.definesPresentationContext = false }, { $0.capturesStatusBarAppearance = false },
    { $0.modalPresentationStyle = .automatic }, { $0.preferredStatusBarStyle = nil }, { $0.prefersStatusBarHidden = nil },
    { $0.navigationBar.hidden = false }, { $0.navigationBar.style = .default }, { $0.navigationBar.userInterfaceStyle = .unspecified },
    { $0.navigationBar.background = nil }, { $0.navigationBar.showsBackground = true }, { $0.collapsed = false }, { $0.selectedIndex = 0 },
    { $0.childForStatusBarStyle = nil }, { $0.childForStatusBarHidden = nil },
  ]

  /// The controller with one of its light/dark colours (a background, an overlay, a navigation bar's background)
  /// replaced by its light or its dark value: a finding that needs a colour seldom needs it to change with the
  /// appearance (S23.29), and a single value says so.
  static func colourHalves(_ spec: ControllerSpec) -> [ControllerSpec] {
    let places: [WritableKeyPath<ControllerSpec, Colour?>] = [\.background, \.overlay, \.navigationBar.background]
    return places.flatMap { place in
      halves(spec[keyPath: place]).map { half in
        var copy = spec
        copy[keyPath: place] = half
        return copy
      }
    }
  }

  /// The light and the dark value of a colour that differs between them, each as a single colour; none for a
  /// colour that does not, or a semantic name (one word in a case already).
  static func halves(_ colour: Colour?) -> [Colour] {
    guard let colour, colour.name == nil, colour.light != colour.dark else { return [] }
    return [Colour(colour.light), Colour(colour.dark)]
  }

  /// Each property of a window, set back to its default.
  static let windowResets: [@Sendable (inout WindowSpec) -> Void] = [
    { $0.level = 0 }, { $0.visible = true }, { $0.isKey = false }, { $0.overrideUserInterfaceStyle = .unspecified }, { $0.background = nil },
  ]

  /// Each key of the Info.plist and each setting of the environment, set back to its default.
  static let settingResets: [@Sendable (inout ConformanceCase) -> Void] = [
    { $0.infoPlist.viewControllerBasedStatusBarAppearance = true }, { $0.infoPlist.statusBarStyle = nil },
    { $0.infoPlist.statusBarHidden = false }, { $0.infoPlist.userInterfaceStyle = .automatic }, { $0.environment.appearance = .light },
    { $0.environment.orientation = .portrait }, { $0.environment.horizontalSizeClass = nil },
  ]

  /// The controller without the children in `range`; a selection or forwarding to a removed child goes too.
  static func without(_ spec: ControllerSpec, children range: Range<Int>) -> ControllerSpec {
    var copy = spec
    let removed = Set(copy.children[range].map(\.id))
    copy.children.removeSubrange(range)
    copy.selectedIndex = max(0, min(copy.selectedIndex, copy.children.count - 1))
    if case .child(let id)? = copy.childForStatusBarStyle, removed.contains(id) { copy.childForStatusBarStyle = nil }
    if case .child(let id)? = copy.childForStatusBarHidden, removed.contains(id) { copy.childForStatusBarHidden = nil }
    return copy
  }

  /// The controller without what it presents, when it presents something.
  static func withoutPresented(_ spec: ControllerSpec) -> [ControllerSpec] {
    guard spec.presented != nil else { return [] }
    var copy = spec
    copy.presented = nil
    return [copy]
  }

  /// The case with one controller, anywhere in any window or in what a step pushes or presents, replaced by each of
  /// `variants(controller)`.
  static func inControllers(_ testCase: ConformanceCase, _ variants: (ControllerSpec) -> [ControllerSpec]) -> [ConformanceCase] {
    var out: [ConformanceCase] = []
    for index in testCase.windows.indices {
      guard let root = testCase.windows[index].root else { continue }
      for variant in everywhere(root, variants) {
        var copy = testCase
        copy.windows[index].root = variant
        out.append(copy)
      }
    }
    // A pushed or presented controller carries the colours of most findings on legibility (S23): a presented
    // sheet's background, a pushed controller's overlay.
    for index in testCase.steps.indices {
      switch testCase.steps[index].event {
      case .push(let navigation, let spec, let animated):
        for variant in everywhere(spec, variants) {
          var copy = testCase
          copy.steps[index].event = .push(navigationController: navigation, viewController: variant, animated: animated)
          out.append(copy)
        }
      case .present(let presenter, let spec, let animated):
        for variant in everywhere(spec, variants) {
          var copy = testCase
          copy.steps[index].event = .present(presenter: presenter, viewController: variant, animated: animated)
          out.append(copy)
        }
      default: continue
      }
    }
    return out
  }

  /// The subtree with one controller in it (itself, a descendant or a presented one) replaced by each of its
  /// variants, the ones nearer the root first.
  static func everywhere(_ spec: ControllerSpec, _ variants: (ControllerSpec) -> [ControllerSpec]) -> [ControllerSpec] {
    var out = variants(spec)
    for index in spec.children.indices {
      for child in everywhere(spec.children[index], variants) {
        var copy = spec
        copy.children[index] = child
        out.append(copy)
      }
    }
    if let presented = spec.presented {
      for variant in everywhere(presented, variants) {
        var copy = spec
        copy.presented = variant
        out.append(copy)
      }
    }
    return out
  }
}
