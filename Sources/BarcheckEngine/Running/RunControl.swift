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
  private struct State {
    var reason: RunStopReason?
    /// The runner waiting to hear of an interruption.
    var waiter: CheckedContinuation<Void, Never>?
    /// Whether the wait is over (interrupted, or the wait itself was cancelled).
    var released = false
  }

  private let state = Mutex(State())

  /// A control with no stop requested.
  public init() {}

  /// Why the run was asked to stop; nil while it may go on.
  public var stopReason: RunStopReason? { state.withLock { $0.reason } }

  /// Asks the run to stop. A later `maxFail` does not replace an earlier reason; an interruption replaces a `maxFail`.
  public func stop(_ reason: RunStopReason) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      switch (state.reason, reason) {
      case (nil, _), (.maxFail?, .interrupted): state.reason = reason
      default: return nil
      }
      guard reason.cutsShort else { return nil }
      state.released = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Returns when the run is interrupted, or when the calling task is cancelled (the runner cancels its
  /// waiting task once the cases are done).
  func interruption() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.released { return true }
          state.waiter = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
        state.released = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume()
    }
  }
}
