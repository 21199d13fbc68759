package import BarcheckModel

/// One change to an app scenario that a fix makes: the transformation barcheck applies and re-resolves before it
/// offers the fix (`ScenarioFix`), and prints with `lint --fix-preview`.
package enum ScenarioEdit: Sendable, Hashable {
  /// A change to every declaration of the controller with this id (in the windows, and in the steps that push or
  /// present it).
  case controller(String, ControllerEdit)
  /// The window's background colour (`window.backgroundColor`).
  case windowBackground(window: String, Colour)
  /// Info.plist's `UIStatusBarStyle`, as spelt there.
  case launchStyle(String)
  /// Info.plist's `UIStatusBarHidden`.
  case launchHidden(Bool)
  /// Info.plist's `UIViewControllerBasedStatusBarAppearance`.
  case viewControllerBasedAppearance(Bool)
  /// The `set` at this step (0-based) calls `setNeedsStatusBarAppearanceUpdate()` in the same turn.
  case updateInSameTurn(step: Int)
  /// The update call at this step (0-based) is made inside an animation block.
  case animateUpdate(step: Int)
  /// The step (0-based) is replaced by a `set` of these properties on a controller, with the update call.
  case replaceWithSet(step: Int, viewController: String, ControllerChange)

  /// A change to one controller's declaration.
  package enum ControllerEdit: Sendable, Hashable {
    /// `childForStatusBarStyle` returns this.
    case childForStatusBarStyle(ChildReference)
    /// `childForStatusBarHidden` returns this.
    case childForStatusBarHidden(ChildReference)
    /// `modalPresentationCapturesStatusBarAppearance = true`.
    case capturesStatusBarAppearance
    /// `preferredStatusBarStyle` returns this.
    case preferredStatusBarStyle(StatusBarStyle)
    /// `prefersStatusBarHidden` returns this.
    case prefersStatusBarHidden(Bool)
    /// `preferredStatusBarUpdateAnimation` returns this.
    case preferredStatusBarUpdateAnimation(StatusBarAnimation)
    /// The navigation bar's `barStyle`.
    case navigationBarStyle(NavigationBarStyle)
    /// The navigation bar's own user interface style (glass).
    case navigationBarUserInterfaceStyle(UserInterfaceStyle)
    /// The navigation bar shows a background (`.toolbarBackground(.visible, for: .navigationBar)`).
    case navigationBarShowsBackground
    /// SwiftUI `.toolbarColorScheme(_:for: .navigationBar)` on the view.
    case toolbarColorScheme(Appearance)
    /// SwiftUI `.statusBarHidden(_:)` on the view.
    case statusBarHidden(Bool)
    /// SwiftUI `.toolbarBackground(.visible or .hidden, for: .navigationBar)` on the view.
    case toolbarBackground(Bool)
    /// SwiftUI `.preferredColorScheme(_:)` on the view.
    case preferredColorScheme(Appearance)
    /// SwiftUI `.toolbar(.hidden or .visible, for: .navigationBar)` on the view.
    case toolbarHidden(Bool)
    /// `modalPresentationStyle`.
    case modalPresentationStyle(PresentationStyle)

    func apply(to spec: inout ControllerSpec) {
      switch self {
      case .childForStatusBarStyle(let reference): spec.childForStatusBarStyle = reference
      case .childForStatusBarHidden(let reference): spec.childForStatusBarHidden = reference
      case .capturesStatusBarAppearance: spec.capturesStatusBarAppearance = true
      case .preferredStatusBarStyle(let style): spec.preferredStatusBarStyle = style
      case .prefersStatusBarHidden(let hidden): spec.prefersStatusBarHidden = hidden
      case .preferredStatusBarUpdateAnimation(let animation): spec.preferredStatusBarUpdateAnimation = animation
      case .navigationBarStyle(let style): spec.navigationBar.style = style
      case .navigationBarUserInterfaceStyle(let style): spec.navigationBar.userInterfaceStyle = style
      case .navigationBarShowsBackground: spec.navigationBar.showsBackground = true
      case .toolbarColorScheme(let scheme): spec.swiftUI.toolbarColorScheme = scheme
      case .statusBarHidden(let hidden): spec.swiftUI.statusBarHidden = hidden
      case .toolbarBackground(let shows): spec.swiftUI.toolbarBackground = shows
      case .preferredColorScheme(let scheme): spec.swiftUI.preferredColorScheme = scheme
      case .toolbarHidden(let hidden): spec.swiftUI.toolbarHidden = hidden
      case .modalPresentationStyle(let style): spec.modalPresentationStyle = style
      }
    }
  }

  /// The scenario with this edit made.
  package func applied(to scenario: ConformanceCase) -> ConformanceCase {
    var out = scenario
    switch self {
    case .controller(let id, let edit):
      out.windows = out.windows.map { window in
        var window = window
        if var root = window.root {
          Self.edit(&root, id: id, edit)
          window.root = root
        }
        return window
      }
      out.steps = out.steps.map { step in
        var step = step
        switch step.event {
        case .push(let navigation, var spec, let animated):
          Self.edit(&spec, id: id, edit)
          step.event = .push(navigationController: navigation, viewController: spec, animated: animated)
        case .present(let presenter, var spec, let animated):
          Self.edit(&spec, id: id, edit)
          step.event = .present(presenter: presenter, viewController: spec, animated: animated)
        case .set(let target, var change) where target == id:
          // A later change of the same property would undo the fix: the fix holds from then on too.
          switch edit {
          case .preferredStatusBarStyle(let style) where change.preferredStatusBarStyle != nil: change.preferredStatusBarStyle = style
          case .prefersStatusBarHidden(let hidden) where change.prefersStatusBarHidden != nil: change.prefersStatusBarHidden = hidden
          default: break
          }
          step.event = .set(viewController: target, change: change)
        default: break
        }
        return step
      }
    case .windowBackground(let id, let colour):
      out.windows = out.windows.map { window in
        var window = window
        if window.id == id { window.background = colour }
        return window
      }
    case .launchStyle(let style): out.infoPlist.statusBarStyle = style
    case .launchHidden(let hidden): out.infoPlist.statusBarHidden = hidden
    case .viewControllerBasedAppearance(let on): out.infoPlist.viewControllerBasedStatusBarAppearance = on
    case .updateInSameTurn(let step):
      guard out.steps.indices.contains(step) else { break }
      out.steps[step].updatesInSameTurn = true
    case .animateUpdate(let step):
      guard out.steps.indices.contains(step), case .setNeedsStatusBarAppearanceUpdate(let id, _) = out.steps[step].event else { break }
      out.steps[step].event = .setNeedsStatusBarAppearanceUpdate(viewController: id, animated: true)
    case .replaceWithSet(let step, let id, let change):
      guard out.steps.indices.contains(step) else { break }
      out.steps[step].event = .set(viewController: id, change: change)
      out.steps[step].updatesInSameTurn = true
    }
    return out
  }

  private static func edit(_ spec: inout ControllerSpec, id: String, _ edit: ControllerEdit) {
    if spec.id == id { edit.apply(to: &spec) }
    for i in spec.children.indices { Self.edit(&spec.children[i], id: id, edit) }
    if var presented = spec.presented {
      Self.edit(&presented, id: id, edit)
      spec.presented = presented
    }
  }
}
