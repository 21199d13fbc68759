/// The scene a loaded case starts from, kept by the loader that built it to validate the case,
/// so that resolving the case does not build it again (building it was a quarter of the reference
/// resolver's time). Derived data: it takes no part in equality or hashing, and a case whose
/// windows, platform, Info.plist or environment change drops it.
package struct InitialScene: Sendable, Hashable {
  private final class Box: Sendable {
    let scene: CompiledScene
    init(_ scene: CompiledScene) { self.scene = scene }
  }

  private let box: Box?

  /// No scene: resolvers build one from the case.
  package init() { box = nil }

  /// A scene built from the case (and validated by playing its steps on a copy).
  init(_ scene: CompiledScene) { box = Box(scene) }

  /// The scene, when the loader kept one.
  package var scene: CompiledScene? { box?.scene }

  /// Always true: a kept scene is a cache of the case's content, which the case compares itself.
  package static func == (a: InitialScene, b: InitialScene) -> Bool { true }
  /// Adds nothing, as `==` compares nothing.
  package func hash(into hasher: inout Hasher) {}
}

extension ConformanceCase {
  /// The scene the case starts from: the one its loader validated, or a new one.
  ///
  /// - Throws: `SceneError` when the case's scene is invalid.
  package func startingScene() throws(SceneError) -> CompiledScene {
    if let scene = initialScene.scene { return scene }
    return try CompiledScene(self)
  }

  /// Keeps a scene built from this case as the one it starts from, as the loader keeps the one it validated, so
  /// that resolving the case does not build it again. For a builder that built it anyway (the generator).
  ///
  /// - Parameter scene: `CompiledScene(self)`, before any step.
  package mutating func keepStartingScene(_ scene: CompiledScene) { initialScene = InitialScene(scene) }
}
