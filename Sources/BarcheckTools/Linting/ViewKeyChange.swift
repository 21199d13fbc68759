import BarcheckJSON
import BarcheckModel

/// A change a fix makes to a controller lowered from a SwiftUI view, written as the key of the view that says it: the
/// modifier, `hostingController` property or presentation that `SwiftUIDecoder` lowers to the same property of the
/// same controller.
///
/// Only changes a view key says exactly have one. A capture flag, forwarding to a child, a navigation bar's style or
/// background and the presentation styles SwiftUI has no modifier for have none (SwiftUI cannot say them, and the
/// decoder refuses the UIKit spelling on a view): a fix that makes such a change is not written into the views.
enum ViewKeyChange: Sendable, Hashable {
  /// The view's member at this path of keys (`["toolbarBackground"]`, `["hostingController", "preferredStatusBarStyle"]`)
  /// takes this value, added where the view leaves it out.
  case member([String], JSON)
  /// The view is presented by this modifier (`sheet`, `fullScreenCover`, `popover`): the key it is written under in
  /// the view that presents it, or its `presentedAs` when a step presents it.
  case presentation(String)

  /// The view key that says a controller change; nil when no view key says it.
  init?(_ edit: ScenarioEdit.ControllerEdit) {
    switch edit {
    case .toolbarColorScheme(let scheme): self = .member(["toolbarColorScheme"], .string(scheme.rawValue))
    case .toolbarBackground(let shows): self = .member(["toolbarBackground"], .string(shows ? "visible" : "hidden"))
    case .preferredColorScheme(let scheme): self = .member(["preferredColorScheme"], .string(scheme.rawValue))
    case .toolbarHidden(let hidden): self = .member(["toolbarHidden"], .string(hidden ? "hidden" : "visible"))
    case .statusBarHidden(let hidden): self = .member(["statusBarHidden"], .bool(hidden))
    // A UIHostingController subclass's overrides (L8); the decoder refuses them where SwiftUI makes the controller.
    case .preferredStatusBarStyle(let style): self = .member(["hostingController", "preferredStatusBarStyle"], .string(style.rawValue))
    case .prefersStatusBarHidden(let hidden): self = .member(["hostingController", "prefersStatusBarHidden"], .bool(hidden))
    case .preferredStatusBarUpdateAnimation(let animation):
      self = .member(["hostingController", "preferredStatusBarUpdateAnimation"], .string(animation.rawValue))
    case .modalPresentationStyle(let style):
      guard let modifier = Self.modifier(presenting: style) else { return nil }
      self = .presentation(modifier)
    case .childForStatusBarStyle, .childForStatusBarHidden, .capturesStatusBarAppearance, .navigationBarStyle, .navigationBarUserInterfaceStyle,
      .navigationBarShowsBackground:
      return nil
    }
  }

  /// The presentation keys of a view (`SwiftUIDecoder.presentationKeys`).
  static let presentationKeys = ["sheet", "fullScreenCover", "popover"]

  /// The SwiftUI modifier that presents a view with this style (L6, L7); nil for a style no modifier gives.
  static func modifier(presenting style: PresentationStyle) -> String? {
    switch style {
    case .pageSheet: "sheet"
    case .fullScreen: "fullScreenCover"
    case .popover: "popover"
    default: nil
    }
  }

  /// A view object's value with this change made to its members; the presentation is made where the view is
  /// presented from, so it changes the view only when a step presents it (`presentedAs`).
  ///
  /// - Parameters:
  ///   - view: The view object's value as the file writes it.
  ///   - presentedUnder: The presentation key the view is written under in the view presenting it, if it is.
  /// - Returns: The value, or nil when a key on the path is not an object.
  func applied(to view: JSON, presentedUnder: String?) -> JSON? {
    switch self {
    case .member(let keys, let value): Self.setting(keys[...], to: value, in: view)
    case .presentation(let modifier): presentedUnder == nil ? Self.setting(["presentedAs"], to: .string(modifier), in: view) : view
    }
  }

  /// `object` with the member at `keys` set to `value` (the first of its name), or added at the end, the objects it
  /// lacks on the way nested around it; nil when a value on the way is not an object. (`ScenarioTextReplacement` builds
  /// the members a file leaves out with it too.)
  static func setting(_ keys: ArraySlice<String>, to value: JSON, in object: JSON) -> JSON? {
    guard let key = keys.first else { return value }
    guard case .object(var members) = object else { return nil }
    if let i = members.firstIndex(where: { $0.key == key }) {
      guard let changed = setting(keys.dropFirst(), to: value, in: members[i].value.value) else { return nil }
      members[i].value = JSONNode(changed, offset: members[i].value.offset)
    } else {
      guard let added = setting(keys.dropFirst(), to: value, in: .object([])) else { return nil }
      members.append(JSONMember(key: key, value: JSONNode(added)))
    }
    return .object(members)
  }
}
