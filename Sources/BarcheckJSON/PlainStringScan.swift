/// Scanning text eight bytes at a time: what the parser and the canonical tape read strings with, and what the JSON and
/// HTML writers find the runs they copy whole with.
package enum PlainStringScan {
  /// The offset of the first byte from `start` that is not printable ASCII other than a quote or a backslash (a quote,
  /// a backslash, a control character, DEL or above), found eight bytes at a time; the offset where fewer than eight
  /// bytes are left when none of the words before has one. The test flags such a byte in a word, and the lowest byte
  /// it flags is always such a byte (only a flag's borrow can flag a byte above it). A byte at a time was most of
  /// parsing a string.
  @inline(__always)
  static func firstSpecialByte(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let (index, flags) = firstFlaggedWord(bytes, from: start, flags: jsonSpecial)
    return flags == 0 ? index : index + flags.trailingZeroBitCount >> 3
  }

  /// The top bit of each byte of a little-endian word that may be a quote, a backslash, a control character, DEL or
  /// above: set for every such byte, and possibly for a byte above one (a borrow), never below the first.
  @inlinable @inline(__always)
  package static func jsonSpecial(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return (word | (word &- ones &* 0x20) | ((word ^ ones &* 0x22) &- ones) | ((word ^ ones &* 0x5C) &- ones) | ((word ^ ones &* 0x7F) &- ones))
      & (ones &* 0x80)
  }

  /// The first eight-byte word from `start` in which `flags` sets a bit, and those bits; when no whole word left has
  /// one, the offset where fewer than eight bytes are left and no bits. Words are read little-endian, so the lowest
  /// flagged byte is the first in the text. The caller reads what is left byte by byte.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: Where to start.
  ///   - flags: A word's flags: nonzero when one of its bytes may need the caller's attention.
  @inlinable @inline(__always)
  package static func firstFlaggedWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, flags: (UInt64) -> UInt64
  ) -> (offset: Int, flags: UInt64) {
    var index = start
    guard let base = bytes.baseAddress else { return (index, 0) }
    while index + 8 <= bytes.count {
      let flagged = flags(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
      if flagged != 0 { return (index, flagged) }
      index += 8
    }
    return (index, 0)
  }
}
