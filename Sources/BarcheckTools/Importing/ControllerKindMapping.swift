package import BarcheckModel

/// Which kind of controller the case format calls a captured class, decided from its class chain: the nearest class
/// barcheck knows, walking from the class itself up through its superclasses.
///
/// A subclass of `UINavigationController` is `navigation`, of `UITabBarController` `tabBar`, of `UISplitViewController`
/// `splitView`, of `UIHostingController<…>` (any generic arguments, with or without `SwiftUI.`) `hosting`, of
/// `UIAlertController` `alert`, of `UIPageViewController` `pageView`, of `UISearchController` `search`; a class that
/// reaches `UIViewController` through none of them is `plain`, or `container` when it has children. A framework class
/// barcheck does not know on the way (`SFSafariViewController`), or a chain in which it knows nothing, is mapped the
/// same way with a note, so that the developer can check the guess.
package struct ControllerKindMapping: Sendable, Hashable {
  /// The kind.
  package var kind: ControllerKind
  /// What barcheck guessed, when it did: a sentence for the import's output.
  package var note: String?

  /// Maps a captured class.
  ///
  /// - Parameters:
  ///   - className: The class, as captured.
  ///   - superclasses: Its class chain, nearest first.
  ///   - hasChildren: Whether the controller has child view controllers.
  /// - Returns: The kind, and a note when it is a guess.
  package static func map(className: String, superclasses: [String], hasChildren: Bool) -> ControllerKindMapping {
    let chain = [className] + superclasses
    var unknown: [String] = []
    for raw in chain {
      let name = ClassName(raw)
      guard let known = knownKind(name) else {
        if !name.isAppClass { unknown.append(raw) }
        continue
      }
      var kind = known
      var notes: [String] = []
      if let first = unknown.first {
        notes.append("\(quoted(first)) is not a class barcheck knows; taken as its superclass \(quoted(raw))")
      }
      if kind == .plain && hasChildren { kind = .container }
      if kind == .hosting && hasChildren {
        kind = .container
        notes.append(
          "a hosting controller with child view controllers is mapped as a container (the case format's hosting controllers hold none); its SwiftUI preferences are read through what it answers"
        )
      }
      return ControllerKindMapping(kind: kind, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
    let kind: ControllerKind = hasChildren ? .container : .plain
    return ControllerKindMapping(
      kind: kind,
      note:
        "barcheck knows neither \(quoted(className)) nor its superclasses (\(superclasses.isEmpty ? "none recorded" : superclasses.map(quoted).joined(separator: ", "))); mapped as \(kind.rawValue)"
    )
  }

  /// The kind a class barcheck knows stands for; nil for any other class.
  static func knownKind(_ name: ClassName) -> ControllerKind? {
    if name.base == "UIHostingController" && (name.module == nil || name.module == "SwiftUI") { return .hosting }
    guard name.inUIKitNamespace else { return nil }
    return uikitKinds[name.base]
  }

  private static let uikitKinds: [String: ControllerKind] = [
    "UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .splitView,
    "UIAlertController": .alert, "UIPageViewController": .pageView, "UISearchController": .search,
    // UIKit's own plain controllers: nothing of theirs touches the status bar.
    "UIViewController": .plain, "UITableViewController": .plain, "UICollectionViewController": .plain,
  ]

  /// A class name for a message: quoted, control characters written out, cut short.
  static func quoted(_ name: String) -> String {
    "\"" + TextEscaping.line(name, limit: 80) + "\""
  }
}
