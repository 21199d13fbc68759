package import BarcheckModel
import BarcheckReference
package import BarcheckReports

extension FilmstripFrame {
  /// The frames of a case: its steps replayed on a reference session for the screen and the controller tree
  /// after each, beside the observations of those steps (the reference resolver's, as `explain` prints them).
  ///
  /// - Parameters:
  ///   - testCase: The case or app scenario.
  ///   - observations: One observation per step, from the first; extra steps get no frame.
  /// - Returns: One frame per observed step, without `wanted` or findings; none when the case's scene is invalid.
  package static func frames(of testCase: ConformanceCase, observations: [Observation]) -> [FilmstripFrame] {
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
  private static func tree(of scene: CompiledScene, window: String) -> [SceneOutline.Line] {
    let lines = SceneOutline(scene).lines
    guard let start = lines.firstIndex(where: { $0.depth == 0 && $0.id == window }) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.depth == 0 } ?? lines.endIndex
    return Array(lines[start..<end])
  }
}
