package import BarcheckModel

extension ReferenceSession {
  /// Starts an untraced session of the reference on a scene before its first step: what the generator plays a case
  /// on as it builds the scene itself, with no case to start from.
  package init(starting scene: CompiledScene) {
    self.init(scene: scene, tracing: false, mutant: nil)
  }
}

extension ReferenceResolver {
  /// Plays a compiled case's steps (`steps`, the case's, give each its event) and returns one observation per step, or
  /// the first step that cannot apply: `observe(_:tracing:)` of a case made of them, for a fuzzer that generates
  /// straight into the compiled form and builds a case only when it needs one.
  package func observe(_ compiled: CompiledCase, steps: [Step], tracing: Bool) -> Result<[Observation], StepFailure> {
    var session = ReferenceSession(scene: compiled.start, tracing: tracing, mutant: mutant)
    return session.play(compiled, steps)
  }
}
