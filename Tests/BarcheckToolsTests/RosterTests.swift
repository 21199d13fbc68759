import Testing

@testable import BarcheckTools

/// The roster orders controllers by packed keys of their ids: the keys must be exactly the bytes, and order as the ids.
@Suite("The generator's roster")
struct RosterTests {
  /// Ids of every length up to 17 bytes, with NUL, bytes that are not ASCII, and the generator's own.
  static let ids: [String] = {
    var ids = ["", "a", "vc1", "vc12", "navigation63", "splitView7", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq"]
    ids += ["a\u{0}", "\u{0}", "abcdefgh\u{0}", "abcdefg\u{0}h", "é", "vcé", "abcdefghé", "\u{7F}", "A~Z"]
    for length in 0...17 { ids.append(String(repeating: "z", count: length)) }
    return ids
  }()

  /// The key as a loop over the bytes makes it.
  static func byteKey(_ id: String) -> (UInt64, UInt64)? {
    let bytes = Array(id.utf8)
    guard bytes.count <= 16 else { return nil }
    var key: (UInt64, UInt64) = (0, 0)
    for (position, byte) in bytes.enumerated() {
      guard byte != 0, byte < 0x80 else { return nil }
      if position < 8 { key.0 |= UInt64(byte) << (56 - 8 * position) } else { key.1 |= UInt64(byte) << (56 - 8 * (position - 8)) }
    }
    return key
  }

  @Test("an id's key is its bytes packed big-endian, nil for one too long, with NUL or a byte that is not ASCII", arguments: ids)
  func sortKey(_ id: String) {
    let key = ScenarioGenerator.Builder.Roster.sortKey(id)
    let expected = Self.byteKey(id)
    #expect(key?.0 == expected?.0 && key?.1 == expected?.1 && (key == nil) == (expected == nil), "\(id.debugDescription)")
  }

  @Test("keys order as their ids")
  func order() {
    let keyed = Self.ids.compactMap { id in ScenarioGenerator.Builder.Roster.sortKey(id).map { (id, $0) } }
    for (a, keyA) in keyed {
      for (b, keyB) in keyed { #expect((keyA < keyB) == (a < b), "\(a.debugDescription) < \(b.debugDescription)") }
    }
  }
}
