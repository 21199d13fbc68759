public import BarcheckModel

extension Mutant {
  /// The clause of SPEC.md this mutant flips: a case that kills it pins the clause (`barcheck mutants --by-clause`,
  /// and `barcheck lint`'s clause coverage).
  public var clause: SpecClause {
    switch self {
    case .s1ModeIgnored, .s1ApplicationStyleIgnored, .s1ApplicationHiddenIgnored: .s1_3
    case .s1UpdateCallAppliesInApplicationMode: .s1_9
    case .s2PlistStyleIgnored, .s2PlistHiddenIgnored: .s2_7
    case .s2LaunchShowsPlistInViewControllerMode: .s2_5
    case .s3SetterObeyedInViewControllerMode: .s3_1
    case .s3SetterRefreshesInViewControllerMode: .s3_2
    case .s3SetterInertInApplicationMode: .s3_3
    case .s3Ios27SettersApply: .s3_4
    case .s3SetterAnimationIgnored, .s3SetterAnimationWithoutChange: .s3_8
    case .s4LightContentFollowsAppearance: .s4_1
    case .s4DarkContentFollowsAppearance: .s4_3
    case .s5LegacyDefaultIsLightContent, .s5LegacyDefaultFollowsAppearance: .s5_1
    case .s6DefaultInverted: .s6_1
    case .s6ControllerOverrideIgnored: .s6_3
    case .s6ParentOverrideNotInherited: .s6_4
    case .s6PresenterOverrideNotInherited: .s6_6
    case .s6WindowOverrideIgnored: .s6_8
    case .s6InfoPlistStyleIgnored: .s6_9
    case .s6SystemAppearanceIgnored: .s6_10
    case .s7LevelTieEarlierShownWins: .s7_2
    case .s7KeyWindowDecides: .s7_3
    case .s7RootlessWindowSkipped: .s7_12
    case .s7RootlessIgnoresWindowAppearance: .s7_16
    case .s8VisibilityFollowsStyleOwner, .s8StyleFollowsVisibilityOwner: .s8_1
    case .s8ExplicitChildIgnored, .s8WalkStopsAtFirstForward: .s8_2
    case .s8ExplicitNilIgnored: .s8_3
    case .s8PresentationsNotExamined: .s8_4
    case .s8StackedPresentationExamined: .s8_6
    case .s8PresentedChildDecidesWithoutTakeOver: .s8_8
    case .s9FullScreenNeedsCaptureFlag: .s9_1
    case .s9OverFullScreenTakesOver: .s9_3
    case .s9OverFullScreenCaptureIgnored, .s9CardCaptureIgnored: .s9_4
    case .s9LegacyAutomaticIsSheet: .s9_7
    case .s9CompactWidthSheetIsFullScreen: .s9_8
    case .s9CardTakesOver: .s9_9
    case .s9RegularWidthSheetIsFullScreen: .s9_13
    case .s9AdaptedSheetNeedsCaptureFlag, .s9LandscapeSheetStaysCard: .s9_15
    case .s9CustomIos8NeedsCaptureFlag: .s9_17
    case .s9CustomTakesOver: .s9_18
    case .s9CustomCaptureIgnored: .s9_20
    case .s9AlertTakesOver: .s9_21
    case .s9LegacyCompactSheetStaysCard: .s9_8
    case .s9LegacyAdaptationFollowsSizeClass: .s9_23
    case .s9LegacyAdaptedDismissalHandsBack: .s9_26
    case .s10DismissalNotResolved: .s10_2
    case .s10CancelledDismissalIgnored: .s10_5
    case .s10CancelledDismissalNotAnimated: .s10_6
    case .s10CancelledDismissalRestores: .s10_7
    case .s11DefaultStyleLightContent: .s11_1
    case .s11DefaultHidden: .s11_2
    case .s11PlainForwardsToFirstChild: .s11_5
    case .s12VisibleBarForwardsStyle: .s12_2
    case .s12HiddenBarDecidesStyle, .s12ForwardsToRoot: .s12_3
    case .s12TopViewControllerOverrideIgnored: .s12_7
    case .s12VisibleViewControllerIgnoresPresented: .s12_9
    case .s13BlackBarStyleIgnored: .s13_1
    case .s13GlassReadsBarStyle: .s13_6
    case .s13GlassBarAppearanceInverted: .s13_5
    case .s13SubclassOverrideIgnored: .s13_11
    case .s14NavigationDoesNotForwardVisibility: .s14_1
    case .s14GlassExceptionIgnored: .s14_4
    case .s14GlassNavigationCompactDefault: .s14_6
    case .s14GlassExceptionWithHomeButton, .s14GlassExceptionOnEveryProfile: .s14_8
    case .s15ForwardsFirstTab, .s15TabBarDecides: .s15_1
    case .s15TabBarDecidesVisibility: .s15_2
    case .s16ExpandedSplitForwards: .s16_1
    case .s16CollapsedSplitDecides, .s16CollapsedSplitForwardsSecondary: .s16_5
    case .s16PageAndSearchForward: .s16_6
    case .s17CompactHeightShows: .s17_1
    case .s17OverrideKeepsCompactDefault: .s17_2
    case .s17NotchLandscapeNotForced, .s17LandscapeForcedWithHomeButton: .s17_3
    case .s17PadLandscapeIsCompact: .s17_4
    case .s17ApplicationLandscapeShown: .s17_5
    case .s17ApplicationLandscapeLaunchForgotten: .s17_8
    case .s17ApplicationLaunchStateOutlivesSetter: .s17_9
    case .s18NeverAnimated: .s18_2
    case .s18AnimatedOutsideAnimationBlock: .s18_3
    case .s18StyleOwnerAnimation, .s18PreferredAnimationIgnored: .s18_8
    case .s18DefaultAnimationNone, .s18DefaultAnimationSlide: .s18_10
    case .s19PropertiesApplyAtOnce: .s19_1
    case .s19UpdateCallIgnored: .s19_5
    case .s19UpdateCallOutsideControllingWindow: .s19_7
    case .s19UpdateCallNotAnimated: .s18_2
    case .s20PresentationNotResolved: .s20_2
    case .s20NavigationTransitionsNotResolved: .s20_4
    case .s20NavigationBarChangeNotResolved: .s20_5
    case .s20TabSelectionNotResolved: .s20_7
    case .s20RotationNotResolved: .s20_8
    case .s20SizeClassChangeNotResolved: .s20_9
    case .s20WindowChangeNotResolved: .s20_11
    case .s20AppearanceChangeNotResolved: .s20_13
    case .s20MakeKeyWindowResolves: .s20_17
    case .s20TransitionsNeverAnimated: .s18_4
    case .s20TraitChangesNotAnimated: .s18_5
    case .s21ColorSchemeIgnored: .s21_2
    case .s21FirstColorSchemeWins: .s21_6
    case .s21ColorSchemeInheritedByPresentation: .s21_7
    case .s21ToolbarSchemeBeforeIos16: .s21_9
    case .s21ToolbarColorSchemeIgnored: .s21_10
    case .s21ToolbarSchemeWithoutBackground: .s21_12
    case .s21StatusBarHiddenIgnored: .s21_15
    case .s21SwiftUIChangeNotResolved: .s21_18
    case .s23SheetCardShowsPresenter: .s23_10
    case .s23OverFullScreenTransparent: .s23_17
    case .s23ColourlessFullScreenLooksBelow: .s23_20
    case .s23OverlayIgnored: .s23_23
    case .s23NavigationBarBackgroundIgnored: .s23_24
    case .s23ColourInWindowAppearance: .s23_29
    case .s23TextContrastThreshold: .s23_32
    case .s23HiddenBarJudged: .s23_35
    case .s24BackdropIgnored: .s24_1
    case .s24BackdropDarkContent: .s24_1
    case .s24AlertHidesBackdrop: .s24_7
    case .s24BackdropOverPartialPresentation: .s24_10
    case .s24CapturingCardBackdrop: .s24_11
    case .s24BackdropOnPad: .s24_12
    case .s24BackdropInLandscape: .s24_13
    case .s24BackdropBeforeIos13: .s24_14
    case .s6PresentedOverrideReachesPresenter: .s6_11
    case .s12SubclassStyleBeatsNamedChild: .s12_12
    case .s13DarkBarBackgroundGivesLight: .s13_10
    case .s15NamedChildIgnored: .s15_4
    case .s15NullForwardsSelected: .s15_5
    case .s21BarStyleBeatsToolbarScheme: .s21_13
    case .s21ToolbarSchemeOnOwningHosting: .s21_14
    case .s21AnyStatusBarHiddenHides: .s21_17
    case .s21StatusBarHiddenInApplicationMode: .s21_20
    case .s24BackdropCarriesToOverlay: .s24_16
    case .s3StyleSetterAnimates: .s3_10
    case .s7OverlayStyleFromMainWindow: .s7_5
    case .s7OverlayVisibilityFromMainWindow: .s7_6
    case .s8MiddleCaptureIgnored: .s8_7
    case .s12HiddenBarForwardsToPresented: .s12_4
    case .s16ExpandedSplitOwnStyleLight: .s16_4
    case .s18HiddenBarKeepsShownStyle: .s18_11
    case .s21ToolbarSchemeOfRootHosting: .s21_11
    case .s21ColorSchemeBeatsOverrides: .s21_4
    case .s23BottomLayerFirst: .s23_8
    case .s6HiddenWindowOverrideInApplicationMode: .s6_17
    case .s12VisibleViewControllerDeepest: .s12_13
    case .s21HiddenBarShowsNoBackground: .s21_21
    case .s23RegularPopoverCoversTop: .s23_41
    case .s16Dot9BoundaryEarlier: .s16_9
    case .s16Dot9BoundaryLater: .s16_9
    case .s13GlassToolbarSchemeApplies: .s13_12
    case .s16ColumnsIgnored: .s16_9
    case .s16ColumnsBeforeIos13: .s16_1
    case .s1KeyYesReadAsNo: .s1_1
    case .s2UnknownStyleLight: .s2_4
    case .s2PlistHiddenLaterInViewControllerMode: .s2_6
    case .s6DefaultFollowsBackground: .s6_12
    case .s7RootlessHidden: .s7_13
    case .s8ShallowestTakeOverDecides: .s8_5
    case .s23LightInkGrey: .s23_1
    case .s23MeasuresFreshResult: .s23_2
    case .s23RootlessBackgroundIgnored: .s23_6
    case .s23CardWithoutWindowBackgroundWhite: .s23_11
    case .s23CardBackgroundInRootAppearance: .s23_13
    case .s23PadCardCoversTop: .s23_15
    case .s23AlertCoversTop: .s23_16
    case .s23ColourlessOverFullScreenOpaque: .s23_18
    case .s23FullScreenLooksBelow: .s23_19
    case .s23WindowBackgroundBehindRoot: .s23_22
    case .s23HiddenNavigationBarBackgroundShows: .s23_25
    case .s23TabFirstChildColour: .s23_26
    case .s23ContainerChildBeatsBackground: .s23_27
    case .s23OwnBackgroundIgnored: .s23_28
    case .s23LumaContrast: .s23_31
    case .s23OneDecimal: .s23_33
    case .s23RoundedDecides: .s23_34
    case .s23HiddenBarNoContrast: .s23_36
    case .s24PageSheetOnlyBackdrop: .s24_2
    case .s24CardReportedAsOwner: .s24_3
    case .s24LightAppearanceOnly: .s24_4
    case .s24OnlyDefaultOverridden: .s24_5
    case .s24StackedCardEnds: .s24_6
    case .s24AnyCardInChain: .s24_8
    case .s24CardHidesBar: .s24_17
    case .s7LowestLevelWindowControls: .s7_1
    case .s7HideWindowNotResolved: .s7_7
    case .s7RootlessOwnersApplication: .s7_14
    case .s10CancelledDismissalAppliesInApplicationMode: .s10_9
    case .s12VisibleViewControllerWithoutPresentedDecides: .s12_8
    case .s13DefaultBarStyleLight: .s13_2
    case .s13DefaultInSystemAppearance: .s13_3
    case .s13ToolbarSchemeInverted: .s13_8
    case .s14HiddenBarKeepsVisibility: .s14_2
    case .s14GlassExceptionWhenBarHidden: .s14_7
    case .s15TabBarOwnStyleWins: .s15_6
    case .s16ExpandedSplitForwardsVisibility: .s16_3
    case .s16SearchForwards: .s16_7
    case .s17Ios7CompactShows: .s17_12
    case .s21StatusBarHiddenFalseKeepsCompactDefault: .s21_16
    case .s3Ios27PlistHiddenIgnored: .s3_6
    case .s3Ios27LandscapeShown: .s3_7
    case .s2AbsentStyleLight: .s2_3
    case .s1OwnersReportedAsRoot: .s1_4
    case .s1ControllerStyleReadInApplicationMode: .s1_5
    case .s1ControllerHiddenReadInApplicationMode: .s1_6
    case .s1ControllerAnimationInApplicationMode: .s1_7
    case .s1ControllerOverrideReachesDefault: .s1_8
    case .s1BackdropInApplicationMode: .s1_10
    case .s1TriggersIgnoredInApplicationMode: .s1_11
    case .s4DarkContentIsWhite: .s4_2
    case .s9FullScreenCaptureFlagStops: .s9_2
    case .s9FormSheetCardTakesOver: .s9_10
    case .s9PopoverCardTakesOver: .s9_12
    case .s9RegularPopoverTakesOver: .s9_14
    case .s9AlertCaptureRespected: .s9_22
    case .s18StyleChangeAnimated: .s18_1
    case .s18SizeClassChangeNotAnimated: .s18_6
    case .s18EveryTriggerAnimated: .s18_7
    case .s18PreviousHiddenOwnerAnimation: .s18_9
    case .s19ForwardingChangeApplies: .s19_2
    case .s19CaptureFlagChangeApplies: .s19_3
    case .s19AnimationChangeApplies: .s19_4
    case .s20NavigationBarStyleNotResolved: .s20_6
    case .s20WindowLevelNotResolved: .s20_12
    case .s20OverrideChangeNotResolved: .s20_14
    case .s3Dot4BoundaryEarlier, .s3Dot4BoundaryLater: .s3_4
    case .s3Dot5BoundaryEarlier, .s3Dot5BoundaryLater: .s3_5
    case .s5Dot3BoundaryEarlier, .s5Dot3BoundaryLater: .s5_3
    case .s9Dot7BoundaryEarlier, .s9Dot7BoundaryLater: .s9_7
    case .s9Dot8BoundaryEarlier, .s9Dot8BoundaryLater: .s9_8
    case .s9Dot11BoundaryEarlier, .s9Dot11BoundaryLater: .s9_11
    case .s9Dot16BoundaryEarlier, .s9Dot16BoundaryLater: .s9_16
    case .s9Dot17BoundaryEarlier, .s9Dot17BoundaryLater: .s9_17
    case .s9Dot24BoundaryEarlier, .s9Dot24BoundaryLater: .s9_24
    case .s10Dot11BoundaryEarlier, .s10Dot11BoundaryLater: .s10_11
    case .s13Dot4BoundaryEarlier, .s13Dot4BoundaryLater: .s13_4
    case .s14Dot4BoundaryEarlier, .s14Dot4BoundaryLater: .s14_4
    case .s17Dot6BoundaryEarlier, .s17Dot6BoundaryLater: .s17_6
    case .s21Dot9BoundaryEarlier, .s21Dot9BoundaryLater: .s21_9
    case .s23Dot30BoundaryEarlier, .s23Dot30BoundaryLater: .s23_30
    case .s24Dot14BoundaryEarlier, .s24Dot14BoundaryLater, .s16Dot9BoundaryLater: .s24_14
    }
  }

  /// Every clause this mutant flips: its own, and the clauses that state the same decision from another side (S10.4's
  /// "a dismissal refreshes a stale bar" is flipped by the mutant that stops dismissals re-resolving, S10.2's). A case
  /// that kills the mutant pins each of them.
  public var clauses: [SpecClause] { [clause] + alsoFlips }

  /// The other clauses stating the same decision as `clause`, reviewed one by one; empty for most mutants.
  var alsoFlips: [SpecClause] {
    switch self {
    case .s1ControllerStyleReadInApplicationMode: [.s2_8]
    case .s3Ios27PlistHiddenIgnored: [.s2_10]
    case .s1ControllerAnimationInApplicationMode: [.s3_9]
    case .s17ApplicationLaunchStateOutlivesSetter: [.s3_11]
    case .s5LegacyDefaultIsLightContent: [.s5_2]
    case .s21ColorSchemeIgnored: [.s6_5, .s21_3]
    case .s21ColorSchemeInheritedByPresentation: [.s6_7]
    case .s6WindowOverrideIgnored: [.s6_13]
    case .s6InfoPlistStyleIgnored: [.s6_14]
    case .s6SystemAppearanceIgnored: [.s6_15]
    case .s1ControllerOverrideReachesDefault: [.s6_16]
    case .s20MakeKeyWindowResolves: [.s7_4, .s19_11]
    case .s20WindowLevelNotResolved: [.s7_8]
    case .s19UpdateCallOutsideControllingWindow: [.s7_11]
    case .s7RootlessWindowSkipped: [.s7_15]
    case .s12ForwardsToRoot: [.s8_9]
    case .s9CardTakesOver: [.s9_5]
    case .s9LegacyAdaptationFollowsSizeClass: [.s9_25]
    case .s18PreviousHiddenOwnerAnimation: [.s10_3]
    case .s10DismissalNotResolved: [.s10_4, .s20_3]
    case .s9LegacyAdaptedDismissalHandsBack: [.s10_10]
    case .s1TriggersIgnoredInApplicationMode: [.s10_12, .s20_18]
    case .s18DefaultAnimationNone: [.s11_4]
    case .s11PlainForwardsToFirstChild: [.s11_6]
    case .s12VisibleBarForwardsStyle: [.s12_1]
    case .s20NavigationBarChangeNotResolved: [.s12_5]
    case .s20NavigationTransitionsNotResolved: [.s12_6]
    case .s8ExplicitChildIgnored: [.s12_10]
    case .s13SubclassOverrideIgnored: [.s12_11]
    case .s21ToolbarSchemeWithoutBackground: [.s13_9]
    case .s12TopViewControllerOverrideIgnored: [.s14_3]
    case .s14GlassExceptionIgnored: [.s14_5]
    case .s21StatusBarHiddenIgnored: [.s14_10]
    case .s20TabSelectionNotResolved: [.s15_3]
    case .s16ExpandedSplitForwards: [.s16_2]
    case .s20RotationNotResolved: [.s17_10]
    case .s20TraitChangesNotAnimated: [.s17_11]
    case .s1UpdateCallAppliesInApplicationMode: [.s19_8]
    case .s19UpdateCallIgnored: [.s19_9]
    case .s20PresentationNotResolved: [.s19_10, .s20_16]
    case .s3SetterRefreshesInViewControllerMode: [.s19_12]
    case .s10CancelledDismissalRestores: [.s19_13]
    case .s21SwiftUIChangeNotResolved: [.s20_15]
    case .s6PresenterOverrideNotInherited: [.s21_8]
    case .s23SheetCardShowsPresenter: [.s23_12]
    case .s23OwnBackgroundIgnored: [.s23_21]
    case .s1BackdropInApplicationMode: [.s24_15]
    case .s3Dot5BoundaryEarlier, .s3Dot5BoundaryLater: [.s2_9]
    case .s5Dot3BoundaryEarlier, .s5Dot3BoundaryLater: [.s6_2]
    case .s21Dot9BoundaryEarlier, .s21Dot9BoundaryLater: [.s13_7]
    case .s9Dot24BoundaryEarlier, .s9Dot24BoundaryLater: [.s20_10]
    case .s9Dot8BoundaryEarlier, .s9Dot8BoundaryLater: [.s23_14]
    default: []
    }
  }

  /// Which side a boundary mutant moves its clause's version boundary to: -1 one major version earlier, +1 later;
  /// nil for every other mutant.
  public var boundarySide: Int? { boundaryShift(of: clause) }

  /// How many major versions this mutant moves a boundary clause (-1 earlier, +1 later); nil for any other clause
  /// and for every mutant that is not a boundary mutant.
  func boundaryShift(of boundary: SpecClause) -> Int? {
    switch self {
    case .s3Dot4BoundaryEarlier, .s3Dot5BoundaryEarlier, .s5Dot3BoundaryEarlier, .s9Dot7BoundaryEarlier, .s9Dot8BoundaryEarlier,
      .s9Dot11BoundaryEarlier,
      .s9Dot16BoundaryEarlier, .s9Dot17BoundaryEarlier, .s9Dot24BoundaryEarlier, .s10Dot11BoundaryEarlier, .s13Dot4BoundaryEarlier,
      .s14Dot4BoundaryEarlier,
      .s17Dot6BoundaryEarlier, .s21Dot9BoundaryEarlier, .s23Dot30BoundaryEarlier, .s24Dot14BoundaryEarlier, .s16Dot9BoundaryEarlier:
      clause == boundary ? -1 : nil
    case .s3Dot4BoundaryLater, .s3Dot5BoundaryLater, .s5Dot3BoundaryLater, .s9Dot7BoundaryLater, .s9Dot8BoundaryLater, .s9Dot11BoundaryLater,
      .s9Dot16BoundaryLater,
      .s9Dot17BoundaryLater, .s9Dot24BoundaryLater, .s10Dot11BoundaryLater, .s13Dot4BoundaryLater, .s14Dot4BoundaryLater, .s17Dot6BoundaryLater,
      .s21Dot9BoundaryLater, .s23Dot30BoundaryLater, .s24Dot14BoundaryLater, .s16Dot9BoundaryLater:
      clause == boundary ? 1 : nil
    default: nil
    }
  }
}
