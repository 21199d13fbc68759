/// Performing compiled steps: what the reference does at each step of a loaded case, with no check and no lookup.
extension CompiledScene {
  /// Does what a compiled step does, on a scene equal to the one it was compiled on (the reference plays a loaded
  /// case's compiled steps from its starting scene). Checks nothing: the compiler did.
  package mutating func perform(_ step: borrowing CompiledStep) {
    withUnsafePointer(to: step) { perform(at: $0) }
  }

  /// `perform(_:)`, the step read where it is: passed as an argument, the step was copied (its arrays retained).
  package mutating func perform(at step: UnsafePointer<CompiledStep>) {
    if !tablesComplete {
      if !step.pointee.colours.isEmpty { colours.append(contentsOf: step.pointee.colours) }
      if !step.pointee.names.isEmpty { names.append(contentsOf: step.pointee.names) }
    }
    declaresColours = step.pointee.declaresColours
    declaresColorSchemes = step.pointee.declaresColorSchemes
    switch step.pointee.operation {
    case .launch:
      launched = true
    case .none:
      break
    case .insert(let inserted):
      perform(inserted)
    case .pop(let navigation, let keeping):
      while controllers[navigation].childCount > keeping, let top = unlinkLast(of: navigation) { detach(top) }
    case .dismiss(let dismissed):
      dismiss(dismissed)
    case .controller(let index, let state):
      controllers[index].spec = state
    case .window(let index, let window, let showCounter):
      windows[index] = window
      self.showCounter = showCounter
      controllingWindow = Self.controllingWindow(of: windows)
    case .makeKeyWindow(let window):
      for i in windows.indices { windows[i].isKey = i == window }
    case .environment(let appearance, let orientation, let sizeClass):
      self.appearance = appearance
      self.orientation = orientation
      horizontalSizeClass = sizeClass
    case .application(let style, let hidden, let hiddenSet):
      applicationStyle = style
      applicationHidden = hidden
      applicationHiddenSet = hiddenSet
    }
  }

  /// How much a case's steps add to a scene's controllers.
  package struct Growth: Sendable {
    /// Controllers inserted (and their ids).
    package var controllers = 0
  }

  /// A scene's tables of strings and colours: controllers' ids by index, the colours they declare, the names of
  /// forwarded children (`CompiledCase.tables`).
  package struct Tables: Sendable {
    /// Every controller's id, by index.
    package var ids: [String]
    /// The colours declared, indexed by `ControllerState.background` and the like.
    package var colours: [Colour]
    /// The ids that `childForStatusBar…` answers name.
    package var names: [String]
  }

  /// Prepares a case's starting scene to play its compiled steps: its tables become the case's complete ones, shared
  /// with the case and never grown or copied (a step's additions are already in them; `perform(at:)` adds nothing),
  /// and its controllers get room for what the steps insert. Copying the starting scene's tables and growing them
  /// step by step, then freeing them element by element, was a tenth of the reference's instructions.
  ///
  /// - Parameter compiled: The case whose starting scene this is.
  package mutating func prepareToPlay(_ compiled: CompiledCase) {
    ids = compiled.tables.ids
    colours = compiled.tables.colours
    names = compiled.tables.names
    tablesComplete = true
    if compiled.growth.controllers > 0 { controllers.reserveCapacity(controllers.count + compiled.growth.controllers) }
  }

  /// Removes a presented controller, and everything above it, from the scene (the reference also does this to a copy
  /// of the scene, to see what a cancelled interactive dismissal showed, S10).
  package mutating func dismiss(_ presented: Int) {
    if let presenter = controllers[presented].presenter { controllers[presenter].presented = nil }
    detach(presented)
  }

  /// Adds compiled controllers and attaches their root.
  private mutating func perform(_ inserted: borrowing InsertedControllers) {
    controllers.append(contentsOf: inserted.controllers)
    if !tablesComplete { ids.append(contentsOf: inserted.ids) }
    if idIndex != nil {
      for index in inserted.base..<controllers.count { idIndex?[ids[index]] = index }
    } else if controllers.count > Self.scanLimit {
      idIndex = Dictionary(
        controllers.indices.filter { controllers[$0].attached }.map { (ids[$0], $0) }, uniquingKeysWith: { _, last in last })
    }
    if let parent = inserted.parent { link(inserted.base, to: parent) }
    if let host = inserted.host { controllers[host].presented = inserted.base }
  }
}
