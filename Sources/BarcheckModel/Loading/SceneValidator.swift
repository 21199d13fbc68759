/// Plays a decoded case's steps on a `CompiledScene` to reject what the types cannot:
/// controllers that are not on screen at a step, events that cannot apply, and
/// expected owners that are not on screen (or, for a bar that kept a removed controller's result, were not
/// on screen at an earlier step).
enum SceneValidator {
  /// Plays the case; returns its initial scene when the case is valid, nil after reporting why it is not.
  static func validate(_ testCase: ConformanceCase, node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CompiledScene? {
    var scene: CompiledScene
    do {
      scene = try CompiledScene(testCase)
    } catch {
      reader.error(error.message, at: node["windows"]?.offset ?? node.offset, path: path.appending("windows"), help: error.help)
      return nil
    }
    let initial = scene
    let stepNodes: [JSONNode]
    if case .array(let nodes)? = node["steps"]?.value { stepNodes = nodes } else { stepNodes = [] }
    for (i, step) in testCase.steps.enumerated() {
      // Paths and the list of owners are made only for a message: two allocations a step otherwise.
      func stepPath() -> JSONPath { path.appending("steps").appending(i) }
      let stepNode = i < stepNodes.count ? stepNodes[i] : node
      do {
        _ = try scene.apply(step.event)
      } catch {
        let keyNode = error.key.flatMap { stepNode[$0] }
        reader.error(
          "step \(i + 1) (\(step.event.kind.rawValue)): \(error.message)", at: keyNode?.offset ?? stepNode.offset,
          path: error.key.map { stepPath().appending($0) } ?? stepPath(), help: error.help)
        return nil
      }
      guard let expect = step.expect else { continue }
      for key in ["styleOwner", "hiddenOwner"] {
        guard let owner = key == "styleOwner" ? expect.styleOwner : expect.hiddenOwner, !isOnScreen(owner, in: scene) else { continue }
        let ownerNode = stepNode["expect"]?[key]
        let suggestion = Suggestion.closest(to: owner, in: scene.attachedIDs).map { "; did you mean \"\($0)\"?" } ?? ""
        reader.error(
          "step \(i + 1): expected \(key) \"\(owner)\" is not a controller on screen at this step\(suggestion)",
          at: ownerNode?.offset ?? stepNode.offset, path: stepPath().appending("expect").appending(key),
          help:
            "controllers on screen: \(scene.attachedIDs.map { "\"\($0)\"" }.joined(separator: ", ")), \"application\", or \"window:<id>\" for a window without a root view controller"
        )
        return nil
      }
    }
    return initial
  }

  /// Whether an expected owner names what the bar may show at this step: a controller on screen, the application,
  /// a controller removed earlier whose result the bar kept, or a window without a root view controller.
  private static func isOnScreen(_ owner: String, in scene: CompiledScene) -> Bool {
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
