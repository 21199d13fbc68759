package import BarcheckModel

/// One step of a filmstrip, as `FilmstripRenderer` draws it: the event, what the status bar shows and over
/// what screen, the controller tree with the owners, and what a linter says about the step.
///
/// The tools build them from a case by replaying it on the reference resolver (`frames(of:observations:)` in
/// `BarcheckTools`); a linter fills `wanted` and `findings` in before rendering.
package struct FilmstripFrame: Sendable, Hashable {
  /// The step, from 1.
  package var step: Int
  /// The step's event, as text (`push "detail" (lightContent) onto "nav"`).
  package var event: String
  /// What the status bar shows after the step, with the trace of the rules that decided it.
  package var observation: Observation
  /// What the case expects after the step; nil when it expects nothing (an app scenario).
  package var expectation: StepExpectation?
  /// What the screen shows behind and around the status bar after the step.
  package var screen: ScreenPicture
  /// The controller tree of the window that controls the status bar: the window's line (depth 0), then its
  /// controllers and presentations; empty when no window is visible.
  package var tree: [SceneOutline.Line]
  /// What the developer wanted the status bar to show at this step, in words; nil when nobody said.
  package var wanted: String?
  /// What a linter found at this step.
  package var findings: [FilmstripFinding]

  /// Creates a frame.
  package init(
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
}
