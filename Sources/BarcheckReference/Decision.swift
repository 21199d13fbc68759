public import BarcheckModel

/// One of the developer's wishes that the status bar does not show, as the reference decided it: who wanted what,
/// what shows instead, the rule and clause that decided, and why. `explain` prints these as its "ignored" lines,
/// `lint` turns each into a finding, and a fix is proven against the same record.
public struct Decision: Sendable, Hashable {
  /// What about the status bar the wish concerns.
  public enum Aspect: String, Sendable, Hashable, CaseIterable {
    /// The content colour.
    case style
    /// Whether the bar is hidden.
    case visibility
    /// How a visibility change animates.
    case animation
    /// Whether the content can be read against what is behind it (S23).
    case legibility
    /// Whether the launch screen's bar matches the first screen's (S2).
    case launch
    /// Whether the bar shows what the scene resolves to (S19).
    case freshness
  }

  /// Where a wish comes from: a property the developer set, or the step's `want`.
  public enum Wish: Sendable, Hashable, CustomStringConvertible {
    /// The step's `"want"`.
    case want
    /// `preferredStatusBarStyle`.
    case preferredStatusBarStyle(StatusBarStyle)
    /// `prefersStatusBarHidden`.
    case prefersStatusBarHidden(Bool)
    /// `preferredStatusBarUpdateAnimation`.
    case preferredStatusBarUpdateAnimation(StatusBarAnimation)
    /// `overrideUserInterfaceStyle` with a `default` style.
    case overrideUserInterfaceStyle(UserInterfaceStyle)
    /// SwiftUI `.toolbarColorScheme(_:for: .navigationBar)`.
    case toolbarColorScheme(Appearance)
    /// SwiftUI `.preferredColorScheme(_:)`.
    case preferredColorScheme(Appearance)
    /// SwiftUI `.statusBarHidden(_:)`.
    case statusBarHidden(Bool)
    /// `UIApplication.setStatusBarStyle(_:animated:)`.
    case applicationStatusBarStyle(StatusBarStyle)
    /// `UIApplication.setStatusBarHidden(_:with:)`.
    case applicationStatusBarHidden(Bool)
    /// Nothing the developer set: a property of the screen (legibility, the launch screen, freshness).
    case none

    /// The wish as code names it: `preferredStatusBarStyle .lightContent`.
    public var description: String {
      switch self {
      case .want: "want"
      case .preferredStatusBarStyle(let style): "preferredStatusBarStyle .\(style.rawValue)"
      case .prefersStatusBarHidden(let hidden): "prefersStatusBarHidden \(hidden)"
      case .preferredStatusBarUpdateAnimation(let animation): "preferredStatusBarUpdateAnimation .\(animation.rawValue)"
      case .overrideUserInterfaceStyle(let style): "overrideUserInterfaceStyle .\(style.rawValue)"
      case .toolbarColorScheme(let scheme): ".toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar)"
      case .preferredColorScheme(let scheme): ".preferredColorScheme(.\(scheme.rawValue))"
      case .statusBarHidden(let hidden): ".statusBarHidden(\(hidden))"
      case .applicationStatusBarStyle(let style): "UIApplication.setStatusBarStyle(.\(style.rawValue))"
      case .applicationStatusBarHidden(let hidden): "UIApplication.setStatusBarHidden(\(hidden))"
      case .none: "nothing"
      }
    }
  }

  /// Why the wish does not reach the bar: the structured decision, which fixes are derived from.
  public enum Reason: Sendable, Hashable {
    /// Application mode: controllers are not asked (S1).
    case applicationMode
    /// View-controller mode: the deprecated application setters do nothing (S3).
    case applicationSetterInert
    /// Another window, on top, controls the bar (S7).
    case anotherWindow(window: String)
    /// The wisher's presentation does not take the bar over (S9).
    case notTakenOver(presented: String, style: PresentationStyle)
    /// An alert or action sheet never takes the bar over (S9).
    case alertNeverTakesOver(alert: String)
    /// A navigation controller with a visible bar decides the style itself (S12).
    case navigationBarVisible(navigation: String)
    /// A navigation controller with a hidden bar forwards to its top controller: its own override is not asked (S12).
    case navigationBarHiddenForwards(navigation: String)
    /// A container forwards to a child (a tab bar to its selected tab, S15; a collapsed split view to its primary,
    /// S16; a subclass's override, S8): its own override is not asked.
    case forwardsToChild(container: String, kind: ControllerKind)
    /// Glass profile, a phone without a home button: a navigation controller with a visible bar keeps visibility (S14).
    case glassNavigationKeepsVisibility(navigation: String)
    /// A container that does not forward to the child the user sees decides itself (S11, S16).
    case containerDoesNotForward(container: String, kind: ControllerKind, child: String)
    /// From iOS 13 the bar over an expanded split view shows the style its two edge columns give together (S16.9).
    case splitColumnsGiveStyle(split: String)
    /// A container forwards to another child than the one the user sees (S8).
    case forwardsElsewhere(container: String, child: String, wanted: String)
    /// `toolbarColorScheme` with no bar background shown does nothing (S21).
    case toolbarSchemeWithoutBackground(navigation: String)
    /// Under Liquid Glass, `toolbarColorScheme` does not set the navigation controller's style, background or not: the
    /// bar's appearance decides (S13.12).
    case toolbarSchemeInGlass(navigation: String)
    /// `toolbarColorScheme` before iOS 16 does nothing (S21).
    case toolbarSchemeBeforeIOS16
    /// `toolbarColorScheme` on a view whose navigation bar is hidden colours nothing (S21, S12).
    case toolbarSchemeBarHidden(navigation: String)
    /// A sheet card pushes the screen back over black: light content whatever is preferred (S24).
    case cardBackdrop(card: String)
    /// Compact height hides the bar unless the deciding controller overrides the property (S17); `forced` on a phone
    /// without a home button, where nothing shows it.
    case compactHeight(forced: Bool)
    /// The bar was not re-resolved since the change (S19); the event that left it stale.
    case stale(event: EventKind)
    /// The visibility changed outside an animation block (S18).
    case outsideAnimationBlock
    /// The animation is the hidden owner's, not the wisher's (S18).
    case hiddenOwnerAnimation(owner: String)
    /// The deciding controller prefers something else (S4-S6, S11).
    case ownerPrefers(owner: String, style: StatusBarStyle?)
    /// The content's contrast against what is behind the bar is below 3:1 (S23).
    case unreadable(contrast: Double)
    /// The launch screen's bar differs from the first screen's (S2); `runtimeTheme` when the first screen's appearance
    /// comes from a theme the app sets at run time, which Info.plist cannot know.
    case launchMismatch(style: ContentStyle?, hidden: Bool?, runtimeTheme: Bool)
  }

  /// What the wish concerns.
  public var aspect: Aspect
  /// The clause of SPEC.md that decided.
  public var clause: SpecClause
  /// The rule that decided (the clause's).
  public var rule: RuleID { clause.rule ?? .s1 }
  /// The confidence of the clause that decided, which may be below the rule's.
  public var level: RequirementLevel { clause.level }
  /// The controller that wished it (`nil` for the step's want, the application or the screen).
  public var wisher: String?
  /// What was set.
  public var wish: Wish
  /// What the wish asks for, as an observation field's value (`lightContent`, `true`, `slide`, `legible`).
  public var wanted: String
  /// What the bar shows instead.
  public var shown: String
  /// Who decides instead (a controller id, `application` or `window:<id>`), when someone does.
  public var decider: String?
  /// Why.
  public var reason: Reason
  /// What UIKit does instead, in one sentence for a person.
  public var message: String

  /// Creates a record.
  public init(
    aspect: Aspect, clause: SpecClause, wisher: String?, wish: Wish, wanted: String, shown: String, decider: String?, reason: Reason,
    message: String
  ) {
    self.aspect = aspect
    self.clause = clause
    self.wisher = wisher
    self.wish = wish
    self.wanted = wanted
    self.shown = shown
    self.decider = decider
    self.reason = reason
    self.message = message
  }
}
