/// Finds the closest known word to a misspelt one, for "did you mean" suggestions.
public enum Suggestion {
  /// The candidate nearest to `word`, if one is close enough to be a plausible typo.
  ///
  /// Case differences cost nothing extra beyond one edit per letter, and a candidate
  /// is accepted within a third of the word's length (at least 2 edits).
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    let limit = max(2, lowered.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      // The distance is at least the difference in length: a candidate that could not be accepted is not measured, so
      // a megabyte word (a key or a value in a hostile file) costs a reading, not a megabyte times each candidate.
      guard abs(other.count - lowered.count) <= limit else { continue }
      let distance = editDistance(lowered, other)
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    guard let best else { return nil }
    return best.distance <= limit ? best.candidate : nil
  }

  /// The Levenshtein distance between two sequences of scalars.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
