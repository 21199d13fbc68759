/// One step compiled against the scene it applies to: what it does to the scene and how UIKit reacts to it. Made by
/// `CompiledScene.compile(_:)`, which checks the step; performed by `CompiledScene.perform(_:)`, which does not.
package struct CompiledStep: Sendable {
  /// What the step does to the scene.
  package var operation: SceneOperation
  /// How UIKit reacts to it.
  package var effect: EventEffect
  /// Colours the step adds to the scene's table (`CompiledScene.colours`).
  package var colours: [Colour] = []
  /// Forwarded children's ids the step adds to the scene's table (`CompiledScene.names`).
  package var names: [String] = []
  /// Whether the scene declares a colour after the step.
  package var declaresColours: Bool
  /// Whether the scene declares a SwiftUI colour scheme after the step.
  package var declaresColorSchemes: Bool
  /// For a `set` whose step calls `setNeedsStatusBarAppearanceUpdate()` in the same turn (`"update": true`): the
  /// effect of that call, which changes nothing in the scene.
  package var sameTurnUpdate: EventEffect?
}
