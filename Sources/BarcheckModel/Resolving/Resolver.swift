/// Anything that can say what the status bar shows: the reference resolver, a Swift
/// package's own implementation, or an adapter for a subprocess or a C plugin.
///
/// A resolver receives a case *without its expectations* (`ConformanceCase.withoutExpectations`)
/// and answers with one observation per step, or skips, or reports an error. Adapters for
/// out-of-process resolvers also answer `crash` and `timeout`; the engine turns every
/// answer into an outcome, so a resolver's faults never break a run.
public protocol Resolver: Sendable {
  /// Who the resolver is, for reports.
  var identity: ResolverIdentity { get }
  /// What the resolver supports; cases outside it are not applicable and never sent.
  var capabilities: ResolverCapabilities { get }
  /// Resolves every step of a case.
  ///
  /// - Parameter request: The case, stripped of expectations, and whether to return traces.
  /// - Returns: The answer; never throws, since every fault is an answer.
  func resolve(_ request: ResolveRequest) async -> ResolverResponse
  /// Ends the resolver's session when a run is over. An out-of-process resolver is sent `stop` and
  /// given `grace` to exit before it is killed; an in-process one has nothing to end (the default).
  ///
  /// - Parameter grace: How long the resolver has to exit on its own.
  /// - Returns: How the session ended.
  @discardableResult
  func shutdown(grace: Duration) async -> ResolverShutdown
}

extension Resolver {
  /// An in-process resolver has no session to end.
  @discardableResult
  public func shutdown(grace: Duration) async -> ResolverShutdown { .inProcess }
}

/// A request to resolve one case.
public struct ResolveRequest: Sendable {
  /// The case, without expectations: they are removed as it is read, so no resolver can peek (and a resolver
  /// that never reads it, as an out-of-process one's adapter does not, never pays for removing them).
  public var testCase: ConformanceCase {
    get { original.withoutExpectations }
    set {
      original = newValue
      encoded = EncodedCase()
    }
  }
  /// Whether the resolver should explain its decisions.
  public var wantsTrace: Bool
  /// The case as given, expectations and all: never handed out.
  private var original: ConformanceCase
  private var encoded = EncodedCase()

  /// The case as protocol v1 sends it: the compact text `CaseJSONWriter` writes, without expectations. It is
  /// written the first time an out-of-process resolver asks and shared by the request's copies, so a request
  /// sent again with `wantsTrace` set reuses it.
  public var caseJSON: [UInt8] {
    encoded.bytes { CaseJSONWriter.bytes(original, expectations: false) }
  }

  /// Writes the case as protocol v1 sends it (`caseJSON`'s text) with a writer, from the bytes already written when
  /// there are some.
  public func writeCase(into writer: inout CaseJSONWriter) {
    if let written = encoded.written {
      writer.raw(written)
    } else {
      writer.write(original, expectations: false)
    }
  }

  /// How many steps the case has (what a resolver answers one observation for).
  public var stepCount: Int { original.steps.count }

  /// Creates a request.
  public init(testCase: ConformanceCase, wantsTrace: Bool = true) {
    self.original = testCase
    self.wantsTrace = wantsTrace
  }
}

/// What a resolver answered for one case.
public enum ResolverAnswer: Sendable, Hashable {
  /// One observation per step.
  case observations([Observation])
  /// The resolver declines the case.
  case skip(reason: String, link: String?)
  /// The resolver reports an error, or answered something the runner could not use.
  case error(String)
  /// The resolver died while handling the case.
  case crash(String)
  /// The resolver did not answer within the deadline.
  case timeout(String)
}

/// An answer with the logs that came with it.
public struct ResolverResponse: Sendable, Hashable {
  /// The answer.
  public var answer: ResolverAnswer
  /// What the resolver wrote to its log (stderr) while handling the case, truncated.
  public var logs: String
  /// Whether the run was interrupted while the case was in flight: the answer is no outcome of the
  /// resolver's, and the case counts as not finished.
  public var interrupted = false

  /// Creates a response.
  public init(_ answer: ResolverAnswer, logs: String = "") {
    self.answer = answer
    self.logs = logs
  }

  /// The answer for a case in flight when the run was interrupted.
  public static var interruptedRun: ResolverResponse {
    var response = ResolverResponse(.error("the run was interrupted while the case was in flight"))
    response.interrupted = true
    return response
  }
}

/// A resolver's identity, as reports show it.
public struct ResolverIdentity: Sendable, Hashable {
  /// A short name (`reference`, `naive-c`).
  public var name: String
  /// Its version.
  public var version: String
  /// The language it is written in.
  public var language: String
  /// Where to read about it.
  public var homepage: String?

  /// Creates an identity.
  public init(name: String, version: String, language: String, homepage: String? = nil) {
    self.name = name
    self.version = version
    self.language = language
    self.homepage = homepage
  }
}

/// What a resolver supports.
public struct ResolverCapabilities: Sendable, Hashable {
  /// The behaviour profiles it models.
  public var profiles: Set<Profile>
  /// The event kinds it understands.
  public var events: Set<EventKind> {
    didSet { eventBits = EventKind.bits(events) }
  }
  /// `events` as bits (`EventKind.bit`), to check a case's steps without hashing each.
  private var eventBits: UInt32
  /// Whether it measures legibility (S23).
  public var legibility: Bool
  /// How many requests it accepts at once.
  public var maxInFlight: Int
  /// Whether it explains its decisions (`Observation.trace`) when asked to. A resolver that never does declares
  /// false, and a case it fails is then not sent again to ask for a trace: its one answer is judged and recorded.
  public var traces: Bool

  /// Creates capabilities; by default everything, one request at a time, traces given when asked.
  public init(
    profiles: Set<Profile> = Set(Profile.allCases), events: Set<EventKind> = Set(EventKind.allCases), legibility: Bool = false,
    maxInFlight: Int = 1, traces: Bool = true
  ) {
    self.profiles = profiles
    self.events = events
    self.eventBits = EventKind.bits(events)
    self.legibility = legibility
    self.maxInFlight = maxInFlight
    self.traces = traces
  }

  /// How many kinds of event and profiles there are (`allCases` builds its array each time it is asked): a
  /// resolver that supports them all (most do) needs no look-up.
  private static let eventKindCount = EventKind.allCases.count
  private static let profileCount = Profile.allCases.count

  /// Why a case is outside these capabilities, or nil when it applies.
  public func reasonNotApplicable(_ testCase: ConformanceCase) -> String? {
    if profiles.count != Self.profileCount && !profiles.contains(testCase.profile) {
      return "the resolver does not model the \(testCase.profile.rawValue) profile"
    }
    // A resolver that supports every event (most do) misses none, and one that supports every event of the case
    // misses none either: the set of the case's events is built only for the message.
    if events.count != Self.eventKindCount, testCase.steps.contains(where: { eventBits & $0.event.kind.bit == 0 }) {
      let missing = testCase.eventKinds.subtracting(events)
      return "the resolver does not support the event\(missing.count == 1 ? "" : "s") \(missing.sorted().map(\.rawValue).joined(separator: ", "))"
    }
    if testCase.checksLegibility && !legibility {
      return "the case checks legibility, which the resolver does not measure"
    }
    return nil
  }
}

extension ConformanceCase {
  /// The case with every step's expectation removed: what a resolver may see. It keeps the compiled form its loader
  /// made (`compiled`), which expectations take no part in: removing them dropped it, and the reference compiled every
  /// case of a run again (a twentieth of a run's work).
  public var withoutExpectations: ConformanceCase {
    let compiled = self.compiled
    var copy = self
    for i in copy.steps.indices { copy.steps[i].expect = nil }
    // Last: the change above dropped it.
    copy.compiled = compiled
    return copy
  }
}
