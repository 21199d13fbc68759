import BarcheckModel

// S9. Which presentations take the status bar over (SPEC.md#s9).

extension Mutant {
  /// S9's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s9: [Entry] = [
    Mutant.Entry(.s9AlertTakesOver, flips: .s9_21, "alerts and action sheets are judged by their presentation style like other presentations"),
    Mutant.Entry(.s9FullScreenNeedsCaptureFlag, flips: .s9_1, "a fullScreen presentation takes over only with the capture flag"),
    Mutant.Entry(.s9OverFullScreenTakesOver, flips: .s9_3, "overFullScreen and the current-context styles take over without the capture flag"),
    Mutant.Entry(.s9OverFullScreenCaptureIgnored, flips: .s9_4, "overFullScreen and the current-context styles never take over, capture flag or not"),
    Mutant.Entry(.s9CardTakesOver, flips: .s9_9, also: [.s9_5], "a sheet card or iPad panel takes over without the capture flag"),
    Mutant.Entry(.s9CardCaptureIgnored, flips: .s9_4, "a sheet card or iPad panel never takes over, capture flag or not"),
    Mutant.Entry(.s9AdaptedSheetNeedsCaptureFlag, flips: .s9_15, "a sheet or popover adapted to full screen takes over only with the capture flag"),
    Mutant.Entry(.s9CustomTakesOver, flips: .s9_18, "a custom presentation takes over without the capture flag on every version"),
    Mutant.Entry(.s9CustomCaptureIgnored, flips: .s9_20, "a custom presentation never takes over on iOS 10 and later, capture flag or not"),
    Mutant.Entry(.s9CustomIos8NeedsCaptureFlag, flips: .s9_17, "on iOS 8.3 to 9 a custom presentation takes over only with the capture flag"),
    Mutant.Entry(.s9LegacyAutomaticIsSheet, flips: .s9_7, "before iOS 13, automatic is a page sheet rather than full screen"),
    Mutant.Entry(.s9LandscapeSheetStaysCard, flips: .s9_15, "from iOS 13, a sheet on a phone in landscape stays a card instead of going full screen"),
    Mutant.Entry(
      .s9CompactWidthSheetIsFullScreen, flips: .s9_8, "from iOS 13, a sheet in compact width and regular height is full screen, not a card"),
    Mutant.Entry(.s9RegularWidthSheetIsFullScreen, flips: .s9_13, "from iOS 13, a sheet or popover in regular width is full screen, not a panel"),
    Mutant.Entry(
      .s9LegacyCompactSheetStaysCard, flips: .s9_8, "before iOS 13, a sheet or popover in compact width stays a panel instead of going full screen"),
    Mutant.Entry(
      .s9LegacyAdaptationFollowsSizeClass, flips: .s9_23, also: [.s9_25],
      "before iOS 13, the size class now decides take-over, not the one at presentation"),
    Mutant.Entry(
      .s9LegacyAdaptedDismissalHandsBack, flips: .s9_26, also: [.s10_10],
      "before iOS 13, dismissing a sheet adapted since its presentation hands the bar back"),
    Mutant.Entry(.s9FullScreenCaptureFlagStops, flips: .s9_2, "a fullScreen controller with the capture flag does not take over"),
    Mutant.Entry(.s9FormSheetCardTakesOver, flips: .s9_10, "a form sheet shown as a card takes over without the capture flag"),
    Mutant.Entry(.s9PopoverCardTakesOver, flips: .s9_12, "a popover shown as a card in compact width takes over without the capture flag"),
    Mutant.Entry(.s9RegularPopoverTakesOver, flips: .s9_14, "a popover in regular width takes over without the capture flag"),
    Mutant.Entry(.s9AlertCaptureRespected, flips: .s9_22, "an alert controller with the capture flag takes over"),
    Mutant.Entry(.s9Dot7BoundaryEarlier, flips: .s9_7, "the iOS 13 boundary of automatic is one major version earlier"),
    Mutant.Entry(.s9Dot7BoundaryLater, flips: .s9_7, "the iOS 13 boundary of automatic is one major version later"),
    Mutant.Entry(.s9Dot8BoundaryEarlier, flips: .s9_8, also: [.s23_14], "the iOS 13 boundary of compact-width sheets is one major version earlier"),
    Mutant.Entry(.s9Dot8BoundaryLater, flips: .s9_8, also: [.s23_14], "the iOS 13 boundary of compact-width sheets is one major version later"),
    Mutant.Entry(.s9Dot11BoundaryEarlier, flips: .s9_11, "the iOS 13 boundary of compact-width popovers is one major version earlier"),
    Mutant.Entry(.s9Dot11BoundaryLater, flips: .s9_11, "the iOS 13 boundary of compact-width popovers is one major version later"),
    Mutant.Entry(.s9Dot16BoundaryEarlier, flips: .s9_16, "the iOS 8.3 boundary of custom presentations is one major version earlier"),
    Mutant.Entry(.s9Dot16BoundaryLater, flips: .s9_16, "the iOS 8.3 boundary of custom presentations is one major version later"),
    Mutant.Entry(.s9Dot17BoundaryEarlier, flips: .s9_17, "the iOS 10.0 boundary of custom presentations is one major version earlier"),
    Mutant.Entry(.s9Dot17BoundaryLater, flips: .s9_17, "the iOS 10.0 boundary of custom presentations is one major version later"),
    Mutant.Entry(
      .s9Dot24BoundaryEarlier, flips: .s9_24, also: [.s20_10],
      "the iOS 13 boundary of the take-over decision fixed at presentation is one major version earlier"),
    Mutant.Entry(
      .s9Dot24BoundaryLater, flips: .s9_24, also: [.s20_10],
      "the iOS 13 boundary of the take-over decision fixed at presentation is one major version later"),
  ]
}

extension RuleSession {
  /// Before iOS 13 (S9): the controller a dismissal removes, named, when a size-class change has adapted it
  /// since it was presented, so that it would take over now and did not then, or the reverse; nil otherwise.
  func adaptedBeforeDismissal(_ event: StepEvent) -> String? {
    guard case .dismiss(let id, _) = event, !reached(.s10_11), holds(.s9_26, true, unless: .s9LegacyAdaptedDismissalHandsBack, gives: false),
      let index = scene.index(of: id),
      let target = scene.dismissalTarget(for: index), scene.controllers[target].presentedInCompactWidth != scene.isCompactWidth
    else { return nil }
    switch scene.controllers[target].spec.modalPresentationStyle {
    case .formSheet, .pageSheet, .popover: return scene.name(target)
    default: return nil
    }
  }

  /// Whether a presented controller takes the status bar over (S9).
  func takesOver(_ index: Int, tracer: inout some TraceSink) -> Bool {
    let captures = scene.controllers[index].spec.capturesStatusBarAppearance
    if scene.controllers[index].kind == .alert, holds(.s9_21, true, unless: .s9AlertTakesOver, gives: false),
      holds(
        (captures ? .s9_22 : .s9_21), true, unless: .s9AlertCaptureRespected, when: captures, gives: false,
        note: "\(scene.name(index)) is an alert controller: alerts and action sheets never take over", tracer: &tracer)
    {
      return false
    }
    let style = scene.controllers[index].spec.modalPresentationStyle
    switch effectiveStyle(of: index) {
    case .fullScreen:
      tracer.note(
        (captures ? .s9_2 : .s9_1), "\(scene.name(index)) is presented fullScreen: it takes over\(captures ? " (the capture flag is ignored)" : "")")
      if captures { return holds(.s9_2, true, unless: .s9FullScreenCaptureFlagStops, gives: false) }
      return holds(.s9_1, true, unless: .s9FullScreenNeedsCaptureFlag, gives: false)
    case .overFullScreen, .overCurrentContext, .currentContext:
      tracer.note(
        (captures ? .s9_4 : .s9_3),
        "\(scene.name(index)) is presented \(style.rawValue) \(captures ? "with" : "without") modalPresentationCapturesStatusBarAppearance: it \(captures ? "takes" : "does not take") over"
      )
      if captures { return holds(.s9_4, true, unless: .s9OverFullScreenCaptureIgnored, gives: false) }
      return holds(.s9_3, false, unless: .s9OverFullScreenTakesOver, gives: true)
    case .adaptedToFullScreen(let reason):
      tracer.note(
        (captures ? .s9_4 : Self.adaptedClause(reason, style: style)),
        "\(scene.name(index)) is a \(style.rawValue) adapted to full screen (\(reason)): it takes over (tentative)")
      return holds(.s9_15, true, unless: .s9AdaptedSheetNeedsCaptureFlag, gives: captures)
    case .card:
      let shape = scene.platform.idiom == .pad ? "panel that does not cover the screen" : "card"
      tracer.note(
        (captures ? .s9_4 : Self.cardClause(style, compactWidth: scene.isCompactWidth)),
        "\(scene.name(index)) is a \(style == .automatic ? "page sheet (automatic)" : style.rawValue) \(shape) \(captures ? "with the capture flag: it takes over" : "without the capture flag: it does not take over")"
      )
      if captures { return holds(.s9_4, true, unless: .s9CardCaptureIgnored, gives: false) }
      return holds(.s9_9, false, unless: .s9CardTakesOver, gives: true)
        || holds(.s9_10, false, unless: .s9FormSheetCardTakesOver, gives: style == .formSheet && scene.isCompactWidth)
        || holds(.s9_12, false, unless: .s9PopoverCardTakesOver, gives: style == .popover && scene.isCompactWidth)
        || holds(.s9_14, false, unless: .s9RegularPopoverTakesOver, gives: style == .popover && !scene.isCompactWidth)
    case .custom:
      if reached(.s9_16) && !reached(.s9_17) {
        tracer.note(
          .s9_17, "\(scene.name(index)) uses a custom presentation on iOS 8.3 to 9: it takes over\(captures ? "" : " (the capture flag is not read)")"
        )
        return holds(.s9_17, true, unless: .s9CustomIos8NeedsCaptureFlag, gives: captures)
      }
      tracer.note(
        (captures ? .s9_20 : scene.isAtLeast(8, 3) ? .s9_18 : .s9_16),
        "\(scene.name(index)) uses a custom presentation \(captures ? "with the capture flag: it takes over" : "without the capture flag: it does not take over")\(scene.version.major < 10 ? " (before iOS 8.3: tentative)" : "")"
      )
      if captures { return holds(.s9_20, true, unless: .s9CustomCaptureIgnored, gives: false) }
      return holds(.s9_18, false, unless: .s9CustomTakesOver, gives: true)
    }
  }

  /// The clause that a sheet or popover shown full screen takes over by, without the capture flag.
  static func adaptedClause(_ adaptation: Adaptation, style: PresentationStyle) -> SpecClause {
    switch adaptation {
    case .legacyCompactSheet: .s9_8
    case .legacyCompactPopover: .s9_11
    case .compactHeight, .mutant: .s9_15
    }
  }

  /// The clause that a card, panel or popover that does not cover the screen does not take over by, without the capture flag.
  static func cardClause(_ style: PresentationStyle, compactWidth: Bool) -> SpecClause {
    switch (style, compactWidth) {
    case (.popover, true): .s9_12
    case (.popover, false): .s9_14
    case (.formSheet, true): .s9_10
    case (_, true): .s9_9
    default: .s9_13
    }
  }

  /// How a presented controller is actually shown, after adaptation (S9).
  func effectiveStyle(of index: Int) -> PresentationShape {
    let phone = scene.platform.idiom == .phone
    // Before iOS 13 the shape that decides take-over is the one the controller was presented in: an
    // adaptation after a size-class change does not move the status bar (S9, two iOS 9 reports).
    let compactWidth =
      holds(.s9_23, !reached(.s9_24), unless: .s9LegacyAdaptationFollowsSizeClass, gives: false)
      ? scene.controllers[index].presentedInCompactWidth : scene.isCompactWidth
    switch scene.controllers[index].spec.modalPresentationStyle {
    case .fullScreen: return .fullScreen
    case .overFullScreen: return .overFullScreen
    case .overCurrentContext: return .overCurrentContext
    case .currentContext: return .currentContext
    case .custom: return .custom
    case .automatic where holds(.s9_7, !reached(.s9_7), unless: .s9LegacyAutomaticIsSheet, gives: false):
      // `automatic` arrived in iOS 13; before it the default style was full screen.
      return .fullScreen
    case .automatic, .pageSheet, .formSheet, .popover:
      let style = scene.controllers[index].spec.modalPresentationStyle
      if !reached(style == .popover ? .s9_11 : .s9_8) {
        // Before iOS 13 every sheet and popover is shown full screen in compact width.
        return holds(.s9_8, compactWidth, unless: .s9LegacyCompactSheetStaysCard, gives: false)
          ? .adaptedToFullScreen(style == .popover ? .legacyCompactPopover : .legacyCompactSheet) : .card
      }
      // From iOS 13 (Apple's documentation of the styles): in compact height they behave as full screen; in
      // compact width and regular height they are sheet cards; in regular width page and form sheets are
      // cards or panels and a popover is a popover, none of which covers the screen.
      if holds(.s9_15, phone && scene.orientation == .landscape, unless: .s9LandscapeSheetStaysCard, gives: false) {
        return .adaptedToFullScreen(.compactHeight)
      }
      if holds(.s9_8, false, unless: .s9CompactWidthSheetIsFullScreen, gives: compactWidth)
        || holds(.s9_13, false, unless: .s9RegularWidthSheetIsFullScreen, gives: !compactWidth)
      {
        return .adaptedToFullScreen(.mutant)
      }
      return .card
    }
  }
}

extension RuleSession {
  enum PresentationShape: Equatable {
    case fullScreen
    case overFullScreen
    case overCurrentContext
    case currentContext
    case adaptedToFullScreen(Adaptation)
    case card
    case custom
  }

  /// Why a sheet or popover is shown full screen (S9): named for traces only, so no string is built in an untraced walk.
  enum Adaptation: Equatable, CustomStringConvertible {
    case legacyCompactSheet
    case legacyCompactPopover
    case compactHeight
    case mutant

    var description: String {
      switch self {
      case .legacyCompactSheet: "a sheet in compact width before iOS 13"
      case .legacyCompactPopover: "a popover in compact width before iOS 13"
      case .compactHeight: "compact height"
      case .mutant: "a mutant"
      }
    }
  }
}
