/// The controller tree of a scene as an indented outline: each visible window, its root's containment tree, and
/// the presentation chain of every controller. What the reports draw beside a step, with the owners marked.
public struct SceneOutline: Sendable, Hashable {
  /// One line: a window or a controller.
  public struct Line: Sendable, Hashable {
    /// How deep it is: 0 for a window.
    public var depth: Int
    /// The window's or controller's id.
    public var id: String
    /// What it is: `window (key)`, `navigation`, `presented pageSheet`; empty for a plain child.
    public var note: String

    /// Creates a line.
    public init(depth: Int, id: String, note: String) {
      self.depth = depth
      self.id = id
      self.note = note
    }
  }

  /// The lines, windows in the order they were shown.
  public var lines: [Line]

  /// The most lines an outline keeps: a generated or hostile case may have thousands of controllers.
  public static let lineLimit = 60

  /// Creates an outline from its lines.
  public init(lines: [Line]) { self.lines = lines }

  /// The outline of a scene's visible windows.
  package init(_ scene: CompiledScene) {
    var lines: [Line] = []
    func add(_ index: Int, depth: Int, note: String) {
      guard lines.count < Self.lineLimit else { return }
      let node = scene.controllers[index]
      let kind = node.kind == .plain ? "" : node.kind.rawValue
      lines.append(Line(depth: depth, id: scene.ids[index], note: [note, kind].filter { !$0.isEmpty }.joined(separator: ", ")))
      for child in scene.children(of: index) { add(child, depth: depth + 1, note: "") }
      if let presented = node.presented {
        add(presented, depth: depth + 1, note: "presented \(scene.controllers[presented].spec.modalPresentationStyle.rawValue)")
      }
    }
    for window in scene.windows.sorted(by: { $0.shownOrder < $1.shownOrder }) where window.visible {
      guard lines.count < Self.lineLimit else { break }
      lines.append(Line(depth: 0, id: window.id, note: window.isKey ? "window, key" : "window"))
      if let root = window.root { add(root, depth: 1, note: "") }
    }
    self.lines = lines
  }

  /// The outline after each step of a case, or nil when the case does not play (an invalid scene or step).
  public static func steps(of testCase: ConformanceCase) -> [SceneOutline]? {
    guard var scene = try? CompiledScene(testCase) else { return nil }
    var out: [SceneOutline] = []
    for step in testCase.steps {
      guard (try? scene.apply(step.event)) != nil else { return nil }
      out.append(SceneOutline(scene))
    }
    return out
  }
}
