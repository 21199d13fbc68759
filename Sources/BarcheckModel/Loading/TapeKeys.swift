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
  /// Every key's bytes, one after another.
  private let text: [UInt8]
  /// Where each key starts in `text`.
  private let starts: [Int]
  /// Each key's length in bytes.
  private let lengths: [Int]

  /// The table of these keys, in this order (a key's place is its index here).
  init(_ keys: [String]) {
    var text: [UInt8] = []
    var starts: [Int] = []
    var lengths: [Int] = []
    for key in keys {
      starts.append(text.count)
      lengths.append(key.utf8.count)
      text.append(contentsOf: key.utf8)
    }
    self.text = text
    self.starts = starts
    self.lengths = lengths
  }

  /// How many keys there are.
  var count: Int { lengths.count }

  /// The place of a key the decoder names (a table's own key: a missing one is a programming error).
  func place(of key: String) -> Int {
    let bytes = Array(key.utf8)
    for place in lengths.indices where lengths[place] == bytes.count && Array(text[starts[place]..<(starts[place] + lengths[place])]) == bytes {
      return place
    }
    preconditionFailure("\(key) is not in the table")
  }

  /// The place of the key whose `count` bytes start at `start`; nil when it is none of the table's.
  @inline(__always)
  func place(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> Int? {
    guard let source = bytes.baseAddress else { return nil }
    return text.withUnsafeBufferPointer { text -> Int? in
      guard let base = text.baseAddress else { return nil }
      for place in lengths.indices where lengths[place] == count {
        if count == 0 || memcmp(base + starts[place], source + start, count) == 0 { return place }
      }
      return nil
    }
  }
}
