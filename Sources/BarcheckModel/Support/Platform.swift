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

  /// The offset of the first `byte` in `buffer` at or after `start`, or nil: `memchr`, which reads a word at a time.
  static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = buffer.baseAddress, start < buffer.count, let found = memchr(base + start, Int32(byte), buffer.count - start) else {
      return nil
    }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }
}
