/// Scanning a JSON string's bytes eight at a time: what the parser and the canonical tape both read strings with.
enum PlainStringScan {
  /// The offset of the first byte from `start` that is not printable ASCII other than a quote or a backslash (a quote,
  /// a backslash, a control character, DEL or above), found eight bytes at a time; the offset where fewer than eight
  /// bytes are left when none of the words before has one. The test flags such a byte in a word, and the lowest byte
  /// it flags is always such a byte (only a flag's borrow can flag a byte above it). A byte at a time was most of
  /// parsing a string.
  @inline(__always)
  static func firstSpecialByte(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    guard let base = bytes.baseAddress else { return index }
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let flagged =
        (word | (word &- ones &* 0x20) | ((word ^ ones &* 0x22) &- ones) | ((word ^ ones &* 0x5C) &- ones) | ((word ^ ones &* 0x7F) &- ones))
        & (ones &* 0x80)
      if flagged != 0 { return index + flagged.trailingZeroBitCount >> 3 }
      index += 8
    }
    return index
  }
}
