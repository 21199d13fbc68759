import BarcheckEngine
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Testing

/// The mutation report's Markdown against every Unicode line terminator: text from a suite never starts a line of
/// its own.
@Suite("Line terminators in the mutation report")
struct MutationRendererTests {
  @Test("the mutants Markdown: the suite's name and version cannot start a line", arguments: LineTerminators.all.map(\.0))
  func mutants(_ name: String) throws {
    let terminator = try #require(LineTerminators.all.first { $0.0 == name }?.1)
    let suite = SuiteIdentity(
      name: LineTerminators.hostile(terminator), version: LineTerminators.hostile(terminator), hash: "sha256:" + String(repeating: "a", count: 64),
      caseCount: 1)
    let markdown = MutationRenderer.markdown(MutationReport(entries: [], caseCount: 1), suite: suite)
    #expect(LineTerminators.forged(markdown, headings: 4) == [], "\(markdown)")
  }
}
