import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// The everyday situations of `Examples/scenarios/`: the finding, its rule, a proven fix in UIKit (and SwiftUI
/// where the app is), and a scenario that lints clean once the fix is applied.
@Suite("lint findings and proven fixes")
struct ScenarioFindingTests {
  static let situations: [(file: String, rules: [RuleID], swiftUI: Bool)] = [
    ("swiftui-toolbar-scheme-without-background", [.s21], true),
    // Under Liquid Glass the scheme is ignored over a visible background too (S13.12): showing it is no fix.
    ("swiftui-toolbar-scheme-under-liquid-glass", [.s13], true),
    ("tab-navigation-detail-light-ignored", [.s12], false),
    ("over-full-screen-cannot-hide", [.s9], false),
    ("theme-switch-fixed-dark-content", [.s23], false),
    ("dark-header-behind-dark-content", [.s23], false),
    ("property-changed-without-update", [.s19], false),
    // The card overrides "home"'s darkContent (S24) and its light content is unreadable on the white window (S23).
    ("page-sheet-on-ios16-iphone", [.s24, .s23], false),
  ]

  static func scenario(_ name: String) throws -> ConformanceCase {
    let path = "Examples/scenarios/\(name).json"
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path))
    let loaded = ScenarioFile.load(SourceFile(path: path, bytes: Array(bytes)))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    return try #require(loaded.cases.first)
  }

  @Test(
    "each situation: its findings with their rules, proven fixes, one of which leaves the scenario linting clean",
    arguments: situations)
  func situation(_ situation: (file: String, rules: [RuleID], swiftUI: Bool)) throws {
    let scenario = try Self.scenario(situation.file)
    let report = ScenarioLinter.lint(scenario)
    #expect(report.failing.map(\.rule) == situation.rules)
    var clean = false
    for finding in report.failing {
      #expect(!finding.fixes.isEmpty, "\(finding.noFix ?? "")")
      for fix in finding.fixes {
        #expect(fix.proof.hasPrefix("with this change"))
        #expect(fix.uiKit != nil || fix.infoPlist != nil || fix.swiftUI != nil)
        let fixed = ScenarioLinter.lint(fix.applied(to: scenario), proving: false)
        #expect(!fixed.findings.contains { $0.key == finding.key && $0.step == finding.step }, "\(fix.summary)")
        clean = clean || fixed.isClean
      }
      if situation.swiftUI { #expect(finding.fixes.contains { $0.swiftUI != nil }) }
    }
    #expect(clean, "one of the fixes leaves \(situation.file) linting clean")
  }

  @Test("a fix is offered only when re-resolving proves it: over every bundled case as a scenario and 2,000 generated flows")
  func everyOfferedFixHolds() {
    let generated = ScenarioGenerator(seed: 27).generate(count: 2_000)
    var offered = 0
    for scenario in Fixtures.bundledCases + generated {
      // What each step records before a fix; "no new finding at that or any later step" is checked step by step.
      let before = ScenarioLinter.play(scenario).decisions.map { Set($0.map(ScenarioLinter.Key.init)) }
      let report = ScenarioLinter.lint(scenario)
      let reported = Set(report.findings.map { [AnyHashable($0.step), AnyHashable($0.key)] })
      for finding in report.findings {
        for fix in finding.fixes {
          offered += 1
          // Checked through the resolver's public path, not the linter's replay.
          let fixed = fix.applied(to: scenario)
          guard case .success(let observations) = ReferenceResolver().observe(fixed, tracing: false) else {
            Issue.record("\(scenario.id): the fix \(fix.summary) breaks the scenario")
            continue
          }
          let shown = observations[finding.step]
          switch finding.decision.aspect {
          // A hidden bar shows no content: a wish about its colour is settled. A bar split over a split view's columns
          // shows a column's wish over that column (S16.9).
          case .style:
            let parts = ScenarioLinter.splitParts(ScenarioLinter.play(fixed), at: finding.step).map { [$0.leading, $0.trailing] } ?? []
            #expect(
              shown.style.rawValue == finding.decision.wanted || shown.hidden || parts.contains { $0.rawValue == finding.decision.wanted },
              "\(scenario.id): \(fix.summary)")
          case .visibility: #expect(String(shown.hidden) == finding.decision.wanted, "\(scenario.id): \(fix.summary)")
          case .animation: #expect(shown.animation.rawValue == finding.decision.wanted, "\(scenario.id): \(fix.summary)")
          case .legibility: #expect(shown.legible != false, "\(scenario.id): \(fix.summary)")
          case .freshness, .launch: break
          }
          let after = ScenarioLinter.play(fixed).decisions.map { Set($0.map(ScenarioLinter.Key.init)) }
          for (i, records) in after.enumerated() {
            #expect(records.isSubset(of: before[i]), "\(scenario.id): \(fix.summary) adds a finding at step \(i + 1)")
          }
          #expect(!after[finding.step].contains(finding.key), "\(scenario.id): \(fix.summary)")
          // What lint on the fixed scenario reports where it did not before, the proof names.
          let unreported = ScenarioLinter.lint(fixed, proving: false).findings.filter { !reported.contains([$0.step, $0.key]) }
          #expect(
            fix.proof.components(separatedBy: "; remains as before at ").count - 1 == unreported.count,
            "\(scenario.id): \(fix.summary): \(fix.proof)")
        }
      }
    }
    #expect(offered > 100, "the sweep offered \(offered) fixes")
  }

  @Test("lint reports every record explain shows: over every bundled case and 2,000 generated flows")
  func lintCoversExplain() {
    for scenario in Fixtures.bundledCases + ScenarioGenerator(seed: 28).generate(count: 2_000) {
      // A bar that stays stale is one finding, where it became stale; explain says "stale" at every step it stays so.
      // Another controller's change without its update call, while the bar is stale, is a finding of its own.
      var shown: Set<ScenarioLinter.Key> = []
      var wasStale = false
      var staleWishers: [String?] = []
      for decisions in ScenarioLinter.play(scenario).decisions {
        for decision in decisions {
          guard decision.aspect == .freshness else {
            shown.insert(ScenarioLinter.Key(decision: decision))
            continue
          }
          let newRun = !wasStale || decision.rule == .s20
          if newRun || (decision.wisher != nil && !staleWishers.contains(decision.wisher)) {
            shown.insert(ScenarioLinter.Key(decision: decision))
            staleWishers = (newRun ? [] : staleWishers) + [decision.wisher]
          }
        }
        wasStale = decisions.contains { $0.aspect == .freshness }
      }
      let findings = ScenarioLinter.lint(scenario, proving: false).findings
      let reported = Set(findings.map(\.key))
      #expect(shown == reported, "\(scenario.id)")
      // Each step's records are each a finding there or a step it stays at.
      for (i, decisions) in ScenarioLinter.play(scenario).decisions.enumerated() {
        for decision in decisions {
          let key = ScenarioLinter.Key(decision: decision)
          let at = findings.contains {
            ($0.key == key || ($0.decision.aspect == .freshness && decision.aspect == .freshness)) && ($0.step == i || $0.recurrences.contains(i))
          }
          #expect(at, "\(scenario.id): step \(i + 1): \(decision.message)")
        }
      }
    }
  }

  @Test("findings come from every rule that can leave a wish unshown: over the bundled suite and 2,000 generated flows")
  func findingsCoverTheRules() {
    var rules: [RuleID: Int] = [:]
    for scenario in Fixtures.bundledCases + ScenarioGenerator(seed: 29).generate(count: 2_000) {
      for finding in ScenarioLinter.lint(scenario, proving: false).findings { rules[finding.rule, default: 0] += 1 }
    }
    // S6 decides against a wish only when a step says what it wants (the test below): flows carry no want.
    let expected: [RuleID] = [.s1, .s2, .s3, .s7, .s8, .s9, .s10, .s11, .s12, .s14, .s15, .s16, .s17, .s18, .s19, .s20, .s21, .s23, .s24]
    for rule in expected { #expect(rules[rule, default: 0] > 0, "no finding of \(rule.rawValue); found \(rules.keys.map(\.rawValue).sorted())") }
  }

  @Test("a want the deciding controller's default does not meet is an S6 finding, fixed by an override or the appearance")
  func defaultAgainstWant() throws {
    let scenario = try Fixtures.loadScenario(
      #"{ "windows": [{ "id": "main", "root": { "id": "home" } }], "steps": [{ "event": "launch", "want": { "style": "lightContent" } }] }"#)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(finding.rule == .s6)
    #expect(finding.decision.reason == .ownerPrefers(owner: "home", style: nil))
    #expect(
      finding.fixes.first?.edits == [.controller("home", .preferredStatusBarStyle(.lightContent)), .launchStyle("UIStatusBarStyleLightContent")])
  }

  /// Two controllers that each change without the update call, one step after the other: each class needs the call,
  /// so each change is a finding with its own fix. The second was folded into the first ("also at step 3"), whose fix
  /// adds the call to the first class only, and no fix for the second was offered.
  @Test("a second controller's change without the update call, while the bar is stale, is a finding of its own")
  func secondStaleChange() throws {
    let scenario = try Fixtures.loadScenario(
      #"{ "windows": [{ "id": "main", "root": { "id": "shell", "kind": "container", "childForStatusBarStyle": "b", "childForStatusBarHidden": "a", "children": [{ "id": "a" }, { "id": "b" }] } }], "steps": [{ "event": "launch" }, { "event": "set", "viewController": "b", "properties": { "preferredStatusBarStyle": "lightContent" } }, { "event": "set", "viewController": "a", "properties": { "prefersStatusBarHidden": true } }, { "event": "set", "viewController": "b", "properties": { "preferredStatusBarUpdateAnimation": "fade" } }] }"#
    )
    let stale = ScenarioLinter.lint(scenario).findings.filter { $0.decision.aspect == .freshness }
    #expect(stale.map(\.step) == [1, 2], "\(stale.map(\.message))")
    #expect(stale.map(\.decision.wisher) == ["b", "a"])
    // The same controller changing again while the bar is stale stays its first finding.
    #expect(stale.map(\.recurrences) == [[3], []], "\(stale.map(\.recurrences))")
    // Each finding's fix adds the call to its own controller's class.
    #expect(stale.map { $0.fixes.first?.summary.contains("when \"\($0.decision.wisher ?? "")\" changes") == true } == [true, true])
  }

  /// The launch screen's record says what the first screen shows in plain values: a Swift optional leaked into its
  /// `wanted` ("Optional(\"darkContent\"), visible" in text, JSON and SARIF).
  @Test(
    "the launch screen's record says the first screen's style and visibility as plain values",
    arguments: [
      (
        #"{ "windows": [{ "id": "main", "root": { "id": "home", "preferredStatusBarStyle": "lightContent" } }], "steps": [{ "event": "launch" }] }"#,
        "lightContent, visible"
      ),
      (
        #"{ "infoPlist": { "UIStatusBarHidden": true }, "platform": { "os": "17.0", "idiom": "pad" }, "windows": [{ "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [{ "id": "side", "preferredStatusBarStyle": "lightContent" }, { "id": "detail" }] } }], "steps": [{ "event": "launch" }] }"#,
        #"lightContent on the left (over "side") and darkContent on the right (over "detail"), visible"#
      ),
    ])
  func launchRecordWords(_ text: String, _ wanted: String) throws {
    let scenario = try Fixtures.loadScenario(text)
    let launch = try #require(ScenarioLinter.play(scenario).decisions.first?.first { $0.aspect == .launch })
    #expect(launch.wanted == wanted)
    #expect(!launch.message.contains("Optional"))
  }

  @Test("a fix never contradicts its step: a stale step is not told to prefer what it already prefers, a card's backdrop is not fought")
  func noContradictoryFix() throws {
    let profile = try Self.scenario("../scenarios/profile-screen")
    for finding in ScenarioLinter.lint(profile).findings where finding.step == 2 {
      #expect(!finding.fixes.contains { $0.edits.contains(.controller("profile", .preferredStatusBarStyle(.lightContent))) })
    }
    let sheet = try Self.scenario("page-sheet-on-ios16-iphone")
    for finding in ScenarioLinter.lint(sheet).failing {
      #expect(!finding.fixes.contains { $0.edits.contains(.controller("home", .preferredStatusBarStyle(.darkContent))) })
    }
    let unreadable = try #require(ScenarioLinter.lint(sheet).failing.first { $0.rule == .s23 })
    #expect(unreadable.fixes.map(\.edits) == [[.windowBackground(window: "main", Colour(.black))]])
  }

  @Test("update: true plays a set with its update call: the didSet pattern lints clean")
  func updateInSameTurn() throws {
    var scenario = try Self.scenario("property-changed-without-update")
    scenario.steps[1].updatesInSameTurn = true
    #expect(ScenarioLinter.lint(scenario).isClean)
  }

  @Test("acknowledgements: all findings acknowledged is clean; one that matches nothing is a warning")
  func acknowledgements() throws {
    var scenario = try Self.scenario("theme-switch-fixed-dark-content")
    scenario.steps[1].acknowledgements = [Acknowledgement(rule: .s23, reason: "the dark theme is in beta")]
    let report = ScenarioLinter.lint(scenario)
    #expect(report.isClean)
    #expect(report.findings.first?.acknowledgement?.reason == "the dark theme is in beta")
    scenario.steps[0].acknowledgements = [Acknowledgement(rule: .s2, reason: "stale")]
    let unused = ScenarioLinter.lint(scenario)
    #expect(!unused.isClean)
    #expect(unused.unusedAcknowledgements.map(\.step) == [0])
  }

  /// A step's want on a NavigationStack's view that sets nothing: the view on top colours the bar in the classic
  /// profile, and sets the colour scheme the bar follows under Liquid Glass, where the toolbar's scheme does nothing
  /// (S13.12). Under Liquid Glass lint offered nothing, and said "barcheck tried" with nothing after it.
  @Test(
    "a want on a SwiftUI NavigationStack gets the SwiftUI fix its profile takes",
    arguments: [
      (#""os": "17.0""#, ".toolbarBackground(.visible, for: .navigationBar)\n.toolbarColorScheme(.dark, for: .navigationBar)"),
      (#""os": "26.0", "liquidGlass": true"#, ".preferredColorScheme(.dark)"),
    ])
  func wantOnNavigationStack(_ platform: String, _ swiftUI: String) throws {
    let text = """
      { "title": "t", "platform": { \(platform), "idiom": "phone", "homeButton": false },
        "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [ { "swiftUI": "view", "id": "library" } ] } },
        "steps": [ { "event": "launch", "want": { "style": "lightContent" } } ] }
      """
    let loaded = ScenarioFile.load(SourceFile(path: "want.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenario = try #require(loaded.cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(finding.noFix == nil)
    #expect(finding.fixes.map(\.swiftUI) == [swiftUI])
    #expect(finding.fixes.allSatisfy { $0.proof.hasPrefix("with this change step 1 shows lightContent") })
  }

  @Test(
    "under Liquid Glass, toolbarColorScheme is ignored for S13.12 whether or not the bar shows a background", arguments: ["visible", "hidden"])
  func glassToolbarScheme(_ background: String) throws {
    let text = """
      { "title": "t", "platform": { "os": "26.0", "idiom": "phone", "homeButton": false, "liquidGlass": true },
        "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [
          { "swiftUI": "view", "id": "library", "toolbarBackground": "\(background)", "toolbarColorScheme": "dark" } ] } },
        "steps": [ { "event": "launch", "want": { "style": "lightContent" } } ] }
      """
    let loaded = ScenarioFile.load(SourceFile(path: "glass.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenario = try #require(loaded.cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(finding.decision.clause == .s13_12)
    #expect(finding.decision.reason == .toolbarSchemeInGlass(navigation: "stack"))
    // Showing the background is not offered: it changes nothing under Liquid Glass.
    #expect(finding.fixes.map(\.swiftUI) == [".preferredColorScheme(.dark)"])
  }

  /// An expanded split view on a pad: from iOS 13 its bar shows what the edge columns give together (S16.9), so the
  /// fix is on the columns; before iOS 13 the split view decides alone (S16.2). The finding cited S16.2 on every
  /// version, and offered a SwiftUI NavigationSplitView a UIKit subclass.
  @Test(
    "an expanded split view's finding cites the rule of its version and fixes what that rule reads",
    arguments: [
      (
        #"{ "title": "t", "platform": { "os": "17.0", "idiom": "pad" }, "windows": [ { "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [ { "id": "side" }, { "id": "detail", "preferredStatusBarStyle": "lightContent" } ] } } ], "steps": [ { "event": "launch", "want": { "style": "lightContent" } } ] }"#,
        SpecClause.s16_9, "make the edge columns of \"split\" (\"side\" and \"detail\") prefer lightContent"
      ),
      (
        #"{ "title": "t", "platform": { "os": "12.0", "idiom": "pad" }, "windows": [ { "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [ { "id": "side" }, { "id": "detail", "preferredStatusBarStyle": "lightContent" } ] } } ], "steps": [ { "event": "launch" } ] }"#,
        SpecClause.s16_2, "let \"split\" forward to \"detail\""
      ),
      (
        #"{ "title": "t", "platform": { "os": "17.0", "idiom": "pad" }, "app": { "windowGroup": { "swiftUI": "NavigationSplitView", "id": "split", "views": [ { "swiftUI": "view", "id": "side" }, { "swiftUI": "view", "id": "detail" } ] } }, "steps": [ { "event": "launch", "want": { "style": "lightContent" } } ] }"#,
        SpecClause.s16_9, "give the view \"side\" a dark colour scheme, which both columns' default style follows"
      ),
    ])
  func expandedSplitView(_ text: String, _ clause: SpecClause, _ summary: String) throws {
    let loaded = ScenarioFile.load(SourceFile(path: "split.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenario = try #require(loaded.cases.first)
    // A bar split over the columns also differs from the one style of the launch screen (S2.5): the style's finding is the one here.
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.decision.aspect == .style })
    #expect(finding.decision.clause == clause)
    #expect(finding.fixes.first?.summary.hasPrefix(summary) == true, "\(finding.fixes.map(\.summary)) \(finding.noFix ?? "")")
  }

  /// Under Liquid Glass, on a phone without a home button, a NavigationStack with its bar visible decides visibility
  /// (S14.5), and SwiftUI makes its controller, so no subclass forwards it: the view on top hides the bar instead,
  /// which lets it decide. Lint offered nothing.
  @Test("a view's statusBarHidden under a visible NavigationStack bar on a glass phone is fixed by hiding the bar from the view")
  func glassStackKeepsVisibility() throws {
    let text = """
      { "title": "t", "platform": { "os": "26.1", "liquidGlass": true },
        "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [ { "swiftUI": "view", "id": "library" } ] } },
        "steps": [ { "event": "launch" },
          { "event": "push", "navigationController": "stack", "viewController": { "swiftUI": "view", "id": "reader", "statusBarHidden": true } } ] }
      """
    let loaded = ScenarioFile.load(SourceFile(path: "glass.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenario = try #require(loaded.cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(finding.decision.clause == .s14_5)
    let fix = try #require(finding.fixes.first, "\(finding.noFix ?? "")")
    #expect(fix.swiftUI == ".toolbar(.hidden, for: .navigationBar)")
    #expect(fix.proof == "with this change step 2 shows the bar hidden, owner \"reader\"")
    #expect(ScenarioLinter.lint(fix.applied(to: scenario), proving: false).isClean)
  }

  /// A view SwiftUI presents with `.sheet`: the finding says so in SwiftUI's words, and the fix is the cover, not the
  /// UIKit capture flag, which needs a UIHostingController the app presents itself (the app has none here).
  @Test("a SwiftUI sheet that does not take the bar over is said as .sheet and fixed with .fullScreenCover alone")
  func swiftUISheetNotTakenOver() throws {
    let text = """
      { "app": { "windowGroup": { "swiftUI": "view", "id": "home", "sheet": { "swiftUI": "view", "id": "onboarding", "statusBarHidden": true } } },
        "steps": [{ "event": "launch", "want": { "hidden": true } }] }
      """
    let loaded = ScenarioFile.load(SourceFile(path: "sheet.json", text: text))
    let scenario = try #require(loaded.cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.rule == .s9 })
    #expect(finding.message.contains(#""onboarding" is presented with .sheet, which does not take the status bar over, and "home" keeps deciding"#))
    #expect(finding.fixes.map(\.swiftUI) == [#".fullScreenCover(isPresented: $isPresented) { /* the view "onboarding" */ }"#])
  }

  /// Edge columns that give different styles split the bar, which an observation cannot say: a step that wants one
  /// style across the bar is told so, part by part, rather than that the bar shows what the columns give together or
  /// the split view's own style.
  @Test("an expanded split view whose columns disagree is said to have a split bar, part by part")
  func splitBar() throws {
    let text =
      #"{ "title": "t", "platform": { "os": "17.0", "idiom": "pad" }, "windows": [ { "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [ { "id": "side" }, { "id": "detail", "preferredStatusBarStyle": "lightContent" } ] } } ], "steps": [ { "event": "launch", "want": { "style": "lightContent" } } ] }"#
    let scenario = try #require(ScenarioFile.load(SourceFile(path: "split.json", text: text)).cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.decision.aspect == .style })
    #expect(finding.decision.clause == .s16_9)
    #expect(
      finding.decision.message.hasSuffix(
        #"the columns at its edges do, and "side" gives darkContent and "detail" gives lightContent: the bar shows darkContent on the left and lightContent on the right"#
      ),
      "\(finding.decision.message)")
    #expect(finding.decision.shown == #"darkContent on the left (over "side") and lightContent on the right (over "detail")"#)
    // The launch screen shows one style, which one part of a split bar never matches: the split is the style's
    // finding, not a launch screen's that no Info.plist could fix.
    #expect(!ScenarioLinter.lint(scenario).failing.contains { $0.decision.aspect == .launch })
    // Over a black sidebar and a white detail each half is readable: no unreadable finding, as each part of the bar is
    // measured over its own column (S23.42); the split view's own black content over the black sidebar was reported
    // unreadable.
    let coloured = text.replacingOccurrences(
      of: #"{ "id": "side" }"#, with: #"{ "id": "side", "preferredStatusBarStyle": "lightContent", "background": "black" }"#
    )
    .replacingOccurrences(
      of: #""preferredStatusBarStyle": "lightContent" } ]"#, with: #""preferredStatusBarStyle": "darkContent", "background": "white" } ]"#)
    let colouredScenario = try #require(ScenarioFile.load(SourceFile(path: "split.json", text: coloured)).cases.first)
    let findings = ScenarioLinter.lint(colouredScenario).failing
    #expect(!findings.contains { $0.rule == .s23 }, "\(findings.map(\.message))")
  }

  /// The wishes about a bar over a split view's columns are read part by part (S16.9): the trailing column's wish is
  /// shown when the part over it shows it (it was reported ignored because the split view's own style differed), and
  /// the split view's own wish is not asked from iOS 13 (it was reported as "decides and prefers" the very style it
  /// asked for).
  @Test(
    "a wish about a bar over a split view's columns is judged against the part that shows it",
    arguments: [
      // The columns agree with the detail's wish: nothing ignored, whatever the split view's own style.
      (
        #""preferredStatusBarStyle": "lightContent", "viewControllers": [ { "id": "side", "preferredStatusBarStyle": "darkContent" }, { "id": "detail", "preferredStatusBarStyle": "darkContent" } ]"#,
        nil as String?, nil as String?
      ),
      // Each column's wish shows over that column: nothing ignored, though the bar is split (`explain` says each part).
      (
        #""preferredStatusBarStyle": "lightContent", "viewControllers": [ { "id": "side", "preferredStatusBarStyle": "lightContent" }, { "id": "detail", "preferredStatusBarStyle": "darkContent" } ]"#,
        nil, nil
      ),
      // Inside the detail a navigation controller with its bar shown decides the part over the detail: the walk
      // from the column says so.
      (
        #""viewControllers": [ { "id": "side" }, { "id": "nav", "kind": "navigation", "viewControllers": [ { "id": "detail", "preferredStatusBarStyle": "lightContent" } ] } ]"#,
        #""nav" shows its navigation bar, so it decides the style itself and its children's preferredStatusBarStyle is not asked: the part of the bar over "nav" shows darkContent"#,
        nil
      ),
      // The split view asks for light content; both columns give dark, which the whole bar shows.
      (
        #""preferredStatusBarStyle": "lightContent", "viewControllers": [ { "id": "side" }, { "id": "detail" } ]"#,
        #"from iOS 13 the expanded split view "split" does not decide the style itself: the columns at its edges do, and "side" and "detail" both give darkContent: the bar shows darkContent"#,
        "with this change step 1 shows lightContent"
      ),
    ])
  func splitWishes(_ split: String, _ message: String?, _ proof: String?) throws {
    let text =
      #"{ "title": "t", "platform": { "os": "17.0", "idiom": "pad" }, "windows": [ { "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "#
      + split + #" } } ], "steps": [ { "event": "launch" } ] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "split.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let scenario = try #require(loaded.cases.first)
    let style = ScenarioLinter.lint(scenario).failing.filter { $0.decision.aspect == .style }
    #expect(style.map(\.decision.message).map { $0.hasSuffix(message ?? "") } == (message == nil ? [] : [true]), "\(style.map(\.message))")
    if let proof { #expect(style.first?.fixes.first?.proof.hasPrefix(proof) == true, "\(style.first?.fixes.map(\.proof) ?? [])") }
  }

  /// Columns that agree on white content over a white trailing column: the part of the bar over it is unreadable
  /// (S23.42), and one column alone taking the other style is the fix, proven on the split bar it makes.
  @Test("an unreadable part of the bar over a split view's columns is fixed on that column alone")
  func splitColumnAlone() throws {
    let text =
      #"{ "title": "t", "platform": { "os": "17.0", "idiom": "pad" }, "windows": [ { "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [ { "id": "side", "preferredStatusBarStyle": "lightContent", "background": "black" }, { "id": "detail", "preferredStatusBarStyle": "lightContent", "background": "white" } ] } } ], "steps": [ { "event": "launch" } ] }"#
    let scenario = try #require(ScenarioFile.load(SourceFile(path: "split.json", text: text)).cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.rule == .s23 })
    // The part over the white detail cannot be read; the part over the black sidebar can.
    #expect(finding.decision.message.hasPrefix(#"white status bar content on the right (over "detail") is unreadable"#), "\(finding.message)")
    #expect(
      finding.fixes.map(\.edits) == [[.controller("detail", .preferredStatusBarStyle(.darkContent))]],
      "\(finding.fixes.map(\.summary)) \(finding.noFix ?? "")")
    #expect(
      finding.fixes.first?.summary == #"make the column "detail" of "split" prefer darkContent, so that the part of the bar over it shows that style"#
    )
    // The proof says each part, and that the owner an observation reports is the split view whose columns give the style.
    #expect(
      finding.fixes.first?.proof
        == #"with this change step 1 shows lightContent on the left (over "side") and darkContent on the right (over "detail") at 21:1, owner "split" (its edge columns give the style)"#,
      "\(finding.fixes.first?.proof ?? "")")
  }

  /// A SwiftUI view a UIKit controller presents: the app presents its UIHostingController, so the fix is UIKit's full
  /// screen style on it (and the capture flag), not SwiftUI's `.fullScreenCover`, which the presenter does not have.
  @Test("a SwiftUI view a UIKit controller presents is fixed with UIKit's full-screen style")
  func viewPresentedFromUIKit() throws {
    let text = """
      { "windows": [{ "id": "main", "root": { "id": "home" } }],
        "steps": [{ "event": "launch" },
          { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "statusBarHidden": true } }] }
      """
    let scenario = try #require(ScenarioFile.load(SourceFile(path: "mixed.json", text: text)).cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(
      finding.fixes.map(\.uiKit) == [
        "viewController.modalPresentationStyle = .fullScreen", "viewController.modalPresentationCapturesStatusBarAppearance = true",
      ])
    #expect(finding.fixes.allSatisfy { $0.swiftUI == nil })
  }

  /// Under Liquid Glass a UIKit navigation bar follows the appearance of what it shows: a SwiftUI view on top that
  /// leaves dark content unreadable is fixed with its colour scheme (lint offered only a subclass override, which broke
  /// the screen below it).
  @Test("an unreadable bar over a SwiftUI view on top of a UIKit stack under Liquid Glass is fixed with the view's colour scheme")
  func glassUIKitStackUnreadable() throws {
    let text = """
      { "platform": { "os": "26.0", "liquidGlass": true },
        "windows": [ { "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [ { "id": "list", "background": "#FFFFFF" } ] } } ],
        "steps": [ { "event": "launch" },
          { "event": "push", "navigationController": "nav", "viewController": { "swiftUI": "view", "id": "detail", "background": "#101010" } } ] }
      """
    let scenario = try #require(ScenarioFile.load(SourceFile(path: "glass.json", text: text)).cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.rule == .s23 })
    #expect(
      finding.fixes.contains { $0.swiftUI == ".preferredColorScheme(.dark)" && $0.location == "on the view \"detail\"" }, "\(finding.noFix ?? "")")
  }

  /// An unreadable bar over an expanded split view from iOS 13: the columns give the style (S16.9), so the fix is on
  /// the columns, the one the same step's S16.9 finding is offered (it was refused: "no controller decides").
  @Test("an unreadable bar over an expanded split view is fixed on its columns, as the S16.9 finding beside it is")
  func unreadableOverSplitView() throws {
    let text = """
      { "platform": { "os": "17.0", "idiom": "pad" },
        "app": { "windowGroup": { "swiftUI": "NavigationSplitView", "id": "split", "views": [
          { "swiftUI": "view", "id": "side", "background": "#000000" }, { "swiftUI": "view", "id": "detail", "background": "#000000" } ] } },
        "steps": [ { "event": "launch" } ] }
      """
    let scenario = try #require(ScenarioFile.load(SourceFile(path: "split.json", text: text)).cases.first)
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first { $0.rule == .s23 })
    #expect(
      finding.fixes.contains { $0.swiftUI == ".preferredColorScheme(.dark)" && $0.location == "on the view \"side\"" },
      "\(finding.fixes.map(\.summary)) \(finding.noFix ?? "")")
  }

  @Test("clause confidence: a tentative clause is tentative though its rule is should")
  func clauseConfidence() throws {
    let finding = try #require(ScenarioLinter.lint(try Self.scenario("swiftui-toolbar-scheme-without-background")).failing.first)
    #expect(finding.decision.level == .tentative)
    #expect(SpecRule.named("S21")?.level == .should)
  }
}
