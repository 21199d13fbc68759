/// Makes the ids of an imported scenario's controllers and windows from captured class names, which are foreign
/// input: an id is only lowercase ASCII letters, digits and hyphens (`MyApp.ProfileViewController` gives `profile`,
/// `UINavigationController` `navigation`, `SwiftUI.UIHostingController<…>` `hosting`), never one of the case format's
/// reserved ids, and never one already given (a counter tells them apart: `navigation-2`).
struct IdentifierAllocator: Sendable {
  private var used: Set<String>
  private let fallback: String

  /// Creates an allocator.
  ///
  /// - Parameter fallback: The id for a name with nothing usable in it (`controller`, `window`).
  init(fallback: String) {
    self.fallback = fallback
    used = ["application"]
  }

  /// A fresh id made from a class name.
  mutating func make(from className: String) -> String {
    make(stem: Self.stem(className))
  }

  /// A fresh id made from a stem already safe (`main`), or from the fallback when it is empty.
  mutating func make(stem: String) -> String {
    let stem = stem.isEmpty ? fallback : stem
    var id = stem
    var counter = 2
    while used.contains(id) {
      id = "\(stem)-\(counter)"
      counter += 1
    }
    used.insert(id)
    return id
  }

  /// The longest stem kept, in characters.
  static let maximumLength = 32

  /// `profile` for `MyApp.ProfileViewController`: the base name without UIKit's `UI` prefix or a `ViewController` or
  /// `Controller` suffix, its words lowercased and joined by hyphens, only ASCII letters and digits kept.
  static func stem(_ className: String) -> String {
    var base = ClassName(className).base
    if base.hasPrefix("UI"), base.count > 2, base.dropFirst(2).first?.isUppercase == true { base.removeFirst(2) }
    for suffix in ["ViewController", "Controller"] where base.count > suffix.count && base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      break
    }
    var words: [String] = []
    var word = ""
    let scalars = Array(base.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      let isUpper = scalar >= "A" && scalar <= "Z"
      let isLower = scalar >= "a" && scalar <= "z"
      let isDigit = scalar >= "0" && scalar <= "9"
      guard isUpper || isLower || isDigit else {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if isUpper, !word.isEmpty {
        let previous = scalars[i - 1]
        let previousIsUpper = previous >= "A" && previous <= "Z"
        let nextIsLower = i + 1 < scalars.count && scalars[i + 1] >= "a" && scalars[i + 1] <= "z"
        // A word starts at an upper-case letter after a lower-case one or a digit (`ProfileView`), and at the last
        // upper-case letter of a run followed by a lower-case one (`HUDView`: `HUD`, `View`).
        if !previousIsUpper || nextIsLower {
          words.append(word)
          word = ""
        }
      }
      word.unicodeScalars.append(scalar)
    }
    if !word.isEmpty { words.append(word) }
    var stem = words.map { $0.lowercased() }.joined(separator: "-")
    if stem.count > maximumLength { stem = String(stem.prefix(maximumLength)) }
    while stem.hasSuffix("-") { stem.removeLast() }
    return stem
  }
}
