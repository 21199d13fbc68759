/// A growable run of bytes for writers that append many small pieces: the JSON and HTML writers' output.
///
/// An `[UInt8]` checks its uniqueness and goes through the generic sequence path on every `append(contentsOf:)`,
/// which was most of the cost of writing a stream line or a case's canonical text a few bytes at a time. This owns
/// its memory (it cannot be copied), so an append is a capacity check and a copy.
///
/// `package`, as everything in `BarcheckJSON` is; `@usableFromInline`, so that its inlinable appends inline into the
/// writers of other modules.
@usableFromInline package struct ByteBuffer: ~Copyable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it grows.
  package init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// How many bytes are written.
  package var byteCount: Int { count }

  /// Forgets the bytes written, keeping the memory.
  package mutating func removeAll() {
    count = 0
  }

  /// The bytes written.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Calls `body` with the bytes written, in place.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Makes room for `additional` more bytes, so that a writer may write them through `base + count` and then set
  /// `count` (the canonical tape's writer, which checks nothing a piece).
  package mutating func reserve(_ additional: Int) {
    if count + additional > capacity { grow(to: count + additional) }
  }

  /// Appends a byte.
  @inlinable @inline(__always)
  package mutating func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends bytes.
  @inlinable @inline(__always)
  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Appends literal text. Always inlined, as the bytes it calls: a short literal's append was a call of about 47
  /// instructions from the reports' writers, which the compiler declined to inline (recording 2,000 cases: 128.7 M
  /// instructions, 121.4 M inlined).
  @inlinable @inline(__always)
  package mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends an integer's decimal digits, without making a string of them.
  package mutating func appendDecimal(_ value: UInt64) {
    var magnitude = value
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      append(UnsafeBufferPointer(UnsafeMutableBufferPointer(rebasing: digits[start...])))
    }
  }

  /// Appends a string's UTF-8 bytes.
  @inlinable
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Moves the bytes to memory with room for at least `needed`, at least doubling.
  @usableFromInline
  mutating func grow(to needed: Int) {
    let larger = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}
