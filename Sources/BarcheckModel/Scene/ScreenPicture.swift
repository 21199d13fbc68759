/// What the screen of the controlling window shows at its top edge after a step, as the reference resolver
/// sees it (S23, S24): the colour behind the status bar and where it comes from, the colour of the screen
/// below it, and a sheet card with the screen it pushes back. For drawing a step (the filmstrip); the
/// legibility that an observation reports is measured against the same colour.
public struct ScreenPicture: Sendable, Hashable {
  /// Where the colour behind the status bar comes from.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// A controller's declared `overlay`, drawn over the top of its view.
    case overlay
    /// A visible navigation bar's `navigationBarBackground`.
    case navigationBar
    /// The `background` of the controller at the top of the screen.
    case controllerBackground
    /// The `background` of a window without a root view controller.
    case windowBackground
    /// The window's background (black when none is declared) that a sheet card uncovers by pushing the
    /// screen it covers back (S24).
    case cardBackdrop
  }

  /// A sheet card on a phone in portrait (iOS 13 and later): drawn below the status bar, over the backdrop,
  /// with the screen it was presented from pushed back behind it.
  public struct Card: Sendable, Hashable {
    /// The card's controller id.
    public var id: String
    /// The colour at the top of the card (its overlay, navigation bar or background); nil when none is declared.
    public var colour: RGB?
    /// The controller whose screen the card pushes back: the root of the presenter's layer.
    public var presenter: String
    /// The colour at the top of the pushed-back screen; nil when none is declared.
    public var presenterColour: RGB?

    /// Creates a card.
    public init(id: String, colour: RGB?, presenter: String, presenterColour: RGB?) {
      self.id = id
      self.colour = colour
      self.presenter = presenter
      self.presenterColour = presenterColour
    }
  }

  /// The id of the window that controls the status bar (S7); nil when no window is visible.
  public var window: String?
  /// The colour behind the status bar, resolved in the appearance it shows in; nil when the case declares none.
  public var behindBar: RGB?
  /// The colour behind the status bar as the case writes it (`#1C1C1E`, `systemBackground`, `#FFFFFF/#000000`).
  public var declared: String?
  /// Where the colour behind the status bar comes from; nil when the case declares none.
  public var source: Source?
  /// The controller whose view draws that colour; nil for a window's background and a card's backdrop.
  public var holder: String?
  /// The appearance the colour behind the bar is resolved in.
  public var appearance: Appearance
  /// The background of the controller that fills the screen below the top edge (the top of a navigation
  /// stack, the selected tab); nil when none is declared. Not drawn behind the bar unless `source` says so.
  public var content: RGB?
  /// The sheet card on screen, if one is.
  public var card: Card?
  /// The bar over an expanded split view whose edge columns give the style (S16.9), split or not: each part is
  /// read over its own column (S23.42). `behindBar`, `declared`, `source` and `holder` are then the leading part's.
  public var columns: Columns?

  /// The two parts of a bar over a split view's columns: the style each column gives, and what is behind the
  /// trailing part (the leading part's is the picture's own `behindBar`).
  public struct Columns: Sendable, Hashable {
    /// The style the leading (first) column gives: the content of the left part.
    public var leadingStyle: ContentStyle
    /// The style the trailing (last) column gives: the content of the right part.
    public var trailingStyle: ContentStyle
    /// The colour behind the trailing part, resolved in its holder's appearance; nil when none is declared.
    public var trailingBehindBar: RGB?
    /// That colour as the case writes it.
    public var trailingDeclared: String?
    /// The controller whose view draws that colour.
    public var trailingHolder: String?
    /// Creates the parts.
    public init(leadingStyle: ContentStyle, trailingStyle: ContentStyle, trailingBehindBar: RGB?, trailingDeclared: String?, trailingHolder: String?)
    {
      self.leadingStyle = leadingStyle
      self.trailingStyle = trailingStyle
      self.trailingBehindBar = trailingBehindBar
      self.trailingDeclared = trailingDeclared
      self.trailingHolder = trailingHolder
    }
  }
  /// The device.
  public var idiom: Idiom
  /// Whether the phone has a home button (a short status bar and no sensor housing).
  public var homeButton: Bool
  /// The orientation.
  public var orientation: Orientation

  /// Creates a picture.
  public init(
    window: String?, behindBar: RGB?, declared: String?, source: Source?, holder: String?, appearance: Appearance, content: RGB?,
    card: Card?, idiom: Idiom, homeButton: Bool, orientation: Orientation
  ) {
    self.window = window
    self.behindBar = behindBar
    self.declared = declared
    self.source = source
    self.holder = holder
    self.appearance = appearance
    self.content = content
    self.card = card
    self.idiom = idiom
    self.homeButton = homeButton
    self.orientation = orientation
  }
}
