/// A case compiled for playing: the scene it starts from and each of its steps compiled against the scene before
/// it (`CompiledScene.compile(_:)`), so that playing it looks up no id, converts no spec and checks nothing. The
/// loader compiles each case it accepts as it validates it, and the case keeps the result
/// (`ConformanceCase.compiled`); a case built or changed in code is compiled when it is played.
///
/// Immutable and shared: a case's copies share one.
package final class CompiledCase: Sendable {
  /// The scene before the first step.
  package let start: CompiledScene
  /// One compiled step for each of the case's steps, in order; when compiling stopped at a step that cannot apply,
  /// the steps before it.
  package let steps: [CompiledStep]
  /// The step that cannot apply and why (nil for the scene itself), or nil when every step compiled.
  package let failure: (step: Int?, error: SceneError)?

  /// A case compiled step by step by its builder (the generator compiles each event it keeps).
  ///
  /// - Parameters:
  ///   - start: The scene before the first step.
  ///   - steps: Each step, compiled on the scene the steps before it left.
  package convenience init(start: CompiledScene, steps: [CompiledStep]) {
    self.init(start: start, steps: steps, failure: nil, tables: nil)
  }

  /// A case compiled step by step by its builder, with the tables of the scene its last step left (`tables`), which a
  /// builder that played the steps on a scene of its own has at hand: the tables are then not built again.
  ///
  /// - Parameters:
  ///   - start: The scene before the first step.
  ///   - steps: Each step, compiled on the scene the steps before it left.
  ///   - final: The scene the last step left, which compiled the steps.
  package convenience init(start: CompiledScene, steps: [CompiledStep], final: borrowing CompiledScene) {
    self.init(start: start, steps: steps, failure: nil, tables: CompiledScene.Tables(ids: final.ids, colours: final.colours, names: final.names))
  }

  /// How much the steps add to the starting scene's controllers (`CompiledScene.prepareToPlay(_:)`).
  package let growth: CompiledScene.Growth
  /// The scene's tables as the last step leaves them: the starting scene's ids, colours and forwarded names with what
  /// each step adds, in the order the steps add them. A scene that plays the case starts with them
  /// (`CompiledScene.prepareToPlay(_:)`), so that playing shares them with the case instead of copying and growing them.
  package let tables: CompiledScene.Tables

  /// - Parameter tables: The tables of the scene that compiled the steps, as the last step left them; nil to build
  ///   them from the starting scene's and what each step adds.
  private init(start: CompiledScene, steps: [CompiledStep], failure: (step: Int?, error: SceneError)?, tables: CompiledScene.Tables?) {
    self.start = start
    self.steps = steps
    self.failure = failure
    // The steps are read in place: iterating the array copied each step (its arrays retained, then released).
    var growth = CompiledScene.Growth()
    steps.withUnsafeBufferPointer { steps in
      for index in steps.indices {
        if case .insert(let inserted) = steps[index].operation { growth.controllers += inserted.controllers.count }
      }
    }
    self.growth = growth
    self.tables = tables ?? Self.tables(start: start, steps: steps)
  }

  /// The tables of a scene that has performed `steps` from `start`: the starting scene's with what each step adds, in order.
  package static func tables(start: borrowing CompiledScene, steps: [CompiledStep]) -> CompiledScene.Tables {
    var tables = CompiledScene.Tables(ids: start.ids, colours: start.colours, names: start.names)
    for step in steps {
      if case .insert(let inserted) = step.operation { tables.ids.append(contentsOf: inserted.ids) }
      if !step.colours.isEmpty { tables.colours.append(contentsOf: step.colours) }
      if !step.names.isEmpty { tables.names.append(contentsOf: step.names) }
    }
    return tables
  }

  /// Compiles a case: builds its scene, and compiles each step on it in turn, stopping at the first that cannot
  /// apply; nil when the scene itself cannot be built (`error` says why).
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - inspect: Called after each step compiles, with the step's index and the scene after it; returning false
  ///     stops compiling there (the loader checks expected owners this way, and reports them itself).
  package static func compiling(
    _ testCase: ConformanceCase, inspect: (Int, borrowing CompiledScene) -> Bool = { _, _ in true }
  ) -> Result<CompiledCase, StartFailure> {
    let start: CompiledScene
    do throws(SceneError) {
      start = try CompiledScene(testCase)
    } catch {
      return .failure(StartFailure(error: error))
    }
    var scene = start
    var steps: [CompiledStep] = []
    steps.reserveCapacity(testCase.steps.count)
    for (index, step) in testCase.steps.enumerated() {
      do throws(SceneError) {
        var compiled = try scene.compile(step.event)
        if step.updatesInSameTurn, case .set(let id, _) = step.event {
          compiled.sameTurnUpdate = try scene.compile(.setNeedsStatusBarAppearanceUpdate(viewController: id, animated: false)).effect
        }
        steps.append(compiled)
      } catch {
        // The scene may hold part of what the failed step added; the tables are built from the steps that compiled.
        return .success(CompiledCase(start: start, steps: steps, failure: (index, error), tables: nil))
      }
      guard inspect(index, scene) else { break }
    }
    // The scene that compiled the steps holds the tables they leave: each step's additions were appended to it in turn.
    return .success(
      CompiledCase(start: start, steps: steps, failure: nil, tables: CompiledScene.Tables(ids: scene.ids, colours: scene.colours, names: scene.names))
    )
  }

  /// A case whose scene cannot be built.
  package struct StartFailure: Error {
    /// Why.
    package var error: SceneError
  }
}
