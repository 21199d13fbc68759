import BarcheckModel
import Testing

@Suite("SHA-256")
struct SHA256Tests {
  /// FIPS 180-4's examples and the NIST test vectors (empty, one and two blocks, a million bytes).
  @Test(
    "the standard's vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
      (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
  func vectors(_ text: String, _ digest: String) {
    #expect(SHA256.hex(text) == digest)
    for portable in [true, false] {
      var hash = SHA256(portable: portable)
      hash.update(text)
      #expect(hash.finalizeHex() == digest, "portable: \(portable)")
    }
  }

  /// Lengths on each side of the padding's boundaries (55, 56 and 64 bytes a block), as `sha256sum` hashes them:
  /// the bytes are `(31 i + 7) mod 256`.
  @Test(
    "lengths around the block and padding boundaries agree with sha256sum",
    arguments: [
      (1, "ca358758f6d27e6cf45272937977a748fd88391db679ceda7dc7bf1f005ee879"),
      (3, "647674a296197442f518bcca323ec605dd8d098b2d4f22ee1fdcdd2bb753a189"),
      (55, "8aa994584139d128848eeebc4e815639ba5ab6e6e39574195a63ac4f14f7c43b"),
      (56, "ad574708f75c044c9b85de64cb568ee7711ff4f36448c6242f053ba8f6cc2b63"),
      (57, "5b46e502092be01b1100193e089fdda95638c12e19a1d24f308eb2c3d3ae849d"),
      (63, "280ed3e8ff1df845b2e7dfe6ac6cee817bef20e783cc65abc41b818b4d2fe076"),
      (64, "c6ab9724ade5b6a7a1edfffb12f3aa9181351355af8fd08c919952ad211339dd"),
      (65, "788367c73c7ddf4c53f65e68cc0d943e6227ab55b0e78ba63ace822b1c6301c0"),
      (111, "dd1413178fb627f9abbc041ffe39c44aa7aaa0e2e6d2ca5c4528ac7073a2da45"),
      (119, "3d610547d68216dedf7435a4fb6260353911f6b3fd3f18805ddb8be285d726fe"),
      (120, "1f80156a804cb7862ad113e8200e9d74499723e7c7854d5f48776d3148e09656"),
      (127, "192409cd280e14b743642ad1343fbd3e82d9305de72c078117745a679210cc3d"),
      (128, "cc548ca2dec1f6fe4f58b2e27aa9c7521607df1130d140b55a4dad0665302356"),
      (129, "81e89a7b2911aaa7795f9e3d4910cb47d6cd2b00d83b8399481527261a1a7519"),
      (1_000, "5097e7d587352f5097062ae679f37bda5802d9f875aba14c8cb4d1a188ada179"),
      (4_097, "bb37fb3430fb3bc003f70512ee0189aec84b029b221885c8f16280d1b935483e"),
    ])
  func lengths(_ count: Int, _ digest: String) {
    let bytes = Self.bytes(count)
    for portable in [true, false] {
      var whole = SHA256(portable: portable)
      whole.update(bytes)
      #expect(whole.finalizeHex() == digest, "portable: \(portable)")
    }
  }

  /// The CPU's SHA instructions, where it has them, and the Swift rounds give the same digest for every length up to
  /// five blocks and for a megabyte of varied bytes.
  @Test("the hardware and the portable rounds agree")
  func hardwareAgrees() {
    let bytes = Self.bytes(1 << 20)
    for count in Array(0...320) + [1 << 20] {
      var hardware = SHA256()
      var portable = SHA256(portable: true)
      hardware.update(bytes[..<count])
      portable.update(bytes[..<count])
      #expect(hardware.finalizeHex() == portable.finalizeHex(), "\(count) bytes")
    }
  }

  /// However the bytes are split between updates (a pending partial block topped up, whole blocks read in place,
  /// an empty update), the digest is that of the whole.
  @Test("updates in pieces give the digest of the whole", arguments: [0, 1, 7, 55, 63, 64, 65, 100, 128, 200])
  func pieces(first: Int) {
    let bytes = Self.bytes(300)
    var whole = SHA256()
    whole.update(bytes)
    let expected = whole.finalizeHex()
    for second in [0, 1, 9, 64, 70] where first + second <= bytes.count {
      var split = SHA256()
      split.update(bytes[..<first])
      split.update(bytes[first..<first + second])
      split.update([UInt8]())
      split.update(bytes[(first + second)...])
      #expect(split.finalizeHex() == expected, "split at \(first) and \(first + second)")
    }
  }

  @Test("the binary digest is the hex digest's bytes")
  func binary() {
    var hash = SHA256()
    hash.update("abc")
    let hex = hash.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    #expect(hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  private static func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: 31 * $0 + 7) }
  }
}
