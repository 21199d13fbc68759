/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// cases on every machine.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  @inline(__always)
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random element.
  @inline(__always) mutating func pick<T>(_ items: [T]) -> T { items[index(items.count)] }

  /// A random index of a collection of `count` elements: the one `pick` takes.
  @inline(__always) mutating func index(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  /// True with probability `p`.
  @inline(__always) mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }

  /// A number in a closed range.
  @inline(__always) mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}
