/// Each event's members in the case format: the one table of them.
///
/// Adding an event means a row here (and the case of `StepEvent`, reading its values in `StepDecoder` and writing
/// them in `CaseJSONWriter.write(_:of:)`, whose switch does not compile without it); the decoder's allowed and required
/// keys, its messages' lists of keys, and the writer's members and their order all come from this table.
extension EventKind {
  /// The members a step with this event has after `event`, in the order the case format writes them and messages
  /// list them, each with whether the step must have it and what it holds.
  package var parameters: [EventParameter] { Self.parameterTable[ordinal] }

  /// The members of `parameters`, in their order: what the writer iterates.
  package var members: [EventMember] { Self.memberTable[ordinal] }

  /// Whether `animated`, when a step leaves it out, is true: for the navigation and presentation calls, which their
  /// callers usually animate; the update call, the bar's visibility and the application's style default to false.
  package var animatedByDefault: Bool {
    switch self {
    case .push, .pop, .popToRoot, .present, .dismiss: true
    default: false
    }
  }

  /// The kind's position in `allCases`: its bit's (a test checks the two orders agree).
  package var ordinal: Int { bit.trailingZeroBitCount }

  /// Each kind's parameters, in `allCases` order, made once.
  private static let parameterTable = allCases.map(\.declaredParameters)

  /// Each kind's members, in `allCases` order, made once: the writer reads them for every step.
  private static let memberTable = parameterTable.map { $0.map(\.member) }

  /// The table's row for this kind.
  private var declaredParameters: [EventParameter] {
    switch self {
    case .launch: []
    case .push: [.required(.navigationController, .id), .required(.viewController, .controller), .optional(.animated, .bool)]
    case .pop, .popToRoot: [.required(.navigationController, .id), .optional(.animated, .bool)]
    case .setNavigationBarHidden: [.required(.navigationController, .id), .required(.hidden, .bool), .optional(.animated, .bool)]
    case .setNavigationBarStyle:
      [
        .required(.navigationController, .id), .optional(.barStyle, .name(of: NavigationBarStyle.self)),
        .optional(.barUserInterfaceStyle, .name(of: UserInterfaceStyle.self)), .optional(.barBackground, .colour),
        .optional(.barShowsBackground, .bool),
      ]
    case .selectTab: [.required(.tabBarController, .id), .required(.index, .index)]
    case .present: [.required(.presenter, .id), .required(.viewController, .controller), .optional(.animated, .bool)]
    case .dismiss: [.required(.viewController, .id), .optional(.animated, .bool)]
    case .set: [.required(.viewController, .id), .required(.properties, .properties)]
    case .setNeedsStatusBarAppearanceUpdate: [.required(.viewController, .id), .optional(.animated, .bool)]
    case .setAppearance: [.required(.appearance, .name(of: Appearance.self))]
    case .setOverrideUserInterfaceStyle:
      // Exactly one of window and viewController (the decoder checks it).
      [.optional(.window, .id), .optional(.viewController, .id), .required(.style, .name(of: UserInterfaceStyle.self))]
    case .rotate: [.required(.orientation, .name(of: Orientation.self))]
    case .showWindow, .hideWindow, .makeKeyWindow: [.required(.window, .id)]
    case .setWindowLevel: [.required(.window, .id), .required(.level, .windowLevel)]
    case .setApplicationStatusBarStyle: [.required(.style, .name(of: StatusBarStyle.self)), .optional(.animated, .bool)]
    case .setApplicationStatusBarHidden: [.required(.hidden, .bool), .required(.animation, .name(of: StatusBarAnimation.self))]
    case .setHorizontalSizeClass: [.required(.sizeClass, .name(of: HorizontalSizeClass.self))]
    case .cancelInteractiveDismissal: [.required(.viewController, .id)]
    }
  }
}
