package import BarcheckModel
import BarcheckReference

/// A change a developer can paste to make a finding go away: where it goes, its code in UIKit and (where the
/// scenario is SwiftUI) in SwiftUI, and the edits to the scenario that barcheck re-resolves to prove it.
package struct ScenarioFix: Sendable, Hashable {
  /// What the fix does, in one line.
  package var summary: String
  /// Where the code goes (`in the class of "nav"`).
  package var location: String
  /// The UIKit code.
  package var uiKit: String?
  /// The SwiftUI code, when the controller is SwiftUI's.
  package var swiftUI: String?
  /// The Info.plist entries the fix sets, as XML.
  package var infoPlist: String?
  /// The edits to the scenario that model the change.
  package var edits: [ScenarioEdit]
  /// What re-resolving the edited scenario showed (`with this change step 3 shows lightContent, owner "detail"`);
  /// empty until proven.
  package var proof: String = ""

  /// Creates a fix.
  package init(summary: String, location: String, uiKit: String?, swiftUI: String? = nil, infoPlist: String? = nil, edits: [ScenarioEdit]) {
    self.summary = summary
    self.location = location
    self.uiKit = uiKit
    self.swiftUI = swiftUI
    self.infoPlist = infoPlist
    self.edits = edits
  }

  /// The scenario with every edit of the fix made.
  package func applied(to scenario: ConformanceCase) -> ConformanceCase {
    edits.reduce(scenario) { $1.applied(to: $0) }
  }
}

/// The fixes worth trying for a decision, before any is proven, and why none exists when the rule leaves none.
enum FixCandidates {
  /// Candidates for a finding, in the order they are offered, or the reason there can be none.
  static func candidates(for decision: Decision, step: Int, scenario: ConformanceCase, scene: CompiledScene) -> Result<[ScenarioFix], NoFix> {
    // Ids are written into code samples: one with a control character could forge lines (suite cases allow them).
    if scene.ids.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
      return .failure(NoFix("an id in the scenario holds a control character, which cannot be written as code"))
    }
    let swiftUI = { (id: String) in isSwiftUI(id, scene) }
    switch decision.reason {
    case .applicationMode:
      return .success([
        ScenarioFix(
          summary: "let view controllers decide the status bar", location: "Info.plist", uiKit: nil,
          infoPlist: "<key>UIViewControllerBasedStatusBarAppearance</key><true/>", edits: [.viewControllerBasedAppearance(true)])
      ])
    case .applicationSetterInert:
      guard let owner = decision.decider, scene.index(of: owner) != nil else {
        return .failure(NoFix("no controller decides the bar to move the setter to"))
      }
      var change = ControllerChange()
      let code: String
      switch decision.wish {
      case .applicationStatusBarStyle(let style):
        change.preferredStatusBarStyle = style
        code =
          styleOverride(style) + "\n// where the app called the setter:\nsetNeedsStatusBarAppearanceUpdate()"
      case .applicationStatusBarHidden(let hidden):
        change.prefersStatusBarHidden = hidden
        code = "override var prefersStatusBarHidden: Bool { \(hidden) }\n// where the app called the setter:\nsetNeedsStatusBarAppearanceUpdate()"
      default: return .failure(NoFix("the setter's value is unknown"))
      }
      return .success([
        ScenarioFix(
          summary: "ask the deciding controller instead of the application", location: "in the class of \"\(owner)\"", uiKit: code,
          swiftUI: swiftUI(owner) ? swiftUICode(for: decision.wish) : nil, edits: [.replaceWithSet(step: step, viewController: owner, change)])
      ])
    case .anotherWindow(let window):
      guard let index = scene.windowIndex(of: window), let root = scene.windows[index].root else {
        return .failure(NoFix("window \"\(window)\" has no root view controller to ask; hide it or give it one"))
      }
      let rootID = scene.ids[root]
      switch decision.aspect {
      case .style:
        guard let style = StatusBarStyle(rawValue: decision.wanted) else { return .failure(NoFix("the wanted style is unknown")) }
        return .success([
          ScenarioFix(
            summary: "make the top window's root controller prefer \(style.rawValue)",
            location: "in the class of \"\(rootID)\", the root of window \"\(window)\"",
            uiKit: styleOverride(style),
            edits: [.controller(rootID, .preferredStatusBarStyle(style))])
        ])
      default:
        let hidden = decision.wanted == "true"
        return .success([
          ScenarioFix(
            summary: "make the top window's root controller prefer the bar \(hidden ? "hidden" : "shown")",
            location: "in the class of \"\(rootID)\", the root of window \"\(window)\"",
            uiKit: "override var prefersStatusBarHidden: Bool { \(hidden) }",
            edits: [.controller(rootID, .prefersStatusBarHidden(hidden))])
        ])
      }
    case .notTakenOver(let presented, _):
      let capture = ScenarioFix(
        summary: "let \"\(presented)\" take the status bar over",
        location: swiftUI(presented) ? "where you present a UIHostingController for \"\(presented)\" yourself" : "before presenting \"\(presented)\"",
        uiKit: "viewController.modalPresentationCapturesStatusBarAppearance = true", edits: [.controller(presented, .capturesStatusBarAppearance)])
      guard swiftUI(presented) else { return .success([capture]) }
      // SwiftUI's .sheet and .popover have no modifier for the capture flag; a cover takes the bar over (L7).
      return .success([
        ScenarioFix(
          summary: "present \"\(presented)\" with .fullScreenCover, which takes the status bar over", location: "where \"\(presented)\" is presented",
          uiKit: nil, swiftUI: ".fullScreenCover(isPresented: $isPresented) { /* the view \"\(presented)\" */ }",
          edits: [.controller(presented, .modalPresentationStyle(.fullScreen))]),
        capture,
      ])
    case .alertNeverTakesOver(let alert):
      return .failure(NoFix("\"\(alert)\" is an alert, and nothing an alert sets takes the status bar over (S9)"))
    case .navigationBarVisible(let navigation):
      // A NavigationStack cannot be subclassed and has no barStyle: only the SwiftUI spelling applies (L2).
      let stack = swiftUI(navigation)
      var fixes =
        stack
        ? []
        : [
          ScenarioFix(
            summary: "let \"\(navigation)\" forward the style to its top view controller",
            location: "in a UINavigationController subclass used for \"\(navigation)\"",
            uiKit: "override var childForStatusBarStyle: UIViewController? { topViewController }",
            edits: [.controller(navigation, .childForStatusBarStyle(.topViewController))])
        ]
      if let style = ContentStyle(rawValue: decision.wanted) {
        if stack {
          // No UIKit bar style to set on SwiftUI's navigation controller; the SwiftUI fix follows.
        } else if scenario.profile == .glass {
          let bar: UserInterfaceStyle = style == .lightContent ? .dark : .light
          fixes.append(
            ScenarioFix(
              summary: "give \"\(navigation)\"'s navigation bar a \(bar.rawValue) appearance", location: "where \"\(navigation)\" is set up",
              uiKit: "navigationBar.overrideUserInterfaceStyle = .\(bar.rawValue)",
              edits: [.controller(navigation, .navigationBarUserInterfaceStyle(bar))]))
        } else {
          let bar: NavigationBarStyle = style == .lightContent ? .black : .default
          fixes.append(
            ScenarioFix(
              summary: "give \"\(navigation)\"'s navigation bar the \(bar.rawValue) bar style", location: "where \"\(navigation)\" is set up",
              uiKit: "navigationBar.barStyle = .\(bar.rawValue)", edits: [.controller(navigation, .navigationBarStyle(bar))]))
        }
        if let wisher = decision.wisher, swiftUI(wisher) {
          let scheme: Appearance = style == .lightContent ? .dark : .light
          fixes.insert(
            ScenarioFix(
              summary: "colour the navigation bar from the view", location: "on the view \"\(wisher)\"",
              uiKit: nil,
              swiftUI: ".toolbarBackground(.visible, for: .navigationBar)\n.toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar)",
              edits: [.controller(wisher, .toolbarColorScheme(scheme)), .controller(wisher, .toolbarBackground(true))]), at: 0)
        }
      }
      return .success(fixes)
    case .navigationBarHiddenForwards(let navigation):
      return .success([
        ScenarioFix(
          summary: "let \"\(navigation)\" decide the style itself while its bar is hidden",
          location: "in the UINavigationController subclass of \"\(navigation)\"",
          uiKit: "override var childForStatusBarStyle: UIViewController? { nil }", edits: [.controller(navigation, .childForStatusBarStyle(.none))])
      ])
    case .forwardsToChild(let container, _):
      if swiftUI(container) {
        return .failure(NoFix("\"\(container)\" is a SwiftUI container, which cannot be subclassed to decide itself"))
      }
      return .success([
        ScenarioFix(
          summary: "let \"\(container)\" decide the style itself", location: "in the class of \"\(container)\"",
          uiKit: "override var childForStatusBarStyle: UIViewController? { nil }", edits: [.controller(container, .childForStatusBarStyle(.none))])
      ])
    case .glassNavigationKeepsVisibility(let navigation):
      return .success([
        ScenarioFix(
          summary: "let \"\(navigation)\" forward visibility to its top view controller",
          location: "in a UINavigationController subclass used for \"\(navigation)\"",
          uiKit: "override var childForStatusBarHidden: UIViewController? { topViewController }",
          edits: [.controller(navigation, .childForStatusBarHidden(.topViewController))])
      ])
    case .containerDoesNotForward(let container, _, let child), .forwardsElsewhere(let container, _, let child):
      if swiftUI(container), let index = scene.index(of: container), scene.controllers[index].kind != .hosting {
        return .failure(NoFix("\"\(container)\" is a SwiftUI container, which cannot be subclassed to forward to \"\(child)\""))
      }
      let property = decision.aspect == .style ? "childForStatusBarStyle" : "childForStatusBarHidden"
      let edit: ScenarioEdit.ControllerEdit =
        decision.aspect == .style ? .childForStatusBarStyle(.child(child)) : .childForStatusBarHidden(.child(child))
      return .success([
        ScenarioFix(
          summary: "let \"\(container)\" forward to \"\(child)\"", location: "in the class of \"\(container)\"",
          uiKit: "override var \(property): UIViewController? { \(camel(child)) }  // the child \"\(child)\"", edits: [.controller(container, edit)])
      ])
    case .toolbarSchemeWithoutBackground(let navigation):
      return .success([
        ScenarioFix(
          summary: "show the navigation bar's background so toolbarColorScheme has a bar to colour",
          location: decision.wisher.map { "on the view \"\($0)\"" } ?? "on the view",
          uiKit:
            "let appearance = UINavigationBarAppearance()\nappearance.configureWithOpaqueBackground()\nnavigationBar.standardAppearance = appearance\nnavigationBar.scrollEdgeAppearance = appearance",
          swiftUI: ".toolbarBackground(.visible, for: .navigationBar)",
          edits: [decision.wisher.map { .controller($0, .toolbarBackground(true)) } ?? .controller(navigation, .navigationBarShowsBackground)])
      ])
    case .toolbarSchemeBarHidden, .toolbarSchemeBeforeIOS16:
      guard let wisher = decision.wisher, let style = StatusBarStyle(rawValue: decision.wanted) else { return .failure(NoFix("no view to change")) }
      return .success([
        ScenarioFix(
          summary: "host the view in a UIHostingController subclass that prefers \(style.rawValue)",
          location: "a UIHostingController subclass for \"\(wisher)\"",
          uiKit: styleOverride(style),
          edits: [.controller(wisher, .preferredStatusBarStyle(style))])
      ])
    case .cardBackdrop(let card):
      let cover = ScenarioFix(
        summary: "present \"\(card)\" full screen instead of as a card", location: "where \"\(card)\" is presented",
        uiKit: swiftUI(card) ? nil : "viewController.modalPresentationStyle = .fullScreen",
        swiftUI: swiftUI(card) ? ".fullScreenCover(isPresented: $isPresented) { /* the view \"\(card)\" */ }  // instead of .sheet" : nil,
        edits: [.controller(card, .modalPresentationStyle(.fullScreen))])
      // A SwiftUI sheet cannot set the capture flag, so only the cover is offered for one.
      guard !swiftUI(card) else { return .success([cover]) }
      return .success([
        ScenarioFix(
          summary: "let the sheet \"\(card)\" take the status bar over and prefer darkContent",
          location: "before presenting \"\(card)\", and in its class",
          uiKit: "sheet.modalPresentationCapturesStatusBarAppearance = true\n// in the sheet's class:\n" + styleOverride(.darkContent),
          edits: [.controller(card, .capturesStatusBarAppearance), .controller(card, .preferredStatusBarStyle(.darkContent))]),
        cover,
      ])
    case .compactHeight(let forced):
      if forced { return .failure(NoFix("a phone without a home button hides the status bar in landscape whatever the app prefers (S17)")) }
      guard let owner = decision.decider, scene.index(of: owner) != nil else { return .failure(NoFix("no controller decides visibility")) }
      return .success([
        ScenarioFix(
          summary: "override prefersStatusBarHidden on \"\(owner)\" so compact height does not hide the bar",
          location: "in the class of \"\(owner)\"",
          uiKit: "override var prefersStatusBarHidden: Bool { false }", swiftUI: swiftUI(owner) ? ".statusBarHidden(false)" : nil,
          edits: [.controller(owner, swiftUI(owner) ? .statusBarHidden(false) : .prefersStatusBarHidden(false))])
      ])
    case .stale(let event):
      guard event == .set, scenario.steps.indices.contains(step), case .set(let id, let change) = scenario.steps[step].event else {
        return .failure(
          NoFix(
            "call setNeedsStatusBarAppearanceUpdate() after the \(event.rawValue); barcheck proves fixes that change a step, not ones that add one"))
      }
      let property =
        change.preferredStatusBarStyle != nil
        ? "preferredStatusBarStyle" : change.prefersStatusBarHidden != nil ? "prefersStatusBarHidden" : "the property"
      return .success([
        ScenarioFix(
          summary: "call setNeedsStatusBarAppearanceUpdate() when \"\(id)\" changes \(property)", location: "in the class of \"\(id)\"",
          uiKit:
            updatingProperty,
          edits: [.updateInSameTurn(step: step)])
      ])
    case .outsideAnimationBlock:
      guard scenario.steps.indices.contains(step), case .setNeedsStatusBarAppearanceUpdate = scenario.steps[step].event else {
        return .failure(NoFix("the change that moves the bar is not an update call barcheck can put in an animation block"))
      }
      return .success([
        ScenarioFix(
          summary: "make the update call inside an animation block", location: "where setNeedsStatusBarAppearanceUpdate() is called",
          uiKit: "UIView.animate(withDuration: 0.3) {\n  self.setNeedsStatusBarAppearanceUpdate()\n}", edits: [.animateUpdate(step: step)])
      ])
    case .hiddenOwnerAnimation(let owner):
      guard let animation = StatusBarAnimation(rawValue: decision.wanted) else { return .failure(NoFix("the wanted animation is unknown")) }
      return .success([
        ScenarioFix(
          summary: "give \"\(owner)\", which decides visibility, the animation", location: "in the class of \"\(owner)\"",
          uiKit: "override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .\(animation.rawValue) }",
          edits: [.controller(owner, .preferredStatusBarUpdateAnimation(animation))])
      ])
    case .ownerPrefers(let owner, _):
      guard let index = scene.index(of: owner) else { return .failure(NoFix("no controller decides")) }
      if decision.aspect == .style, let style = StatusBarStyle(rawValue: decision.wanted) {
        return .success(styleFixes(owner: owner, index: index, to: style, scene: scene))
      }
      let hidden = decision.wanted == "true"
      return .success([
        ScenarioFix(
          summary: "make \"\(owner)\", which decides, prefer the bar \(hidden ? "hidden" : "shown")", location: location(of: owner, scene),
          uiKit: swiftUI(owner) ? nil : "override var prefersStatusBarHidden: Bool { \(hidden) }",
          swiftUI: swiftUI(owner) ? ".statusBarHidden(\(hidden))" : nil,
          edits: [.controller(owner, swiftUI(owner) ? .statusBarHidden(hidden) : .prefersStatusBarHidden(hidden))])
      ])
    case .unreadable:
      var fixes: [ScenarioFix] = []
      if scenario.steps.indices.contains(step), case .set(let id, _) = scenario.steps[step].event, !scenario.steps[step].updatesInSameTurn {
        fixes.append(
          ScenarioFix(
            summary: "call setNeedsStatusBarAppearanceUpdate() when \"\(id)\" changes, so the bar shows its new preference",
            location: "in the class of \"\(id)\"",
            uiKit:
              updatingProperty,
            edits: [.updateInSameTurn(step: step)]))
      }
      if let owner = decision.decider, let index = scene.index(of: owner), let shown = ContentStyle(rawValue: decision.shownStyle ?? "") {
        let other: StatusBarStyle = shown == .lightContent ? .darkContent : .lightContent
        if scene.controllers[index].spec.preferredStatusBarStyle != other {
          fixes += styleFixes(owner: owner, index: index, to: other, scene: scene)
        }
        if let explicit = scene.controllers[index].spec.preferredStatusBarStyle, explicit != .default, scenario.profile != .legacy {
          fixes.append(
            ScenarioFix(
              summary: "let \"\(owner)\" follow the appearance (default) instead of a fixed \(explicit.rawValue)",
              location: location(of: owner, scene),
              uiKit: styleOverride(.default), edits: [.controller(owner, .preferredStatusBarStyle(.default))]))
        }
      }
      if let window = scene.controllingWindow, decision.shownStyle == ContentStyle.lightContent.rawValue {
        let id = scene.windows[window].id
        let app = scene.windows[window].root.map { swiftUI(scene.ids[$0]) } ?? false
        fixes.append(
          ScenarioFix(
            summary: "paint window \"\(id)\" black, which shows behind sheet cards",
            location: app ? "once the App's window exists (an App has no window of its own to set up)" : "where window \"\(id)\" is created",
            uiKit: app ? nil : "window.backgroundColor = .black",
            swiftUI: app
              ? "UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.backgroundColor = .black" : nil,
            edits: [.windowBackground(window: id, Colour(.black))]))
      }
      return fixes.isEmpty ? .failure(NoFix("no controller decides the style; change the colour behind the status bar")) : .success(fixes)
    case .launchMismatch(let style, let hidden, let runtimeTheme):
      if runtimeTheme && style != nil {
        return .failure(
          NoFix("the first screen's appearance comes from a theme the app sets at run time, which Info.plist cannot know; acknowledge this finding"))
      }
      var edits: [ScenarioEdit] = []
      var lines: [String] = []
      if let style {
        let value = style == .lightContent ? "UIStatusBarStyleLightContent" : "UIStatusBarStyleDarkContent"
        edits.append(.launchStyle(value))
        lines.append("<key>UIStatusBarStyle</key><string>\(value)</string>")
      }
      if let hidden {
        edits.append(.launchHidden(hidden))
        lines.append("<key>UIStatusBarHidden</key><\(hidden)/>")
      }
      return .success([
        ScenarioFix(
          summary: "make the launch screen's bar match the first screen's", location: "Info.plist", uiKit: nil,
          infoPlist: lines.joined(separator: "\n"), edits: edits)
      ])
    }
  }

  /// Where a controller's own override goes: its class, or for a SwiftUI view the UIHostingController subclass that
  /// hosts it.
  static func location(of id: String, _ scene: CompiledScene) -> String {
    guard let index = scene.index(of: id), scene.controllers[index].kind == .hosting else { return "in the class of \"\(id)\"" }
    return "in a UIHostingController subclass that hosts the view \"\(id)\""
  }

  /// The ways to make a controller that decides show a style: its override (for a view, in a hosting controller
  /// subclass; for a SwiftUI NavigationStack, which cannot be subclassed, the top view's toolbar modifiers instead;
  /// for a navigation controller, its bar style too).
  static func styleFixes(owner: String, index: Int, to style: StatusBarStyle, scene: CompiledScene) -> [ScenarioFix] {
    let kind = scene.controllers[index].kind
    if isSwiftUI(owner, scene) && kind != .hosting {
      guard kind == .navigation, let top = scene.topViewController(of: index), style != .default else { return [] }
      let scheme: Appearance = style == .lightContent ? .dark : .light
      let view = scene.ids[top]
      return [
        ScenarioFix(
          summary: "colour the navigation bar from the view on top", location: "on the view \"\(view)\"", uiKit: nil,
          swiftUI: ".toolbarBackground(.visible, for: .navigationBar)\n.toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar)",
          edits: [.controller(view, .toolbarColorScheme(scheme)), .controller(view, .toolbarBackground(true))])
      ]
    }
    var fixes: [ScenarioFix] = []
    if kind == .navigation && !scene.barHidden(index) && scene.profile != .glass && style != .default {
      let bar: NavigationBarStyle = style == .lightContent ? .black : .default
      fixes.append(
        ScenarioFix(
          summary: "give \"\(owner)\"'s navigation bar the \(bar.rawValue) bar style", location: "where \"\(owner)\" is set up",
          uiKit: "navigationBar.barStyle = .\(bar.rawValue)", edits: [.controller(owner, .navigationBarStyle(bar))]))
    }
    fixes.append(
      ScenarioFix(
        summary: "make \"\(owner)\", which decides, prefer \(style.rawValue)", location: location(of: owner, scene), uiKit: styleOverride(style),
        edits: [.controller(owner, .preferredStatusBarStyle(style))]))
    if kind == .hosting, style != .default {
      let scheme: Appearance = style == .lightContent ? .dark : .light
      fixes.append(
        ScenarioFix(
          summary: "give the view \"\(owner)\" a \(scheme.rawValue) colour scheme, which its default style follows",
          location: "on the view \"\(owner)\"",
          uiKit: nil, swiftUI: ".preferredColorScheme(.\(scheme.rawValue))", edits: [.controller(owner, .preferredColorScheme(scheme))]))
    }
    return fixes
  }

  /// A controller's `preferredStatusBarStyle` override, as code.
  static func styleOverride(_ style: StatusBarStyle) -> String { "override var preferredStatusBarStyle: UIStatusBarStyle { .\(style.rawValue) }" }

  /// A property whose `didSet` calls the update: the pattern that keeps the bar fresh (S19).
  static let updatingProperty =
    "var barStyle: UIStatusBarStyle = .default {\n  didSet { setNeedsStatusBarAppearanceUpdate() }\n}\noverride var preferredStatusBarStyle: UIStatusBarStyle { barStyle }"

  /// Whether a controller is SwiftUI's: a hosting controller, or a navigation or tab controller of hosting ones.
  static func isSwiftUI(_ id: String, _ scene: CompiledScene) -> Bool {
    guard let index = scene.index(of: id) else { return false }
    switch scene.controllers[index].kind {
    case .hosting: return true
    case .navigation, .tabBar:
      let children = scene.children(of: index)
      return !children.isEmpty && children.allSatisfy { scene.controllers[$0].kind == .hosting }
    default: return false
    }
  }

  private static func swiftUICode(for wish: Decision.Wish) -> String? {
    switch wish {
    case .applicationStatusBarHidden(let hidden): ".statusBarHidden(\(hidden))"
    default: nil
    }
  }

  /// `feedNav` for a child id, as a property name in a code sample.
  private static func camel(_ id: String) -> String {
    let parts = id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = parts.first else { return "child" }
    let name = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.first?.isLetter == true ? name : "child" + name
  }
}

/// Why no fix is offered for a finding.
struct NoFix: Error, Sendable, Hashable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension Decision {
  /// The content colour shown, for a style or legibility record.
  var shownStyle: String? {
    switch aspect {
    case .style, .legibility: shown
    default: nil
    }
  }
}
