package import BarcheckModel
import BarcheckReports

extension FilmstripRenderer {
  /// The page for the cases of one file, each with the reference's observations of its steps: the frames are
  /// built by replaying each case on the reference resolver (`FilmstripFrame.frames(of:observations:)`).
  package static func render(_ explained: [(testCase: ConformanceCase, observations: [Observation])]) -> String {
    render(explained.map { (testCase: $0.testCase, frames: FilmstripFrame.frames(of: $0.testCase, observations: $0.observations)) })
  }
}
