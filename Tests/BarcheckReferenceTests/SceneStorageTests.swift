import BarcheckModel
import BarcheckTestSupport
import Testing

/// The scene keeps controllers as plain values (colours and forwarded names in tables, children as a linked
/// list) for the reference resolver's speed; what tools read back from it must be the case's own controllers.
@Suite("The scene's plain-value storage")
struct SceneStorageTests {
  @Test("every bundled case's controllers read back as declared: spec, children in order, presentation")
  func roundTrip() throws {
    for testCase in Fixtures.bundledCases {
      let scene = try CompiledScene(testCase)
      for (window, spec) in testCase.windows.enumerated() {
        guard let root = spec.root else {
          #expect(scene.windows[window].root == nil)
          continue
        }
        let index = try #require(scene.windows[window].root, "\(testCase.id)")
        expectSame(scene, index, root, in: testCase.id)
      }
    }
  }

  private func expectSame(_ scene: CompiledScene, _ index: Int, _ spec: ControllerSpec, in id: String) {
    var own = spec
    own.dropSubtree()
    #expect(scene.spec(of: index) == own, "\(id): \(spec.id)")
    let children = scene.children(of: index)
    #expect(children.count == spec.children.count, "\(id): \(spec.id)")
    for (child, childSpec) in zip(children, spec.children) {
      #expect(scene.controllers[child].parent == index)
      expectSame(scene, child, childSpec, in: id)
    }
    #expect((scene.controllers[index].presented == nil) == (spec.presented == nil), "\(id): \(spec.id)")
    if let presented = scene.controllers[index].presented, let presentedSpec = spec.presented {
      #expect(scene.controllers[presented].presenter == index)
      expectSame(scene, presented, presentedSpec, in: id)
    }
  }

  @Test("pushes, pops and pops to the root keep a navigation stack's children in order")
  func navigationStack() throws {
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows: #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "viewControllers": [{ "id": "a" }, { "id": "b" }] } }]"#,
        steps: """
          [{ "event": "launch" },
           { "event": "push", "navigationController": "nav", "viewController": { "id": "c" } },
           { "event": "pop", "navigationController": "nav" },
           { "event": "push", "navigationController": "nav", "viewController": { "id": "c" } },
           { "event": "push", "navigationController": "nav", "viewController": { "id": "d" } },
           { "event": "popToRoot", "navigationController": "nav" },
           { "event": "push", "navigationController": "nav", "viewController": { "id": "b" } }]
          """))
    var scene = try CompiledScene(testCase)
    let nav = try #require(scene.index(of: "nav"))
    var stacks: [[String]] = []
    for step in testCase.steps {
      _ = try scene.apply(step.event)
      stacks.append(scene.children(of: nav).map { scene.ids[$0] })
      #expect(scene.controllers[nav].childCount == stacks.last?.count)
      #expect(scene.topViewController(of: nav).map { scene.ids[$0] } == stacks.last?.last)
    }
    #expect(stacks == [["a", "b"], ["a", "b", "c"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"], ["a"], ["a", "b"]])
    #expect(scene.attachedIDs == ["a", "b", "nav"])
  }

  /// A small scene finds controllers by scanning keys of their ids, a large one (over 24 controllers) by a dictionary;
  /// both compare ids as Swift compares strings, by canonical equivalence. Before, a scan skipped an id whose bytes
  /// differed, so the same case found a controller or not depending on how many others it had.
  @Test("a controller is found by a canonically equivalent id whatever the scene's size", arguments: [2, 30])
  func equivalentIDs(_ controllers: Int) throws {
    // One controller is named with a precomposed é, which the step names with e and a combining acute accent;
    // another is a capital K, which the Kelvin sign is canonically equivalent to (one id ASCII, the other not).
    let fillers = (0..<controllers).map { #"{ "id": "filler\#($0)" }"# }.joined(separator: ", ")
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "container", "kind": "container", "children": [\#(fillers), { "id": "caf\u00e9" }, { "id": "K" }] } }]"#,
        steps: #"[{ "event": "launch" }, { "event": "set", "viewController": "cafe\u0301", "properties": { "prefersStatusBarHidden": true } }]"#))
    var scene = try CompiledScene(testCase)
    _ = try scene.apply(.launch)
    let cafe = try #require(scene.index(of: "caf\u{E9}"))
    #expect(scene.index(of: "cafe\u{301}") == cafe)
    #expect(scene.index(of: "\u{212A}") == scene.index(of: "K"))
    #expect(scene.index(of: "K") != nil)
    _ = try scene.apply(testCase.steps[1].event)
    #expect(scene.controllers[cafe].spec.prefersStatusBarHidden == true)
  }

  @Test("two canonically equivalent controller ids are duplicates whatever the scene's size", arguments: [2, 30])
  func equivalentDuplicates(_ controllers: Int) {
    let fillers = (0..<controllers).map { #"{ "id": "filler\#($0)" }"# }.joined(separator: ", ")
    let json = Fixtures.caseJSON(
      windows:
        #"[{ "id": "main", "root": { "id": "container", "kind": "container", "children": [\#(fillers), { "id": "caf\u00e9" }, { "id": "cafe\u0301" }] } }]"#,
      steps: #"[{ "event": "launch" }]"#)
    let diagnostics = CaseLoader.load(text: json, path: "test.json").diagnostics
    #expect(diagnostics.contains { $0.message.hasPrefix("duplicate controller id") }, "\(diagnostics.map(\.description))")
  }
}
