import BarcheckTestSupport
import Foundation
import Testing

/// `barcheck lint <scenario>` as a user runs it: findings, proven fixes, formats, previews, acknowledgements.
@Suite("barcheck lint on app scenarios")
struct LintCommandTests {
  /// A C1 control in a title or an acknowledgement's reason (JSON allows it raw in a string) was written out by the
  /// console's neutralising as `\x85`, which is no JSON escape: `--format json` printed a document no reader could
  /// parse. Lint's JSON, SARIF and previews now write such characters as `\uXXXX` escapes before printing.
  @Test(
    "--format json, --format sarif and --fix-preview stay valid JSON with C1 controls and bidi overrides in the file",
    arguments: ["json", "sarif", "preview"])
  func documentsWithInvisibles(_ format: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("c1.json")
    let scenario = #"""
      { "title": "t\u0085", "app": { "windowGroup": { "swiftUI": "view", "id": "root", "background": "#000000" } },
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S2", "reason": "because\u0085\u009b31m \u202Eflip" }] }] }
      """#
    try Data(scenario.utf8).write(to: file)
    let arguments = format == "preview" ? ["lint", file.path, "--fix-preview", "1"] : ["lint", file.path, "--format", format]
    let output = try await BinaryRunner.run(arguments)
    #expect(output.status != 2, "\(output.stderr)")
    // Nothing that acts on a terminal is printed raw.
    #expect(!output.stdout.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) || $0.value == 0x202E }, "\(output.stdout)")
    // An independent reader parses it; JSON and the preview carry the characters as written (SARIF's messages write
    // them out visibly, as every message it shows).
    let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    if format != "sarif" {
      #expect(String(data: try JSONSerialization.data(withJSONObject: document), encoding: .utf8)?.contains("\u{85}") == true)
    }
  }

  @Test("a scenario with a finding exits 1 and prints the finding, the rule, a fix in UIKit and its proof")
  func finding() async throws {
    let output = try await BinaryRunner.run(["lint", "Examples/scenarios/over-full-screen-cannot-hide.json"])
    #expect(output.status == 1)
    #expect(output.stdout.contains("warning: step 2 (present): \"player\" (prefersStatusBarHidden true) asks for the bar hidden"))
    #expect(output.stdout.contains("[S9.3, must; controller \"player\"]"))
    #expect(output.stdout.contains("UIKit: viewController.modalPresentationCapturesStatusBarAppearance = true"))
    #expect(output.stdout.contains("proven: with this change step 2 shows the bar hidden, owner \"player\""))
    #expect(output.stdout.hasSuffix("lint: 1 finding in 1 scenario; 1 proven fix\n"))
    #expect(output.stderr.isEmpty, "findings are results: standard output")
  }

  @Test("--fix-preview prints the scenario with the fix applied, and that scenario lints clean")
  func fixPreview() async throws {
    let output = try await BinaryRunner.run(["lint", "Examples/scenarios/over-full-screen-cannot-hide.json", "--fix-preview", "1"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("\"modalPresentationCapturesStatusBarAppearance\": true"))
    // The file as written, with the fix's value added where the file has the controller: every other line kept.
    let original = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/scenarios/over-full-screen-cannot-hide.json"), encoding: .utf8)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count && zip(before, after).filter { $0 != $1 }.count == 1, "\(output.stdout)")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixed = directory.appendingPathComponent("fixed.json")
    try Data(output.stdout.utf8).write(to: fixed)
    let relint = try await BinaryRunner.run(["lint", fixed.path])
    #expect(relint.status == 0, "\(relint.stderr)")
    #expect(relint.stdout == "lint: 0 findings in 1 scenario\n")
    let tooFar = try await BinaryRunner.run(["lint", "Examples/scenarios/over-full-screen-cannot-hide.json", "--fix-preview", "9"])
    #expect(tooFar.status == 2)
    #expect(tooFar.stderr.contains("error: --fix-preview 9: lint offered 1 fix"))
  }

  @Test("--fix-preview of a SwiftUI scenario prints the views as written, with the fix as a view key; one no view key says is the lowered form")
  func fixPreviewSwiftUI() async throws {
    let path = "Examples/scenarios/swiftui/navigation-stack-toolbar-scheme.json"
    let output = try await BinaryRunner.run(["lint", path, "--fix-preview", "1"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!output.stderr.contains("as the controllers it describes"), "\(output.stderr)")
    #expect(output.stdout.contains(#"{ "swiftUI": "view", "id": "library", "toolbarBackground": "visible", "toolbarColorScheme": "dark" }"#))
    #expect(!output.stdout.contains(#""kind""#), "\(output.stdout)")
    // Every other line as written (the launch screen's Info.plist is added on the last line of steps).
    let original = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count && zip(before, after).filter { $0 != $1 }.count == 2, "\(output.stdout)")
    // The capture flag (on the UIHostingController a UIKit controller presents) has no view key: the preview is the
    // controllers, and says so.
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sheet.json")
    let scenario = ##"""
      { "windows": [{ "id": "main", "root": { "id": "home" } }],
        "steps": [{ "event": "launch" },
          { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "statusBarHidden": true } }] }
      """##
    try Data(scenario.utf8).write(to: file)
    let capture = try await BinaryRunner.run(["lint", file.path, "--fix-preview", "2"])
    #expect(capture.status == 0, "\(capture.stderr)")
    #expect(capture.stderr.contains("fix 2: let \"player\" take the status bar over"))
    #expect(capture.stderr.contains("(the scenario as the controllers it describes: the change cannot be written into the file as you wrote it)"))
    #expect(capture.stdout.contains(#""modalPresentationCapturesStatusBarAppearance": true"#))
  }

  @Test("--format json carries the findings, their clause confidence, fixes and proofs")
  func json() async throws {
    let output = try await BinaryRunner.run(["lint", "--format", "json", "Examples/scenarios/swiftui-toolbar-scheme-without-background.json"])
    #expect(output.status == 1)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    let files = try #require(document["files"] as? [[String: Any]])
    let scenarios = try #require(files.first?["scenarios"] as? [[String: Any]])
    let findings = try #require(scenarios.first?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["S21"])
    #expect(findings.first?["level"] as? String == "tentative")
    #expect(findings.first?["recurrences"] as? [Int] == [])
    #expect(findings.first?["line"] as? Int == 11)
    let fixes = try #require(findings.first?["fixes"] as? [[String: Any]])
    #expect(fixes.first?["swiftui"] as? String == ".toolbarBackground(.visible, for: .navigationBar)")
    #expect((fixes.first?["proof"] as? String)?.hasPrefix("with this change step 1 shows lightContent") == true)
    #expect((document["summary"] as? [String: Any])?["failing"] as? Int == 1)
  }

  @Test("acknowledging every finding exits 0 and lists them; an acknowledgement that matches nothing warns")
  func acknowledgements() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("app.json")
    try Data(
      #"""
      { "windows": [{ "id": "main", "root": { "id": "profile", "preferredStatusBarStyle": "darkContent", "overlay": "#0A1F44" } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S23", "reason": "the header \u001b[31m fades in" }] }] }
      """#.utf8
    ).write(to: file)
    let output = try await BinaryRunner.run(["lint", file.path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("note: acknowledged: step 1 (launch): black status bar content is unreadable"))
    #expect(!output.stdout.contains("\u{1b}"), "a reason from the file reaches the terminal without its escape byte")
    #expect(output.stdout.hasSuffix("lint: 0 findings (1 acknowledged) in 1 scenario\n"))

    try Data(
      #"""
      { "windows": [{ "id": "main", "root": { "id": "profile" } }],
        "steps": [{ "event": "launch", "acknowledge": [{ "rule": "S12", "reason": "old" }] }] }
      """#.utf8
    ).write(to: file)
    let unused = try await BinaryRunner.run(["lint", file.path])
    #expect(unused.status == 1)
    #expect(unused.stdout.contains("warning: step 1: the acknowledgement of S12 matches no finding at this step; remove it"))
  }

  @Test("Docs/diagnosing-an-app.md's SwiftUI scenario loads and lints to its S21 finding")
  func readmeSwiftUISample() async throws {
    let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Docs/diagnosing-an-app.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "**SwiftUI, as written.**").dropFirst().first)
    let sample = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("swiftui.json")
    try Data(sample.utf8).write(to: file)
    let output = try await BinaryRunner.run(["lint", file.path])
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stdout.contains("[S21.12, tentative; controller \"library\"]"))
    #expect(output.stdout.contains("SwiftUI: .toolbarBackground(.visible, for: .navigationBar)"))
  }

  @Test("a file with two scenarios works in explain and lint alike; an empty array is an error in both")
  func twoScenarios() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("flows.json")
    let one = #"{ "windows": [{ "id": "main", "root": { "id": "home" } }], "steps": [{ "event": "launch" }] }"#
    try Data("[\(one), \(one)]".utf8).write(to: file)
    let lint = try await BinaryRunner.run(["lint", file.path])
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(lint.stdout == "lint: 0 findings in 2 scenarios\n")
    let explain = try await BinaryRunner.run(["explain", file.path])
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains("scenario.flows.1\n") && explain.stdout.contains("scenario.flows.2\n"))
    try Data("[]".utf8).write(to: file)
    for command in ["lint", "explain"] {
      let empty = try await BinaryRunner.run([command, file.path])
      #expect(empty.status == 2)
      #expect(empty.stderr.contains("error: at $: the file holds no scenario"), "\(command): \(empty.stderr)")
    }
  }

  /// A scenario with a finding, and a file with a misspelt key (line 2, column 55) that does not load.
  static let loading = ##"{ "windows": [{ "id": "main", "root": { "id": "home", "overlay": "#0A1F44" } }], "steps": [{ "event": "launch" }] }"##
  static let misspelt =
    "{\n  \"windows\": [{ \"id\": \"main\", \"root\": { \"id\": \"home\", \"preferedStatusBarStyle\": \"lightContent\" } }],\n"
    + "  \"steps\": [{ \"event\": \"launch\" }] }"

  @Test("a file that does not load is named in every format, beside the findings of the file that does", arguments: ["text", "json", "sarif"])
  func fileNotLoaded(_ format: String) async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.json").path
    let bad = directory.appendingPathComponent("bad.json").path
    try Data(Self.loading.utf8).write(to: URL(fileURLWithPath: good))
    try Data(Self.misspelt.utf8).write(to: URL(fileURLWithPath: bad))
    let missing = directory.appendingPathComponent("missing.json").path
    let output = try await BinaryRunner.run(["lint", good, bad, missing, "--format", format])
    #expect(output.status == 2)
    #expect(output.stderr.contains("bad.json:2:55: error: at $.windows[0].root.preferedStatusBarStyle: unknown key"), "\(output.stderr)")
    #expect(output.stderr.contains("missing.json: error: cannot read the file"), "\(output.stderr)")
    switch format {
    case "text":
      #expect(output.stdout.contains("good.json:1:"))
      #expect(output.stdout.hasSuffix("lint: 1 finding in 1 scenario; 1 proven fix; 2 files could not be loaded (the errors say why)\n"))
    case "json":
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let findings = ((document["files"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]])?.first?["findings"] as? [Any]
      #expect(findings?.count == 1)
      let notLoaded = try #require(document["notLoaded"] as? [[String: Any]])
      #expect(notLoaded.map { $0["path"] as? String } == [bad, missing])
      let error = try #require((notLoaded[0]["errors"] as? [[String: Any]])?.first)
      #expect(error["line"] as? Int == 2 && error["column"] as? Int == 55)
      #expect(error["path"] as? String == "$.windows[0].root.preferedStatusBarStyle")
      #expect((error["message"] as? String)?.hasPrefix("unknown key \"preferedStatusBarStyle\"") == true)
      #expect((notLoaded[1]["errors"] as? [[String: Any]])?.first?["message"] as? String == "cannot read the file: No such file or directory")
      #expect((document["summary"] as? [String: Any])?["filesNotLoaded"] as? Int == 2)
    default:
      let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      #expect((run["results"] as? [Any])?.count == 1)
      let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
      #expect(invocation["executionSuccessful"] as? Bool == false)
      let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
      #expect(notifications.map { $0["level"] as? String } == ["error", "error"])
      let text = (notifications[0]["message"] as? [String: Any])?["text"] as? String
      #expect(text?.contains("bad.json: cannot be linted: at $.windows[0].root.preferedStatusBarStyle: unknown key") == true, "\(text ?? "")")
      let physical = try #require((notifications[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + bad)
      #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 2)
      #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 55)
    }
  }

  @Test("--fix-preview of a file that does not load says why it did not load, and counts no fixes")
  func previewOfUnloaded() async throws {
    let output = try await BinaryRunner.run(["lint", "no-such-scenario.json", "--fix-preview", "1"])
    #expect(output.status == 2)
    #expect(output.stderr == "no-such-scenario.json: error: cannot read the file: No such file or directory\n")
    #expect(output.stdout.isEmpty)
  }

  @Test("when no file loads, the text output's last line says nothing was linted")
  func nothingLoaded() async throws {
    let output = try await BinaryRunner.run(["lint", "no-such-scenario.json"])
    #expect(output.status == 2)
    #expect(output.stderr == "no-such-scenario.json: error: cannot read the file: No such file or directory\n")
    #expect(output.stdout == "lint: nothing linted; 1 file could not be loaded (the errors say why)\n")
  }

  @Test(
    "an option that does not apply to the lint asked for is a usage error saying what to write, never ignored",
    arguments: [
      (["lint", "--fix-preview", "1"], "error: --fix-preview takes one scenario file: write 'barcheck lint <scenario> --fix-preview N'"),
      (
        ["lint", "--format", "sarif"],
        "error: --format is for scenario files, the suite's lint prints text: write 'barcheck lint <scenario> ... --format sarif'"
      ),
      (
        ["lint", "Examples/scenarios/profile-screen.json", "--floor", "3"],
        "error: --floor is for the suite's lint, not scenario files: leave it out, or write 'barcheck lint --floor N' without files"
      ),
      (
        ["lint", "Examples/scenarios/profile-screen.json", "--fix-preview", "1", "--format", "sarif"],
        "error: --fix-preview prints the fixed scenario as JSON: leave out --format, or lint without --fix-preview"
      ),
      (
        ["lint", "-"],
        "error: lint reads scenario files, not standard input ('-'): give the file, or /dev/stdin to read standard input"
      ),
    ])
  func optionsRefused(_ arguments: [String], _ message: String) async throws {
    let output = try await BinaryRunner.run(arguments)
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix(message + "\n"), "\(output.stderr)")
    #expect(output.stdout.isEmpty, "\(output.stdout)")
  }

  @Test("lint --help gives each lint's usage and says which options are the suite's and which the scenarios'")
  func help() async throws {
    let output = try await BinaryRunner.run(["lint", "--help"])
    #expect(output.status == 0)
    #expect(
      output.stdout.contains(
        """
        USAGE: barcheck lint [--suite <dir>] [--floor <n>]
               barcheck lint <scenario> ... [--format text|json|sarif]
               barcheck lint <scenario> --fix-preview <n>

        """))
    #expect(output.stdout.contains("Not with scenario files."))
    #expect(output.stdout.contains("Scenario files only."))
    #expect(output.stdout.contains("for standard input give /dev/stdin"))
  }
}
