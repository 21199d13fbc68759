import Synchronization

/// The lines waiting to be written to a resolver's input: lines posted while a write is under way are written
/// together by the next, one system call for many requests.
final class Outbox: Sendable {
  private struct State {
    var bytes: [UInt8] = []
    var flushing = false
  }
  private let state = Mutex(State())

  /// Adds a line; true when no writer is flushing, and the caller must start one (that calls `take` until nil).
  func post(_ line: [UInt8]) -> Bool {
    state.withLock { state in
      state.bytes.append(contentsOf: line)
      defer { state.flushing = true }
      return !state.flushing
    }
  }

  /// Everything posted since the last take, or nil (and the writer is done) when nothing is.
  func take() -> [UInt8]? {
    state.withLock { state in
      guard !state.bytes.isEmpty else {
        state.flushing = false
        return nil
      }
      defer { state.bytes = [] }
      return state.bytes
    }
  }
}
