#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys an object may have, as bytes, for `CaseTapeDecoder`: a member's key is found among them by its length
/// and its bytes where it stands in the document, with no `String` made for it.
///
/// The keys a case file uses are ASCII, and the tape holds only printable ASCII without escapes, so two keys are the
/// same `String` exactly when they are the same bytes.
struct TapeKeys: Sendable {
  /// One key: its place in the table, where its bytes are in `text`, how many there are, and its first eight bytes
  /// (zeros after a shorter key), as `prefix(_:at:count:)` reads a member's, which tell most keys apart without a call
  /// to `memcmp`.
  private struct Key: Sendable {
    var prefix: UInt64
    var count: Int
    var start: Int
    var place: Int
  }

  /// Every key's bytes, one after another.
  private let text: [UInt8]
  /// The keys, by their length: those `count` bytes long are `byLength[firstOfLength[count]..<firstOfLength[count + 1]]`,
  /// so that a member's key is compared with the few of its length only.
  private let byLength: [Key]
  /// Where the keys of each length start in `byLength`, for every length up to the longest key's, and one more.
  private let firstOfLength: [Int]
  /// How many keys there are.
  let count: Int

  /// The table of these keys, in this order (a key's place is its index here).
  init(_ keys: [String]) {
    var text: [UInt8] = []
    var table: [Key] = []
    for (place, key) in keys.enumerated() {
      let prefix = key.utf8.prefix(8).enumerated().reduce(0) { prefix, byte in prefix | UInt64(byte.element) << (8 * UInt64(byte.offset)) }
      table.append(Key(prefix: prefix, count: key.utf8.count, start: text.count, place: place))
      text.append(contentsOf: key.utf8)
    }
    let longest = table.map(\.count).max() ?? 0
    self.text = text
    byLength = table.sorted { ($0.count, $0.place) < ($1.count, $1.place) }
    firstOfLength = (0...(longest + 1)).map { length in table.count { $0.count < length } }
    count = keys.count
  }

  /// The place of a key the decoder names (a table's own key: a missing one is a programming error).
  func place(of key: String) -> Int {
    let bytes = Array(key.utf8)
    for entry in byLength where entry.count == bytes.count && Array(text[entry.start..<(entry.start + entry.count)]) == bytes {
      return entry.place
    }
    preconditionFailure("\(key) is not in the table")
  }

  /// The first eight bytes of the `count` bytes at `start` (zeros after fewer), the first lowest.
  @inline(__always)
  private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    if start + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
      return count >= 8 ? word : word & ((1 << (8 * UInt64(count))) &- 1)
    }
    var prefix: UInt64 = 0
    for index in 0..<min(count, 8) { prefix |= UInt64(base[start + index]) << (8 * UInt64(index)) }
    return prefix
  }

  /// The place of the key whose `count` bytes start at `start`; nil when it is none of the table's.
  @inline(__always)
  func place(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> Int? {
    guard count + 1 < firstOfLength.count, let source = bytes.baseAddress else { return nil }
    let prefix = Self.prefix(bytes, at: start, count: count)
    let candidates = firstOfLength[count]..<firstOfLength[count + 1]
    return byLength.withUnsafeBufferPointer { keys -> Int? in
      for index in candidates where keys[index].prefix == prefix {
        if count <= 8 { return keys[index].place }
        let same = text.withUnsafeBufferPointer { text in
          memcmp(text.baseAddress.unsafelyUnwrapped + keys[index].start + 8, source + start + 8, count - 8) == 0
        }
        if same { return keys[index].place }
      }
      return nil
    }
  }
}
