import BarcheckModel
import BarcheckReference

/// The reference playing a case, untraced, while the generator builds it: the observations of every kept step
/// come with the case, so a fuzzer need not play it on the reference again. It keeps exactly the events a bare
/// scene keeps: an event the scene takes but the reference cannot play leaves the reference behind (the case
/// then has no observations) and the stage goes on as a bare scene.
struct ReferenceStage: GeneratorStage {
  private enum State {
    case playing(ReferenceSession)
    case scene(Scene)
  }

  private var state: State
  /// The scene before any step.
  let start: Scene
  /// The reference's observations of the steps kept so far; nil once it could not play one.
  private(set) var observations: [Observation]?

  init?(_ testCase: ConformanceCase) {
    guard let session = try? ReferenceSession(testCase, tracing: false) else { return nil }
    state = .playing(session)
    start = session.scene
    observations = []
    observations?.reserveCapacity(testCase.steps.count + 16)
  }

  var scene: Scene {
    switch state {
    case .playing(let session): session.scene
    case .scene(let scene): scene
    }
  }

  mutating func launch() {
    guard case .playing(var session) = state else { return }
    do {
      let observation = try session.step(.launch)
      state = .playing(session)
      observations?.append(observation)
    } catch {
      // As a bare scene's launch: kept, in whatever state the failed step left the scene.
      state = .scene(session.scene)
      observations = nil
    }
  }

  mutating func play(_ event: StepEvent) -> Bool {
    switch state {
    case .playing(let session):
      var trial = session
      if let observation = try? trial.step(event) {
        state = .playing(trial)
        observations?.append(observation)
        return true
      }
      var scene = session.scene
      guard (try? scene.apply(event)) != nil else { return false }
      state = .scene(scene)
      observations = nil
      return true
    case .scene(var scene):
      guard (try? scene.apply(event)) != nil else { return false }
      state = .scene(scene)
      return true
    }
  }
}
