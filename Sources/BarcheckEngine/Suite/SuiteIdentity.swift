import BarcheckJSON
public import BarcheckModel

/// Which suite a run used: its name and semantic version (from `suite.json`) and a content
/// hash that depends only on the cases' content — not on file order, layout or machine.
public struct SuiteIdentity: Sendable, Hashable, CustomStringConvertible {
  /// The suite's name.
  public var name: String
  /// Its semantic version.
  public var version: String
  /// `sha256:` and the hex digest of the sorted `id digest` lines of every case object with an id
  /// (whether it loads or not, so a streamed run and a whole load agree).
  public var hash: String
  /// How many cases the hash covers.
  public var caseCount: Int

  /// Creates an identity.
  public init(name: String, version: String, hash: String, caseCount: Int) {
    self.name = name
    self.version = version
    self.hash = hash
    self.caseCount = caseCount
  }

  /// The content hash of a set of cases.
  public static func hash(of cases: [ConformanceCase]) -> String {
    hash(of: cases.map { CaseFingerprint(id: $0.id, digest: $0.contentDigest ?? "-") })
  }

  /// The content hash of a suite's case objects: SHA-256 over their `id digest` lines, sorted.
  public static func hash(of fingerprints: [CaseFingerprint]) -> String {
    // String order is byte order for ASCII, which ids and digests almost always are: sorting by bytes, and
    // writing the lines into one buffer, made this a tenth of the time (it was a serial step of every run, 25 ms
    // for 10,000 cases).
    let ascii = fingerprints.allSatisfy { $0.id.utf8.allSatisfy { $0 < 0x80 } && $0.digest.utf8.allSatisfy { $0 < 0x80 } }
    let sorted =
      ascii
      ? fingerprints.sorted { a, b in
        a.id == b.id ? a.digest.utf8.lexicographicallyPrecedes(b.digest.utf8) : a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
      }
      : fingerprints.sorted { ($0.id, $0.digest) < ($1.id, $1.digest) }
    var sha = SHA256()
    var lines = ByteBuffer(capacity: 1 << 16)
    for fingerprint in sorted {
      lines.append(fingerprint.id)
      lines.append(UInt8(ascii: " "))
      lines.append(fingerprint.digest)
      lines.append(UInt8(ascii: "\n"))
      if lines.byteCount >= 1 << 16 {
        lines.withBytes { sha.update($0) }
        lines.removeAll()
      }
    }
    lines.withBytes { sha.update($0) }
    return "sha256:" + sha.finalizeHex()
  }

  /// `name version (N cases, sha256:…)`.
  public var description: String { "\(name) \(version) (\(caseCount) cases, \(hash))" }
}
