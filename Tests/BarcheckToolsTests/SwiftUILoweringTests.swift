import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

/// SwiftUI scenarios (`Examples/scenarios/swiftui/`) against their hand-lowered UIKit twins
/// (`Tests/Fixtures/swiftui-lowered/`): the same answers at every step, and findings that name views and modifiers.
@Suite("SwiftUI, lowered")
struct SwiftUILoweringTests {
  /// Each SwiftUI scenario, and the twin's step that matches each of its steps (the twin may need extra steps for
  /// what a SwiftUI view carries with it, such as its toolbar background).
  static let pairs: [(name: String, steps: [Int])] = [
    ("navigation-stack-toolbar-scheme", [0, 2, 4]),
    ("tab-view", [0, 1, 2]),
    ("sheet-medium-detent", [0, 1]),
    ("full-screen-cover-color-scheme", [0, 1]),
    ("status-bar-hidden-in-stack", [0, 1, 2]),
    ("hosting-controller-subclass", [0, 1]),
  ]

  static func load(_ path: String) throws -> ConformanceCase {
    let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path))
    let loaded = ScenarioFile.load(SourceFile(path: path, bytes: Array(bytes)))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.description))")
    return try #require(loaded.cases.first)
  }

  @Test("a SwiftUI scenario gives the answers of its hand-lowered UIKit twin", arguments: pairs)
  func sameAnswers(_ pair: (name: String, steps: [Int])) throws {
    let swiftUI = try Self.load("Examples/scenarios/swiftui/\(pair.name).json")
    let uiKit = try Self.load("Tests/Fixtures/swiftui-lowered/\(pair.name).json")
    let a = try ReferenceResolver().observe(swiftUI, tracing: false).get()
    let b = try ReferenceResolver().observe(uiKit, tracing: false).get()
    #expect(a.count == pair.steps.count)
    for (i, j) in pair.steps.enumerated() {
      #expect(a[i].style == b[j].style, "step \(i + 1)")
      #expect(a[i].hidden == b[j].hidden, "step \(i + 1)")
      #expect(a[i].styleOwner == b[j].styleOwner, "step \(i + 1)")
      #expect(a[i].hiddenOwner == b[j].hiddenOwner, "step \(i + 1)")
      #expect(a[i].legible == b[j].legible, "step \(i + 1)")
    }
  }

  @Test("findings name the view and the modifier, and the fixes are SwiftUI's")
  func speaksSwiftUI() throws {
    let scenario = try Self.load("Examples/scenarios/swiftui/navigation-stack-toolbar-scheme.json")
    let finding = try #require(ScenarioLinter.lint(scenario).failing.first)
    #expect(finding.rule == .s21)
    #expect(finding.decision.wisher == "library")
    #expect(finding.message.contains("\"library\" (.toolbarColorScheme(.dark, for: .navigationBar)) asks for lightContent"))
    // The view hides its background: the fix says what it replaces, and offers no UIKit code for SwiftUI's bar.
    #expect(finding.fixes.first?.swiftUI == ".toolbarBackground(.visible, for: .navigationBar)  // instead of .hidden")
    #expect(finding.fixes.first?.uiKit == nil)
    #expect(finding.fixes.first?.location == "on the view \"library\"")
  }

  @Test(
    "a stack's bar shows no background at rest: toolbarColorScheme sets the style only under toolbarBackground(.visible) (L5.7)",
    arguments: [(nil, "darkContent"), ("automatic", "darkContent"), ("hidden", "darkContent"), ("visible", "lightContent")] as [(String?, String)]
  )
  func toolbarSchemeAtRest(_ background: String?, _ style: String) throws {
    let modifier = background.map { #", "toolbarBackground": "\#($0)""# } ?? ""
    let text = #"""
      { "platform": { "os": "17.0" }, "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [
        { "swiftUI": "view", "id": "library", "toolbarColorScheme": "dark"\#(modifier) } ] } },
        "steps": [{ "event": "launch" }] }
      """#
    let loaded = ScenarioFile.load(SourceFile(path: "scheme.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.description))")
    let scenario = try #require(loaded.cases.first)
    let observed = try ReferenceResolver().observe(scenario, tracing: false).get()
    #expect(observed.first?.style.rawValue == style)
  }

  @Test("--lowered's text loads back to the same scene")
  func loweredRoundTrip() throws {
    for pair in Self.pairs {
      let scenario = try Self.load("Examples/scenarios/swiftui/\(pair.name).json")
      let text = JSONWriter.string(scenario.scenarioJSON, layout: .pretty)
      let reread = try #require(ScenarioFile.load(SourceFile(path: "lowered.json", text: text)).cases.first)
      #expect(reread.windows == scenario.windows, "\(pair.name)")
      #expect(reread.steps.map(\.event) == scenario.steps.map(\.event), "\(pair.name)")
    }
  }

  @Test(
    "what SwiftUI cannot say is an error with advice",
    arguments: [
      (
        #"{ "swiftUI": "view", "id": "a", "prefersStatusBarHidden": true }"#, "\"prefersStatusBarHidden\" cannot be said of a SwiftUI view",
        "use .statusBarHidden(_:) on the view"
      ),
      (
        #"{ "swiftUI": "NavigationStack", "id": "s", "toolbarColorScheme": "dark", "views": [{ "swiftUI": "view", "id": "a" }] }"#,
        "\"toolbarColorScheme\" on the NavigationStack itself is not modelled", "put .toolbarColorScheme on the views inside"
      ),
      (
        #"{ "swiftUI": "NavigationStack", "id": "s", "views": [{ "swiftUI": "NavigationStack", "id": "t", "views": [{ "swiftUI": "view", "id": "a" }] }] }"#,
        "a NavigationStack inside a NavigationStack is not modelled", "push views onto the outer one"
      ),
      (#"{ "swiftUI": "NavigationStak", "id": "s" }"#, "did you mean \"NavigationStack\"?", nil),
      (
        #"{ "swiftUI": "view", "id": "a", "sheet": { "swiftUI": "view", "id": "b" }, "fullScreenCover": { "swiftUI": "view", "id": "c" } }"#,
        "a view presents one thing at a time", nil
      ),
      (#"{ "swiftUI": "view", "id": "a", "toolbarBackgrond": "visible" }"#, "did you mean \"toolbarBackground\"?", nil),
      (
        #"{ "swiftUI": "NavigationStack", "id": "s", "views": [{ "swiftUI": "view", "id": "a", "hostingController": { "preferredStatusBarStyle": "lightContent" } }] }"#,
        "a view inside a NavigationStack has no UIHostingController subclass", "host it in a UIHostingController your app makes"
      ),
      (
        #"{ "swiftUI": "view", "id": "a", "sheet": { "swiftUI": "view", "id": "b", "hostingController": { "prefersStatusBarHidden": true } } }"#,
        "the content of .sheet has no UIHostingController subclass", nil
      ),
    ] as [(String, String, String?)])
  func unsayable(_ view: String, _ message: String, _ help: String?) throws {
    let text = #"{ "app": { "windowGroup": \#(view) }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "app.json", text: text))
    let diagnostic = try #require(loaded.diagnostics.first { $0.message.contains(message) }, "\(loaded.diagnostics.map(\.description))")
    if let help { #expect(diagnostic.help?.contains(help) == true, "\(diagnostic.help ?? "")") }
  }

  /// `detents` on a view in no sheet (the WindowGroup's, a .fullScreenCover's) warned that a sheet at the medium detent
  /// is modelled as a full-height card; it now says the key has no effect there. In a sheet (a .sheet's content, a view
  /// in a stack that is one, a present step's view) the sheet's warning stays.
  @Test(
    "detents warn at the key: no effect on a view in no sheet, the medium detent's warning on one in a sheet",
    arguments: [
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home", "detents": ["medium"] } }, "steps": [{ "event": "launch" }] }"#,
        #"at $.app.windowGroup.detents: "detents" has no effect here: this view is in the WindowGroup, not in a sheet"#
      ),
      (
        #"{ "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "s", "views": [{ "swiftUI": "view", "id": "home", "detents": ["large"] }] } }, "steps": [{ "event": "launch" }] }"#,
        #"at $.app.windowGroup.views[0].detents: "detents" has no effect here: this view is in the WindowGroup, not in a sheet"#
      ),
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home", "fullScreenCover": { "swiftUI": "view", "id": "player", "detents": ["medium"] } } }, "steps": [{ "event": "launch" }] }"#,
        #"at $.app.windowGroup.fullScreenCover.detents: "detents" has no effect here: this view is in a .fullScreenCover, not in a sheet"#
      ),
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }, { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "presentedAs": "fullScreenCover", "detents": ["medium"] } }] }"#,
        #"at $.steps[1].viewController.detents: "detents" has no effect here: this view is in a .fullScreenCover, not in a sheet"#
      ),
      (
        #"{ "platform": { "os": "17.0", "idiom": "pad" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home", "popover": { "swiftUI": "view", "id": "tip", "detents": ["medium"] } } }, "steps": [{ "event": "launch" }] }"#,
        #"at $.app.windowGroup.popover.detents: "detents" has no effect here: this view is in a .popover, which is a sheet only in compact width, not in a sheet"#
      ),
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home", "sheet": { "swiftUI": "NavigationStack", "id": "s", "views": [{ "swiftUI": "view", "id": "details", "detents": ["medium"] }] } } }, "steps": [{ "event": "launch" }] }"#,
        "at $.app.windowGroup.sheet.views[0].detents: a sheet that can rest at the medium detent is modelled as a full-height card"
      ),
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }, { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "details", "detents": ["medium"] } }] }"#,
        "at $.steps[1].viewController.detents: a sheet that can rest at the medium detent is modelled as a full-height card"
      ),
      // Medium among other detents: the sheet can rest there too (it warned only for medium alone).
      (
        #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home", "sheet": { "swiftUI": "view", "id": "filters", "detents": ["medium", "large"] } } }, "steps": [{ "event": "launch" }] }"#,
        "at $.app.windowGroup.sheet.detents: a sheet that can rest at the medium detent is modelled as a full-height card"
      ),
    ] as [(String, String)])
  func detents(_ text: String, _ message: String) throws {
    let loaded = ScenarioFile.load(SourceFile(path: "app.json", text: text))
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1, "\(loaded.diagnostics.map(\.description))")
    let warning = try #require(warnings.first)
    // At the key's value: its line and column.
    let column = try #require(text.range(of: #""detents": ["#)).upperBound.utf16Offset(in: text)
    #expect(warning.description.hasPrefix("app.json:1:\(column): warning: \(message)\n"), "\(warning.description)")
    if message.contains("no effect") {
      #expect(
        warning.help
          == #".presentationDetents sets the detents of the sheet a view is in (SPEC.md, L6): present the view with .sheet ("sheet", or a present step, which shows it as a sheet unless "presentedAs" says otherwise), or remove "detents""#
      )
    }
  }

  @Test("a present step shows a view as its presentedAs says; a view inside a stack presents through the stack")
  func presentations() throws {
    let present = try Fixtures.loadScenario(
      #"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }, { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "presentedAs": "fullScreenCover", "preferredColorScheme": "dark" } }] }"#
    )
    let shown = try ReferenceResolver().observe(present, tracing: false).get()
    #expect(shown[1].styleOwner == "player" && shown[1].style == .lightContent)
    let inside = try Fixtures.loadScenario(
      #"{ "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "home", "fullScreenCover": { "swiftUI": "view", "id": "player", "preferredColorScheme": "dark" } }] } }, "steps": [{ "event": "launch" }] }"#
    )
    #expect(inside.windows[0].root?.presented?.id == "player", "the stack presents it")
    #expect(try ReferenceResolver().observe(inside, tracing: false).get()[0].styleOwner == "player")
    // Presenting again from the view names the stack it presents through, and where the cover already up came from.
    let again = ScenarioFile.load(
      SourceFile(
        path: "again.json",
        text:
          #"{ "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "home", "fullScreenCover": { "swiftUI": "view", "id": "player" } }] } }, "steps": [{ "event": "launch" }, { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "settings" } }] }"#
      ))
    let error = try #require(again.diagnostics.first { $0.severity == .error })
    #expect(error.message.hasSuffix(#"cannot present "settings": "home" presents through "stack", which is already presenting "player""#), "\(error)")
    #expect(error.help?.contains(#"a SwiftUI view's "sheet", "fullScreenCover" or "popover", is already up at launch"#) == true)
  }

  @Test("a SwiftUI view on iOS 12 is reported at the view's swiftUI key in app, not at $.windows")
  func viewBeforeIOS13() throws {
    let text = #"{ "platform": { "os": "12.4" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "old.json", text: text))
    let error = try #require(loaded.diagnostics.first { $0.severity == .error })
    #expect(error.message == #""home" is a SwiftUI hosting controller, which does not exist before iOS 13"#)
    #expect(error.path?.description == "$.app.windowGroup.swiftUI")
    let tabs =
      #"{ "app": { "windowGroup": { "swiftUI": "TabView", "id": "tabs", "selection": 3, "views": [{ "swiftUI": "view", "id": "a" }] } }, "steps": [{ "event": "launch" }] }"#
    let selection = try #require(ScenarioFile.load(SourceFile(path: "tabs.json", text: tabs)).diagnostics.first { $0.severity == .error })
    #expect(selection.path?.description == "$.app.windowGroup.selection", "a TabView's tab is its selection")
    let stack =
      #"{ "platform": { "os": "15.0" }, "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "s", "views": [{ "swiftUI": "view", "id": "a" }] } }, "steps": [{ "event": "launch" }] }"#
    let early = try #require(ScenarioFile.load(SourceFile(path: "stack.json", text: stack)).diagnostics.first { $0.severity == .error })
    #expect(early.message == "NavigationStack exists from iOS 16; this scenario runs iOS 15")
    #expect(early.help == "use NavigationView before iOS 16, or raise platform.os")
  }

  /// `.fullScreenCover` before iOS 14, where SwiftUI has none (L7.2): an error at the key, written on a view or as a
  /// present step's `presentedAs`, as NavigationStack before iOS 16 is. It loaded and resolved as a full-screen cover.
  @Test(
    "a fullScreenCover before iOS 14 is an error at its key",
    arguments: [
      (
        #"{ "platform": { "os": "13.0" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home", "fullScreenCover": { "swiftUI": "view", "id": "player" } } }, "steps": [{ "event": "launch" }] }"#,
        "$.app.windowGroup.fullScreenCover", #""fullScreenCover""#
      ),
      (
        #"{ "platform": { "os": "13.0" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }, { "event": "present", "presenter": "home", "viewController": { "swiftUI": "view", "id": "player", "presentedAs": "fullScreenCover" } }] }"#,
        "$.steps[1].viewController.presentedAs", #""presentedAs": "#
      ),
    ])
  func coverBeforeIOS14(_ text: String, _ path: String, _ at: String) throws {
    let loaded = ScenarioFile.load(SourceFile(path: "cover.json", text: text))
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(loaded.diagnostics.map(\.description))")
    let error = try #require(errors.first)
    #expect(error.message == "fullScreenCover exists from iOS 14; this scenario runs iOS 13")
    #expect(error.help == "present the view with .sheet before iOS 14, or raise platform.os to 14.0 or later")
    #expect(error.path?.description == path)
    let column = try #require(text.range(of: at)).lowerBound.utf16Offset(in: text) + (at.hasSuffix(": ") ? at.utf16.count : 0) + 1
    #expect(error.description.hasPrefix("cover.json:1:\(column): error:"), "\(error.description)")
    // From iOS 14 the same scenario loads.
    #expect(!ScenarioFile.load(SourceFile(path: "cover.json", text: text.replacingOccurrences(of: "13.0", with: "14.0"))).hasErrors)
  }

  /// Toolbar modifiers on a NavigationSplitView's column: the model lowers the columns without navigation bars (L4),
  /// so it reads none of them; each is a warning at its key. They were dropped without a word.
  @Test("toolbar modifiers on a NavigationSplitView's column warn at the key that they are not modelled")
  func splitViewColumnToolbar() throws {
    let text =
      #"{ "app": { "windowGroup": { "swiftUI": "NavigationSplitView", "id": "split", "views": [{ "swiftUI": "view", "id": "side", "toolbarBackground": "visible", "toolbarColorScheme": "dark" }, { "swiftUI": "view", "id": "detail" }] } }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "split.json", text: text))
    #expect(!loaded.hasErrors)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map { $0.path?.description } == ["$.app.windowGroup.views[0].toolbarBackground", "$.app.windowGroup.views[0].toolbarColorScheme"])
    #expect(
      warnings.first?.message
        == #""toolbarBackground" on a NavigationSplitView's column is not modelled: the model lowers the columns without navigation bars, so it changes nothing here"#
    )
    #expect(warnings.allSatisfy { $0.help?.contains("SPEC.md, L4") == true })
    // The same view in a NavigationStack is read, and warns of nothing.
    let stack = text.replacingOccurrences(of: "NavigationSplitView", with: "NavigationStack")
    #expect(ScenarioFile.load(SourceFile(path: "stack.json", text: stack)).diagnostics.filter { $0.severity == .warning }.isEmpty)
  }

  /// A scenario on iOS 26 or later without `liquidGlass` gets the design before Liquid Glass, which an app built with
  /// the iOS 26 SDK has only if it opts out: a warning at `os` says so. Saying either value, or an earlier iOS, is quiet.
  @Test(
    "a scenario on iOS 26 or later that leaves liquidGlass out warns at os",
    arguments: [
      (#"{ "os": "26.1" }"#, true), (#"{ "os": "27.0", "idiom": "pad" }"#, true), (#"{ "os": "26.1", "liquidGlass": false }"#, false),
      (#"{ "os": "26.1", "liquidGlass": true }"#, false), (#"{ "os": "18.0" }"#, false),
    ])
  func liquidGlassLeftOut(_ platform: String, _ warns: Bool) throws {
    let text = #"{ "platform": \#(platform), "app": { "windowGroup": { "swiftUI": "view", "id": "home" } }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "os.json", text: text))
    #expect(!loaded.hasErrors)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == (warns ? 1 : 0), "\(warnings.map(\.description))")
    guard warns, let warning = warnings.first else { return }
    #expect(warning.path?.description == "$.platform.os")
    #expect(warning.message.hasSuffix(#" without "liquidGlass" is modelled without Liquid Glass"#))
    #expect(warning.help?.contains("UIDesignRequiresCompatibility") == true)
  }

  /// SwiftUI's toolbar modifiers exist from iOS 16 (L5.2): before it, `toolbarBackground` and `toolbarHidden` warn at
  /// the key and are not read (the bar stayed hidden on iOS 15 for a view's `toolbarHidden`). `toolbarColorScheme` stays
  /// read: the reference says why it is ignored there (S21.9), and lint reports it.
  @Test("toolbarBackground and toolbarHidden before iOS 16 warn at the key and change nothing", arguments: ["toolbarBackground", "toolbarHidden"])
  func toolbarModifiersBeforeIOS16(_ key: String) throws {
    let text =
      #"{ "platform": { "os": "15.5" }, "app": { "windowGroup": { "swiftUI": "NavigationView", "id": "nav", "views": [{ "swiftUI": "view", "id": "home", "\#(key)": "hidden" }] } }, "steps": [{ "event": "launch" }] }"#
    let loaded = ScenarioFile.load(SourceFile(path: "old.json", text: text))
    #expect(!loaded.hasErrors)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.message) == [#""\#(key)" exists from iOS 16; this scenario runs iOS 15, where it changes nothing"#])
    #expect(warnings.first?.path?.description == "$.app.windowGroup.views[0].\(key)")
    let home = try #require(loaded.cases.first?.windows.first?.root?.children.first)
    #expect(home.swiftUI.toolbarBackground == nil && home.swiftUI.toolbarHidden == nil)
    // From iOS 16 the same view is read, without a warning.
    let current = ScenarioFile.load(SourceFile(path: "new.json", text: text.replacingOccurrences(of: "15.5", with: "16.0")))
    #expect(current.diagnostics.filter { $0.severity == .warning }.isEmpty)
    let read = try #require(current.cases.first?.windows.first?.root?.children.first)
    #expect(read.swiftUI.toolbarBackground == false || read.swiftUI.toolbarHidden == true)
  }

  /// A NavigationStack in a NavigationSplitView's column is lowered as a navigation controller in the split view, which
  /// SPEC.md does not establish: a warning at its `swiftUI` key. `detents` before iOS 16, where there are none, warn
  /// that they change nothing; a hosting controller's `toolbarHidden` before iOS 16 too, as a view's.
  @Test(
    "what the model does not establish or the iOS does not have warns at the key",
    arguments: [
      (
        #"{ "platform": { "os": "17.0", "idiom": "pad" }, "app": { "windowGroup": { "swiftUI": "NavigationSplitView", "id": "split", "views": [{ "swiftUI": "view", "id": "side" }, { "swiftUI": "NavigationStack", "id": "detail", "views": [{ "swiftUI": "view", "id": "d" }] }] } }, "steps": [{ "event": "launch" }] }"#,
        "$.app.windowGroup.views[1].swiftUI",
        "a NavigationStack in a NavigationSplitView's column is not modelled: it is lowered as a navigation controller in the split view"
      ),
      (
        #"{ "platform": { "os": "15.0" }, "app": { "windowGroup": { "swiftUI": "view", "id": "home", "sheet": { "swiftUI": "view", "id": "s", "detents": ["medium"] } } }, "steps": [{ "event": "launch" }] }"#,
        "$.app.windowGroup.sheet.detents", #""detents" exists from iOS 16; this scenario runs iOS 15, where it changes nothing"#
      ),
      (
        #"{ "platform": { "os": "15.0" }, "windows": [{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "h", "kind": "hosting", "toolbarHidden": "hidden" }] } }], "steps": [{ "event": "launch" }] }"#,
        "$.windows[0].root.viewControllers[0].toolbarHidden",
        #""toolbarHidden" exists from iOS 16; this scenario runs iOS 15, where it changes nothing"#
      ),
    ])
  func unestablishedOrMissing(_ text: String, _ path: String, _ message: String) throws {
    let loaded = ScenarioFile.load(SourceFile(path: "w.json", text: text))
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map { $0.path?.description } == [path], "\(warnings.map(\.description))")
    #expect(warnings.first?.message == message)
  }

  @Test("suite cases keep to the controller model: SwiftUI views and app are errors there")
  func suiteCasesRejectSwiftUI() {
    let text =
      #"{ "id": "a.b", "title": "t", "rules": ["S21"], "level": "tentative", "app": { "windowGroup": { "swiftUI": "view", "id": "a" } }, "windows": [{ "id": "main", "root": { "swiftUI": "view", "id": "v" } }], "steps": [{ "event": "launch" }] }"#
    let loaded = CaseLoader.load(text: text)
    #expect(loaded.diagnostics.contains { $0.message == "\"app\" belongs to app scenarios, not suite cases" })
    #expect(loaded.diagnostics.contains { $0.message == "SwiftUI views belong to app scenarios, not suite cases" })
  }
}
