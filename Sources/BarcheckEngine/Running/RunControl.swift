import Synchronization

/// Why a run stopped before its cases ran out.
public enum RunStopReason: Sendable, Hashable, CustomStringConvertible {
  /// `--max-fail N`: N unexpected outcomes; no new case starts, the cases in flight finish.
  case maxFail(Int)
  /// A signal (SIGINT, SIGTERM) or the calling task's cancellation (signal nil): the cases in flight end at once,
  /// without outcomes.
  case interrupted(signal: Int32?)

  /// Whether the cases in flight are cut short.
  public var cutsShort: Bool {
    if case .interrupted = self { return true }
    return false
  }

  /// `max-fail 3`, `interrupted (signal 2)`.
  public var description: String {
    switch self {
    case .maxFail(let count): "max-fail \(count)"
    case .interrupted(let signal?): "interrupted (signal \(signal))"
    case .interrupted(nil): "interrupted"
    }
  }
}

/// Stops a run from outside it: a signal handler, a test, or the run's own stop policy.
///
/// Stopping is a reason, not a cancellation: a `maxFail` stop lets the cases in flight finish, an
/// `interrupted` stop ends them at once. The first interruption wins over an earlier `maxFail`.
public final class RunControl: Sendable {
  private let reason = Mutex<RunStopReason?>(nil)
  private let interrupted = Latch()

  /// A control with no stop requested.
  public init() {}

  /// Why the run was asked to stop; nil while it may go on.
  public var stopReason: RunStopReason? { reason.withLock { $0 } }

  /// Asks the run to stop. A later `maxFail` does not replace an earlier reason; an interruption replaces a `maxFail`.
  public func stop(_ newReason: RunStopReason) {
    let replaced = reason.withLock { current -> Bool in
      switch (current, newReason) {
      case (nil, _), (.maxFail?, .interrupted):
        current = newReason
        return true
      default: return false
      }
    }
    if replaced && newReason.cutsShort { interrupted.open() }
  }

  /// Returns when the run is interrupted, or when the calling task is cancelled (the runner cancels its
  /// waiting task once the cases are done).
  func interruption() async { await interrupted.wait() }
}
