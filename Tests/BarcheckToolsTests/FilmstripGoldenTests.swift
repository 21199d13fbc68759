import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The filmstrip `explain --html` writes, its frames replayed on the reference, byte for byte against its golden file
/// beside the other renderers' (`Tests/BarcheckReportsTests/Goldens/filmstrip.html`). To re-record after an intended
/// change: `BARCHECK_RECORD_GOLDENS=1 swift test --filter GoldenTests`; the recording run fails on purpose.
@Suite("The filmstrip's golden file")
struct FilmstripGoldenTests {
  static let goldens = Fixtures.packageRoot.appendingPathComponent("Tests/BarcheckReportsTests/Goldens")

  /// The filmstrip's fixed input: an app scenario (a navigation bar, a stale bar, an overlay window) and a case with a
  /// sheet card, as `explain --html` renders them.
  static func filmstrip() throws -> String {
    let explained = try ["Examples/scenarios/profile-screen.json", "Conformance/cases/legibility/sheet-card-shows-black.json"].map { path in
      let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let testCase = try #require(CaseLoader.load(text: text, path: path, mode: .caseOrScenario).cases.first)
      return (testCase: testCase, observations: try ReferenceResolver().observe(testCase, tracing: true).get())
    }
    return FilmstripRenderer.render(explained)
  }

  @Test("the filmstrip equals its golden file")
  func goldenFilmstrip() throws {
    let output = try Self.filmstrip()
    let url = Self.goldens.appendingPathComponent("filmstrip.html")
    if ProcessInfo.processInfo.environment["BARCHECK_RECORD_GOLDENS"] == "1" {
      try output.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded filmstrip.html; unset BARCHECK_RECORD_GOLDENS and run again")
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
      output == golden,
      "filmstrip.html differs from its golden file; if the change is intended, run bash Tests/refresh.sh (or re-record with BARCHECK_RECORD_GOLDENS=1) and review the diff"
    )
  }
}
