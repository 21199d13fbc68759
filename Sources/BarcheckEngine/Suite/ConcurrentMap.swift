import Dispatch
import Synchronization

/// Work spread over threads, its results kept in order: what indexing a suite, loading a file's cases in parts and
/// writing a run's reports share.
public enum ConcurrentMap {
  /// Calls `body` with every index below `count` on up to `width` threads (a global dispatch queue's, through
  /// `concurrentPerform`), each thread taking the next index in turn, and returns the results by index.
  public static func map<T: Sendable>(_ count: Int, width: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard width > 1 && count > 1 else { return (0..<count).map(body) }
    let next = Atomic<Int>(0)
    let results = Mutex<[T?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: min(width, count)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let result = body(index)
        results.withLock { $0[index] = result }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
