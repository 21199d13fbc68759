import BarcheckTestSupport
import Foundation
import Testing

/// `barcheck mutants`, run as a user runs it.
@Suite("barcheck mutants, end to end")
struct MutantsCommandTests {
  @Test("scores the chosen mutants, writes JSON and Markdown, and exits 0 with no floor")
  func writesReports() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = directory.appendingPathComponent("mutants.json").path
    let markdown = directory.appendingPathComponent("mutants.md").path
    let output = try await BinaryRunner.run(["mutants", "--mutant", "S24.*", "--json", json, "--markdown", markdown, "--jobs", "2"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("rule  mutants  killed  survived  equivalent   score"))
    #expect(output.stdout.contains("S24         19      16         0           3    100%"))
    let written = try String(contentsOfFile: json, encoding: .utf8)
    #expect(written.contains(#""format": "barcheck-mutants""#))
    #expect(written.contains(#""killers": ["legibility.alerts-do-not-cover-over-full-screen-overlay-does", "modal.alert-over-card-keeps-backdrop"]"#))
    #expect(written.contains(#""clause": "S24.7""#))
    #expect(output.stdout.contains("clauses: 314, pinned by a case"))
    let table = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(table.contains("| S24 | 19 | 16 | 0 | 3 | 100% |"))
  }

  @Test("Docs/suite.md's per-rule table is what barcheck mutants measures on the bundled suite")
  func readmeTable() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let markdown = directory.appendingPathComponent("mutants.md").path
    let output = try await BinaryRunner.run(["mutants", "--markdown", markdown, "--require-floors"])
    #expect(output.status == 0, "\(output.stderr)")
    func table(_ text: String) -> String? {
      guard let start = text.range(of: "| rule | mutants |"), let end = text.range(of: "\n| all |", range: start.upperBound..<text.endIndex),
        let lineEnd = text.range(of: "\n", range: end.upperBound..<text.endIndex)
      else { return nil }
      return String(text[start.lowerBound..<lineEnd.lowerBound])
    }
    let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Docs/suite.md"), encoding: .utf8)
    let measured = try #require(table(try String(contentsOfFile: markdown, encoding: .utf8)))
    #expect(table(page) == measured, "Docs/suite.md's Suite strength table has drifted: run barcheck mutants --markdown and copy its table")
  }

  @Test("a score below --require-score exits 1 and names the survivor")
  func gate() async throws {
    let output = try await BinaryRunner.run([
      "mutants", "Conformance/cases/modal/alert-never-takes-over.json", "--mutant", "S24.alert-hides-backdrop", "--require-score", "95",
    ])
    #expect(output.status == 1)
    #expect(output.stdout.contains("S24.alert-hides-backdrop: an alert presented on a card ends the backdrop"))
    #expect(output.stderr.contains("error: mutation score 0% is below the required 95%"))
  }

  @Test("a mutants file naming an unknown mutant is an input error at its line and column")
  func unknownMutant() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("mutants.json")
    try #"{"equivalent": {"S9.card-takes-ovr": "a reason"}}"#.write(to: file, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["mutants", "--mutants-file", file.path, "--mutant", "S9.card-takes-over"])
    #expect(output.status == 2)
    #expect(
      output.stderr.contains(
        #"mutants.json:1:17: error: at $.equivalent["S9.card-takes-ovr"]: unknown mutant "S9.card-takes-ovr"; did you mean "S9.card-takes-over"?"#))
  }
}
