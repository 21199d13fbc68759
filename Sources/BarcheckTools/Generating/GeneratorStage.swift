import BarcheckModel

/// What the generator plays a case on while it builds it, to keep only the events that apply: a bare scene, or
/// the reference playing along (`ReferenceStage`), which observes each kept step as it goes.
protocol GeneratorStage {
  /// The stage for a case's starting scene; nil when the scene is invalid.
  init?(_ testCase: ConformanceCase)
  /// Reads the scene after the steps kept so far, in place: through a protocol's getter, each read copied it.
  func withScene<Result>(_ body: (CompiledScene) -> Result) -> Result
  /// Plays the launch, kept whether or not it applies.
  mutating func launch()
  /// Plays an event if it applies, leaving the stage as it was when it does not. The event is consumed: a kept
  /// event moves into its step, where copying it was a fortieth of generating a case.
  ///
  /// - Parameter target: The index of the attached controller the event names, when the generator picked it by its
  ///   index (`ScenarioGenerator.Builder.event`); nil when the stage is to look its id up.
  /// - Returns: Whether the event applied (and was kept).
  mutating func play(_ event: consuming StepEvent, target: Int?) -> Bool
  /// How many steps are kept so far, the launch included.
  var keptCount: Int { get }
  /// The steps kept so far, the launch first: the case's steps.
  var keptSteps: [Step] { get }
  /// The case built so far, compiled (its starting scene and each kept event compiled as it was played), so that
  /// playing the case does not compile it again; nil when the stage could not compile every step.
  var compiled: CompiledCase? { get }
}

/// A bare scene: what `ScenarioGenerator.generate` checks events on.
struct SceneStage: GeneratorStage {
  private var scene: CompiledScene
  private let start: CompiledScene
  private var steps: [CompiledStep] = []
  private(set) var keptSteps: [Step] = []

  var keptCount: Int { keptSteps.count }

  init?(_ testCase: ConformanceCase) {
    guard let scene = try? CompiledScene(testCase) else { return nil }
    self.scene = scene
    start = scene
  }

  func withScene<Result>(_ body: (CompiledScene) -> Result) -> Result { body(scene) }

  mutating func launch() {
    // A new scene always launches.
    if let step = try? scene.compile(.launch) { steps.append(step) }
    keptSteps.append(Step(event: .launch))
  }

  mutating func play(_ event: consuming StepEvent, target: Int?) -> Bool {
    var trial = scene
    guard let step = try? trial.compile(event, target: target) else { return false }
    scene = trial
    steps.append(step)
    keptSteps.append(Step(event: event))
    return true
  }

  /// The scene that compiled the steps hands the case its tables as they stand.
  var compiled: CompiledCase? { CompiledCase(start: start, steps: steps, final: scene) }
}
