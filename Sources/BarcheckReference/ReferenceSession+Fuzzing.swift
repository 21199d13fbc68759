package import BarcheckModel

extension RuleSession where Fault == NoFault {
  /// Starts an untraced session of the reference on a scene before its first step: what the generator plays a case
  /// on as it builds the scene itself, with no case to start from.
  package init(starting scene: CompiledScene) {
    self.init(scene: scene, tracing: false, fault: NoFault())
  }
}
