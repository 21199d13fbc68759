extension ConformanceCase {
  /// The case compiled for playing: the form its loader kept, or, for a case built or changed in code, a new one.
  package func compiledForm() -> Result<CompiledCase, CompiledCase.StartFailure> {
    if let compiled { return .success(compiled) }
    return CompiledCase.compiling(self)
  }

  /// The scene the case starts from: the one its loader compiled, or a new one.
  ///
  /// - Throws: `SceneError` when the case's scene is invalid.
  package func startingScene() throws(SceneError) -> CompiledScene {
    if let compiled { return compiled.start }
    return try CompiledScene(self)
  }
}
