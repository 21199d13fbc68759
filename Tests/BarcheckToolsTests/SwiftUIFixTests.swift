import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Testing

/// Fixes for SwiftUI views: an override only where the app makes the view's UIHostingController itself (L8), the
/// modifiers everywhere.
@Suite("lint's fixes for SwiftUI views")
struct SwiftUIFixTests {
  /// A white view "settings" whose bar turns white in dark mode, at each place a view can be; whether the app makes
  /// its hosting controller (and can subclass it).
  static let places: [(place: String, app: String, subclassable: Bool)] = [
    ("the root of a WindowGroup", ##"{ "app": { "windowGroup": { "swiftUI": "view", "id": "settings", "background": "#FFFFFF" } }"##, true),
    (
      "a view in a NavigationStack",
      ##"{ "app": { "windowGroup": { "swiftUI": "NavigationStack", "id": "stack", "views": [{ "swiftUI": "view", "id": "settings", "background": "#FFFFFF", "toolbarHidden": "hidden" }] } }"##,
      false
    ),
    (
      "a tab of a TabView",
      ##"{ "app": { "windowGroup": { "swiftUI": "TabView", "id": "tabs", "views": [{ "swiftUI": "view", "id": "settings", "background": "#FFFFFF" }, { "swiftUI": "NavigationStack", "id": "homeStack", "views": [{ "swiftUI": "view", "id": "home" }] }] } }"##,
      false
    ),
    (
      "a full-screen cover's content",
      ##"{ "app": { "windowGroup": { "swiftUI": "view", "id": "home", "background": "#000000", "fullScreenCover": { "swiftUI": "view", "id": "settings", "background": "#FFFFFF" } } }"##,
      false
    ),
    (
      "a view the app pushes onto a UIKit navigation controller",
      ##"{ "windows": [{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "list", "background": "#FFFFFF" }, { "swiftUI": "view", "id": "settings", "background": "#FFFFFF" }] } }]"##,
      true
    ),
    (
      "a hosting controller a UIKit scenario puts in its navigation controller",
      ##"{ "windows": [{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "settings", "kind": "hosting", "background": "#FFFFFF" }] } }]"##,
      true
    ),
  ]

  @Test("an override is offered only where the app can subclass the view's hosting controller", arguments: places)
  func overrideWhereSubclassable(_ place: (place: String, app: String, subclassable: Bool)) throws {
    let scenario = try Fixtures.loadScenario(
      place.app + #", "steps": [{ "event": "launch" }, { "event": "setAppearance", "appearance": "dark" }] }"#)
    let finding = try #require(ScenarioLinter.lint(scenario).findings.first { $0.rule == .s23 && $0.step == 1 }, "\(place.place)")
    let override = finding.fixes.filter { $0.edits.contains(.controller("settings", .preferredStatusBarStyle(.darkContent))) }
    #expect(override.isEmpty == !place.subclassable, "\(place.place): \(finding.fixes.map(\.summary))")
    if !place.subclassable {
      #expect(!finding.fixes.contains { $0.location.contains("UIHostingController") || $0.uiKit != nil }, "\(place.place)")
    }
    #expect(finding.fixes.contains { $0.swiftUI == ".preferredColorScheme(.light)" }, "\(place.place): \(finding.noFix ?? "")")
  }
}
