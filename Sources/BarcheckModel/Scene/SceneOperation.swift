/// What one step does to a `CompiledScene`, decided when the step was compiled: every controller and window is an
/// index, the host of a presentation and the target of a dismissal are chosen, and the state a change leaves is
/// computed. Performing it checks nothing and looks nothing up: the compiler (`CompiledScene.compile(_:)`) checked
/// that the event applies, on a scene equal to the one it is performed on.
package enum SceneOperation: Sendable {
  /// `launch`.
  case launch
  /// Nothing changes in the scene (an update call, a cancelled interactive dismissal).
  case none
  /// Controllers join the scene: a pushed controller, or a presented one, with their children and presentations.
  case insert(InsertedControllers)
  /// A navigation controller pops until it holds this many view controllers (`pop`, `popToRoot`).
  case pop(navigation: Int, keeping: Int)
  /// The presented controller at this index is dismissed, with everything above it.
  case dismiss(Int)
  /// The controller at this index takes these properties (`set`, `selectTab`, the navigation bar events, a
  /// controller's override of its user interface style).
  case controller(Int, CompiledScene.ControllerState)
  /// The window at this index takes these values, and the scene's count of windows shown becomes `showCounter`.
  case window(Int, CompiledScene.Window, showCounter: Int)
  /// The window at this index becomes key; the others stop being key.
  case makeKeyWindow(Int)
  /// The environment becomes this (`setAppearance`, `rotate`, `setHorizontalSizeClass`).
  case environment(Appearance, Orientation, HorizontalSizeClass)
  /// The application object's state becomes this (`setApplicationStatusBarStyle`, `setApplicationStatusBarHidden`).
  case application(style: StatusBarStyle, hidden: Bool, hiddenSet: Bool)
}

/// Controllers a step adds to a scene, as the scene keeps them, their indices starting at `base`.
package struct InsertedControllers: Sendable {
  /// The index of the first, the root of the inserted tree.
  package var base: Int
  /// The controllers, the root first, linked among themselves.
  package var controllers: [CompiledScene.Controller]
  /// Their ids.
  package var ids: [String]
  /// For a push: the navigation controller the root joins as its new top.
  package var parent: Int?
  /// For a presentation: the controller the root is attached to.
  package var host: Int?
}
