import Testing

@testable import BarcheckReports

/// `formatSeconds` writes its text digit by digit: it must write what formatting the two numbers as strings wrote.
@Suite("Durations as reports write them")
struct FormatSecondsTests {
  /// The text as it was made before: whole seconds, a point, and the milliseconds padded to three digits.
  static func asBefore(_ seconds: Double) -> String {
    let milliseconds = Int((min(max(0, seconds), 1e12) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  @Test(
    "edges: zero, rounding at each digit, whole seconds, the bound, negatives and infinities",
    arguments: [
      0, 0.0004, 0.0005, 0.0015, 0.001, 0.009, 0.0099, 0.01, 0.0995, 0.1, 0.9994, 0.9995, 1, 9.999, 9.9995, 10, 12.5, 59.05, 100.001,
      86_399.999, 1e9 + 0.5, 999_999_999_999.999, 1e12, 1e12 + 1, 1e300, -0.0, -1, -.infinity, .infinity, .leastNonzeroMagnitude,
    ] as [Double])
  func edges(_ seconds: Double) {
    #expect(formatSeconds(seconds) == Self.asBefore(seconds))
  }

  @Test("ten thousand durations across every magnitude, written as before")
  func many() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let seconds = Double.random(in: 0..<1, using: &random) * Double(sign: .plus, exponent: Int.random(in: -12...40, using: &random), significand: 1)
      #expect(formatSeconds(seconds) == Self.asBefore(seconds), "\(seconds)")
    }
  }
}
