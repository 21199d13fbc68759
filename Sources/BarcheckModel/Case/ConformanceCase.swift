/// One conformance case: metadata, the starting scene, and a sequence of steps.
public struct ConformanceCase: Sendable, Hashable, Identifiable {
  /// The stable id, `family.slug`.
  public var id: String {
    get { storage.id }
    _modify {
      makeUnique()
      yield &storage.id
    }
  }
  /// A one-line title.
  public var title: String {
    get { storage.title }
    _modify {
      makeUnique()
      yield &storage.title
    }
  }
  /// A longer explanation, if any.
  public var description: String? {
    get { storage.description }
    _modify {
      makeUnique()
      yield &storage.description
    }
  }
  /// The spec rules the case exercises.
  public var rules: [RuleID] {
    get { storage.rules }
    _modify {
      makeUnique()
      yield &storage.rules
    }
  }
  /// The requirement level.
  public var level: RequirementLevel {
    get { storage.level }
    _modify {
      makeUnique()
      yield &storage.level
    }
  }
  /// Tags from the suite's vocabulary.
  public var tags: [String] {
    get { storage.tags }
    _modify {
      makeUnique()
      yield &storage.tags
    }
  }
  /// The evidence the case rests on: spec anchors, Apple documentation, public first-hand reports.
  public var sources: [CaseSource] {
    get { storage.sources }
    _modify {
      makeUnique()
      yield &storage.sources
    }
  }
  /// The inferences the case's author made in turning its sources into a case, if any.
  public var note: String? {
    get { storage.note }
    _modify {
      makeUnique()
      yield &storage.note
    }
  }
  /// Why the reference resolver disagrees with this case's expectations, when it knowingly does
  /// (the spec explains it); nil for every case the reference is expected to pass.
  public var knownDisagreement: String? {
    get { storage.knownDisagreement }
    _modify {
      makeUnique()
      yield &storage.knownDisagreement
    }
  }
  /// The device and OS.
  public var platform: PlatformSpec {
    get { storage.platform }
    _modify {
      makeUnique()
      // A changed scene drops the one the loader kept.
      defer { storage.initialScene = InitialScene() }
      yield &storage.platform
    }
  }
  /// The Info.plist keys.
  public var infoPlist: InfoPlist {
    get { storage.infoPlist }
    _modify {
      makeUnique()
      // A changed scene drops the one the loader kept.
      defer { storage.initialScene = InitialScene() }
      yield &storage.infoPlist
    }
  }
  /// The environment at launch.
  public var environment: EnvironmentSpec {
    get { storage.environment }
    _modify {
      makeUnique()
      // A changed scene drops the one the loader kept.
      defer { storage.initialScene = InitialScene() }
      yield &storage.environment
    }
  }
  /// The windows, in declaration order.
  public var windows: [WindowSpec] {
    get { storage.windows }
    _modify {
      makeUnique()
      // A changed scene drops the one the loader kept.
      defer { storage.initialScene = InitialScene() }
      yield &storage.windows
    }
  }
  /// The steps; the first is `launch`.
  public var steps: [Step] {
    get { storage.steps }
    _modify {
      makeUnique()
      yield &storage.steps
    }
  }
  /// The file the case was loaded from, as the user named it.
  public var file: String? {
    get { storage.file }
    _modify {
      makeUnique()
      yield &storage.file
    }
  }
  /// Where the case's id is written in its file.
  public var idPosition: SourcePosition? {
    get { storage.idPosition }
    _modify {
      makeUnique()
      yield &storage.idPosition
    }
  }
  /// The SHA-256 of the case's canonical JSON (keys sorted, `$schema` left out): its content, whatever the layout.
  public var contentDigest: String? {
    get { storage.contentDigest }
    _modify {
      makeUnique()
      yield &storage.contentDigest
    }
  }
  /// The scene the case starts from, when its loader kept the one it validated (see `startingScene()`).
  public internal(set) var initialScene: InitialScene {
    get { storage.initialScene }
    _modify {
      makeUnique()
      yield &storage.initialScene
    }
  }

  /// The values, shared by the case's copies until one of them changes (copy on write): a run copies each case
  /// a few times (its feed, the request, the result), and copying one reference is one retain, where copying the
  /// values retained each of their strings and arrays.
  private var storage: Storage

  /// The values of a case. Never changed while shared: `makeUnique` copies it first, so it is safely `Sendable`.
  private final class Storage: @unchecked Sendable {
    var id: String
    var title: String
    var description: String? = nil
    var rules: [RuleID]
    var level: RequirementLevel
    var tags: [String]
    var sources: [CaseSource]
    var note: String? = nil
    var knownDisagreement: String? = nil
    var platform: PlatformSpec
    var infoPlist: InfoPlist
    var environment: EnvironmentSpec
    var windows: [WindowSpec]
    var steps: [Step]
    var file: String? = nil
    var idPosition: SourcePosition? = nil
    var contentDigest: String? = nil
    var initialScene = InitialScene()

    init(
      id: String, title: String, rules: [RuleID], level: RequirementLevel, tags: [String], sources: [CaseSource], platform: PlatformSpec,
      infoPlist: InfoPlist, environment: EnvironmentSpec, windows: [WindowSpec], steps: [Step], file: String?
    ) {
      self.id = id
      self.title = title
      self.rules = rules
      self.level = level
      self.tags = tags
      self.sources = sources
      self.platform = platform
      self.infoPlist = infoPlist
      self.environment = environment
      self.windows = windows
      self.steps = steps
      self.file = file
    }

    /// A copy of every value.
    func copy() -> Storage {
      let copy = Storage(
        id: id, title: title, rules: rules, level: level, tags: tags, sources: sources, platform: platform, infoPlist: infoPlist,
        environment: environment, windows: windows, steps: steps, file: file)
      copy.description = description
      copy.note = note
      copy.knownDisagreement = knownDisagreement
      copy.idPosition = idPosition
      copy.contentDigest = contentDigest
      copy.initialScene = initialScene
      return copy
    }
  }

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Creates a case.
  public init(
    id: String, title: String, rules: [RuleID] = [], level: RequirementLevel = .must, tags: [String] = [],
    sources: [CaseSource] = [], platform: PlatformSpec = PlatformSpec(), infoPlist: InfoPlist = InfoPlist(),
    environment: EnvironmentSpec = EnvironmentSpec(), windows: [WindowSpec], steps: [Step], file: String? = nil
  ) {
    storage = Storage(
      id: id, title: title, rules: rules, level: level, tags: tags, sources: sources, platform: platform, infoPlist: infoPlist,
      environment: environment, windows: windows, steps: steps, file: file)
  }

  /// Cases are equal when their values are (the kept scene is derived, and takes no part).
  public static func == (a: ConformanceCase, b: ConformanceCase) -> Bool {
    if a.storage === b.storage { return true }
    let (a, b) = (a.storage, b.storage)
    return a.id == b.id && a.title == b.title && a.description == b.description && a.rules == b.rules && a.level == b.level && a.tags == b.tags
      && a.sources == b.sources && a.note == b.note && a.knownDisagreement == b.knownDisagreement && a.platform == b.platform
      && a.infoPlist == b.infoPlist && a.environment == b.environment && a.windows == b.windows && a.steps == b.steps && a.file == b.file
      && a.idPosition == b.idPosition && a.contentDigest == b.contentDigest
  }

  /// Hashes every value but the kept scene.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.id)
    hasher.combine(storage.title)
    hasher.combine(storage.description)
    hasher.combine(storage.rules)
    hasher.combine(storage.level)
    hasher.combine(storage.tags)
    hasher.combine(storage.sources)
    hasher.combine(storage.note)
    hasher.combine(storage.knownDisagreement)
    hasher.combine(storage.platform)
    hasher.combine(storage.infoPlist)
    hasher.combine(storage.environment)
    hasher.combine(storage.windows)
    hasher.combine(storage.steps)
    hasher.combine(storage.file)
    hasher.combine(storage.idPosition)
    hasher.combine(storage.contentDigest)
  }

  /// The family: the part of the id before the first dot.
  public var family: String {
    id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? id
  }

  /// The behaviour profile.
  public var profile: Profile { platform.profile }

  /// The event kinds the case uses.
  public var eventKinds: Set<EventKind> { Set(steps.map(\.event.kind)) }

  /// Whether any step checks legibility.
  public var checksLegibility: Bool { steps.contains { $0.expect?.checksLegibility ?? false } }
}
