import Synchronization

/// A gate that opens once and stays open: tasks wait for it without holding a thread, and a cancelled
/// waiter stops waiting. What a run's interruption, a child process's exit and a drained pipe are waited with.
public final class Latch: Sendable {
  private struct State {
    var open = false
    var nextWaiter: UInt64 = 0
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Mutex(State())

  /// A closed latch.
  public init() {}

  /// Whether the latch has opened.
  public var isOpen: Bool { state.withLock { $0.open } }

  /// Opens the latch, releasing every waiter; opening it again does nothing. Safe from any thread.
  public func open() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard !state.open else { return [] }
      state.open = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns when the latch opens, or at once when the calling task is (or becomes) cancelled.
  public func wait() async {
    let id = state.withLock { state -> UInt64 in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.open || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Waits until the latch opens, for at most `timeout`; returns whether it opened.
  public func wait(upTo timeout: Duration) async -> Bool {
    if isOpen { return true }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.wait() }
      group.addTask { try? await Task.sleep(for: timeout) }
      await group.next()
      group.cancelAll()
    }
    return isOpen
  }
}
