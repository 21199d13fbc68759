/// Finds the closest known word to a misspelt one, for "did you mean" suggestions.
public enum Suggestion {
  /// The candidate nearest to `word`, if one is close enough to be a plausible typo.
  ///
  /// Case differences cost nothing extra beyond one edit per letter, and a candidate
  /// is accepted within a third of the word's length (at least 2 edits).
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    // A typo is short: no suggestion for (or from) a giant string, whose distance would take quadratic time.
    guard word.unicodeScalars.count <= longest else { return nil }
    let lowered = Array(word.lowercased().unicodeScalars)
    let limit = max(2, lowered.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let length = candidate.unicodeScalars.count
      // The distance is at least the difference in length: such a candidate can never be close enough.
      guard length <= longest, abs(length - lowered.count) <= limit else { continue }
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    if let best, best.distance <= limit { return best.candidate }
    return prefixMatch(lowered, in: candidates)
  }

  /// The one candidate that the word begins with, or that begins with the word (`navigationController` for
  /// `navigation`, `present` for `presentViewController`: a UIKit name written out in full, or cut short), each at
  /// least four letters; nil when none or several match.
  static func prefixMatch(_ word: [Unicode.Scalar], in candidates: some Sequence<String>) -> String? {
    guard word.count >= 4 else { return nil }
    let text = String(String.UnicodeScalarView(word))
    var found: String?
    for candidate in candidates {
      let lowered = candidate.lowercased()
      guard lowered.unicodeScalars.count >= 4, lowered.unicodeScalars.count <= longest, lowered != text,
        text.hasPrefix(lowered) || lowered.hasPrefix(text)
      else { continue }
      guard found == nil else { return nil }
      found = candidate
    }
    return found
  }

  /// The longest word (and candidate) compared, in scalars.
  static let longest = 128

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
