import BarcheckJSON

/// Compiles a decoded case (`CompiledCase`), rejecting what the types cannot: controllers that are not on screen at
/// a step, events that cannot apply, and expected owners that are not on screen (or, for a bar that kept a removed
/// controller's result, were not on screen at an earlier step). The checks are the scene compiler's
/// (`CompiledScene.compile(_:)`); this puts their messages at the right place in the file.
enum CaseCompiler {
  /// Compiles the case; returns its compiled form when the case is valid, nil after reporting why it is not.
  static func compile(_ testCase: ConformanceCase, node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CompiledCase? {
    let stepNodes: [JSONNode]
    if case .array(let nodes)? = node["steps"]?.value { stepNodes = nodes } else { stepNodes = [] }
    // Paths and the list of owners are made only for a message: two allocations a step otherwise.
    func stepPath(_ i: Int) -> JSONPath { path.appending("steps").appending(i) }
    func stepNode(_ i: Int) -> JSONNode { i < stepNodes.count ? stepNodes[i] : node }
    var ownersFound = true
    let compiled = CompiledCase.compiling(testCase) { i, scene in
      guard let expect = testCase.steps[i].expect else { return true }
      for key in ownerKeys {
        guard let owner = key == "styleOwner" ? expect.styleOwner : expect.hiddenOwner, !isOnScreen(owner, in: scene) else { continue }
        let ownerNode = stepNode(i)["expect"]?[key]
        let suggestion = Suggestion.closest(to: owner, in: scene.attachedIDs).map { "; did you mean \"\($0)\"?" } ?? ""
        reader.error(
          "step \(i + 1): expected \(key) \"\(owner)\" is not a controller on screen at this step\(suggestion)",
          at: ownerNode?.offset ?? stepNode(i).offset, path: stepPath(i).appending("expect").appending(key),
          help:
            "controllers on screen: \(scene.attachedIDs.map { "\"\($0)\"" }.joined(separator: ", ")), \"application\", or \"window:<id>\" for a window without a root view controller"
        )
        ownersFound = false
        return false
      }
      return true
    }
    switch compiled {
    case .failure(let failure):
      // The launch scene: a scenario's `windows`, or its SwiftUI `app`.
      let key = node["windows"] == nil && node["app"] != nil ? "app" : "windows"
      let scene = path.appending(key)
      let written = node[key].flatMap { place(ofPropertyIn: failure.error, in: $0, at: scene) }
      reader.error(
        failure.error.message, at: written?.offset ?? node[key]?.offset ?? node.offset, path: written?.path ?? scene, help: failure.error.help)
      return nil
    case .success(let compiled):
      if let (i, error) = compiled.failure.flatMap({ failure in failure.step.map { ($0, failure.error) } }) {
        let step = testCase.steps[i]
        // The event's key, or a property a `set` changes (under `properties`).
        let keyPath: (node: JSONNode, path: JSONPath)? = error.key.flatMap { key in
          if let node = stepNode(i)[key] { return (node, stepPath(i).appending(key)) }
          return stepNode(i)["properties"]?[key].map { ($0, stepPath(i).appending("properties").appending(key)) }
        }
        let written = place(ofPropertyIn: error, in: stepNode(i), at: stepPath(i))
        reader.error(
          "step \(i + 1) (\(step.event.kind.rawValue)): \(error.message)", at: written?.offset ?? keyPath?.node.offset ?? stepNode(i).offset,
          path: written?.path ?? keyPath?.path ?? error.key.map { stepPath(i).appending($0) } ?? stepPath(i), help: error.help)
        return nil
      }
      return ownersFound ? compiled : nil
    }
  }

  /// Where the property a scene error names (`SceneError.controller`, `property`) is written under `node`: the value of
  /// that key in the object of the controller with that id, or, when that object does not write the key (a default, or
  /// a SwiftUI view the loader lowered), the object's `id`. A duplicate `id` is the last object with it, the one that
  /// repeats it. Nil when the error names no controller, or `node` holds none with its id.
  private static func place(ofPropertyIn error: SceneError, in node: JSONNode, at path: JSONPath) -> (offset: Int, path: JSONPath)? {
    guard let controller = error.controller, let key = error.property?.key else { return nil }
    var found: [(object: JSONNode, path: JSONPath)] = []
    collect(controller, in: node, at: path, into: &found)
    if key == ControllerProperty.id.key {
      return found.last.flatMap { match in match.object["id"].map { ($0.offset, match.path.appending("id")) } }
    }
    // A SwiftUI view writes its kind as `swiftUI`, a TabView its selected tab as `selection`.
    let alias = [ControllerProperty.kind.key: "swiftUI", ControllerProperty.selectedIndex.key: "selection"][key]
    for written in [key] + (alias.map { [$0] } ?? []) {
      if let match = found.first(where: { $0.object[written] != nil }), let value = match.object[written] {
        return (value.offset, match.path.appending(written))
      }
    }
    return found.first.flatMap { match in match.object["id"].map { ($0.offset, match.path.appending("id")) } }
  }

  /// Every object under `node` whose `id` is `controller`, in the file's order, with its path.
  private static func collect(_ controller: String, in node: JSONNode, at path: JSONPath, into found: inout [(object: JSONNode, path: JSONPath)]) {
    switch node.value {
    case .object(let members):
      if node["id"]?.stringValue == controller { found.append((node, path)) }
      for member in members { collect(controller, in: member.value, at: path.appending(member.key), into: &found) }
    case .array(let elements):
      for (i, element) in elements.enumerated() { collect(controller, in: element, at: path.appending(i), into: &found) }
    default: break
    }
  }

  /// Compiles a case the loader's fast path decoded (`CaseTapeDecoder`): its compiled form when `compile` would accept
  /// it, nil when `compile` would report something, and the strict reader then decodes the case again for the message.
  static func compileQuietly(_ testCase: ConformanceCase) -> CompiledCase? {
    var ownersFound = true
    let steps = testCase.steps
    let compiled = CompiledCase.compiling(testCase) { i, scene in
      // The owners read where the step is: `steps[i].expect` copied the whole step first.
      let (styleOwner, hiddenOwner) = steps.withUnsafeBufferPointer { ($0[i].expect?.styleOwner, $0[i].expect?.hiddenOwner) }
      // `compile`'s checks, in its order; an owner the style's owner is too (as most are) is not looked up again.
      if let owner = styleOwner, !isOnScreen(owner, in: scene) {
        ownersFound = false
        return false
      }
      if let owner = hiddenOwner, owner != styleOwner, !isOnScreen(owner, in: scene) {
        ownersFound = false
        return false
      }
      return true
    }
    guard case .success(let compiled) = compiled, compiled.failure?.step == nil, ownersFound else { return nil }
    return compiled
  }

  /// The keys of an expectation's owners, in the order they are checked (an array literal in the loop was an
  /// allocation a step).
  private static let ownerKeys = ["styleOwner", "hiddenOwner"]

  /// Whether an expected owner names what the bar may show at this step: a controller on screen, the application,
  /// a controller removed earlier whose result the bar kept, or a window without a root view controller.
  private static func isOnScreen(_ owner: String, in scene: borrowing CompiledScene) -> Bool {
    if owner == CompiledScene.applicationOwner || scene.index(of: owner) != nil { return true }
    // A controller removed at an earlier step may still own what the bar shows: before iOS 13 a dismissal
    // of a sheet or popover adapted since its presentation does not re-resolve (S9, S10), so the bar keeps
    // the removed controller's result.
    if scene.controllers.indices.contains(where: { !scene.controllers[$0].attached && scene.ids[$0] == owner }) { return true }
    if owner.hasPrefix(CompiledScene.windowOwnerPrefix),
      let window = scene.windowIndex(of: String(owner.dropFirst(CompiledScene.windowOwnerPrefix.count)))
    {
      return scene.windows[window].root == nil
    }
    return false
  }
}
