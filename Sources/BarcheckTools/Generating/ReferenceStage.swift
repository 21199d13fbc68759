import BarcheckModel
import BarcheckReference

/// The reference playing a case, untraced, while the generator builds it: the observations of every kept step
/// come with the case, so a fuzzer need not play it on the reference again. It keeps exactly the events a bare
/// scene keeps: an event the scene takes but the reference cannot play leaves the reference behind (the case
/// then has no observations) and the stage goes on as a bare scene.
struct ReferenceStage: GeneratorStage {
  private var session: ReferenceSession
  /// The scene alone, once the reference is left behind.
  private var alone: Scene?
  /// The scene before any step.
  let start: Scene
  /// The reference's observations of the steps kept so far; nil once it could not play one.
  private(set) var observations: [Observation]?

  init?(_ testCase: ConformanceCase) {
    guard let session = try? ReferenceSession(testCase, tracing: false) else { return nil }
    self.session = session
    start = session.scene
    observations = []
    observations?.reserveCapacity(testCase.steps.count + 16)
  }

  var scene: Scene {
    // Read in place: the generator reads the scene twice an attempt.
    _read {
      if alone == nil {
        yield session.scene
      } else {
        yield alone!  // Not nil: checked just above.
      }
    }
  }

  mutating func launch() {
    do {
      let observation = try session.step(.launch)
      observations?.append(observation)
    } catch {
      // As a bare scene's launch: kept, in whatever state the failed step left the scene.
      alone = session.scene
      observations = nil
    }
  }

  mutating func play(_ event: StepEvent) -> Bool {
    if var scene = alone {
      guard (try? scene.apply(event)) != nil else { return false }
      alone = scene
      return true
    }
    var trial = session
    if let observation = try? trial.step(event) {
      session = trial
      observations?.append(observation)
      return true
    }
    var scene = session.scene
    guard (try? scene.apply(event)) != nil else { return false }
    alone = scene
    observations = nil
    return true
  }
}
