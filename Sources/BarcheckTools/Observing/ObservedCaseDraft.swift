import BarcheckJSON
package import BarcheckModel

/// A case for the suite's observed family, drafted from the first step of an imported app scenario where the device
/// and the model disagree: the scenario up to that step, expecting what the DEVICE showed, citing the rules the
/// reference's trace cites there, at level `tentative`, tagged `observed`, with a source that records the capture
/// (device, OS, date, what was seen) under a placeholder address the contributor replaces with the public report's.
///
/// It loads as a suite case; `barcheck lint` fails it on the placeholder alone (and, until SPEC.md and the reference
/// change or the case is marked `knownDisagreement`, on the disagreement it encodes, which is its point).
package struct ObservedCaseDraft: Sendable {
  /// The case.
  package var testCase: ConformanceCase
  /// The comparison it encodes.
  package var comparison: DeviceComparison
  /// How many other steps of the scenario disagree.
  package var otherDifferences: Int

  /// The case file's text: pretty JSON with a `$schema` for its place in `Conformance/cases/observed/`.
  package var text: String {
    var json = testCase.json(expectations: true)
    if case .object(let members) = json {
      json = .object([JSONMember(key: "$schema", value: JSONNode(.string("../../schema/case.schema.json")))] + members)
    }
    return JSONWriter.string(json, layout: .pretty) + "\n"
  }

  /// Where the draft goes by default: next to the scenario, `<name>.observed.json`.
  package static func defaultPath(forScenarioAt path: String) -> String {
    (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".observed.json"
  }

  /// Drafts the case for the first step that disagrees with the device.
  ///
  /// - Parameters:
  ///   - scenario: The app scenario.
  ///   - observations: What the reference shows at each of its steps, with traces.
  ///   - onlyStep: When given (from 1), only this step is considered.
  /// - Returns: The draft, or nil when every recorded step agrees.
  package static func draft(_ scenario: ConformanceCase, observations: [Observation], onlyStep: Int? = nil) -> ObservedCaseDraft? {
    let comparisons = zip(scenario.steps, observations).enumerated().compactMap { i, pair in
      onlyStep == nil || onlyStep == i + 1 ? DeviceComparison.compare(pair.0, index: i, observation: pair.1) : nil
    }
    let differing = comparisons.filter { !$0.agrees }
    guard let first = differing.first, let device = scenario.steps[first.step].device else { return nil }
    let origin = scenario.capturedFrom
    let event = scenario.steps[first.step].event
    let shown = DeviceComparison.describe(style: device.style, hidden: device.hidden)

    var steps: [Step] = []
    for (i, step) in scenario.steps.prefix(first.step + 1).enumerated() {
      var played = Step(event: step.event, offset: step.offset)
      steps.append(played)
      if step.updatesInSameTurn, case .set(let controller, _) = step.event {
        played = Step(event: .setNeedsStatusBarAppearanceUpdate(viewController: controller, animated: false))
        steps.append(played)
      }
      if i == first.step {
        var expect = StepExpectation()
        expect.style = device.style
        expect.hidden = device.hidden
        steps[steps.count - 1].expect = expect
      }
    }
    let place = origin.map { "on \($0.device), iOS \($0.os)" } ?? "on a device"
    let rules = first.rulesCited.isEmpty ? [RuleID.s8] : first.rulesCited
    var testCase = ConformanceCase(
      id: "observed." + slug(scenario.id), title: "Captured \(place): after \(event.description), the status bar showed \(shown)", rules: rules,
      level: .tentative, tags: tags(scenario, steps: steps), platform: scenario.platform, infoPlist: scenario.infoPlist,
      environment: scenario.environment, windows: scenario.windows, steps: steps)
    testCase.sources = [
      CaseSource(
        CaseSource.placeholderReportURL,
        observed:
          "captured with barcheck's recorder (UIStatusBarManager): after \(event.description), the status bar showed \(shown), where barcheck's reference resolver shows \(DeviceComparison.describe(style: device.style == nil ? nil : first.model.style, hidden: device.hidden == nil ? nil : first.model.hidden))",
        os: origin?.os ?? scenario.platform.os, device: origin?.device, date: origin?.date)
    ]
    let file = scenario.file.map { "the app scenario " + ($0.split(separator: "/").last.map(String.init) ?? $0) } ?? "an app scenario"
    let updates = steps.count > first.step + 1 ? " A property change the capture saw is followed by an update call, as the scenario assumed." : ""
    testCase.note =
      "Drafted by barcheck explain from \(file), imported from device captures: class names were mapped to controller kinds and ids, and the capture records UIStatusBarManager's answer (a default style resolved from the window's appearance).\(updates) Before contributing: replace the placeholder source with the public report, keep only the controllers and steps the report needs, and, since the reference disagrees, change SPEC.md and the reference or add \"knownDisagreement\" with the reason."
    return ObservedCaseDraft(testCase: testCase, comparison: first, otherDifferences: differing.count - 1)
  }

  /// `tab-navigation` for `scenario.tab-navigation`, `app-2` for `scenario.app.2`: a valid slug.
  static func slug(_ id: String) -> String {
    Slug.make(id.hasPrefix("scenario.") ? String(id.dropFirst("scenario.".count)) : id, fallback: "capture")
  }

  /// Tags from the suite's vocabulary (`Conformance/tags.json`) that describe what the case holds.
  static func tags(_ scenario: ConformanceCase, steps: [Step]) -> [String] {
    var controllers: [ControllerSpec] = scenario.windows.flatMap { $0.root?.allControllers ?? [] }
    var presented = controllers.compactMap(\.presented)
    for step in steps {
      switch step.event {
      case .push(_, let controller, _): controllers += controller.allControllers
      case .present(_, let controller, _):
        controllers += controller.allControllers
        presented.append(controller)
      default: break
      }
    }
    let kinds = Set(controllers.map(\.kind))
    let events = Set(steps.map(\.event.kind))
    var tags = ["observed"]
    func add(_ tag: String, _ condition: Bool) { if condition { tags.append(tag) } }
    add("tabs", kinds.contains(.tabBar))
    add("navigation-bar", controllers.contains { $0.kind == .navigation && !$0.navigationBar.hidden })
    add(
      "hidden-navigation-bar", controllers.contains { $0.kind == .navigation && $0.navigationBar.hidden } || events.contains(.setNavigationBarHidden))
    add("split-view", kinds.contains(.splitView))
    add("container", kinds.contains(.container))
    add("swiftui", kinds.contains(.hosting))
    add("push", events.contains(.push))
    add("pop", events.contains(.pop) || events.contains(.popToRoot))
    add("modal", events.contains(.present) || events.contains(.dismiss) || !presented.isEmpty)
    add("sheet", presented.contains { [.automatic, .pageSheet, .formSheet].contains($0.modalPresentationStyle) })
    add("windows", scenario.windows.count > 1)
    add("overlay-window", scenario.windows.contains { $0.level > 0 })
    add("application-mode", !scenario.infoPlist.viewControllerBasedStatusBarAppearance)
    add("dark-mode", scenario.environment.appearance == .dark || events.contains(.setAppearance))
    add("rotation", events.contains(.rotate))
    add("landscape", scenario.environment.orientation == .landscape || events.contains(.rotate))
    add("update-call", steps.contains { $0.event.kind == .setNeedsStatusBarAppearanceUpdate })
    add("ipad", scenario.platform.idiom == .pad)
    add("home-button", scenario.platform.idiom == .phone && scenario.platform.homeButton)
    add("glass", scenario.platform.profile == .glass)
    add("legacy", scenario.platform.profile == .legacy)
    add("flow", steps.count >= 5)
    return tags
  }
}
