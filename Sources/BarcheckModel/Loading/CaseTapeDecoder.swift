import BarcheckJSON

/// The loader's fast path: a suite case decoded straight from the `CanonicalTape` its bytes were read onto, with no
/// JSON tree, for a case the strict reader would accept without a word.
///
/// Building a `JSON` tree for each case, reading it through `DecodingReader` and freeing it element by element was
/// most of loading a case (the parse made a `String` of every key, the reader compared keys as strings and made a
/// `JSONPath` a step and a controller). This reads the same case from the tape the digest is written from: keys are
/// matched by their bytes where they stand, and a `String` is made only for a value the case keeps.
///
/// It gives up (`Fallback`) at anything the strict reader would report, or that it does not read itself (an app
/// scenario's vocabulary); the loader then decodes that case with the strict reader, whose
/// diagnostics are the only ones. So a case it returns is the case the strict reader decodes from the same text, and
/// every message stays the strict reader's. The tests hold the two equal on every bundled case file.
struct CaseTapeDecoder {
  /// Thrown, anywhere in a case, when the strict reader must decode it.
  struct Fallback: Error {}

  /// An object read against its table of keys: where each key's value is, by the key's place in the table.
  struct Fields {
    /// The object's entry.
    let entry: Int
    /// Where the object's slots start in `slots`.
    let base: Int
    /// A bit for each place in the table whose key the object gives (a table has at most 64 keys): the slots of the
    /// others are not written, so that an object of a few members does not clear a slot for each key of its table.
    let given: UInt64
  }

  /// The tape's entries.
  let entries: UnsafeBufferPointer<CanonicalTape.Entry>
  /// The document's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The document.
  let file: SourceFile
  /// For each object read, the entry of each key's value (-1 when absent), by the key's place in its table. Kept for
  /// the whole case: one array grown as objects are read, instead of one for each object.
  private var slots: [Int] = []
  /// How many of `slots` the objects read so far hold.
  private var used = 0

  private init(entries: UnsafeBufferPointer<CanonicalTape.Entry>, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
    self.entries = entries
    self.bytes = bytes
    self.file = file
  }

  /// The suite case on `tape` (read from `file`'s bytes by `CanonicalTape.read`); nil when the strict reader must
  /// decode it, because it would report something or holds what this does not read.
  ///
  /// - Parameter slots: Memory for the objects' slots, kept from case to case by a caller that decodes many.
  static func decodeCase(_ tape: CanonicalTape, file: SourceFile, slots: inout [Int]) -> ConformanceCase? {
    file.bytes.withUnsafeBufferPointer { bytes in
      tape.withEntries { entries in
        var decoder = CaseTapeDecoder(entries: entries, bytes: bytes, file: file)
        swap(&decoder.slots, &slots)
        defer { swap(&decoder.slots, &slots) }
        return try? decoder.decodeCase(0)
      }
    }
  }

  /// `decodeCase(_:file:slots:)` with memory of its own.
  static func decodeCase(_ tape: CanonicalTape, file: SourceFile) -> ConformanceCase? {
    var slots: [Int] = []
    return decodeCase(tape, file: file, slots: &slots)
  }

  // MARK: Reading values

  // An entry's kind is matched with `case` patterns: `==` on `CanonicalTape.Kind`, from another module, was a call to
  // its `Equatable` witness for every value read.

  /// Reads the object at `entry` against `keys`: nil is never returned; anything but an object, a key not in the
  /// table or a key given twice falls back (the strict reader reports each).
  mutating func object(_ entry: Int, _ keys: TapeKeys) throws(Fallback) -> Fields {
    let object = entries[entry]
    guard case .object = object.kind else { throw Fallback() }
    assert(keys.count <= 64, "a table of more keys than a mask holds")
    let base = used
    used += keys.count
    if used > slots.count { slots.append(contentsOf: repeatElement(-1, count: max(used - slots.count, slots.count))) }
    // In place: each access through the array checked its uniqueness.
    let given = slots.withUnsafeMutableBufferPointer { slots -> UInt64? in
      var given: UInt64 = 0
      var member = entry + 1
      for _ in 0..<object.end {
        let key = entries[member]
        guard let place = keys.place(bytes, at: key.start, count: key.end - key.start), given & 1 << UInt64(place) == 0 else { return nil }
        given |= 1 << UInt64(place)
        slots[base + place] = member + 1
        member = entries[member + 1].next
      }
      return given
    }
    guard let given else { throw Fallback() }
    return Fields(entry: entry, base: base, given: given)
  }

  /// The entry of the value at a key's place; nil when the object does not have the key.
  @inline(__always)
  func value(_ fields: Fields, _ place: Int) -> Int? {
    fields.given & 1 << UInt64(place) == 0 ? nil : slots[fields.base + place]
  }

  /// Whether the object has the key at this place.
  @inline(__always)
  func has(_ fields: Fields, _ place: Int) -> Bool {
    fields.given & 1 << UInt64(place) != 0
  }

  /// The entry of a key's value, which the object must have.
  func required(_ fields: Fields, _ place: Int) throws(Fallback) -> Int {
    guard let entry = value(fields, place) else { throw Fallback() }
    return entry
  }

  /// The string at `entry`, made from its bytes (printable ASCII, as the tape holds only such strings).
  func string(_ entry: Int) throws(Fallback) -> String {
    let value = entries[entry]
    guard case .string = value.kind else { throw Fallback() }
    let count = value.end - value.start
    guard count > 0, let base = bytes.baseAddress else { return "" }
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.baseAddress.unsafelyUnwrapped.initialize(from: base + value.start, count: count)
      return count
    }
  }

  /// The string at a key; nil when absent.
  func string(_ fields: Fields, _ place: Int) throws(Fallback) -> String? {
    guard let entry = value(fields, place) else { return nil }
    return try string(entry)
  }

  /// The boolean at `entry`.
  func bool(_ entry: Int) throws(Fallback) -> Bool {
    let value = entries[entry]
    guard case .literal = value.kind, bytes[value.start] != UInt8(ascii: "n") else { throw Fallback() }
    return bytes[value.start] == UInt8(ascii: "t")
  }

  /// The boolean at a key; nil when absent.
  func bool(_ fields: Fields, _ place: Int) throws(Fallback) -> Bool? {
    guard let entry = value(fields, place) else { return nil }
    return try bool(entry)
  }

  /// Whether the value at `entry` is `null`.
  func isNull(_ entry: Int) -> Bool {
    guard case .literal = entries[entry].kind else { return false }
    return bytes[entries[entry].start] == UInt8(ascii: "n")
  }

  /// The number at `entry`, as the parser reads it.
  func number(_ entry: Int) throws(Fallback) -> Double {
    let value = entries[entry]
    guard case .number = value.kind, let number = CanonicalTape.double(bytes, value.start, value.end) else { throw Fallback() }
    return number
  }

  /// The number at a key; nil when absent.
  func number(_ fields: Fields, _ place: Int) throws(Fallback) -> Double? {
    guard let entry = value(fields, place) else { return nil }
    return try number(entry)
  }

  /// The integer at a key, as `DecodingReader.integer` takes it; nil when absent.
  func integer(_ fields: Fields, _ place: Int) throws(Fallback) -> Int? {
    guard let value = try number(fields, place) else { return nil }
    guard value.rounded() == value, Double(DecodingReader.integerRange.lowerBound) <= value, value <= Double(DecodingReader.integerRange.upperBound)
    else { throw Fallback() }
    return Int(value)
  }

  /// The value a string at `entry` names in `names`.
  func name<E>(_ entry: Int, _ names: TapeNames<E>) throws(Fallback) -> E {
    let value = entries[entry]
    guard case .string = value.kind, let named = names.value(bytes, at: value.start, count: value.end - value.start) else { throw Fallback() }
    return named
  }

  /// The value a string at `entry` names in `names`, and its place in the enumeration's `allCases`.
  func nameAndPlace<E>(_ entry: Int, _ names: TapeNames<E>) throws(Fallback) -> (value: E, place: Int) {
    let value = entries[entry]
    guard case .string = value.kind, let named = names.valueAndPlace(bytes, at: value.start, count: value.end - value.start) else {
      throw Fallback()
    }
    return named
  }

  /// The value the string at a key names in `names`; nil when absent.
  func name<E>(_ fields: Fields, _ place: Int, _ names: TapeNames<E>) throws(Fallback) -> E? {
    guard let entry = value(fields, place) else { return nil }
    return try name(entry, names)
  }

  /// The strings of the array at `entry`.
  func strings(_ entry: Int) throws(Fallback) -> [String] {
    var out: [String] = []
    if case .array = entries[entry].kind { out.reserveCapacity(entries[entry].end) }
    try Self.forEachElement(entries, entry) { element throws(Fallback) in out.append(try string(element)) }
    return out
  }

  /// Calls `body` with the entry of each element of the array at `entry`, in order.
  ///
  /// Static, with the entries passed: `body` mostly decodes each element through the decoder, and a method of the
  /// decoder called with such a closure had a copy of the decoder made for it, whose second reference to `slots` then
  /// made every object read after it copy them.
  static func forEachElement(
    _ entries: UnsafeBufferPointer<CanonicalTape.Entry>, _ entry: Int, _ body: (Int) throws(Fallback) -> Void
  ) throws(Fallback) {
    let array = entries[entry]
    guard case .array = array.kind else { throw Fallback() }
    var element = entry + 1
    for _ in 0..<array.end {
      try body(element)
      element = entries[element].next
    }
  }

  /// How many elements the array at `entry` has.
  func elementCount(_ entry: Int) throws(Fallback) -> Int {
    guard case .array = entries[entry].kind else { throw Fallback() }
    return entries[entry].end
  }

  /// An identifier, as `DecodingReader.identifier` takes one in a suite case: not longer than a resolver may answer
  /// with (counted in bytes, which are characters in the tape's ASCII).
  func identifier(_ fields: Fields, _ place: Int) throws(Fallback) -> String? {
    guard let id = try string(fields, place) else { return nil }
    guard id.utf8.count <= ResolverLimits.owner else { throw Fallback() }
    return id
  }

  /// The colour at `entry`, as `DecodingReader.colour` reads it: `#RRGGBB`, a semantic name, or a light/dark pair.
  mutating func colour(_ entry: Int) throws(Fallback) -> Colour {
    switch entries[entry].kind {
    case .string:
      // Read from the bytes: making the text and looking it up by its hash was most of reading a colour.
      let text = entries[entry]
      if let rgb = hexColour(at: text.start, count: text.end - text.start) { return Colour(rgb) }
      guard let place = Self.semanticNames.place(bytes, at: text.start, count: text.end - text.start) else { throw Fallback() }
      return Self.semanticColours[place]
    case .object:
      let fields = try object(entry, Self.colourKeys)
      let light = try colour(try required(fields, 0))
      let dark = try colour(try required(fields, 1))
      return Colour(light: light.light, dark: dark.dark)
    default:
      throw Fallback()
    }
  }

  /// The colour `#RRGGBB` names, as `RGB(hex:)` reads it from the `count` bytes at `start`: a `#` and six hex digits
  /// of either case; nil for anything else.
  private func hexColour(at start: Int, count: Int) -> RGB? {
    guard count == 7, bytes[start] == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    for index in (start + 1)..<(start + 7) {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return RGB(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }

  /// The semantic colours' names (`Colour.semantic`), in the order of `semanticPairs`.
  private static let semanticNames = TapeKeys(semanticPairs.map(\.key))
  /// The semantic colours, in the order of `semanticPairs`.
  private static let semanticColours = semanticPairs.map(\.value)
  /// `Colour.semantic`'s entries, in one order.
  private static let semanticPairs = Colour.semantic.sorted { $0.key < $1.key }

  /// The colour at a key; nil when absent.
  mutating func colour(_ fields: Fields, _ place: Int) throws(Fallback) -> Colour? {
    guard let entry = value(fields, place) else { return nil }
    return try colour(entry)
  }

  /// A window level at a key: a number or a level's name; nil when absent.
  func windowLevel(_ fields: Fields, _ place: Int) throws(Fallback) -> Double? {
    guard let entry = value(fields, place) else { return nil }
    if case .number = entries[entry].kind { return try number(entry) }
    guard let level = CaseDecoder.windowLevels[try string(entry)] else { throw Fallback() }
    return level
  }

  /// The light and dark keys of a colour pair.
  static let colourKeys = TapeKeys(["light", "dark"])

  // MARK: The case

  /// The keys of a case, and the places the decoder reads.
  static let caseKeys = TapeKeys(CaseDecoder.caseKeys)
  /// The place of `id` in `caseKeys`.
  private static let caseID = caseKeys.place(of: "id")
  /// The place of `title` in `caseKeys`.
  private static let caseTitle = caseKeys.place(of: "title")
  /// The place of `description` in `caseKeys`.
  private static let caseDescription = caseKeys.place(of: "description")
  /// The place of `rules` in `caseKeys`.
  private static let caseRules = caseKeys.place(of: "rules")
  /// The place of `level` in `caseKeys`.
  private static let caseLevel = caseKeys.place(of: "level")
  /// The place of `tags` in `caseKeys`.
  private static let caseTags = caseKeys.place(of: "tags")
  /// The place of `sources` in `caseKeys`.
  private static let caseSources = caseKeys.place(of: "sources")
  /// The place of `note` in `caseKeys`.
  private static let caseNote = caseKeys.place(of: "note")
  /// The place of `knownDisagreement` in `caseKeys`.
  private static let caseKnownDisagreement = caseKeys.place(of: "knownDisagreement")
  /// The place of `platform` in `caseKeys`.
  private static let casePlatform = caseKeys.place(of: "platform")
  /// The place of `infoPlist` in `caseKeys`.
  private static let caseInfoPlist = caseKeys.place(of: "infoPlist")
  /// The place of `environment` in `caseKeys`.
  private static let caseEnvironment = caseKeys.place(of: "environment")
  /// The place of `windows` in `caseKeys`.
  private static let caseWindows = caseKeys.place(of: "windows")
  /// The place of `steps` in `caseKeys`.
  private static let caseSteps = caseKeys.place(of: "steps")
  /// The place of `app` in `caseKeys`.
  private static let caseApp = caseKeys.place(of: "app")
  /// The place of `capturedFrom` in `caseKeys`.
  private static let caseCapturedFrom = caseKeys.place(of: "capturedFrom")

  /// A suite case, as `CaseDecoder.decodeCase` decodes one in `.suite` mode when it reports nothing.
  private mutating func decodeCase(_ entry: Int) throws(Fallback) -> ConformanceCase {
    let fields = try object(entry, Self.caseKeys)
    // An app scenario's keys are errors in a suite case.
    guard !has(fields, Self.caseApp), !has(fields, Self.caseCapturedFrom) else { throw Fallback() }
    let idEntry = try required(fields, Self.caseID)
    let id = try string(idEntry)
    guard CaseDecoder.isValidCaseID(id) else { throw Fallback() }
    let title = try string(try required(fields, Self.caseTitle))
    guard !title.isEmpty else { throw Fallback() }
    let rulesEntry = try required(fields, Self.caseRules)
    var rules: [RuleID] = []
    if case .array = entries[rulesEntry].kind { rules.reserveCapacity(entries[rulesEntry].end) }
    // Each rule found by its bytes (`RuleID(rawValue:)` for the tape's ASCII), without a `String` made for it.
    try Self.forEachElement(entries, rulesEntry) { element throws(Fallback) in rules.append(try name(element, Self.ruleNames)) }
    guard !rules.isEmpty else { throw Fallback() }
    let level = try name(try required(fields, Self.caseLevel), Self.levels)
    let tags = try value(fields, Self.caseTags).map { entry throws(Fallback) in try strings(entry) } ?? []
    var sources: [CaseSource] = []
    var sourceOffsets: [Int] = []
    let sourcesEntry = value(fields, Self.caseSources)
    if let entry = sourcesEntry {
      if case .array = entries[entry].kind { sources.reserveCapacity(entries[entry].end) }
      try Self.forEachElement(entries, entry) { element throws(Fallback) in
        sources.append(try decodeSource(element))
        sourceOffsets.append(entries[element].offset)
      }
    }
    let platform = try value(fields, Self.casePlatform).map { entry throws(Fallback) in try decodePlatform(entry) } ?? PlatformSpec()
    let infoPlist = try value(fields, Self.caseInfoPlist).map { entry throws(Fallback) in try decodeInfoPlist(entry) } ?? InfoPlist()
    let environment =
      try value(fields, Self.caseEnvironment).map { entry throws(Fallback) in try decodeEnvironment(entry, platform: platform) } ?? EnvironmentSpec()
    let windowsEntry = try required(fields, Self.caseWindows)
    guard try elementCount(windowsEntry) > 0 else { throw Fallback() }
    var windows: [WindowSpec] = []
    windows.reserveCapacity(entries[windowsEntry].end)
    try Self.forEachElement(entries, windowsEntry) { element throws(Fallback) in
      let window = try decodeWindow(element)
      guard !windows.contains(where: { $0.id == window.id }) else { throw Fallback() }
      windows.append(window)
    }
    let stepsEntry = try required(fields, Self.caseSteps)
    guard try elementCount(stepsEntry) > 0 else { throw Fallback() }
    var steps: [Step] = []
    steps.reserveCapacity(entries[stepsEntry].end)
    // The last expectation decoded, for the next step's when it is the same (`expectation(_:last:)`); kept here, not
    // in the decoder, which a larger size made slower to call.
    var lastExpectation: LastExpectation?
    try Self.forEachElement(entries, stepsEntry) { element throws(Fallback) in
      steps.append(try decodeStep(element, lastExpectation: &lastExpectation))
    }
    var result = ConformanceCase(
      id: id, title: title, rules: rules, level: level, tags: tags, sources: sources, platform: platform, infoPlist: infoPlist,
      environment: environment, windows: windows, steps: steps, file: file.path)
    result.description = try string(fields, Self.caseDescription)
    result.note = try string(fields, Self.caseNote)
    result.knownDisagreement = try string(fields, Self.caseKnownDisagreement)
    if let reason = result.knownDisagreement, reason.isEmpty { throw Fallback() }
    result.idPosition = file.position(of: entries[idEntry].offset)
    if let sourcesEntry {
      result.sourcesPosition = file.position(of: entries[sourcesEntry].offset)
      result.sourcePositions = sourceOffsets.map { file.position(of: $0) }
    }
    return result
  }

  /// The keys of a source object.
  private static let sourceKeys = TapeKeys(CaseDecoder.sourceKeys)

  /// One of `sources`, as `CaseDecoder.decodeSources` reads it: a reference alone, or an object with its url and
  /// observation.
  private mutating func decodeSource(_ entry: Int) throws(Fallback) -> CaseSource {
    if case .string = entries[entry].kind { return CaseSource(try string(entry)) }
    let fields = try object(entry, Self.sourceKeys)
    var source = CaseSource(try string(try required(fields, 0)))
    source.observed = try string(try required(fields, 1))
    source.os = try string(fields, 2)
    source.device = try string(fields, 3)
    source.date = try string(fields, 4)
    if let date = source.date, !CaseDecoder.isValidDate(date) { throw Fallback() }
    return source
  }

  /// The keys of a platform.
  private static let platformKeys = TapeKeys(CaseDecoder.platformKeys)

  /// `platform`, as `CaseDecoder.decodePlatform` reads it.
  private mutating func decodePlatform(_ entry: Int) throws(Fallback) -> PlatformSpec {
    let fields = try object(entry, Self.platformKeys)
    var platform = PlatformSpec()
    if let os = try string(fields, 0) {
      guard let major = CaseDecoder.osMajorVersion(os), major >= 7, major <= 99 else { throw Fallback() }
      platform.os = os
      platform.majorVersion = major
    }
    if let idiom = try name(fields, 1, Self.idioms) { platform.idiom = idiom }
    if let homeButton = try bool(fields, 2) { platform.homeButton = homeButton }
    if let glass = try bool(fields, 3) {
      platform.liquidGlass = glass
      if glass && platform.majorVersion < 26 { throw Fallback() }
    }
    return platform
  }

  /// The keys of an Info.plist.
  private static let infoPlistKeys = TapeKeys(CaseDecoder.infoPlistKeys)

  /// `infoPlist`, as `CaseDecoder.decodeInfoPlist` reads it.
  private mutating func decodeInfoPlist(_ entry: Int) throws(Fallback) -> InfoPlist {
    let fields = try object(entry, Self.infoPlistKeys)
    var plist = InfoPlist()
    if let value = try bool(fields, 0) { plist.viewControllerBasedStatusBarAppearance = value }
    plist.statusBarStyle = try string(fields, 1)
    if let value = try bool(fields, 2) { plist.statusBarHidden = value }
    if let value = try name(fields, 3, Self.plistStyles) { plist.userInterfaceStyle = value }
    return plist
  }

  /// The keys of an environment.
  private static let environmentKeys = TapeKeys(CaseDecoder.environmentKeys)

  /// `environment`, as `CaseDecoder.decodeEnvironment` reads it.
  private mutating func decodeEnvironment(_ entry: Int, platform: PlatformSpec) throws(Fallback) -> EnvironmentSpec {
    let fields = try object(entry, Self.environmentKeys)
    var environment = EnvironmentSpec()
    if let appearance = try name(fields, 0, Self.appearances) {
      environment.appearance = appearance
      if appearance == .dark && platform.profile == .legacy { throw Fallback() }
    }
    if let orientation = try name(fields, 1, Self.orientations) { environment.orientation = orientation }
    environment.horizontalSizeClass = try name(fields, 2, Self.sizeClasses)
    if environment.horizontalSizeClass == .regular, platform.idiom == .phone { throw Fallback() }
    return environment
  }

  /// The keys of a window.
  private static let windowKeys = TapeKeys(CaseDecoder.windowKeys)

  /// A window, as `CaseDecoder.decodeWindow` reads it.
  private mutating func decodeWindow(_ entry: Int) throws(Fallback) -> WindowSpec {
    let fields = try object(entry, Self.windowKeys)
    guard let id = try identifier(fields, 0) else { throw Fallback() }
    let root = try value(fields, 6).map { entry throws(Fallback) in try decodeController(entry) }
    var window = WindowSpec(id: id, root: root)
    if let level = try windowLevel(fields, 1) { window.level = level }
    if let visible = try bool(fields, 2) { window.visible = visible }
    if let isKey = try bool(fields, 3) { window.isKey = isKey }
    if let style = try name(fields, 4, Self.userInterfaceStyles) { window.overrideUserInterfaceStyle = style }
    window.background = try colour(fields, 5)
    return window
  }

  // MARK: Names

  /// The rules, by name.
  static let ruleNames = TapeNames<RuleID>()
  /// The requirement levels, by name.
  static let levels = TapeNames<RequirementLevel>()
  /// The idioms, by name.
  static let idioms = TapeNames<Idiom>()
  /// The Info.plist interface styles, by name.
  static let plistStyles = TapeNames<PlistInterfaceStyle>()
  /// The appearances, by name.
  static let appearances = TapeNames<Appearance>()
  /// The orientations, by name.
  static let orientations = TapeNames<Orientation>()
  /// The horizontal size classes, by name.
  static let sizeClasses = TapeNames<HorizontalSizeClass>()
  /// The user interface styles, by name.
  static let userInterfaceStyles = TapeNames<UserInterfaceStyle>()
  /// The status bar styles, by name.
  static let statusBarStyles = TapeNames<StatusBarStyle>()
  /// The content styles (an expectation's), by name.
  static let contentStyles = TapeNames<ContentStyle>()
  /// The status bar animations, by name.
  static let animations = TapeNames<StatusBarAnimation>()
  /// The controller kinds, by name.
  static let controllerKinds = TapeNames<ControllerKind>()
  /// The presentation styles, by name.
  static let presentationStyles = TapeNames<PresentationStyle>()
  /// The navigation bar styles, by name.
  static let navigationBarStyles = TapeNames<NavigationBarStyle>()
  /// The events, by name.
  static let eventKinds = TapeNames<EventKind>()
}
