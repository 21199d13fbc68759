#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library functions the model needs, behind one name so that the
/// Glibc / Musl / Darwin split lives in this file alone.
enum Platform {
  /// `x` raised to the power `y`.
  static func power(_ x: Double, _ y: Double) -> Double {
    pow(x, y)
  }
}
