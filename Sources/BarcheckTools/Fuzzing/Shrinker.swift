import BarcheckEngine
import BarcheckModel

/// Shrinks a case that shows a finding to a 1-minimal one that still shows it: removing any one step, window
/// or controller subtree, or setting any one property back to its default, loses the finding or changes its
/// signature (`Reductions.single`). Steps go by delta debugging (chunks from half of them down to one), the
/// rest one at a time after coarser tries, in rounds until a round changes nothing. A budget of candidates
/// played bounds the work; a shrink that runs out of it says so, and its case may not be minimal.
struct Shrinker {
  /// The disagreement a candidate shows when it keeps the finding (it plays, and disagrees with the same
  /// signature); nil when it does not.
  var keeps: (ConformanceCase) async -> FieldDiff?
  /// How many candidates may be tried on the resolver.
  var budget: Int

  /// A shrunk case.
  struct Result {
    /// The case.
    var testCase: ConformanceCase
    /// Its disagreement.
    var diff: FieldDiff
    /// Whether shrinking ran until no single reduction kept the finding; false when the budget ran out first.
    var minimal: Bool
    /// How many candidates were tried on the resolver.
    var tried: Int
  }

  /// Shrinks a case whose disagreement is `diff`.
  func shrink(_ testCase: ConformanceCase, diff: FieldDiff) async -> Result {
    var state = State(best: Self.truncated(testCase, after: diff.step), diff: diff, left: budget)
    while !state.exhausted {
      var changed = await removeSteps(&state)
      for reductions in [Reductions.windows, Reductions.coarse, Reductions.structural, Reductions.properties] {
        if await reduce(&state, by: reductions) { changed = true }
      }
      if !changed && !state.exhausted { break }
    }
    return Result(testCase: state.best, diff: state.diff, minimal: !state.exhausted, tried: budget - state.left)
  }

  /// What shrinking has reached.
  struct State {
    var best: ConformanceCase
    var diff: FieldDiff
    /// Candidates that may still be tried.
    var left: Int
    /// Whether a candidate went untried for want of budget.
    var exhausted = false
  }

  /// Tries a candidate; keeps it, without the steps after its disagreement, when it keeps the finding.
  private func attempt(_ candidate: ConformanceCase, _ state: inout State) async -> Bool {
    guard Self.plays(candidate) else { return false }
    guard state.left > 0 else {
      state.exhausted = true
      return false
    }
    state.left -= 1
    guard let found = await keeps(candidate) else { return false }
    state.best = Self.truncated(candidate, after: found.step)
    state.diff = found
    return true
  }

  /// Delta debugging over the steps after the launch: removes chunks of them, from half down to single steps,
  /// going back to coarser chunks after each removal.
  ///
  /// - Returns: Whether any step went.
  private func removeSteps(_ state: inout State) async -> Bool {
    var changed = false
    var parts = 2
    while !state.exhausted {
      let removable = state.best.steps.count - 1
      guard removable > 0 else { break }
      parts = min(parts, removable)
      let size = (removable + parts - 1) / parts
      var removed = false
      // From the end: the steps just before the disagreement are likelier to matter than the early ones.
      var end = state.best.steps.count
      while end > 1 && !removed {
        let start = max(1, end - size)
        removed = await attempt(Reductions.removingSteps(state.best, start..<end), &state)
        end = start
      }
      if removed {
        changed = true
        parts = max(parts - 1, 2)
      } else if parts >= removable {
        break
      } else {
        parts = min(parts * 2, removable)
      }
    }
    return changed
  }

  /// Tries each reduction of the current case in turn, going on from where it was after each that keeps the
  /// finding (reductions before it were tried already; the next round tries them again).
  ///
  /// - Returns: Whether any reduction was kept.
  private func reduce(_ state: inout State, by reductions: (ConformanceCase) -> [ConformanceCase]) async -> Bool {
    var changed = false
    var index = 0
    while !state.exhausted {
      let candidates = reductions(state.best)
      guard index < candidates.count else { break }
      if await attempt(candidates[index], &state) {
        changed = true
      } else {
        index += 1
      }
    }
    return changed
  }

  /// The case without the steps after `step`.
  static func truncated(_ testCase: ConformanceCase, after step: Int) -> ConformanceCase {
    guard step + 1 < testCase.steps.count else { return testCase }
    return Reductions.removingSteps(testCase, (step + 1)..<testCase.steps.count)
  }

  /// Whether the case is valid: its scene builds and every event applies.
  static func plays(_ testCase: ConformanceCase) -> Bool {
    guard var scene = try? CompiledScene(testCase) else { return false }
    for step in testCase.steps where (try? scene.apply(step.event)) == nil { return false }
    return true
  }
}
