import BarcheckJSON

/// Decodes steps: the event, its arguments, and the expectation.
enum StepDecoder {
  /// Every key some event has: a key of another event is reported as not applying to this one.
  static let allEventKeys: Set<String> = Set(EventKind.allCases.flatMap { $0.members.map(\.key) })

  /// Each event's keys: those its step allows, the arguments it requires (`EventKind.parameters`), and its name in
  /// messages, made once: building them for every step read was three allocations and a string interpolation a step.
  static let events: [(kind: EventKind, allowed: DecodingReader.KeyList, required: [String], what: String)] = EventKind.allCases.map { kind in
    let keys = kind.members.map(\.key)
    let required = kind.parameters.filter(\.isRequired).map(\.member.key)
    let scenarioKeys = kind == .set ? ["want", "acknowledge", "update", "device"] : ["want", "acknowledge", "device"]
    return (kind, DecodingReader.KeyList(["event", "expect", "note"] + keys + scenarioKeys), required, "a \"\(kind.rawValue)\" step")
  }
  /// Every kind by its name.
  static let eventKindsByName = Dictionary(uniqueKeysWithValues: EventKind.allCases.map { ($0.rawValue, $0) })
  /// The kinds of `events`, in its order.
  static let eventKinds = events.map(\.kind)
  static let expectKeys = StatusBarField.allCases.map(\.expectKey)
  /// `expectKeys`, with their lengths.
  static let expectKeyList = DecodingReader.KeyList(expectKeys)
  /// The keys of the properties a `set` changes.
  static let propertyKeys = ControllerProperty.changeable.map(\.key)
  /// `propertyKeys`, with their lengths.
  static let propertyKeyList = DecodingReader.KeyList(propertyKeys)

  /// The keys only app scenarios may give a step: what the developer wants, what lint should accept, and what a
  /// device showed.
  static let scenarioOnlyKeys = ["want", "acknowledge", "update", "device"]

  static func decodeStep(_ node: JSONNode, at path: JSONPath, scenario: Bool = false, reader: inout DecodingReader) -> Step? {
    guard node.members != nil else {
      reader.error("expected an object for a step, found \(node.value.kindName)", at: node.offset, path: path)
      return nil
    }
    guard let eventNode = node["event"] else {
      reader.error(
        "missing required key \"event\" in a step", at: node.offset, path: path,
        help: "events: \(EventKind.allCases.map(\.rawValue).joined(separator: ", "))")
      return nil
    }
    // A kind by its name, without the event's path (made only for a message) or matching the name against every kind's.
    let kind: EventKind
    if case .string(let name) = eventNode.value, let named = eventKindsByName[name] {
      kind = named
    } else {
      guard let named = reader.enumeration(eventNode, key: "event", path: path.appending("event"), EventKind.self) else { return nil }
      kind = named
    }
    // Found by the kind's place among the kinds: searching the table itself copied each entry it passed, three
    // retains and releases an entry.
    guard let place = eventKinds.firstIndex(of: kind), case let (_, allowed, required, what) = events[place],
      let fields = reader.object(node, at: path, allowed: allowed, elsewhere: allEventKeys, what: what)
    else {
      return nil
    }
    _ = reader.string(fields, "note")
    for key in required { reader.require(fields, key, what: what) }
    let animated = reader.bool(fields, .animated) ?? kind.animatedByDefault
    var event: StepEvent?
    switch kind {
    case .launch: event = .launch
    case .push:
      // A view pushed in a step may be on a stack in a sheet or not: where it lands is not known here.
      if let nav = reader.string(fields, .navigationController), let vc = controller(fields, placement: .unknown, reader: &reader) {
        event = .push(navigationController: nav, viewController: vc, animated: animated)
      }
    case .pop:
      if let nav = reader.string(fields, .navigationController) { event = .pop(navigationController: nav, animated: animated) }
    case .popToRoot:
      if let nav = reader.string(fields, .navigationController) { event = .popToRoot(navigationController: nav, animated: animated) }
    case .setNavigationBarHidden:
      if let nav = reader.string(fields, .navigationController), let hidden = reader.bool(fields, .hidden) {
        event = .setNavigationBarHidden(navigationController: nav, hidden: hidden, animated: animated)
      }
    case .setNavigationBarStyle:
      var change = NavigationBarChange()
      change.style = reader.enumeration(fields, .barStyle, NavigationBarStyle.self)
      change.userInterfaceStyle = reader.enumeration(fields, .barUserInterfaceStyle, UserInterfaceStyle.self)
      change.background = reader.colour(fields, .barBackground)
      change.showsBackground = reader.bool(fields, .barShowsBackground)
      if change == NavigationBarChange() {
        // The change is the event's optional members: it must give one.
        let changes = kind.parameters.filter { !$0.isRequired }.map(\.member.key)
        if !changes.contains(where: fields.has) {
          reader.error("\(what) changes nothing", at: node.offset, path: path, help: "give at least one of \(changes.joined(separator: ", "))")
        }
      }
      if let nav = reader.string(fields, .navigationController) { event = .setNavigationBarStyle(navigationController: nav, change: change) }
    case .selectTab:
      if let tab = reader.string(fields, .tabBarController), let index = reader.integer(fields, .index) {
        event = .selectTab(tabBarController: tab, index: index)
      }
    case .present:
      if let presenter = reader.string(fields, .presenter), let vc = controller(fields, placement: .presentedAsItSays, reader: &reader) {
        event = .present(presenter: presenter, viewController: vc, animated: animated)
      }
    case .dismiss:
      if let vc = reader.string(fields, .viewController) { event = .dismiss(viewController: vc, animated: animated) }
    case .set:
      if let vc = reader.string(fields, .viewController), let member = fields[EventMember.properties.key],
        let change = decodeChange(member.value, at: path.appending(EventMember.properties.key), reader: &reader)
      {
        event = .set(viewController: vc, change: change)
      }
    case .setNeedsStatusBarAppearanceUpdate:
      if let vc = reader.string(fields, .viewController) { event = .setNeedsStatusBarAppearanceUpdate(viewController: vc, animated: animated) }
    case .setAppearance:
      if let appearance = reader.enumeration(fields, .appearance, Appearance.self) { event = .setAppearance(appearance) }
    case .setOverrideUserInterfaceStyle:
      let style = reader.enumeration(fields, .style, UserInterfaceStyle.self)
      let window = reader.string(fields, .window)
      let vc = reader.string(fields, .viewController)
      switch (window, vc, style) {
      case (let window?, nil, let style?): event = .setOverrideUserInterfaceStyle(target: .window(window), style: style)
      case (nil, let vc?, let style?): event = .setOverrideUserInterfaceStyle(target: .viewController(vc), style: style)
      case (.some, .some, _), (nil, nil, _):
        let (hasWindow, hasController) = (fields.has(EventMember.window.key), fields.has(EventMember.viewController.key))
        if !(hasWindow && !hasController) && !(hasController && !hasWindow) {
          reader.error(
            "\(what) needs exactly one of \"\(EventMember.window.key)\" and \"\(EventMember.viewController.key)\"", at: node.offset, path: path)
        }
      default: break
      }
    case .rotate:
      if let orientation = reader.enumeration(fields, .orientation, Orientation.self) { event = .rotate(orientation) }
    case .showWindow:
      if let window = reader.string(fields, .window) { event = .showWindow(window) }
    case .hideWindow:
      if let window = reader.string(fields, .window) { event = .hideWindow(window) }
    case .makeKeyWindow:
      if let window = reader.string(fields, .window) { event = .makeKeyWindow(window) }
    case .setWindowLevel:
      if let window = reader.string(fields, .window), let level = CaseDecoder.decodeWindowLevel(fields, key: EventMember.level.key, reader: &reader) {
        event = .setWindowLevel(window: window, level: level)
      }
    case .setApplicationStatusBarStyle:
      if let style = reader.enumeration(fields, .style, StatusBarStyle.self) {
        event = .setApplicationStatusBarStyle(style: style, animated: animated)
      }
    case .setApplicationStatusBarHidden:
      if let hidden = reader.bool(fields, .hidden), let animation = reader.enumeration(fields, .animation, StatusBarAnimation.self) {
        event = .setApplicationStatusBarHidden(hidden: hidden, animation: animation)
      }
    case .setHorizontalSizeClass:
      if let sizeClass = reader.enumeration(fields, .sizeClass, HorizontalSizeClass.self) { event = .setHorizontalSizeClass(sizeClass) }
    case .cancelInteractiveDismissal:
      if let vc = reader.string(fields, .viewController) { event = .cancelInteractiveDismissal(viewController: vc) }
    }
    let expect = fields["expect"].flatMap { decodeExpectation($0.value, at: path.appending("expect"), reader: &reader) }
    if !scenario {
      for key in scenarioOnlyKeys {
        guard let member = fields[key] else { continue }
        reader.error(
          "\"\(key)\" belongs to app scenarios, not suite cases", at: member.value.offset, path: path.appending(key),
          help:
            "a suite case says what UIKit shows with \"expect\"; \"want\", \"update\", \"acknowledge\" and \"device\" describe an app for barcheck lint and explain"
        )
      }
    }
    let want = fields["want"].flatMap { decodeIntent($0.value, at: path.appending("want"), reader: &reader) }
    let updates = reader.bool(fields, "update") ?? false
    let acknowledgements = decodeAcknowledgements(fields, at: path, reader: &reader)
    let device = fields["device"].flatMap { decodeDevice($0.value, at: path.appending("device"), reader: &reader) }
    guard let event else { return nil }
    var step = Step(event: event, expect: expect, offset: node.offset)
    if scenario {
      step.want = want
      step.updatesInSameTurn = updates
      step.acknowledgements = acknowledgements
      step.device = device
    }
    return step
  }

  static let deviceKeys = ["style", "hidden"]

  /// `"device"`: what a real device's status bar showed after the step, partial.
  static func decodeDevice(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> DeviceRecord? {
    guard let fields = reader.object(node, at: path, allowed: deviceKeys, elsewhere: Set(expectKeys), what: "a device record") else {
      return nil
    }
    var record = DeviceRecord()
    record.style = contentStyle(
      fields, at: path, message: "a device record's style is what the bar drew: lightContent or darkContent",
      help: "default resolves to one of them in the appearance (S5, S6); barcheck import resolves it from the capture", reader: &reader)
    record.hidden = reader.bool(fields, "hidden")
    if case .object(let members) = node.value, members.isEmpty {
      reader.error("the device record is empty", at: node.offset, path: path, help: "give at least one of: \(deviceKeys.joined(separator: ", "))")
    }
    return record
  }

  /// A `style` that is what the bar draws (an expectation, a want, a device record): `lightContent` or `darkContent`;
  /// `default`, a preference rather than a colour, is an error with the message and help given.
  static func contentStyle(
    _ fields: DecodingReader.Fields, at path: JSONPath, message: String, help: String, reader: inout DecodingReader
  ) -> ContentStyle? {
    guard let member = fields["style"] else { return nil }
    if case .string(let raw) = member.value.value {
      if raw == "default" {
        reader.error(message, at: member.value.offset, path: path.appending("style"), help: help)
        return nil
      }
      // The common case with the member found once.
      if let style = ContentStyle.byName.value(named: raw) { return style }
    }
    return reader.enumeration(fields, "style", ContentStyle.self)
  }

  static let intentKeys = ["style", "hidden", "animation"]

  /// `"want"`: what the developer wants the bar to show, partial.
  static func decodeIntent(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> StepIntent? {
    guard let fields = reader.object(node, at: path, allowed: intentKeys, elsewhere: Set(expectKeys), what: "a want") else { return nil }
    var intent = StepIntent()
    intent.style = contentStyle(
      fields, at: path, message: "a want's style is what the bar should draw: lightContent or darkContent",
      help: "default resolves to one of them in the appearance (S6); say which one you want", reader: &reader)
    intent.hidden = reader.bool(fields, "hidden")
    intent.animation = reader.enumeration(fields, "animation", StatusBarAnimation.self)
    if case .object(let members) = node.value, members.isEmpty {
      reader.error("the want is empty", at: node.offset, path: path, help: "give at least one of: \(intentKeys.joined(separator: ", "))")
    }
    return intent
  }

  /// `"acknowledge"`: the findings the developer accepts at this step, each with a rule and a reason.
  static func decodeAcknowledgements(_ fields: DecodingReader.Fields, at path: JSONPath, reader: inout DecodingReader) -> [Acknowledgement] {
    guard let elements = reader.array(fields, "acknowledge") else { return [] }
    var out: [Acknowledgement] = []
    for (i, element) in elements.enumerated() {
      let itemPath = path.appending("acknowledge").appending(i)
      guard let item = reader.object(element, at: itemPath, allowed: ["rule", "reason"], what: "an acknowledgement") else { continue }
      reader.require(item, "rule", "reason", what: "an acknowledgement")
      let raw = reader.string(item, "rule")
      let reason = reader.string(item, "reason")
      if let reason, reason.isEmpty, let member = item["reason"] {
        reader.error(
          "the reason is empty", at: member.value.offset, path: itemPath.appending("reason"),
          help: "say why the finding is accepted, for the next reader")
      }
      guard let raw, let reason else { continue }
      // A rule (`S23`) accepts all its findings at the step; a clause of one (`S23.32`, as lint prints it), only those
      // the clause decided.
      let clause = raw.contains(".") ? SpecClause.named(raw) : nil
      guard let rule = RuleID(rawValue: raw) ?? clause?.rule else {
        let names = raw.contains(".") ? SpecClause.all.filter { $0.rule != nil }.map(\.id) : RuleID.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: raw, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        reader.error(
          "unknown \(raw.contains(".") ? "clause" : "rule") \"\(raw)\"\(suggestion)", at: item["rule"]?.value.offset ?? element.offset,
          path: itemPath.appending("rule"),
          help:
            "acknowledge a finding by the rule or the clause lint printed with it: S1 to \(RuleID.allCases.last?.rawValue ?? "S1") for every finding of the rule at this step, a clause such as S23.32 for those it decided"
        )
        continue
      }
      out.append(Acknowledgement(rule: rule, clause: clause, reason: reason, offset: element.offset))
    }
    return out
  }

  private static func controller(
    _ fields: DecodingReader.Fields, placement: SwiftUIDecoder.Placement, reader: inout DecodingReader
  ) -> ControllerSpec? {
    let key = EventMember.viewController.key
    guard let member = fields[key] else { return nil }
    return ControllerDecoder.decodeController(member.value, at: fields.path.appending(key), placement: placement, reader: &reader)
  }

  static func decodeExpectation(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> StepExpectation? {
    guard let fields = reader.object(node, at: path, allowed: expectKeyList, what: "an expectation") else { return nil }
    var expect = StepExpectation()
    expect.style = contentStyle(
      fields, at: path, message: "an expectation's style is what the bar draws: lightContent or darkContent, never default",
      help: "default resolves to one of them (S5, S6); expect the resolved content colour", reader: &reader)
    expect.hidden = reader.bool(fields, "hidden")
    expect.styleOwner = reader.string(fields, "styleOwner")
    expect.hiddenOwner = reader.string(fields, "hiddenOwner")
    expect.animation = reader.enumeration(fields, "animation", StatusBarAnimation.self)
    expect.legible = reader.bool(fields, "legible")
    if let contrast = reader.number(fields, "minimumContrast"), let member = fields["minimumContrast"] {
      if contrast < 1 || contrast > 21 {
        reader.error(
          "minimumContrast \(reader.written(member.value)) is outside 1...21", at: member.value.offset, path: path.appending("minimumContrast"),
          help: "WCAG contrast ratios run from 1 to 21")
      } else {
        expect.minimumContrast = contrast
      }
    }
    return expect
  }

  static func decodeChange(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> ControllerChange? {
    // `overrideUserInterfaceStyle` has an event of its own.
    let elsewhere: Set = [ControllerProperty.overrideUserInterfaceStyle.key]
    guard let fields = reader.object(node, at: path, allowed: propertyKeyList, elsewhere: elsewhere, what: "a property change")
    else {
      return nil
    }
    // Empty as written: an object of only unknown keys has its own errors, each with a did-you-mean.
    if case .object(let written) = node.value, written.isEmpty {
      reader.error("the property change is empty", at: node.offset, path: path, help: "name at least one of: \(propertyKeys.joined(separator: ", "))")
    }
    var change = ControllerChange()
    for property in ControllerProperty.changeable {
      let key = property.key
      switch property {
      case .preferredStatusBarStyle: change.preferredStatusBarStyle = reader.enumeration(fields, key, StatusBarStyle.self)
      case .prefersStatusBarHidden: change.prefersStatusBarHidden = reader.bool(fields, key)
      case .preferredStatusBarUpdateAnimation: change.preferredStatusBarUpdateAnimation = reader.enumeration(fields, key, StatusBarAnimation.self)
      case .childForStatusBarStyle: change.childForStatusBarStyle = ControllerDecoder.childReference(fields, key, reader: &reader)
      case .childForStatusBarHidden: change.childForStatusBarHidden = ControllerDecoder.childReference(fields, key, reader: &reader)
      case .modalPresentationCapturesStatusBarAppearance: change.capturesStatusBarAppearance = reader.bool(fields, key)
      case .background: change.background = reader.colour(fields, key)
      case .overlay: change.overlay = reader.colour(fields, key)
      case .preferredColorScheme: change.preferredColorScheme = reader.enumeration(fields, key, Appearance.self)
      case .toolbarColorScheme: change.toolbarColorScheme = reader.enumeration(fields, key, Appearance.self)
      case .statusBarHidden: change.statusBarHidden = reader.bool(fields, key)
      case .id, .kind, .overrideUserInterfaceStyle, .modalPresentationStyle, .definesPresentationContext, .navigationBarHidden,
        .navigationBarStyle, .navigationBarUserInterfaceStyle, .navigationBarBackground, .navigationBarShowsBackground, .selectedIndex,
        .collapsed, .toolbarBackground, .toolbarHidden, .preferredStyle, .viewControllers, .children, .presented:
        break
      }
    }
    return change
  }
}
