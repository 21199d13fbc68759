import BarcheckEngine
import BarcheckModel
import Dispatch
import Synchronization
import Testing

/// Parts of a job that the threads running it and any thread waiting for it take in turn: every part must run once,
/// and the results come back by index, however many threads help and whenever they come.
@Suite("Sharing a job's parts with a waiting thread")
struct SharedPartsTests {
  /// Threads that call `help` over and over until stopped, as a run's thread does while it waits for a file.
  final class Helpers: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let group = DispatchGroup()

    init<Part>(_ count: Int, helping parts: SharedParts<Part>) {
      for _ in 0..<count {
        DispatchQueue.global().async(group: group) { [self] in
          while !stopped.load(ordering: .relaxed) { parts.help() }
        }
      }
    }

    func stop() {
      stopped.store(true, ordering: .relaxed)
      group.wait()
    }
  }

  @Test("every part runs exactly once and the results come back by index", arguments: [1, 2, 4], [0, 1, 3])
  func everyPartOnce(width: Int, helpers count: Int) {
    let parts = SharedParts<Int>()
    let runs = Mutex<[Int]>(Array(repeating: 0, count: 500))
    let helpers = Helpers(count, helping: parts)
    for round in 0..<3 {
      let results = parts.map(500, width: width) { index in
        runs.withLock { $0[index] += 1 }
        return index * 7 + round
      }
      #expect(results == (0..<500).map { $0 * 7 + round })
    }
    helpers.stop()
    #expect(runs.withLock { $0 } == Array(repeating: 3, count: 500))
  }

  @Test("a file decoded in parts that waiting threads help with loads as on one thread", arguments: CaseLoaderInPartsTests.edits.indices)
  func loadsAsOnOneThread(_ which: Int) {
    let file = CaseLoaderInPartsTests.file(cases: 300, edit: CaseLoaderInPartsTests.edits[which].1)
    let parts = SharedParts<CaseLoader.Result?>()
    let helpers = Helpers(2, helping: parts)
    let shared = CaseLoader.load(file, digests: true, concurrently: { count, body in parts.map(count, width: 1, body) })
    helpers.stop()
    let one = CaseLoader.load(file, digests: true)
    #expect(shared.cases == one.cases)
    #expect(shared.diagnostics.map(\.description) == one.diagnostics.map(\.description))
    #expect(shared.fingerprints == one.fingerprints)
  }
}
