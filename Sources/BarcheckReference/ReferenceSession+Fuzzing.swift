package import BarcheckModel

extension RuleSession where Fault == NoFault {
  /// Starts an untraced session of the reference on a scene before its first step: what the generator plays a case
  /// on as it builds the scene itself, with no case to start from. Its observations are what fuzzing expects of a
  /// resolver, and carry neither a trace nor a stale bar's diagnostic (S19): a case's expectations hold neither, and
  /// saying a bar is stale resolves the scene a second time at each step without a trigger. Everything a case can
  /// expect (style, visibility, owners, animation, legibility) is the reference's as it plays the case itself.
  package init(starting scene: CompiledScene) {
    self.init(scene: scene, tracing: false, fault: NoFault(), judgesStaleness: false)
  }

  /// Starts the session again, untraced, on another scene before its first step, as `init(starting:)` does, its own
  /// scene's lists kept and refilled with the new scene's (`CompiledScene.reuseLists(of:)`). Started on the
  /// new scene itself, the session shared its lists, copied each into new storage at its first change, and freed the
  /// last case's: an allocation and a free of each list for every case the generator plays. The session's scene is
  /// reused only when nothing else holds it (the caller has released whatever it handed out from it); else its lists
  /// are made afresh, as the first change made them.
  package mutating func restart(starting start: borrowing CompiledScene) {
    var started = copy start
    // The session's own scene is left with the new scene's shared lists, and is destroyed with the session.
    started.reuseLists(of: &scene)
    self = RuleSession(starting: started)
  }
}
