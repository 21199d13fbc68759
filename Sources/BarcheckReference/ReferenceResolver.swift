public import BarcheckModel

/// The reference resolver: a model of UIKit's status bar rules (Conformance/SPEC.md)
/// that runs anywhere Swift runs. Every observation can carry the trace of decisions,
/// each citing the rule that made it.
public struct ReferenceResolver: SpecModel, SynchronousResolver {
  /// The fault the resolver plays with, to measure the suite (`barcheck mutants`); nil for the reference itself.
  public let mutant: Mutant?

  /// Creates the reference resolver.
  public init() { mutant = nil }

  /// Creates the reference resolver with one deliberate fault, or the reference itself for nil.
  ///
  /// - Parameter mutant: The decision the resolver makes the wrong way.
  public init(mutant: Mutant?) { self.mutant = mutant }

  /// `reference`, this package's version, Swift; a mutant's id follows the name (`reference S9.card-takes-over`).
  public var identity: ResolverIdentity {
    ResolverIdentity(
      name: mutant.map { "reference \($0.id)" } ?? "reference", version: BarcheckVersion.current, language: "Swift", homepage: "Conformance/README.md"
    )
  }

  /// Every profile and event, legibility included.
  public var capabilities: ResolverCapabilities {
    ResolverCapabilities(legibility: true, maxInFlight: 1 << 20)
  }

  /// Resolves a case in-process.
  public func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    ResolverResponse(answer(request.testCase, tracing: request.wantsTrace))
  }

  /// The reference's trace of every step: why a case expects what it does; nil when the case does not play.
  public func explanation(of testCase: ConformanceCase) -> [[TraceEntry]]? {
    guard case .success(let observations) = observe(testCase, tracing: true) else { return nil }
    return observations.map(\.trace)
  }

  /// Resolves a case synchronously.
  public func answer(_ testCase: ConformanceCase, tracing: Bool = true) -> ResolverAnswer {
    switch observe(testCase, tracing: tracing) {
    case .success(let observations): .observations(observations)
    case .failure(let failure): .error(failure.description)
    }
  }

  /// Plays every step and returns one observation per step.
  public func observe(_ testCase: ConformanceCase, tracing: Bool = true) -> Result<[Observation], StepFailure> {
    switch testCase.compiledForm() {
    case .failure(let failure):
      return .failure(StepFailure(step: nil, error: failure.error))
    case .success(let compiled):
      return observe(compiled, steps: testCase.steps, tracing: tracing)
    }
  }

  /// Plays a compiled case's steps (`steps`, the case's, give each its event) and returns one observation per step, or
  /// the first step that cannot apply: what `observe(_:tracing:)` does once the case is compiled.
  package func observe(_ compiled: CompiledCase, steps: [Step], tracing: Bool) -> Result<[Observation], StepFailure> {
    // The reference plays a session compiled for no fault; a mutant, one that asks its fault at every decision.
    guard let mutant else {
      var session = Self.session(compiled, tracing: tracing, fault: NoFault())
      return session.play(compiled, steps)
    }
    var session = Self.session(compiled, tracing: tracing, fault: ChosenFault(mutant))
    return session.play(compiled, steps)
  }

  /// Plays a compiled case whose steps are these events, as `observe(_:steps:tracing:)` plays a case's steps: what a
  /// fuzzer that generates straight into the compiled form calls (it keeps only the events, and builds a case only when
  /// it needs one).
  package func observe(_ compiled: CompiledCase, events: [StepEvent], tracing: Bool) -> Result<[Observation], StepFailure> {
    guard let mutant else {
      var session = Self.session(compiled, tracing: tracing, fault: NoFault())
      return session.play(compiled, events: events)
    }
    var session = Self.session(compiled, tracing: tracing, fault: ChosenFault(mutant))
    return session.play(compiled, events: events)
  }

  /// A session started on a compiled case's starting scene, ready to play its steps.
  @inline(__always)
  private static func session<Fault>(_ compiled: CompiledCase, tracing: Bool, fault: Fault) -> RuleSession<Fault> {
    var session = RuleSession(scene: compiled.start, tracing: tracing, fault: fault)
    // The scene shares the case's complete tables, and its controllers grow to their size at the last step once.
    session.scene.prepareToPlay(compiled)
    return session
  }
}

/// A case the reference could not play: the scene or a step is invalid.
public struct StepFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 0-based step, or nil when the initial scene is invalid.
  public var step: Int?
  /// What went wrong.
  public var error: SceneError

  /// Creates a failure.
  public init(step: Int? = nil, error: SceneError) {
    self.step = step
    self.error = error
  }

  /// `step N: message`.
  public var description: String {
    step.map { "step \($0 + 1): \(error.message)" } ?? error.message
  }
}
