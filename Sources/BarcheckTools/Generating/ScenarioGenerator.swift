import BarcheckEngine
package import BarcheckModel

/// Generates valid random cases over the whole event vocabulary, every controller kind, every
/// presentation style, several windows and all three profiles, with colours wherever S23 reads them (controllers'
/// backgrounds and overlays, navigation bars', windows', in `set` and bar-style changes too), so that the reference
/// measures legibility at more than half the steps. Seeded and reproducible: case `n`
/// of seed `s` is the same everywhere. Every event is checked against a `CompiledScene` before it is kept,
/// so every generated case loads.
package struct ScenarioGenerator: Sendable {
  /// The seed.
  package var seed: UInt64
  /// The most steps after `launch`.
  package var maximumSteps: Int

  /// Creates a generator.
  package init(seed: UInt64, maximumSteps: Int = 12) {
    self.seed = seed
    self.maximumSteps = maximumSteps
  }

  /// Case number `index` (without expectations).
  package func generate(_ index: Int) -> ConformanceCase { generate(index, on: SceneStage.self).0 }

  /// Case number `index`, played on the reference while it is built: the case (keeping its compiled form, so
  /// that resolving it does not compile it again) and the reference's untraced observations of its steps, nil
  /// when the reference cannot play it. The case is the one `generate(_:)` makes.
  func generateObserved(_ index: Int) -> (ConformanceCase, [Observation]?) {
    let (testCase, stage) = generate(index, on: ReferenceStage.self)
    guard let stage else { return (testCase, nil) }
    return (testCase, stage.observations)
  }

  /// Case number `index`, built on a stage of the given kind, and the stage after its last step (nil when the
  /// generated windows did not make a scene and the case fell back to a plain one).
  private func generate<Stage: GeneratorStage>(_ index: Int, on: Stage.Type) -> (ConformanceCase, Stage?) {
    var builder = Builder(random: random(index))
    // Concatenated, not interpolated: interpolating built the id through a string interpolation buffer.
    return builder.makeCase(id: "generated.seed-" + String(seed) + "-case-" + String(index), maximumSteps: maximumSteps, on: Stage.self)
  }

  /// Case number `index` straight into its compiled form, played on the reference while it is built, with no case
  /// made: the compiled case, the events of its steps and the reference's untraced observations of them, as
  /// `generateObserved(_:)` gives them. What fuzzing an in-process resolver plays; it builds the case (`generateObserved`) only for a
  /// disagreement. Nil when `generateObserved` would give no observations (the scene refused what was drawn, or the
  /// reference could not play a step): the caller then generates the case.
  ///
  /// - Parameter workspace: What the generator picks events from and the stage it plays on, kept between cases so
  ///   that they are made once.
  func generateCompiled(
    _ index: Int, workspace: inout Builder.Workspace
  ) -> (compiled: CompiledCase, events: [StepEvent], observations: [Observation])? {
    var builder = Builder(random: random(index))
    return builder.makeCompiled(maximumSteps: maximumSteps, workspace: &workspace)
  }

  /// The random numbers of case `index`.
  private func random(_ index: Int) -> SeededGenerator {
    SeededGenerator(seed: seed &* 6_364_136_223_846_793_005 &+ UInt64(index) &* 1_442_695_040_888_963_407)
  }

  /// Cases `0..<count`.
  package func generate(count: Int) -> [ConformanceCase] { (0..<count).map(generate) }

  struct Builder {
    var random: SeededGenerator
    var counter = 0
    var profile = Profile.classic

    /// A new controller id: the kind's prefix (`vc` for a plain controller, else the kind's name) and the next number.
    mutating func newID(_ kind: ControllerKind) -> String {
      counter += 1
      // Made once for the first numbers: concatenating the prefix and the number was a fiftieth of generating a case.
      if counter < Self.numberedIDs { return Self.ids[Self.row(kind) * Self.numberedIDs + counter] }
      return Self.prefix(kind) + String(counter)
    }

    /// A new controller id, as `newID` makes it, and its lookup key (`CompiledScene.lookupKey(of:)`), made once for
    /// the first numbers as the ids are.
    mutating func newKeyedID(_ kind: ControllerKind) -> (id: String, key: UInt32) {
      let id = newID(kind)
      if counter < Self.numberedIDs { return (id, Self.idKeys[Self.row(kind) * Self.numberedIDs + counter]) }
      return (id, CompiledScene.lookupKey(of: id))
    }

    /// How many numbers `ids` holds for each kind.
    static let numberedIDs = 64
    /// Each kind's ids numbered `0..<numberedIDs`, the kinds in the order of their `row`.
    static let ids: [String] = {
      var ids = [String](repeating: "", count: ControllerKind.allCases.count * numberedIDs)
      for kind in ControllerKind.allCases {
        for number in 0..<numberedIDs { ids[row(kind) * numberedIDs + number] = prefix(kind) + String(number) }
      }
      return ids
    }()

    /// The lookup key of each of `ids` (`CompiledScene.lookupKey(of:)`), in the same order.
    static let idKeys = ids.map(CompiledScene.lookupKey(of:))

    /// A kind's row in `ids`: a switch, where finding the kind in `ControllerKind.allCases` built that array at
    /// every id.
    static func row(_ kind: ControllerKind) -> Int {
      switch kind {
      case .plain: 0
      case .navigation: 1
      case .tabBar: 2
      case .splitView: 3
      case .container: 4
      case .hosting: 5
      case .alert: 6
      case .pageView: 7
      case .search: 8
      }
    }

    /// What a controller id of a kind starts with.
    static func prefix(_ kind: ControllerKind) -> String { kind == .plain ? "vc" : kind.rawValue }

    mutating func makeCase<Stage: GeneratorStage>(id: String, maximumSteps: Int, on: Stage.Type) -> (ConformanceCase, Stage?) {
      let (platform, plist, environment) = makeSetting()
      var windows = [WindowSpec(id: "main", root: controller(depth: 0))]
      // What shows behind a sheet card on a phone (S23, S24): declared in a third of cases, so that both the declared
      // colour and the black of none are measured.
      if random.chance(0.3) { windows[0].background = mainBackground() }
      for n in 0..<random.int(0...2) where random.chance(0.5) {
        // Some overlay windows have no root view controller, as HUD and notice libraries make them (S7).
        var window = WindowSpec(id: Self.overlayIDs[n], root: random.chance(0.15) ? nil : controller(depth: 1))
        overlay(&window, rootless: window.root == nil)
        windows.append(window)
      }
      if profile != .legacy && random.chance(0.15) { windows[0].overrideUserInterfaceStyle = random.pick(Self.overrides) }
      var testCase = ConformanceCase(
        id: id, title: "A generated scenario", rules: [.s8], level: .tentative, sources: [CaseSource("barcheck generate")],
        platform: platform,
        infoPlist: plist, environment: environment, windows: windows, steps: [Step(event: .launch)])
      guard var stage = Stage(testCase) else {
        // A rare combination the scene refuses (for example duplicate ids): fall back to one plain window.
        testCase.windows = [WindowSpec(id: "main", root: ControllerSpec(id: "root"))]
        return (testCase, nil)
      }
      var roster = Roster()
      playSteps(on: &stage, maximumSteps: maximumSteps, roster: &roster)
      testCase.steps = stage.keptSteps
      // Last: any change to the case drops it.
      testCase.compiled = stage.compiled
      return (testCase, stage)
    }

    /// The case `makeCase` makes, straight into its compiled form: the same draws in the same order, with each
    /// controller and window of the starting scene added to a scene as it is drawn instead of to a spec, and no case
    /// built. The compiled case, its steps and the reference's observations of them, moved out of the stage the
    /// reference played them on: the stage itself is not returned, as returning it copied it (every array it holds
    /// retained) and destroyed it twice.
    ///
    /// - Returns: nil when the scene refuses what was drawn (`makeCase` then falls back to a plain window), or the
    ///   reference could not play a step.
    mutating func makeCompiled(
      maximumSteps: Int, workspace: inout Workspace
    ) -> (compiled: CompiledCase, events: [StepEvent], observations: [Observation])? {
      let (platform, plist, environment) = makeSetting()
      // In the storage of the last case's starting scene, once there is one (the stage is restarted below, or on the
      // next case when this one is refused).
      var scene =
        workspace.stage?.newScene(platform: platform, infoPlist: plist, environment: environment)
        ?? CompiledScene(platform: platform, infoPlist: plist, environment: environment)
      do throws(SceneError) {
        // Each window added as soon as it is drawn, the main window's override set once drawn, after the overlays:
        // lists of the windows and their roots, to add them in order at the end, were two allocations a case.
        let mainRoot = try controller(depth: 0, parent: nil, in: &scene)
        var main = WindowSpec(id: "main", root: nil)
        if random.chance(0.3) { main.background = mainBackground() }
        try scene.addWindow(main, root: mainRoot)
        for n in 0..<random.int(0...2) where random.chance(0.5) {
          var window = WindowSpec(id: Self.overlayIDs[n], root: nil)
          var root: Int?
          if !random.chance(0.15) { root = try controller(depth: 1, parent: nil, in: &scene) }
          overlay(&window, rootless: root == nil)
          try scene.addWindow(window, root: root)
        }
        if profile != .legacy && random.chance(0.15) { try scene.setOverrideUserInterfaceStyle(random.pick(Self.overrides), ofWindow: 0) }
        try scene.finishWindows()
      } catch {
        return nil
      }
      if workspace.stage == nil {
        workspace.stage = ReferenceStage(start: consume scene)
      } else {
        workspace.stage!.restart(consume scene)
      }
      playSteps(on: &workspace.stage!, maximumSteps: maximumSteps, roster: &workspace.roster)
      return workspace.stage!.finish()
    }

    /// The platform, Info.plist and environment of a case.
    private mutating func makeSetting() -> (PlatformSpec, InfoPlist, EnvironmentSpec) {
      var platform = PlatformSpec()
      switch random.int(0...9) {
      case 0, 1:
        platform.os = "12.4"
        platform.majorVersion = 12
        platform.homeButton = true
      case 2, 3:
        platform.os = "26.0"
        platform.majorVersion = 26
        platform.liquidGlass = true
      default:
        platform.os = "17.0"
        platform.majorVersion = 17
      }
      platform.idiom = random.chance(0.15) ? .pad : .phone
      if platform.majorVersion >= 13 { platform.homeButton = random.chance(0.3) }
      profile = platform.profile
      var plist = InfoPlist()
      plist.viewControllerBasedStatusBarAppearance = !random.chance(0.08)
      if random.chance(0.3) {
        plist.statusBarStyle = random.pick(profile == .legacy ? Self.legacyLaunchStyles : Self.launchStyles)
      }
      plist.statusBarHidden = random.chance(0.1)
      if profile != .legacy { plist.userInterfaceStyle = random.pick(Self.plistStyles) }
      var environment = EnvironmentSpec()
      if profile != .legacy && random.chance(0.3) { environment.appearance = .dark }
      if random.chance(0.2) { environment.orientation = .landscape }
      if platform.idiom == .pad && random.chance(0.25) { environment.horizontalSizeClass = .compact }
      return (platform, plist, environment)
    }

    /// The main window's background, when it declares one.
    private mutating func mainBackground() -> Colour { random.chance(0.5) ? random.pick(Self.windowBackgrounds) : colour() }

    /// An overlay window's level, visibility, background and style, drawn after its root.
    private mutating func overlay(_ window: inout WindowSpec, rootless: Bool) {
      window.level = random.pick(Self.windowLevels)
      window.visible = random.chance(0.5)
      // A rootless window's own background is what is behind the bar when it controls it (S23.6).
      if random.chance(rootless ? 0.6 : 0.2) { window.background = colour() }
      if profile != .legacy && random.chance(0.2) { window.overrideUserInterfaceStyle = random.pick(Self.overrides) }
    }

    /// Launches the stage and plays events on it, keeping those that apply (the stage's `kept`: the case's steps, its
    /// launch first).
    ///
    /// - Parameter roster: Where to keep what events are picked from (its arrays are emptied and filled again).
    private mutating func playSteps<Stage: GeneratorStage>(on stage: inout Stage, maximumSteps: Int, roster: inout Roster) {
      stage.launch()
      let steps = random.int(1...max(1, maximumSteps))
      var attempts = 0
      // Read again only when a step is kept: most attempts are refused, and leave the scene as it was.
      stage.withScene { roster.start($0) }
      // The stage keeps the steps, handed to the case once: appending to the case's own steps went through its storage
      // at every kept step, and a list of the stage's own copied every event.
      while stage.keptCount <= steps && attempts < steps * 8 {
        attempts += 1
        var target: Int?
        let event = stage.withScene { self.event($0, roster, target: &target) }
        if stage.play(consume event, target: target) && !stage.withScene(roster.isCurrent) { stage.withScene { roster.read($0) } }
      }
    }

    /// The semantic colours in a fixed order, for picking a colour.
    static let backgrounds = Array(Colour.semantic.values).sorted { $0.description < $1.description }

    // What the generator picks from, made once: an array literal at the pick was an allocation every time.
    /// Info.plist's `UIStatusBarStyle` before iOS 13.
    static let legacyLaunchStyles = ["UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "LightContent"]
    /// Info.plist's `UIStatusBarStyle` from iOS 13.
    static let launchStyles = legacyLaunchStyles + ["UIStatusBarStyleDarkContent"]
    /// The overlay windows' ids, by their position among the overlays drawn (`window1`, `window2`).
    static let overlayIDs = ["window1", "window2"]
    /// Info.plist's `UIUserInterfaceStyle`, automatic three times in five.
    static let plistStyles: [PlistInterfaceStyle] = [.automatic, .automatic, .automatic, .light, .dark]
    /// A window's background.
    static let windowBackgrounds = ["black", "white", "systemBackground"].compactMap { Colour.semantic[$0] }
    /// An overlay window's level.
    static let windowLevels: [Double] = [0, 1, 1000, 2000, -1]
    /// An `overrideUserInterfaceStyle` that overrides.
    static let overrides: [UserInterfaceStyle] = [.light, .dark]
    /// A preferred style: the first four before iOS 13, all six after.
    static let styles: [StatusBarStyle?] = [nil, nil, .default, .lightContent, .darkContent, .darkContent]
    /// A controller's kind, above depth 3.
    static let kinds: [ControllerKind] = [
      .plain, .plain, .plain, .navigation, .navigation, .tabBar, .splitView, .container, .hosting, .pageView, .search,
    ]
    /// A controller's kind, at depth 3 and deeper.
    static let deepKinds: [ControllerKind] = [.plain, .plain, .hosting]
    /// A navigation controller's `childForStatusBarStyle`.
    static let navigationForwarding: [ChildReference] = [.topViewController, .visibleViewController, .none]

    /// A colour to declare behind the bar (S23): a semantic name (dynamic for most), one value, or a light/dark pair,
    /// a third each. Single values and pairs are random, so contrasts fall on both sides of 3:1 and 4.5:1, not only
    /// at the 1:1 and 21:1 of black and white.
    mutating func colour() -> Colour {
      switch random.int(0...2) {
      case 0: random.pick(Self.backgrounds)
      case 1: Colour(rgb())
      default: Colour(light: rgb(), dark: rgb())
      }
    }

    /// A random opaque colour.
    mutating func rgb() -> RGB {
      RGB(red: UInt8(random.int(0...255)), green: UInt8(random.int(0...255)), blue: UInt8(random.int(0...255)))
    }

    mutating func style() -> StatusBarStyle? {
      // As picking from the first four or all six of `styles`.
      Self.styles[random.index(profile == .legacy ? 4 : 6)]
    }

    mutating func controller(depth: Int) -> ControllerSpec {
      var kind = random.pick(depth >= 3 ? Self.deepKinds : Self.kinds)
      if profile == .legacy && kind == .hosting { kind = .plain }
      var spec = ControllerSpec(id: newID(kind), kind: kind)
      spec.preferredStatusBarStyle = style()
      if random.chance(0.3) { spec.prefersStatusBarHidden = random.chance(0.5) }
      if random.chance(0.3) { spec.preferredStatusBarUpdateAnimation = random.pick(StatusBarAnimation.allCases) }
      if profile != .legacy && random.chance(0.12) { spec.overrideUserInterfaceStyle = random.pick(Self.overrides) }
      if random.chance(0.3) { spec.background = colour() }
      if random.chance(0.08) { spec.overlay = colour() }
      switch kind {
      case .navigation:
        spec.children = (0..<random.int(1...3)).map { _ in controller(depth: depth + 1) }
        spec.navigationBar.hidden = random.chance(0.5)
        spec.navigationBar.style = random.chance(0.3) ? .black : .default
        if profile == .glass { spec.navigationBar.userInterfaceStyle = random.pick(UserInterfaceStyle.allCases) }
        spec.navigationBar.showsBackground = !random.chance(0.2)
        // A visible bar's background is what is behind the status bar (S23.24).
        if random.chance(0.35) { spec.navigationBar.background = colour() }
        if random.chance(0.1) { spec.childForStatusBarStyle = random.pick(Self.navigationForwarding) }
        spec.preferredStatusBarStyle = random.chance(0.8) ? nil : spec.preferredStatusBarStyle
      case .tabBar:
        spec.children = (0..<random.int(1...3)).map { _ in controller(depth: depth + 1) }
        spec.selectedIndex = random.int(0...(spec.children.count - 1))
      case .splitView:
        spec.children = (0..<random.int(1...2)).map { _ in controller(depth: depth + 1) }
        spec.collapsed = random.chance(0.5)
      case .container, .pageView:
        spec.children = (0..<random.int(1...3)).map { _ in controller(depth: depth + 1) }
        // A random child's id, as `random.pick(spec.children).id` draws it: picking the child copied its whole spec
        // (every field retained, then released) to read the id.
        func anyChild(_ random: inout SeededGenerator) -> ChildReference {
          .child(spec.children[random.index(spec.children.count)].id)
        }
        if kind == .container && random.chance(0.7) {
          spec.childForStatusBarStyle = random.chance(0.85) ? anyChild(&random) : ChildReference.none
        }
        if kind == .container && random.chance(0.5) { spec.childForStatusBarHidden = anyChild(&random) }
      case .hosting:
        if random.chance(0.3) { spec.swiftUI.preferredColorScheme = random.pick(Appearance.allCases) }
        if random.chance(0.3) { spec.swiftUI.toolbarColorScheme = random.pick(Appearance.allCases) }
        if random.chance(0.2) { spec.swiftUI.statusBarHidden = random.chance(0.5) }
      default: break
      }
      return spec
    }

    /// `controller(depth:)` added to a scene as it is drawn, with its children: the same draws in the same order, so
    /// that the scene is the one the spec would make (its colours and forwarded names may sit elsewhere in their
    /// tables, which only indices reach).
    ///
    /// - Parameter parent: The container it is a child of; nil for a window's root.
    /// - Returns: Its index in the scene.
    mutating func controller(depth: Int, parent: Int?, in scene: inout CompiledScene) throws(SceneError) -> Int {
      var kind = random.pick(depth >= 3 ? Self.deepKinds : Self.kinds)
      if profile == .legacy && kind == .hosting { kind = .plain }
      // Its id is new: `newID` never makes the same id twice in a case, nor a reserved one.
      let (id, key) = newKeyedID(kind)
      let index = try scene.addController(newID: id, key: key, kind: kind, parent: parent)
      var state = CompiledScene.ControllerState()
      state.preferredStatusBarStyle = style()
      if random.chance(0.3) { state.prefersStatusBarHidden = random.chance(0.5) }
      if random.chance(0.3) { state.preferredStatusBarUpdateAnimation = random.pick(StatusBarAnimation.allCases) }
      if profile != .legacy && random.chance(0.12) { state.overrideUserInterfaceStyle = random.pick(Self.overrides) }
      if random.chance(0.3) { state.background = colourIndex(colour(), in: &scene) }
      if random.chance(0.08) { state.overlay = colourIndex(colour(), in: &scene) }
      switch kind {
      case .navigation:
        for _ in 0..<random.int(1...3) { _ = try controller(depth: depth + 1, parent: index, in: &scene) }
        state.navigationBar.hidden = random.chance(0.5)
        state.navigationBar.style = random.chance(0.3) ? .black : .default
        if profile == .glass { state.navigationBar.userInterfaceStyle = random.pick(UserInterfaceStyle.allCases) }
        state.navigationBar.showsBackground = !random.chance(0.2)
        if random.chance(0.35) { state.navigationBar.background = colourIndex(colour(), in: &scene) }
        if random.chance(0.1) { state.childForStatusBarStyle = scene.forwardingIndex(random.pick(Self.navigationForwarding)) }
        state.preferredStatusBarStyle = random.chance(0.8) ? nil : state.preferredStatusBarStyle
      case .tabBar:
        let count = random.int(1...3)
        for _ in 0..<count { _ = try controller(depth: depth + 1, parent: index, in: &scene) }
        state.selectedIndex = random.int(0...(count - 1))
      case .splitView:
        for _ in 0..<random.int(1...2) { _ = try controller(depth: depth + 1, parent: index, in: &scene) }
        state.collapsed = random.chance(0.5)
      case .container, .pageView:
        let count = random.int(1...3)
        for _ in 0..<count { _ = try controller(depth: depth + 1, parent: index, in: &scene) }
        // A random child's id, as `random.pick(spec.children).id` draws it.
        func anyChild(_ random: inout SeededGenerator) -> ChildReference {
          .child(scene.ids[scene.child(of: index, at: random.index(count)).unsafelyUnwrapped])
        }
        if kind == .container && random.chance(0.7) {
          let reference = random.chance(0.85) ? anyChild(&random) : ChildReference.none
          state.childForStatusBarStyle = scene.forwardingIndex(reference)
        }
        if kind == .container && random.chance(0.5) {
          let reference = anyChild(&random)
          state.childForStatusBarHidden = scene.forwardingIndex(reference)
        }
      case .hosting:
        if random.chance(0.3) { state.swiftUI.preferredColorScheme = random.pick(Appearance.allCases) }
        if random.chance(0.3) { state.swiftUI.toolbarColorScheme = random.pick(Appearance.allCases) }
        if random.chance(0.2) { state.swiftUI.statusBarHidden = random.chance(0.5) }
      default: break
      }
      try withUnsafePointer(to: state) { state throws(SceneError) in try scene.setProperties(at: state, of: index) }
      return index
    }

    /// A colour's index in the scene's colour table, the table given room for eight colours at the first: a scene
    /// the generator starts declares two or three, and growing the table one colour at a time reallocated it twice.
    func colourIndex(_ colour: Colour, in scene: inout CompiledScene) -> Int {
      if scene.colours.isEmpty { scene.reserveColours(8) }
      return scene.colourIndex(colour)
    }

    mutating func presented() -> ControllerSpec {
      var spec = random.chance(0.85) ? controller(depth: 2) : ControllerSpec(id: newID(.alert), kind: .alert)
      spec.modalPresentationStyle = random.pick(PresentationStyle.allCases)
      spec.capturesStatusBarAppearance = random.chance(0.3)
      if random.chance(0.1) { spec.definesPresentationContext = true }
      return spec
    }

    /// A controller of one of the roster's lists, picked as `Roster.pick` picks it (the same draw), and noted as the
    /// event's target.
    @inline(__always)
    private mutating func pick(_ list: Roster.List, _ roster: Roster, _ target: inout Int?) -> Int {
      let index = roster.pick(list, &random)
      target = index
      return index
    }

    /// The id of the last controller of the chain of presentations from the controlling window's root (the root itself
    /// when it presents nothing); nil when that window has no root.
    static func topmostPresented(_ scene: CompiledScene) -> String? {
      guard let window = scene.controllingWindow, var top = scene.windows[window].root else { return nil }
      while let next = scene.controllers[top].presented { top = next }
      return scene.ids[top]
    }

    /// A random event on the scene, picked from the roster read from it: the same draws as picking from its ids.
    ///
    /// - Parameter target: Set to the index of the controller the event names when it was picked from the roster (an
    ///   attached controller, the one `CompiledScene.index(of:)` finds by its id), else nil: what the stage's forecast
    ///   reads instead of looking the id up again.
    mutating func event(_ scene: CompiledScene, _ roster: Roster, target: inout Int?) -> StepEvent {
      let names = scene.ids
      target = nil
      // Drawn first, as every event does, and named only by the events that use them: reading the names up front
      // retained and released both strings at every attempt.
      let anyIndex = roster.isEmpty(.all) ? nil : roster.pick(.all, &random)
      var any: String { anyIndex.map { names[$0] } ?? "main" }
      // The scene's windows never change in number: picked from the scene, as from a list of their ids.
      let windowIndex = random.index(scene.windows.count)
      var window: String { scene.windows[windowIndex].id }
      let noNavigation = roster.isEmpty(.navigations)
      switch random.int(0...23) {
      case 0, 1:
        return noNavigation
          ? .setAppearance(random.pick(Appearance.allCases))
          : .push(
            navigationController: names[pick(.navigations, roster, &target)], viewController: controller(depth: 2), animated: random.chance(0.8))
      case 2:
        return noNavigation
          ? .rotate(scene.orientation == .portrait ? .landscape : .portrait)
          : .pop(navigationController: names[pick(.navigations, roster, &target)], animated: random.chance(0.8))
      case 3:
        return noNavigation
          ? .showWindow(window) : .popToRoot(navigationController: names[pick(.navigations, roster, &target)], animated: random.chance(0.8))
      case 4:
        return noNavigation
          ? .hideWindow(window)
          : .setNavigationBarHidden(
            navigationController: names[pick(.navigations, roster, &target)], hidden: random.chance(0.5), animated: random.chance(0.5))
      case 5:
        guard !noNavigation else { return .makeKeyWindow(window) }
        var change = NavigationBarChange()
        switch random.int(0...3) {
        case 0: change.style = random.pick(NavigationBarStyle.allCases)
        case 1: change.userInterfaceStyle = random.pick(UserInterfaceStyle.allCases)
        case 2: change.background = colour()
        default: change.showsBackground = random.chance(0.5)
        }
        return .setNavigationBarStyle(navigationController: names[pick(.navigations, roster, &target)], change: change)
      case 6:
        guard !roster.isEmpty(.tabs) else { return .setAppearance(random.pick(Appearance.allCases)) }
        // The roster holds the attached tab bar controller's index: its id need not be looked up again.
        let tab = pick(.tabs, roster, &target)
        return .selectTab(tabBarController: names[tab], index: random.int(0...(scene.controllers[tab].childCount - 1)))
      case 7, 8:
        // Half the time from what is on screen, as apps present: stacked presentations (a card on a card, a full-screen
        // controller or an alert over one, a card over a capturing presentation) are then common (S9, S23, S24).
        let top = random.chance(0.5) ? Self.topmostPresented(scene) : nil
        if top == nil { target = anyIndex }
        let presenter = top ?? any
        return .present(presenter: presenter, viewController: presented(), animated: random.chance(0.8))
      case 9, 10:
        target = anyIndex
        return .dismiss(viewController: any, animated: random.chance(0.8))
      case 11, 12, 13:
        var change = ControllerChange()
        switch random.int(0...5) {
        case 0: change.preferredStatusBarStyle = style() ?? .lightContent
        case 1: change.prefersStatusBarHidden = random.chance(0.5)
        case 2: change.preferredStatusBarUpdateAnimation = random.pick(StatusBarAnimation.allCases)
        case 3: change.capturesStatusBarAppearance = random.chance(0.5)
        // A colour that appears after launch turns measuring on from that step (S23.4).
        case 4: if random.chance(0.5) { change.background = colour() } else { change.overlay = colour() }
        default:
          if let host = roster.isEmpty(.hosting) ? nil : names[pick(.hosting, roster, &target)] {
            change.statusBarHidden = random.chance(0.5)
            return .set(viewController: host, change: change)
          }
          change.preferredStatusBarStyle = .lightContent
        }
        target = anyIndex
        return .set(viewController: any, change: change)
      case 14, 15:
        target = anyIndex
        return .setNeedsStatusBarAppearanceUpdate(viewController: any, animated: random.chance(0.4))
      case 16:
        return profile == .legacy
          ? .rotate(scene.orientation == .portrait ? .landscape : .portrait) : .setAppearance(scene.appearance == .light ? .dark : .light)
      case 17:
        if profile == .legacy { return .makeKeyWindow(window) }
        if random.chance(0.5) { return .setOverrideUserInterfaceStyle(target: .window(window), style: random.pick(UserInterfaceStyle.allCases)) }
        target = anyIndex
        return .setOverrideUserInterfaceStyle(target: .viewController(any), style: random.pick(UserInterfaceStyle.allCases))
      case 18: return .rotate(scene.orientation == .portrait ? .landscape : .portrait)
      case 19: return random.chance(0.5) ? .showWindow(window) : .hideWindow(window)
      case 20: return random.chance(0.5) ? .setWindowLevel(window: window, level: random.pick(Self.windowLevels)) : .makeKeyWindow(window)
      case 22: return .setHorizontalSizeClass(scene.horizontalSizeClass == .compact ? .regular : .compact)
      case 23:
        target = anyIndex
        return .cancelInteractiveDismissal(viewController: any)
      default:
        return random.chance(0.5)
          ? .setApplicationStatusBarStyle(style: style() ?? .lightContent, animated: random.chance(0.5))
          : .setApplicationStatusBarHidden(hidden: random.chance(0.5), animation: random.pick(StatusBarAnimation.allCases))
      }
    }
  }
}
