import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Testing

/// Plays a case and returns its observations, failing the test on any error.
func observe(_ json: String) throws -> [Observation] {
  try ReferenceResolver().observe(try Fixtures.loadCase(json)).get()
}

/// Whether an observation's trace cites a rule with a message containing a fragment.
func cites(_ observation: Observation, _ rule: String, _ fragment: String) -> Bool {
  observation.trace.contains { $0.ruleID?.rawValue == rule && $0.message.contains(fragment) }
}

@Suite("The reference resolver, rule by rule")
struct RuleBehaviourTests {
  @Test("S1, S3: application mode ignores controllers; setters apply at once and are inert in controller mode")
  func applicationMode() throws {
    let steps = #"[{ "event": "launch" }, { "event": "setApplicationStatusBarStyle", "style": "lightContent" }]"#
    let windows = #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent" } }]"#
    let app = try observe(Fixtures.caseJSON(windows: windows, steps: steps, infoPlist: #"{ "UIViewControllerBasedStatusBarAppearance": false }"#))
    #expect(app.map(\.style) == [.darkContent, .lightContent])
    #expect(app.map(\.styleOwner) == ["application", "application"])
    #expect(cites(app[1], "S3", "applies at once"))
    let controller = try observe(Fixtures.caseJSON(windows: windows, steps: steps))
    #expect(controller.map(\.style) == [.darkContent, .darkContent])
    #expect(cites(controller[1], "S3", "does nothing"))
  }

  @Test("S2: the first resolution replaces the launch screen's Info.plist state")
  func launchScreen() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root" } }]"#, steps: #"[{ "event": "launch" }]"#,
        infoPlist: #"{ "UIStatusBarStyle": "UIStatusBarStyleLightContent", "UIStatusBarHidden": true }"#))
    #expect(observations[0].style == .darkContent)
    #expect(observations[0].hidden == false)
    #expect(cites(observations[0], "S2", "replaces"))
  }

  @Test(
    "S4, S5, S6: default resolves by profile and appearance; explicit styles do not",
    arguments: [
      ("12.0", "light", "default", ContentStyle.darkContent, "S5"),
      ("17.0", "light", "default", .darkContent, "S6"),
      ("17.0", "dark", "default", .lightContent, "S6"),
      ("17.0", "dark", "darkContent", .darkContent, "S4"),
      ("17.0", "light", "lightContent", .lightContent, "S4"),
    ])
  func styleValues(_ os: String, _ appearance: String, _ style: String, _ expected: ContentStyle, _ rule: String) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "\#(style)" } }]"#, steps: #"[{ "event": "launch" }]"#,
        platform: #"{ "os": "\#(os)" }"#, environment: #"{ "appearance": "\#(appearance)" }"#))
    #expect(observations[0].style == expected)
    #expect(observations[0].trace.contains { $0.ruleID?.rawValue == rule })
  }

  @Test("S6: an override on a sibling does not count; one on an ancestor does")
  func appearanceWalk() throws {
    func run(_ override: String) throws -> Observation {
      try observe(
        Fixtures.caseJSON(
          windows:
            #"[{ "id": "main", "root": { "id": "c", "kind": "container", "childForStatusBarStyle": "a", \#(override) "children": [{ "id": "a" }, { "id": "b", "overrideUserInterfaceStyle": "dark" }] } }]"#,
          steps: #"[{ "event": "launch" }]"#))[0]
    }
    #expect(try run("").style == .darkContent)
    let dark = try run(#""overrideUserInterfaceStyle": "dark","#)
    #expect(dark.style == .lightContent)
    #expect(cites(dark, "S6", "\"c\" overrides its user interface style to dark (an ancestor of \"a\")"))
  }

  @Test("S7: the topmost visible window decides, whatever the key window")
  func windows() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "isKey": true, "root": { "id": "a", "preferredStatusBarStyle": "lightContent" } }, { "id": "top", "level": 10, "root": { "id": "b", "preferredStatusBarStyle": "darkContent" } }]"#,
        steps: #"[{ "event": "launch" }, { "event": "hideWindow", "window": "top" }]"#))
    #expect(observations.map(\.styleOwner) == ["b", "a"])
    #expect(cites(observations[0], "S7", "topmost visible window"))
  }

  @Test(
    "S8, S9, S10: only presentations that take over decide, and dismissal hands back",
    arguments: [
      ("fullScreen", false, "modal"), ("overFullScreen", false, "root"), ("overFullScreen", true, "modal"), ("pageSheet", false, "root"),
      ("pageSheet", true, "modal"), ("currentContext", true, "modal"), ("custom", false, "root"), ("custom", true, "modal"),
    ])
  func takeOver(_ style: String, _ captures: Bool, _ owner: String) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "modal", "modalPresentationStyle": "\#(style)", "modalPresentationCapturesStatusBarAppearance": \#(captures) } }, { "event": "dismiss", "viewController": "modal" }]"#
      ))
    #expect(observations[1].styleOwner == owner)
    #expect(observations[1].trace.contains { $0.ruleID?.rawValue == "S9" })
    #expect(observations[2].styleOwner == "root")
  }

  @Test(
    "S9: custom presentations take over on iOS 8.3 to 9 only; from iOS 10 (and before 8.3) they need the capture flag",
    arguments: [
      ("8.1", false, "root"), ("8.3", false, "modal"), ("9.3", false, "modal"), ("10.0", false, "root"), ("10.0", true, "modal"),
      ("17.0", false, "root"),
    ])
  func customByVersion(_ os: String, _ captures: Bool, _ owner: String) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "modal", "modalPresentationStyle": "custom", "modalPresentationCapturesStatusBarAppearance": \#(captures) } }]"#,
        platform: #"{ "os": "\#(os)", "idiom": "phone", "homeButton": true }"#))
    #expect(observations[1].styleOwner == owner)
  }

  @Test(
    "S9: sheets by idiom, width and version: full screen in compact width before iOS 13, cards from iOS 13, panels on iPad",
    arguments: [
      ("12.4", "phone", "formSheet", "modal"), ("12.4", "pad", "formSheet", "root"), ("12.4", "pad", "automatic", "modal"),
      ("17.0", "phone", "formSheet", "root"), ("17.0", "phone", "popover", "root"), ("17.0", "pad", "pageSheet", "root"),
    ])
  func sheetShapes(_ os: String, _ idiom: String, _ style: String, _ owner: String) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "modal", "modalPresentationStyle": "\#(style)" } }]"#,
        platform: #"{ "os": "\#(os)", "idiom": "\#(idiom)", "homeButton": true }"#))
    #expect(observations[1].styleOwner == owner)
  }

  @Test("S24: a card on a portrait phone shows light content in view-controller mode only, and not over a non-full-screen decider")
  func cardBackdrop() throws {
    let windows = #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent" } }]"#
    let steps =
      #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "card" } }, { "event": "dismiss", "viewController": "card" }]"#
    let controllerMode = try observe(Fixtures.caseJSON(windows: windows, steps: steps))
    #expect(controllerMode.map(\.style) == [.darkContent, .lightContent, .darkContent])
    #expect(controllerMode[1].styleOwner == "root")
    #expect(cites(controllerMode[1], "S24", "pushed back"))
    let applicationMode = try observe(
      Fixtures.caseJSON(windows: windows, steps: steps, infoPlist: #"{ "UIViewControllerBasedStatusBarAppearance": false }"#))
    #expect(applicationMode.map(\.style) == [.darkContent, .darkContent, .darkContent])
    let pad = try observe(Fixtures.caseJSON(windows: windows, steps: steps, platform: #"{ "os": "17.0", "idiom": "pad", "homeButton": false }"#))
    #expect(pad[1].style == .darkContent)
    let overContext = try observe(
      Fixtures.caseJSON(
        windows: windows,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "drawer", "preferredStatusBarStyle": "darkContent", "modalPresentationStyle": "overCurrentContext", "modalPresentationCapturesStatusBarAppearance": true } }, { "event": "present", "presenter": "drawer", "viewController": { "id": "card" } }]"#
      ))
    #expect(overContext[2].style == .darkContent)
    #expect(overContext[2].styleOwner == "drawer")
  }

  @Test("S8: nothing presented on top of a presentation that did not take over is examined")
  func stackedPresentations() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightContent" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "over", "modalPresentationStyle": "overFullScreen" } }, { "event": "present", "presenter": "over", "viewController": { "id": "full", "preferredStatusBarStyle": "darkContent", "modalPresentationStyle": "fullScreen" } }]"#
      ))
    #expect(observations[2].styleOwner == "root")
    #expect(cites(observations[2], "S8", "is not examined"))
  }

  @Test("S7: a window without a root view controller decides with default in its appearance, no owner")
  func rootlessWindow() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent" } }, { "id": "hud", "level": "alert", "visible": false, "overrideUserInterfaceStyle": "dark" }]"#,
        steps: #"[{ "event": "launch" }, { "event": "showWindow", "window": "hud" }, { "event": "hideWindow", "window": "hud" }]"#))
    #expect(observations.map(\.style) == [.darkContent, .lightContent, .darkContent])
    #expect(observations[1].styleOwner == "window:hud")
    #expect(cites(observations[1], "S7", "no root view controller"))
  }

  @Test("S9: before iOS 13 a size-class change does not move the status bar, and dismissing the adapted sheet leaves it stale")
  func sizeClassBeforeiOS13() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightContent" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "form", "modalPresentationStyle": "formSheet" } }, { "event": "setHorizontalSizeClass", "sizeClass": "regular" }, { "event": "dismiss", "viewController": "form" }, { "event": "setNeedsStatusBarAppearanceUpdate", "viewController": "root" }]"#,
        platform: #"{ "os": "9.0", "idiom": "pad", "homeButton": true }"#, environment: #"{ "horizontalSizeClass": "compact" }"#))
    #expect(observations.map(\.style) == [.lightContent, .darkContent, .darkContent, .darkContent, .lightContent])
    #expect(observations[2].styleOwner == "form")
    #expect(observations[3].diagnostics.contains { $0.contains("stale") })
  }

  @Test("S10: a cancelled interactive dismissal shows the presenter's result until the next update")
  func cancelledDismissal() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "present", "presenter": "root", "viewController": { "id": "modal", "preferredStatusBarStyle": "lightContent", "modalPresentationStyle": "fullScreen" } }, { "event": "cancelInteractiveDismissal", "viewController": "modal" }, { "event": "rotate", "orientation": "landscape" }]"#
      ))
    #expect(observations.map(\.style) == [.darkContent, .lightContent, .darkContent, .lightContent])
    #expect(observations[2].diagnostics.contains { $0.contains("stale") })
  }

  @Test("S3, S17: application mode hides the bar in landscape on a phone, remembers a landscape launch, and ignores the setters on iOS 27")
  func applicationModeVersions() throws {
    let windows = #"[{ "id": "main", "root": { "id": "root" } }]"#
    let plist = #"{ "UIViewControllerBasedStatusBarAppearance": false, "UIStatusBarStyle": "UIStatusBarStyleLightContent" }"#
    let rotation = try observe(
      Fixtures.caseJSON(
        windows: windows,
        steps:
          #"[{ "event": "launch" }, { "event": "rotate", "orientation": "portrait" }, { "event": "setApplicationStatusBarHidden", "hidden": false, "animation": "none" }]"#,
        platform: #"{ "os": "15.0", "idiom": "phone", "homeButton": true }"#, infoPlist: plist, environment: #"{ "orientation": "landscape" }"#))
    #expect(rotation.map(\.hidden) == [true, true, false])
    let ios27 = try observe(
      Fixtures.caseJSON(
        windows: windows, steps: #"[{ "event": "launch" }, { "event": "setApplicationStatusBarStyle", "style": "lightContent" }]"#,
        platform: #"{ "os": "27.0", "idiom": "phone", "homeButton": false }"#, infoPlist: plist))
    #expect(ios27.map(\.style) == [.darkContent, .darkContent])
    #expect(cites(ios27[1], "S3", "iOS 27"))
    // On iOS 27 the inert hidden setter does not end the landscape launch's hidden bar either.
    let ios27Landscape = try observe(
      Fixtures.caseJSON(
        windows: windows,
        steps:
          #"[{ "event": "launch" }, { "event": "setApplicationStatusBarHidden", "hidden": false, "animation": "none" }, { "event": "rotate", "orientation": "portrait" }]"#,
        platform: #"{ "os": "27.0", "idiom": "phone", "homeButton": false }"#, infoPlist: plist, environment: #"{ "orientation": "landscape" }"#))
    #expect(ios27Landscape.map(\.hidden) == [true, true, true])
    // A phone is compact in width: regular width is a pad's.
    let phoneRegular = CaseLoader.load(
      text: Fixtures.caseJSON(windows: windows, steps: #"[{ "event": "launch" }]"#, environment: #"{ "horizontalSizeClass": "regular" }"#))
    #expect(phoneRegular.diagnostics.contains { $0.message == "a phone is compact in width in the case format" })
  }

  @Test("S11, S12, S13, S14: a navigation controller decides with its bar, forwards when hidden, and forwards visibility")
  func navigation() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "list", "preferredStatusBarStyle": "lightContent", "prefersStatusBarHidden": true }] } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "setNavigationBarHidden", "navigationController": "nav", "hidden": true }, { "event": "setNavigationBarStyle", "navigationController": "nav", "barStyle": "black" }, { "event": "setNavigationBarHidden", "navigationController": "nav", "hidden": false }]"#
      ))
    #expect(observations.map(\.style) == [.darkContent, .lightContent, .lightContent, .lightContent])
    #expect(observations.map(\.styleOwner) == ["nav", "list", "list", "nav"])
    #expect(observations.map(\.hiddenOwner) == ["list", "list", "list", "list"])
    #expect(cites(observations[0], "S12", "decides the style itself"))
    #expect(cites(observations[1], "S12", "forwards the style to its top view controller \"list\""))
    #expect(cites(observations[3], "S13", "barStyle black"))
    #expect(cites(observations[0], "S14", "forwards visibility"))
  }

  @Test("S15, S16: tabs forward to the selection; a collapsed split view to its primary, an expanded one decides")
  func tabsAndSplit() throws {
    let tabs = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "t", "kind": "tabBar", "viewControllers": [{ "id": "a" }, { "id": "b", "preferredStatusBarStyle": "lightContent" }] } }]"#,
        steps: #"[{ "event": "launch" }, { "event": "selectTab", "tabBarController": "t", "index": 1 }]"#))
    #expect(tabs.map(\.styleOwner) == ["a", "b"])
    #expect(cites(tabs[1], "S15", "selected tab \"b\""))
    for (collapsed, owner) in [(true, "p"), (false, "s")] {
      let split = try observe(
        Fixtures.caseJSON(
          windows:
            #"[{ "id": "main", "root": { "id": "s", "kind": "splitView", "collapsed": \#(collapsed), "viewControllers": [{ "id": "p" }, { "id": "d" }] } }]"#,
          steps: #"[{ "event": "launch" }]"#))
      #expect(split[0].styleOwner == owner)
      #expect(split[0].trace.contains { $0.ruleID?.rawValue == "S16" })
    }
  }

  @Test(
    "S17: compact height hides an un-overridden controller; overriding loses that; no home button hides anyway",
    arguments: [
      (true, "", true), (true, #""prefersStatusBarHidden": false,"#, false), (false, #""prefersStatusBarHidden": false,"#, true),
    ])
  func compactHeight(_ homeButton: Bool, _ override: String, _ hidden: Bool) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { \#(override) "id": "root" } }]"#,
        steps: #"[{ "event": "launch" }, { "event": "rotate", "orientation": "landscape" }]"#,
        platform: #"{ "os": "17.0", "homeButton": \#(homeButton) }"#))
    #expect(observations[0].hidden == false)
    #expect(observations[1].hidden == hidden)
    #expect(observations[1].trace.contains { $0.ruleID?.rawValue == "S17" })
  }

  @Test("S18: the hidden owner's animation, only inside an animation block", arguments: [(true, StatusBarAnimation.slide), (false, .none)])
  func animation(_ animated: Bool, _ expected: StatusBarAnimation) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root", "preferredStatusBarUpdateAnimation": "slide" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "set", "viewController": "root", "properties": { "prefersStatusBarHidden": true } }, { "event": "setNeedsStatusBarAppearanceUpdate", "viewController": "root", "animated": \#(animated) }]"#
      ))
    #expect(observations[2].hidden)
    #expect(observations[2].animation == expected)
    #expect(observations[2].trace.contains { $0.ruleID?.rawValue == "S18" })
  }

  @Test("S19, S20: a change without an update call is stale until the call or an automatic trigger")
  func staleness() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "root" } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "set", "viewController": "root", "properties": { "preferredStatusBarStyle": "lightContent" } }, { "event": "setAppearance", "appearance": "dark" }]"#
      ))
    #expect(observations.map(\.style) == [.darkContent, .darkContent, .lightContent])
    #expect(observations[1].diagnostics.first?.hasPrefix("S19 stale: the status bar still shows style darkContent instead of lightContent") == true)
    #expect(observations[2].diagnostics.isEmpty)
    #expect(cites(observations[2], "S20", "the system switches to dark mode: UIKit re-resolves"))
  }

  /// A bar split over an expanded split view's columns shows one style a part (S16.9): a column's change without an
  /// update call leaves its part stale even where the style an observation reports (the split view's own) does not
  /// move. No diagnostic was given there, so `explain` and `lint` missed the missing update call.
  @Test(
    "S19.14: a stale part of a bar split over a split view's columns is said part by part",
    arguments: [
      ("sidebar", "darkContent", #"S19 stale: the status bar still shows lightContent on the left (over "sidebar") instead of darkContent until"#),
      ("detail", "lightContent", #"S19 stale: the status bar still shows darkContent on the right (over "detail") instead of lightContent until"#),
      // The split view's own style shows nowhere while its columns split the bar: nothing is stale, though the style
      // an observation reports (the split view's own) moves at the update call.
      ("split", "lightContent", nil),
    ])
  func staleSplitPart(_ column: String, _ style: String, _ diagnostic: String?) throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "viewControllers": [{ "id": "sidebar", "preferredStatusBarStyle": "lightContent" }, { "id": "detail" }] } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "set", "viewController": "\#(column)", "properties": { "preferredStatusBarStyle": "\#(style)" } }, { "event": "setNeedsStatusBarAppearanceUpdate", "viewController": "split" }]"#,
        platform: #"{ "os": "15.0", "idiom": "pad" }"#))
    #expect(observations[0].diagnostics.isEmpty)
    if let diagnostic {
      #expect(observations[1].diagnostics.first?.hasPrefix(diagnostic) == true, "\(observations[1].diagnostics)")
      #expect(observations[1].trace.contains { $0.clause == .s19_14 })
    } else {
      #expect(observations[1].diagnostics.isEmpty, "\(observations[1].diagnostics)")
    }
    #expect(observations[2].diagnostics.isEmpty)
  }

  @Test("S21: SwiftUI preferences reach the status bar")
  func swiftUI() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "h", "kind": "hosting", "toolbarColorScheme": "dark", "statusBarHidden": true }] } }]"#,
        steps: #"[{ "event": "launch" }]"#))
    #expect(observations[0].style == .lightContent)
    #expect(observations[0].hidden)
    #expect(cites(observations[0], "S21", "toolbarColorScheme(.dark)"))
    #expect(cites(observations[0], "S21", "statusBarHidden(true)"))
  }

  @Test("S23: contrast against what is behind the bar, flagged below 3:1")
  func legibility() throws {
    let observations = try observe(
      Fixtures.caseJSON(
        windows: ##"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "darkContent", "overlay": "#1C1C1E" } }]"##,
        steps: ##"[{ "event": "launch" }, { "event": "set", "viewController": "root", "properties": { "overlay": "#FFFFFF" } }]"##))
    #expect(observations[0].legible == false)
    #expect(observations[0].contrast == 1.23)
    #expect(observations[1].legible == true)
    #expect(observations[1].contrast == 21)
    #expect(cites(observations[0], "S23", "below 3:1"))
  }

  @Test(
    "S23.42: the bar over an expanded split view's columns is measured part by part, split or stale or not; a split view before iOS 13 as one"
  )
  func columnsBarMeasuredPartByPart() throws {
    // A black sidebar giving lightContent and a white detail giving default (black content in the light appearance).
    func splitWindows(hidden: Bool = false) -> String {
      ##"[{ "id": "main", "root": { "id": "split", "kind": "splitView", "collapsed": false, "prefersStatusBarHidden": \##(hidden), "viewControllers": [{ "id": "sidebar", "preferredStatusBarStyle": "lightContent", "background": "black" }, { "id": "detail", "preferredStatusBarStyle": "default", "background": "white" }] } }]"##
    }
    let steps =
      ##"[{ "event": "launch" }, { "event": "set", "viewController": "detail", "properties": { "preferredStatusBarStyle": "lightContent" } }, { "event": "setNeedsStatusBarAppearanceUpdate", "viewController": "detail" }]"##
    let split = try observe(Fixtures.caseJSON(windows: splitWindows(), steps: steps, platform: #"{ "os": "15.0", "idiom": "pad" }"#))
    // Split at launch, and still split while the change waits for its update call (S19): two readable halves, where the
    // split view's own black content over the black sidebar reads 1:1.
    for observation in split[0...1] {
      #expect(observation.style == .darkContent && observation.legible == true && observation.contrast == 21)
    }
    #expect(cites(split[0], "S23", "each part is measured over its own column"))
    #expect(cites(split[0], "S23", "the top of \"detail\""))
    #expect(split[0].trace.contains { $0.clause == .s23_42 })
    // Both columns give lightContent once the update call lands: one style, unreadable over the white detail.
    #expect(split[2].style == .lightContent && split[2].legible == false && split[2].contrast == 1)
    // Before iOS 13 the split view decides alone (S16.1): its black content over the black sidebar is measured as one.
    let decidesAlone = try observe(Fixtures.caseJSON(windows: splitWindows(), steps: steps, platform: #"{ "os": "12.4", "idiom": "pad" }"#))
    #expect(decidesAlone[0].legible == false && decidesAlone[0].contrast == 1)
    #expect(!decidesAlone[0].trace.contains { $0.clause == .s23_42 })
    // A hidden bar shows no part: it counts as legible, as any hidden bar does (S23.35).
    let hidden = try observe(
      Fixtures.caseJSON(windows: splitWindows(hidden: true), steps: ##"[{ "event": "launch" }]"##, platform: #"{ "os": "15.0", "idiom": "pad" }"#))
    #expect(hidden[0].hidden && hidden[0].legible == true)
  }

  @Test("S23: a contrast just under 3:1 that rounds to 3 is illegible, and the trace and the decision say why")
  func legibilityJustUnderThreshold() throws {
    // #959595 behind white content: 2.9953:1, reported as 3 after rounding to two decimals.
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows: ##"[{ "id": "main", "root": { "id": "root", "preferredStatusBarStyle": "lightContent", "background": "#959595" } }]"##,
        steps: ##"[{ "event": "launch" }]"##))
    var session = try ReferenceSession(testCase)
    let observation = try session.step(testCase.steps[0])
    #expect(observation.contrast == 3)
    #expect(observation.legible == false)
    #expect(cites(observation, "S23", "below 3:1 (2.9953:1 before rounding)"))
    let decisions = session.decisions(after: testCase.steps[0], observation: observation, previous: nil)
    let unreadable = try #require(decisions.first { $0.clause == .s23_32 })
    #expect(unreadable.message.contains("just under 3:1, reported as 3:1 after rounding to two decimals"))
    #expect(!unreadable.message.contains("3:1, below 3:1"))
  }

  @Test("tracing off gives the same observations without traces")
  func tracingOff() throws {
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "list" }] } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "push", "navigationController": "nav", "viewController": { "id": "d", "preferredStatusBarStyle": "lightContent" } }]"#
      ))
    let traced = try ReferenceResolver().observe(testCase, tracing: true).get()
    let untraced = try ReferenceResolver().observe(testCase, tracing: false).get()
    #expect(untraced.allSatisfy { $0.trace.isEmpty })
    #expect(traced.map(\.style) == untraced.map(\.style))
    #expect(traced.map(\.styleOwner) == untraced.map(\.styleOwner))
  }
}
