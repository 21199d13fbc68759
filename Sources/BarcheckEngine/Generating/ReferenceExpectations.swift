import BarcheckModel
import BarcheckReference

/// Fills a case's expectations, rules and level from the reference resolver: what a generated or
/// shrunk case needs to join a suite.
public enum ReferenceExpectations {
  /// The case with every step expecting what the reference observes, citing the rules its traces cite.
  ///
  /// - Returns: nil when the reference cannot play the case.
  public static func fill(_ testCase: ConformanceCase, onlySteps: Set<Int>? = nil) -> ConformanceCase? {
    guard case .success(let observations) = ReferenceResolver().observe(testCase, tracing: true) else { return nil }
    var copy = testCase
    var rules: Set<String> = []
    for (i, observation) in observations.enumerated() {
      for entry in observation.trace where SpecRule.named(entry.rule) != nil { rules.insert(entry.rule) }
      guard onlySteps?.contains(i) ?? true else {
        copy.steps[i].expect = nil
        continue
      }
      var expect = Expectation()
      expect.style = observation.style
      expect.hidden = observation.hidden
      expect.styleOwner = observation.styleOwner
      expect.hiddenOwner = observation.hiddenOwner
      expect.animation = observation.animation
      copy.steps[i].expect = expect
    }
    copy.rules = rules.sorted { Int($0.dropFirst()) ?? 0 < Int($1.dropFirst()) ?? 0 }
    let weakest = copy.rules.compactMap(SpecRule.named).map(\.level).max() ?? .must
    copy.level = max(weakest, copy.level == .tentative ? .must : copy.level)
    return copy
  }
}
