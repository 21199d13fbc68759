import BarcheckEngine
package import BarcheckModel
import BarcheckReference

/// Fills a case's expectations, rules and level from the reference resolver: what a generated or
/// shrunk case needs to join a suite.
package enum ReferenceExpectations {
  /// The case with every step expecting what the reference observes, citing the rules its traces cite.
  ///
  /// - Parameters:
  ///   - onlySteps: The steps that get expectations; nil for all.
  ///   - legibility: Whether steps also expect `legible` and a minimum contrast wherever the reference
  ///     measures them (S23: once a colour is declared; a hidden bar's too). On by default, so that a generated
  ///     suite checks legibility where the reference measures it. A case that checks it is not applicable to a
  ///     resolver that does not measure legibility: pass false to write a suite for such resolvers.
  /// - Returns: nil when the reference cannot play the case.
  package static func fill(_ testCase: ConformanceCase, onlySteps: Set<Int>? = nil, legibility: Bool = true) -> ConformanceCase? {
    guard case .success(let observations) = ReferenceResolver().observe(testCase, tracing: true) else { return nil }
    return fill(testCase, from: observations, onlySteps: onlySteps, legibility: legibility)
  }

  /// The case expecting the reference's traced observations of it, which the caller has already made.
  static func fill(_ testCase: ConformanceCase, from observations: [Observation], onlySteps: Set<Int>? = nil, legibility: Bool) -> ConformanceCase {
    var copy = testCase
    var rules: Set<RuleID> = []
    for (i, observation) in observations.enumerated() {
      for entry in observation.trace { if let rule = entry.ruleID { rules.insert(rule) } }
      guard onlySteps?.contains(i) ?? true else {
        copy.steps[i].expect = nil
        continue
      }
      copy.steps[i].expect = expectation(observation, legibility: legibility)
    }
    copy.rules = rules.sorted()
    let weakest = copy.rules.map(\.spec.level).max() ?? .must
    copy.level = max(weakest, copy.level == .tentative ? .must : copy.level)
    return copy
  }

  /// What a step expects when the reference observes `observation` there.
  static func expectation(_ observation: Observation, legibility: Bool) -> StepExpectation {
    var expect = StepExpectation()
    expect.style = observation.style
    expect.hidden = observation.hidden
    expect.styleOwner = observation.styleOwner
    expect.hiddenOwner = observation.hiddenOwner
    expect.animation = observation.animation
    if legibility, let legible = observation.legible, let contrast = observation.contrast {
      expect.legible = legible
      expect.minimumContrast = minimumContrast(contrast)
    }
    return expect
  }

  /// The minimum contrast a step expects where the reference measures `contrast`: the reference's two-decimal value
  /// itself (S23.33), a lower bound a resolver reporting the same rounded ratio meets.
  ///
  /// Rounded to the nearest hundredth, not down: the reference's value already has two decimals, and rounding
  /// `contrast * 100` down took a hundredth off one measured step in thirty (4.35 * 100 is 434.99…), a bound a
  /// resolver that truncates its ratio instead of rounding it would meet.
  static func minimumContrast(_ contrast: Double) -> Double { (contrast * 100).rounded() / 100 }

  /// Whether `answered` satisfies every field of `expectation(reference, legibility:)`, read straight from the two
  /// observations: the fuzzer asks this at every step of every case, where building the expectation (its owners
  /// copied) and asking each `StatusBarField` in turn cost a tenth of a fuzzed case.
  ///
  /// It must answer as `StatusBarField.isSatisfied(by:expecting:)` does over every field, and a test checks that it
  /// does.
  @inline(__always)
  static func isSatisfied(by answered: Observation, expectingWhat reference: Observation, legibility: Bool) -> Bool {
    withUnsafePointer(to: answered) { answered in
      withUnsafePointer(to: reference) { reference in isSatisfied(by: answered, expectingWhat: reference, legibility: legibility) }
    }
  }

  /// `isSatisfied(by:expectingWhat:legibility:)` of two observations read where they are, field by field: taking
  /// each out of its array copied it (its owners and trace retained, then released), two copies a step.
  @inline(__always)
  static func isSatisfied(by answered: UnsafePointer<Observation>, expectingWhat reference: UnsafePointer<Observation>, legibility: Bool) -> Bool {
    guard answered.pointee.style == reference.pointee.style, answered.pointee.hidden == reference.pointee.hidden,
      answered.pointee.animation == reference.pointee.animation
    else { return false }
    // An owner the reference names is expected; one the resolver does not name reads as "(none)".
    if reference.pointee.styleOwner != nil, !names(answered.pointee.styleOwner, reference.pointee.styleOwner.unsafelyUnwrapped) { return false }
    if reference.pointee.hiddenOwner != nil, !names(answered.pointee.hiddenOwner, reference.pointee.hiddenOwner.unsafelyUnwrapped) { return false }
    guard legibility, let legible = reference.pointee.legible, let contrast = reference.pointee.contrast else { return true }
    guard answered.pointee.legible == legible, let measured = answered.pointee.contrast else { return false }
    return measured >= minimumContrast(contrast)
  }

  /// Whether the resolver's owner is the one the reference names, one it does not name reading as "(none)": compared
  /// in place, where building the answered owner or "(none)" retained one string and released it, for each owner of
  /// each step.
  @inline(__always)
  private static func names(_ answered: String?, _ owner: String) -> Bool {
    switch answered {
    case .some(let name): name == owner
    case .none: owner == "(none)"
    }
  }
}
