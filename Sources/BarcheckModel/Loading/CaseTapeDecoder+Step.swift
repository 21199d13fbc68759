import BarcheckJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Steps, read from the tape as `StepDecoder` reads them in a suite case.
extension CaseTapeDecoder {
  /// Every member a step may have in some document: the step's own, every event's, and an app scenario's (which
  /// fall back in a suite case). An event's member `m` is at `stepEventBase + m`'s place in `EventMember.allCases`.
  static let stepKeys = TapeKeys(["event", "expect", "note"] + EventMember.allCases.map(\.key) + StepDecoder.scenarioOnlyKeys)
  /// Where the events' members start in `stepKeys`.
  static let stepEventBase = 3
  /// Where an app scenario's members start in `stepKeys`.
  static let stepScenarioBase = stepEventBase + EventMember.allCases.count
  /// For each kind, in the order of `EventKind.allCases`, a bit for each place in `stepKeys` a step of it may give
  /// in a suite case, and a bit for each it must give.
  static let stepMembers: [(allowed: UInt64, required: UInt64)] = EventKind.allCases.map { kind in
    var allowed: UInt64 = 0b111
    var required: UInt64 = 0b1
    for parameter in kind.parameters {
      let bit: UInt64 = 1 << UInt64(stepEventBase + EventMember.allCases.firstIndex(of: parameter.member).unsafelyUnwrapped)
      allowed |= bit
      if parameter.isRequired { required |= bit }
    }
    return (allowed, required)
  }

  /// The place of an event's member in `stepKeys`.
  @inline(__always)
  static func place(_ member: EventMember) -> Int {
    switch member {
    case .navigationController: navigationControllerPlace
    case .viewController: viewControllerPlace
    case .animated: animatedPlace
    case .hidden: hiddenPlace
    case .barStyle: barStylePlace
    case .barUserInterfaceStyle: barUserInterfaceStylePlace
    case .barBackground: barBackgroundPlace
    case .barShowsBackground: barShowsBackgroundPlace
    case .tabBarController: tabBarControllerPlace
    case .index: indexPlace
    case .presenter: presenterPlace
    case .properties: propertiesPlace
    case .appearance: appearancePlace
    case .window: windowPlace
    case .style: stylePlace
    case .orientation: orientationPlace
    case .level: levelPlace
    case .animation: animationPlace
    case .sizeClass: sizeClassPlace
    }
  }

  /// The place of `navigationController` in `stepKeys`.
  private static let navigationControllerPlace = stepKeys.place(of: EventMember.navigationController.key)
  /// The place of `viewController` in `stepKeys`.
  private static let viewControllerPlace = stepKeys.place(of: EventMember.viewController.key)
  /// The place of `animated` in `stepKeys`.
  private static let animatedPlace = stepKeys.place(of: EventMember.animated.key)
  /// The place of `hidden` in `stepKeys`.
  private static let hiddenPlace = stepKeys.place(of: EventMember.hidden.key)
  /// The place of `barStyle` in `stepKeys`.
  private static let barStylePlace = stepKeys.place(of: EventMember.barStyle.key)
  /// The place of `barUserInterfaceStyle` in `stepKeys`.
  private static let barUserInterfaceStylePlace = stepKeys.place(of: EventMember.barUserInterfaceStyle.key)
  /// The place of `barBackground` in `stepKeys`.
  private static let barBackgroundPlace = stepKeys.place(of: EventMember.barBackground.key)
  /// The place of `barShowsBackground` in `stepKeys`.
  private static let barShowsBackgroundPlace = stepKeys.place(of: EventMember.barShowsBackground.key)
  /// The place of `tabBarController` in `stepKeys`.
  private static let tabBarControllerPlace = stepKeys.place(of: EventMember.tabBarController.key)
  /// The place of `index` in `stepKeys`.
  private static let indexPlace = stepKeys.place(of: EventMember.index.key)
  /// The place of `presenter` in `stepKeys`.
  private static let presenterPlace = stepKeys.place(of: EventMember.presenter.key)
  /// The place of `properties` in `stepKeys`.
  private static let propertiesPlace = stepKeys.place(of: EventMember.properties.key)
  /// The place of `appearance` in `stepKeys`.
  private static let appearancePlace = stepKeys.place(of: EventMember.appearance.key)
  /// The place of `window` in `stepKeys`.
  private static let windowPlace = stepKeys.place(of: EventMember.window.key)
  /// The place of `style` in `stepKeys`.
  private static let stylePlace = stepKeys.place(of: EventMember.style.key)
  /// The place of `orientation` in `stepKeys`.
  private static let orientationPlace = stepKeys.place(of: EventMember.orientation.key)
  /// The place of `level` in `stepKeys`.
  private static let levelPlace = stepKeys.place(of: EventMember.level.key)
  /// The place of `animation` in `stepKeys`.
  private static let animationPlace = stepKeys.place(of: EventMember.animation.key)
  /// The place of `sizeClass` in `stepKeys`.
  private static let sizeClassPlace = stepKeys.place(of: EventMember.sizeClass.key)

  /// A step, as `StepDecoder.decodeStep` reads one in a suite case that reports nothing.
  ///
  /// - Parameter lastExpectation: The last expectation decoded in the case, which this step's is when its text is the
  ///   same; this step's after.
  mutating func decodeStep(_ entry: Int, lastExpectation: inout LastExpectation?) throws(Fallback) -> Step {
    let fields = try object(entry, Self.stepKeys)
    // The kind's place in `EventKind.allCases`, the order of `stepMembers`.
    let (kind, kindPlace) = try nameAndPlace(try required(fields, 0), Self.eventKinds)
    let (allowed, required) = Self.stepMembers[kindPlace]
    let given = fields.given
    // A member of another event (or of an app scenario) is an error, and so is a missing argument.
    guard given & ~allowed == 0, given & required == required else { throw Fallback() }
    _ = try string(fields, 2)
    let animated = try bool(fields, Self.place(.animated)) ?? kind.animatedByDefault
    let event: StepEvent
    switch kind {
    case .launch: event = .launch
    case .push:
      event = .push(
        navigationController: try requiredString(fields, .navigationController),
        viewController: try decodeController(try self.required(fields, Self.place(.viewController))), animated: animated)
    case .pop: event = .pop(navigationController: try requiredString(fields, .navigationController), animated: animated)
    case .popToRoot: event = .popToRoot(navigationController: try requiredString(fields, .navigationController), animated: animated)
    case .setNavigationBarHidden:
      event = .setNavigationBarHidden(
        navigationController: try requiredString(fields, .navigationController),
        hidden: try bool(try self.required(fields, Self.place(.hidden))), animated: animated)
    case .setNavigationBarStyle:
      var change = NavigationBarChange()
      change.style = try name(fields, Self.place(.barStyle), Self.navigationBarStyles)
      change.userInterfaceStyle = try name(fields, Self.place(.barUserInterfaceStyle), Self.userInterfaceStyles)
      change.background = try colour(fields, Self.place(.barBackground))
      change.showsBackground = try bool(fields, Self.place(.barShowsBackground))
      // The change must give something.
      guard change != NavigationBarChange() else { throw Fallback() }
      event = .setNavigationBarStyle(navigationController: try requiredString(fields, .navigationController), change: change)
    case .selectTab:
      guard let index = try integer(fields, Self.place(.index)) else { throw Fallback() }
      event = .selectTab(tabBarController: try requiredString(fields, .tabBarController), index: index)
    case .present:
      event = .present(
        presenter: try requiredString(fields, .presenter),
        viewController: try decodeController(try self.required(fields, Self.place(.viewController))), animated: animated)
    case .dismiss: event = .dismiss(viewController: try requiredString(fields, .viewController), animated: animated)
    case .set:
      let viewController = try requiredString(fields, .viewController)
      event = .set(viewController: viewController, change: try decodeChange(try self.required(fields, Self.place(.properties))))
    case .setNeedsStatusBarAppearanceUpdate:
      event = .setNeedsStatusBarAppearanceUpdate(viewController: try requiredString(fields, .viewController), animated: animated)
    case .setAppearance: event = .setAppearance(try name(try self.required(fields, Self.place(.appearance)), Self.appearances))
    case .setOverrideUserInterfaceStyle:
      let style = try name(try self.required(fields, Self.place(.style)), Self.userInterfaceStyles)
      switch (try string(fields, Self.place(.window)), try string(fields, Self.place(.viewController))) {
      case (let window?, nil): event = .setOverrideUserInterfaceStyle(target: .window(window), style: style)
      case (nil, let viewController?): event = .setOverrideUserInterfaceStyle(target: .viewController(viewController), style: style)
      default: throw Fallback()  // Exactly one of them.
      }
    case .rotate: event = .rotate(try name(try self.required(fields, Self.place(.orientation)), Self.orientations))
    case .showWindow: event = .showWindow(try requiredString(fields, .window))
    case .hideWindow: event = .hideWindow(try requiredString(fields, .window))
    case .makeKeyWindow: event = .makeKeyWindow(try requiredString(fields, .window))
    case .setWindowLevel:
      let window = try requiredString(fields, .window)
      guard let level = try windowLevel(fields, Self.place(.level)) else { throw Fallback() }
      event = .setWindowLevel(window: window, level: level)
    case .setApplicationStatusBarStyle:
      event = .setApplicationStatusBarStyle(style: try name(try self.required(fields, Self.place(.style)), Self.statusBarStyles), animated: animated)
    case .setApplicationStatusBarHidden:
      event = .setApplicationStatusBarHidden(
        hidden: try bool(try self.required(fields, Self.place(.hidden))),
        animation: try name(try self.required(fields, Self.place(.animation)), Self.animations))
    case .setHorizontalSizeClass: event = .setHorizontalSizeClass(try name(try self.required(fields, Self.place(.sizeClass)), Self.sizeClasses))
    case .cancelInteractiveDismissal: event = .cancelInteractiveDismissal(viewController: try requiredString(fields, .viewController))
    }
    let expect = try value(fields, 1).map { entry throws(Fallback) in try expectation(entry, last: &lastExpectation) }
    return Step(event: event, expect: expect, offset: entries[entry].offset)
  }

  /// The string at an event's member, which the step must give.
  private func requiredString(_ fields: Fields, _ member: EventMember) throws(Fallback) -> String {
    try string(try required(fields, Self.place(member)))
  }

  /// The keys of an expectation, and their places.
  static let expectKeys = TapeKeys(StepDecoder.expectKeys)
  /// The place of `style` in `expectKeys`.
  private static let expectStyle = expectKeys.place(of: StatusBarField.style.expectKey)
  /// The place of `hidden` in `expectKeys`.
  private static let expectHidden = expectKeys.place(of: StatusBarField.hidden.expectKey)
  /// The place of `styleOwner` in `expectKeys`.
  private static let expectStyleOwner = expectKeys.place(of: StatusBarField.styleOwner.expectKey)
  /// The place of `hiddenOwner` in `expectKeys`.
  private static let expectHiddenOwner = expectKeys.place(of: StatusBarField.hiddenOwner.expectKey)
  /// The place of `animation` in `expectKeys`.
  private static let expectAnimation = expectKeys.place(of: StatusBarField.animation.expectKey)
  /// The place of `legible` in `expectKeys`.
  private static let expectLegible = expectKeys.place(of: StatusBarField.legible.expectKey)
  /// The place of `contrast` in `expectKeys`.
  private static let expectContrast = expectKeys.place(of: StatusBarField.contrast.expectKey)

  /// The expectation at `entry`: the last one decoded again when its text is the same byte for byte (and so is the
  /// value, its entries and its bytes the same), else decoded. Most steps of a case expect what the step before
  /// expected, and decoding an expectation was a third of decoding a step.
  mutating func expectation(_ entry: Int, last: inout LastExpectation?) throws(Fallback) -> StepExpectation {
    // Compared by its entry, its expectation copied alone (a copy of the pair, then its release, cost as much).
    if let lastEntry = last?.entry, sameText(lastEntry, entry) { return last.unsafelyUnwrapped.expect }
    let expect = try decodeExpectation(entry)
    last = (entry, expect)
    return expect
  }

  /// An expectation decoded, and its entry.
  typealias LastExpectation = (entry: Int, expect: StepExpectation)

  /// Whether the values at two entries have the same text, from the first byte of each to the end of its last
  /// token, and as many entries: then they are the same value. False when either ends with an empty array or
  /// object, whose end the tape does not record.
  func sameText(_ first: Int, _ second: Int) -> Bool {
    let count = entries[first].next - first
    guard entries[second].next - second == count, let firstEnd = textEnd(first), let secondEnd = textEnd(second),
      let base = bytes.baseAddress
    else { return false }
    let firstStart = entries[first].offset
    let secondStart = entries[second].offset
    return firstEnd - firstStart == secondEnd - secondStart && memcmp(base + firstStart, base + secondStart, firstEnd - firstStart) == 0
  }

  /// The offset after the last token of the value at `entry` (its last entry's); nil when that entry is an empty
  /// array or object.
  private func textEnd(_ entry: Int) -> Int? {
    let last = entries[entries[entry].next - 1]
    switch last.kind {
    case .string: return last.end + 1
    case .number, .literal: return last.end
    case .array, .object: return nil
    }
  }

  /// An expectation, as `StepDecoder.decodeExpectation` reads it (a style is what the bar draws: never `default`,
  /// which names no content style).
  mutating func decodeExpectation(_ entry: Int) throws(Fallback) -> StepExpectation {
    let fields = try object(entry, Self.expectKeys)
    var expect = StepExpectation()
    expect.style = try name(fields, Self.expectStyle, Self.contentStyles)
    expect.hidden = try bool(fields, Self.expectHidden)
    expect.styleOwner = try string(fields, Self.expectStyleOwner)
    expect.hiddenOwner = try string(fields, Self.expectHiddenOwner)
    expect.animation = try name(fields, Self.expectAnimation, Self.animations)
    expect.legible = try bool(fields, Self.expectLegible)
    if let contrast = try number(fields, Self.expectContrast) {
      guard contrast >= 1 && contrast <= 21 else { throw Fallback() }
      expect.minimumContrast = contrast
    }
    return expect
  }

  /// The keys of a property change, in the order of `ControllerProperty.changeable`.
  static let changeKeys = TapeKeys(StepDecoder.propertyKeys)

  /// A property change (`set`'s `properties`), as `StepDecoder.decodeChange` reads it.
  mutating func decodeChange(_ entry: Int) throws(Fallback) -> ControllerChange {
    let fields = try object(entry, Self.changeKeys)
    guard entries[entry].end > 0 else { throw Fallback() }
    var change = ControllerChange()
    for (place, property) in ControllerProperty.changeable.enumerated() {
      guard let value = value(fields, place) else { continue }
      switch property {
      case .preferredStatusBarStyle: change.preferredStatusBarStyle = try name(value, Self.statusBarStyles)
      case .prefersStatusBarHidden: change.prefersStatusBarHidden = try bool(value)
      case .preferredStatusBarUpdateAnimation: change.preferredStatusBarUpdateAnimation = try name(value, Self.animations)
      case .childForStatusBarStyle: change.childForStatusBarStyle = try childReference(value)
      case .childForStatusBarHidden: change.childForStatusBarHidden = try childReference(value)
      case .modalPresentationCapturesStatusBarAppearance: change.capturesStatusBarAppearance = try bool(value)
      case .background: change.background = try colour(value)
      case .overlay: change.overlay = try colour(value)
      case .preferredColorScheme: change.preferredColorScheme = try name(value, Self.appearances)
      case .toolbarColorScheme: change.toolbarColorScheme = try name(value, Self.appearances)
      case .statusBarHidden: change.statusBarHidden = try bool(value)
      case .id, .kind, .overrideUserInterfaceStyle, .modalPresentationStyle, .definesPresentationContext, .navigationBarHidden,
        .navigationBarStyle, .navigationBarUserInterfaceStyle, .navigationBarBackground, .navigationBarShowsBackground, .selectedIndex,
        .collapsed, .toolbarBackground, .toolbarHidden, .preferredStyle, .viewControllers, .children, .presented:
        // Not changeable: not in the table.
        throw Fallback()
      }
    }
    return change
  }
}
