/// A class name as a capture gives it, taken apart: its module, if any, and its base name, with generic arguments
/// and Swift's private contexts dropped.
///
/// It reads every spelling a recorder meets: `String(reflecting:)`'s (`SwiftUI.UIHostingController<MyApp.Root>`,
/// `MyApp.(unknown context at $1029c8f0c).Detail`), Objective-C's (`UINavigationController`, `__C.UIViewController`)
/// and the mangled names the Objective-C runtime gives Swift classes (`_TtC5MyApp7Profile`,
/// `_TtGC7SwiftUI19UIHostingControllerV5MyApp4Root_`). Names are foreign input: anything it cannot read becomes an
/// ordinary name that matches no known class.
struct ClassName: Sendable, Hashable {
  /// The module (`SwiftUI`, `MyApp`), or nil for an Objective-C class.
  var module: String?
  /// The class's own name, without module or generic arguments (`UIHostingController`).
  var base: String

  init(_ raw: String) {
    let text = raw.trimmingSpaces
    if text.hasPrefix("_Tt"), let demangled = Self.demangle(text.dropFirst(3)) {
      (module, base) = demangled
      return
    }
    // Drop what is between <…> (generic arguments) and (…) (a private context), nested or not.
    var kept = ""
    var depth = 0
    for character in text {
      switch character {
      case "<", "(": depth += 1
      case ">", ")": depth = max(0, depth - 1)
      default: if depth == 0 { kept.append(character) }
      }
    }
    let parts = kept.split(separator: ".").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    base = parts.last ?? ""
    let first = parts.count > 1 ? parts.first : nil
    module = first == "__C" ? nil : first
  }

  /// Reads `C5MyApp7Profile` or `GC7SwiftUI19UIHostingController…`: one `C` a level of nesting, then the module and
  /// as many names, each preceded by its length (`s` is the standard library). Nil when it is not that.
  private static func demangle(_ text: Substring) -> (String?, String)? {
    var rest = text
    if rest.first == "G" { rest = rest.dropFirst() }
    var levels = 0
    while rest.first == "C" {
      levels += 1
      rest = rest.dropFirst()
    }
    guard levels > 0 else { return nil }
    var names: [String] = []
    if rest.first == "s" {
      names.append("Swift")
      rest = rest.dropFirst()
    }
    while names.count < levels + 1 {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let length = Int(digits), length > 0, length <= 1_000 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { return nil }
      names.append(String(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return (names.first, names.last ?? "")
  }

  /// Whether the module is UIKit's, or there is none (an Objective-C class, as UIKit's own are).
  var inUIKitNamespace: Bool { module == nil || module == "UIKit" || module == "UIKitCore" }

  /// Whether the class belongs to the app or a library it ships (a Swift module that is not one of Apple's).
  var isAppClass: Bool {
    guard let module else { return false }
    return !Self.appleModules.contains(module)
  }

  private static let appleModules: Set<String> = ["UIKit", "UIKitCore", "SwiftUI", "Foundation", "Swift"]
}

extension StringProtocol {
  /// Without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[start...end])
  }
}
