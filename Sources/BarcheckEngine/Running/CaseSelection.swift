public import BarcheckModel

/// Which cases of a suite to run: `--filter` globs on the id, `--tag`, `--level`.
///
/// Each kind of criterion narrows the selection; several values of one kind widen it
/// (`--tag push --tag modal` selects cases with either tag).
public struct CaseSelection: Sendable, Hashable {
  /// Glob patterns on the case id (`*` any run of characters, `?` one character).
  public var filters: [String] = []
  /// Tags, any of which selects a case.
  public var tags: Set<String> = []
  /// Levels, any of which selects a case.
  public var levels: Set<RequirementLevel> = []
  /// One shard of `count` (index from 0): decided by the case id alone, so adding a case never
  /// moves another to a different shard.
  public var shard: Shard?

  /// A shard: `index` of `count`, written `i/n` with i from 1.
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// From 0.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// Parses `i/n` (1 ≤ i ≤ n).
    public init?(_ text: String) {
      let parts = text.split(separator: "/")
      guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
      index = i - 1
      count = n
    }

    /// Which shard of `count` a case id falls in.
    public static func index(of id: String, count: Int) -> Int {
      var sha = SHA256()
      sha.update(id)
      let digest = sha.finalize()
      var value: UInt64 = 0
      for byte in digest.prefix(8) { value = value << 8 | UInt64(byte) }
      return Int(value % UInt64(count))
    }

    /// `i/n`.
    public var description: String { "\(index + 1)/\(count)" }
  }

  /// Selects everything.
  public init() {}

  /// Whether a case is selected.
  public func includes(_ testCase: ConformanceCase) -> Bool {
    includes(id: testCase.id, tags: testCase.tags, level: testCase.level)
  }

  /// Whether a case with this id, these tags and this level (nil: none that is valid) is selected.
  public func includes(id: String, tags caseTags: [String], level: RequirementLevel?) -> Bool {
    if !filters.isEmpty && !filters.contains(where: { Self.glob($0, matches: id) }) { return false }
    if !tags.isEmpty && tags.isDisjoint(with: caseTags) { return false }
    if !levels.isEmpty && !(level.map(levels.contains) ?? false) { return false }
    if let shard, Shard.index(of: id, count: shard.count) != shard.index { return false }
    return true
  }

  /// Whether a glob pattern matches a whole string.
  public static func glob(_ pattern: String, matches text: String) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let t = Array(text.unicodeScalars)
    var pi = 0
    var ti = 0
    var star: Int?
    var mark = 0
    while ti < t.count {
      if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
        pi += 1
        ti += 1
      } else if pi < p.count && p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if let s = star {
        pi = s + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
