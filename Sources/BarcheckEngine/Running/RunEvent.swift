public import BarcheckModel

/// What happens in a run, in the order it happens; recorders (`RunRecorder`) turn these into
/// progress, reports, tallies and expectation files.
public enum RunEvent: Sendable {
  /// The run is about to start its first case; `planned` is how many cases the selection holds, when known.
  case started(planned: Int?)
  /// A case file loaded with problems (its other cases still run).
  case loadProblems([Diagnostic])
  /// A case finished: judged, with the expectation file applied.
  case caseFinished(CaseResult)
  /// The run was asked to stop before its cases ran out.
  case stopping(RunStopReason)
  /// The run is over.
  case ended(RunEnding)
}

/// How a run ended.
public struct RunEnding: Sendable, Hashable {
  /// Why it stopped early; nil when it ran until the cases ran out.
  public var stopReason: RunStopReason?
  /// Whether every selected case finished (a stop after the last case still completes the run).
  public var complete: Bool
  /// How many results were delivered.
  public var finished: Int
  /// How many cases loaded and were selected (for a stopped run, at least those it pulled).
  public var selected: Int
  /// The ids of every case that loaded, selected or not.
  public var loadedIDs: Set<String>

  /// Creates an ending.
  public init(stopReason: RunStopReason?, complete: Bool, finished: Int, selected: Int, loadedIDs: Set<String>) {
    self.stopReason = stopReason
    self.complete = complete
    self.finished = finished
    self.selected = selected
    self.loadedIDs = loadedIDs
  }
}
