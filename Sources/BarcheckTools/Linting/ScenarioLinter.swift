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

  /// One finding: a record of the reference's at the step where it first appears, with its proven fixes.
  package struct Finding: Sendable, Hashable {
    /// The 0-based step.
    package var step: Int
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
    /// `step 3 (push): …`.
    package var message: String { "step \(step + 1) (\(event.kind.rawValue)): \(decision.message)" }
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
      // What each step records before any fix: a fix may take records away, never add one at any step.
      let baseline = played.decisions.map { Set($0.map(Key.init)) }
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
        switch FixCandidates.candidates(for: findings[i].decision, step: findings[i].step, scenario: scenario, scene: scene) {
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
            findings[i].noFix = "none proven; barcheck tried " + refuted.joined(separator: "; ")
          }
        }
      }
    }
    var unused: [UnusedAcknowledgement] = []
    for (step, item) in scenario.steps.enumerated() {
      for acknowledgement in item.acknowledgements {
        var matched = false
        for i in findings.indices where findings[i].step == step && findings[i].rule == acknowledgement.rule {
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
      if i == 0, scenario.infoPlist.viewControllerBasedStatusBarAppearance, let launch = launchMismatch(scenario, observation) {
        decisions.insert(launch, at: 0)
      }
      played.observations.append(observation)
      played.decisions.append(decisions)
    }
    return played
  }

  /// The findings of a played scenario, without fixes: each record at the step where it first appears.
  static func findings(_ played: Played, scenario: ConformanceCase) -> [Finding] {
    var findings: [Finding] = []
    var previous: Set<Key> = []
    var wasStale = false
    for (i, decisions) in played.decisions.enumerated() {
      var current: Set<Key> = []
      for decision in decisions {
        let key = Key(decision: decision)
        current.insert(key)
        // A bar that stays stale, a wish ignored over several steps, a bar that stays unreadable: one finding, where it starts.
        // A stale bar is one finding where it became stale, and one more at each event that does not refresh it (S20).
        if decision.aspect == .freshness ? wasStale && decision.rule != .s20 : previous.contains(key) && decision.reason != .applicationSetterInert {
          continue
        }
        findings.append(Finding(step: i, event: scenario.steps[i].event, decision: decision))
      }
      wasStale = decisions.contains { $0.aspect == .freshness }
      previous = current
    }
    return findings
  }

  /// Re-resolves the scenario with the fix: its proof when the finding's step then shows what was wanted and no
  /// finding appears that the scenario did not have; nil otherwise.
  static func prove(_ fix: ScenarioFix, for finding: Finding, in scenario: ConformanceCase, baseline: [Set<Key>]) -> Result<String, NoFix> {
    let fixed = fix.applied(to: scenario)
    let played = play(fixed)
    if let failure = played.failure {
      return .failure(NoFix("the changed scenario cannot be played at step \(failure.step + 1): \(failure.message)"))
    }
    let step = finding.step
    let observation = played.observations[step]
    let wanted = finding.decision.wanted
    let owner = observation.styleOwner.map { ", owner \"\($0)\"" } ?? ""
    let label = "step \(step + 1)"
    let proof: String
    switch finding.decision.aspect {
    case .style:
      guard !observation.hidden, observation.style.rawValue == wanted else {
        return .failure(NoFix("\(label) would still show \(observation.hidden ? "a hidden bar" : observation.style.rawValue)"))
      }
      proof = "with this change \(label) shows \(observation.style.rawValue)\(owner)"
    case .visibility:
      guard String(observation.hidden) == wanted else {
        return .failure(NoFix("\(label) would still \(observation.hidden ? "hide" : "show") the bar"))
      }
      proof =
        "with this change \(label) shows the bar \(observation.hidden ? "hidden" : "visible")\(observation.hiddenOwner.map { ", owner \"\($0)\"" } ?? "")"
    case .animation:
      guard observation.animation.rawValue == wanted else { return .failure(NoFix("\(label) would still animate \(observation.animation.rawValue)")) }
      proof = "with this change \(label) animates \(observation.animation.rawValue)"
    case .legibility:
      guard observation.legible != false else { return .failure(NoFix("\(label) would still be unreadable")) }
      proof =
        "with this change \(label) shows \(observation.style.rawValue)\(observation.contrast.map { " at \(JSONWriter.format($0)):1" } ?? "")\(owner)"
    case .freshness:
      guard !played.decisions[step].contains(where: { $0.aspect == .freshness }) else { return .failure(NoFix("\(label) would still be stale")) }
      proof = "with this change \(label) is up to date: \(observation.style.rawValue)\(owner)"
    case .launch:
      guard !played.decisions[0].contains(where: { $0.aspect == .launch }) else { return .failure(NoFix("the launch screen would still differ")) }
      proof = "with this change the launch screen and step 1 agree: \(observation.style.rawValue), \(observation.hidden ? "hidden" : "visible")"
    }
    if played.decisions[step].contains(where: { Key(decision: $0) == finding.key }) { return .failure(NoFix("\(label) would keep the finding")) }
    for (i, records) in played.decisions.enumerated() {
      guard let new = records.first(where: { !baseline[i].contains(Key(decision: $0)) }) else { continue }
      return .failure(NoFix("it would add a finding at step \(i + 1) (\(fixed.steps[i].event.kind.rawValue)): \(new.message)"))
    }
    return .success(proof)
  }

  /// The Info.plist fix for a launch-screen finding that a fix adds, when that is the only new finding it adds.
  static func launchEdits(after fix: ScenarioFix, in scenario: ConformanceCase, baseline: [Set<Key>]) -> ScenarioFix? {
    let fixed = fix.applied(to: scenario)
    let played = play(fixed)
    guard played.failure == nil, played.decisions.count == baseline.count else { return nil }
    let added = played.decisions.enumerated().flatMap { i, records in records.filter { !baseline[i].contains(Key(decision: $0)) } }
    guard added.count == 1, let launch = added.first, launch.aspect == .launch, let scene = try? CompiledScene(fixed),
      case .success(let candidates) = FixCandidates.candidates(for: launch, step: 0, scenario: fixed, scene: scene)
    else { return nil }
    return candidates.first
  }

  /// S2: the launch screen's style or visibility differs from the first screen's.
  static func launchMismatch(_ scenario: ConformanceCase, _ first: Observation) -> Decision? {
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
    if launchStyle != first.style {
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
      aspect: .launch, clause: .s2_5, wisher: nil, wish: .none, wanted: "\(first.style.rawValue), \(first.hidden ? "hidden" : "visible")",
      shown: "\(launchStyle.rawValue), \(plist.statusBarHidden ? "hidden" : "visible")", decider: first.styleOwner,
      reason: .launchMismatch(
        style: launchStyle != first.style ? first.style : nil, hidden: plist.statusBarHidden != first.hidden ? first.hidden : nil,
        runtimeTheme: runtimeTheme),
      message: "\(problems.joined(separator: "; ")), so the bar changes as the app appears")
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
