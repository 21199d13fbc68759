/// A deliberate fault in the reference resolver: one decision of one rule made the wrong way (a condition
/// inverted, a step skipped, the other branch, the other default), to measure whether the suite tells a
/// correct resolver from an incorrect one (`barcheck mutants`).
///
/// The reference carries no mutant (`ReferenceResolver().mutant` is nil); a resolver built with one differs
/// from the reference only at that decision. Each is named by the rule it breaks (`S9.card-takes-over`).
/// Ids are stable: the reviewed list of equivalent mutants (`Conformance/mutants-equivalent.json`) and
/// reports refer to them.
public enum Mutant: String, CaseIterable, Sendable, Hashable, Identifiable {
  // S1: application mode.
  case s1ModeIgnored = "S1.mode-ignored"
  case s1UpdateCallAppliesInApplicationMode = "S1.update-call-applies-in-application-mode"
  case s1ApplicationStyleIgnored = "S1.application-style-ignored"
  case s1ApplicationHiddenIgnored = "S1.application-hidden-ignored"
  // S2: launch from Info.plist.
  case s2PlistStyleIgnored = "S2.plist-style-ignored"
  case s2PlistHiddenIgnored = "S2.plist-hidden-ignored"
  case s2LaunchShowsPlistInViewControllerMode = "S2.launch-shows-plist-in-view-controller-mode"
  // S3: application setters.
  case s3SetterObeyedInViewControllerMode = "S3.setter-obeyed-in-view-controller-mode"
  case s3SetterRefreshesInViewControllerMode = "S3.setter-refreshes-in-view-controller-mode"
  case s3SetterInertInApplicationMode = "S3.setter-inert-in-application-mode"
  case s3Ios27SettersApply = "S3.ios27-setters-apply"
  case s3SetterAnimationIgnored = "S3.setter-animation-ignored"
  case s3SetterAnimationWithoutChange = "S3.setter-animation-without-change"
  // S4: explicit styles.
  case s4DarkContentFollowsAppearance = "S4.dark-content-follows-appearance"
  case s4LightContentFollowsAppearance = "S4.light-content-follows-appearance"
  // S5: default before iOS 13.
  case s5LegacyDefaultIsLightContent = "S5.legacy-default-is-light-content"
  case s5LegacyDefaultFollowsAppearance = "S5.legacy-default-follows-appearance"
  // S6: default and the effective user interface style.
  case s6ControllerOverrideIgnored = "S6.controller-override-ignored"
  case s6ParentOverrideNotInherited = "S6.parent-override-not-inherited"
  case s6PresenterOverrideNotInherited = "S6.presenter-override-not-inherited"
  case s6WindowOverrideIgnored = "S6.window-override-ignored"
  case s6InfoPlistStyleIgnored = "S6.info-plist-style-ignored"
  case s6SystemAppearanceIgnored = "S6.system-appearance-ignored"
  case s6DefaultInverted = "S6.default-inverted"
  // S7: the controlling window.
  case s7KeyWindowDecides = "S7.key-window-decides"
  case s7LevelTieEarlierShownWins = "S7.level-tie-earlier-shown-wins"
  case s7RootlessWindowSkipped = "S7.rootless-window-skipped"
  case s7RootlessIgnoresWindowAppearance = "S7.rootless-ignores-window-appearance"
  // S8: the walk.
  case s8PresentationsNotExamined = "S8.presentations-not-examined"
  case s8StackedPresentationExamined = "S8.stacked-presentation-examined"
  case s8VisibilityFollowsStyleOwner = "S8.visibility-follows-style-owner"
  case s8StyleFollowsVisibilityOwner = "S8.style-follows-visibility-owner"
  case s8ExplicitNilIgnored = "S8.explicit-nil-ignored"
  case s8ExplicitChildIgnored = "S8.explicit-child-ignored"
  case s8PresentedChildDecidesWithoutTakeOver = "S8.presented-child-decides-without-take-over"
  case s8WalkStopsAtFirstForward = "S8.walk-stops-at-first-forward"
  // S9: take-over.
  case s9AlertTakesOver = "S9.alert-takes-over"
  case s9FullScreenNeedsCaptureFlag = "S9.full-screen-needs-capture-flag"
  case s9OverFullScreenTakesOver = "S9.over-full-screen-takes-over"
  case s9OverFullScreenCaptureIgnored = "S9.over-full-screen-capture-ignored"
  case s9CardTakesOver = "S9.card-takes-over"
  case s9CardCaptureIgnored = "S9.card-capture-ignored"
  case s9AdaptedSheetNeedsCaptureFlag = "S9.adapted-sheet-needs-capture-flag"
  case s9CustomTakesOver = "S9.custom-takes-over"
  case s9CustomCaptureIgnored = "S9.custom-capture-ignored"
  case s9CustomIos8NeedsCaptureFlag = "S9.custom-ios8-needs-capture-flag"
  case s9LegacyAutomaticIsSheet = "S9.legacy-automatic-is-sheet"
  case s9LandscapeSheetStaysCard = "S9.landscape-sheet-stays-card"
  case s9CompactWidthSheetIsFullScreen = "S9.compact-width-sheet-is-full-screen"
  case s9RegularWidthSheetIsFullScreen = "S9.regular-width-sheet-is-full-screen"
  case s9LegacyCompactSheetStaysCard = "S9.legacy-compact-sheet-stays-card"
  case s9LegacyAdaptationFollowsSizeClass = "S9.legacy-adaptation-follows-size-class"
  case s9LegacyAdaptedDismissalHandsBack = "S9.legacy-adapted-dismissal-hands-back"
  // S10: dismissal.
  case s10DismissalNotResolved = "S10.dismissal-not-resolved"
  case s10CancelledDismissalRestores = "S10.cancelled-dismissal-restores"
  case s10CancelledDismissalIgnored = "S10.cancelled-dismissal-ignored"
  case s10CancelledDismissalNotAnimated = "S10.cancelled-dismissal-not-animated"
  // S11: a plain controller's defaults.
  case s11DefaultStyleLightContent = "S11.default-style-light-content"
  case s11DefaultHidden = "S11.default-hidden"
  case s11PlainForwardsToFirstChild = "S11.plain-forwards-to-first-child"
  // S12: navigation style forwarding.
  case s12VisibleBarForwardsStyle = "S12.visible-bar-forwards-style"
  case s12HiddenBarDecidesStyle = "S12.hidden-bar-decides-style"
  case s12ForwardsToRoot = "S12.forwards-to-root"
  case s12TopViewControllerOverrideIgnored = "S12.top-view-controller-override-ignored"
  case s12VisibleViewControllerIgnoresPresented = "S12.visible-view-controller-ignores-presented"
  // S13: the navigation controller's own style.
  case s13SubclassOverrideIgnored = "S13.subclass-override-ignored"
  case s13BlackBarStyleIgnored = "S13.black-bar-style-ignored"
  case s13GlassReadsBarStyle = "S13.glass-reads-bar-style"
  case s13GlassBarAppearanceInverted = "S13.glass-bar-appearance-inverted"
  // S14: navigation visibility forwarding.
  case s14NavigationDoesNotForwardVisibility = "S14.navigation-does-not-forward-visibility"
  case s14GlassExceptionIgnored = "S14.glass-exception-ignored"
  case s14GlassExceptionWithHomeButton = "S14.glass-exception-with-home-button"
  case s14GlassExceptionOnEveryProfile = "S14.glass-exception-on-every-profile"
  case s14GlassNavigationCompactDefault = "S14.glass-navigation-compact-default"
  // S15: tab bar forwarding.
  case s15ForwardsFirstTab = "S15.forwards-first-tab"
  case s15TabBarDecides = "S15.tab-bar-decides"
  case s15TabBarDecidesVisibility = "S15.tab-bar-decides-visibility"
  // S16: split, page and search controllers.
  case s16CollapsedSplitDecides = "S16.collapsed-split-decides"
  case s16ExpandedSplitForwards = "S16.expanded-split-forwards"
  case s16CollapsedSplitForwardsSecondary = "S16.collapsed-split-forwards-secondary"
  case s16PageAndSearchForward = "S16.page-and-search-forward"
  // S17: compact height.
  case s17CompactHeightShows = "S17.compact-height-shows"
  case s17OverrideKeepsCompactDefault = "S17.override-keeps-compact-default"
  case s17NotchLandscapeNotForced = "S17.notch-landscape-not-forced"
  case s17LandscapeForcedWithHomeButton = "S17.landscape-forced-with-home-button"
  case s17PadLandscapeIsCompact = "S17.pad-landscape-is-compact"
  case s17ApplicationLandscapeShown = "S17.application-landscape-shown"
  case s17ApplicationLandscapeLaunchForgotten = "S17.application-landscape-launch-forgotten"
  case s17ApplicationLaunchStateOutlivesSetter = "S17.application-launch-state-outlives-setter"
  // S18: visibility animation.
  case s18DefaultAnimationNone = "S18.default-animation-none"
  case s18DefaultAnimationSlide = "S18.default-animation-slide"
  case s18PreferredAnimationIgnored = "S18.preferred-animation-ignored"
  case s18StyleOwnerAnimation = "S18.style-owner-animation"
  case s18AnimatedOutsideAnimationBlock = "S18.animated-outside-animation-block"
  case s18NeverAnimated = "S18.never-animated"
  // S19: update calls and staleness.
  case s19PropertiesApplyAtOnce = "S19.properties-apply-at-once"
  case s19UpdateCallIgnored = "S19.update-call-ignored"
  case s19UpdateCallOutsideControllingWindow = "S19.update-call-outside-controlling-window"
  case s19UpdateCallNotAnimated = "S19.update-call-not-animated"
  // S20: automatic re-resolution.
  case s20NavigationTransitionsNotResolved = "S20.navigation-transitions-not-resolved"
  case s20MakeKeyWindowResolves = "S20.make-key-window-resolves"
  case s20PresentationNotResolved = "S20.presentation-not-resolved"
  case s20RotationNotResolved = "S20.rotation-not-resolved"
  case s20AppearanceChangeNotResolved = "S20.appearance-change-not-resolved"
  case s20TabSelectionNotResolved = "S20.tab-selection-not-resolved"
  case s20NavigationBarChangeNotResolved = "S20.navigation-bar-change-not-resolved"
  case s20WindowChangeNotResolved = "S20.window-change-not-resolved"
  case s20SizeClassChangeNotResolved = "S20.size-class-change-not-resolved"
  case s20TransitionsNeverAnimated = "S20.transitions-never-animated"
  case s20TraitChangesNotAnimated = "S20.trait-changes-not-animated"
  // S21: SwiftUI.
  case s21StatusBarHiddenIgnored = "S21.status-bar-hidden-ignored"
  case s21ColorSchemeIgnored = "S21.color-scheme-ignored"
  case s21ColorSchemeInheritedByPresentation = "S21.color-scheme-inherited-by-presentation"
  case s21FirstColorSchemeWins = "S21.first-color-scheme-wins"
  case s21ToolbarColorSchemeIgnored = "S21.toolbar-color-scheme-ignored"
  case s21ToolbarSchemeWithoutBackground = "S21.toolbar-scheme-without-background"
  case s21ToolbarSchemeBeforeIos16 = "S21.toolbar-scheme-before-ios16"
  case s21SwiftUIChangeNotResolved = "S21.swiftui-change-not-resolved"
  // S23: legibility.
  case s23TextContrastThreshold = "S23.text-contrast-threshold"
  case s23HiddenBarJudged = "S23.hidden-bar-judged"
  case s23SheetCardShowsPresenter = "S23.sheet-card-shows-presenter"
  case s23NavigationBarBackgroundIgnored = "S23.navigation-bar-background-ignored"
  case s23OverlayIgnored = "S23.overlay-ignored"
  case s23OverFullScreenTransparent = "S23.over-full-screen-transparent"
  case s23ColourlessFullScreenLooksBelow = "S23.colourless-full-screen-looks-below"
  case s23ColourInWindowAppearance = "S23.colour-in-window-appearance"
  // S24: the sheet-card backdrop.
  case s24BackdropIgnored = "S24.backdrop-ignored"
  case s24BackdropInLandscape = "S24.backdrop-in-landscape"
  case s24BackdropOnPad = "S24.backdrop-on-pad"
  case s24BackdropBeforeIos13 = "S24.backdrop-before-ios13"
  case s24CapturingCardBackdrop = "S24.capturing-card-backdrop"
  case s24AlertHidesBackdrop = "S24.alert-hides-backdrop"
  case s24BackdropOverPartialPresentation = "S24.backdrop-over-partial-presentation"
  case s24BackdropDarkContent = "S24.backdrop-dark-content"
  // Version boundaries: each boundary clause moved one major version either way (`S9.17.boundary-earlier`).
  case s3_4BoundaryEarlier = "S3.4.boundary-earlier"
  case s3_4BoundaryLater = "S3.4.boundary-later"
  case s3_5BoundaryEarlier = "S3.5.boundary-earlier"
  case s3_5BoundaryLater = "S3.5.boundary-later"
  case s5_3BoundaryEarlier = "S5.3.boundary-earlier"
  case s5_3BoundaryLater = "S5.3.boundary-later"
  case s9_7BoundaryEarlier = "S9.7.boundary-earlier"
  case s9_7BoundaryLater = "S9.7.boundary-later"
  case s9_8BoundaryEarlier = "S9.8.boundary-earlier"
  case s9_8BoundaryLater = "S9.8.boundary-later"
  case s9_11BoundaryEarlier = "S9.11.boundary-earlier"
  case s9_11BoundaryLater = "S9.11.boundary-later"
  case s9_16BoundaryEarlier = "S9.16.boundary-earlier"
  case s9_16BoundaryLater = "S9.16.boundary-later"
  case s9_17BoundaryEarlier = "S9.17.boundary-earlier"
  case s9_17BoundaryLater = "S9.17.boundary-later"
  case s9_24BoundaryEarlier = "S9.24.boundary-earlier"
  case s9_24BoundaryLater = "S9.24.boundary-later"
  case s10_11BoundaryEarlier = "S10.11.boundary-earlier"
  case s10_11BoundaryLater = "S10.11.boundary-later"
  case s13_4BoundaryEarlier = "S13.4.boundary-earlier"
  case s13_4BoundaryLater = "S13.4.boundary-later"
  case s14_4BoundaryEarlier = "S14.4.boundary-earlier"
  case s14_4BoundaryLater = "S14.4.boundary-later"
  case s17_6BoundaryEarlier = "S17.6.boundary-earlier"
  case s17_6BoundaryLater = "S17.6.boundary-later"
  case s21_9BoundaryEarlier = "S21.9.boundary-earlier"
  case s21_9BoundaryLater = "S21.9.boundary-later"
  case s23_30BoundaryEarlier = "S23.30.boundary-earlier"
  case s23_30BoundaryLater = "S23.30.boundary-later"
  case s24_14BoundaryEarlier = "S24.14.boundary-earlier"
  case s24_14BoundaryLater = "S24.14.boundary-later"

  /// `S9.card-takes-over`.
  public var id: String { rawValue }

  /// The rule the mutant breaks: `S9`.
  public var rule: String { String(rawValue.prefix { $0 != "." }) }

  /// The mutant with this id.
  public static func named(_ id: String) -> Mutant? { Mutant(rawValue: id) }
}
