import BarcheckModel
import BarcheckTestSupport
import Testing

/// The public `Scene` a third party's resolver walks: string ids and a tree of values, built on the compiled scene.
@Suite("Scene, for resolver authors")
struct SceneTests {
  static let windows = """
    [{ "id": "main", "root": { "id": "tabs", "kind": "tabBar", "selectedIndex": 1, "viewControllers": [
        { "id": "feed" },
        { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "list" }] }
      ] } },
     { "id": "overlay", "level": 2000, "visible": false }]
    """

  @Test("the starting tree: windows in order, the controlling window, children, the shown child")
  func startingTree() throws {
    let scene = try Scene(try Fixtures.loadCase(Fixtures.caseJSON(windows: Self.windows, steps: #"[{ "event": "launch" }]"#)))
    #expect(scene.windows.map(\.id) == ["main", "overlay"])
    #expect(scene.windows[1].root == nil)
    let window = try #require(scene.controllingWindow)
    #expect(window.id == "main")
    let tabs = try #require(window.root)
    #expect(tabs.kind == .tabBar)
    #expect(tabs.children.map(\.id) == ["feed", "nav"])
    #expect(tabs.shownChild?.id == "nav")
    #expect(tabs.shownChild?.shownChild?.id == "list")
    #expect(tabs.shownChild?.properties.navigationBar.hidden == true)
    #expect(scene.viewController("list")?.kind == .plain)
  }

  @Test("events change the tree: a push, a presentation, a property change, a dismissal, a window shown")
  func events() throws {
    var scene = try Scene(try Fixtures.loadCase(Fixtures.caseJSON(windows: Self.windows, steps: #"[{ "event": "launch" }]"#)))
    try scene.apply(.launch)
    try scene.apply(.push(navigationController: "nav", viewController: ControllerSpec(id: "detail", kind: .plain), animated: true))
    #expect(scene.viewController("nav")?.shownChild?.id == "detail")
    try scene.apply(.present(presenter: "detail", viewController: ControllerSpec(id: "sheet", kind: .plain), animated: true))
    // A presentation attaches to the window's root, which presents it (UIKit's default presentation context).
    #expect(scene.controllingWindow?.root?.presented?.id == "sheet")
    var change = ControllerChange()
    change.preferredStatusBarStyle = .lightContent
    try scene.apply(.set(viewController: "sheet", change: change))
    #expect(scene.viewController("sheet")?.properties.preferredStatusBarStyle == .lightContent)
    try scene.apply(.dismiss(viewController: "sheet", animated: true))
    #expect(scene.viewController("sheet") == nil)
    #expect(scene.controllingWindow?.root?.presented == nil)
    try scene.apply(.showWindow("overlay"))
    #expect(scene.controllingWindow?.id == "overlay")
  }

  @Test("an event that cannot apply throws, naming what is wrong, and leaves the scene usable")
  func refusal() throws {
    var scene = try Scene(try Fixtures.loadCase(Fixtures.caseJSON(windows: Self.windows, steps: #"[{ "event": "launch" }]"#)))
    try scene.apply(.launch)
    #expect(throws: SceneError.self) { try scene.apply(.pop(navigationController: "nowhere", animated: false)) }
    do {
      try scene.apply(.pop(navigationController: "nowhere", animated: false))
    } catch {
      #expect(error.message.contains("nowhere"))
    }
    #expect(scene.controllingWindow?.root?.id == "tabs")
  }
}
