import BarcheckEngine
import BarcheckJSON
package import BarcheckModel
package import BarcheckReference

/// `barcheck lint` for an app scenario: plays the app's flow on the reference resolver and reports, step by step,
/// every wish of the developer's that the bar does not show, and every stale, unreadable or mismatched bar, each
/// with the deciding rule and the fixes proven to work by re-resolving the scenario with them.
package enum ScenarioLinter {
  /// A scenario played on the reference: what every step showed and the reference's records of what it ignored.
  package struct Played: Sendable {
    /// One observation per step played.
    package var observations: [Observation]
    /// One list of records per step played: every wish not shown, with its reason (`explain` prints them all).
    package var decisions: [[Decision]]
    /// The step that could not be played and why; nil when every step played.
    package var failure: Failure?
    /// One value per step played: the parts of a bar over an expanded split view's columns (S16.9), whose
    /// observation says one style; nil where the bar's style is not the columns'.
    package var splitBars: [SplitBar?] = []
  }

  /// A step that cannot be played.
  package struct Failure: Sendable, Hashable {
    /// The 0-based step.
    package var step: Int
    /// What is wrong.
    package var message: String
    /// What to change.
    package var help: String
  }

  /// One finding: a record of the reference's at the step where it first appears, with the later steps it stays at
  /// and its proven fixes.
  package struct Finding: Sendable, Hashable {
    /// The 0-based step where it first appears (after a step without it).
    package var step: Int
    /// The 0-based steps right after `step` where the same record stays, in order: one finding, not one a step (a
    /// bar that stays stale, a wish ignored or a bar unreadable over several steps). Empty when it is at `step` only.
    package var recurrences: [Int] = []
    /// The step's event.
    package var event: StepEvent
    /// What was wanted, what shows, the rule and why.
    package var decision: Decision
    /// The fixes that re-resolving proved, in the order to try them.
    package var fixes: [ScenarioFix] = []
    /// Why no fix is offered, when none is.
    package var noFix: String?
    /// The acknowledgement that accepts the finding, if the scenario has one.
    package var acknowledgement: Acknowledgement?

    /// The rule that decided.
    package var rule: RuleID { decision.rule }
    /// The controller concerned: the one that wished, else the one that decided.
    package var controller: String? { decision.wisher ?? decision.decider }
    /// `step 3 (push): …`, and `; also at steps 4–5` where it stays.
    package var message: String {
      let also = recurrences.isEmpty ? "" : "; also at \(ScenarioLinter.stepList(recurrences))"
      return "step \(step + 1) (\(event.kind.rawValue)): \(decision.message)\(also)"
    }
    /// What identifies the finding across versions of a scenario, without its step.
    package var key: Key { Key(decision: decision) }
  }

  /// A finding's identity without its step and wording: the aspect, the rule, who wished what, and why.
  package struct Key: Hashable, Sendable {
    var aspect: Decision.Aspect
    var rule: RuleID
    var wisher: String?
    var wish: Decision.Wish
    var reason: Decision.Reason

    /// The identity of a record.
    package init(decision: Decision) {
      (aspect, rule, wisher, wish, reason) = (decision.aspect, decision.rule, decision.wisher, decision.wish, decision.reason)
    }
  }

  /// An acknowledgement that matches no finding at its step.
  package struct UnusedAcknowledgement: Sendable, Hashable {
    /// The 0-based step.
    package var step: Int
    /// The acknowledgement.
    package var acknowledgement: Acknowledgement
  }

  /// Everything lint says about one scenario.
  package struct Report: Sendable {
    /// The findings in step order, acknowledged ones included.
    package var findings: [Finding]
    /// Acknowledgements that match nothing: each is a warning of its own.
    package var unusedAcknowledgements: [UnusedAcknowledgement]
    /// The step that could not be played, if any.
    package var failure: Failure?

    /// The findings that fail lint: those not acknowledged.
    package var failing: [Finding] { findings.filter { $0.acknowledgement == nil } }
    /// Whether lint passes: no failing finding, no unused acknowledgement, every step played.
    package var isClean: Bool { failing.isEmpty && unusedAcknowledgements.isEmpty && failure == nil }
  }

  /// Lints one scenario.
  ///
  /// - Parameters:
  ///   - scenario: The app scenario.
  ///   - proving: Whether to try and prove fixes (each candidate re-resolves the whole scenario).
  /// - Returns: The findings, with proven fixes, acknowledgements applied.
  package static func lint(_ scenario: ConformanceCase, proving: Bool = true) -> Report {
    let played = play(scenario)
    var findings = self.findings(played, scenario: scenario)
    if proving {
      // What each step shows and records before any fix: a fix may take records away, never add one at any step.
      let baseline = Baseline(played: played, findings: findings)
      var scene: CompiledScene?
      var session = try? ReferenceSession(scenario, tracing: false)
      var next = 0
      for i in findings.indices {
        // The scene as it stands after the finding's step: where the candidates look up kinds and windows.
        while var current = session, next <= findings[i].step, next < scenario.steps.count {
          _ = try? current.step(scenario.steps[next])
          session = current
          next += 1
        }
        scene = session?.scene
        guard let scene else { continue }
        let records = played.decisions[findings[i].step]
        switch FixCandidates.candidates(for: findings[i].decision, step: findings[i].step, scenario: scenario, scene: scene, records: records) {
        case .failure(let none):
          findings[i].noFix = none.reason
        case .success(let candidates):
          var refuted: [String] = []
          for var fix in candidates {
            var result = prove(fix, for: findings[i], in: scenario, baseline: baseline)
            // A change to the first screen moves it away from the launch screen: the fix then includes Info.plist's.
            if case .failure = result, let launch = launchEdits(after: fix, in: scenario, baseline: baseline) {
              var combined = fix
              combined.edits += launch.edits
              combined.infoPlist = [fix.infoPlist, launch.infoPlist].compactMap { $0 }.joined(separator: "\n")
              combined.summary += ", and match the launch screen to it"
              if case .success = prove(combined, for: findings[i], in: scenario, baseline: baseline) {
                fix = combined
                result = prove(combined, for: findings[i], in: scenario, baseline: baseline)
              }
            }
            switch result {
            case .success(let proof):
              fix.proof = proof
              findings[i].fixes.append(fix)
            case .failure(let refutation):
              refuted.append("\(fix.summary): \(refutation.reason)")
            }
          }
          if findings[i].fixes.isEmpty {
            // No candidate at all: say so, rather than "tried" and nothing after it.
            findings[i].noFix =
              refuted.isEmpty
              ? "none found: barcheck knows no change to this scenario that makes the bar show what is asked here"
              : "none proven; barcheck tried " + refuted.joined(separator: "; ")
          }
        }
      }
    }
    var unused: [UnusedAcknowledgement] = []
    for (step, item) in scenario.steps.enumerated() {
      for acknowledgement in item.acknowledgements {
        var matched = false
        for i in findings.indices where findings[i].step == step && acknowledgement.accepts(findings[i].decision.clause, rule: findings[i].rule) {
          findings[i].acknowledgement = acknowledgement
          matched = true
        }
        if !matched { unused.append(UnusedAcknowledgement(step: step, acknowledgement: acknowledgement)) }
      }
    }
    return Report(findings: findings, unusedAcknowledgements: unused, failure: played.failure)
  }

  /// Plays a scenario on the reference, keeping every step's records.
  package static func play(_ scenario: ConformanceCase, tracing: Bool = false) -> Played {
    var played = Played(observations: [], decisions: [], failure: nil)
    var session: ReferenceSession
    do {
      session = try ReferenceSession(scenario, tracing: tracing)
    } catch {
      played.failure = Failure(step: 0, message: error.message, help: error.help ?? "fix the scenario")
      return played
    }
    for (i, step) in scenario.steps.enumerated() {
      let observation: Observation
      do {
        observation = try session.step(step)
      } catch {
        played.failure = Failure(step: i, message: error.message, help: error.help ?? "fix the scenario")
        break
      }
      var decisions = session.decisions(after: step, observation: observation, previous: played.observations.last)
      if i == 0, scenario.infoPlist.viewControllerBasedStatusBarAppearance,
        let launch = launchMismatch(scenario, observation, splitBar: session.splitBar)
      {
        decisions.insert(launch, at: 0)
      }
      played.splitBars.append(session.splitBar)
      played.observations.append(observation)
      played.decisions.append(decisions)
    }
    return played
  }

  /// The findings of a played scenario, without fixes: each record at the step where it first appears, with the
  /// steps right after it where it stays.
  static func findings(_ played: Played, scenario: ConformanceCase) -> [Finding] {
    // A finding stays only while the same controller decides: another controller's unreadable bar at the next step (a
    // cover presented over it) is a finding of its own, which an acknowledgement of the first must not accept.
    struct Recurring: Hashable {
      var key: Key
      var decider: String?
    }
    var findings: [Finding] = []
    var previous: Set<Recurring> = []
    var wasStale = false
    // The stale findings since the bar last became stale: one for each controller whose change left it so.
    var staleRun: [Int] = []
    for (i, decisions) in played.decisions.enumerated() {
      var current: Set<Recurring> = []
      for decision in decisions {
        let key = Key(decision: decision)
        let recurring = Recurring(key: key, decider: decision.decider)
        current.insert(recurring)
        // A bar that stays stale, a wish ignored over several steps, a bar that stays unreadable: one finding, where it starts.
        // A stale bar is one finding where it became stale, and one more at each event that does not refresh it (S20),
        // and at each change of another controller without its update call: that controller's class needs the call too,
        // which the first finding's fix does not add.
        let open: Int?
        if decision.aspect == .freshness {
          // The stale finding of this run that the record belongs to: the one of the same change, or the last.
          open = decision.wisher.flatMap { wisher in staleRun.last { findings[$0].decision.wisher == wisher } } ?? staleRun.last
        } else {
          open = findings.lastIndex { $0.key == key && $0.decision.decider == decision.decider }
        }
        let sameChange = decision.wisher == nil || open.map { findings[$0].decision.wisher == decision.wisher } ?? true
        if decision.aspect == .freshness
          ? wasStale && decision.rule != .s20 && sameChange : previous.contains(recurring) && decision.reason != .applicationSetterInert
        {
          if let open, findings[open].recurrences.last != i { findings[open].recurrences.append(i) }
          continue
        }
        if decision.aspect == .freshness { staleRun = (wasStale && decision.rule != .s20 ? staleRun : []) + [findings.count] }
        findings.append(Finding(step: i, event: scenario.steps[i].event, decision: decision))
      }
      wasStale = decisions.contains { $0.aspect == .freshness }
      previous = current
    }
    return findings
  }

  /// What a scenario showed and recorded before any fix: what a fix is proven against.
  struct Baseline {
    /// The scenario as written, played.
    var played: Played
    /// Each step's records, by identity.
    var keys: [Set<Key>]
    /// Where lint reports each finding: its step and identity.
    var reported: Set<Reported>

    /// A finding where lint reports it.
    struct Reported: Hashable {
      var step: Int
      var key: Key
    }

    init(played: Played, findings: [Finding]) {
      self.played = played
      self.keys = played.decisions.map { Set($0.map(Key.init)) }
      self.reported = Set(findings.map { Reported(step: $0.step, key: $0.key) })
    }
  }

  /// Re-resolves the scenario with the fix: its proof when the finding's step then shows what was wanted (or hides
  /// the bar, which leaves no content for a style or legibility finding to be about), without the finding, and no
  /// step records anything it did not record before; otherwise why not, naming the finding the fix would add that
  /// matters most. The proof names every finding lint would report at a step where it did not before (one the fix
  /// leaves at a later step).
  static func prove(_ fix: ScenarioFix, for finding: Finding, in scenario: ConformanceCase, baseline: Baseline) -> Result<String, NoFix> {
    let fixed = fix.applied(to: scenario)
    let played = play(fixed)
    if let failure = played.failure {
      return .failure(NoFix("the changed scenario cannot be played at step \(failure.step + 1): \(failure.message)"))
    }
    let step = finding.step
    let observation = played.observations[step]
    // "still" only of what the step showed before the fix as well.
    let before = baseline.played.observations[step]
    let wanted = finding.decision.wanted
    // From iOS 13 an expanded split view's edge columns give the style its observation reports it as owning (S16.9).
    let columns = step < played.splitBars.count && played.splitBars[step] != nil && !observation.hidden
    let owner = observation.styleOwner.map { ", owner \"\($0)\"\(columns ? " (its edge columns give the style)" : "")" } ?? ""
    let label = "step \(step + 1)"
    // A hidden bar shows no content: a wish about its colour, or its contrast, no longer has anything to be about.
    let hiddenProof = "with this change \(label) hides the bar\(observation.hiddenOwner.map { ", owner \"\($0)\"" } ?? ""), so no content shows"
    let proof: String
    switch finding.decision.aspect {
    case .style:
      if observation.hidden {
        proof = hiddenProof
        break
      }
      // Over a bar split between two styles the wish can show on the part over its own column.
      let parts = splitParts(played, at: step)
      guard (parts.map { [$0.leading, $0.trailing] } ?? [observation.style]).contains(where: { $0.rawValue == wanted }) else {
        let still = !before.hidden && before.style == observation.style && splitParts(baseline.played, at: step) == parts ? "still " : ""
        return .failure(NoFix("\(label) would \(still)show \(shownStyles(played, at: step))"))
      }
      proof = "with this change \(label) shows \(shownStyles(played, at: step))\(owner)"
    case .visibility:
      guard String(observation.hidden) == wanted else {
        return .failure(NoFix("\(label) would still \(observation.hidden ? "hide" : "show") the bar"))
      }
      proof =
        "with this change \(label) shows the bar \(observation.hidden ? "hidden" : "visible")\(observation.hiddenOwner.map { ", owner \"\($0)\"" } ?? "")"
    case .animation:
      guard observation.animation.rawValue == wanted else {
        let still = before.animation == observation.animation ? "still " : ""
        return .failure(NoFix("\(label) would \(still)animate \(observation.animation.rawValue)"))
      }
      proof = "with this change \(label) animates \(observation.animation.rawValue)"
    case .legibility:
      guard observation.legible != false else { return .failure(NoFix("\(label) would still be unreadable")) }
      proof =
        observation.hidden
        ? hiddenProof
        : "with this change \(label) shows \(shownStyles(played, at: step))\(observation.contrast.map { " at \(JSONWriter.format($0)):1" } ?? "")\(owner)"
    case .freshness:
      guard !played.decisions[step].contains(where: { $0.aspect == .freshness }) else { return .failure(NoFix("\(label) would still be stale")) }
      proof = "with this change \(label) is up to date: \(shownStyles(played, at: step))\(owner)"
    case .launch:
      guard !played.decisions[0].contains(where: { $0.aspect == .launch }) else { return .failure(NoFix("the launch screen would still differ")) }
      proof = "with this change the launch screen and step 1 agree: \(shownStyles(played, at: step)), \(observation.hidden ? "hidden" : "visible")"
    }
    if played.decisions[step].contains(where: { Key(decision: $0) == finding.key }) { return .failure(NoFix("\(label) would keep the finding")) }
    let added = played.decisions.enumerated().flatMap { i, records in
      // Steps the scenario as written could not reach have nothing to compare with.
      i < baseline.keys.count ? records.filter { !baseline.keys[i].contains(Key(decision: $0)) }.map { (step: i, decision: $0) } : []
    }
    if let refusal = addedFindings(added, in: fixed) { return .failure(refusal) }
    // Every record left was there before at its step; one that lint would now report at a step where it did not (a
    // finding the fix clears at its first step but not at a later one) is named, so that the proof hides nothing.
    let remaining = findings(played, scenario: fixed).filter { !baseline.reported.contains(Baseline.Reported(step: $0.step, key: $0.key)) }
    let left = remaining.map { remaining in
      let steps = [remaining.step] + remaining.recurrences
      let event = steps.count == 1 ? " (\(fixed.steps[remaining.step].event.kind.rawValue))" : ""
      return "; remains as before at \(stepList(steps))\(event): \(remaining.decision.message)"
    }
    return .success(proof + left.joined())
  }

  /// The parts of a shown bar split between two styles over a split view's columns at a step; nil for any other bar.
  package static func splitParts(_ played: Played, at step: Int) -> SplitBar? {
    step < played.splitBars.count ? SplitBar.shown(played.splitBars[step], hidden: played.observations[step].hidden) : nil
  }

  /// What a step's bar shows, as a proof says it: its style, or each part's of a bar split over a split view's columns.
  static func shownStyles(_ played: Played, at step: Int) -> String {
    splitParts(played, at: step)?.styles ?? played.observations[step].style.rawValue
  }

  /// Why a fix that adds findings is refused: the one that matters most in full (a launch screen that differs last,
  /// as Info.plist can match it), the others by what they are and where.
  static func addedFindings(_ added: [(step: Int, decision: Decision)], in fixed: ConformanceCase) -> NoFix? {
    // A stable order: every finding but the launch screen's first, each group in step order.
    let ranked = added.filter { $0.decision.aspect != .launch } + added.filter { $0.decision.aspect == .launch }
    guard let first = ranked.first else { return nil }
    var reason = "it would add a finding at step \(first.step + 1) (\(fixed.steps[first.step].event.kind.rawValue)): \(first.decision.message)"
    // The others by what they are, each with the steps it is at (a finding that stays over several steps is one).
    var others: [(what: String, steps: [Int])] = []
    for other in ranked.dropFirst() {
      let what = other.decision.aspect.finding
      if let i = others.firstIndex(where: { $0.what == what }) {
        if !others[i].steps.contains(other.step) { others[i].steps.append(other.step) }
      } else {
        others.append((what, [other.step]))
      }
    }
    if !others.isEmpty { reason += "; also " + others.map { "\($0.what) at \(stepList($0.steps))" }.joined(separator: ", ") }
    return NoFix(reason)
  }

  /// 0-based steps as a person reads them: `step 2`, `steps 2–3`, `steps 2, 4–6`.
  ///
  /// - Parameter steps: 0-based steps, in any order, without repeats.
  /// - Returns: Their 1-based numbers, runs of consecutive steps joined by a dash.
  package static func stepList(_ steps: [Int]) -> String {
    var runs: [ClosedRange<Int>] = []
    for step in steps.sorted() {
      if let last = runs.last, last.upperBound + 1 == step {
        runs[runs.count - 1] = last.lowerBound...step
      } else if runs.last?.contains(step) != true {
        runs.append(step...step)
      }
    }
    let text = runs.map { $0.count == 1 ? "\($0.lowerBound + 1)" : "\($0.lowerBound + 1)–\($0.upperBound + 1)" }
    return (steps.count == 1 ? "step " : "steps ") + text.joined(separator: ", ")
  }

  /// The Info.plist fix for a launch-screen finding that a fix adds, when that is the only new finding it adds.
  static func launchEdits(after fix: ScenarioFix, in scenario: ConformanceCase, baseline: Baseline) -> ScenarioFix? {
    let fixed = fix.applied(to: scenario)
    let played = play(fixed)
    guard played.failure == nil, played.decisions.count == baseline.keys.count else { return nil }
    let added = played.decisions.enumerated().flatMap { i, records in records.filter { !baseline.keys[i].contains(Key(decision: $0)) } }
    guard added.count == 1, let launch = added.first, launch.aspect == .launch, let scene = try? CompiledScene(fixed),
      case .success(let candidates) = FixCandidates.candidates(for: launch, step: 0, scenario: fixed, scene: scene, records: played.decisions[0])
    else { return nil }
    return candidates.first
  }

  /// S2: the launch screen's style or visibility differs from the first screen's.
  ///
  /// - Parameter splitBar: The first screen's bar over a split view's columns, when they give its style: a bar split
  ///   between two styles changes on one side whatever single style the launch screen shows.
  static func launchMismatch(_ scenario: ConformanceCase, _ first: Observation, splitBar: SplitBar? = nil) -> Decision? {
    let plist = scenario.infoPlist
    let launchStyle: ContentStyle
    switch plist.launchStyle {
    case .lightContent: launchStyle = .lightContent
    case .darkContent: launchStyle = .darkContent
    case .default:
      let dark =
        scenario.profile != .legacy
        && (plist.userInterfaceStyle == .dark || (plist.userInterfaceStyle == .automatic && scenario.environment.appearance == .dark))
      launchStyle = dark ? .lightContent : .darkContent
    }
    var problems: [String] = []
    // A bar split between two styles over a split view's columns (S16.9) differs on one side from any one style the
    // launch screen shows: no Info.plist matches it, and the split is the style's finding to fix, not the launch's.
    let split = SplitBar.shown(splitBar, hidden: first.hidden)
    if split == nil && launchStyle != first.style {
      problems.append("the launch screen shows \(launchStyle.rawValue) but the first screen shows \(first.style.rawValue)")
    }
    if plist.statusBarHidden != first.hidden {
      problems.append(
        "the launch screen \(plist.statusBarHidden ? "hides" : "shows") the status bar but the first screen \(first.hidden ? "hides" : "shows") it")
    }
    guard !problems.isEmpty else { return nil }
    let runtimeTheme =
      scenario.windows.contains { $0.overrideUserInterfaceStyle != .unspecified }
      || scenario.steps.contains {
        if case .setOverrideUserInterfaceStyle(.window, _) = $0.event { return true }
        return false
      }
    return Decision(
      aspect: .launch, clause: .s2_5, wisher: nil, wish: .none,
      wanted: "\(split?.styles ?? first.style.rawValue), \(first.hidden ? "hidden" : "visible")",
      shown: "\(launchStyle.rawValue), \(plist.statusBarHidden ? "hidden" : "visible")", decider: first.styleOwner,
      reason: .launchMismatch(
        style: split == nil && launchStyle != first.style ? first.style : nil, hidden: plist.statusBarHidden != first.hidden ? first.hidden : nil,
        runtimeTheme: runtimeTheme),
      message: "\(problems.joined(separator: "; ")), so the bar changes as the app appears")
  }
}

extension Decision.Aspect {
  /// A finding of this aspect in a few words, for a list of them: `a stale bar`.
  var finding: String {
    switch self {
    case .style: "an ignored style"
    case .visibility: "an ignored visibility"
    case .animation: "an ignored animation"
    case .legibility: "unreadable content"
    case .launch: "a launch screen that differs"
    case .freshness: "a stale bar"
    }
  }
}

extension StepEvent {
  /// The controller an event targets, when it targets one.
  var controllerID: String? {
    switch self {
    case .set(let id, _), .setNeedsStatusBarAppearanceUpdate(let id, _), .dismiss(let id, _): id
    case .push(let id, _, _), .pop(let id, _), .popToRoot(let id, _), .setNavigationBarHidden(let id, _, _), .setNavigationBarStyle(let id, _): id
    case .selectTab(let id, _): id
    case .present(let id, _, _): id
    case .setOverrideUserInterfaceStyle(.viewController(let id), _): id
    default: nil
    }
  }
}
