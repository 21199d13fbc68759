import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTools

/// `barcheck explain`: what the status bar shows at every step of a case, and why.
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain", abstract: "Explain, step by step, what the status bar shows and which rule decided it.",
    usage: "<case-file> [--case <id>] [--step <n>] [--trace] [--html <path>]",
    arguments: [("<case-file>", "A case file (expectations are optional: an app scenario works too).")],
    options: [
      .value("case", "ID", "The case to explain when the file holds several."),
      .value("step", "N", "Only this step (from 1)."),
      .flag("trace", "Also print every decision behind each step, each with its rule, and the rules' confidence."),
      .flag("lowered", "Print the scenario as the controllers UIKit builds for it (SwiftUI views lowered), and stop."),
      .value("html", "PATH", "Also write the steps as a filmstrip: an HTML page with the status bar drawn at every step."),
      .value("observed-out", "PATH", "Where to draft an observed case when a step's \"device\" disagrees (default: <scenario>.observed.json)."),
    ],
    discussion: """
      For each step: what shows and who decides; what changed since the step before and which event caused it;
      every preference of yours that UIKit ignores there, with the reason and the confidence of the clause that
      decided (SPEC.md); a stale or unreadable bar. --trace adds the reference's full trace. A step imported from
      a capture (barcheck import) also says whether the model agrees with what the device showed, and where it
      does not, drafts an observed case (--observed-out).

      Exits 1 when a step's expectation, or a step's device record, disagrees with the reference resolver.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(arguments.positionals.isEmpty ? "missing the case file to explain" : "explain takes one case file")
    }
    let onlyStep = try arguments.integer("step", minimum: 1)
    guard let bytes = FileSystem.read(path) else {
      console.report([FileSystem.unreadable(path)])
      return .usageOrInputError
    }
    let loaded = ScenarioFile.load(SourceFile(path: path, bytes: bytes))
    console.report(loaded.diagnostics)
    if loaded.hasErrors { return .usageOrInputError }
    var cases = loaded.cases
    if let id = arguments.value("case") {
      cases = cases.filter { $0.id == id }
      if cases.isEmpty {
        throw UsageError("no case '\(id)' in \(path); it holds \(loaded.cases.map(\.id).joined(separator: ", "))")
      }
    }
    if arguments.flag("lowered") {
      for testCase in cases { console.printDocument(JSONWriter.string(testCase.scenarioJSON, layout: .pretty)) }
      return .success
    }
    // Each case is resolved once; the filmstrip and the console show the same observations and records.
    let played = cases.map { ScenarioLinter.play($0, tracing: true) }
    let observed: [Result<[Observation], StepFailure>] = zip(cases, played).map { testCase, played in
      if let failure = played.failure {
        return .failure(StepFailure(step: failure.step, error: SceneError(failure.message, help: failure.help)))
      }
      return .success(played.observations)
    }
    if let out = arguments.value("html") {
      let films = zip(cases, played).compactMap { testCase, played in
        played.failure == nil
          ? (testCase: testCase, frames: FilmstripFrame.frames(of: testCase, played: played, report: ScenarioLinter.lint(testCase))) : nil
      }
      do {
        try FileSystem.write(FilmstripRenderer.render(films), to: out)
      } catch {
        console.printError("\(out): error: cannot write the filmstrip: \(error.reason)")
        return .usageOrInputError
      }
      console.printError("filmstrip: \(out)")
    }
    var disagreements = 0
    let spec = SpecDocument.near(path) ?? SpecDocument.near(BundledSuite.casesDirectory)
    for (n, testCase) in cases.enumerated() {
      if n > 0 { console.print() }
      if let onlyStep, onlyStep > testCase.steps.count {
        throw UsageError("--step \(onlyStep) is past the last step of \(testCase.id) (\(testCase.steps.count) steps)")
      }
      disagreements += explain(
        testCase, observed: observed[n], decisions: played[n].decisions, splitBars: played[n].splitBars, onlyStep: onlyStep,
        trace: arguments.flag("trace"), spec: spec, console: console)
    }
    disagreements += draftObservedCase(cases, observed: observed, path: path, arguments: arguments, onlyStep: onlyStep, console: console)
    return disagreements > 0 ? .unexpectedOutcomes : .success
  }

  /// Prints one case; returns the number of disagreeing expectations.
  static func explain(
    _ testCase: ConformanceCase, observed: Result<[Observation], StepFailure>, decisions: [[Decision]] = [], splitBars: [SplitBar?] = [],
    onlyStep: Int?, trace: Bool = true, spec: SpecDocument? = nil, console: Console
  ) -> Int {
    let platform = testCase.platform
    console.print(console.styled(TextEscaping.line(testCase.id), .bold))
    console.print("  \(TextEscaping.line(testCase.title))")
    let mode =
      testCase.infoPlist.viewControllerBasedStatusBarAppearance
      ? "view-controller-based appearance" : "application-based appearance (UIViewControllerBasedStatusBarAppearance NO)"
    console.print(
      "  \(testCase.rules.isEmpty ? "app scenario" : "rules \(TextEscaping.line(testCase.rules.map(\.rawValue).joined(separator: ", "))) · level \(testCase.level.rawValue)") · profile \(testCase.profile.rawValue) (iOS \(platform.os), \(platform.idiom.rawValue)\(platform.idiom == .phone ? (platform.homeButton ? " with a home button" : " without a home button") : "")\(platform.liquidGlass ? ", Liquid Glass" : "")) · \(testCase.environment.appearance.rawValue), \(testCase.environment.orientation.rawValue) · \(mode)"
    )
    for source in testCase.sources { console.print("  source \(TextEscaping.line(source.summary, limit: 300))") }
    if let spec, !testCase.rules.isEmpty {
      console.print(
        "  spec   \(TextEscaping.line(spec.path)): " + testCase.rules.map { ruleSummary($0.rawValue, spec: spec) }.joined(separator: " · "))
    }
    if let reason = testCase.knownDisagreement {
      console.print("  \(console.styled("known disagreement", .yellow)): \(TextEscaping.line(reason, limit: 600))")
    }
    let observations: [Observation]
    switch observed {
    case .success(let list): observations = list
    case .failure(let failure):
      console.printError("error: \(failure)")
      return 1
    }
    let diffs = Judge.diffs(testCase, observations)
    for (i, (step, observation)) in zip(testCase.steps, observations).enumerated() {
      if let onlyStep, onlyStep != i + 1 { continue }
      console.print()
      console.print(console.styled("step \(i + 1): \(TextEscaping.line(step.description, limit: 500))", .bold))
      let bar = i < splitBars.count ? splitBars[i] : nil
      let previousBar = i > 0 && i - 1 < splitBars.count ? splitBars[i - 1] : nil
      console.print("  shows    \(TextEscaping.line(answer(observation, splitBar: bar), limit: 1_000))")
      console.print(
        "  changed  \(TextEscaping.line(change(from: i > 0 ? observations[i - 1] : nil, to: observation, step: step, splitBars: (previousBar, bar)), limit: 1_000))"
      )
      for decision in i < decisions.count ? decisions[i] : [] {
        let word = decisionLabel(decision.aspect)
        let label = console.styled(word + String(repeating: " ", count: max(0, 7 - word.count)), .yellow)
        console.print("  \(label)  \(TextEscaping.line(decision.message, limit: 1_000)) (\(decision.clause.id), \(decision.level.rawValue))")
      }
      if trace {
        for (n, entry) in observation.trace.enumerated() {
          console.print(
            "  \(n == 0 ? "why    " : "       ")  \(console.styled(entry.rule.paddedColumn(6), .cyan))\(TextEscaping.line(entry.message, limit: 1_000))"
          )
        }
        let decided = rulesCited(by: observation.trace)
        if !decided.isEmpty {
          console.print("  clauses  " + decided.map { ruleSummary($0, spec: spec) }.joined(separator: " · "))
        }
        for diagnostic in observation.diagnostics {
          console.print("  \(console.styled("note", .yellow))     \(TextEscaping.line(diagnostic, limit: 1_000))")
        }
      }
      if let expect = step.expect, !expect.isEmpty {
        let stepDiffs = diffs.filter { $0.step == i }
        if stepDiffs.isEmpty {
          console.print("  check    \(console.styled("as expected", .green)) (\(expectedFields(expect)))")
        } else {
          for diff in stepDiffs {
            console.print(
              "  check    \(console.styled("DISAGREES", .red)): \(diff.field) expected \(diff.expected), the reference shows \(diff.observed)")
          }
        }
      }
      if let device = DeviceComparison.compare(step, index: i, observation: observation) {
        console.print("  device   \(device.agrees ? "" : console.styled("DIFFERS", .red) + ": ")\(TextEscaping.line(device.text, limit: 2_000))")
      }
    }
    return diffs.filter { onlyStep == nil || $0.step + 1 == onlyStep }.count
  }

  /// `white content (lightContent), visible · decided by "detail"`: what shows and who decides.
  ///
  /// - Parameter splitBar: The parts of a bar over a split view's columns (S16.9): a bar split between two styles is
  ///   said part by part, as the observation's one style (the split view's own) cannot say it.
  static func answer(_ observation: Observation, splitBar: SplitBar? = nil) -> String {
    func content(_ style: ContentStyle) -> String { "\(style.ink) content (\(style.rawValue))" }
    let split = SplitBar.shown(splitBar, hidden: observation.hidden)
    var text =
      if observation.hidden {
        "hidden (\(observation.style.rawValue) when shown)"
      } else if let split {
        "\(content(split.leading)) on the left\(over(split.leadingColumn)) and \(content(split.trailing)) on the right\(over(split.trailingColumn)), visible"
      } else {
        "\(content(observation.style)), visible"
      }
    let style = observation.styleOwner ?? "nobody"
    let hidden = observation.hiddenOwner ?? "nobody"
    // From iOS 13 an expanded split view's edge columns give its bar's style, one or two (S16.9).
    let columns = observation.hidden ? nil : splitBar
    let styleOwner = columns.map { "the columns of \"\($0.split)\"" } ?? "\"\(style)\""
    text += style == hidden ? " · decided by \(styleOwner)" : " · style decided by \(styleOwner), visibility by \"\(hidden)\""
    if observation.animation != .none { text += " · animated \(observation.animation.rawValue)" }
    if let contrast = observation.contrast {
      text +=
        " · contrast \(JSONWriter.format(contrast)):1\(split != nil ? " (the lower part)" : "")\(observation.legible == false ? " (unreadable)" : "")"
    }
    return text
  }

  /// ` over "detail"`, or nothing without a column.
  private static func over(_ column: String?) -> String { column.map { " over \"\($0)\"" } ?? "" }

  /// What changed since the step before, and the event that caused it.
  ///
  /// - Parameter splitBars: The parts of the bar over a split view's columns at the step before and at this one: where
  ///   either is split between two styles, the change is said part by part.
  static func change(from previous: Observation?, to observation: Observation, step: Step, splitBars: (SplitBar?, SplitBar?) = (nil, nil))
    -> String
  {
    guard let previous else { return "the first resolution, after \(step.description)" }
    var parts: [String] = []
    if SplitBar.shown(splitBars.0, hidden: previous.hidden) != nil || SplitBar.shown(splitBars.1, hidden: observation.hidden) != nil {
      let before = splitBars.0.map { ($0.leading, $0.trailing) } ?? (previous.style, previous.style)
      let after = splitBars.1.map { ($0.leading, $0.trailing) } ?? (observation.style, observation.style)
      if before.0 != after.0 { parts.append("on the left \(before.0.rawValue) → \(after.0.rawValue)") }
      if before.1 != after.1 { parts.append("on the right \(before.1.rawValue) → \(after.1.rawValue)") }
    } else if previous.style != observation.style {
      parts.append("\(previous.style.rawValue) → \(observation.style.rawValue)")
    }
    if previous.hidden != observation.hidden { parts.append(observation.hidden ? "visible → hidden" : "hidden → visible") }
    if previous.styleOwner != observation.styleOwner {
      parts.append("style owner \"\(previous.styleOwner ?? "-")\" → \"\(observation.styleOwner ?? "-")\"")
    }
    if previous.hiddenOwner != observation.hiddenOwner {
      parts.append("visibility owner \"\(previous.hiddenOwner ?? "-")\" → \"\(observation.hiddenOwner ?? "-")\"")
    }
    if let before = previous.contrast, let after = observation.contrast, JSONWriter.format(before) != JSONWriter.format(after) {
      parts.append("contrast \(JSONWriter.format(before)):1 → \(JSONWriter.format(after)):1")
    }
    if parts.isEmpty { return "nothing, after \(step.description)" }
    return parts.joined(separator: ", ") + ", because of \(step.description)"
  }

  /// The label of a record's line.
  static func decisionLabel(_ aspect: Decision.Aspect) -> String {
    switch aspect {
    case .style, .visibility, .animation: "ignored"
    case .freshness: "stale"
    case .legibility: "unread"
    case .launch: "launch"
    }
  }

  /// The rules a step's trace cites, in order of first mention.
  static func rulesCited(by trace: [TraceEntry]) -> [String] {
    var seen: Set<String> = []
    return trace.map(\.rule).filter { seen.insert($0).inserted }
  }

  /// `S9.4 (must, 3 sources)`: a clause (or, in another resolver's trace, a rule) with its confidence and how much
  /// evidence SPEC.md tags to it.
  static func ruleSummary(_ id: String, spec: SpecDocument?) -> String {
    var level: RequirementLevel?
    var evidence: Int?
    if id.contains(".") {
      let rule = spec?.rule(String(id.prefix { $0 != "." }))
      level = spec?.clause(id)?.level ?? SpecClause.named(id)?.level
      evidence = rule.map { $0.evidence(for: id).count { $0.url != nil } }
    } else {
      level = spec?.rule(id)?.confidence ?? SpecRule.named(id)?.level
      evidence = spec?.rule(id)?.evidence.count
    }
    var parts: [String] = level.map { [$0.rawValue] } ?? []
    if let evidence { parts.append(evidence == 0 ? "inference" : "\(evidence) source\(evidence == 1 ? "" : "s")") }
    return parts.isEmpty ? id : "\(id) (\(parts.joined(separator: ", ")))"
  }

  static func expectedFields(_ expect: StepExpectation) -> String {
    StatusBarField.expectedFields(expect).map { "\($0.field.rawValue) \($0.value)" }.joined(separator: ", ")
  }
}
