import BarcheckModel

extension ScenarioGenerator.Builder {
  /// What generating straight into the compiled form (`ScenarioGenerator.generateCompiled`) keeps from case to case,
  /// so that each case reuses it instead of making it again: the roster events are picked from, and the stage the
  /// reference plays each case on.
  struct Workspace {
    /// What events are picked from (its arrays are emptied and filled again for each case).
    var roster = Roster()
    /// The stage of the last case, started again on the next case's scene; nil before the first. Making a stage for
    /// each case built it aside and copied it out (every array and both scenes retained, then released).
    var stage: ReferenceStage?

    /// An empty workspace, for the first case.
    init() {}

    /// Hands the stage back the lists of events and observations `ScenarioGenerator.generateCompiled` gave out, once
    /// the caller is done with them, so that the next case fills them again (`ReferenceStage.recycle`).
    mutating func recycle(events: consuming [StepEvent], observations: consuming [Observation]) {
      stage?.recycle(events: events, observations: observations)
    }
  }
}
