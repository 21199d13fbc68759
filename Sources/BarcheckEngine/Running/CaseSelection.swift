import BarcheckModel

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

  /// Selects everything.
  public init() {}

  /// Whether a case is selected.
  public func includes(_ testCase: ConformanceCase) -> Bool {
    if !filters.isEmpty && !filters.contains(where: { Self.glob($0, matches: testCase.id) }) { return false }
    if !tags.isEmpty && tags.isDisjoint(with: testCase.tags) { return false }
    if !levels.isEmpty && !levels.contains(testCase.level) { return false }
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
