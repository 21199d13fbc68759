import BarcheckModel
import BarcheckReference

/// The fixes worth trying for a decision, before any is proven, and why none exists when the rule leaves none: one
/// method for each reason the reference gives (`Decision.Reason`).
struct FixCandidates {
  /// The decision a fix must change.
  let decision: Decision
  /// The step it was made at.
  let step: Int
  /// The scenario.
  let scenario: ConformanceCase
  /// The scene at that step.
  let scene: CompiledScene
  /// Every record of the step, the decision's included: what else the reference found there.
  let records: [Decision]

  /// Candidates for a finding, in the order they are offered, or the reason there can be none.
  ///
  /// - Parameters:
  ///   - decision: The record the fix must change.
  ///   - step: The 0-based step it was made at.
  ///   - scenario: The scenario.
  ///   - scene: The scene as it stands after the step.
  ///   - records: Every record of the step: a cause another record names (a presentation that does not take the bar
  ///     over) may be the fix for this one too.
  static func candidates(
    for decision: Decision, step: Int, scenario: ConformanceCase, scene: CompiledScene, records: [Decision] = []
  ) -> Result<[ScenarioFix], NoFix> {
    // Ids are written into code samples: one with a control character could forge lines (suite cases allow them).
    if scene.ids.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
      return .failure(NoFix("an id in the scenario holds a control character, which cannot be written as code"))
    }
    let fixes = FixCandidates(decision: decision, step: step, scenario: scenario, scene: scene, records: records)
    switch decision.reason {
    case .applicationMode:
      return fixes.applicationMode()
    case .applicationSetterInert:
      return fixes.applicationSetterInert()
    case .anotherWindow(let window):
      return fixes.anotherWindow(window)
    case .notTakenOver(let presented, _):
      return fixes.notTakenOver(presented)
    case .alertNeverTakesOver(let alert):
      return fixes.alertNeverTakesOver(alert)
    case .navigationBarVisible(let navigation):
      return fixes.navigationBarVisible(navigation)
    case .navigationBarHiddenForwards(let navigation):
      return fixes.navigationBarHiddenForwards(navigation)
    case .forwardsToChild(let container, _):
      return fixes.forwardsToChild(container)
    case .glassNavigationKeepsVisibility(let navigation):
      return fixes.glassNavigationKeepsVisibility(navigation)
    case .splitColumnsGiveStyle(let split):
      guard let style = StatusBarStyle(rawValue: decision.wanted) else { return .failure(NoFix("the wish is not a content style")) }
      return fixes.splitColumns(split, to: style)
    case .containerDoesNotForward(let container, _, let child), .forwardsElsewhere(let container, _, let child):
      return fixes.forwarding(container, child)
    case .toolbarSchemeWithoutBackground(let navigation):
      return fixes.toolbarSchemeWithoutBackground(navigation)
    case .toolbarSchemeInGlass(let navigation):
      return fixes.toolbarSchemeInGlass(navigation)
    case .toolbarSchemeBarHidden, .toolbarSchemeBeforeIOS16:
      return fixes.toolbarSchemeIgnored()
    case .cardBackdrop(let card):
      return fixes.cardBackdrop(card)
    case .compactHeight(let forced):
      return fixes.compactHeight(forced)
    case .stale(let event):
      return fixes.stale(event)
    case .outsideAnimationBlock:
      return fixes.outsideAnimationBlock()
    case .hiddenOwnerAnimation(let owner):
      return fixes.hiddenOwnerAnimation(owner)
    case .ownerPrefers(let owner, _):
      return fixes.ownerPrefers(owner)
    case .unreadable:
      return fixes.unreadable()
    case .launchMismatch(let style, let hidden, let runtimeTheme):
      return fixes.launchMismatch(style, hidden, runtimeTheme)
    }
  }

  /// Whether a controller is declared in SwiftUI (a fix for it is written as a modifier).
  private func swiftUI(_ id: String) -> Bool { Self.isSwiftUI(id, scene) }

  /// Whether SwiftUI makes the controller's UIHostingController itself, so that no subclass of it can be written.
  private func hostedBySwiftUI(_ id: String) -> Bool { scene.index(of: id).map { Self.hostedBySwiftUI($0, scene) } ?? false }

  /// The app is in application mode: let view controllers decide (S1).
  private func applicationMode() -> Result<[ScenarioFix], NoFix> {
    return .success([
      ScenarioFix(
        summary: "let view controllers decide the status bar", location: "Info.plist", uiKit: nil,
        infoPlist: "<key>UIViewControllerBasedStatusBarAppearance</key><true/>", edits: [.viewControllerBasedAppearance(true)])
    ])
  }

  /// An application setter does nothing in view-controller mode: ask the deciding controller instead (S3).
  private func applicationSetterInert() -> Result<[ScenarioFix], NoFix> {
    guard let owner = decision.decider, scene.index(of: owner) != nil else {
      return .failure(NoFix("no controller decides the bar to move the setter to"))
    }
    var change = ControllerChange()
    let code: String
    let hosted = hostedBySwiftUI(owner)
    switch decision.wish {
    case .applicationStatusBarStyle where hosted:
      return .failure(
        NoFix(
          "\"\(owner)\", which decides, is a view whose UIHostingController SwiftUI makes itself, which cannot be subclassed to prefer a style; set .preferredColorScheme on the view, or host it in a UIHostingController of your own"
        ))
    case .applicationStatusBarStyle(let style):
      change.preferredStatusBarStyle = style
      code =
        Self.styleOverride(style) + "\n// where the app called the setter:\nsetNeedsStatusBarAppearanceUpdate()"
    case .applicationStatusBarHidden(let hidden):
      change.prefersStatusBarHidden = hidden
      code = "override var prefersStatusBarHidden: Bool { \(hidden) }\n// where the app called the setter:\nsetNeedsStatusBarAppearanceUpdate()"
    default: return .failure(NoFix("the setter's value is unknown"))
    }
    return .success([
      ScenarioFix(
        summary: "ask the deciding controller instead of the application",
        location: hosted ? "on the view \"\(owner)\"" : "in the class of \"\(owner)\"",
        uiKit: hosted ? nil : code, swiftUI: swiftUI(owner) ? Self.swiftUICode(for: decision.wish) : nil,
        edits: [.replaceWithSet(step: step, viewController: owner, change)])
    ])
  }

  /// Another window controls the bar: ask that window's root controller (S7).
  private func anotherWindow(_ window: String) -> Result<[ScenarioFix], NoFix> {
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
          uiKit: Self.styleOverride(style),
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
  }

  /// A presented controller does not take the bar over: let it, by the capture flag or a full-screen cover (S9).
  private func notTakenOver(_ presented: String) -> Result<[ScenarioFix], NoFix> {
    let capture = ScenarioFix(
      summary: "let \"\(presented)\" take the status bar over",
      location: swiftUI(presented) ? "where you present a UIHostingController for \"\(presented)\" yourself" : "before presenting \"\(presented)\"",
      uiKit: "viewController.modalPresentationCapturesStatusBarAppearance = true", edits: [.controller(presented, .capturesStatusBarAppearance)])
    guard swiftUI(presented) else { return .success([capture]) }
    // SwiftUI's .sheet and .popover have no modifier for the capture flag; a cover takes the bar over (L7).
    // Presented by SwiftUI (from a view or a SwiftUI container): the cover is a modifier, and the app has no
    // UIHostingController to set the flag on. Presented by the app from UIKit: the hosting controller it presents is
    // presented full screen, in UIKit.
    guard hostedBySwiftUI(presented) else {
      let fullScreen = ScenarioFix(
        summary: "present \"\(presented)\" full screen, which takes the status bar over",
        location: "where you present the UIHostingController for \"\(presented)\"", uiKit: "viewController.modalPresentationStyle = .fullScreen",
        edits: [.controller(presented, .modalPresentationStyle(.fullScreen))])
      return .success([fullScreen, capture])
    }
    return .success([
      ScenarioFix(
        summary: "present \"\(presented)\" with .fullScreenCover, which takes the status bar over", location: "where \"\(presented)\" is presented",
        uiKit: nil, swiftUI: ".fullScreenCover(isPresented: $isPresented) { /* the view \"\(presented)\" */ }",
        edits: [.controller(presented, .modalPresentationStyle(.fullScreen))])
    ])
  }

  /// An alert never takes the bar over: no fix (S9).
  private func alertNeverTakesOver(_ alert: String) -> Result<[ScenarioFix], NoFix> {
    return .failure(NoFix("\"\(alert)\" is an alert, and nothing an alert sets takes the status bar over (S9)"))
  }

  /// A visible navigation bar decides the style: forward it, or style the bar (S12, S13).
  private func navigationBarVisible(_ navigation: String) -> Result<[ScenarioFix], NoFix> {
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
        fixes.append(Self.glassBarAppearance(navigation, for: style))
      } else {
        let bar: NavigationBarStyle = style == .lightContent ? .black : .default
        fixes.append(
          ScenarioFix(
            summary: "give \"\(navigation)\"'s navigation bar the \(bar.rawValue) bar style", location: "where \"\(navigation)\" is set up",
            uiKit: "navigationBar.barStyle = .\(bar.rawValue)", edits: [.controller(navigation, .navigationBarStyle(bar))]))
      }
      let scheme: Appearance = style == .lightContent ? .dark : .light
      if let wisher = decision.wisher, swiftUI(wisher) {
        // Under Liquid Glass the toolbar's scheme does not reach the style (S13.12); the bar follows the colour scheme.
        fixes.insert(
          scenario.profile == .glass
            ? Self.glassColourScheme(view: wisher, scheme)
            : ScenarioFix(
              summary: "colour the navigation bar from the view", location: "on the view \"\(wisher)\"",
              uiKit: nil,
              swiftUI: ".toolbarBackground(.visible, for: .navigationBar)\n.toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar)",
              edits: [.controller(wisher, .toolbarColorScheme(scheme)), .controller(wisher, .toolbarBackground(true))]), at: 0)
      } else if stack, let index = scene.index(of: navigation), let wanted = StatusBarStyle(rawValue: decision.wanted) {
        // The step's want on a NavigationStack: the view on top colours the bar (or, under Liquid Glass, sets the scheme).
        fixes += Self.styleFixes(owner: navigation, index: index, to: wanted, scene: scene)
      }
    }
    return .success(fixes)
  }

  /// A navigation controller with its bar hidden forwards the style: let it decide itself (S12).
  private func navigationBarHiddenForwards(_ navigation: String) -> Result<[ScenarioFix], NoFix> {
    return .success([
      ScenarioFix(
        summary: "let \"\(navigation)\" decide the style itself while its bar is hidden",
        location: "in the UINavigationController subclass of \"\(navigation)\"",
        uiKit: "override var childForStatusBarStyle: UIViewController? { nil }", edits: [.controller(navigation, .childForStatusBarStyle(.none))])
    ])
  }

  /// A container forwards the style to a child: let it decide itself.
  private func forwardsToChild(_ container: String) -> Result<[ScenarioFix], NoFix> {
    if swiftUI(container) {
      return .failure(NoFix("\"\(container)\" is a SwiftUI container, which cannot be subclassed to decide itself"))
    }
    return .success([
      ScenarioFix(
        summary: "let \"\(container)\" decide the style itself", location: "in the class of \"\(container)\"",
        uiKit: "override var childForStatusBarStyle: UIViewController? { nil }", edits: [.controller(container, .childForStatusBarStyle(.none))])
    ])
  }

  /// A glass navigation controller decides visibility itself: forward it to the top view controller (S14).
  private func glassNavigationKeepsVisibility(_ navigation: String) -> Result<[ScenarioFix], NoFix> {
    if swiftUI(navigation) {
      // SwiftUI makes the navigation controller: no subclass forwards visibility (L2), but a stack whose bar is hidden
      // does (S14.4 holds only while the bar is visible), and the view on top hides it with a toolbar modifier (L5).
      guard let index = scene.index(of: navigation), let top = scene.topViewController(of: index), scene.controllers[top].kind == .hosting
      else {
        return .failure(
          NoFix(
            "\"\(navigation)\" is the navigation controller of a NavigationStack, which SwiftUI makes and an app cannot subclass to forward visibility (L2)"
          ))
      }
      let view = scene.ids[top]
      return .success([
        ScenarioFix(
          summary: "hide the navigation bar from the view \"\(view)\", so that \"\(navigation)\" lets the view on top decide visibility",
          location: "on the view \"\(view)\"", uiKit: nil, swiftUI: ".toolbar(.hidden, for: .navigationBar)",
          edits: [.controller(view, .toolbarHidden(true))])
      ])
    }
    return .success([
      ScenarioFix(
        summary: "let \"\(navigation)\" forward visibility to its top view controller",
        location: "in a UINavigationController subclass used for \"\(navigation)\"",
        uiKit: "override var childForStatusBarHidden: UIViewController? { topViewController }",
        edits: [.controller(navigation, .childForStatusBarHidden(.topViewController))])
    ])
  }

  /// A container does not forward, or forwards elsewhere: forward to the child that wants it (S15, S16).
  private func forwarding(_ container: String, _ child: String) -> Result<[ScenarioFix], NoFix> {
    if swiftUI(container), let index = scene.index(of: container), scene.controllers[index].kind != .hosting {
      return .failure(NoFix("\"\(container)\" is a SwiftUI container, which cannot be subclassed to forward to \"\(child)\""))
    }
    if hostedBySwiftUI(container) {
      return .failure(
        NoFix("\"\(container)\" is a view whose UIHostingController SwiftUI makes itself, which cannot be subclassed to forward to \"\(child)\""))
    }
    let property = decision.aspect == .style ? "childForStatusBarStyle" : "childForStatusBarHidden"
    let edit: ScenarioEdit.ControllerEdit =
      decision.aspect == .style ? .childForStatusBarStyle(.child(child)) : .childForStatusBarHidden(.child(child))
    return .success([
      ScenarioFix(
        summary: "let \"\(container)\" forward to \"\(child)\"", location: "in the class of \"\(container)\"",
        uiKit: "override var \(property): UIViewController? { \(Self.camel(child)) }  // the child \"\(child)\"",
        edits: [.controller(container, edit)])
    ])
  }

  /// From iOS 13 an expanded split view's bar shows the style its edge columns give together (S16.9): make both give
  /// it. In SwiftUI, a view's colour scheme applies to the whole presentation, both columns included.
  private func splitColumns(_ split: String, to style: StatusBarStyle) -> Result<[ScenarioFix], NoFix> {
    guard let index = scene.index(of: split), let first = scene.controllers[index].firstChild, let last = scene.controllers[index].lastChild
    else { return .failure(NoFix("the split view has no columns to change")) }
    let columns = (first == last ? [first] : [first, last]).map { scene.ids[$0] }
    if swiftUI(split) {
      guard style != .default, scene.controllers[first].kind == .hosting else {
        return .failure(NoFix("no SwiftUI modifier on a column asks for the \(style.rawValue) style"))
      }
      let scheme: Appearance = style == .lightContent ? .dark : .light
      return .success([
        ScenarioFix(
          summary: "give the view \"\(columns[0])\" a \(scheme.rawValue) colour scheme, which both columns' default style follows",
          location: "on the view \"\(columns[0])\"", uiKit: nil, swiftUI: ".preferredColorScheme(.\(scheme.rawValue))",
          edits: [.controller(columns[0], .preferredColorScheme(scheme))])
      ])
    }
    return .success([
      ScenarioFix(
        summary: "make the edge columns of \"\(split)\" (\(columns.map { "\"\($0)\"" }.joined(separator: " and "))) prefer \(style.rawValue)",
        location: "in the class\(columns.count == 1 ? "" : "es") of \(columns.map { "\"\($0)\"" }.joined(separator: " and "))",
        uiKit: Self.styleOverride(style), edits: columns.map { .controller($0, .preferredStatusBarStyle(style)) })
    ])
  }

  /// The bar over an expanded split view's columns is read part by part, each over its own column (S23.42): one column
  /// alone taking the other style splits the bar so that each part suits its column. Each edge column with each style
  /// it does not already prefer; the prover keeps those that make the step readable. UIKit only: a SwiftUI colour
  /// scheme reaches both columns (`splitColumns`).
  private func splitColumnsApart(_ split: String) -> [ScenarioFix] {
    guard !swiftUI(split), let index = scene.index(of: split), let first = scene.controllers[index].firstChild,
      let last = scene.controllers[index].lastChild, first != last
    else { return [] }
    var fixes: [ScenarioFix] = []
    for column in [first, last] where !Self.hostedBySwiftUI(column, scene) {
      let id = scene.ids[column]
      for style in [StatusBarStyle.lightContent, .darkContent] where scene.controllers[column].spec.preferredStatusBarStyle != style {
        fixes.append(
          ScenarioFix(
            summary: "make the column \"\(id)\" of \"\(split)\" prefer \(style.rawValue), so that the part of the bar over it shows that style",
            location: Self.location(of: id, scene), uiKit: Self.styleOverride(style), edits: [.controller(id, .preferredStatusBarStyle(style))]))
      }
    }
    return fixes
  }

  /// `toolbarColorScheme` without a bar background colours nothing: show the background (S21).
  private func toolbarSchemeWithoutBackground(_ navigation: String) -> Result<[ScenarioFix], NoFix> {
    let view = decision.wisher.flatMap { scene.index(of: $0) }.map { scene.controllers[$0].spec.swiftUI }
    // A view written in SwiftUI is changed in SwiftUI only: its navigation bar is SwiftUI's, not code the app holds.
    let writtenAsView = view?.writtenAsView ?? false
    let hidden = view?.toolbarBackground == false
    return .success([
      ScenarioFix(
        summary: hidden
          ? "change the view's .toolbarBackground(.hidden) to .visible so toolbarColorScheme has a bar to colour"
          : "show the navigation bar's background so toolbarColorScheme has a bar to colour",
        location: decision.wisher.map { "on the view \"\($0)\"" } ?? "on the view",
        uiKit: writtenAsView
          ? nil
          : "let appearance = UINavigationBarAppearance()\nappearance.configureWithOpaqueBackground()\nnavigationBar.standardAppearance = appearance\nnavigationBar.scrollEdgeAppearance = appearance",
        swiftUI: ".toolbarBackground(.visible, for: .navigationBar)" + (hidden ? "  // instead of .hidden" : ""),
        edits: [decision.wisher.map { .controller($0, .toolbarBackground(true)) } ?? .controller(navigation, .navigationBarShowsBackground)])
    ])
  }

  /// Under Liquid Glass, `toolbarColorScheme` does not set the navigation controller's style, background or not: the
  /// bar's appearance decides (S13.12, S13.5). Showing the background would change nothing; the appearance the bar
  /// follows does: the view's colour scheme in SwiftUI, the bar's own user interface style in UIKit.
  private func toolbarSchemeInGlass(_ navigation: String) -> Result<[ScenarioFix], NoFix> {
    guard let style = ContentStyle(rawValue: decision.wanted) else { return .failure(NoFix("the wish is not a content style")) }
    let scheme: Appearance = style == .lightContent ? .dark : .light
    var fixes: [ScenarioFix] = []
    if let wisher = decision.wisher, swiftUI(wisher) {
      fixes.append(Self.glassColourScheme(view: wisher, scheme))
    }
    if !swiftUI(navigation) { fixes.append(Self.glassBarAppearance(navigation, for: style)) }
    return .success(fixes)
  }

  /// Under Liquid Glass, a UIKit navigation bar's own appearance, which the style follows (S13.5): dark for light content.
  static func glassBarAppearance(_ navigation: String, for style: ContentStyle) -> ScenarioFix {
    let bar: UserInterfaceStyle = style == .lightContent ? .dark : .light
    return ScenarioFix(
      summary: "give \"\(navigation)\"'s navigation bar a \(bar.rawValue) appearance", location: "where \"\(navigation)\" is set up",
      uiKit: "navigationBar.overrideUserInterfaceStyle = .\(bar.rawValue)", edits: [.controller(navigation, .navigationBarUserInterfaceStyle(bar))])
  }

  /// Under Liquid Glass, a SwiftUI navigation bar's appearance follows the screen's colour scheme (S13.5): a view's
  /// `preferredColorScheme` sets it where `toolbarColorScheme` does not (S13.12).
  static func glassColourScheme(view: String, _ scheme: Appearance) -> ScenarioFix {
    ScenarioFix(
      summary: "give the view \"\(view)\" a \(scheme.rawValue) colour scheme, which the navigation bar's appearance follows under Liquid Glass",
      location: "on the view \"\(view)\"", uiKit: nil, swiftUI: ".preferredColorScheme(.\(scheme.rawValue))",
      edits: [.controller(view, .preferredColorScheme(scheme))])
  }

  /// `toolbarColorScheme` is ignored (a hidden bar, before iOS 16): host the view in a controller that prefers the style (S21).
  private func toolbarSchemeIgnored() -> Result<[ScenarioFix], NoFix> {
    guard let wisher = decision.wisher, let style = StatusBarStyle(rawValue: decision.wanted) else { return .failure(NoFix("no view to change")) }
    if hostedBySwiftUI(wisher) {
      // SwiftUI makes the view's hosting controller: the colour scheme its default style follows is what it can set.
      guard style != .default else { return .failure(NoFix("no SwiftUI modifier asks for the default style")) }
      let scheme: Appearance = style == .lightContent ? .dark : .light
      return .success([
        ScenarioFix(
          summary: "give the view \"\(wisher)\" a \(scheme.rawValue) colour scheme, which its default style follows",
          location: "on the view \"\(wisher)\"",
          uiKit: nil, swiftUI: ".preferredColorScheme(.\(scheme.rawValue))", edits: [.controller(wisher, .preferredColorScheme(scheme))])
      ])
    }
    return .success([
      ScenarioFix(
        summary: "host the view in a UIHostingController subclass that prefers \(style.rawValue)",
        location: "a UIHostingController subclass for \"\(wisher)\"",
        uiKit: Self.styleOverride(style),
        edits: [.controller(wisher, .preferredStatusBarStyle(style))])
    ])
  }

  /// A sheet card turns the bar light over the black backdrop: take the bar over, or present full screen (S24).
  private func cardBackdrop(_ card: String) -> Result<[ScenarioFix], NoFix> {
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
        uiKit: "sheet.modalPresentationCapturesStatusBarAppearance = true\n// in the sheet's class:\n" + Self.styleOverride(.darkContent),
        edits: [.controller(card, .capturesStatusBarAppearance), .controller(card, .preferredStatusBarStyle(.darkContent))]),
      cover,
    ])
  }

  /// Compact height hides the bar: override `prefersStatusBarHidden`, unless the device forces it (S17).
  private func compactHeight(_ forced: Bool) -> Result<[ScenarioFix], NoFix> {
    if forced { return .failure(NoFix("a phone without a home button hides the status bar in landscape whatever the app prefers (S17)")) }
    guard let owner = decision.decider, scene.index(of: owner) != nil else { return .failure(NoFix("no controller decides visibility")) }
    let hosted = hostedBySwiftUI(owner)
    return .success([
      ScenarioFix(
        summary: "override prefersStatusBarHidden on \"\(owner)\" so compact height does not hide the bar",
        location: hosted ? "on the view \"\(owner)\"" : "in the class of \"\(owner)\"",
        uiKit: hosted ? nil : "override var prefersStatusBarHidden: Bool { false }", swiftUI: swiftUI(owner) ? ".statusBarHidden(false)" : nil,
        edits: [.controller(owner, swiftUI(owner) ? .statusBarHidden(false) : .prefersStatusBarHidden(false))])
    ])
  }

  /// The bar is stale after a change without an update call: make the call in the same turn (S19).
  private func stale(_ event: EventKind) -> Result<[ScenarioFix], NoFix> {
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
          Self.updatingProperty,
        edits: [.updateInSameTurn(step: step)])
    ])
  }

  /// The update call is outside an animation block: make it inside one (S18).
  private func outsideAnimationBlock() -> Result<[ScenarioFix], NoFix> {
    guard scenario.steps.indices.contains(step), case .setNeedsStatusBarAppearanceUpdate = scenario.steps[step].event else {
      return .failure(NoFix("the change that moves the bar is not an update call barcheck can put in an animation block"))
    }
    return .success([
      ScenarioFix(
        summary: "make the update call inside an animation block", location: "where setNeedsStatusBarAppearanceUpdate() is called",
        uiKit: "UIView.animate(withDuration: 0.3) {\n  self.setNeedsStatusBarAppearanceUpdate()\n}", edits: [.animateUpdate(step: step)])
    ])
  }

  /// The animation is read from the controller that decides visibility: give that one the animation (S18).
  private func hiddenOwnerAnimation(_ owner: String) -> Result<[ScenarioFix], NoFix> {
    guard let animation = StatusBarAnimation(rawValue: decision.wanted) else { return .failure(NoFix("the wanted animation is unknown")) }
    if hostedBySwiftUI(owner) {
      return .failure(
        NoFix("\"\(owner)\" is a view whose UIHostingController SwiftUI makes itself, and no SwiftUI modifier sets its update animation"))
    }
    return .success([
      ScenarioFix(
        summary: "give \"\(owner)\", which decides visibility, the animation", location: "in the class of \"\(owner)\"",
        uiKit: "override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .\(animation.rawValue) }",
        edits: [.controller(owner, .preferredStatusBarUpdateAnimation(animation))])
    ])
  }

  /// The deciding controller prefers something else: make it prefer what is wanted.
  private func ownerPrefers(_ owner: String) -> Result<[ScenarioFix], NoFix> {
    guard let index = scene.index(of: owner) else { return .failure(NoFix("no controller decides")) }
    if decision.aspect == .style, let style = StatusBarStyle(rawValue: decision.wanted) {
      return .success(Self.styleFixes(owner: owner, index: index, to: style, scene: scene))
    }
    let hidden = decision.wanted == "true"
    return .success([
      ScenarioFix(
        summary: "make \"\(owner)\", which decides, prefer the bar \(hidden ? "hidden" : "shown")",
        location: swiftUI(owner) ? "on the view \"\(owner)\"" : Self.location(of: owner, scene),
        uiKit: swiftUI(owner) ? nil : "override var prefersStatusBarHidden: Bool { \(hidden) }",
        swiftUI: swiftUI(owner) ? ".statusBarHidden(\(hidden))" : nil,
        edits: [.controller(owner, swiftUI(owner) ? .statusBarHidden(hidden) : .prefersStatusBarHidden(hidden))])
    ])
  }

  /// The content is unreadable against what is behind it: update, change the style, or paint the window (S23).
  private func unreadable() -> Result<[ScenarioFix], NoFix> {
    var fixes: [ScenarioFix] = []
    // A presentation that does not take the bar over leaves the presenter's style over its own content (S9): letting
    // it take the bar over gives the bar its style, or hides it.
    var presentations: [String] = []
    for record in records {
      guard case .notTakenOver(let presented, _) = record.reason, !presentations.contains(presented) else { continue }
      presentations.append(presented)
      if case .success(let takeOver) = notTakenOver(presented) { fixes += takeOver }
    }
    if scenario.steps.indices.contains(step), case .set(let id, _) = scenario.steps[step].event, !scenario.steps[step].updatesInSameTurn {
      fixes.append(
        ScenarioFix(
          summary: "call setNeedsStatusBarAppearanceUpdate() when \"\(id)\" changes, so the bar shows its new preference",
          location: "in the class of \"\(id)\"",
          uiKit:
            Self.updatingProperty,
          edits: [.updateInSameTurn(step: step)]))
    }
    if let owner = decision.decider, let index = scene.index(of: owner), let shown = ContentStyle(rawValue: decision.shownStyle ?? "") {
      let other: StatusBarStyle = shown == .lightContent ? .darkContent : .lightContent
      if scene.controllers[index].spec.preferredStatusBarStyle != other {
        fixes += Self.styleFixes(owner: owner, index: index, to: other, scene: scene)
      }
      // An expanded split view from iOS 13 shows what its edge columns give (S16.9): the columns are what to change.
      if scene.controllers[index].kind == .splitView, !scene.controllers[index].spec.collapsed, scenario.profile != .legacy,
        case .success(let columns) = splitColumns(owner, to: other)
      {
        fixes += columns
        fixes += splitColumnsApart(owner)
      }
      if let explicit = scene.controllers[index].spec.preferredStatusBarStyle, explicit != .default, scenario.profile != .legacy,
        !Self.hostedBySwiftUI(index, scene)
      {
        fixes.append(
          ScenarioFix(
            summary: "let \"\(owner)\" follow the appearance (default) instead of a fixed \(explicit.rawValue)",
            location: Self.location(of: owner, scene),
            uiKit: Self.styleOverride(.default), edits: [.controller(owner, .preferredStatusBarStyle(.default))]))
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
  }

  /// The launch screen's bar differs from the first screen's: match them in Info.plist (S2).
  private func launchMismatch(_ style: ContentStyle?, _ hidden: Bool?, _ runtimeTheme: Bool) -> Result<[ScenarioFix], NoFix> {
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

  /// Where a controller's own override goes: its class, or for a SwiftUI view the UIHostingController subclass that
  /// hosts it.
  static func location(of id: String, _ scene: CompiledScene) -> String {
    guard let index = scene.index(of: id), scene.controllers[index].kind == .hosting else { return "in the class of \"\(id)\"" }
    return "in a UIHostingController subclass that hosts the view \"\(id)\""
  }

  /// The ways to make a controller that decides show a style: its override (for a view, in a hosting controller
  /// subclass, unless SwiftUI makes the view's hosting controller itself; for a SwiftUI NavigationStack, which cannot
  /// be subclassed, the top view's toolbar modifiers instead; for a navigation controller, its bar style too), and
  /// for a view the colour scheme its default style follows.
  static func styleFixes(owner: String, index: Int, to style: StatusBarStyle, scene: CompiledScene) -> [ScenarioFix] {
    let kind = scene.controllers[index].kind
    if isSwiftUI(owner, scene) && kind != .hosting {
      guard kind == .navigation, let top = scene.topViewController(of: index), style != .default else { return [] }
      let scheme: Appearance = style == .lightContent ? .dark : .light
      let view = scene.ids[top]
      // Under Liquid Glass the toolbar's scheme does not reach the style (S13.12); the bar follows the colour scheme.
      if scene.profile == .glass { return [glassColourScheme(view: view, scheme)] }
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
    // An override needs a subclass: not of a hosting controller SwiftUI makes itself (L8 covers only the app's own).
    if !hostedBySwiftUI(index, scene) {
      fixes.append(
        ScenarioFix(
          summary: "make \"\(owner)\", which decides, prefer \(style.rawValue)", location: location(of: owner, scene), uiKit: styleOverride(style),
          edits: [.controller(owner, .preferredStatusBarStyle(style))]))
    }
    // Under Liquid Glass a navigation bar follows the appearance of what it shows (S13.5): a SwiftUI view on top of a
    // UIKit stack sets it with its colour scheme, for as long as it is on top.
    if kind == .navigation, scene.profile == .glass, style != .default, let top = scene.topViewController(of: index),
      scene.controllers[top].kind == .hosting
    {
      fixes.append(glassColourScheme(view: scene.ids[top], style == .lightContent ? .dark : .light))
    }
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

  /// Whether SwiftUI makes a hosting controller itself, so that an app cannot subclass it: a view's in a
  /// NavigationStack, a TabView or a NavigationSplitView (their controllers' children are all hosting controllers,
  /// L2-L4), and the content's of a sheet, a cover or a popover, presented from a view or a SwiftUI container (L6,
  /// L7). The hosting controllers an app makes can be subclassed (L8): a window's root (for an App, installed in place
  /// of the system's, L1.4), one it adds to a UIKit container, one it presents from a UIKit controller, and every one
  /// the scenario writes as a controller (`"kind": "hosting"`) rather than as a view.
  static func hostedBySwiftUI(_ index: Int, _ scene: CompiledScene) -> Bool {
    let controller = scene.controllers[index]
    // A hosting controller the scenario wrote as a controller (`"kind": "hosting"`) is one the app makes, wherever it is.
    guard controller.kind == .hosting, controller.spec.swiftUI.writtenAsView else { return false }
    if let parent = controller.parent { return swiftUIContainer(parent, scene) }
    guard let presenter = controller.presenter else { return false }
    return scene.controllers[presenter].kind == .hosting || swiftUIContainer(presenter, scene)
  }

  /// Whether a container reads as SwiftUI's: a navigation, tab bar or split view controller whose children are all
  /// hosting controllers or such containers (a TabView with a NavigationStack tab).
  private static func swiftUIContainer(_ index: Int, _ scene: CompiledScene) -> Bool {
    guard [.navigation, .tabBar, .splitView].contains(scene.controllers[index].kind) else { return false }
    let children = scene.children(of: index)
    return !children.isEmpty && children.allSatisfy { scene.controllers[$0].kind == .hosting || swiftUIContainer($0, scene) }
  }

  /// Whether a controller is SwiftUI's: a hosting controller, or a navigation or tab controller of hosting ones.
  static func isSwiftUI(_ id: String, _ scene: CompiledScene) -> Bool {
    guard let index = scene.index(of: id) else { return false }
    // A container written as a SwiftUI view is SwiftUI's, a NavigationSplitView's split view controller included.
    if scene.controllers[index].spec.swiftUI.writtenAsView { return true }
    switch scene.controllers[index].kind {
    case .hosting: return true
    case .navigation, .tabBar, .splitView:
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
