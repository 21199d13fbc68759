/// One conformance case: metadata, the starting scene, and a sequence of steps.
public struct ConformanceCase: Sendable, Hashable, Identifiable {
  /// The stable id, `family.slug`.
  public var id: String {
    get { storage.values.id }
    _modify { yield &values.id }
  }
  /// A one-line title.
  public var title: String {
    get { storage.values.title }
    _modify { yield &values.title }
  }
  /// A longer explanation, if any.
  public var description: String? {
    get { storage.values.description }
    _modify { yield &values.description }
  }
  /// The spec rules the case exercises.
  public var rules: [RuleID] {
    get { storage.values.rules }
    _modify { yield &values.rules }
  }
  /// The requirement level.
  public var level: RequirementLevel {
    get { storage.values.level }
    _modify { yield &values.level }
  }
  /// Tags from the suite's vocabulary.
  public var tags: [String] {
    get { storage.values.tags }
    _modify { yield &values.tags }
  }
  /// The evidence the case rests on: spec anchors, Apple documentation, public first-hand reports.
  public var sources: [CaseSource] {
    get { storage.values.sources }
    _modify { yield &values.sources }
  }
  /// The inferences the case's author made in turning its sources into a case, if any.
  public var note: String? {
    get { storage.values.note }
    _modify { yield &values.note }
  }
  /// Why the reference resolver disagrees with this case's expectations, when it knowingly does
  /// (the spec explains it); nil for every case the reference is expected to pass.
  public var knownDisagreement: String? {
    get { storage.values.knownDisagreement }
    _modify { yield &values.knownDisagreement }
  }
  /// App scenarios only: the captures an imported scenario came from (`"capturedFrom"`).
  public var capturedFrom: CaptureOrigin? {
    get { storage.values.capturedFrom }
    _modify { yield &values.capturedFrom }
  }
  /// The device and OS.
  public var platform: PlatformSpec {
    get { storage.values.platform }
    _modify { yield &values.platform }
  }
  /// The Info.plist keys.
  public var infoPlist: InfoPlist {
    get { storage.values.infoPlist }
    _modify { yield &values.infoPlist }
  }
  /// The environment at launch.
  public var environment: EnvironmentSpec {
    get { storage.values.environment }
    _modify { yield &values.environment }
  }
  /// The windows, in declaration order.
  public var windows: [WindowSpec] {
    get { storage.values.windows }
    _modify { yield &values.windows }
  }
  /// The steps; the first is `launch`.
  public var steps: [Step] {
    get { storage.values.steps }
    _modify { yield &values.steps }
  }
  /// The file the case was loaded from, as the user named it.
  public var file: String? {
    get { storage.values.file }
    _modify { yield &values.file }
  }
  /// Where the case's id is written in its file.
  public var idPosition: SourcePosition? {
    get { storage.values.idPosition }
    _modify { yield &values.idPosition }
  }
  /// Where the case's `sources` array is written in its file.
  public var sourcesPosition: SourcePosition? {
    get { storage.values.sourcesPosition }
    _modify { yield &values.sourcesPosition }
  }
  /// Where each of `sources` is written in its file (the string, or the object), in their order; empty when the case
  /// was not read from a file.
  public var sourcePositions: [SourcePosition] {
    get { storage.values.sourcePositions }
    _modify { yield &values.sourcePositions }
  }
  /// The SHA-256 of the case's canonical JSON (keys sorted, `$schema` left out): its content, whatever the layout.
  public var contentDigest: String? {
    get { storage.values.contentDigest }
    _modify { yield &values.contentDigest }
  }
  /// The case compiled for playing, when its loader kept the form it compiled to validate the case (see
  /// `compiledForm()`). Derived from the values: it takes no part in equality or hashing, and any change to the case
  /// drops it.
  package var compiled: CompiledCase? {
    get { storage.compiled }
    set {
      makeUnique()
      storage.compiled = newValue
    }
  }

  /// The values, for a change: the storage made unique first, and the compiled form, which the change may make
  /// stale, dropped.
  private var values: Values {
    get { storage.values }
    _modify {
      makeUnique()
      storage.compiled = nil
      yield &storage.values
    }
  }

  /// The values, shared by the case's copies until one of them changes (copy on write): a run copies each case
  /// a few times (its feed, the request, the result), and copying one reference is one retain, where copying the
  /// values retained each of their strings and arrays.
  private var storage: Storage

  /// The values of a case, with the equality and hashing a case has.
  private struct Values: Hashable, Sendable {
    var id: String
    var title: String
    var description: String? = nil
    var rules: [RuleID]
    var level: RequirementLevel
    var tags: [String]
    var sources: [CaseSource]
    var note: String? = nil
    var knownDisagreement: String? = nil
    var capturedFrom: CaptureOrigin? = nil
    var platform: PlatformSpec
    var infoPlist: InfoPlist
    var environment: EnvironmentSpec
    var windows: [WindowSpec]
    var steps: [Step]
    var file: String?
    var idPosition: SourcePosition? = nil
    var sourcesPosition: SourcePosition? = nil
    var sourcePositions: [SourcePosition] = []
    var contentDigest: String? = nil
  }

  /// Gives this case a box of its own before it changes one, copying the values (not the compiled form) when the box
  /// is shared.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
  }

  /// The box the values are shared in, with the compiled form derived from them. Never changed while shared: a
  /// change copies it first, so it is safely `Sendable`.
  private final class Storage: @unchecked Sendable {
    var values: Values
    var compiled: CompiledCase?

    init(_ values: Values) {
      self.values = values
    }
  }

  /// Creates a case.
  public init(
    id: String, title: String, rules: [RuleID] = [], level: RequirementLevel = .must, tags: [String] = [],
    sources: [CaseSource] = [], platform: PlatformSpec = PlatformSpec(), infoPlist: InfoPlist = InfoPlist(),
    environment: EnvironmentSpec = EnvironmentSpec(), windows: [WindowSpec], steps: [Step], file: String? = nil
  ) {
    storage = Storage(
      Values(
        id: id, title: title, rules: rules, level: level, tags: tags, sources: sources, platform: platform, infoPlist: infoPlist,
        environment: environment, windows: windows, steps: steps, file: file))
  }

  /// Cases are equal when their values are (the compiled form is derived, and takes no part).
  public static func == (a: ConformanceCase, b: ConformanceCase) -> Bool {
    a.storage === b.storage || a.storage.values == b.storage.values
  }

  /// Hashes every value (not the compiled form).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.values)
  }

  /// The family: the part of the id before the first dot (the first run of characters other than dots, the whole id
  /// when it has none). Found in place: splitting the id made an array for every call, and a run asks for it several
  /// times a case.
  public var family: String {
    let id = self.id
    guard let start = id.firstIndex(where: { $0 != "." }) else { return id }
    return String(id[start..<(id[start...].firstIndex(of: ".") ?? id.endIndex)])
  }

  /// The behaviour profile.
  public var profile: Profile { platform.profile }

  /// The event kinds the case uses.
  public var eventKinds: Set<EventKind> { Set(steps.map(\.event.kind)) }

  /// Whether any step checks legibility.
  public var checksLegibility: Bool { steps.contains { $0.expect?.checksLegibility ?? false } }
}
