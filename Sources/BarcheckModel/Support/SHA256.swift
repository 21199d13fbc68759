import CBarcheckSHA256

/// SHA-256 (FIPS 180-4), for the suite's content hash. The toolchain has no portable
/// crypto module on Linux, and a content hash needs nothing more than this.
///
/// On a CPU with the x86 SHA instructions the blocks are compressed by them (`CBarcheckSHA256`, about a tenth of the
/// portable rounds' time); elsewhere, and with `init(portable: true)`, by the Swift rounds below. The two give the
/// same digest (`SHA256Tests` checks both against NIST's vectors and `sha256sum`).
///
/// Every case of a suite is hashed when it is indexed and again when it is loaded, so this is written for speed:
/// the pending bytes and the state are fixed-size values (no arrays), whole blocks are compressed straight from
/// the caller's memory, and the rounds run on locals, eight to an iteration so that no variable is shuffled.
public struct SHA256 {
  private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

  private var state: Words = (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
  /// The bytes of an unfinished block, `pending` of them.
  private var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
  private var pending = 0
  private var length: UInt64 = 0

  /// Whether the blocks are compressed by the Swift rounds even where the CPU has SHA instructions.
  private var portable = false
  /// Whether this CPU has the SHA instructions the hardware rounds use.
  public static let hardwareAvailable = barcheck_sha256_hardware() != 0

  /// Starts a new hash.
  public init() {}

  /// Starts a new hash whose blocks are compressed by the portable Swift rounds when `portable` is true, whatever
  /// the CPU has (for comparing the two).
  public init(portable: Bool) {
    self.portable = portable
  }

  /// Adds bytes.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    if bytes.withContiguousStorageIfAvailable({ update($0) }) == nil {
      Array(bytes).withUnsafeBufferPointer { update($0) }
    }
  }

  /// Adds bytes, whole 64-byte blocks straight from the input.
  public mutating func update(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { update($0) }
  }

  /// Adds bytes read in place.
  public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
    var count = bytes.count
    length &+= UInt64(count)
    if pending > 0 {
      let (at, take) = (pending, min(64 - pending, count))
      withUnsafeMutableBytes(of: &block) { $0.baseAddress.unsafelyUnwrapped.advanced(by: at).copyMemory(from: next, byteCount: take) }
      pending += take
      next += take
      count -= take
      guard pending == 64 else { return }
      var full = block
      let portable = portable
      withUnsafeBytes(of: &full) { Self.compress(&state, $0.baseAddress.unsafelyUnwrapped, blocks: 1, portable: portable) }
      pending = 0
    }
    if count >= 64 {
      Self.compress(&state, UnsafeRawPointer(next), blocks: count / 64, portable: portable)
      next += count & ~63
      count &= 63
    }
    if count > 0 {
      withUnsafeMutableBytes(of: &block) { $0.baseAddress.unsafelyUnwrapped.copyMemory(from: next, byteCount: count) }
      pending = count
    }
  }

  /// Adds the UTF-8 bytes of a string, read in place.
  public mutating func update(_ string: String) {
    var string = string
    string.withUTF8 { update($0) }
  }

  /// The digest as 64 lowercase hex digits.
  public mutating func finalizeHex() -> String {
    let digest = finalize()
    return String(unsafeUninitializedCapacity: 64) { text in
      let digits: StaticString = "0123456789abcdef"
      digits.withUTF8Buffer { digits in
        for (i, byte) in digest.enumerated() {
          text[2 * i] = digits[Int(byte >> 4)]
          text[2 * i + 1] = digits[Int(byte & 15)]
        }
      }
      return 64
    }
  }

  /// The 32 bytes of the digest, as used by Content-Security-Policy hashes.
  public mutating func finalize() -> [UInt8] {
    // The padding: the pending bytes, 0x80, zeros, and the length in bits, big-endian, ending one or two blocks.
    var tail: (Words, Words, Words, Words) = ((0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0))
    let (used, blocks, bits, portable) = (pending, pending < 56 ? 1 : 2, length &* 8, portable)
    withUnsafeMutableBytes(of: &tail) { tail in
      withUnsafeBytes(of: block) { tail.baseAddress.unsafelyUnwrapped.copyMemory(from: $0.baseAddress.unsafelyUnwrapped, byteCount: used) }
      tail[used] = 0x80
      tail.storeBytes(of: bits.bigEndian, toByteOffset: 64 * blocks - 8, as: UInt64.self)
      Self.compress(&state, UnsafeRawPointer(tail.baseAddress.unsafelyUnwrapped), blocks: blocks, portable: portable)
    }
    pending = 0
    return withUnsafeBytes(of: state) { words in
      (0..<32).map { i in UInt8(truncatingIfNeeded: words.load(fromByteOffset: i & ~3, as: UInt32.self) >> (24 - 8 * UInt32(i & 3))) }
    }
  }

  /// The hex digest of a string.
  public static func hex(_ string: String) -> String {
    var hash = SHA256()
    hash.update(string)
    return hash.finalizeHex()
  }

  /// The hex digest of bytes.
  public static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.finalizeHex()
  }

  /// Compresses whole 64-byte blocks into the state: with the CPU's SHA instructions when it has them and the
  /// hash is not `portable`, else with the Swift rounds.
  private static func compress(_ state: inout Words, _ data: UnsafeRawPointer, blocks: Int, portable: Bool) {
    if hardwareAvailable && !portable {
      withUnsafeMutableBytes(of: &state) { words in
        barcheck_sha256_blocks(
          words.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt32.self), data.assumingMemoryBound(to: UInt8.self), blocks)
      }
      return
    }
    compressPortably(&state, data, blocks: blocks)
  }

  /// Compresses whole 64-byte blocks into the state with the Swift rounds. The message schedule lives on the
  /// stack, with the round constants added in.
  private static func compressPortably(_ state: inout Words, _ data: UnsafeRawPointer, blocks: Int) {
    var (a, b, c, d, e, f, g, h) = state
    withUnsafeBytes(of: barcheck_sha256_k) { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        let w = schedule.baseAddress.unsafelyUnwrapped
        let k = k.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt32.self)
        for n in 0..<blocks {
          let block = data + 64 * n
          for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) }
          for i in 16..<64 {
            let s0 = rotate(w[i - 15] ^ rotate(w[i - 15], 11), 7) ^ (w[i - 15] &>> 3)
            let s1 = rotate(w[i - 2] ^ rotate(w[i - 2], 2), 17) ^ (w[i - 2] &>> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
          }
          for i in 0..<64 { w[i] &+= k[i] }
          let start = (a, b, c, d, e, f, g, h)
          var bc = b ^ c
          var i = 0
          while i < 64 {
            round(a, b, &bc, &d, e, f, g, &h, w[i])
            round(h, a, &bc, &c, d, e, f, &g, w[i + 1])
            round(g, h, &bc, &b, c, d, e, &f, w[i + 2])
            round(f, g, &bc, &a, b, c, d, &e, w[i + 3])
            round(e, f, &bc, &h, a, b, c, &d, w[i + 4])
            round(d, e, &bc, &g, h, a, b, &c, w[i + 5])
            round(c, d, &bc, &f, g, h, a, &b, w[i + 6])
            round(b, c, &bc, &e, f, g, h, &a, w[i + 7])
            i += 8
          }
          a &+= start.0
          b &+= start.1
          c &+= start.2
          d &+= start.3
          e &+= start.4
          f &+= start.5
          g &+= start.6
          h &+= start.7
        }
      }
    }
    state = (a, b, c, d, e, f, g, h)
  }

  /// One round, its variables named as in the standard: `d` gains the first temporary, `h` becomes the next `a`.
  /// The caller renames the variables from round to round instead of moving them. `bc` is `b ^ c`, which is the next
  /// round's `a ^ b`: the majority is `b ^ ((a ^ b) & (b ^ c))`, and each Σ is three rotations of nested xors.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ bc: inout UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
  ) {
    let t1 = h &+ rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6) &+ (g ^ (e & (f ^ g))) &+ kw
    let ab = a ^ b
    d &+= t1
    h = t1 &+ rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2) &+ (b ^ (ab & bc))
    bc = ab
  }

  @inline(__always)
  private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }
}
