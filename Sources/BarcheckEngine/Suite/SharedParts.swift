import Dispatch
import Synchronization

/// A job split into parts that any thread may take: the threads that run the job work through them, and a thread that
/// would otherwise wait for the job's result takes parts too (`help`).
///
/// A run with two jobs loads the next file on one thread while it runs the current file's cases on the other; when
/// loading a file took longer than running one, the run's thread sat waiting for it, a tenth of the run's time. Now
/// it decodes the file's remaining parts itself.
public final class SharedParts<Part: Sendable>: Sendable {
  private struct Job {
    var count: Int
    var body: @Sendable (Int) -> Part
    var next = 0
    var results: [Part?]
  }

  private let job = Mutex<Job?>(nil)
  private let running = DispatchGroup()
  private let published: @Sendable () -> Void

  /// A pool with no job yet.
  ///
  /// - Parameter published: Called when a job is published (for a waiting thread to come and help).
  public init(published: @escaping @Sendable () -> Void = {}) {
    self.published = published
  }

  /// Runs `body` on every index below `count` on `width` threads of its own and on any thread that calls `help`
  /// meanwhile, and returns the results by index. One job at a time.
  public func map(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> Part) -> [Part] {
    job.withLock { job in
      precondition(job == nil, "SharedParts runs one job at a time")
      job = Job(count: count, body: body, results: Array(repeating: nil, count: count))
    }
    published()
    if width > 1 {
      DispatchQueue.concurrentPerform(iterations: width) { _ in help() }
    } else {
      help()
    }
    // Every part is taken; wait for those another thread is still working on.
    running.wait()
    return job.withLock { job in
      defer { job = nil }
      return job?.results.map { $0! } ?? []
    }
  }

  /// Works through the current job's parts not yet taken, if there is a job; returns when none is left to take.
  public func help() {
    while true {
      let taken = job.withLock { job -> (Int, @Sendable (Int) -> Part)? in
        guard let current = job, current.next < current.count else { return nil }
        job!.next += 1
        // Entered before the lock is released: `map` waits for the group only after it finds nothing left to take.
        running.enter()
        return (current.next, current.body)
      }
      guard let (index, body) = taken else { return }
      let result = body(index)
      job.withLock { $0?.results[index] = result }
      running.leave()
    }
  }
}
