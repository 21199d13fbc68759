#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library functions the model (and, for `write`, the resolver adapters) need, behind one name so that the
/// Glibc / Musl / Darwin split lives in this file alone.
package enum Platform {
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

  /// Makes writing to a closed pipe an error (`EPIPE`), which the write reports, instead of a signal that ends the
  /// process, by catching SIGPIPE with a handler that does nothing rather than ignoring it: an ignored signal is
  /// inherited by every program barcheck starts (an `exec:` resolver got EPIPE where it expected to end quietly, as a
  /// program at the head of a closed pipe does), while a caught one is reset to its default in the program a process
  /// starts. The handler stays installed, and restarts an interrupted call (`signal` on glibc and Darwin).
  package static func catchBrokenPipes() {
    _ = signal(SIGPIPE) { _ in }
  }

  /// `write(2)`: the bytes written, or -1 with `errno` set. Shared with the resolver adapters (`package`).
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #else
      Glibc.write(descriptor, bytes, count)
    #endif
  }

  /// `read(2)`: the bytes read (0 at the end of the file), or -1 with `errno` set.
  static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.read(descriptor, bytes, count)
    #else
      Glibc.read(descriptor, bytes, count)
    #endif
  }

  /// `open(2)`: a descriptor, or -1 with `errno` set.
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    #if canImport(Darwin)
      Darwin.open(path, flags, mode)
    #elseif canImport(Musl)
      Musl.open(path, flags, mode)
    #else
      Glibc.open(path, flags, mode)
    #endif
  }

  /// `close(2)`: 0, or -1 with `errno` set.
  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.close(descriptor)
    #elseif canImport(Musl)
      Musl.close(descriptor)
    #else
      Glibc.close(descriptor)
    #endif
  }
}
