import BarcheckModel
import BarcheckReference

/// The reference playing a case, untraced, while the generator builds it: the observations of every kept step
/// come with the case, so a fuzzer need not play it on the reference again. They are what a case can expect, without
/// a stale bar's diagnostic (`ReferenceSession.init(starting:)`), which fuzzing does not compare. It keeps exactly the events a bare
/// scene keeps: an event the scene takes but the reference cannot play leaves the reference behind (the case
/// then has no observations) and the stage goes on as a bare scene.
///
/// An event the scene is sure to take (`CompiledScene.forecast`) is played on the session in place, and one it is sure
/// to refuse is not played at all; only the rest are tried on a copy of the session. Playing on a copy duplicated
/// every array of the scene the step changed, and a refused event built its message twice (on the session, then
/// on the bare scene).
struct ReferenceStage: GeneratorStage {
  private var session: ReferenceSession
  /// The scene alone, once the reference is left behind.
  private var alone: CompiledScene?
  /// Whether `alone` holds the scene: asked at every attempt, where unwrapping `alone` copied the scene (a few
  /// hundred bytes) only to find it nil.
  private var leftBehind = false
  /// The scene before any step.
  private(set) var start: CompiledScene
  /// The reference's observations of the steps kept so far, while `observing`.
  private var observed: [Observation]
  /// Whether the reference has observed every step kept so far. The lists are not optionals: appending through an
  /// optional array took it out of the stage and put it back at every kept step.
  private var observing = true
  /// The events of the steps kept so far, the launch first: the case's steps, and what the session is played again
  /// from (with `start`) if a step played in place fails after all. The stage does not keep the case it started from:
  /// holding it made the generator's changes to the case copy all its values. Events, not steps: a step (its
  /// expectations, intent, acknowledgements, device record) cost several times its event to copy in and to destroy,
  /// and a fuzzed case needs only the events.
  private(set) var kept: [StepEvent]
  /// Each step kept, compiled as it was played, while `compiling`.
  private var compiledSteps: [CompiledStep]
  /// Whether every step kept so far was compiled: false once the reference could not observe the launch.
  private var compiling = true

  /// The reference's observations of the steps kept so far; nil once it could not play one.
  var observations: [Observation]? { observing ? observed : nil }

  /// How many steps are kept so far.
  var keptCount: Int { kept.count }

  /// The steps kept so far, each made of its event: the case's steps, for a case built from its specs.
  var keptSteps: [Step] { kept.map { Step(event: $0) } }

  init?(_ testCase: ConformanceCase) {
    guard let scene = try? testCase.startingScene() else { return nil }
    self.init(start: scene)
  }

  /// The stage of a scene the generator built itself (`ScenarioGenerator.Builder.makeCompiled`), before its launch.
  init(start scene: consuming CompiledScene) {
    // Every list reserved before the stage is made, and stored once: reserving through the stored optionals went
    // through the whole stage. (Swift still builds the stage aside and copies it out, a copy and a destroy of it a
    // case: neither assigning every property in order, nor making each list with its room in the expression that
    // assigns it, nor inlining this initializer avoided that.)
    var observations: [Observation] = []
    observations.reserveCapacity(17)
    var kept: [StepEvent] = []
    kept.reserveCapacity(17)
    var steps: [CompiledStep] = []
    steps.reserveCapacity(17)
    self.init(session: ReferenceSession(starting: copy scene), start: scene, observations: observations, kept: kept, steps: steps)
  }

  /// A stage of these values, the reference not left behind.
  private init(
    session: consuming ReferenceSession, start: consuming CompiledScene, observations: [Observation], kept: [StepEvent], steps: [CompiledStep]
  ) {
    self.session = session
    self.start = start
    self.alone = nil
    self.observed = observations
    self.kept = kept
    self.compiledSteps = steps
  }

  /// Starts the stage again on another scene, before its launch, as `init(start:)` makes it: in place, each property
  /// assigned and each list emptied keeping its room (or given room again, when `finish` took the list away).
  mutating func restart(_ scene: consuming CompiledScene) {
    // In the storage of the last case's session (the last case, which shared it, released by now).
    session.restart(starting: scene)
    start = scene
    alone = nil
    leftBehind = false
    observing = true
    compiling = true
    observed.removeAll(keepingCapacity: true)
    observed.reserveCapacity(17)
    kept.removeAll(keepingCapacity: true)
    kept.reserveCapacity(17)
    compiledSteps.removeAll(keepingCapacity: true)
    compiledSteps.reserveCapacity(17)
  }

  func withScene<Result>(_ body: (CompiledScene) -> Result) -> Result {
    if leftBehind, let alone { return body(alone) }
    return body(session.scene)
  }

  mutating func launch() {
    kept.append(.launch)
    do {
      let (observation, step) = try session.step(compiling: .launch)
      observed.append(consume observation)
      compiledSteps.append(consume step)
    } catch {
      // As a bare scene's launch: kept, in whatever state the failed step left the scene.
      alone = session.scene
      leftBehind = true
      observing = false
      compiling = false
    }
  }

  mutating func play(_ event: consuming StepEvent, target: Int?) -> Bool {
    if leftBehind, var scene = alone {
      guard let step = try? scene.compile(event, target: target) else { return false }
      alone = scene
      if compiling { compiledSteps.append(step) }
      keep(consume event)
      return true
    }
    switch session.scene.forecast(event, target: target) {
    case false?:
      return false
    case true?:
      do {
        let (observation, step) = try session.step(compiling: event, target: target)
        observed.append(consume observation)
        compiledSteps.append(consume step)
        keep(consume event)
        return true
      } catch {
        // Forecast to apply, yet it failed, perhaps halfway through changing the scene: start again.
        session = replayed()
      }
    case nil:
      var trial = session
      if let (observation, step) = try? trial.step(compiling: event, target: target) {
        session = trial
        observed.append(consume observation)
        compiledSteps.append(consume step)
        keep(consume event)
        return true
      }
    }
    var scene = session.scene
    guard let step = try? scene.compile(event, target: target) else { return false }
    alone = scene
    leftBehind = true
    observing = false
    observed = []
    if compiling { compiledSteps.append(step) }
    keep(consume event)
    return true
  }

  /// Keeps an event: appends it to `kept`.
  @inline(__always)
  private mutating func keep(_ event: consuming StepEvent) {
    kept.append(event)
  }

  /// The case, with the tables of the scene that compiled its steps (the session's, or the bare scene's once the
  /// reference is left behind): building them again from the steps was a cost of every fuzzed scenario.
  var compiled: CompiledCase? {
    guard compiling else { return nil }
    return withScene { CompiledCase(start: start, steps: compiledSteps, final: $0) }
  }

  /// The compiled case, its steps' events and the reference's observations of them, the lists of events and observations moved
  /// out of the stage (empty until `restart` starts it on the next case, or `recycle` gives them back): nil when the
  /// reference was left behind. Reading them from the stage (`compiled`, `kept`, `observations`) retained each list,
  /// and emptying or destroying the stage released them again. The compiled steps are not moved out but shared with
  /// the compiled case: once the caller has released that case, they are the stage's alone again, and `restart`
  /// empties them in place instead of making the list anew (an allocation and a free a fuzzed case).
  mutating func finish() -> (compiled: CompiledCase, events: [StepEvent], observations: [Observation])? {
    guard observing, compiling else { return nil }
    var kept: [StepEvent] = []
    var observed: [Observation] = []
    swap(&kept, &self.kept)
    swap(&observed, &self.observed)
    return (withScene { CompiledCase(start: start, steps: compiledSteps, final: $0) }, kept, observed)
  }

  /// A new scene for the next case (`CompiledScene.init(platform:infoPlist:environment:reusing:)`), in the storage of
  /// this case's starting scene, which the stage holds until `restart`: the stage must be restarted before it is read
  /// again, its starting scene left empty. Called once the case is done with (its compiled case, which shares that
  /// scene, released), so that the lists are the stage's alone and are kept rather than made again.
  mutating func newScene(platform: PlatformSpec, infoPlist: InfoPlist, environment: EnvironmentSpec) -> CompiledScene {
    CompiledScene(platform: platform, infoPlist: infoPlist, environment: environment, reusing: &start)
  }

  /// Takes back the lists of events and observations `finish` handed out, once the caller is done with them: emptied,
  /// they keep their room, and `restart` need not make them again. Making the two lists for every case, and freeing
  /// them after it, were two allocations and two frees of each fuzzed scenario. A list still shared elsewhere is
  /// copied empty by `removeAll(keepingCapacity:)`, which is what making it afresh cost.
  mutating func recycle(events: consuming [StepEvent], observations: consuming [Observation]) {
    if kept.capacity < events.capacity {
      var events = events
      events.removeAll(keepingCapacity: true)
      kept = events
    }
    if observed.capacity < observations.capacity {
      var observations = observations
      observations.removeAll(keepingCapacity: true)
      observed = observations
    }
  }

  /// The session after the launch and the kept events, played again from the starting scene.
  private func replayed() -> ReferenceSession {
    do {
      var session = ReferenceSession(starting: start)
      // The launch, then every event kept after it: all played on the session, as the reference is not left behind.
      for event in kept { _ = try session.step(event) }
      return session
    } catch {
      // Each of these steps played before, from this very scene: the reference is deterministic.
      preconditionFailure("the reference could not play again the steps it played: \(error)")
    }
  }
}
