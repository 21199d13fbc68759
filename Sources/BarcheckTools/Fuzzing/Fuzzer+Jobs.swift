import BarcheckModel
import BarcheckReference
import Dispatch
import Synchronization

/// Fuzzing with more than one job (`barcheck fuzz --jobs`): cases are screened at once, and what the screens find is
/// taken in the order of the cases, so that a run finds what a run with one job finds among the same cases.
extension Fuzzer {
  /// How many cases each thread screens in a round of `runInRounds`: enough that starting the threads and sorting what
  /// they found costs next to nothing (a round of the reference is a few milliseconds), few enough that a deadline is
  /// overrun by a round at most.
  static let casesPerThreadInARound = 256
  /// How many cases a thread takes at a time within a round: one at a time, the threads contended for the counter.
  static let casesPerTake = 16
  /// The most threads a round's size counts (a round is at most this many times `casesPerThreadInARound` cases): with
  /// more jobs than that (`--jobs 100000`), a round would otherwise grow past any deadline. The machine runs no more
  /// threads at once than it has cores anyway.
  static let threadsARoundCounts = 64

  /// Fuzzes the in-process reference or one of its mutants on `jobs` threads, in rounds: each round screens its cases
  /// on every thread (each with a workspace of its own), then the disagreements are grouped and shrunk in the order of
  /// the cases, on this task. A deadline (or a stop) is checked between rounds, so the cases tried are always the first ones.
  func runInRounds(
    cases: Int, jobs: Int, stopping: Stopping, scope: Scope, model: ReferenceResolver, tally: inout Tally
  ) async {
    var start = 0
    while start < cases {
      if stopping.now { break }
      let end = start + min(cases - start, min(jobs, Self.threadsARoundCounts) * Self.casesPerThreadInARound)
      let screened = screen(start..<end, jobs: jobs, scope: scope, model: model)
      var position = 0
      for index in start..<end {
        var trial = Trial.agrees
        if position < screened.count, screened[position].index == index {
          trial = screened[position].trial
          position += 1
        }
        if let disagreeing = count(trial, tally: &tally) { await groupAndShrink(disagreeing, tally: &tally) }
      }
      start = end
    }
  }

  /// The trials of a range of cases that are not agreements (a disagreement, or a case the resolver does not model),
  /// screened on `jobs` threads and returned in the order of the cases. Most cases agree, and are only counted.
  private func screen(_ range: Range<Int>, jobs: Int, scope: Scope, model: ReferenceResolver) -> [(index: Int, trial: Trial)] {
    let next = Atomic<Int>(range.lowerBound)
    let found = Mutex<[(index: Int, trial: Trial)]>([])
    // No more threads than takes: each would find the round's cases all taken.
    let takes = (range.count + Self.casesPerTake - 1) / Self.casesPerTake
    DispatchQueue.concurrentPerform(iterations: min(jobs, takes)) { _ in
      var workspace = ScenarioGenerator.Builder.Workspace()
      var local: [(index: Int, trial: Trial)] = []
      while true {
        let first = next.add(Self.casesPerTake, ordering: .relaxed).oldValue
        guard first < range.upperBound else { break }
        for index in first..<min(first + Self.casesPerTake, range.upperBound) {
          let trial = self.trial(index, scope: scope, model: model, workspace: &workspace)
          if case .agrees = trial { continue }
          local.append((index, trial))
        }
      }
      if !local.isEmpty { found.withLock { $0.append(contentsOf: local) } }
    }
    return found.withLock { $0 }.sorted { $0.index < $1.index }
  }

  /// Fuzzes a resolver that is asked asynchronously (out of process, or any resolver but the reference), with up to
  /// `width` cases in flight: a case is started as soon as one finishes, and what finished is taken in the order of
  /// the cases (a case that finished early waits for those before it, and no case starts more than `window` cases
  /// ahead of the first not yet taken, so that a slow case holds back a bounded number of answers). A deadline (or a stop) stops
  /// new cases; those in flight are finished and counted, so the cases tried are always the first ones. With a width
  /// of one, each case is screened, then grouped and shrunk, before the next starts.
  func runInFlight(cases: Int, width: Int, stopping: Stopping, scope: Scope, tally: inout Tally) async {
    let window = max(4 * width, 64)
    await withTaskGroup(of: (index: Int, trial: Trial).self) { group in
      var started = 0
      var inFlight = 0
      var next = 0
      var finished: [Int: Trial] = [:]
      /// Starts cases while fewer than `width` are in flight, unless every case has started, the deadline has passed, or
      /// the next would be `window` cases ahead of the first not yet taken.
      func startMore() {
        while inFlight < width, started < cases, started < next + window {
          if stopping.now { return }
          let index = started
          group.addTask { (index, await self.screened(index, scope: scope)) }
          started += 1
          inFlight += 1
        }
      }
      startMore()
      while let (index, trial) = await group.next() {
        inFlight -= 1
        finished[index] = trial
        while let trial = finished.removeValue(forKey: next) {
          if let disagreeing = count(trial, tally: &tally) { await groupAndShrink(disagreeing, tally: &tally) }
          next += 1
        }
        startMore()
      }
    }
  }

  /// Generates case `index` and screens it on the resolver, untraced.
  private func screened(_ index: Int, scope: Scope) async -> Trial {
    let testCase = generator.generate(index)
    guard scope.applies(testCase) else { return .notApplicable }
    return await trial(of: testCase, legibility: scope.capabilities.legibility)
  }
}
