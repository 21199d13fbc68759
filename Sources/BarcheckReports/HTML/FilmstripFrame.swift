import BarcheckModel
import BarcheckReference

/// One step of a filmstrip, as `FilmstripRenderer` draws it: the event, what the status bar shows and over
/// what screen, the controller tree with the owners, and what a linter says about the step.
///
/// `frames(of:observations:)` builds them from a case by replaying it on the reference resolver; a linter
/// fills `wanted` and `findings` in before rendering.
public struct FilmstripFrame: Sendable, Hashable {
  /// The step, from 1.
  public var step: Int
  /// The step's event, as text (`push "detail" (lightContent) onto "nav"`).
  public var event: String
  /// What the status bar shows after the step, with the trace of the rules that decided it.
  public var observation: Observation
  /// What the case expects after the step; nil when it expects nothing (an app scenario).
  public var expectation: StepExpectation?
  /// What the screen shows behind and around the status bar after the step.
  public var screen: ScreenPicture
  /// The controller tree of the window that controls the status bar: the window's line (depth 0), then its
  /// controllers and presentations; empty when no window is visible.
  public var tree: [SceneOutline.Line]
  /// What the developer wanted the status bar to show at this step, in words; nil when nobody said.
  public var wanted: String?
  /// What a linter found at this step.
  public var findings: [FilmstripFinding]

  /// Creates a frame.
  public init(
    step: Int, event: String, observation: Observation, expectation: StepExpectation? = nil, screen: ScreenPicture,
    tree: [SceneOutline.Line], wanted: String? = nil, findings: [FilmstripFinding] = []
  ) {
    self.step = step
    self.event = event
    self.observation = observation
    self.expectation = expectation
    self.screen = screen
    self.tree = tree
    self.wanted = wanted
    self.findings = findings
  }

  /// The frames of a case: its steps replayed on a reference session for the screen and the controller tree
  /// after each, beside the observations of those steps (the reference resolver's, as `explain` prints them).
  ///
  /// - Parameters:
  ///   - testCase: The case or app scenario.
  ///   - observations: One observation per step, from the first; extra steps get no frame.
  /// - Returns: One frame per observed step, without `wanted` or findings; none when the case's scene is invalid.
  public static func frames(of testCase: ConformanceCase, observations: [Observation]) -> [FilmstripFrame] {
    guard var session = try? ReferenceSession(testCase, tracing: false) else { return [] }
    var frames: [FilmstripFrame] = []
    for (index, (step, observation)) in zip(testCase.steps, observations).enumerated() {
      guard (try? session.step(step)) != nil else { break }
      let screen = session.screen()
      frames.append(
        FilmstripFrame(
          step: index + 1, event: step.description, observation: observation, expectation: step.expect, screen: screen,
          tree: screen.window.map { tree(of: session.scene, window: $0) } ?? []))
    }
    return frames
  }

  /// The lines of a scene's outline that belong to one window: its own line and those below it.
  static func tree(of scene: CompiledScene, window: String) -> [SceneOutline.Line] {
    let lines = SceneOutline(scene).lines
    guard let start = lines.firstIndex(where: { $0.depth == 0 && $0.id == window }) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.depth == 0 } ?? lines.endIndex
    return Array(lines[start..<end])
  }
}
