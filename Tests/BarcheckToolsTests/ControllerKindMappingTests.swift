import BarcheckModel
import Testing

@testable import BarcheckTools

/// One captured class chain and the kind it must map to.
struct ClassChain: CustomTestStringConvertible, Sendable {
  var className: String
  var superclasses: [String]
  var hasChildren = false
  var kind: ControllerKind
  /// Whether the mapping must come with a note (a guess).
  var noted = false
  var testDescription: String { "\(TextEscaping.line(className)) → \(kind.rawValue)" }
}

private let chains: [ClassChain] = [
  ClassChain(className: "UINavigationController", superclasses: ["UIViewController"], hasChildren: true, kind: .navigation),
  ClassChain(
    className: "MyApp.MainNavigationController", superclasses: ["UINavigationController", "UIViewController"], hasChildren: true, kind: .navigation),
  ClassChain(
    className: "MyApp.Outer.Nav", superclasses: ["MyApp.BaseNav", "UIKit.UINavigationController", "UIViewController"], hasChildren: true,
    kind: .navigation),
  ClassChain(
    className: "UIImagePickerController", superclasses: ["UINavigationController", "UIViewController"], hasChildren: true, kind: .navigation,
    noted: true),
  ClassChain(className: "MyApp.Tabs", superclasses: ["UITabBarController", "UIViewController"], hasChildren: true, kind: .tabBar),
  ClassChain(className: "UISplitViewController", superclasses: ["UIViewController"], hasChildren: true, kind: .splitView),
  ClassChain(
    className: "SwiftUI.UIHostingController<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>", superclasses: ["UIViewController"],
    kind: .hosting),
  ClassChain(className: "UIHostingController<ContentView>", superclasses: ["UIViewController"], kind: .hosting),
  ClassChain(className: "MyApp.PlayerHost", superclasses: ["SwiftUI.UIHostingController<MyApp.PlayerView>", "UIViewController"], kind: .hosting),
  ClassChain(className: "_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_", superclasses: ["UIViewController"], kind: .hosting),
  ClassChain(
    className: "SwiftUI.PresentationHostingController<SwiftUI.AnyView>",
    superclasses: ["SwiftUI.UIHostingController<SwiftUI.AnyView>", "UIViewController"],
    kind: .hosting, noted: true),
  ClassChain(
    className: "SwiftUI.UIHostingController<SwiftUI.AnyView>", superclasses: ["UIViewController"], hasChildren: true, kind: .container, noted: true),
  ClassChain(className: "MyApp.UIHostingController<Int>", superclasses: ["UIViewController"], kind: .plain),
  ClassChain(className: "UIAlertController", superclasses: ["UIViewController"], kind: .alert),
  ClassChain(className: "UIPageViewController", superclasses: ["UIViewController"], hasChildren: true, kind: .pageView),
  ClassChain(className: "MyApp.SearchController", superclasses: ["UISearchController", "UIViewController"], kind: .search),
  ClassChain(className: "MyApp.ProfileViewController", superclasses: ["UIViewController"], kind: .plain),
  ClassChain(className: "MyApp.(unknown context at $1029c8f0c).Detail", superclasses: ["UIViewController"], kind: .plain),
  ClassChain(className: "_TtC5MyApp17ProfileController", superclasses: ["UIViewController"], kind: .plain),
  ClassChain(className: "MyApp.List", superclasses: ["UITableViewController", "UIViewController"], kind: .plain),
  ClassChain(className: "MyApp.Pager", superclasses: ["UIViewController"], hasChildren: true, kind: .container),
  ClassChain(className: "SFSafariViewController", superclasses: ["UIViewController"], kind: .plain, noted: true),
  ClassChain(className: "MyApp.Mystery", superclasses: [], kind: .plain, noted: true),
  ClassChain(className: "MyApp.Mystery", superclasses: [], hasChildren: true, kind: .container, noted: true),
  ClassChain(className: "FlutterViewController", superclasses: ["UIViewController"], kind: .plain, noted: true),
  // A name that only looks like UIKit's, in the app's own module, is the app's.
  ClassChain(className: "MyApp.UINavigationController", superclasses: ["UIViewController"], hasChildren: true, kind: .container),
  // A garbled name is no class barcheck knows.
  ClassChain(className: "  \u{1B}[31mUINavigationController<\u{202E}", superclasses: [], hasChildren: true, kind: .container, noted: true),
]

@Suite("class names mapped to controller kinds")
struct ControllerKindMappingTests {
  @Test("each class chain maps to its kind, with a note exactly when barcheck guessed", arguments: chains)
  func maps(_ chain: ClassChain) {
    let mapping = ControllerKindMapping.map(className: chain.className, superclasses: chain.superclasses, hasChildren: chain.hasChildren)
    #expect(mapping.kind == chain.kind)
    #expect((mapping.note != nil) == chain.noted, "\(mapping.note ?? "no note")")
    if let note = mapping.note {
      #expect(!note.contains("\u{1B}") && !note.contains("\u{202E}"))
    }
  }

  @Test(
    "class names are taken apart: module, base, generics and private contexts dropped, mangled names read",
    arguments: [
      ("SwiftUI.UIHostingController<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>", "SwiftUI", "UIHostingController"),
      ("UINavigationController", nil, "UINavigationController"),
      ("__C.UIViewController", nil, "UIViewController"),
      ("MyApp.Outer<Int>.Inner", "MyApp", "Inner"),
      ("MyApp.(unknown context at $1029c8f0c).Detail", "MyApp", "Detail"),
      ("_TtC5MyApp7Profile", "MyApp", "Profile"),
      ("_TtCC5MyApp5Outer5Inner", "MyApp", "Inner"),
      ("_TtGC7SwiftUI19UIHostingControllerV5MyApp4Root_", "SwiftUI", "UIHostingController"),
      ("_TtC5MyApp999", nil, "_TtC5MyApp999"),
      ("<<<", nil, ""),
    ] as [(String, String?, String)])
  func className(_ raw: String, _ module: String?, _ base: String) {
    let name = ClassName(raw)
    #expect(name.module == module)
    #expect(name.base == base)
  }

  @Test(
    "ids are made from class names: lowercase words, no generics, never reserved, deduplicated",
    arguments: [
      (["MyApp.ProfileViewController"], ["profile"]),
      (["UINavigationController", "UINavigationController", "MyApp.NavigationController"], ["navigation", "navigation-2", "navigation-3"]),
      (["SwiftUI.UIHostingController<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>"], ["hosting"]),
      (["MyApp.HUDViewController", "Relay.HUDWindow"], ["hud", "hud-window"]),
      (["MyApp.MainTabBarController"], ["main-tab-bar"]),
      (["MyApp.ApplicationController"], ["application-2"]),
      (["\u{1B}[31m\u{202E}", "évènement", "<>"], ["31m", "v-nement", "controller"]),
      (["MyApp.AVeryLongViewControllerNameThatGoesOnAndOnForeverAndEverController"], ["a-very-long-view-controller-name"]),
    ] as [([String], [String])])
  func identifiers(_ names: [String], _ ids: [String]) {
    var allocator = IdentifierAllocator(fallback: "controller")
    #expect(names.map { allocator.make(from: $0) } == ids)
  }
}
