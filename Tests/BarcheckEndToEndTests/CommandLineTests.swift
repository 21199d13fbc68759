import BarcheckTestSupport
import Foundation
import Testing

/// Runs the real binary and checks what a user sees: stdout, stderr and the exit status.
@Suite("barcheck, end to end")
struct CommandLineTests {
  @Test("with no arguments it runs the bundled suite, passes, and ends with the counts line")
  func mainJob() async throws {
    let output = try await BinaryRunner.run([])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n")
    let last = try #require(lines.last)
    // The reference's known disagreements with observed cases are expected failures, counted as skipped.
    let match = last.wholeMatch(of: /(\d+) passed, 0 failed(?:, (\d+) skipped)?/)
    let (passed, skipped) = try #require(match.map { (Int($0.1) ?? 0, $0.2.flatMap { Int($0) } ?? 0) })
    #expect(passed >= 60)
    #expect(output.stdout.hasPrefix("barcheck 0.1.0: \(passed + skipped) cases from Conformance/cases against reference"))
    #expect(output.stdout.contains("\(skipped) xfail"))
  }

  @Test("a suite.json that is there but cannot be read is an error, not a silently unnamed suite")
  func unreadableManifest() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = directory.appendingPathComponent("suite/cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Conformance/cases/navigation/hidden-bar-push-and-pop.json"),
      to: cases.appendingPathComponent("case.json"))
    // A directory named suite.json exists and cannot be read as a file (as root, permissions would not stop a read).
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("suite/suite.json"), withIntermediateDirectories: true)
    let output = try await BinaryRunner.run(["run", cases.path, "--no-reports"])
    #expect(output.stderr.contains("suite.json: error: cannot read the suite manifest"), "\(output.stderr)")
    #expect(output.status == 2)
  }

  @Test("the closing line's counts are said first: what passed, failed and skipped each hold")
  func closingCounts() async throws {
    let output = try await BinaryRunner.run([
      "run", "--no-reports", "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py", "--expectations",
      "Conformance/expectations/style-stack-helper.json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n")
    let closing = try #require(lines.last)
    let counts = try #require(lines.dropLast().last)
    #expect(counts.hasPrefix("counts below: passed: "))
    #expect(counts.contains(" xfail") && counts.contains(" n/a"))
    let skipped = try #require(closing.wholeMatch(of: /(\d+) passed, 0 failed, (\d+) skipped/))
    let xfail = try #require(counts.firstMatch(of: /(\d+) xfail/)).1
    let na = try #require(counts.firstMatch(of: /(\d+) n\/a/)).1
    #expect(Int(skipped.2) == (Int(xfail) ?? 0) + (Int(na) ?? 0))
  }

  @Test("a suite chosen implicitly from the working directory is named; BARCHECK_SUITE chooses one explicitly")
  func implicitSuite() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = directory.appendingPathComponent("Conformance/cases/modal")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Conformance/cases/modal/alert-never-takes-over.json"),
      to: cases.appendingPathComponent("alert-never-takes-over.json"))
    let implicit = try await BinaryRunner.run(["list"], in: directory)
    #expect(implicit.stderr.contains("warning: using ./Conformance/cases (the working directory's suite), not the one this barcheck was built with"))
    #expect(implicit.stdout.contains("modal.alert-never-takes-over"))
    let chosen = try await BinaryRunner.run(
      ["list"], in: directory, environment: ["BARCHECK_SUITE": directory.appendingPathComponent("Conformance/cases").path])
    #expect(!chosen.stderr.contains("warning"), "\(chosen.stderr)")
    let missing = try await BinaryRunner.run(["list"], in: directory, environment: ["BARCHECK_SUITE": "/no/such/suite"])
    #expect(missing.stderr.contains("warning: no suite at /no/such/suite"))
  }

  @Test("a failing case exits 1 and prints its step diff")
  func failingCase() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = Fixtures.caseJSON(
      id: "e2e.wrong",
      windows:
        #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "list", "preferredStatusBarStyle": "lightContent" }] } }]"#,
      steps: #"[{ "event": "launch", "expect": { "style": "lightContent", "styleOwner": "list" } }]"#)
    try json.write(to: directory.appendingPathComponent("wrong.json"), atomically: true, encoding: .utf8)
    // Reports of its own: tests run at once, and a second run on one reports directory is refused.
    let output = try await BinaryRunner.run(["run", directory.path, "--reports", directory.appendingPathComponent("reports").path])
    #expect(output.status == 1)
    #expect(output.stdout.contains("FAIL  e2e.wrong  A test case"))
    #expect(output.stdout.contains("step 1 (launch): style expected lightContent, observed darkContent"))
    #expect(output.stdout.contains("step 1 (launch): styleOwner expected list, observed nav"))
    #expect(output.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test("a malformed file is reported with file:line:col and a did-you-mean, the other cases still run, and the exit is 2")
  func malformedFile() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = #"[{ "id": "main", "root": { "id": "root" } }]"#
    try Fixtures.caseJSON(id: "e2e.good", windows: window, steps: #"[{ "event": "launch", "expect": { "style": "darkContent" } }]"#)
      .write(to: directory.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    let bad = Fixtures.caseJSON(
      id: "e2e.bad", windows: #"[{ "id": "main", "root": { "id": "root", "prefferedStatusBarStyle": "lightContent" } }]"#,
      steps: #"[{ "event": "launch" }]"#)
    try bad.write(to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    // Reports of its own: tests run at once, and a second run on one reports directory is refused.
    let output = try await BinaryRunner.run(["run", directory.path, "--reports", directory.appendingPathComponent("reports").path])
    #expect(output.status == 2)
    #expect(
      output.stderr.contains(
        "bad.json:6:55: error: at $.windows[0].root.prefferedStatusBarStyle: unknown key \"prefferedStatusBarStyle\"; did you mean \"preferredStatusBarStyle\"?"
      ))
    #expect(output.stderr.contains("1 file could not be loaded fully"))
    #expect(output.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("files that cannot be loaded make every report incomplete, say so truthfully and name them; report renders the same")
  func unloadedFilesInReports() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = directory.appendingPathComponent("cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    let window = #"[{ "id": "main", "root": { "id": "root" } }]"#
    try Fixtures.caseJSON(id: "e2e.good", windows: window, steps: #"[{ "event": "launch", "expect": { "style": "darkContent" } }]"#)
      .write(to: cases.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    // One file the index counts (it parses) but that does not load, one that is not JSON (the index counts none of
    // it: the run was complete by its count), and one whose name is markup in every report format.
    try Fixtures.caseJSON(id: "e2e.typo", windows: #"[{ "id": "main", "root": { "id": "root", "prefferedStatusBarStyle": "x" } }]"#, steps: "[]")
      .write(to: cases.appendingPathComponent("counted.json"), atomically: true, encoding: .utf8)
    try "{ \"id\": ".write(to: cases.appendingPathComponent("cut.json"), atomically: true, encoding: .utf8)
    let hostile = "<b>&*x|`.json"
    try "[1,]".write(to: cases.appendingPathComponent(hostile), atomically: true, encoding: .utf8)
    let first = directory.appendingPathComponent("run").path
    let run = try await BinaryRunner.run(["run", cases.path, "--reports", first])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("3 files could not be loaded fully"))

    let footer = try #require(try String(contentsOfFile: first + "/results.jsonl", encoding: .utf8).split(separator: "\n").last)
    #expect(footer.contains(#""complete":false,"unloaded":{"count":3,"files":[{"file":""#), "\(footer)")
    #expect(!footer.contains("stopped"), "nothing stopped the run: \(footer)")
    let summary = try String(contentsOfFile: first + "/summary.md", encoding: .utf8)
    #expect(summary.contains("**The run did not complete** (3 files could not be loaded)"), "\(summary)")
    #expect(summary.contains("`\(cases.path)/cut.json`: 1:"), "\(summary)")
    #expect(summary.contains("``\(cases.path)/<b>&*x|`.json``"), "a file's name is a code span: \(summary)")
    let junit = try String(contentsOfFile: first + "/junit.xml", encoding: .utf8)
    #expect(junit.contains("<!-- incomplete: 3 files could not be loaded;"), "\(junit)")
    #expect(junit.contains(#"<testsuites name="barcheck" tests="4" failures="0" errors="3""#), "\(junit)")
    #expect(junit.contains(#"name="\#(cases.path)/&lt;b&gt;&amp;*x|`.json""#), "\(junit)")
    #expect(junit.contains(#"<error message="the file could not be loaded: 1:"#), "\(junit)")
    let html = try String(contentsOfFile: first + "/report.html", encoding: .utf8)
    #expect(html.contains("INCOMPLETE: 3 files could not be loaded; 1 cases finished"))
    #expect(html.contains("<li><code>\(cases.path)/&lt;b&gt;&amp;*x|`.json</code>:"))
    for text in [summary, junit, html] { #expect(!text.contains("interrupted"), "no signal is claimed") }

    let second = directory.appendingPathComponent("again").path
    let again = try await BinaryRunner.run(["report", first + "/results.jsonl", "--reports", second])
    #expect(again.status == 1, "\(again.stderr)")
    #expect(again.stderr.contains("warning: the run is incomplete: 3 files could not be loaded"))
    for name in ["junit.xml", "report.html", "summary.md"] {
      let a = try String(contentsOfFile: first + "/" + name, encoding: .utf8)
      let b = try String(contentsOfFile: second + "/" + name, encoding: .utf8)
      #expect(a == b, "\(name) differs between the run and report")
    }
  }

  @Test(
    "a selection that matches no case fails (exit 1) and names the selection, with the nearest tag; an empty shard does not",
    arguments: [
      (["--tag", "modl"], "error: no case matches --tag modl in Conformance/cases (", "; did you mean --tag modal?"),
      (["--tag", "nosuchtag", "--tag", "pussh"], "error: no case matches --tag nosuchtag --tag pussh in", "; did you mean --tag push?"),
      (["--filter", "zzz*"], "error: no case matches --filter 'zzz*' in Conformance/cases (", ""),
      (
        ["--filter", "navigation.*", "--level", "tentative", "--tag", "tabs"],
        "error: no case matches --filter 'navigation.*' --tag tabs --level tentative", ""
      ),
    ])
  func emptySelection(_ selection: [String], _ error: String, _ suggestion: String) async throws {
    let output = try await BinaryRunner.run(["run", "--no-reports"] + selection)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stdout.contains("0 cases in"), "\(output.stdout)")
    let line = try #require(output.stderr.split(separator: "\n").first { $0.hasPrefix("error: no case matches") }, "\(output.stderr)")
    #expect(line.hasPrefix(error), "\(line)")
    #expect(line.hasSuffix(" cases)" + suggestion), "\(line)")
    #expect(output.stderr.contains("help: `barcheck list` shows every case's id, level and tags"))
  }

  @Test("a shard that a selection leaves empty is no error: a small suite split many ways has some")
  func emptyShard() async throws {
    // The case falls in another shard of three (a shard is its id's hash, the same everywhere).
    let output = try await BinaryRunner.run(["run", "--no-reports", "--filter", "navigation.hidden-bar-push-and-pop", "--shard", "3/3"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("0 cases in"), "\(output.stdout)")
  }

  @Test("explain answers first; --trace shows the forwarding decision citing S12")
  func explain() async throws {
    let output = try await BinaryRunner.run(["explain", "Conformance/cases/navigation/hidden-bar-push-and-pop.json", "--step", "2", "--trace"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("step 2: push \"detail\" (lightContent) onto \"nav\""))
    #expect(output.stdout.contains("S12.3  \"nav\" hides its navigation bar: it forwards the style to its top view controller \"detail\""))
    let shows = try #require(output.stdout.range(of: "  shows    white content (lightContent), visible · decided by \"detail\""))
    let why = try #require(output.stdout.range(of: "  why "))
    #expect(shows.lowerBound < why.lowerBound, "the answer comes before the trace")
    #expect(!output.stdout.contains("step 1:"))
  }

  /// An observation says one style, the split view's own for a bar split over its columns, which neither part shows:
  /// `explain` says each part, the change of each part, and which part is stale or cannot be read.
  @Test("explain says a bar split over a split view's columns part by part")
  func explainSplitBar() async throws {
    let output = try await BinaryRunner.run(["explain", "Conformance/cases/legibility/split-bar-measured-part-by-part.json"])
    #expect(output.status == 0, "\(output.stderr)")
    for line in [
      #"  shows    white content (lightContent) on the left over "sidebar" and black content (darkContent) on the right over "detail", visible · decided by the columns of "split" · contrast 21:1 (the lower part)"#,
      #"  stale    the status bar still shows darkContent on the right (over "detail") instead of lightContent until setNeedsStatusBarAppearanceUpdate or an automatic trigger (S19.1, must)"#,
      #"  changed  on the right darkContent → lightContent, contrast 21:1 → 1:1, because of setNeedsStatusBarAppearanceUpdate() on "detail""#,
      #"  unread   white status bar content on the right (over "detail") is unreadable against what is behind it (contrast 1:1, below 3:1) (S23.32, tentative)"#,
    ] {
      #expect(output.stdout.contains(line + "\n"), "\(line)\n\(output.stdout)")
    }
    // Once the columns agree the bar shows one style, said as before.
    #expect(
      output.stdout.contains("  shows    white content (lightContent), visible · decided by the columns of \"split\" · contrast 1:1 (unreadable)\n"))
  }

  @Test("explain takes an app scenario (no id, rules or level), as the README and --help say")
  func explainScenario() async throws {
    let output = try await BinaryRunner.run(["explain", "Examples/scenarios/profile-screen.json", "--step", "3"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty)
    #expect(output.stdout.hasPrefix("scenario.profile-screen\n"))
    #expect(output.stdout.contains("  app scenario · profile classic"))
    #expect(output.stdout.contains("step 3: set"))
    #expect(!output.stdout.contains("step 2:"))
  }

  /// A split view of three columns (iOS 14's triple column style) cannot be written; the note says which two to give,
  /// as only the columns at the bar's edges give the style (it said only "a primary and optionally a secondary").
  @Test("a split view of three columns is refused with a note naming the two columns to give")
  func threeColumnSplitView() async throws {
    let directory = try Fixtures.temporaryDirectory()
    let file = directory.appendingPathComponent("three.json")
    try Data(
      #"{"windows": [{"id": "main", "root": {"id": "split", "kind": "splitView", "viewControllers": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}}], "steps": [{"event": "launch"}]}"#
        .utf8
    ).write(to: file)
    let output = try await BinaryRunner.run(["explain", file.path])
    #expect(output.status == 2)
    #expect(output.stderr.contains(#"error: at $.windows: split view controller "split" has 3 view controllers"#), "\(output.stderr)")
    #expect(output.stderr.contains("note: give it its primary and secondary columns only"), "\(output.stderr)")
    #expect(output.stderr.contains("leave out a three-column split view's supplementary (middle) column"))
  }

  @Test("explain still reads a file with an id as a suite case: a case missing its rules is an error")
  func explainIncompleteCase() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("case.json")
    try Data(
      #"{"id": "x.y", "title": "t", "level": "must", "windows": [{"id": "w", "root": {"id": "a"}}], "steps": [{"event": "launch"}]}"#
        .utf8
    ).write(to: file)
    let output = try await BinaryRunner.run(["explain", file.path])
    #expect(output.status == 2)
    #expect(output.stderr.contains("missing required key \"rules\" in a case"), "\(output.stderr)")
  }

  @Test(
    "usage errors exit 2 and point at --help",
    arguments: [
      (["run", "--jobz", "2"], "error: unknown option '--jobz'; did you mean '--jobs'?"),
      (["rnu"], "error: unknown command 'rnu'; did you mean 'run'?"),
      (["run", "--level", "maybe"], "error: invalid value 'maybe' for --level: expected must, should or tentative"),
      (["explain"], "error: missing the case file to explain"),
      (["explain", "Examples/scenarios/profile-screen.json", "--html", "Package.swift/film.html"], "error: cannot write the filmstrip"),
      (["run", "--resolver", "plugin-x"], "error: unknown resolver 'plugin-x'"),
      (["run", "--timeout", "0"], "error: invalid value '0' for --timeout"),
      (
        ["bench", "--only", "speed"],
        "error: invalid value 'speed' for --only: expected reference, instructions, loading, overhead, plugin, exec, fuzz, end-to-end"
      ),
      (["report", "no-such-stream.jsonl", "--html", "x.html"], "no-such-stream.jsonl: error: cannot read the file"),
      (["explain", "Examples"], "Examples: error: cannot read the file: it is a directory"),
      (["explain", "no-such-scenario.json"], "no-such-scenario.json: error: cannot read the file: No such file or directory"),
      (["import", "Examples"], "Examples: error: cannot read the file: it is a directory"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) async throws {
    let output = try await BinaryRunner.run(arguments)
    #expect(output.status == 2)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test("lint passes on the bundled suite and prints a coverage table with every rule at five or more")
  func lintSuite() async throws {
    let output = try await BinaryRunner.run(["lint"])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = output.stdout.split(separator: "\n").filter { $0.wholeMatch(of: /S\d+ +\d+ +(must|should|tentative) .*/) != nil }
    #expect(rows.count == 24)
    for row in rows {
      let count = Int(row.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
      #expect(count >= 5, "\(row)")
    }
    #expect(output.stdout.contains("lint: no problems in"))
  }

  @Test("lint on an app scenario prints each warning with step, controller, rule and advice, and exits 1")
  func lintScenario() async throws {
    let output = try await BinaryRunner.run(["lint", "Examples/scenarios/profile-screen.json"])
    #expect(output.status == 1)
    #expect(
      output.stdout.contains(
        "profile-screen.json:18:5: warning: step 3 (set): the status bar still shows style darkContent instead of lightContent")
    )
    #expect(output.stdout.contains("[S19.1, must; controller \"profile\"]"))
    #expect(output.stdout.contains("proven: with this change step 3 is up to date: lightContent, owner \"profile\""))
    #expect(
      output.stdout.contains(
        "step 4 (showWindow): black status bar content is unreadable against what is behind it (contrast 1.23:1, below 3:1) [S23.32, tentative; controller \"toastRoot\"]"
      ))
    #expect(output.stdout.contains("lint: 6 findings in 1 scenario"))
  }

  @Test("lint --format sarif prints a SARIF 2.1.0 log of the findings on stdout alone and exits 1, as the text output does")
  func lintScenarioSARIF() async throws {
    let output = try await BinaryRunner.run(["lint", "--format", "sarif", "Examples/scenarios/profile-screen.json"])
    #expect(output.status == 1)
    #expect(output.stderr.isEmpty, "\(output.stderr)")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["S2", "S12", "S19", "S23", "S23", "S3"])
    #expect(results.allSatisfy { $0["level"] as? String == "warning" })
  }

  @Test("list --version prints the suite version and content hash")
  func suiteVersion() async throws {
    let output = try await BinaryRunner.run(["list", "--version"])
    #expect(output.status == 0)
    #expect(output.stdout.wholeMatch(of: /barcheck-status-bar \d+\.\d+\.\d+\nsha256:[0-9a-f]{64} \(\d+ cases\)\n/) != nil, "\(output.stdout)")
  }

  @Test("the Python example resolver runs the suite over protocol v1 and fails where a style stack goes wrong")
  func pythonResolver() async throws {
    let output = try await BinaryRunner.run(["run", "--no-reports", "--resolver", "exec:python3 Examples/python-resolver/style_stack_resolver.py"])
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stdout.contains("against style-stack-helper 1.0.0 (Python)"))
    #expect(output.stdout.contains("FAIL  swiftui.style-stack-push"))
    #expect(output.stdout.contains("FAIL  swiftui.style-stack-tabs"))
    let counts = try #require(output.stdout.split(separator: "\n").last?.wholeMatch(of: /(\d+) passed, (\d+) failed, (\d+) skipped/))
    #expect(Int(counts.1) ?? 0 > 0)
    #expect(Int(counts.2) ?? 0 > 100)
    #expect(Int(counts.3) ?? 0 > 0)
  }

  @Test("doctor passes for the Python example and fails a resolver that answers with unknown ids")
  func doctor() async throws {
    let good = try await BinaryRunner.run(["doctor", "exec:python3 Examples/python-resolver/style_stack_resolver.py"])
    #expect(good.status == 0, "\(good.stdout)")
    #expect(good.stdout.contains("✓ stop: the process exits within 2 s"))
    let bad = try await BinaryRunner.run(["doctor", "exec:python3 Tests/Fixtures/fake-resolvers/fake_resolver.py unknown-id", "--timeout", "2"])
    #expect(bad.status == 1)
    #expect(bad.stdout.contains("✗ appearance.ancestor-override-light-in-dark-mode: protocol error: an answer for id \"no-such-id\""))
  }

  @Test(
    "doctor fails a resolver that garbles one late answer: the fifth (one case at a time) or the thirtieth (pipelined)",
    arguments: [5, 30])
  func doctorGarbledAnswer(_ n: Int) async throws {
    let fake = "exec:python3 Tests/Fixtures/fake-resolvers/fake_resolver.py garble-at-\(n)"
    let output = try await BinaryRunner.run(["doctor", fake, "--timeout", "5"])
    #expect(output.status == 1, "\(output.stdout)")
    #expect(output.stdout.contains("✗"), "\(output.stdout)")
    #expect(!output.stdout.contains("doctor: every check passed"))
  }

  @Test("doctor names a resolver that answers twice, and says what to fix")
  func doctorDuplicateAnswers() async throws {
    let fake = "exec:python3 Tests/Fixtures/fake-resolvers/fake_resolver.py duplicate-answers"
    let output = try await BinaryRunner.run(["doctor", fake, "--timeout", "5"])
    #expect(output.status == 1, "\(output.stdout)")
    #expect(output.stdout.contains("which is not a case in flight"), "\(output.stdout)")
    #expect(output.stdout.contains("to fix:\n  - answer each run request exactly once"), "\(output.stdout)")
  }

  @Test("doctor warns when the slowest answer takes over half the deadline, and still passes")
  func doctorDeadlineWarning() async throws {
    let fake = "exec:python3 Tests/Fixtures/fake-resolvers/fake_resolver.py slow"
    let output = try await BinaryRunner.run(["doctor", fake, "--timeout", "0.09"])
    #expect(output.stdout.contains("! deadline: the slowest smoke case took"), "\(output.stdout)")
    #expect(output.status == 0 || output.stdout.contains("timed out") || output.stdout.contains("timeout"), "\(output.stdout)")
  }

  @Test("a resolver that does not start is recorded as a crash for every case, and the run still reports")
  func resolverDoesNotStart() async throws {
    let output = try await BinaryRunner.run([
      "run", "Tests/Fixtures/report-suite", "--no-reports", "--resolver",
      "exec:python3 Tests/Fixtures/fake-resolvers/fake_resolver.py crash-on-start",
    ])
    #expect(output.status == 1)
    #expect(output.stderr.contains("did not start: the resolver exited with status 3 before its hello"))
    #expect(output.stdout.contains("5 cases in"))
    #expect(output.stdout.contains("5 crash"))
  }

  @Test("every command answers --help", arguments: ["run", "list", "explain", "lint", "report", "doctor", "bench"])
  func help(_ command: String) async throws {
    let output = try await BinaryRunner.run([command, "--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("USAGE: barcheck \(command)"))
  }

  @Test("reports rendered during a run equal those rendered again from its stream")
  func reportAgain() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("run").path
    let second = directory.appendingPathComponent("again").path
    let run = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--reports", first])
    #expect(run.status == 1, "\(run.stderr)")
    let again = try await BinaryRunner.run(["report", first + "/results.jsonl", "--reports", second])
    #expect(again.status == 1, "\(again.stderr)")
    for name in ["junit.xml", "report.html", "summary.md"] {
      let a = try String(contentsOfFile: first + "/" + name, encoding: .utf8)
      let b = try String(contentsOfFile: second + "/" + name, encoding: .utf8)
      #expect(a == b, "\(name) differs between the run and report")
    }
  }

  @Test("bench runs and prints its table with a baseline for every figure")
  func bench() async throws {
    let output = try await BinaryRunner.run(["bench", "--scale", "tiny", "--seconds", "1"])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = output.stdout.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| figure") && !$0.hasPrefix("| ---") }
    // Every figure has a row, measured or saying why not (a debug build's instruction count, a C example not built).
    let figures = [
      "reference resolver, one core", "cases built in memory", "instructions a step", "case loading (parse", "case loading, instructions",
      "runner overhead, in-process",
      "runner overhead, plugin", "runner overhead, exec: pipelined", "C plugin resolver", "persistent exec: resolver",
      "fuzz against the in-process reference, one core", "fuzz: generating alone", "fuzz against the in-process reference with --jobs",
      "end to end, 1,000 cases (load", "end to end, 1,000 cases: reading them as a run does",
      "end to end, 1,000 cases: json-c parsing their files once", "end to end, 1,000 cases, against 100",
      "end to end, 100 cases, --jobs 2",
      "the machine's ceiling for two threads",
    ]
    #expect(rows.count == figures.count, "\(output.stdout)")
    for figure in figures { #expect(rows.filter { $0.contains(figure) }.count == 1, "no row for \(figure): \(output.stdout)") }
    #expect(rows[0].contains("steps/s") && rows[0].contains("×"))
    #expect(rows.contains { $0.contains("case loading (parse") && $0.contains("MB/s |") && $0.contains("json-c") })
    // json-c parsing the large suite, measured beside the end-to-end figures and set against the 6× target.
    #expect(rows.contains { $0.contains("json-c parsing their files once") && $0.contains("MB/s") && $0.contains("end-to-end target of 6×") })
    #expect(rows.contains { $0.contains("runner overhead, in-process") && $0.contains("µs a case") && $0.contains("the reference resolving") })
    #expect(
      rows.contains { $0.contains("runner overhead, exec") && $0.contains("µs a case") }, "the instant C program was not built: \(output.stdout)")
    // Fuzzing's ceiling: generating alone against the same baseline, and the ratio fuzzing can reach at most.
    #expect(
      rows.contains { $0.contains("fuzz: generating alone") && $0.contains("ceiling: generating and resolving") && $0.contains("resolving alone") })
    // Fuzzing on every core (`fuzz --jobs`' default), against the same with one job; not measured on one core.
    #expect(
      rows.contains {
        $0.contains("with --jobs") && ($0.contains("the same with --jobs 1: ") && $0.contains("scenarios/s") || $0.contains("not measured"))
      })
    #expect(rows.contains { $0.contains("end to end, 1,000 cases (load") && $0.contains("MB") && $0.contains("resolving the same cases") })
    // The large suite's figure is the median of three rounds, each against its own baseline, each round's ratio shown.
    #expect(
      rows.contains {
        $0.contains("end to end, 1,000 cases (load") && $0.contains("in the same round")
          && $0.split(separator: "rounds, lowest first: ").last?.split(separator: ",").count == 3
      })
    // Beside it, the floor of its ratio: reading the same cases as a run does (index and feed), against the same resolving.
    #expect(rows.contains { $0.contains("reading them as a run does") && $0.contains("index ") && $0.contains("the floor of the ratio above") })
    // The --jobs 2 figure is the median of three rounds, each round's ratio shown.
    #expect(rows.contains { $0.contains("--jobs 2 (") && $0.split(separator: "rounds, lowest first: ").last?.split(separator: ",").count == 3 })
    // Beside it, the machine's ceiling for two threads, also of three rounds, and how much of it --jobs 2 reaches.
    #expect(
      rows.contains {
        $0.contains("ceiling") && $0.contains("% of it") && $0.split(separator: "ceilings, lowest first: ").last?.split(separator: ",").count == 3
      })
  }

  @Test("list filters by glob, tag and level")
  func list() async throws {
    let output = try await BinaryRunner.run(["list", "--filter", "modal.*", "--tag", "capture", "--level", "must"])
    #expect(output.status == 0)
    let ids = output.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(!ids.isEmpty)
    #expect(ids.allSatisfy { $0.hasPrefix("modal.") })
    #expect(ids.contains("modal.over-full-screen-with-capture"))
    #expect(!ids.contains("modal.over-full-screen-without-capture"))
  }
}
