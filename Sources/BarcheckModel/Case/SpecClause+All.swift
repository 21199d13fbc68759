// Generated from Conformance/SPEC.md by Tests/make_clause_registry.py: do not edit; edit SPEC.md's clause tables and rerun it.
// swift-format-ignore-file

extension SpecClause {
  /// S1.1: With `UIViewControllerBasedStatusBarAppearance` YES the app is in view-controller mode: the controllers the S8 walk reaches decide style and visibility.
  public static let s1_1 = SpecClause("S1.1", .statement, .must, "With `UIViewControllerBasedStatusBarAppearance` YES the app is in view-controller mode: the controllers the S8 walk reaches decide style and visibility.")
  /// S1.2: An absent `UIViewControllerBasedStatusBarAppearance` key means YES, so the app is in view-controller mode, not application mode.
  public static let s1_2 = SpecClause("S1.2", .statement, .must, "An absent `UIViewControllerBasedStatusBarAppearance` key means YES, so the app is in view-controller mode, not application mode.")
  /// S1.3: With `UIViewControllerBasedStatusBarAppearance` NO the app is in application mode: the application object's `statusBarStyle` and `isStatusBarHidden` decide.
  public static let s1_3 = SpecClause("S1.3", .statement, .must, "With `UIViewControllerBasedStatusBarAppearance` NO the app is in application mode: the application object's `statusBarStyle` and `isStatusBarHidden` decide.")
  /// S1.4: In application mode both the style owner and the hidden owner are reported as `application`.
  public static let s1_4 = SpecClause("S1.4", .statement, .must, "In application mode both the style owner and the hidden owner are reported as `application`.")
  /// S1.5: In application mode no controller's `preferredStatusBarStyle` counts, whatever `childForStatusBarStyle` forwarding or capture flag is set.
  public static let s1_5 = SpecClause("S1.5", .negative, .must, "In application mode no controller's `preferredStatusBarStyle` counts, whatever `childForStatusBarStyle` forwarding or capture flag is set.")
  /// S1.6: In application mode no controller's `prefersStatusBarHidden` or SwiftUI `statusBarHidden` counts, whatever `childForStatusBarHidden` forwarding or capture flag is set.
  public static let s1_6 = SpecClause("S1.6", .negative, .must, "In application mode no controller's `prefersStatusBarHidden` or SwiftUI `statusBarHidden` counts, whatever `childForStatusBarHidden` forwarding or capture flag is set.")
  /// S1.7: In application mode a controller's `preferredStatusBarUpdateAnimation` is ignored.
  public static let s1_7 = SpecClause("S1.7", .negative, .tentative, "In application mode a controller's `preferredStatusBarUpdateAnimation` is ignored.")
  /// S1.8: In application mode a controller's `overrideUserInterfaceStyle` does not reach the `default` style.
  public static let s1_8 = SpecClause("S1.8", .negative, .tentative, "In application mode a controller's `overrideUserInterfaceStyle` does not reach the `default` style.")
  /// S1.9: In application mode `setNeedsStatusBarAppearanceUpdate` does nothing.
  public static let s1_9 = SpecClause("S1.9", .negative, .tentative, "In application mode `setNeedsStatusBarAppearanceUpdate` does nothing.")
  /// S1.10: In application mode the light content of S24's sheet-card backdrop does not happen.
  public static let s1_10 = SpecClause("S1.10", .negative, .tentative, "In application mode the light content of S24's sheet-card backdrop does not happen.")
  /// S1.11: In application mode automatic triggers (S20) still re-resolve the application's state, so a window override, a rotation and the iOS 27 behaviour take effect at them.
  public static let s1_11 = SpecClause("S1.11", .statement, .tentative, "In application mode automatic triggers (S20) still re-resolve the application's state, so a window override, a rotation and the iOS 27 behaviour take effect at them.")
  /// S2.1: While the launch screen shows (not an observable step), the bar shows the style of Info.plist `UIStatusBarStyle`.
  public static let s2_1 = SpecClause("S2.1", .statement, .should, "While the launch screen shows (not an observable step), the bar shows the style of Info.plist `UIStatusBarStyle`.")
  /// S2.2: While the launch screen shows, the bar is hidden or shown as Info.plist `UIStatusBarHidden` says.
  public static let s2_2 = SpecClause("S2.2", .statement, .should, "While the launch screen shows, the bar is hidden or shown as Info.plist `UIStatusBarHidden` says.")
  /// S2.3: An absent `UIStatusBarStyle` reads as `default`.
  public static let s2_3 = SpecClause("S2.3", .statement, .tentative, "An absent `UIStatusBarStyle` reads as `default`.")
  /// S2.4: A `UIStatusBarStyle` string other than `UIStatusBarStyleDefault`, `UIStatusBarStyleLightContent` and `UIStatusBarStyleDarkContent` reads as `default`, not as an error.
  public static let s2_4 = SpecClause("S2.4", .statement, .tentative, "A `UIStatusBarStyle` string other than `UIStatusBarStyleDefault`, `UIStatusBarStyleLightContent` and `UIStatusBarStyleDarkContent` reads as `default`, not as an error.")
  /// S2.5: In view-controller mode the first resolution, at the `launch` step, replaces the launch-screen state, and the observation at `launch` is that resolution.
  public static let s2_5 = SpecClause("S2.5", .statement, .should, "In view-controller mode the first resolution, at the `launch` step, replaces the launch-screen state, and the observation at `launch` is that resolution.")
  /// S2.6: In view-controller mode Info.plist `UIStatusBarStyle` and `UIStatusBarHidden` do not matter after launch: no later resolution falls back to them.
  public static let s2_6 = SpecClause("S2.6", .negative, .should, "In view-controller mode Info.plist `UIStatusBarStyle` and `UIStatusBarHidden` do not matter after launch: no later resolution falls back to them.")
  /// S2.7: In application mode before iOS 27, Info.plist `UIStatusBarStyle` and `UIStatusBarHidden` are the application's initial `statusBarStyle` and `isStatusBarHidden`, and the observation at `launch` is that state.
  public static let s2_7 = SpecClause("S2.7", .statement, .should, "In application mode before iOS 27, Info.plist `UIStatusBarStyle` and `UIStatusBarHidden` are the application's initial `statusBarStyle` and `isStatusBarHidden`, and the observation at `launch` is that state.")
  /// S2.8: In application mode before iOS 27 the Info.plist style and visibility are not changed by any controller, navigation or presentation: they stay for the whole app until an application setter changes them.
  public static let s2_8 = SpecClause("S2.8", .negative, .should, "In application mode before iOS 27 the Info.plist style and visibility are not changed by any controller, navigation or presentation: they stay for the whole app until an application setter changes them.")
  /// S2.9: In application mode from iOS 27.0 Info.plist `UIStatusBarStyle` is not applied and the style is `default` (before 27.0 the plist style is the initial style, S2.7).
  public static let s2_9 = SpecClause("S2.9", .boundary(major: 27, minor: 0), .tentative, "In application mode from iOS 27.0 Info.plist `UIStatusBarStyle` is not applied and the style is `default` (before 27.0 the plist style is the initial style, S2.7).")
  /// S2.10: In application mode on iOS 27 and later Info.plist `UIStatusBarHidden` still gives the launch visibility.
  public static let s2_10 = SpecClause("S2.10", .statement, .tentative, "In application mode on iOS 27 and later Info.plist `UIStatusBarHidden` still gives the launch visibility.")
  /// S3.1: In view-controller mode `setApplicationStatusBarStyle` and `setApplicationStatusBarHidden` change nothing that is shown, now or later: the application state they write is not read.
  public static let s3_1 = SpecClause("S3.1", .negative, .should, "In view-controller mode `setApplicationStatusBarStyle` and `setApplicationStatusBarHidden` change nothing that is shown, now or later: the application state they write is not read.")
  /// S3.2: In view-controller mode an application setter is not a trigger: a stale bar stays stale.
  public static let s3_2 = SpecClause("S3.2", .negative, .tentative, "In view-controller mode an application setter is not a trigger: a stale bar stays stale.")
  /// S3.3: In application mode before iOS 27 an application setter applies at once: the step re-resolves and displays.
  public static let s3_3 = SpecClause("S3.3", .statement, .should, "In application mode before iOS 27 an application setter applies at once: the step re-resolves and displays.")
  /// S3.4: In application mode from iOS 27.0 `setApplicationStatusBarStyle` and `setApplicationStatusBarHidden` do nothing and are not a trigger (before 27.0 they apply at once, S3.3).
  public static let s3_4 = SpecClause("S3.4", .boundary(major: 27, minor: 0), .tentative, "In application mode from iOS 27.0 `setApplicationStatusBarStyle` and `setApplicationStatusBarHidden` do nothing and are not a trigger (before 27.0 they apply at once, S3.3).")
  /// S3.5: In application mode from iOS 27.0 Info.plist `UIStatusBarStyle` no longer gives the style: it is `default`, resolved from the controlling window's override, then `UIUserInterfaceStyle`, then the system (before 27.0 the plist style holds until a setter changes it).
  public static let s3_5 = SpecClause("S3.5", .boundary(major: 27, minor: 0), .tentative, "In application mode from iOS 27.0 Info.plist `UIStatusBarStyle` no longer gives the style: it is `default`, resolved from the controlling window's override, then `UIUserInterfaceStyle`, then the system (before 27.0 the plist style holds until a setter changes it).")
  /// S3.6: In application mode on iOS 27 and later visibility is the launch visibility of Info.plist `UIStatusBarHidden`, whatever the hidden setter asks.
  public static let s3_6 = SpecClause("S3.6", .statement, .tentative, "In application mode on iOS 27 and later visibility is the launch visibility of Info.plist `UIStatusBarHidden`, whatever the hidden setter asks.")
  /// S3.7: In application mode on iOS 27 and later S17's hiding in landscape on a phone still applies.
  public static let s3_7 = SpecClause("S3.7", .statement, .tentative, "In application mode on iOS 27 and later S17's hiding in landscape on a phone still applies.")
  /// S3.8: In application mode before iOS 27, when `setApplicationStatusBarHidden` changes visibility, its `animation` is the animation of the change.
  public static let s3_8 = SpecClause("S3.8", .statement, .tentative, "In application mode before iOS 27, when `setApplicationStatusBarHidden` changes visibility, its `animation` is the animation of the change.")
  /// S3.9: In application mode S18 does not apply: no controller's `preferredStatusBarUpdateAnimation` animates a change.
  public static let s3_9 = SpecClause("S3.9", .negative, .tentative, "In application mode S18 does not apply: no controller's `preferredStatusBarUpdateAnimation` animates a change.")
  /// S3.10: In application mode the `animated` argument of `setApplicationStatusBarStyle` has no observable effect.
  public static let s3_10 = SpecClause("S3.10", .negative, .tentative, "In application mode the `animated` argument of `setApplicationStatusBarStyle` has no observable effect.")
  /// S3.11: In application mode before iOS 27 a call to `setApplicationStatusBarHidden` ends S17's hiding in portrait after a launch in landscape.
  public static let s3_11 = SpecClause("S3.11", .statement, .tentative, "In application mode before iOS 27 a call to `setApplicationStatusBarHidden` ends S17's hiding in portrait after a launch in landscape.")
  /// S4.1: `lightContent` is white content, for a controller's preference, a navigation controller's own style and the application's style alike, in both modes and every profile.
  public static let s4_1 = SpecClause("S4.1", .statement, .must, "`lightContent` is white content, for a controller's preference, a navigation controller's own style and the application's style alike, in both modes and every profile.")
  /// S4.2: `darkContent` is black content, for a controller's preference, a navigation controller's own style and the application's style alike, in both modes and every profile that has it.
  public static let s4_2 = SpecClause("S4.2", .statement, .must, "`darkContent` is black content, for a controller's preference, a navigation controller's own style and the application's style alike, in both modes and every profile that has it.")
  /// S4.3: Neither `lightContent` nor `darkContent` depends on the appearance (dark mode included), the owner's traits or the content below the bar: only `default` does.
  public static let s4_3 = SpecClause("S4.3", .negative, .must, "Neither `lightContent` nor `darkContent` depends on the appearance (dark mode included), the owner's traits or the content below the bar: only `default` does.")
  /// S4.4: `darkContent` exists from iOS 13.0; before 13.0 (profile `legacy`) a case using it is an error.
  public static let s4_4 = SpecClause("S4.4", .boundary(major: 13, minor: 0), .should, "`darkContent` exists from iOS 13.0; before 13.0 (profile `legacy`) a case using it is an error.")
  /// S5.1: Before iOS 13 `default` is black content, for a controller's preference and for a navigation controller whose bar style is `default`.
  public static let s5_1 = SpecClause("S5.1", .statement, .should, "Before iOS 13 `default` is black content, for a controller's preference and for a navigation controller whose bar style is `default`.")
  /// S5.2: Before iOS 13 the application's `default` style in application mode is black content.
  public static let s5_2 = SpecClause("S5.2", .statement, .tentative, "Before iOS 13 the application's `default` style in application mode is black content.")
  /// S5.3: `default` is black content before iOS 13.0 whatever the appearance, and from 13.0 it follows the owner's effective user interface style (S6).
  public static let s5_3 = SpecClause("S5.3", .boundary(major: 13, minor: 0), .should, "`default` is black content before iOS 13.0 whatever the appearance, and from 13.0 it follows the owner's effective user interface style (S6).")
  /// S6.1: From iOS 13 in view-controller mode `default` is white content when the style owner's effective user interface style is dark and black content when it is light.
  public static let s6_1 = SpecClause("S6.1", .statement, .should, "From iOS 13 in view-controller mode `default` is white content when the style owner's effective user interface style is dark and black content when it is light.")
  /// S6.2: `default` follows the effective user interface style from iOS 13.0; before 13.0 it is black whatever the appearance (S5).
  public static let s6_2 = SpecClause("S6.2", .boundary(major: 13, minor: 0), .should, "`default` follows the effective user interface style from iOS 13.0; before 13.0 it is black whatever the appearance (S5).")
  /// S6.3: The style owner's own `overrideUserInterfaceStyle` is the first step of its effective user interface style.
  public static let s6_3 = SpecClause("S6.3", .statement, .tentative, "The style owner's own `overrideUserInterfaceStyle` is the first step of its effective user interface style.")
  /// S6.4: After the owner's own override, each parent's `overrideUserInterfaceStyle` up to the owner's layer root counts, nearest first.
  public static let s6_4 = SpecClause("S6.4", .statement, .tentative, "After the owner's own override, each parent's `overrideUserInterfaceStyle` up to the owner's layer root counts, nearest first.")
  /// S6.5: After those controller overrides, the SwiftUI `preferredColorScheme` of the owner's presentation layer gives the effective style (S21).
  public static let s6_5 = SpecClause("S6.5", .statement, .tentative, "After those controller overrides, the SwiftUI `preferredColorScheme` of the owner's presentation layer gives the effective style (S21).")
  /// S6.6: Next comes the presenting chain: the presentation host's override, then its parents', then the next host's, down to the window's root layer.
  public static let s6_6 = SpecClause("S6.6", .statement, .tentative, "Next comes the presenting chain: the presentation host's override, then its parents', then the next host's, down to the window's root layer.")
  /// S6.7: A SwiftUI `preferredColorScheme` set in a presenter's layer is not inherited by a controller presented on top of it.
  public static let s6_7 = SpecClause("S6.7", .negative, .tentative, "A SwiftUI `preferredColorScheme` set in a presenter's layer is not inherited by a controller presented on top of it.")
  /// S6.8: In view-controller mode the window's `overrideUserInterfaceStyle` counts after every controller and SwiftUI step.
  public static let s6_8 = SpecClause("S6.8", .statement, .tentative, "In view-controller mode the window's `overrideUserInterfaceStyle` counts after every controller and SwiftUI step.")
  /// S6.9: After the window, Info.plist `UIUserInterfaceStyle` `Light` or `Dark` gives the effective style, ahead of the system appearance.
  public static let s6_9 = SpecClause("S6.9", .statement, .tentative, "After the window, Info.plist `UIUserInterfaceStyle` `Light` or `Dark` gives the effective style, ahead of the system appearance.")
  /// S6.10: When nothing above decides, the system appearance does: dark mode gives white `default` content and light mode black.
  public static let s6_10 = SpecClause("S6.10", .statement, .should, "When nothing above decides, the system appearance does: dark mode gives white `default` content and light mode black.")
  /// S6.11: An `overrideUserInterfaceStyle` on a controller off the owner's path (a sibling, a child the walk did not reach, a presented controller above the owner) changes nothing.
  public static let s6_11 = SpecClause("S6.11", .negative, .tentative, "An `overrideUserInterfaceStyle` on a controller off the owner's path (a sibling, a child the walk did not reach, a presented controller above the owner) changes nothing.")
  /// S6.12: Whether `default` resolves white or black does not depend on what is drawn behind the bar, in the `classic` and `glass` profiles alike.
  public static let s6_12 = SpecClause("S6.12", .negative, .tentative, "Whether `default` resolves white or black does not depend on what is drawn behind the bar, in the `classic` and `glass` profiles alike.")
  /// S6.13: In application mode from iOS 13 `default` follows the controlling window's `overrideUserInterfaceStyle` first.
  public static let s6_13 = SpecClause("S6.13", .statement, .tentative, "In application mode from iOS 13 `default` follows the controlling window's `overrideUserInterfaceStyle` first.")
  /// S6.14: In application mode without a window override, Info.plist `UIUserInterfaceStyle` `Light` or `Dark` decides `default`, ahead of the system appearance.
  public static let s6_14 = SpecClause("S6.14", .statement, .tentative, "In application mode without a window override, Info.plist `UIUserInterfaceStyle` `Light` or `Dark` decides `default`, ahead of the system appearance.")
  /// S6.15: In application mode without a window override or Info.plist interface style, the system appearance decides `default`.
  public static let s6_15 = SpecClause("S6.15", .statement, .tentative, "In application mode without a window override or Info.plist interface style, the system appearance decides `default`.")
  /// S6.16: In application mode a controller's `overrideUserInterfaceStyle` does not count for `default`.
  public static let s6_16 = SpecClause("S6.16", .negative, .tentative, "In application mode a controller's `overrideUserInterfaceStyle` does not count for `default`.")
  /// S6.17: In application mode with no visible window, no window's `overrideUserInterfaceStyle` counts for `default` (a hidden window's included): Info.plist `UIUserInterfaceStyle`, then the system appearance, decide.
  public static let s6_17 = SpecClause("S6.17", .negative, .tentative, "In application mode with no visible window, no window's `overrideUserInterfaceStyle` counts for `default` (a hidden window's included): Info.plist `UIUserInterfaceStyle`, then the system appearance, decide.")
  /// S7.1: The controlling window is the visible window with the highest `level`.
  public static let s7_1 = SpecClause("S7.1", .statement, .should, "The controlling window is the visible window with the highest `level`.")
  /// S7.2: On a level tie the window shown most recently controls: windows visible at the start count as shown in declaration order, `showWindow` makes a window the most recent, and `setWindowLevel` keeps its place in that order.
  public static let s7_2 = SpecClause("S7.2", .statement, .tentative, "On a level tie the window shown most recently controls: windows visible at the start count as shown in declaration order, `showWindow` makes a window the most recent, and `setWindowLevel` keeps its place in that order.")
  /// S7.3: Being the key window plays no part in which window controls the status bar.
  public static let s7_3 = SpecClause("S7.3", .negative, .should, "Being the key window plays no part in which window controls the status bar.")
  /// S7.4: `makeKeyWindow` is not a trigger: a stale bar stays stale.
  public static let s7_4 = SpecClause("S7.4", .negative, .tentative, "`makeKeyWindow` is not a trigger: a stale bar stays stale.")
  /// S7.5: While it is visible, an app's overlay window above the main window takes the style over through its own root, even when it does not cover the top of the screen.
  public static let s7_5 = SpecClause("S7.5", .statement, .should, "While it is visible, an app's overlay window above the main window takes the style over through its own root, even when it does not cover the top of the screen.")
  /// S7.6: Such an overlay window takes visibility over too: its root's answer, not the main window's controllers', hides or shows the bar.
  public static let s7_6 = SpecClause("S7.6", .statement, .should, "Such an overlay window takes visibility over too: its root's answer, not the main window's controllers', hides or shows the bar.")
  /// S7.7: Hiding the overlay window hands style and visibility back to the window below at once (an automatic trigger).
  public static let s7_7 = SpecClause("S7.7", .statement, .should, "Hiding the overlay window hands style and visibility back to the window below at once (an automatic trigger).")
  /// S7.8: Lowering the overlay window's level below the main window's hands style and visibility back at once (an automatic trigger).
  public static let s7_8 = SpecClause("S7.8", .statement, .tentative, "Lowering the overlay window's level below the main window's hands style and visibility back at once (an automatic trigger).")
  /// S7.9: Nothing carries over from the window below: an overlay root that returns `default` resets a light bar (S24's light card backdrop included), so to keep the main window's style the overlay's root must repeat or forward it.
  public static let s7_9 = SpecClause("S7.9", .negative, .should, "Nothing carries over from the window below: an overlay root that returns `default` resets a light bar (S24's light card backdrop included), so to keep the main window's style the overlay's root must repeat or forward it.")
  /// S7.10: Controllers in a window that is not the controlling one decide nothing: navigating among them or changing what they prefer changes nothing shown.
  public static let s7_10 = SpecClause("S7.10", .negative, .should, "Controllers in a window that is not the controlling one decide nothing: navigating among them or changing what they prefer changes nothing shown.")
  /// S7.11: An update call from a controller in a window that is not the controlling one has no effect.
  public static let s7_11 = SpecClause("S7.11", .negative, .tentative, "An update call from a controller in a window that is not the controlling one has no effect.")
  /// S7.12: A controlling window without a root view controller still decides the style: `default`, resolved in that window's appearance (its override, then `UIUserInterfaceStyle`, then the system; black before iOS 13).
  public static let s7_12 = SpecClause("S7.12", .statement, .tentative, "A controlling window without a root view controller still decides the style: `default`, resolved in that window's appearance (its override, then `UIUserInterfaceStyle`, then the system; black before iOS 13).")
  /// S7.13: A controlling window without a root view controller gives the visibility of a controller that overrides nothing: shown, except on a phone in landscape (S17).
  public static let s7_13 = SpecClause("S7.13", .statement, .tentative, "A controlling window without a root view controller gives the visibility of a controller that overrides nothing: shown, except on a phone in landscape (S17).")
  /// S7.14: For a controlling window without a root view controller both owners are reported as `window:<id>`.
  public static let s7_14 = SpecClause("S7.14", .statement, .tentative, "For a controlling window without a root view controller both owners are reported as `window:<id>`.")
  /// S7.15: In view-controller mode the main window's controllers are not consulted while a window without a root view controller controls.
  public static let s7_15 = SpecClause("S7.15", .negative, .tentative, "In view-controller mode the main window's controllers are not consulted while a window without a root view controller controls.")
  /// S7.16: For a controlling window without a root view controller legibility is measured against that window's own `background`, if it declares one.
  public static let s7_16 = SpecClause("S7.16", .statement, .tentative, "For a controlling window without a root view controller legibility is measured against that window's own `background`, if it declares one.")
  /// S7.17: In application mode the controlling window matters only through its appearance, which `default` follows (S6).
  public static let s7_17 = SpecClause("S7.17", .statement, .tentative, "In application mode the controlling window matters only through its appearance, which `default` follows (S6).")
  /// S8.1: Style and visibility are each resolved by the same walk from the controlling window's root, each with its own forwarding, so the style owner and the hidden owner can differ.
  public static let s8_1 = SpecClause("S8.1", .statement, .should, "Style and visibility are each resolved by the same walk from the controlling window's root, each with its own forwarding, so the style owner and the hidden owner can differ.")
  /// S8.2: When a controller's forwarding for the aspect (an explicit `childForStatusBarStyle` or `childForStatusBarHidden`, else its kind's own) names a child, that child is walked the same way and its result wins.
  public static let s8_2 = SpecClause("S8.2", .statement, .must, "When a controller's forwarding for the aspect (an explicit `childForStatusBarStyle` or `childForStatusBarHidden`, else its kind's own) names a child, that child is walked the same way and its result wins.")
  /// S8.3: When a controller's forwarding for the aspect names nobody, that controller decides the aspect.
  public static let s8_3 = SpecClause("S8.3", .statement, .should, "When a controller's forwarding for the aspect names nobody, that controller decides the aspect.")
  /// S8.4: At every controller the walk reaches, a presented controller that takes over (S9) is examined before the controller's own children, and the walk continues from it.
  public static let s8_4 = SpecClause("S8.4", .statement, .should, "At every controller the walk reaches, a presented controller that takes over (S9) is examined before the controller's own children, and the walk continues from it.")
  /// S8.5: Along an unbroken chain of take-over presentations the deepest one, walked down its own forwarding, decides.
  public static let s8_5 = SpecClause("S8.5", .statement, .tentative, "Along an unbroken chain of take-over presentations the deepest one, walked down its own forwarding, decides.")
  /// S8.6: A chain stops at a presentation that does not take over: neither it nor anything presented on top of it is examined (a `fullScreen` controller presented from a non-capturing popover or sheet card does not decide), and the controller below keeps deciding.
  public static let s8_6 = SpecClause("S8.6", .negative, .tentative, "A chain stops at a presentation that does not take over: neither it nor anything presented on top of it is examined (a `fullScreen` controller presented from a non-capturing popover or sheet card does not decide), and the controller below keeps deciding.")
  /// S8.7: The capture flag on the middle presentation of such a chain reconnects it, so that the upper presentation decides.
  public static let s8_7 = SpecClause("S8.7", .statement, .tentative, "The capture flag on the middle presentation of such a chain reconnects it, so that the upper presentation decides.")
  /// S8.8: A presented controller that did not take over never decides, even when a container forwards to it (a navigation subclass returning `visibleViewController` while it presents a non-capturing sheet): the forwarding controller decides.
  public static let s8_8 = SpecClause("S8.8", .negative, .tentative, "A presented controller that did not take over never decides, even when a container forwards to it (a navigation subclass returning `visibleViewController` while it presents a non-capturing sheet): the forwarding controller decides.")
  /// S8.9: Controllers the walk never reaches decide nothing, whatever they prefer: a child of a container that does not forward, a navigation controller's non-top children, a tab that is not selected.
  public static let s8_9 = SpecClause("S8.9", .negative, .should, "Controllers the walk never reaches decide nothing, whatever they prefer: a child of a container that does not forward, a navigation controller's non-top children, a tab that is not selected.")
  /// S9.1: A controller presented `fullScreen` takes the status bar over, style and visibility alike.
  public static let s9_1 = SpecClause("S9.1", .statement, .must, "A controller presented `fullScreen` takes the status bar over, style and visibility alike.")
  /// S9.2: The capture flag is ignored for `fullScreen`: such a controller takes over whether the flag is false or true.
  public static let s9_2 = SpecClause("S9.2", .negative, .must, "The capture flag is ignored for `fullScreen`: such a controller takes over whether the flag is false or true.")
  /// S9.3: Without the capture flag a controller presented `overFullScreen`, `overCurrentContext` or `currentContext` does not take over.
  public static let s9_3 = SpecClause("S9.3", .negative, .must, "Without the capture flag a controller presented `overFullScreen`, `overCurrentContext` or `currentContext` does not take over.")
  /// S9.4: With the capture flag a controller presented in any style other than `fullScreen` (over or current context, card, panel, popover, adapted sheet) takes over, alert controllers excepted.
  public static let s9_4 = SpecClause("S9.4", .statement, .must, "With the capture flag a controller presented in any style other than `fullScreen` (over or current context, card, panel, popover, adapted sheet) takes over, alert controllers excepted.")
  /// S9.5: What a presented controller that does not take over prefers is ignored, style and visibility alike, and the controller below it keeps deciding.
  public static let s9_5 = SpecClause("S9.5", .negative, .must, "What a presented controller that does not take over prefers is ignored, style and visibility alike, and the controller below it keeps deciding.")
  /// S9.6: A controller presented `currentContext` or `overCurrentContext` is attached to the nearest controller, from the presenter up its parents, with `definesPresentationContext` true (else the presenter's layer root), and the walk meets it there.
  public static let s9_6 = SpecClause("S9.6", .statement, .tentative, "A controller presented `currentContext` or `overCurrentContext` is attached to the nearest controller, from the presenter up its parents, with `definesPresentationContext` true (else the presenter's layer root), and the walk meets it there.")
  /// S9.7: `automatic` is `fullScreen` before iOS 13.0, so it takes over, and from 13.0 it means `pageSheet`.
  public static let s9_7 = SpecClause("S9.7", .boundary(major: 13, minor: 0), .tentative, "`automatic` is `fullScreen` before iOS 13.0, so it takes over, and from 13.0 it means `pageSheet`.")
  /// S9.8: Before iOS 13.0 a `pageSheet` or `formSheet` in compact width (a phone, or a pad in compact width) is adapted to full screen and takes over without the capture flag; from 13.0 it is a card (S9.9, S9.10).
  public static let s9_8 = SpecClause("S9.8", .boundary(major: 13, minor: 0), .tentative, "Before iOS 13.0 a `pageSheet` or `formSheet` in compact width (a phone, or a pad in compact width) is adapted to full screen and takes over without the capture flag; from 13.0 it is a card (S9.9, S9.10).")
  /// S9.9: From iOS 13 a `pageSheet` in compact width and regular height is a card that does not take over without the capture flag: its `preferredStatusBarStyle` and `prefersStatusBarHidden` are not consulted and the owner stays the presenter chain's.
  public static let s9_9 = SpecClause("S9.9", .negative, .must, "From iOS 13 a `pageSheet` in compact width and regular height is a card that does not take over without the capture flag: its `preferredStatusBarStyle` and `prefersStatusBarHidden` are not consulted and the owner stays the presenter chain's.")
  /// S9.10: From iOS 13 a `formSheet` in compact width and regular height is the same card as a `pageSheet` and does not take over without the capture flag.
  public static let s9_10 = SpecClause("S9.10", .negative, .must, "From iOS 13 a `formSheet` in compact width and regular height is the same card as a `pageSheet` and does not take over without the capture flag.")
  /// S9.11: Before iOS 13.0 a `popover` in compact width is adapted to full screen and takes over without the capture flag; from 13.0 it is a card like a `formSheet` (S9.12).
  public static let s9_11 = SpecClause("S9.11", .boundary(major: 13, minor: 0), .tentative, "Before iOS 13.0 a `popover` in compact width is adapted to full screen and takes over without the capture flag; from 13.0 it is a card like a `formSheet` (S9.12).")
  /// S9.12: From iOS 13 a `popover` in compact width and regular height is a card and does not take over without the capture flag.
  public static let s9_12 = SpecClause("S9.12", .negative, .must, "From iOS 13 a `popover` in compact width and regular height is a card and does not take over without the capture flag.")
  /// S9.13: A `pageSheet` or `formSheet` in regular width is a centred panel in every profile and does not take over without the capture flag.
  public static let s9_13 = SpecClause("S9.13", .negative, .must, "A `pageSheet` or `formSheet` in regular width is a centred panel in every profile and does not take over without the capture flag.")
  /// S9.14: A `popover` in regular width stays a popover and does not take over without the capture flag.
  public static let s9_14 = SpecClause("S9.14", .negative, .must, "A `popover` in regular width stays a popover and does not take over without the capture flag.")
  /// S9.15: From iOS 13 on a phone in landscape (compact height) a `pageSheet`, `formSheet`, `automatic` or `popover` presentation is adapted to full screen and takes over without the capture flag.
  public static let s9_15 = SpecClause("S9.15", .statement, .tentative, "From iOS 13 on a phone in landscape (compact height) a `pageSheet`, `formSheet`, `automatic` or `popover` presentation is adapted to full screen and takes over without the capture flag.")
  /// S9.16: Without the capture flag a `custom` presentation never changes the bar before iOS 8.3 and takes over from 8.3, `os` compared as major.minor.
  public static let s9_16 = SpecClause("S9.16", .boundary(major: 8, minor: 3), .tentative, "Without the capture flag a `custom` presentation never changes the bar before iOS 8.3 and takes over from 8.3, `os` compared as major.minor.")
  /// S9.17: Without the capture flag a `custom` presentation takes over on iOS 8.3 to 9.x, the flag not even being read, and does not from the iOS 10.0 runtime on, whatever SDK the app was built with.
  public static let s9_17 = SpecClause("S9.17", .boundary(major: 10, minor: 0), .should, "Without the capture flag a `custom` presentation takes over on iOS 8.3 to 9.x, the flag not even being read, and does not from the iOS 10.0 runtime on, whatever SDK the app was built with.")
  /// S9.18: From iOS 10.0 a `custom` presentation without the capture flag does not take over, with or without a `UIPresentationController` subclass.
  public static let s9_18 = SpecClause("S9.18", .negative, .must, "From iOS 10.0 a `custom` presentation without the capture flag does not take over, with or without a `UIPresentationController` subclass.")
  /// S9.19: A presentation controller whose frame fills the screen does not make a `custom` presentation take over: a full-screen frame is not the `fullScreen` style.
  public static let s9_19 = SpecClause("S9.19", .negative, .should, "A presentation controller whose frame fills the screen does not make a `custom` presentation take over: a full-screen frame is not the `fullScreen` style.")
  /// S9.20: A `custom` presentation with the capture flag takes over.
  public static let s9_20 = SpecClause("S9.20", .statement, .must, "A `custom` presentation with the capture flag takes over.")
  /// S9.21: An alert controller (`alert` or `actionSheet`) presented without the capture flag never takes over.
  public static let s9_21 = SpecClause("S9.21", .negative, .tentative, "An alert controller (`alert` or `actionSheet`) presented without the capture flag never takes over.")
  /// S9.22: An alert controller's capture flag is ignored: with the flag it still does not take over.
  public static let s9_22 = SpecClause("S9.22", .negative, .tentative, "An alert controller's capture flag is ignored: with the flag it still does not take over.")
  /// S9.23: Before iOS 13 the shape, and so the take-over decision, comes from the horizontal size class when the controller was presented (at launch for one already presented) and is kept until it is dismissed, even after a size-class change adapts it.
  public static let s9_23 = SpecClause("S9.23", .statement, .tentative, "Before iOS 13 the shape, and so the take-over decision, comes from the horizontal size class when the controller was presented (at launch for one already presented) and is kept until it is dismissed, even after a size-class change adapts it.")
  /// S9.24: From iOS 13.0 the take-over decision is re-made at every resolution from the current shape (before 13.0 it is fixed at presentation, S9.23).
  public static let s9_24 = SpecClause("S9.24", .boundary(major: 13, minor: 0), .tentative, "From iOS 13.0 the take-over decision is re-made at every resolution from the current shape (before 13.0 it is fixed at presentation, S9.23).")
  /// S9.25: Before iOS 13 legibility (S23) uses the same presentation-time shape as the take-over decision.
  public static let s9_25 = SpecClause("S9.25", .statement, .tentative, "Before iOS 13 legibility (S23) uses the same presentation-time shape as the take-over decision.")
  /// S9.26: Before iOS 13, dismissing a `pageSheet`, `formSheet` or `popover` whose horizontal size class changed since it was presented does not hand the bar back: it is not a trigger (S10).
  public static let s9_26 = SpecClause("S9.26", .negative, .tentative, "Before iOS 13, dismissing a `pageSheet`, `formSheet` or `popover` whose horizontal size class changed since it was presented does not hand the bar back: it is not a trigger (S10).")
  /// S10.1: Dismissing a presented controller removes it together with everything presented on top of it.
  public static let s10_1 = SpecClause("S10.1", .statement, .tentative, "Dismissing a presented controller removes it together with everything presented on top of it.")
  /// S10.2: A dismissal is an automatic trigger: the bar is re-resolved at once from the controlling window's root, so the presenter chain decides style and visibility again.
  public static let s10_2 = SpecClause("S10.2", .statement, .should, "A dismissal is an automatic trigger: the bar is re-resolved at once from the controlling window's root, so the presenter chain decides style and visibility again.")
  /// S10.3: A visibility change caused by an animated dismissal (the default) uses the new hidden owner's `preferredStatusBarUpdateAnimation`.
  public static let s10_3 = SpecClause("S10.3", .statement, .tentative, "A visibility change caused by an animated dismissal (the default) uses the new hidden owner's `preferredStatusBarUpdateAnimation`.")
  /// S10.4: A bar left stale by a missing update call is refreshed by a dismissal.
  public static let s10_4 = SpecClause("S10.4", .statement, .tentative, "A bar left stale by a missing update call is refreshed by a dismissal.")
  /// S10.5: After `cancelInteractiveDismissal` the presented controller stays, but the bar shows what the completed dismissal would have shown, with that result's owners.
  public static let s10_5 = SpecClause("S10.5", .statement, .tentative, "After `cancelInteractiveDismissal` the presented controller stays, but the bar shows what the completed dismissal would have shown, with that result's owners.")
  /// S10.6: A visibility change at a cancelled interactive dismissal animates with the animation of that result's hidden owner.
  public static let s10_6 = SpecClause("S10.6", .statement, .tentative, "A visibility change at a cancelled interactive dismissal animates with the animation of that result's hidden owner.")
  /// S10.7: Nothing but an automatic trigger or an update call ends the result a cancelled interactive dismissal left: until then the bar stays stale.
  public static let s10_7 = SpecClause("S10.7", .negative, .tentative, "Nothing but an automatic trigger or an update call ends the result a cancelled interactive dismissal left: until then the bar stays stale.")
  /// S10.8: After a cancelled interactive dismissal, an update call from a controller in the controlling window (the still-presented controller included) or any automatic trigger brings back the presented controller's result.
  public static let s10_8 = SpecClause("S10.8", .statement, .tentative, "After a cancelled interactive dismissal, an update call from a controller in the controlling window (the still-presented controller included) or any automatic trigger brings back the presented controller's result.")
  /// S10.9: In application mode a cancelled interactive dismissal changes nothing.
  public static let s10_9 = SpecClause("S10.9", .negative, .tentative, "In application mode a cancelled interactive dismissal changes nothing.")
  /// S10.10: Before iOS 13, dismissing a `pageSheet`, `formSheet` or `popover` whose horizontal size class changed since it was presented is not a trigger: the bar keeps what it showed, stale, until the next trigger or update call.
  public static let s10_10 = SpecClause("S10.10", .negative, .tentative, "Before iOS 13, dismissing a `pageSheet`, `formSheet` or `popover` whose horizontal size class changed since it was presented is not a trigger: the bar keeps what it showed, stale, until the next trigger or update call.")
  /// S10.11: From iOS 13.0 dismissing a sheet or popover whose horizontal size class changed since it was presented is an ordinary automatic trigger (before 13.0 it is not a trigger, S10.10).
  public static let s10_11 = SpecClause("S10.11", .boundary(major: 13, minor: 0), .tentative, "From iOS 13.0 dismissing a sheet or popover whose horizontal size class changed since it was presented is an ordinary automatic trigger (before 13.0 it is not a trigger, S10.10).")
  /// S10.12: In application mode a dismissal re-resolves the application's state, which the controllers do not affect.
  public static let s10_12 = SpecClause("S10.12", .statement, .tentative, "In application mode a dismissal re-resolves the application's state, which the controllers do not affect.")
  /// S11.1: A controller that does not override `preferredStatusBarStyle` answers `default`.
  public static let s11_1 = SpecClause("S11.1", .statement, .should, "A controller that does not override `preferredStatusBarStyle` answers `default`.")
  /// S11.2: A controller that does not override `prefersStatusBarHidden` answers `false` (shown) outside a vertically compact environment.
  public static let s11_2 = SpecClause("S11.2", .statement, .must, "A controller that does not override `prefersStatusBarHidden` answers `false` (shown) outside a vertically compact environment.")
  /// S11.3: A controller that does not override `prefersStatusBarHidden` hides the bar in a vertically compact environment (a phone in landscape, S17). Apple ties this to apps linked against iOS 8; the model applies it on iOS 7 too (S17.12), where one report disagrees.
  public static let s11_3 = SpecClause("S11.3", .statement, .should, "A controller that does not override `prefersStatusBarHidden` hides the bar in a vertically compact environment (a phone in landscape, S17). Apple ties this to apps linked against iOS 8; the model applies it on iOS 7 too (S17.12), where one report disagrees.")
  /// S11.4: A controller that does not override `preferredStatusBarUpdateAnimation` answers `fade`.
  public static let s11_4 = SpecClause("S11.4", .statement, .must, "A controller that does not override `preferredStatusBarUpdateAnimation` answers `fade`.")
  /// S11.5: A controller that does not override `childForStatusBarStyle` or `childForStatusBarHidden` answers nil: it forwards nothing and decides itself when the walk reaches it.
  public static let s11_5 = SpecClause("S11.5", .statement, .should, "A controller that does not override `childForStatusBarStyle` or `childForStatusBarHidden` answers nil: it forwards nothing and decides itself when the walk reaches it.")
  /// S11.6: The kinds `container`, `hosting` (apart from its SwiftUI preferences, S21), `pageView`, `search` and `alert` have the same defaults and forward nothing by themselves.
  public static let s11_6 = SpecClause("S11.6", .statement, .tentative, "The kinds `container`, `hosting` (apart from its SwiftUI preferences, S21), `pageView`, `search` and `alert` have the same defaults and forward nothing by themselves.")
  /// S12.1: A navigation controller whose bar is visible (`navigationBarHidden` false) and that has no `childForStatusBarStyle` override decides the style itself, with its own style (S13).
  public static let s12_1 = SpecClause("S12.1", .statement, .must, "A navigation controller whose bar is visible (`navigationBarHidden` false) and that has no `childForStatusBarStyle` override decides the style itself, with its own style (S13).")
  /// S12.2: While the navigation bar is visible, the `preferredStatusBarStyle` of the navigation controller's children is ignored whatever they return: a child's `lightContent` does not show.
  public static let s12_2 = SpecClause("S12.2", .negative, .must, "While the navigation bar is visible, the `preferredStatusBarStyle` of the navigation controller's children is ignored whatever they return: a child's `lightContent` does not show.")
  /// S12.3: While the navigation bar is hidden, the navigation controller forwards the style to its top view controller (the last of `viewControllers`).
  public static let s12_3 = SpecClause("S12.3", .statement, .must, "While the navigation bar is hidden, the navigation controller forwards the style to its top view controller (the last of `viewControllers`).")
  /// S12.4: With the bar hidden, a controller the navigation controller presented is not the one the style is forwarded to: forwarding goes to the top of the stack, not to the visible controller.
  public static let s12_4 = SpecClause("S12.4", .negative, .tentative, "With the bar hidden, a controller the navigation controller presented is not the one the style is forwarded to: forwarding goes to the top of the stack, not to the visible controller.")
  /// S12.5: `setNavigationBarHidden` re-resolves by itself, with no update call: hiding the bar hands the style to the top view controller and showing it again takes the decision back.
  public static let s12_5 = SpecClause("S12.5", .statement, .tentative, "`setNavigationBarHidden` re-resolves by itself, with no update call: hiding the bar hands the style to the top view controller and showing it again takes the decision back.")
  /// S12.6: `push`, `pop` and `popToRoot` re-resolve by themselves, so with the bar hidden the new top view controller decides at once.
  public static let s12_6 = SpecClause("S12.6", .statement, .tentative, "`push`, `pop` and `popToRoot` re-resolve by themselves, so with the bar hidden the new top view controller decides at once.")
  /// S12.7: A navigation subclass whose `childForStatusBarStyle` is `"topViewController"` forwards the style to the top view controller even while the bar is visible.
  public static let s12_7 = SpecClause("S12.7", .statement, .should, "A navigation subclass whose `childForStatusBarStyle` is `\"topViewController\"` forwards the style to the top view controller even while the bar is visible.")
  /// S12.8: A navigation subclass whose `childForStatusBarStyle` is `"visibleViewController"` forwards to the top view controller when the navigation controller presents nothing.
  public static let s12_8 = SpecClause("S12.8", .statement, .must, "A navigation subclass whose `childForStatusBarStyle` is `\"visibleViewController\"` forwards to the top view controller when the navigation controller presents nothing.")
  /// S12.9: With `childForStatusBarStyle` `"visibleViewController"` and a controller presented by the navigation controller, that presented controller decides only if it takes over (S9); otherwise the navigation controller decides.
  public static let s12_9 = SpecClause("S12.9", .statement, .tentative, "With `childForStatusBarStyle` `\"visibleViewController\"` and a controller presented by the navigation controller, that presented controller decides only if it takes over (S9); otherwise the navigation controller decides.")
  /// S12.10: A navigation subclass whose `childForStatusBarStyle` names a child id forwards to that child while it is still a child, and `null` makes the navigation controller decide itself even with its bar hidden.
  public static let s12_10 = SpecClause("S12.10", .statement, .tentative, "A navigation subclass whose `childForStatusBarStyle` names a child id forwards to that child while it is still a child, and `null` makes the navigation controller decide itself even with its bar hidden.")
  /// S12.11: A navigation subclass overriding `preferredStatusBarStyle` decides with that value while it decides, whatever its bar style.
  public static let s12_11 = SpecClause("S12.11", .statement, .should, "A navigation subclass overriding `preferredStatusBarStyle` decides with that value while it decides, whatever its bar style.")
  /// S12.12: A navigation subclass overriding both `preferredStatusBarStyle` and `childForStatusBarStyle` (naming a child) forwards: the child decides and the subclass's own style is not used.
  public static let s12_12 = SpecClause("S12.12", .statement, .tentative, "A navigation subclass overriding both `preferredStatusBarStyle` and `childForStatusBarStyle` (naming a child) forwards: the child decides and the subclass's own style is not used.")
  /// S12.13: With `childForStatusBarStyle` `"visibleViewController"` and stacked presentations, the forwarding target is the controller presented directly on the navigation controller, not the deepest controller of the chain: when that controller does not take over, the navigation controller decides even if a controller presented on top of it would take over.
  public static let s12_13 = SpecClause("S12.13", .statement, .tentative, "With `childForStatusBarStyle` `\"visibleViewController\"` and stacked presentations, the forwarding target is the controller presented directly on the navigation controller, not the deepest controller of the chain: when that controller does not take over, the navigation controller decides even if a controller presented on top of it would take over.")
  /// S13.1: In `legacy` and `classic`, a deciding navigation controller with `navigationBarStyle` `black` and no style override gives `lightContent`.
  public static let s13_1 = SpecClause("S13.1", .statement, .should, "In `legacy` and `classic`, a deciding navigation controller with `navigationBarStyle` `black` and no style override gives `lightContent`.")
  /// S13.2: In `legacy` and `classic`, a deciding navigation controller with `navigationBarStyle` `default` and no style override gives `default` (black content before iOS 13).
  public static let s13_2 = SpecClause("S13.2", .statement, .should, "In `legacy` and `classic`, a deciding navigation controller with `navigationBarStyle` `default` and no style override gives `default` (black content before iOS 13).")
  /// S13.3: The `default` a navigation controller gives resolves in the navigation controller's own effective appearance (S6): a default-style bar gives white content in dark mode.
  public static let s13_3 = SpecClause("S13.3", .statement, .tentative, "The `default` a navigation controller gives resolves in the navigation controller's own effective appearance (S6): a default-style bar gives white content in dark mode.")
  /// S13.4: From iOS 26.0 with `liquidGlass` true (profile `glass`) the navigation controller's own style comes from `navigationBarUserInterfaceStyle`; before 26.0, or with `liquidGlass` false, it comes from `navigationBarStyle`.
  public static let s13_4 = SpecClause("S13.4", .boundary(major: 26, minor: 0), .tentative, "From iOS 26.0 with `liquidGlass` true (profile `glass`) the navigation controller's own style comes from `navigationBarUserInterfaceStyle`; before 26.0, or with `liquidGlass` false, it comes from `navigationBarStyle`.")
  /// S13.5: In `glass`, `navigationBarUserInterfaceStyle` `dark` gives `lightContent`, `light` gives `darkContent` and `unspecified` gives `default`.
  public static let s13_5 = SpecClause("S13.5", .statement, .tentative, "In `glass`, `navigationBarUserInterfaceStyle` `dark` gives `lightContent`, `light` gives `darkContent` and `unspecified` gives `default`.")
  /// S13.6: In `glass`, `navigationBarStyle` is not read: a `black` bar style does not give `lightContent`.
  public static let s13_6 = SpecClause("S13.6", .negative, .tentative, "In `glass`, `navigationBarStyle` is not read: a `black` bar style does not give `lightContent`.")
  /// S13.7: From iOS 16.0 a `toolbarColorScheme` on the hosting controller at the top of the stack sets the navigation controller's own style; before 16.0 it is ignored and the bar style (or bar user interface style) decides.
  public static let s13_7 = SpecClause("S13.7", .boundary(major: 16, minor: 0), .tentative, "From iOS 16.0 a `toolbarColorScheme` on the hosting controller at the top of the stack sets the navigation controller's own style; before 16.0 it is ignored and the bar style (or bar user interface style) decides.")
  /// S13.8: In `classic`, when the top view controller is a hosting controller with `toolbarColorScheme` and the bar shows a background, `dark` gives `lightContent` and `light` gives `darkContent`, beating `navigationBarStyle` (for `glass`, S13.12).
  public static let s13_8 = SpecClause("S13.8", .statement, .tentative, "In `classic`, when the top view controller is a hosting controller with `toolbarColorScheme` and the bar shows a background, `dark` gives `lightContent` and `light` gives `darkContent`, beating `navigationBarStyle` (for `glass`, S13.12).")
  /// S13.9: While the bar does not show a background (`navigationBarShowsBackground` false), the top hosting controller's `toolbarColorScheme` does nothing to the navigation controller's style.
  public static let s13_9 = SpecClause("S13.9", .negative, .tentative, "While the bar does not show a background (`navigationBarShowsBackground` false), the top hosting controller's `toolbarColorScheme` does nothing to the navigation controller's style.")
  /// S13.10: Bar background colours, bar appearances and tint colours do not feed the navigation controller's style.
  public static let s13_10 = SpecClause("S13.10", .negative, .tentative, "Bar background colours, bar appearances and tint colours do not feed the navigation controller's style.")
  /// S13.11: An override of `preferredStatusBarStyle` on the navigation controller (a subclass) wins over `toolbarColorScheme`, `navigationBarUserInterfaceStyle` and `navigationBarStyle`.
  public static let s13_11 = SpecClause("S13.11", .statement, .tentative, "An override of `preferredStatusBarStyle` on the navigation controller (a subclass) wins over `toolbarColorScheme`, `navigationBarUserInterfaceStyle` and `navigationBarStyle`.")
  /// S13.12: In `glass`, a top hosting controller's `toolbarColorScheme` does not set the navigation controller's own style, even while the bar shows a background: the bar's user interface style decides (S13.5), so a dark scheme over a black bar with `unspecified` bar style gives `default`.
  public static let s13_12 = SpecClause("S13.12", .negative, .tentative, "In `glass`, a top hosting controller's `toolbarColorScheme` does not set the navigation controller's own style, even while the bar shows a background: the bar's user interface style decides (S13.5), so a dark scheme over a black bar with `unspecified` bar style gives `default`.")
  /// S14.1: A navigation controller with a visible bar forwards visibility to its top view controller: a pushed controller that prefers hidden hides the bar under a visible navigation bar.
  public static let s14_1 = SpecClause("S14.1", .statement, .should, "A navigation controller with a visible bar forwards visibility to its top view controller: a pushed controller that prefers hidden hides the bar under a visible navigation bar.")
  /// S14.2: A navigation controller with a hidden bar also forwards visibility to its top view controller.
  public static let s14_2 = SpecClause("S14.2", .statement, .tentative, "A navigation controller with a hidden bar also forwards visibility to its top view controller.")
  /// S14.3: A navigation subclass overriding `childForStatusBarHidden` (`"topViewController"`, `"visibleViewController"`, a child id or `null`) forwards visibility as that override says, like any controller.
  public static let s14_3 = SpecClause("S14.3", .statement, .tentative, "A navigation subclass overriding `childForStatusBarHidden` (`\"topViewController\"`, `\"visibleViewController\"`, a child id or `null`) forwards visibility as that override says, like any controller.")
  /// S14.4: From iOS 26.0 with `liquidGlass` true, on a phone without a home button with the bar visible, a navigation controller without a `childForStatusBarHidden` override forwards nothing and decides visibility itself; before 26.0 or with `liquidGlass` false it forwards to its top view controller.
  public static let s14_4 = SpecClause("S14.4", .boundary(major: 26, minor: 0), .tentative, "From iOS 26.0 with `liquidGlass` true, on a phone without a home button with the bar visible, a navigation controller without a `childForStatusBarHidden` override forwards nothing and decides visibility itself; before 26.0 or with `liquidGlass` false it forwards to its top view controller.")
  /// S14.5: Under the glass exception, a pushed controller that prefers hidden does not hide the bar, and the navigation controller does not hide unless it overrides `prefersStatusBarHidden`.
  public static let s14_5 = SpecClause("S14.5", .negative, .tentative, "Under the glass exception, a pushed controller that prefers hidden does not hide the bar, and the navigation controller does not hide unless it overrides `prefersStatusBarHidden`.")
  /// S14.6: Under the glass exception, a navigation controller that overrides `prefersStatusBarHidden` decides visibility with that value.
  public static let s14_6 = SpecClause("S14.6", .statement, .tentative, "Under the glass exception, a navigation controller that overrides `prefersStatusBarHidden` decides visibility with that value.")
  /// S14.7: The glass exception does not apply while the navigation bar is hidden: the ordinary forwarding to the top view controller applies.
  public static let s14_7 = SpecClause("S14.7", .negative, .tentative, "The glass exception does not apply while the navigation bar is hidden: the ordinary forwarding to the top view controller applies.")
  /// S14.8: The glass exception does not apply on a phone with a home button or on a pad: the ordinary forwarding applies.
  public static let s14_8 = SpecClause("S14.8", .negative, .tentative, "The glass exception does not apply on a phone with a home button or on a pad: the ordinary forwarding applies.")
  /// S14.9: The glass exception does not apply to a navigation subclass that overrides `childForStatusBarHidden`: its override forwards.
  public static let s14_9 = SpecClause("S14.9", .negative, .tentative, "The glass exception does not apply to a navigation subclass that overrides `childForStatusBarHidden`: its override forwards.")
  /// S14.10: The forwarding reaches a SwiftUI hosting controller at the top of the stack too: its `statusBarHidden` hides the bar under a visible navigation bar (an iOS 14 report disagrees; the model lets it work).
  public static let s14_10 = SpecClause("S14.10", .statement, .tentative, "The forwarding reaches a SwiftUI hosting controller at the top of the stack too: its `statusBarHidden` hides the bar under a visible navigation bar (an iOS 14 report disagrees; the model lets it work).")
  /// S15.1: A tab bar controller forwards the style to its selected child (`selectedIndex`), with no subclass needed.
  public static let s15_1 = SpecClause("S15.1", .statement, .must, "A tab bar controller forwards the style to its selected child (`selectedIndex`), with no subclass needed.")
  /// S15.2: A tab bar controller forwards visibility to its selected child.
  public static let s15_2 = SpecClause("S15.2", .statement, .tentative, "A tab bar controller forwards visibility to its selected child.")
  /// S15.3: `selectTab` is an automatic trigger: the newly selected child decides at once, with no update call.
  public static let s15_3 = SpecClause("S15.3", .statement, .tentative, "`selectTab` is an automatic trigger: the newly selected child decides at once, with no update call.")
  /// S15.4: A tab bar subclass whose `childForStatusBarStyle` or `childForStatusBarHidden` names a child forwards that aspect to that child instead of the selected one.
  public static let s15_4 = SpecClause("S15.4", .statement, .tentative, "A tab bar subclass whose `childForStatusBarStyle` or `childForStatusBarHidden` names a child forwards that aspect to that child instead of the selected one.")
  /// S15.5: A tab bar subclass whose `childFor…` override is `null` decides that aspect itself, with its own `preferredStatusBarStyle` (or `default`) for the style.
  public static let s15_5 = SpecClause("S15.5", .statement, .tentative, "A tab bar subclass whose `childFor…` override is `null` decides that aspect itself, with its own `preferredStatusBarStyle` (or `default`) for the style.")
  /// S15.6: A tab bar subclass's own `preferredStatusBarStyle` does not count while the tab bar forwards the style: the selected child decides.
  public static let s15_6 = SpecClause("S15.6", .negative, .tentative, "A tab bar subclass's own `preferredStatusBarStyle` does not count while the tab bar forwards the style: the selected child decides.")
  /// S15.7: The forwarding to the selected child holds on iOS 27 as before (one iOS 27 report disputes it; the model keeps forwarding).
  public static let s15_7 = SpecClause("S15.7", .statement, .tentative, "The forwarding to the selected child holds on iOS 27 as before (one iOS 27 report disputes it; the model keeps forwarding).")
  /// S16.1: Before iOS 13 an expanded split view controller (`collapsed` false) forwards nothing and decides the style itself (from iOS 13, S16.9).
  public static let s16_1 = SpecClause("S16.1", .statement, .should, "Before iOS 13 an expanded split view controller (`collapsed` false) forwards nothing and decides the style itself (from iOS 13, S16.9).")
  /// S16.2: Before iOS 13 the columns' style preferences of an expanded split view are ignored, a navigation child's `black` bar style included.
  public static let s16_2 = SpecClause("S16.2", .negative, .should, "Before iOS 13 the columns' style preferences of an expanded split view are ignored, a navigation child's `black` bar style included.")
  /// S16.3: An expanded split view controller decides visibility itself too: its columns' `prefersStatusBarHidden` is ignored.
  public static let s16_3 = SpecClause("S16.3", .statement, .tentative, "An expanded split view controller decides visibility itself too: its columns' `prefersStatusBarHidden` is ignored.")
  /// S16.4: Before iOS 13 an expanded split view controller's own style is `default` unless a subclass overrides `preferredStatusBarStyle`.
  public static let s16_4 = SpecClause("S16.4", .statement, .should, "Before iOS 13 an expanded split view controller's own style is `default` unless a subclass overrides `preferredStatusBarStyle`.")
  /// S16.5: A collapsed split view controller (`collapsed` true) forwards both style and visibility to its primary (first) child.
  public static let s16_5 = SpecClause("S16.5", .statement, .tentative, "A collapsed split view controller (`collapsed` true) forwards both style and visibility to its primary (first) child.")
  /// S16.6: A page view controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.
  public static let s16_6 = SpecClause("S16.6", .negative, .tentative, "A page view controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.")
  /// S16.7: A search controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.
  public static let s16_7 = SpecClause("S16.7", .negative, .tentative, "A search controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.")
  /// S16.8: An alert controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.
  public static let s16_8 = SpecClause("S16.8", .negative, .tentative, "An alert controller forwards nothing: it decides when the walk reaches it, with the plain defaults of S11.")
  /// S16.9: From iOS 13.0 an expanded split view does not decide the style alone: each edge part of the bar shows the style the column at that edge gives, so when both edge columns give the same style the bar shows it (a bar split between two styles is not expressible); before 13.0 the split view decides alone (S16.1).
  public static let s16_9 = SpecClause("S16.9", .boundary(major: 13, minor: 0), .tentative, "From iOS 13.0 an expanded split view does not decide the style alone: each edge part of the bar shows the style the column at that edge gives, so when both edge columns give the same style the bar shows it (a bar split between two styles is not expressible); before 13.0 the split view decides alone (S16.1).")
  /// S17.1: A controller that does not override `prefersStatusBarHidden` answers hidden in a vertically compact environment (a phone in landscape) and shown otherwise.
  public static let s17_1 = SpecClause("S17.1", .statement, .must, "A controller that does not override `prefersStatusBarHidden` answers hidden in a vertically compact environment (a phone in landscape) and shown otherwise.")
  /// S17.2: A controller that overrides `prefersStatusBarHidden`, even to return false, loses the compact-height default: `false` keeps the bar shown in landscape on a phone with a home button.
  public static let s17_2 = SpecClause("S17.2", .negative, .should, "A controller that overrides `prefersStatusBarHidden`, even to return false, loses the compact-height default: `false` keeps the bar shown in landscape on a phone with a home button.")
  /// S17.3: In view-controller mode a phone without a home button hides the bar in landscape whatever the hidden owner says, an override of `false` included.
  public static let s17_3 = SpecClause("S17.3", .statement, .should, "In view-controller mode a phone without a home button hides the bar in landscape whatever the hidden owner says, an override of `false` included.")
  /// S17.4: A pad is never vertically compact: in landscape the un-overridden default answers shown, and neither the no-home-button rule nor application mode's landscape hiding applies to it.
  public static let s17_4 = SpecClause("S17.4", .negative, .tentative, "A pad is never vertically compact: in landscape the un-overridden default answers shown, and neither the no-home-button rule nor application mode's landscape hiding applies to it.")
  /// S17.5: In application mode from iOS 8, a phone (home button or not) hides the bar in landscape whatever the application's `isStatusBarHidden` says.
  public static let s17_5 = SpecClause("S17.5", .statement, .should, "In application mode from iOS 8, a phone (home button or not) hides the bar in landscape whatever the application's `isStatusBarHidden` says.")
  /// S17.6: In application mode a phone hides the bar in landscape from iOS 8.0; before 8.0 it shows what `isStatusBarHidden` says in landscape too.
  public static let s17_6 = SpecClause("S17.6", .boundary(major: 8, minor: 0), .should, "In application mode a phone hides the bar in landscape from iOS 8.0; before 8.0 it shows what `isStatusBarHidden` says in landscape too.")
  /// S17.7: In application mode, rotating back to portrait shows the bar again if `isStatusBarHidden` says shown.
  public static let s17_7 = SpecClause("S17.7", .statement, .should, "In application mode, rotating back to portrait shows the bar again if `isStatusBarHidden` says shown.")
  /// S17.8: In application mode, an app that launched in landscape keeps the bar hidden after rotating to portrait until it calls the hidden setter.
  public static let s17_8 = SpecClause("S17.8", .statement, .should, "In application mode, an app that launched in landscape keeps the bar hidden after rotating to portrait until it calls the hidden setter.")
  /// S17.9: Calling `setApplicationStatusBarHidden` (with `hidden` false) ends the launched-in-landscape quirk: from then on portrait shows what `isStatusBarHidden` says.
  public static let s17_9 = SpecClause("S17.9", .statement, .tentative, "Calling `setApplicationStatusBarHidden` (with `hidden` false) ends the launched-in-landscape quirk: from then on portrait shows what `isStatusBarHidden` says.")
  /// S17.10: `rotate` is an automatic trigger: the landscape hiding and its reversal in portrait happen with no update call, in both modes.
  public static let s17_10 = SpecClause("S17.10", .statement, .should, "`rotate` is an automatic trigger: the landscape hiding and its reversal in portrait happen with no update call, in both modes.")
  /// S17.11: In view-controller mode, a visibility change caused by rotating is inside an animation block and animates with the hidden owner's `preferredStatusBarUpdateAnimation`.
  public static let s17_11 = SpecClause("S17.11", .statement, .tentative, "In view-controller mode, a visibility change caused by rotating is inside an animation block and animates with the hidden owner's `preferredStatusBarUpdateAnimation`.")
  /// S17.12: In view-controller mode the model applies the compact-height default on iOS 7 too (no 8.0 edge in this mode), though Apple ties it to apps linked against iOS 8 and one iOS 7 report saw the bar in landscape.
  public static let s17_12 = SpecClause("S17.12", .statement, .tentative, "In view-controller mode the model applies the compact-height default on iOS 7 too (no 8.0 edge in this mode), though Apple ties it to apps linked against iOS 8 and one iOS 7 report saw the bar in landscape.")
  /// S18.1: `preferredStatusBarUpdateAnimation` applies only to a change of visibility: a style change is never reported as animated (animation `none`).
  public static let s18_1 = SpecClause("S18.1", .negative, .must, "`preferredStatusBarUpdateAnimation` applies only to a change of visibility: a style change is never reported as animated (animation `none`).")
  /// S18.2: A visibility change re-resolved by an update call with `animated` true (inside an animation block) animates.
  public static let s18_2 = SpecClause("S18.2", .statement, .must, "A visibility change re-resolved by an update call with `animated` true (inside an animation block) animates.")
  /// S18.3: A visibility change re-resolved by an update call with `animated` false (outside an animation block) does not animate: `none`, whatever the preference.
  public static let s18_3 = SpecClause("S18.3", .negative, .must, "A visibility change re-resolved by an update call with `animated` false (outside an animation block) does not animate: `none`, whatever the preference.")
  /// S18.4: The automatic trigger of an animated `push`, `pop`, `popToRoot`, `present`, `dismiss` or `setNavigationBarHidden` counts as an animation block (the first four are animated by default, `setNavigationBarHidden` only with `animated` true).
  public static let s18_4 = SpecClause("S18.4", .statement, .tentative, "The automatic trigger of an animated `push`, `pop`, `popToRoot`, `present`, `dismiss` or `setNavigationBarHidden` counts as an animation block (the first four are animated by default, `setNavigationBarHidden` only with `animated` true).")
  /// S18.5: A `rotate` counts as an animation block.
  public static let s18_5 = SpecClause("S18.5", .statement, .tentative, "A `rotate` counts as an animation block.")
  /// S18.6: A `setHorizontalSizeClass` and a `cancelInteractiveDismissal` count as animation blocks.
  public static let s18_6 = SpecClause("S18.6", .statement, .tentative, "A `setHorizontalSizeClass` and a `cancelInteractiveDismissal` count as animation blocks.")
  /// S18.7: A visibility change caused by an event that is not animated (`animated` false, or `launch`, `selectTab`, `setNavigationBarStyle`, a trait change, a window change, a SwiftUI preference change) does not animate: `none`.
  public static let s18_7 = SpecClause("S18.7", .negative, .tentative, "A visibility change caused by an event that is not animated (`animated` false, or `launch`, `selectTab`, `setNavigationBarStyle`, a trait change, a window change, a SwiftUI preference change) does not animate: `none`.")
  /// S18.8: The animation is the hidden owner's `preferredStatusBarUpdateAnimation`, whatever the style owner prefers.
  public static let s18_8 = SpecClause("S18.8", .statement, .must, "The animation is the hidden owner's `preferredStatusBarUpdateAnimation`, whatever the style owner prefers.")
  /// S18.9: When the change moves the hidden owner, the animation is that of the hidden owner after the change.
  public static let s18_9 = SpecClause("S18.9", .statement, .tentative, "When the change moves the hidden owner, the animation is that of the hidden owner after the change.")
  /// S18.10: The default `preferredStatusBarUpdateAnimation` is `fade`.
  public static let s18_10 = SpecClause("S18.10", .statement, .must, "The default `preferredStatusBarUpdateAnimation` is `fade`.")
  /// S18.11: While the bar is hidden a style change is not seen, yet the observation still reports the resolved style.
  public static let s18_11 = SpecClause("S18.11", .negative, .tentative, "While the bar is hidden a style change is not seen, yet the observation still reports the resolved style.")
  /// S18.12: When a later trigger finally re-resolves a stale bar, the change animates only if that trigger is itself inside an animation block.
  public static let s18_12 = SpecClause("S18.12", .statement, .tentative, "When a later trigger finally re-resolves a stale bar, the change animates only if that trigger is itself inside an animation block.")
  /// S19.1: A `set` of `preferredStatusBarStyle` or `prefersStatusBarHidden` is not a trigger: the bar keeps showing the previous result (stale) until an update call or an automatic trigger.
  public static let s19_1 = SpecClause("S19.1", .negative, .must, "A `set` of `preferredStatusBarStyle` or `prefersStatusBarHidden` is not a trigger: the bar keeps showing the previous result (stale) until an update call or an automatic trigger.")
  /// S19.2: A `set` of `childForStatusBarStyle` or `childForStatusBarHidden` is not a trigger: the bar stays stale.
  public static let s19_2 = SpecClause("S19.2", .negative, .should, "A `set` of `childForStatusBarStyle` or `childForStatusBarHidden` is not a trigger: the bar stays stale.")
  /// S19.3: A `set` of `modalPresentationCapturesStatusBarAppearance` is not a trigger: the bar stays stale.
  public static let s19_3 = SpecClause("S19.3", .negative, .tentative, "A `set` of `modalPresentationCapturesStatusBarAppearance` is not a trigger: the bar stays stale.")
  /// S19.4: A `set` of `preferredStatusBarUpdateAnimation` is not a trigger.
  public static let s19_4 = SpecClause("S19.4", .negative, .tentative, "A `set` of `preferredStatusBarUpdateAnimation` is not a trigger.")
  /// S19.5: An update call re-resolves the whole scene from the controlling window's root: made on a child, a container, a presented controller or the root of the controlling window, it has the same effect.
  public static let s19_5 = SpecClause("S19.5", .statement, .should, "An update call re-resolves the whole scene from the controlling window's root: made on a child, a container, a presented controller or the root of the controlling window, it has the same effect.")
  /// S19.6: An update call from a controller linked to the root by neither parent nor presentation links (reached only through a forwarding override) does nothing.
  public static let s19_6 = SpecClause("S19.6", .negative, .should, "An update call from a controller linked to the root by neither parent nor presentation links (reached only through a forwarding override) does nothing.")
  /// S19.7: An update call on a controller in a window other than the controlling window does nothing.
  public static let s19_7 = SpecClause("S19.7", .negative, .tentative, "An update call on a controller in a window other than the controlling window does nothing.")
  /// S19.8: An update call in application mode does nothing.
  public static let s19_8 = SpecClause("S19.8", .negative, .tentative, "An update call in application mode does nothing.")
  /// S19.9: An update call from a controller in the controlling window clears staleness, whatever was stale.
  public static let s19_9 = SpecClause("S19.9", .statement, .must, "An update call from a controller in the controlling window clears staleness, whatever was stale.")
  /// S19.10: Any automatic trigger clears staleness, whatever it concerns.
  public static let s19_10 = SpecClause("S19.10", .statement, .should, "Any automatic trigger clears staleness, whatever it concerns.")
  /// S19.11: `makeKeyWindow` does not clear staleness.
  public static let s19_11 = SpecClause("S19.11", .negative, .tentative, "`makeKeyWindow` does not clear staleness.")
  /// S19.12: An application setter (`setApplicationStatusBarStyle`, `setApplicationStatusBarHidden`) in view-controller mode does not clear staleness.
  public static let s19_12 = SpecClause("S19.12", .negative, .tentative, "An application setter (`setApplicationStatusBarStyle`, `setApplicationStatusBarHidden`) in view-controller mode does not clear staleness.")
  /// S19.13: `cancelInteractiveDismissal` does not clear staleness left by an earlier step.
  public static let s19_13 = SpecClause("S19.13", .negative, .tentative, "`cancelInteractiveDismissal` does not clear staleness left by an earlier step.")
  /// S19.14: The reference reports a diagnostic naming what is stale (style, visibility, owners, and each part of a bar over a split view's columns whose style is stale) at every step that leaves the bar stale.
  public static let s19_14 = SpecClause("S19.14", .statement, .tentative, "The reference reports a diagnostic naming what is stale (style, visibility, owners, and each part of a bar over a split view's columns whose style is stale) at every step that leaves the bar stale.")
  /// S20.1: `launch` is an automatic trigger: the first resolution.
  public static let s20_1 = SpecClause("S20.1", .statement, .tentative, "`launch` is an automatic trigger: the first resolution.")
  /// S20.2: `present` is an automatic trigger: the bar re-resolves with no update call.
  public static let s20_2 = SpecClause("S20.2", .statement, .should, "`present` is an automatic trigger: the bar re-resolves with no update call.")
  /// S20.3: `dismiss` is an automatic trigger: the bar re-resolves with no update call.
  public static let s20_3 = SpecClause("S20.3", .statement, .should, "`dismiss` is an automatic trigger: the bar re-resolves with no update call.")
  /// S20.4: `push`, `pop` and `popToRoot` are automatic triggers.
  public static let s20_4 = SpecClause("S20.4", .statement, .tentative, "`push`, `pop` and `popToRoot` are automatic triggers.")
  /// S20.5: `setNavigationBarHidden` is an automatic trigger.
  public static let s20_5 = SpecClause("S20.5", .statement, .tentative, "`setNavigationBarHidden` is an automatic trigger.")
  /// S20.6: `setNavigationBarStyle` (bar style, bar user interface style, bar background or background visibility) is an automatic trigger.
  public static let s20_6 = SpecClause("S20.6", .statement, .tentative, "`setNavigationBarStyle` (bar style, bar user interface style, bar background or background visibility) is an automatic trigger.")
  /// S20.7: `selectTab` is an automatic trigger.
  public static let s20_7 = SpecClause("S20.7", .statement, .tentative, "`selectTab` is an automatic trigger.")
  /// S20.8: `rotate` is an automatic trigger.
  public static let s20_8 = SpecClause("S20.8", .statement, .tentative, "`rotate` is an automatic trigger.")
  /// S20.9: `setHorizontalSizeClass` is an automatic trigger.
  public static let s20_9 = SpecClause("S20.9", .statement, .tentative, "`setHorizontalSizeClass` is an automatic trigger.")
  /// S20.10: Before iOS 13.0 a re-resolution after a size-class change keeps the take-over decision made when each presentation on screen was presented; from 13.0 the decision is re-made as presentations adapt (S9).
  public static let s20_10 = SpecClause("S20.10", .boundary(major: 13, minor: 0), .tentative, "Before iOS 13.0 a re-resolution after a size-class change keeps the take-over decision made when each presentation on screen was presented; from 13.0 the decision is re-made as presentations adapt (S9).")
  /// S20.11: `showWindow` and `hideWindow` are automatic triggers.
  public static let s20_11 = SpecClause("S20.11", .statement, .tentative, "`showWindow` and `hideWindow` are automatic triggers.")
  /// S20.12: `setWindowLevel` is an automatic trigger.
  public static let s20_12 = SpecClause("S20.12", .statement, .tentative, "`setWindowLevel` is an automatic trigger.")
  /// S20.13: `setAppearance` (a system appearance change) is an automatic trigger.
  public static let s20_13 = SpecClause("S20.13", .statement, .tentative, "`setAppearance` (a system appearance change) is an automatic trigger.")
  /// S20.14: `setOverrideUserInterfaceStyle` on a window or on a controller is an automatic trigger.
  public static let s20_14 = SpecClause("S20.14", .statement, .tentative, "`setOverrideUserInterfaceStyle` on a window or on a controller is an automatic trigger.")
  /// S20.15: A `set` that changes a SwiftUI preference of a hosting controller (`preferredColorScheme`, `toolbarColorScheme`, `statusBarHidden`) is an automatic trigger (S21).
  public static let s20_15 = SpecClause("S20.15", .statement, .tentative, "A `set` that changes a SwiftUI preference of a hosting controller (`preferredColorScheme`, `toolbarColorScheme`, `statusBarHidden`) is an automatic trigger (S21).")
  /// S20.16: Any automatic trigger also clears staleness left by a missing update call, whatever it concerns.
  public static let s20_16 = SpecClause("S20.16", .statement, .should, "Any automatic trigger also clears staleness left by a missing update call, whatever it concerns.")
  /// S20.17: `makeKeyWindow` is not a trigger: nothing re-resolves and a stale bar stays stale.
  public static let s20_17 = SpecClause("S20.17", .negative, .tentative, "`makeKeyWindow` is not a trigger: nothing re-resolves and a stale bar stays stale.")
  /// S20.18: Automatic triggers re-resolve in application mode too (the application's state, with the window override, rotation and iOS 27 rules).
  public static let s20_18 = SpecClause("S20.18", .statement, .tentative, "Automatic triggers re-resolve in application mode too (the application's state, with the window override, rotation and iOS 27 rules).")
  /// S20.19: Content scrolling is not a trigger (not an event of the format): nothing re-resolves while content scrolls under a glass navigation bar, the content-adaptive `default` being disputed and not modelled (S6).
  public static let s20_19 = SpecClause("S20.19", .negative, .tentative, "Content scrolling is not a trigger (not an event of the format): nothing re-resolves while content scrolls under a glass navigation bar, the content-adaptive `default` being disputed and not modelled (S6).")
  /// S21.1: Hosting controllers and their SwiftUI preferences exist from iOS 13.0; before 13.0 (`legacy`) a hosting controller is an error of the case.
  public static let s21_1 = SpecClause("S21.1", .boundary(major: 13, minor: 0), .must, "Hosting controllers and their SwiftUI preferences exist from iOS 13.0; before 13.0 (`legacy`) a hosting controller is an error of the case.")
  /// S21.2: `preferredColorScheme` sets the appearance of the presentation layer the hosting controller is in (a sheet, a full-screen cover or the window's root layer).
  public static let s21_2 = SpecClause("S21.2", .statement, .must, "`preferredColorScheme` sets the appearance of the presentation layer the hosting controller is in (a sheet, a full-screen cover or the window's root layer).")
  /// S21.3: A `default` style owned anywhere in a layer whose `preferredColorScheme` is set follows that scheme: `dark` gives white content, `light` black.
  public static let s21_3 = SpecClause("S21.3", .statement, .tentative, "A `default` style owned anywhere in a layer whose `preferredColorScheme` is set follows that scheme: `dark` gives white content, `light` black.")
  /// S21.4: In the effective-appearance walk, `preferredColorScheme` ranks below the `overrideUserInterfaceStyle` of the owner and of its parents in the same layer.
  public static let s21_4 = SpecClause("S21.4", .statement, .tentative, "In the effective-appearance walk, `preferredColorScheme` ranks below the `overrideUserInterfaceStyle` of the owner and of its parents in the same layer.")
  /// S21.5: In the effective-appearance walk, `preferredColorScheme` ranks above the presenting controllers' overrides, the window's override, Info.plist `UIUserInterfaceStyle` and the system appearance.
  public static let s21_5 = SpecClause("S21.5", .statement, .tentative, "In the effective-appearance walk, `preferredColorScheme` ranks above the presenting controllers' overrides, the window's override, Info.plist `UIUserInterfaceStyle` and the system appearance.")
  /// S21.6: When several visible hosting controllers of one layer set `preferredColorScheme`, the last found in a depth-first walk of the layer's visible controllers wins (a navigation controller's top only, a tab bar's selected tab only, a collapsed split view's primary only, otherwise every child in order: for a page view controller, the pages it displays).
  public static let s21_6 = SpecClause("S21.6", .statement, .tentative, "When several visible hosting controllers of one layer set `preferredColorScheme`, the last found in a depth-first walk of the layer's visible controllers wins (a navigation controller's top only, a tab bar's selected tab only, a collapsed split view's primary only, otherwise every child in order: for a page view controller, the pages it displays).")
  /// S21.7: A layer presented on top of a layer that sets `preferredColorScheme` (a sheet, a full-screen cover) does not inherit that scheme: a full-screen cover needs its own modifier.
  public static let s21_7 = SpecClause("S21.7", .negative, .tentative, "A layer presented on top of a layer that sets `preferredColorScheme` (a sheet, a full-screen cover) does not inherit that scheme: a full-screen cover needs its own modifier.")
  /// S21.8: A presented layer still inherits the presenting controllers' `overrideUserInterfaceStyle`.
  public static let s21_8 = SpecClause("S21.8", .statement, .tentative, "A presented layer still inherits the presenting controllers' `overrideUserInterfaceStyle`.")
  /// S21.9: `toolbarColorScheme` exists from iOS 16.0; before 16.0 it does nothing.
  public static let s21_9 = SpecClause("S21.9", .boundary(major: 16, minor: 0), .must, "`toolbarColorScheme` exists from iOS 16.0; before 16.0 it does nothing.")
  /// S21.10: `toolbarColorScheme(_:for: .navigationBar)` on the content of a navigation controller's top view controller sets the navigation controller's own style: `dark` gives `lightContent`, `light` gives `darkContent`.
  public static let s21_10 = SpecClause("S21.10", .statement, .should, "`toolbarColorScheme(_:for: .navigationBar)` on the content of a navigation controller's top view controller sets the navigation controller's own style: `dark` gives `lightContent`, `light` gives `darkContent`.")
  /// S21.11: A `toolbarColorScheme` on a hosting controller that is not the navigation controller's top view controller does not set its style.
  public static let s21_11 = SpecClause("S21.11", .negative, .tentative, "A `toolbarColorScheme` on a hosting controller that is not the navigation controller's top view controller does not set its style.")
  /// S21.12: `toolbarColorScheme` takes no effect while the bar does not show a background (`navigationBarShowsBackground` false).
  public static let s21_12 = SpecClause("S21.12", .negative, .tentative, "`toolbarColorScheme` takes no effect while the bar does not show a background (`navigationBarShowsBackground` false).")
  /// S21.13: In `classic`, with the bar showing a background, `toolbarColorScheme` beats `navigationBarStyle` (in `glass` it does not set the style, S13.12).
  public static let s21_13 = SpecClause("S21.13", .statement, .tentative, "In `classic`, with the bar showing a background, `toolbarColorScheme` beats `navigationBarStyle` (in `glass` it does not set the style, S13.12).")
  /// S21.14: `toolbarColorScheme` does nothing unless the navigation controller is the style owner (bar visible, or `childForStatusBarStyle` `null`) and has no `preferredStatusBarStyle` override of its own.
  public static let s21_14 = SpecClause("S21.14", .negative, .tentative, "`toolbarColorScheme` does nothing unless the navigation controller is the style owner (bar visible, or `childForStatusBarStyle` `null`) and has no `preferredStatusBarStyle` override of its own.")
  /// S21.15: `statusBarHidden(_:)`, when set, is the hosting controller's visibility answer, used before `prefersStatusBarHidden` like an override.
  public static let s21_15 = SpecClause("S21.15", .statement, .tentative, "`statusBarHidden(_:)`, when set, is the hosting controller's visibility answer, used before `prefersStatusBarHidden` like an override.")
  /// S21.16: A hosting controller with `statusBarHidden` set, even to false, loses the compact-height default (S17).
  public static let s21_16 = SpecClause("S21.16", .negative, .tentative, "A hosting controller with `statusBarHidden` set, even to false, loses the compact-height default (S17).")
  /// S21.17: A hosting controller's SwiftUI preferences act only when the walk reaches it: `statusBarHidden` does nothing unless the hosting controller is the hidden owner.
  public static let s21_17 = SpecClause("S21.17", .negative, .tentative, "A hosting controller's SwiftUI preferences act only when the walk reaches it: `statusBarHidden` does nothing unless the hosting controller is the hidden owner.")
  /// S21.18: A `set` that changes `preferredColorScheme`, `toolbarColorScheme` or `statusBarHidden` is re-resolved by SwiftUI itself (automatic trigger, not animated), not left stale.
  public static let s21_18 = SpecClause("S21.18", .statement, .tentative, "A `set` that changes `preferredColorScheme`, `toolbarColorScheme` or `statusBarHidden` is re-resolved by SwiftUI itself (automatic trigger, not animated), not left stale.")
  /// S21.19: `statusBarHidden` still works on iOS 27 and later in the model, although it is deprecated there (the `.statusBar` toolbar placement is not modelled).
  public static let s21_19 = SpecClause("S21.19", .statement, .tentative, "`statusBarHidden` still works on iOS 27 and later in the model, although it is deprecated there (the `.statusBar` toolbar placement is not modelled).")
  /// S21.20: In application mode the three SwiftUI preferences do nothing.
  public static let s21_20 = SpecClause("S21.20", .negative, .tentative, "In application mode the three SwiftUI preferences do nothing.")
  /// S21.21: `navigationBarHidden` does not count as the bar showing no background: a navigation controller that owns the style with its bar hidden (`childForStatusBarStyle` `null`) still takes its top hosting controller's `toolbarColorScheme` while `navigationBarShowsBackground` is true.
  public static let s21_21 = SpecClause("S21.21", .statement, .tentative, "`navigationBarHidden` does not count as the bar showing no background: a navigation controller that owns the style with its bar hidden (`childForStatusBarStyle` `null`) still takes its top hosting controller's `toolbarColorScheme` while `navigationBarShowsBackground` is true.")
  /// S22.1: A style-stack helper replaces the root controller's `preferredStatusBarStyle` (by swizzling) with the last entry of a global stack, or `default` when the stack is empty.
  public static let s22_1 = SpecClause("S22.1", .statement, .tentative, "A style-stack helper replaces the root controller's `preferredStatusBarStyle` (by swizzling) with the last entry of a global stack, or `default` when the stack is empty.")
  /// S22.2: A style-stack helper drives its stack from the appear and disappear callbacks of every SwiftUI view that carries its modifier.
  public static let s22_2 = SpecClause("S22.2", .statement, .tentative, "A style-stack helper drives its stack from the appear and disappear callbacks of every SwiftUI view that carries its modifier.")
  /// S22.3: Variant (a) appends on appear, removes the first entry on disappear, and on a style change appends the new style and removes the first entry.
  public static let s22_3 = SpecClause("S22.3", .statement, .tentative, "Variant (a) appends on appear, removes the first entry on disappear, and on a style change appends the new style and removes the first entry.")
  /// S22.4: Variant (b) appends on appear and removes the last entry on disappear.
  public static let s22_4 = SpecClause("S22.4", .statement, .tentative, "Variant (b) appends on appear and removes the last entry on disappear.")
  /// S22.5: In a push the destination view appears before the source view disappears.
  public static let s22_5 = SpecClause("S22.5", .statement, .tentative, "In a push the destination view appears before the source view disappears.")
  /// S22.6: Both variants ignore presentation styles, containers and capture flags: the root decides everything.
  public static let s22_6 = SpecClause("S22.6", .negative, .tentative, "Both variants ignore presentation styles, containers and capture flags: the root decides everything.")
  /// S22.7: Variant (a) goes wrong after a sheet is dismissed: the presenter never disappeared, so the dismissal removes the presenter's entry and the sheet's style stays.
  public static let s22_7 = SpecClause("S22.7", .statement, .tentative, "Variant (a) goes wrong after a sheet is dismissed: the presenter never disappeared, so the dismissal removes the presenter's entry and the sheet's style stays.")
  /// S22.8: Variant (a) goes wrong after a style change while two styled views are on screen.
  public static let s22_8 = SpecClause("S22.8", .statement, .tentative, "Variant (a) goes wrong after a style change while two styled views are on screen.")
  /// S22.9: Variant (b) goes wrong after any push: the source's disappearance removes the destination's entry.
  public static let s22_9 = SpecClause("S22.9", .statement, .tentative, "Variant (b) goes wrong after any push: the source's disappearance removes the destination's entry.")
  /// S23.1: The status bar has no background: legibility compares the content colour (white, #FFFFFF, for `lightContent`; black, #000000, for `darkContent`) with the colour drawn behind the bar.
  public static let s23_1 = SpecClause("S23.1", .statement, .must, "The status bar has no background: legibility compares the content colour (white, #FFFFFF, for `lightContent`; black, #000000, for `darkContent`) with the colour drawn behind the bar.")
  /// S23.2: Legibility is measured on the displayed result, stale or not, against the scene as it is now.
  public static let s23_2 = SpecClause("S23.2", .statement, .tentative, "Legibility is measured on the displayed result, stale or not, against the scene as it is now.")
  /// S23.3: Until a colour has appeared in the scene (a controller's `background` or `overlay`, a navigation bar's background, a window's `background`), neither `legible` nor the contrast is reported.
  public static let s23_3 = SpecClause("S23.3", .negative, .tentative, "Until a colour has appeared in the scene (a controller's `background` or `overlay`, a navigation bar's background, a window's `background`), neither `legible` nor the contrast is reported.")
  /// S23.4: A colour that appears through a step after launch turns measuring on from that step, and measuring stays on for every later step.
  public static let s23_4 = SpecClause("S23.4", .statement, .tentative, "A colour that appears through a step after launch turns measuring on from that step, and measuring stays on for every later step.")
  /// S23.5: Only the controlling window is looked at: the colours of hidden windows and of windows below it are never what is behind the bar.
  public static let s23_5 = SpecClause("S23.5", .negative, .tentative, "Only the controlling window is looked at: the colours of hidden windows and of windows below it are never what is behind the bar.")
  /// S23.6: For a controlling window without a root view controller, what is behind the bar is the window's own `background`, resolved in the window's appearance.
  public static let s23_6 = SpecClause("S23.6", .statement, .tentative, "For a controlling window without a root view controller, what is behind the bar is the window's own `background`, resolved in the window's appearance.")
  /// S23.7: For a controlling window without a root view controller and without a `background`, legibility is not measured.
  public static let s23_7 = SpecClause("S23.7", .negative, .tentative, "For a controlling window without a root view controller and without a `background`, legibility is not measured.")
  /// S23.8: Presented layers are examined from the topmost presented controller of the chain of `presented` links from the window's root controller down towards the root; the first layer that covers the top edge and draws something there decides, before anything beneath it.
  public static let s23_8 = SpecClause("S23.8", .statement, .tentative, "Presented layers are examined from the topmost presented controller of the chain of `presented` links from the window's root controller down towards the root; the first layer that covers the top edge and draws something there decides, before anything beneath it.")
  /// S23.9: Presentations hosted by a descendant of the root controller (through `definesPresentationContext`) are not examined as layers (a simplification of the model).
  public static let s23_9 = SpecClause("S23.9", .negative, .tentative, "Presentations hosted by a descendant of the root controller (through `definesPresentationContext`) are not examined as layers (a simplification of the model).")
  /// S23.10: Behind a sheet card (not an alert) on a phone the presenter is pushed back and the window's `background` is what shows behind the bar.
  public static let s23_10 = SpecClause("S23.10", .statement, .should, "Behind a sheet card (not an alert) on a phone the presenter is pushed back and the window's `background` is what shows behind the bar.")
  /// S23.11: Behind a sheet card on a phone, a window that declares no `background` shows black.
  public static let s23_11 = SpecClause("S23.11", .statement, .should, "Behind a sheet card on a phone, a window that declares no `background` shows black.")
  /// S23.12: Behind a sheet card on a phone, the presenter's own colours (its `background`, a web or theme colour) do not show behind the bar.
  public static let s23_12 = SpecClause("S23.12", .negative, .tentative, "Behind a sheet card on a phone, the presenter's own colours (its `background`, a web or theme colour) do not show behind the bar.")
  /// S23.13: The window background behind a sheet card is resolved in the window's appearance (the window's override, then Info.plist `UIUserInterfaceStyle`, then the system), not the presenter's.
  public static let s23_13 = SpecClause("S23.13", .statement, .tentative, "The window background behind a sheet card is resolved in the window's appearance (the window's override, then Info.plist `UIUserInterfaceStyle`, then the system), not the presenter's.")
  /// S23.14: From iOS 13.0 a sheet card on a phone shows the window's background behind the bar; before 13.0 page and form sheets on a phone are full screen and their own top colour decides.
  public static let s23_14 = SpecClause("S23.14", .boundary(major: 13, minor: 0), .should, "From iOS 13.0 a sheet card on a phone shows the window's background behind the bar; before 13.0 page and form sheets on a phone are full screen and their own top colour decides.")
  /// S23.15: A card or panel on a pad, in regular or compact width, does not cover the top edge: the layers below are examined.
  public static let s23_15 = SpecClause("S23.15", .negative, .tentative, "A card or panel on a pad, in regular or compact width, does not cover the top edge: the layers below are examined.")
  /// S23.16: An alert does not cover the top edge, on any idiom: the layers below are examined.
  public static let s23_16 = SpecClause("S23.16", .negative, .tentative, "An alert does not cover the top edge, on any idiom: the layers below are examined.")
  /// S23.17: An `overFullScreen` or `overCurrentContext` presentation with a top colour covers the top edge with that colour.
  public static let s23_17 = SpecClause("S23.17", .statement, .tentative, "An `overFullScreen` or `overCurrentContext` presentation with a top colour covers the top edge with that colour.")
  /// S23.18: An `overFullScreen` or `overCurrentContext` presentation without a top colour is transparent at the top edge: the layers below are examined.
  public static let s23_18 = SpecClause("S23.18", .negative, .tentative, "An `overFullScreen` or `overCurrentContext` presentation without a top colour is transparent at the top edge: the layers below are examined.")
  /// S23.19: A `fullScreen`, `currentContext` or `custom` presentation, or a sheet adapted to full screen, covers the top edge with its top colour.
  public static let s23_19 = SpecClause("S23.19", .statement, .tentative, "A `fullScreen`, `currentContext` or `custom` presentation, or a sheet adapted to full screen, covers the top edge with its top colour.")
  /// S23.20: A `fullScreen`, `currentContext` or `custom` presentation, or a sheet adapted to full screen, without a top colour is not transparent: nothing is known and legibility is not measured.
  public static let s23_20 = SpecClause("S23.20", .negative, .tentative, "A `fullScreen`, `currentContext` or `custom` presentation, or a sheet adapted to full screen, without a top colour is not transparent: nothing is known and legibility is not measured.")
  /// S23.21: When no presented layer decides, the root layer's top colour is what is behind the bar.
  public static let s23_21 = SpecClause("S23.21", .statement, .should, "When no presented layer decides, the root layer's top colour is what is behind the bar.")
  /// S23.22: When the root layer has no top colour, legibility is not measured: the window's `background` is not used outside a sheet card.
  public static let s23_22 = SpecClause("S23.22", .negative, .tentative, "When the root layer has no top colour, legibility is not measured: the window's `background` is not used outside a sheet card.")
  /// S23.23: A controller's `overlay` is its top colour first, over a navigation bar's background, its children and its own `background`.
  public static let s23_23 = SpecClause("S23.23", .statement, .tentative, "A controller's `overlay` is its top colour first, over a navigation bar's background, its children and its own `background`.")
  /// S23.24: For a navigation controller whose bar is visible and declares a background, that bar background is the top colour, over its top view controller's colours, whether or not `navigationBarShowsBackground` is true.
  public static let s23_24 = SpecClause("S23.24", .statement, .tentative, "For a navigation controller whose bar is visible and declares a background, that bar background is the top colour, over its top view controller's colours, whether or not `navigationBarShowsBackground` is true.")
  /// S23.25: For a navigation controller whose bar is hidden or declares no background, the top colour is its top view controller's top colour; only when that has none does the navigation controller's own `background` count (S23.28).
  public static let s23_25 = SpecClause("S23.25", .statement, .tentative, "For a navigation controller whose bar is hidden or declares no background, the top colour is its top view controller's top colour; only when that has none does the navigation controller's own `background` count (S23.28).")
  /// S23.26: For a tab bar controller the top colour is its selected child's top colour; only when that has none does the tab bar controller's own `background` count (S23.28).
  public static let s23_26 = SpecClause("S23.26", .statement, .tentative, "For a tab bar controller the top colour is its selected child's top colour; only when that has none does the tab bar controller's own `background` count (S23.28).")
  /// S23.27: A split view, container or page view controller without a `background` of its own takes its first child's top colour; with one, its own `background` is used and the child is not examined.
  public static let s23_27 = SpecClause("S23.27", .statement, .tentative, "A split view, container or page view controller without a `background` of its own takes its first child's top colour; with one, its own `background` is used and the child is not examined.")
  /// S23.28: Otherwise a controller's top colour is its own `background`.
  public static let s23_28 = SpecClause("S23.28", .statement, .should, "Otherwise a controller's top colour is its own `background`.")
  /// S23.29: A colour is resolved in the effective appearance of the controller that holds it (S6).
  public static let s23_29 = SpecClause("S23.29", .statement, .tentative, "A colour is resolved in the effective appearance of the controller that holds it (S6).")
  /// S23.30: Before iOS 13.0 every colour is resolved in the `light` appearance; from 13.0 in its holder's appearance.
  public static let s23_30 = SpecClause("S23.30", .boundary(major: 13, minor: 0), .tentative, "Before iOS 13.0 every colour is resolved in the `light` appearance; from 13.0 in its holder's appearance.")
  /// S23.31: The contrast is the WCAG 2 contrast ratio: each channel c = value / 255 linearised (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055) ^ 2.4), relative luminance 0.2126 R + 0.7152 G + 0.0722 B, then (L1 + 0.05) / (L2 + 0.05) with L1 the larger.
  public static let s23_31 = SpecClause("S23.31", .statement, .tentative, "The contrast is the WCAG 2 contrast ratio: each channel c = value / 255 linearised (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055) ^ 2.4), relative luminance 0.2126 R + 0.7152 G + 0.0722 B, then (L1 + 0.05) / (L2 + 0.05) with L1 the larger.")
  /// S23.32: The content is legible when the ratio is at least 3:1 and not legible below it.
  public static let s23_32 = SpecClause("S23.32", .statement, .tentative, "The content is legible when the ratio is at least 3:1 and not legible below it.")
  /// S23.33: The contrast is reported rounded to two decimals.
  public static let s23_33 = SpecClause("S23.33", .statement, .tentative, "The contrast is reported rounded to two decimals.")
  /// S23.34: Legibility is decided on the unrounded ratio (a ratio just under 3 that rounds to 3.00 is not legible).
  public static let s23_34 = SpecClause("S23.34", .statement, .tentative, "Legibility is decided on the unrounded ratio (a ratio just under 3 that rounds to 3.00 is not legible).")
  /// S23.35: A hidden bar counts as legible.
  public static let s23_35 = SpecClause("S23.35", .statement, .tentative, "A hidden bar counts as legible.")
  /// S23.36: For a hidden bar the contrast is still reported.
  public static let s23_36 = SpecClause("S23.36", .statement, .tentative, "For a hidden bar the contrast is still reported.")
  /// S23.37: From iOS 13 an app window at status-bar level or above does not draw over the status bar: the bar stays shown over it, and what is behind the bar is that window's content.
  public static let s23_37 = SpecClause("S23.37", .statement, .should, "From iOS 13 an app window at status-bar level or above does not draw over the status bar: the bar stays shown over it, and what is behind the bar is that window's content.")
  /// S23.38: Before iOS 13 the model treats such a window the same way: that it could then cover the bar is not modelled.
  public static let s23_38 = SpecClause("S23.38", .statement, .tentative, "Before iOS 13 the model treats such a window the same way: that it could then cover the bar is not modelled.")
  /// S23.39: Under Liquid Glass no scroll-edge effect is added behind the bar: only the declared colours count.
  public static let s23_39 = SpecClause("S23.39", .negative, .tentative, "Under Liquid Glass no scroll-edge effect is added behind the bar: only the declared colours count.")
  /// S23.40: A colour declared in a hidden window (the window's `background`, or a colour of a controller in it) counts as a colour that has appeared in the scene: it turns measuring on (S23.3, S23.4), although it is not what is behind the bar while the window is hidden (S23.5).
  public static let s23_40 = SpecClause("S23.40", .statement, .tentative, "A colour declared in a hidden window (the window's `background`, or a colour of a controller in it) counts as a colour that has appeared in the scene: it turns measuring on (S23.3, S23.4), although it is not what is behind the bar while the window is hidden (S23.5).")
  /// S23.41: A popover on a pad in regular width does not cover the top edge: the layers below are examined.
  public static let s23_41 = SpecClause("S23.41", .negative, .tentative, "A popover on a pad in regular width does not cover the top edge: the layers below are examined.")
  /// S23.42: From iOS 13 a shown bar whose style the edge columns of an expanded split view gave (S16.9), one style or two, is measured part by part: each column's style against what is behind the bar over that column (the trailing column in the leading one's place for the trailing part); the bar is legible when every part that can be measured is, and the lower contrast is reported.
  public static let s23_42 = SpecClause("S23.42", .statement, .tentative, "From iOS 13 a shown bar whose style the edge columns of an expanded split view gave (S16.9), one style or two, is measured part by part: each column's style against what is behind the bar over that column (the trailing column in the leading one's place for the trailing part); the bar is legible when every part that can be measured is, and the lower contrast is reported.")
  /// S24.1: On a phone in portrait, from iOS 13, in view-controller mode, when the topmost presentation from the controlling window's root is a non-capturing `automatic` or `pageSheet` card, the bar shows `lightContent` whatever the deciding controller prefers.
  public static let s24_1 = SpecClause("S24.1", .statement, .should, "On a phone in portrait, from iOS 13, in view-controller mode, when the topmost presentation from the controlling window's root is a non-capturing `automatic` or `pageSheet` card, the bar shows `lightContent` whatever the deciding controller prefers.")
  /// S24.2: A non-capturing `formSheet`, or a `popover` shown as a card in compact width, gives the same `lightContent` override as a page-sheet card.
  public static let s24_2 = SpecClause("S24.2", .statement, .tentative, "A non-capturing `formSheet`, or a `popover` shown as a card in compact width, gives the same `lightContent` override as a page-sheet card.")
  /// S24.3: The style owner does not change under the card: `styleOwner` reports the presenter chain's controller that S8 finds, and only the displayed content colour is overridden.
  public static let s24_3 = SpecClause("S24.3", .negative, .tentative, "The style owner does not change under the card: `styleOwner` reports the presenter chain's controller that S8 finds, and only the displayed content colour is overridden.")
  /// S24.4: The override applies in the dark appearance too.
  public static let s24_4 = SpecClause("S24.4", .statement, .tentative, "The override applies in the dark appearance too.")
  /// S24.5: The override applies whatever the owner prefers, an explicit `darkContent` included.
  public static let s24_5 = SpecClause("S24.5", .statement, .tentative, "The override applies whatever the owner prefers, an explicit `darkContent` included.")
  /// S24.6: A card presented on a card keeps the `lightContent` override.
  public static let s24_6 = SpecClause("S24.6", .statement, .tentative, "A card presented on a card keeps the `lightContent` override.")
  /// S24.7: An alert presented over the card does not end the override: alerts are skipped when finding the topmost presentation.
  public static let s24_7 = SpecClause("S24.7", .negative, .tentative, "An alert presented over the card does not end the override: alerts are skipped when finding the topmost presentation.")
  /// S24.8: When the topmost non-alert presentation is not a sheet card (a `fullScreen` controller presented over the card, for instance), there is no override.
  public static let s24_8 = SpecClause("S24.8", .negative, .tentative, "When the topmost non-alert presentation is not a sheet card (a `fullScreen` controller presented over the card, for instance), there is no override.")
  /// S24.9: A card in a presentation chain hosted below the root controller (through a `definesPresentationContext` host) is not followed: it gives no override (a simplification of the model).
  public static let s24_9 = SpecClause("S24.9", .negative, .tentative, "A card in a presentation chain hosted below the root controller (through a `definesPresentationContext` host) is not followed: it gives no override (a simplification of the model).")
  /// S24.10: When the style owner's layer was presented `overFullScreen`, `overCurrentContext`, `currentContext` or `custom` (having taken over with the capture flag), there is no override: the owner's own style shows.
  public static let s24_10 = SpecClause("S24.10", .negative, .tentative, "When the style owner's layer was presented `overFullScreen`, `overCurrentContext`, `currentContext` or `custom` (having taken over with the capture flag), there is no override: the owner's own style shows.")
  /// S24.11: A card with `modalPresentationCapturesStatusBarAppearance` true decides itself (S9) and its own style shows, with no override.
  public static let s24_11 = SpecClause("S24.11", .statement, .tentative, "A card with `modalPresentationCapturesStatusBarAppearance` true decides itself (S9) and its own style shows, with no override.")
  /// S24.12: There is no override on a pad, in regular or compact width.
  public static let s24_12 = SpecClause("S24.12", .negative, .tentative, "There is no override on a pad, in regular or compact width.")
  /// S24.13: There is no override on a phone in landscape (the sheet is full screen there, S9).
  public static let s24_13 = SpecClause("S24.13", .negative, .should, "There is no override on a phone in landscape (the sheet is full screen there, S9).")
  /// S24.14: The override exists from iOS 13.0; before 13.0 there is none.
  public static let s24_14 = SpecClause("S24.14", .boundary(major: 13, minor: 0), .should, "The override exists from iOS 13.0; before 13.0 there is none.")
  /// S24.15: There is no override in application mode: the application's style stays (black content on the black backdrop in the light appearance).
  public static let s24_15 = SpecClause("S24.15", .negative, .should, "There is no override in application mode: the application's style stays (black content on the black backdrop in the light appearance).")
  /// S24.16: The override does not carry over to an overlay window above the main window: its root decides by S7, and a `default` root gives black content in the light appearance.
  public static let s24_16 = SpecClause("S24.16", .negative, .should, "The override does not carry over to an overlay window above the main window: its root decides by S7, and a `default` root gives black content in the light appearance.")
  /// S24.17: The card does not affect visibility: it neither hides nor shows the bar.
  public static let s24_17 = SpecClause("S24.17", .negative, .tentative, "The card does not affect visibility: it neither hides nor shows the bar.")
  /// L1.1: The App lifecycle puts a system-created UIHostingController at the window's root, and the controllers of the content (a NavigationStack's navigation controller, a TabView's tab bar controller) are its descendants.
  public static let l1_1 = SpecClause("L1.1", .statement, .should, "The App lifecycle puts a system-created UIHostingController at the window's root, and the controllers of the content (a NavigationStack's navigation controller, a TabView's tab bar controller) are its descendants.")
  /// L1.2: From iOS 16 the root hosting controller hands the status bar to the content's container through `childForStatusBarStyle`, so the lowering leaves the root out and makes the content's controller the window root.
  public static let l1_2 = SpecClause("L1.2", .statement, .should, "From iOS 16 the root hosting controller hands the status bar to the content's container through `childForStatusBarStyle`, so the lowering leaves the root out and makes the content's controller the window root.")
  /// L1.3: The lowering leaves the root hosting controller out on every version, iOS 13 to 15 included, although one source says the root decided itself before iOS 16.
  public static let l1_3 = SpecClause("L1.3", .statement, .tentative, "The lowering leaves the root hosting controller out on every version, iOS 13 to 15 included, although one source says the root decided itself before iOS 16.")
  /// L1.4: The App API offers no way to subclass the system-created root: an app that wants its own `preferredStatusBarStyle` there installs its own hosting controller (L8).
  public static let l1_4 = SpecClause("L1.4", .negative, .should, "The App API offers no way to subclass the system-created root: an app that wants its own `preferredStatusBarStyle` there installs its own hosting controller (L8).")
  /// L1.5: A WindowGroup whose content is a plain view with no container lowers to a hosting controller at the window root, which decides itself.
  public static let l1_5 = SpecClause("L1.5", .statement, .tentative, "A WindowGroup whose content is a plain view with no container lowers to a hosting controller at the window root, which decides itself.")
  /// L2.1: A NavigationStack lowers to a UINavigationController.
  public static let l2_1 = SpecClause("L2.1", .statement, .should, "A NavigationStack lowers to a UINavigationController.")
  /// L2.2: NavigationStack is available from iOS 16.0; before 16.0 there is none (a stack NavigationView is used instead).
  public static let l2_2 = SpecClause("L2.2", .boundary(major: 16, minor: 0), .should, "NavigationStack is available from iOS 16.0; before 16.0 there is none (a stack NavigationView is used instead).")
  /// L2.3: A NavigationView with the stack style lowers to a UINavigationController.
  public static let l2_3 = SpecClause("L2.3", .statement, .tentative, "A NavigationView with the stack style lowers to a UINavigationController.")
  /// L2.4: A stack-style NavigationView is available from iOS 13.0 (SwiftUI); before 13.0 there is none.
  public static let l2_4 = SpecClause("L2.4", .boundary(major: 13, minor: 0), .tentative, "A stack-style NavigationView is available from iOS 13.0 (SwiftUI); before 13.0 there is none.")
  /// L2.5: The stack style is NavigationView's default on iPhone.
  public static let l2_5 = SpecClause("L2.5", .statement, .tentative, "The stack style is NavigationView's default on iPhone.")
  /// L2.6: The navigation controller's view controllers are hosting controllers.
  public static let l2_6 = SpecClause("L2.6", .statement, .should, "The navigation controller's view controllers are hosting controllers.")
  /// L2.7: There is one hosting controller for the root view and one per view pushed on the path, so the top view controller of S12 is the hosting controller of the view on top.
  public static let l2_7 = SpecClause("L2.7", .statement, .should, "There is one hosting controller for the root view and one per view pushed on the path, so the top view controller of S12 is the hosting controller of the view on top.")
  /// L2.8: The navigation controller is a descendant of the enclosing hosting controller (L1) or of a tab (L3).
  public static let l2_8 = SpecClause("L2.8", .statement, .tentative, "The navigation controller is a descendant of the enclosing hosting controller (L1) or of a tab (L3).")
  /// L3.1: A TabView with the default style lowers to a UITabBarController.
  public static let l3_1 = SpecClause("L3.1", .statement, .should, "A TabView with the default style lowers to a UITabBarController.")
  /// L3.2: A plain tab lowers to a hosting controller as that tab's child.
  public static let l3_2 = SpecClause("L3.2", .statement, .tentative, "A plain tab lowers to a hosting controller as that tab's child.")
  /// L3.3: A tab whose content is a NavigationStack lowers to L2's navigation controller as that tab's child; a hosting controller SwiftUI may wrap it in is left out, as it would forward (L1, iOS 16+; inference).
  public static let l3_3 = SpecClause("L3.3", .statement, .tentative, "A tab whose content is a NavigationStack lowers to L2's navigation controller as that tab's child; a hosting controller SwiftUI may wrap it in is left out, as it would forward (L1, iOS 16+; inference).")
  /// L3.4: The tab bar controller forwards to its selected tab, so the selected tab's controllers decide.
  public static let l3_4 = SpecClause("L3.4", .statement, .should, "The tab bar controller forwards to its selected tab, so the selected tab's controllers decide.")
  /// L4.1: A NavigationSplitView lowers to a UISplitViewController.
  public static let l4_1 = SpecClause("L4.1", .statement, .should, "A NavigationSplitView lowers to a UISplitViewController.")
  /// L4.2: NavigationSplitView is available from iOS 16.0; before 16.0 there is none.
  public static let l4_2 = SpecClause("L4.2", .boundary(major: 16, minor: 0), .should, "NavigationSplitView is available from iOS 16.0; before 16.0 there is none.")
  /// L4.3: A NavigationView with the columns style lowers to a UISplitViewController.
  public static let l4_3 = SpecClause("L4.3", .statement, .tentative, "A NavigationView with the columns style lowers to a UISplitViewController.")
  /// L4.4: In compact width (an iPhone) the split view is collapsed: one stack shows.
  public static let l4_4 = SpecClause("L4.4", .statement, .must, "In compact width (an iPhone) the split view is collapsed: one stack shows.")
  /// L4.5: From iOS 17.0 `preferredCompactColumn` picks which column is on top of a collapsed split view; before 17.0 it does not exist.
  public static let l4_5 = SpecClause("L4.5", .boundary(major: 17, minor: 0), .must, "From iOS 17.0 `preferredCompactColumn` picks which column is on top of a collapsed split view; before 17.0 it does not exist.")
  /// L4.6: The model walks a collapsed split view's primary, which decides the status bar.
  public static let l4_6 = SpecClause("L4.6", .statement, .tentative, "The model walks a collapsed split view's primary, which decides the status bar.")
  /// L4.7: An expanded split view (a pad in regular width) lowers to a split view with every column visible (`collapsed` false).
  public static let l4_7 = SpecClause("L4.7", .statement, .tentative, "An expanded split view (a pad in regular width) lowers to a split view with every column visible (`collapsed` false).")
  /// L5.1: `toolbarBackground`, `toolbarColorScheme` and `toolbar(.hidden, for: .navigationBar)` are preferences that flow up to the nearest container rendering a bar, and the lowering records them on the hosting controller of the view they modify.
  public static let l5_1 = SpecClause("L5.1", .statement, .must, "`toolbarBackground`, `toolbarColorScheme` and `toolbar(.hidden, for: .navigationBar)` are preferences that flow up to the nearest container rendering a bar, and the lowering records them on the hosting controller of the view they modify.")
  /// L5.2: These toolbar modifiers exist from iOS 16.0; before 16.0 there are none.
  public static let l5_2 = SpecClause("L5.2", .boundary(major: 16, minor: 0), .must, "These toolbar modifiers exist from iOS 16.0; before 16.0 there are none.")
  /// L5.3: A pushed view's toolbar modifiers apply while it is the top view controller.
  public static let l5_3 = SpecClause("L5.3", .statement, .should, "A pushed view's toolbar modifiers apply while it is the top view controller.")
  /// L5.4: A pushed view's toolbar modifiers stop applying when it is popped.
  public static let l5_4 = SpecClause("L5.4", .negative, .tentative, "A pushed view's toolbar modifiers stop applying when it is popped.")
  /// L5.5: A toolbar modifier applied to the NavigationStack itself does not colour that stack's bar: it flows past its navigation controller to an outer container, or nowhere.
  public static let l5_5 = SpecClause("L5.5", .negative, .tentative, "A toolbar modifier applied to the NavigationStack itself does not colour that stack's bar: it flows past its navigation controller to an outer container, or nowhere.")
  /// L5.6: A scenario that puts a toolbar modifier on the NavigationStack itself is told to move it to the views inside: an error, not a silent no-op.
  public static let l5_6 = SpecClause("L5.6", .statement, .tentative, "A scenario that puts a toolbar modifier on the NavigationStack itself is told to move it to the views inside: an error, not a silent no-op.")
  /// L5.7: A lowered NavigationStack's bar shows no background at rest (`toolbarBackground` automatic, content at the top edge) unless the view on top sets `toolbarBackground(.visible)`, so in `classic` `toolbarColorScheme` alone does not set the style (under Liquid Glass it never does, S13.12).
  public static let l5_7 = SpecClause("L5.7", .statement, .should, "A lowered NavigationStack's bar shows no background at rest (`toolbarBackground` automatic, content at the top edge) unless the view on top sets `toolbarBackground(.visible)`, so in `classic` `toolbarColorScheme` alone does not set the style (under Liquid Glass it never does, S13.12).")
  /// L6.1: `.sheet` presents a hosting controller as the `automatic` or `pageSheet` card of S9 on a phone in portrait.
  public static let l6_1 = SpecClause("L6.1", .statement, .should, "`.sheet` presents a hosting controller as the `automatic` or `pageSheet` card of S9 on a phone in portrait.")
  /// L6.2: `.sheet` lowers to the same sheet card on every version from iOS 13, whether UIKit uses a plain presentation controller (iOS 13 and 14) or a UISheetPresentationController (iOS 15 and later).
  public static let l6_2 = SpecClause("L6.2", .statement, .tentative, "`.sheet` lowers to the same sheet card on every version from iOS 13, whether UIKit uses a plain presentation controller (iOS 13 and 14) or a UISheetPresentationController (iOS 15 and later).")
  /// L6.3: `.sheet` is full screen in compact height (a phone in landscape).
  public static let l6_3 = SpecClause("L6.3", .statement, .tentative, "`.sheet` is full screen in compact height (a phone in landscape).")
  /// L6.4: `.sheet` does not capture the status bar, so S24's `lightContent` override applies while it is a card.
  public static let l6_4 = SpecClause("L6.4", .negative, .tentative, "`.sheet` does not capture the status bar, so S24's `lightContent` override applies while it is a card.")
  /// L6.5: Detents change nothing: every sheet card, at the medium or a custom detent too, counts as pushing the presenter back (S24), and undimmed detents or `presentationBackgroundInteraction` make no difference.
  public static let l6_5 = SpecClause("L6.5", .negative, .tentative, "Detents change nothing: every sheet card, at the medium or a custom detent too, counts as pushing the presenter back (S24), and undimmed detents or `presentationBackgroundInteraction` make no difference.")
  /// L7.1: `.fullScreenCover` presents a hosting controller that covers the screen and takes the status bar over: its own content decides.
  public static let l7_1 = SpecClause("L7.1", .statement, .should, "`.fullScreenCover` presents a hosting controller that covers the screen and takes the status bar over: its own content decides.")
  /// L7.2: `.fullScreenCover` is available from iOS 14.0; before 14.0 there is none.
  public static let l7_2 = SpecClause("L7.2", .boundary(major: 14, minor: 0), .must, "`.fullScreenCover` is available from iOS 14.0; before 14.0 there is none.")
  /// L7.3: A full-screen cover does not inherit the presenter's `preferredColorScheme` (S21).
  public static let l7_3 = SpecClause("L7.3", .negative, .tentative, "A full-screen cover does not inherit the presenter's `preferredColorScheme` (S21).")
  /// L7.4: `.fullScreenCover` lowers to the `fullScreen` presentation style.
  public static let l7_4 = SpecClause("L7.4", .statement, .tentative, "`.fullScreenCover` lowers to the `fullScreen` presentation style.")
  /// L7.5: `.popover` presents with the `popover` style, a popover in regular width.
  public static let l7_5 = SpecClause("L7.5", .statement, .should, "`.popover` presents with the `popover` style, a popover in regular width.")
  /// L7.6: `.popover` in compact width is a sheet card (S9).
  public static let l7_6 = SpecClause("L7.6", .statement, .must, "`.popover` in compact width is a sheet card (S9).")
  /// L7.7: `.popover` is full screen in compact height.
  public static let l7_7 = SpecClause("L7.7", .statement, .must, "`.popover` is full screen in compact height.")
  /// L7.8: A view inside a container that declares a sheet or a cover is presented by the container's controller, the root of its presentation layer.
  public static let l7_8 = SpecClause("L7.8", .statement, .tentative, "A view inside a container that declares a sheet or a cover is presented by the container's controller, the root of its presentation layer.")
  /// L7.9: A `present` step shows a SwiftUI view as its `presentedAs` says: `sheet` by default, or `fullScreenCover` or `popover`.
  public static let l7_9 = SpecClause("L7.9", .statement, .tentative, "A `present` step shows a SwiftUI view as its `presentedAs` says: `sheet` by default, or `fullScreenCover` or `popover`.")
  /// L8.1: A UIHostingController subclass's `preferredStatusBarStyle` override is read like any controller's when the walk reaches it (as a window root, pushed into a UIKit navigation controller, or presented).
  public static let l8_1 = SpecClause("L8.1", .statement, .should, "A UIHostingController subclass's `preferredStatusBarStyle` override is read like any controller's when the walk reaches it (as a window root, pushed into a UIKit navigation controller, or presented).")
  /// L8.2: A UIHostingController subclass's `prefersStatusBarHidden` override is read like any controller's when the walk reaches it.
  public static let l8_2 = SpecClause("L8.2", .statement, .tentative, "A UIHostingController subclass's `prefersStatusBarHidden` override is read like any controller's when the walk reaches it.")
  /// L8.3: From iOS 16.0 a hosting subclass whose SwiftUI content holds a navigation or tab controller hands the style to that child unless it also overrides `childForStatusBarStyle`; before 16.0 its own `preferredStatusBarStyle` decides.
  public static let l8_3 = SpecClause("L8.3", .boundary(major: 16, minor: 0), .tentative, "From iOS 16.0 a hosting subclass whose SwiftUI content holds a navigation or tab controller hands the style to that child unless it also overrides `childForStatusBarStyle`; before 16.0 its own `preferredStatusBarStyle` decides.")
  /// L8.4: From iOS 16, such a subclass's own `preferredStatusBarStyle` decides nothing while its content holds a container and it does not override `childForStatusBarStyle`.
  public static let l8_4 = SpecClause("L8.4", .negative, .tentative, "From iOS 16, such a subclass's own `preferredStatusBarStyle` decides nothing while its content holds a container and it does not override `childForStatusBarStyle`.")
  /// L8.5: A hosting subclass that overrides `childForStatusBarStyle` as well (returning nil) decides with its own `preferredStatusBarStyle` whatever its content holds.
  public static let l8_5 = SpecClause("L8.5", .statement, .tentative, "A hosting subclass that overrides `childForStatusBarStyle` as well (returning nil) decides with its own `preferredStatusBarStyle` whatever its content holds.")

  /// Every clause of SPEC.md, in document order.
  public static let all: [SpecClause] = [
    s1_1,
    s1_2,
    s1_3,
    s1_4,
    s1_5,
    s1_6,
    s1_7,
    s1_8,
    s1_9,
    s1_10,
    s1_11,
    s2_1,
    s2_2,
    s2_3,
    s2_4,
    s2_5,
    s2_6,
    s2_7,
    s2_8,
    s2_9,
    s2_10,
    s3_1,
    s3_2,
    s3_3,
    s3_4,
    s3_5,
    s3_6,
    s3_7,
    s3_8,
    s3_9,
    s3_10,
    s3_11,
    s4_1,
    s4_2,
    s4_3,
    s4_4,
    s5_1,
    s5_2,
    s5_3,
    s6_1,
    s6_2,
    s6_3,
    s6_4,
    s6_5,
    s6_6,
    s6_7,
    s6_8,
    s6_9,
    s6_10,
    s6_11,
    s6_12,
    s6_13,
    s6_14,
    s6_15,
    s6_16,
    s6_17,
    s7_1,
    s7_2,
    s7_3,
    s7_4,
    s7_5,
    s7_6,
    s7_7,
    s7_8,
    s7_9,
    s7_10,
    s7_11,
    s7_12,
    s7_13,
    s7_14,
    s7_15,
    s7_16,
    s7_17,
    s8_1,
    s8_2,
    s8_3,
    s8_4,
    s8_5,
    s8_6,
    s8_7,
    s8_8,
    s8_9,
    s9_1,
    s9_2,
    s9_3,
    s9_4,
    s9_5,
    s9_6,
    s9_7,
    s9_8,
    s9_9,
    s9_10,
    s9_11,
    s9_12,
    s9_13,
    s9_14,
    s9_15,
    s9_16,
    s9_17,
    s9_18,
    s9_19,
    s9_20,
    s9_21,
    s9_22,
    s9_23,
    s9_24,
    s9_25,
    s9_26,
    s10_1,
    s10_2,
    s10_3,
    s10_4,
    s10_5,
    s10_6,
    s10_7,
    s10_8,
    s10_9,
    s10_10,
    s10_11,
    s10_12,
    s11_1,
    s11_2,
    s11_3,
    s11_4,
    s11_5,
    s11_6,
    s12_1,
    s12_2,
    s12_3,
    s12_4,
    s12_5,
    s12_6,
    s12_7,
    s12_8,
    s12_9,
    s12_10,
    s12_11,
    s12_12,
    s12_13,
    s13_1,
    s13_2,
    s13_3,
    s13_4,
    s13_5,
    s13_6,
    s13_7,
    s13_8,
    s13_9,
    s13_10,
    s13_11,
    s13_12,
    s14_1,
    s14_2,
    s14_3,
    s14_4,
    s14_5,
    s14_6,
    s14_7,
    s14_8,
    s14_9,
    s14_10,
    s15_1,
    s15_2,
    s15_3,
    s15_4,
    s15_5,
    s15_6,
    s15_7,
    s16_1,
    s16_2,
    s16_3,
    s16_4,
    s16_5,
    s16_6,
    s16_7,
    s16_8,
    s16_9,
    s17_1,
    s17_2,
    s17_3,
    s17_4,
    s17_5,
    s17_6,
    s17_7,
    s17_8,
    s17_9,
    s17_10,
    s17_11,
    s17_12,
    s18_1,
    s18_2,
    s18_3,
    s18_4,
    s18_5,
    s18_6,
    s18_7,
    s18_8,
    s18_9,
    s18_10,
    s18_11,
    s18_12,
    s19_1,
    s19_2,
    s19_3,
    s19_4,
    s19_5,
    s19_6,
    s19_7,
    s19_8,
    s19_9,
    s19_10,
    s19_11,
    s19_12,
    s19_13,
    s19_14,
    s20_1,
    s20_2,
    s20_3,
    s20_4,
    s20_5,
    s20_6,
    s20_7,
    s20_8,
    s20_9,
    s20_10,
    s20_11,
    s20_12,
    s20_13,
    s20_14,
    s20_15,
    s20_16,
    s20_17,
    s20_18,
    s20_19,
    s21_1,
    s21_2,
    s21_3,
    s21_4,
    s21_5,
    s21_6,
    s21_7,
    s21_8,
    s21_9,
    s21_10,
    s21_11,
    s21_12,
    s21_13,
    s21_14,
    s21_15,
    s21_16,
    s21_17,
    s21_18,
    s21_19,
    s21_20,
    s21_21,
    s22_1,
    s22_2,
    s22_3,
    s22_4,
    s22_5,
    s22_6,
    s22_7,
    s22_8,
    s22_9,
    s23_1,
    s23_2,
    s23_3,
    s23_4,
    s23_5,
    s23_6,
    s23_7,
    s23_8,
    s23_9,
    s23_10,
    s23_11,
    s23_12,
    s23_13,
    s23_14,
    s23_15,
    s23_16,
    s23_17,
    s23_18,
    s23_19,
    s23_20,
    s23_21,
    s23_22,
    s23_23,
    s23_24,
    s23_25,
    s23_26,
    s23_27,
    s23_28,
    s23_29,
    s23_30,
    s23_31,
    s23_32,
    s23_33,
    s23_34,
    s23_35,
    s23_36,
    s23_37,
    s23_38,
    s23_39,
    s23_40,
    s23_41,
    s23_42,
    s24_1,
    s24_2,
    s24_3,
    s24_4,
    s24_5,
    s24_6,
    s24_7,
    s24_8,
    s24_9,
    s24_10,
    s24_11,
    s24_12,
    s24_13,
    s24_14,
    s24_15,
    s24_16,
    s24_17,
    l1_1,
    l1_2,
    l1_3,
    l1_4,
    l1_5,
    l2_1,
    l2_2,
    l2_3,
    l2_4,
    l2_5,
    l2_6,
    l2_7,
    l2_8,
    l3_1,
    l3_2,
    l3_3,
    l3_4,
    l4_1,
    l4_2,
    l4_3,
    l4_4,
    l4_5,
    l4_6,
    l4_7,
    l5_1,
    l5_2,
    l5_3,
    l5_4,
    l5_5,
    l5_6,
    l5_7,
    l6_1,
    l6_2,
    l6_3,
    l6_4,
    l6_5,
    l7_1,
    l7_2,
    l7_3,
    l7_4,
    l7_5,
    l7_6,
    l7_7,
    l7_8,
    l7_9,
    l8_1,
    l8_2,
    l8_3,
    l8_4,
    l8_5,
  ]
}
