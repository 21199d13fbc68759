/// What a resolver reports the status bar shows after one step.
///
/// Stored in seven machine words or fewer: a struct wider than that is built on the stack by its initializer and then
/// copied through its type's metadata (Swift 6.3), each owner and array retained and the original released, at
/// every observation a resolver makes. So the small values share one word (`flags`), and the trace and diagnostics,
/// empty unless a resolver traces or warns, share one reference (`notes`).
public struct Observation: Sendable, Hashable {
  /// The style, visibility, animation, legibility and whether a contrast is measured, packed (see `Flags`).
  @usableFromInline var flags: UInt32
  /// The contrast when one is measured; 0 otherwise.
  @usableFromInline var measuredContrast: Double
  /// The id of the controller that decided the style.
  public var styleOwner: String?
  /// The id of the controller that decided visibility.
  public var hiddenOwner: String?
  /// The trace and diagnostics; nil when both are empty.
  @usableFromInline var notes: Notes?

  /// Creates an observation.
  @inlinable
  public init(
    style: ContentStyle, hidden: Bool, styleOwner: String?, hiddenOwner: String?, animation: StatusBarAnimation = .none,
    legible: Bool? = nil, contrast: Double? = nil, trace: [TraceEntry] = [], diagnostics: [String] = []
  ) {
    flags = Flags.packing(style: style, hidden: hidden, animation: animation, legible: legible, measured: contrast != nil)
    measuredContrast = contrast ?? 0
    self.styleOwner = styleOwner
    self.hiddenOwner = hiddenOwner
    notes = trace.isEmpty && diagnostics.isEmpty ? nil : Notes(trace: trace, diagnostics: diagnostics)
  }

  /// The content colour.
  public var style: ContentStyle {
    get { flags & Flags.darkContent != 0 ? .darkContent : .lightContent }
    set { flags = flags & ~Flags.darkContent | (newValue == .darkContent ? Flags.darkContent : 0) }
  }

  /// Whether the bar is hidden.
  public var hidden: Bool {
    get { flags & Flags.hidden != 0 }
    set { flags = flags & ~Flags.hidden | (newValue ? Flags.hidden : 0) }
  }

  /// The animation of a visibility change at this step.
  public var animation: StatusBarAnimation {
    get { Flags.animation(flags) }
    set { flags = flags & ~Flags.animationMask | Flags.bits(newValue) }
  }

  /// Whether the content is legible, for resolvers that measure it.
  public var legible: Bool? {
    get { Flags.legible(flags) }
    set { flags = flags & ~Flags.legibleMask | Flags.bits(legible: newValue) }
  }

  /// The contrast ratio between content and background, for resolvers that measure it.
  public var contrast: Double? {
    get { flags & Flags.measured != 0 ? measuredContrast : nil }
    set {
      flags = flags & ~Flags.measured | (newValue != nil ? Flags.measured : 0)
      measuredContrast = newValue ?? 0
    }
  }

  /// The decisions behind the observation, in order, each with its rule.
  public var trace: [TraceEntry] {
    get { notes?.trace ?? [] }
    set { notes = Notes.making(trace: newValue, diagnostics: diagnostics) }
  }

  /// Notes from the resolver (warnings it wants a person to read).
  public var diagnostics: [String] {
    get { notes?.diagnostics ?? [] }
    set { notes = Notes.making(trace: trace, diagnostics: newValue) }
  }

  /// The bits of `flags`.
  @usableFromInline enum Flags {
    /// Set for dark content, clear for light.
    @usableFromInline static let darkContent: UInt32 = 1
    /// Set when the bar is hidden.
    @usableFromInline static let hidden: UInt32 = 1 << 1
    /// Set when a contrast is measured.
    @usableFromInline static let measured: UInt32 = 1 << 2
    /// The animation: 0 none, 1 fade, 2 slide.
    @usableFromInline static let animationMask: UInt32 = 3 << 3
    /// Legibility: 0 not measured, 1 illegible, 2 legible.
    @usableFromInline static let legibleMask: UInt32 = 3 << 5

    /// The flags of these values.
    @inlinable static func packing(style: ContentStyle, hidden: Bool, animation: StatusBarAnimation, legible: Bool?, measured: Bool) -> UInt32 {
      (style == .darkContent ? darkContent : 0) | (hidden ? Self.hidden : 0) | (measured ? Self.measured : 0) | bits(animation)
        | bits(legible: legible)
    }

    /// An animation's bits.
    @inlinable static func bits(_ animation: StatusBarAnimation) -> UInt32 {
      switch animation {
      case .none: 0
      case .fade: 1 << 3
      case .slide: 2 << 3
      }
    }

    /// Legibility's bits.
    @inlinable static func bits(legible: Bool?) -> UInt32 {
      switch legible {
      case nil: 0
      case false?: 1 << 5
      case true?: 2 << 5
      }
    }

    /// The animation the flags hold.
    @inlinable static func animation(_ flags: UInt32) -> StatusBarAnimation {
      switch flags & animationMask {
      case 1 << 3: .fade
      case 2 << 3: .slide
      default: .none
      }
    }

    /// The legibility the flags hold.
    @inlinable static func legible(_ flags: UInt32) -> Bool? {
      switch flags & legibleMask {
      case 1 << 5: false
      case 2 << 5: true
      default: nil
      }
    }
  }

  /// An observation's trace and diagnostics, compared and hashed by value.
  @usableFromInline final class Notes: Sendable, Hashable {
    /// The trace.
    @usableFromInline let trace: [TraceEntry]
    /// The diagnostics.
    @usableFromInline let diagnostics: [String]

    @usableFromInline init(trace: [TraceEntry], diagnostics: [String]) {
      self.trace = trace
      self.diagnostics = diagnostics
    }

    /// Notes holding these, or nil when both are empty (so that equal observations store equal notes).
    static func making(trace: [TraceEntry], diagnostics: [String]) -> Notes? {
      trace.isEmpty && diagnostics.isEmpty ? nil : Notes(trace: trace, diagnostics: diagnostics)
    }

    @usableFromInline static func == (lhs: Notes, rhs: Notes) -> Bool {
      lhs === rhs || (lhs.trace == rhs.trace && lhs.diagnostics == rhs.diagnostics)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(trace)
      hasher.combine(diagnostics)
    }
  }
}
