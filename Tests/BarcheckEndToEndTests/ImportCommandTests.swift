import BarcheckTestSupport
import Foundation
import Testing

/// The capture files of a fixture flow, in order, relative to the package root.
private func captures(_ flow: String) throws -> [String] {
  let folder = "Tests/Fixtures/captures/\(flow)"
  let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot.appendingPathComponent(folder).path)
  return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
}

/// `barcheck import` and `barcheck explain` on its output, as a developer runs them after recording a flow.
@Suite("barcheck import, then explain against the device")
struct ImportCommandTests {
  @Test("the disagreeing flow: explain says DIFFERS, exits 1 and drafts the observed case where it says")
  func disagreement() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = directory.appendingPathComponent("tab-navigation.json").path
    let imported = try await BinaryRunner.run(["import"] + (try captures("tab-navigation")) + ["--out", scenario])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.isEmpty)
    #expect(imported.stderr.contains("import: 3 captures → 1 scenario, 3 steps in \(scenario)"))

    let explained = try await BinaryRunner.run(["explain", scenario])
    #expect(explained.status == 1, "\(explained.stderr)")
    #expect(explained.stdout.contains("  device   showed lightContent, visible: the model agrees"))
    #expect(
      explained.stdout.contains(
        "  device   DIFFERS: the device showed lightContent, visible; the model says darkContent, visible because \"navigation\" shows its navigation bar"
      ))
    let draft = directory.appendingPathComponent("tab-navigation.observed.json")
    #expect(explained.stderr.contains("observed case: \(draft.path) (observed.tab-navigation, from step 2"))
    #expect(explained.stderr.contains("replace the placeholder source URL with the public report's"))
    let text = try String(contentsOf: draft, encoding: .utf8)
    #expect(text.contains("\"url\": \"https://example.invalid/replace-with-the-public-report\""))

    let elsewhere = directory.appendingPathComponent("drafts.json").path
    let chosen = try await BinaryRunner.run(["explain", scenario, "--step", "3", "--observed-out", elsewhere])
    #expect(chosen.status == 1)
    #expect(chosen.stderr.contains("observed case: \(elsewhere) (observed.tab-navigation, from step 3"))
  }

  @Test("an agreeing flow: stdout is the scenario, and explain says the model agrees at every capture, exit 0")
  func agreement() async throws {
    let imported = try await BinaryRunner.run(["import"] + (try captures("hud-window")))
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("{\n  \"title\": \"Imported from 3 captures on iPhone14,6, iOS 16.7\""))
    #expect(imported.stderr.contains("02-hud-shown.json:87:5: note: at $.windows[1]: window 1 is a system window"))
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let scenario = directory.appendingPathComponent("hud.json")
    try Data(imported.stdout.utf8).write(to: scenario)
    let explained = try await BinaryRunner.run(["explain", scenario.path])
    #expect(explained.status == 0, "\(explained.stdout)\(explained.stderr)")
    #expect(explained.stdout.components(separatedBy: ": the model agrees").count - 1 == 3)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("hud.observed.json").path))
    let linted = try await BinaryRunner.run(["lint", scenario.path])
    #expect(linted.status != 2, "\(linted.stderr)")
  }

  @Test("a bad capture is a positioned error with a did-you-mean, and nothing is written (exit 2)")
  func badCapture() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(try captures("sheet-card")[0]), encoding: .utf8)
    let bad = directory.appendingPathComponent("bad.json")
    try Data(original.replacingOccurrences(of: "\"statusBar\"", with: "\"statusbar\"").utf8).write(to: bad)
    let out = directory.appendingPathComponent("out.json").path
    let output = try await BinaryRunner.run(["import", bad.path, "--out", out])
    #expect(output.status == 2)
    #expect(output.stderr.contains("bad.json:"))
    #expect(output.stderr.contains(": error: at $.statusbar: unknown key \"statusbar\"; did you mean \"statusBar\"?"))
    #expect(!FileManager.default.fileExists(atPath: out))
    let none = try await BinaryRunner.run(["import"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("missing the capture files to import"))
  }
}
