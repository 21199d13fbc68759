/// Whether a resolution plays a mutant. The resolution code is generic over it, like over its trace sink: the
/// reference is compiled with `Unmutated`, where every mutation point is a comparison with a constant nil that
/// the optimizer removes, so carrying mutants costs the reference nothing.
protocol Mutation {
  /// The mutant played, or nil for the reference.
  var mutant: Mutant? { get }
}

/// The reference: no mutant.
struct Unmutated: Mutation {
  @inline(__always)
  var mutant: Mutant? { nil }
}

/// A resolution that plays one mutant.
struct Mutated: Mutation {
  /// The mutant.
  let value: Mutant

  var mutant: Mutant? { value }
}
