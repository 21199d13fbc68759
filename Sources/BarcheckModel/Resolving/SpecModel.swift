/// A resolver that is a model of the spec itself, whose answers are what the cases expect: the reference
/// resolver (and its mutants). A case marked `knownDisagreement` is judged as an expected failure for it, and its
/// trace explains why a case expects what it does.
public protocol SpecModel: Resolver {
  /// The model's trace of every step of a case, untouched by any expectation: why the case expects what it
  /// does. Nil when the model cannot play the case.
  func explanation(of testCase: ConformanceCase) -> [[TraceEntry]]?
}
