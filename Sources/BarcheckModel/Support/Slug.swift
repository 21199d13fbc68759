/// Names made safe for case ids: lowercase letters and digits, runs of anything else as one hyphen.
public enum Slug {
  /// `profile-screen` for `Profile Screen`, `fallback` when nothing is left.
  ///
  /// - Parameters:
  ///   - text: Any text (a file name, a scenario id).
  ///   - fallback: What to use when the text has no letter or digit.
  public static func make(_ text: String, fallback: String) -> String {
    var slug = ""
    for scalar in text.lowercased().unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
        slug.unicodeScalars.append(scalar)
      } else if !slug.isEmpty && !slug.hasSuffix("-") {
        slug += "-"
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? fallback : slug
  }
}
