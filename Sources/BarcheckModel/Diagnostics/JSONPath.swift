/// A path into a JSON document, written the way JSONPath and jq users read it:
/// `$.windows[0].root.viewControllers[1]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  private enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  private var components: [Component] = []

  /// The document root, `$`.
  public static let root = JSONPath()

  /// The path of a member of the object at this path.
  public func appending(_ key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// The path of an element of the array at this path.
  public func appending(_ index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The textual path.
  public var description: String {
    var out = "$"
    for component in components {
      switch component {
      case .index(let i): out += "[\(i)]"
      case .key(let k):
        let plain =
          !k.isEmpty
          && k.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x24 }
        out += plain ? ".\(k)" : "[\(JSONWriter.quoted(k))]"
      }
    }
    return out
  }
}
