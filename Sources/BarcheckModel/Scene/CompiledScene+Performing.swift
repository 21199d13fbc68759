/// Performing compiled steps: what the reference does at each step of a loaded case, with no check and no lookup.
extension CompiledScene {
  /// Does what a compiled step does, on a scene equal to the one it was compiled on (the reference plays a loaded
  /// case's compiled steps from its starting scene). Checks nothing: the compiler did.
  package mutating func perform(_ step: borrowing CompiledStep) {
    withUnsafePointer(to: step) { perform(at: $0) }
  }

  /// `perform(_:)`, the step read where it is: passed as an argument, the step was copied (its arrays retained).
  package mutating func perform(at step: UnsafePointer<CompiledStep>) {
    if !step.pointee.colours.isEmpty { colours.append(contentsOf: step.pointee.colours) }
    if !step.pointee.names.isEmpty { names.append(contentsOf: step.pointee.names) }
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

  /// How much a case's steps add to a scene's tables.
  package struct Growth: Sendable {
    /// Controllers inserted (and their ids).
    package var controllers = 0
    /// Colours declared.
    package var colours = 0
    /// Names of forwarded children.
    package var names = 0
  }

  /// Makes room in the scene's tables for what a case's steps will add, so that playing the case copies each table
  /// once (from the compiled starting scene it shares) instead of growing it step by step.
  package mutating func reserve(_ growth: Growth) {
    if growth.controllers > 0 {
      controllers.reserveCapacity(controllers.count + growth.controllers)
      ids.reserveCapacity(ids.count + growth.controllers)
    }
    if growth.colours > 0 { colours.reserveCapacity(colours.count + growth.colours) }
    if growth.names > 0 { names.reserveCapacity(names.count + growth.names) }
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
    ids.append(contentsOf: inserted.ids)
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
