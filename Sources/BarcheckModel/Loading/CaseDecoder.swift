import BarcheckJSON

/// Turns the JSON of one case into a `ConformanceCase`, recording every problem.
enum CaseDecoder {
  static let caseKeys = [
    "$schema", "id", "title", "description", "rules", "level", "tags", "sources", "note", "knownDisagreement", "platform",
    "infoPlist", "environment", "windows", "steps", "app", "capturedFrom",
  ]
  /// `caseKeys`, with their lengths.
  static let caseKeyList = DecodingReader.KeyList(caseKeys)

  static func decodeCase(_ node: JSONNode, at path: JSONPath, mode: CaseLoader.Mode, reader: inout DecodingReader) -> ConformanceCase? {
    guard let fields = reader.object(node, at: path, allowed: caseKeyList, what: "a case") else { return nil }
    reader.readsScenario = mode != .suite
    if mode == .suite {
      reader.require(fields, "id", "title", "rules", "level", "windows", "steps", what: "a case")
      if let member = fields["app"] {
        reader.error(
          "\"app\" belongs to app scenarios, not suite cases", at: member.value.offset, path: path.appending("app"),
          help: "a suite case describes its windows and the controllers UIKit builds")
      }
    } else if fields.has("app") && fields.has("windows"), let member = fields["app"] {
      reader.error(
        "give either \"app\" (a SwiftUI App's WindowGroup) or \"windows\", not both", at: member.value.offset, path: path.appending("app"),
        help: "an app with more windows than its WindowGroup describes them all under \"windows\"")
    } else if !fields.has("app") {
      if !fields.has("windows") {
        reader.error(
          "missing required key \"windows\" (or a SwiftUI \"app\") in a scenario", at: node.offset, path: path,
          help: "describe the windows and their controllers, or { \"app\": { \"windowGroup\": { \"swiftUI\": \"view\", \"id\": \"home\" } } }")
      }
      reader.require(fields, "steps", what: "a scenario")
    } else {
      reader.require(fields, "steps", what: "a scenario")
    }
    // Scenarios without ids are named after their file, and after their place in it when the file holds several
    // (the name is made only then: making it for every case was 2% of loading one).
    let id =
      mode == .scenario && !fields.has("id")
      ? "scenario." + scenarioSlug(reader.file.path) + (path.rootElementIndex.map { ".\($0 + 1)" } ?? "") : reader.string(fields, "id")
    if let id, let member = fields["id"], !isValidCaseID(id) {
      reader.error(
        "invalid case id \"\(id)\"", at: member.value.offset, path: path.appending("id"),
        help: "a case id is family.slug: lowercase letters, digits and hyphens, in two or more parts joined by dots")
    }
    let title = mode == .scenario && !fields.has("title") ? id : reader.string(fields, "title")
    if let title, title.isEmpty, let member = fields["title"] {
      reader.error("the title is empty", at: member.value.offset, path: path.appending("title"))
    }
    let rules = reader.strings(fields, "rules") ?? []
    let ruleIDs = rules.map(ruleID)
    if let member = fields["rules"] {
      if rules.isEmpty, case .array = member.value.value {
        reader.error(
          "a case cites at least one rule", at: member.value.offset, path: path.appending("rules"),
          help: "add the ids of the spec rules the case exercises, e.g. \"S12\"")
      }
      for (i, rule) in rules.enumerated() where ruleIDs[i] == nil {
        let suggestion = Suggestion.closest(to: rule, in: RuleID.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
        reader.error(
          "unknown rule \"\(rule)\"\(suggestion)", at: member.value.offset, path: path.appending("rules").appending(i),
          help: "rules are those of the suite's SPEC.md, S1 to \(RuleID.allCases.last?.rawValue ?? "S1")")
      }
    }
    let level = mode == .scenario && !fields.has("level") ? .tentative : reader.enumeration(fields, "level", RequirementLevel.self)
    let tags = reader.strings(fields, "tags") ?? []
    let sources = decodeSources(fields, at: path, reader: &reader)
    let platform = fields["platform"].flatMap { decodePlatform($0.value, at: path.appending("platform"), reader: &reader) } ?? PlatformSpec()
    // An app built with the iOS 26 SDK has Liquid Glass unless it opts out: a scenario that leaves the key out on iOS 26
    // gets the design before it, which is easy to miss in a header (suite cases say what they model on purpose).
    if mode == .scenario, platform.majorVersion >= 26, let node = fields["platform"]?.value, node["liquidGlass"] == nil, let os = node["os"] {
      reader.warning(
        "iOS \(platform.majorVersion) without \"liquidGlass\" is modelled without Liquid Glass", at: os.offset,
        path: path.appending("platform").appending("os"),
        help:
          "an app built with the iOS 26 SDK has Liquid Glass unless its Info.plist sets UIDesignRequiresCompatibility: add \"liquidGlass\": true, or false to say the app opts out"
      )
    }
    let infoPlist = fields["infoPlist"].flatMap { decodeInfoPlist($0.value, at: path.appending("infoPlist"), reader: &reader) } ?? InfoPlist()
    let environment =
      fields["environment"].flatMap { decodeEnvironment($0.value, at: path.appending("environment"), platform: platform, reader: &reader) }
      ?? EnvironmentSpec()

    reader.scenarioOnPhone = platform.idiom == .phone && environment.horizontalSizeClass != .regular
    reader.scenarioMajorVersion = platform.majorVersion
    var windows: [WindowSpec] = []
    if mode != .suite, let member = fields["app"], let window = decodeApp(member.value, at: path.appending("app"), reader: &reader) {
      windows.append(window)
    }
    if let elements = reader.array(fields, "windows") {
      if elements.isEmpty, let member = fields["windows"] {
        reader.error("a case needs at least one window", at: member.value.offset, path: path.appending("windows"))
      }
      var windowIDs: Set<String> = []
      // The paths of the windows share their parent's (a path is an allocation a component).
      let windowsPath = path.appending("windows")
      for (i, element) in elements.enumerated() {
        let windowPath = windowsPath.appending(i)
        guard let window = decodeWindow(element, at: windowPath, reader: &reader) else { continue }
        if !windowIDs.insert(window.id).inserted {
          reader.error("duplicate window id \"\(window.id)\"", at: element["id"]?.offset ?? element.offset, path: windowPath.appending("id"))
        }
        windows.append(window)
      }
    }
    var steps: [Step] = []
    if let elements = reader.array(fields, "steps") {
      if elements.isEmpty, let member = fields["steps"] {
        reader.error(
          "a case needs at least one step", at: member.value.offset, path: path.appending("steps"),
          help: "start with { \"event\": \"launch\", \"expect\": { ... } }")
      }
      let stepsPath = path.appending("steps")
      for (i, element) in elements.enumerated() {
        if let step = StepDecoder.decodeStep(element, at: stepsPath.appending(i), scenario: mode != .suite, reader: &reader) {
          steps.append(step)
        }
      }
    }
    guard let id, let title, let level else { return nil }
    var result = ConformanceCase(
      id: id, title: title, rules: ruleIDs.compactMap { $0 }, level: level, tags: tags, sources: sources, platform: platform,
      infoPlist: infoPlist,
      environment: environment, windows: windows, steps: steps, file: reader.file.path)
    result.description = reader.string(fields, "description")
    result.note = reader.string(fields, "note")
    result.knownDisagreement = reader.string(fields, "knownDisagreement")
    if let reason = result.knownDisagreement, reason.isEmpty, let member = fields["knownDisagreement"] {
      reader.error(
        "a known disagreement needs its reason", at: member.value.offset, path: path.appending("knownDisagreement"),
        help: "say why the reference disagrees, and which part of SPEC.md explains it")
    }
    result.idPosition = fields["id"].map { reader.file.position(of: $0.value.offset) }
    // Where each source is, for lint's findings about one: only when every one was read, so that they line up.
    if let member = fields["sources"], case .array(let elements) = member.value.value, elements.count == sources.count {
      result.sourcesPosition = reader.file.position(of: member.value.offset)
      result.sourcePositions = elements.map { reader.file.position(of: $0.offset) }
    }
    if let member = fields["capturedFrom"] {
      if mode == .suite {
        reader.error(
          "\"capturedFrom\" belongs to app scenarios, not suite cases", at: member.value.offset, path: path.appending("capturedFrom"),
          help: "a suite case cites its evidence in \"sources\"; \"capturedFrom\" records the captures barcheck import read")
      } else {
        result.capturedFrom = decodeCaptureOrigin(member.value, at: path.appending("capturedFrom"), reader: &reader)
      }
    }
    return result
  }

  static let captureOriginKeys = ["device", "os", "capturedAt", "captures"]

  /// `capturedFrom`: the device, OS, date and files of the captures an imported scenario came from.
  static func decodeCaptureOrigin(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CaptureOrigin? {
    guard let fields = reader.object(node, at: path, allowed: captureOriginKeys, what: "a capture origin") else { return nil }
    reader.require(fields, "device", "os", "capturedAt", what: "a capture origin")
    let captures = reader.strings(fields, "captures") ?? []
    guard let device = reader.string(fields, "device"), let os = reader.string(fields, "os"), let date = reader.string(fields, "capturedAt") else {
      return nil
    }
    return CaptureOrigin(device: device, os: os, capturedAt: date, captures: captures)
  }

  static let sourceKeys = ["url", "observed", "os", "device", "date"]

  /// `sources`: strings (a reference alone) or objects with `url` and the details of an observation.
  static func decodeSources(_ fields: DecodingReader.Fields, at path: JSONPath, reader: inout DecodingReader) -> [CaseSource] {
    guard let elements = reader.array(fields, "sources") else { return [] }
    var sources: [CaseSource] = []
    for (i, element) in elements.enumerated() {
      let sourcePath = path.appending("sources").appending(i)
      if case .string(let reference) = element.value {
        sources.append(CaseSource(reference))
        continue
      }
      guard let members = reader.object(element, at: sourcePath, allowed: sourceKeys, what: "a source") else { continue }
      reader.require(members, "url", "observed", what: "a source object")
      guard let url = reader.string(members, "url") else { continue }
      var source = CaseSource(url)
      source.observed = reader.string(members, "observed")
      source.os = reader.string(members, "os")
      source.device = reader.string(members, "device")
      source.date = reader.string(members, "date")
      if let date = source.date, !isValidDate(date), let member = members["date"] {
        reader.error(
          "invalid date \"\(date)\"", at: member.value.offset, path: sourcePath.appending("date"), help: "write YYYY, YYYY-MM or YYYY-MM-DD")
      }
      sources.append(source)
    }
    return sources
  }

  /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, digits only.
  static func isValidDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts[0].count == 4 else { return false }
    return parts.dropFirst().allSatisfy { $0.count == 2 } && parts.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
  }

  /// A case-id slug made from a file name: `My Flow.json` gives `my-flow`.
  /// A SwiftUI `App` (L1): its `WindowGroup`'s content is the root of one key window, `main`; the hosting controller
  /// the App lifecycle puts at the root is left out, as the content's controller decides for it.
  static func decodeApp(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> WindowSpec? {
    guard let fields = reader.object(node, at: path, allowed: ["windowGroup", "background"], what: "an app") else { return nil }
    reader.require(fields, "windowGroup", what: "an app")
    guard let member = fields["windowGroup"] else { return nil }
    guard member.value["swiftUI"] != nil else {
      reader.error(
        "a WindowGroup's content is a SwiftUI view", at: member.value.offset, path: path.appending("windowGroup"),
        help: "give it \"swiftUI\": \"view\" (or NavigationStack, TabView, NavigationSplitView) and an \"id\"")
      return nil
    }
    let background = reader.colour(fields, "background")
    guard
      let root = SwiftUIDecoder.decodeView(
        member.value, at: path.appending("windowGroup"), placement: .notSheet("in the WindowGroup"), reader: &reader)
    else { return nil }
    var window = WindowSpec(id: "main", root: root)
    window.isKey = true
    window.background = background
    return window
  }

  static func scenarioSlug(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return Slug.make(name.hasSuffix(".json") ? String(name.dropLast(5)) : name, fallback: "file")
  }

  static func isValidCaseID(_ id: String) -> Bool {
    // One pass over the bytes (splitting into substrings was 5% of loading a case): parts joined by dots, each
    // lowercase letters, digits and hyphens, not empty, neither starting nor ending with a hyphen.
    var parts = 1
    var previous: UInt8 = UInt8(ascii: ".")
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "."):
        guard previous != UInt8(ascii: "."), previous != UInt8(ascii: "-") else { return false }
        parts += 1
      case UInt8(ascii: "-"):
        guard previous != UInt8(ascii: ".") else { return false }
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
      default: return false
      }
      previous = byte
    }
    return parts >= 2 && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "-")
  }

  /// The rule a case's `rules` names (`RuleID(rawValue:)`), read from its number: `S` and one or two digits name the
  /// rule of that number, when its id is spelled so. Matching the text against every rule's name, twice a rule, was
  /// 3% of loading a case.
  static func ruleID(_ text: String) -> RuleID? {
    let utf8 = text.utf8
    guard utf8.count == 2 || utf8.count == 3 else { return nil }
    var bytes = utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "S") else { return nil }
    var number = 0
    while let byte = bytes.next() {
      guard byte &- UInt8(ascii: "0") < 10 else { return nil }
      number = number * 10 + Int(byte &- UInt8(ascii: "0"))
    }
    guard number >= 1, number <= rules.count else { return nil }
    let rule = rules[number - 1]
    return rule.rawValue == text ? rule : RuleID(rawValue: text)
  }

  /// Every rule, in order: `RuleID.allCases` makes its array anew at each call.
  private static let rules = RuleID.allCases

  static let platformKeys = ["os", "idiom", "homeButton", "liquidGlass"]

  static func decodePlatform(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> PlatformSpec? {
    guard let fields = reader.object(node, at: path, allowed: platformKeys, what: "the platform") else { return nil }
    var platform = PlatformSpec()
    if let os = reader.string(fields, "os"), let member = fields["os"] {
      if let major = osMajorVersion(os), major >= 7, major <= 99 {
        platform.os = os
        platform.majorVersion = major
      } else {
        reader.error(
          "invalid OS version \"\(os)\"", at: member.value.offset, path: path.appending("os"),
          help: "write the iOS version as \"17.0\"; versions from 7 are modelled")
      }
    }
    if let idiom = reader.enumeration(fields, "idiom", Idiom.self) { platform.idiom = idiom }
    if let homeButton = reader.bool(fields, "homeButton") { platform.homeButton = homeButton }
    if let glass = reader.bool(fields, "liquidGlass"), let member = fields["liquidGlass"] {
      platform.liquidGlass = glass
      if glass && platform.majorVersion < 26 {
        reader.error(
          "Liquid Glass needs iOS 26 or later, but os is \"\(platform.os)\"", at: member.value.offset, path: path.appending("liquidGlass"),
          help: "set os to \"26.0\" or later, or remove liquidGlass")
      }
    }
    return platform
  }

  /// The major version of an OS version of one to three integers joined by dots ("17.0"); nil when it is not one.
  /// Digits and dots are read in one pass (splitting into substrings was most of reading a platform); anything else is
  /// read as it always was, each part as `Int` reads it.
  static func osMajorVersion(_ os: String) -> Int? {
    var major = 0
    var parts = 1
    var digits = 0
    for byte in os.utf8 {
      if byte == UInt8(ascii: ".") {
        guard digits > 0 else { return nil }
        parts += 1
        digits = 0
      } else if byte &- UInt8(ascii: "0") < 10, digits < 9 {
        if parts == 1 { major = major * 10 + Int(byte &- UInt8(ascii: "0")) }
        digits += 1
      } else {
        let split = os.split(separator: ".", omittingEmptySubsequences: false)
        guard let major = split.first.flatMap({ Int($0) }), split.count <= 3, split.allSatisfy({ Int($0) != nil }) else { return nil }
        return major
      }
    }
    return digits > 0 && parts <= 3 ? major : nil
  }

  static let infoPlistKeys = ["UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden", "UIUserInterfaceStyle"]

  static func decodeInfoPlist(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> InfoPlist? {
    guard let fields = reader.object(node, at: path, allowed: infoPlistKeys, what: "the Info.plist") else { return nil }
    var plist = InfoPlist()
    if let value = reader.bool(fields, "UIViewControllerBasedStatusBarAppearance") { plist.viewControllerBasedStatusBarAppearance = value }
    plist.statusBarStyle = reader.string(fields, "UIStatusBarStyle")
    if let value = reader.bool(fields, "UIStatusBarHidden") { plist.statusBarHidden = value }
    if let value = reader.enumeration(fields, "UIUserInterfaceStyle", PlistInterfaceStyle.self) { plist.userInterfaceStyle = value }
    return plist
  }

  static let environmentKeys = ["appearance", "orientation", "horizontalSizeClass"]

  static func decodeEnvironment(_ node: JSONNode, at path: JSONPath, platform: PlatformSpec, reader: inout DecodingReader) -> EnvironmentSpec? {
    guard let fields = reader.object(node, at: path, allowed: environmentKeys, what: "the environment") else {
      return nil
    }
    var environment = EnvironmentSpec()
    if let appearance = reader.enumeration(fields, "appearance", Appearance.self), let member = fields["appearance"] {
      environment.appearance = appearance
      if appearance == .dark && platform.profile == .legacy {
        reader.error(
          "there is no dark mode before iOS 13", at: member.value.offset, path: path.appending("appearance"),
          help: "use \"light\", or raise platform.os to 13.0 or later")
      }
    }
    if let orientation = reader.enumeration(fields, "orientation", Orientation.self) { environment.orientation = orientation }
    environment.horizontalSizeClass = reader.enumeration(fields, "horizontalSizeClass", HorizontalSizeClass.self)
    if environment.horizontalSizeClass == .regular, platform.idiom == .phone, let member = fields["horizontalSizeClass"] {
      reader.error(
        "a phone is compact in width in the case format", at: member.value.offset, path: path.appending("horizontalSizeClass"),
        help: "regular width is for a pad (full screen or a wide split); remove the key for a phone")
    }
    return environment
  }

  static let windowLevels: [String: Double] = ["normal": 0, "statusBar": 1000, "alert": 2000]

  static let windowKeys = ["id", "level", "visible", "isKey", "overrideUserInterfaceStyle", "background", "root"]

  static func decodeWindow(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> WindowSpec? {
    guard let fields = reader.object(node, at: path, allowed: windowKeys, what: "a window") else { return nil }
    reader.require(fields, "id", what: "a window")
    let id = reader.identifier(fields, what: "a window")
    var root: ControllerSpec?
    if let member = fields["root"] {
      root = ControllerDecoder.decodeController(
        member.value, at: path.appending("root"), placement: .notSheet("in a window's root"), reader: &reader)
      if root == nil { return nil }
    }
    guard let id else { return nil }
    var window = WindowSpec(id: id, root: root)
    if let level = decodeWindowLevel(fields, reader: &reader) { window.level = level }
    if let visible = reader.bool(fields, "visible") { window.visible = visible }
    if let isKey = reader.bool(fields, "isKey") { window.isKey = isKey }
    if let style = reader.enumeration(fields, "overrideUserInterfaceStyle", UserInterfaceStyle.self) { window.overrideUserInterfaceStyle = style }
    window.background = reader.colour(fields, "background")
    return window
  }

  static func decodeWindowLevel(_ fields: DecodingReader.Fields, key: String = "level", reader: inout DecodingReader) -> Double? {
    guard let member = fields[key] else { return nil }
    switch member.value.value {
    case .number(let level): return level
    case .string(let name):
      if let level = windowLevels[name] { return level }
      let suggestion = Suggestion.closest(to: name, in: windowLevels.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
      reader.error(
        "unknown window level \"\(name)\"\(suggestion)", at: member.value.offset, path: fields.path.appending(key),
        help: "write a number, or one of normal (0), statusBar (1000), alert (2000)")
      return nil
    default:
      reader.error(
        "expected a number or a level name for \"\(key)\", found \(member.value.value.kindName)", at: member.value.offset,
        path: fields.path.appending(key))
      return nil
    }
  }
}
