import BarcheckJSON

/// A path into a JSON document, written the way JSONPath and jq users read it:
/// `$.windows[0].root.viewControllers[1]`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  private enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  /// The last component and the path before it. Readers form a path for every value they read and use almost
  /// none of them (only messages do), so a path shares its parent instead of copying it: one small allocation
  /// an `appending`, however deep.
  private final class Link: Sendable {
    let parent: Link?
    let component: Component

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  private var last: Link?

  /// The document root, `$`.
  public static let root = JSONPath()

  /// The path of a member of the object at this path.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(last: Link(parent: last, component: .key(key)))
  }

  /// The path of an element of the array at this path.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(last: Link(parent: last, component: .index(index)))
  }

  /// The index of a root array's element when the path is exactly that element (`[2]`); nil otherwise.
  var rootElementIndex: Int? {
    guard components.count == 1, case .index(let index) = components[0] else { return nil }
    return index
  }

  /// The components from the root.
  private var components: [Component] {
    var out: [Component] = []
    var link = last
    while let current = link {
      out.append(current.component)
      link = current.parent
    }
    return out.reversed()
  }

  /// Whether two paths name the same place: the same node, or the same components.
  public static func == (a: JSONPath, b: JSONPath) -> Bool { a.last === b.last || a.components == b.components }

  /// Hashes the path by its components, as `==` compares them.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// The most characters of a key the textual path shows.
  static let keyLimit = 60

  /// The textual path, each key cut to `keyLimit` characters.
  public var description: String {
    var out = "$"
    for component in components {
      switch component {
      case .index(let i): out += "[\(i)]"
      case .key(let whole):
        // A key from an untrusted document is cut, as the message beside the path cuts it: a five-megabyte key made
        // every diagnostic at or under it a five-megabyte line.
        let k = whole.utf8.count <= Self.keyLimit ? whole : String(whole.prefix(Self.keyLimit)) + "…"
        let plain =
          !k.isEmpty
          && k.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x24 }
        out += plain ? ".\(k)" : "[\(JSONWriter.quoted(k))]"
      }
    }
    return out
  }
}
