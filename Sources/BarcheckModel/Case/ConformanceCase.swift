/// One conformance case: metadata, the starting scene, and a sequence of steps.
public struct ConformanceCase: Sendable, Hashable, Identifiable {
  /// The stable id, `family.slug`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// A longer explanation, if any.
  public var description: String?
  /// The spec rules the case exercises.
  public var rules: [RuleID]
  /// The requirement level.
  public var level: RequirementLevel
  /// Tags from the suite's vocabulary.
  public var tags: [String]
  /// The evidence the case rests on: spec anchors, Apple documentation, public first-hand reports.
  public var sources: [CaseSource]
  /// The inferences the case's author made in turning its sources into a case, if any.
  public var note: String?
  /// Why the reference resolver disagrees with this case's expectations, when it knowingly does
  /// (the spec explains it); nil for every case the reference is expected to pass.
  public var knownDisagreement: String?
  /// The device and OS.
  public var platform: PlatformSpec { didSet { initialScene = InitialScene() } }
  /// The Info.plist keys.
  public var infoPlist: InfoPlist { didSet { initialScene = InitialScene() } }
  /// The environment at launch.
  public var environment: EnvironmentSpec { didSet { initialScene = InitialScene() } }
  /// The windows, in declaration order.
  public var windows: [WindowSpec] { didSet { initialScene = InitialScene() } }
  /// The steps; the first is `launch`.
  public var steps: [Step]
  /// The file the case was loaded from, as the user named it.
  public var file: String?
  /// Where the case's id is written in its file.
  public var idPosition: SourcePosition?
  /// The SHA-256 of the case's canonical JSON (keys sorted, `$schema` left out): its content, whatever the layout.
  public var contentDigest: String?
  /// The scene the case starts from, when its loader kept the one it validated (see `startingScene()`).
  public internal(set) var initialScene = InitialScene()

  /// Creates a case.
  public init(
    id: String, title: String, rules: [RuleID] = [], level: RequirementLevel = .must, tags: [String] = [],
    sources: [CaseSource] = [], platform: PlatformSpec = PlatformSpec(), infoPlist: InfoPlist = InfoPlist(),
    environment: EnvironmentSpec = EnvironmentSpec(), windows: [WindowSpec], steps: [Step], file: String? = nil
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
