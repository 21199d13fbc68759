import BarcheckJSON
package import BarcheckModel

/// A step's expected or observed status bar fields as a record keeps them: the values of the step's expectation or of
/// the resolver's observation, whose texts (`StatusBarField.expected`, `.observed`) the writers write straight from
/// them, or, for a record read back from a stream or given its pairs, the pairs of texts.
///
/// A record kept each step's fields as two lists of pairs of strings, made for every step, written, then freed pair by
/// pair. Kept as values, a step's fields cost a copy of them (its owners' ids retained), and their texts are made only
/// where one is read as text (`pairs`, `value`), not by the stream line's or the HTML section's writer, which write
/// each field from literals. Recording 2,000 generated cases as `run --reports` records them (callgrind,
/// `barcheck-reference-instructions record 2000`) took 167.4 M instructions with the pairs and 128.7 M with this; a
/// case's record 21.0 K → 13.9 K, its line 34.7 K → 28.3 K (its steps' fields 17.5 K → 9.5 K), freeing it
/// 10.2 K → 4.6 K.
///
/// The values are stored as `Observation` stores them, the small ones packed into one word, rather than as the
/// expectation or the observation in an enumeration: taking either out of an enumeration copied it, its owners
/// retained and released, and cost a writer as much as the pairs had.
package struct RecordedFields: Sendable {
  /// The fields present, their small values, and where they come from (see `Bits`).
  private var bits: UInt16
  /// The contrast ratio, or the expectation's minimum, when present; 0 otherwise.
  package private(set) var ratio: Double
  /// The style owner's id: nil for none (an observation names it `(none)`; an expectation does not check it).
  package private(set) var styleOwner: String?
  /// The visibility owner's id, as `styleOwner`.
  package private(set) var hiddenOwner: String?
  /// The pairs of texts, for fields given as pairs; empty otherwise.
  private var givenPairs: [(field: String, value: String)]

  /// The bits of `bits`.
  private enum Bits {
    /// Set for each field present, at its place in `allFields`.
    static func present(_ field: StatusBarField) -> UInt16 {
      switch field {
      case .style: 1
      case .hidden: 1 << 1
      case .styleOwner: 1 << 2
      case .hiddenOwner: 1 << 3
      case .animation: 1 << 4
      case .legible: 1 << 5
      case .contrast: 1 << 6
      }
    }
    /// Set for dark content.
    static let darkContent: UInt16 = 1 << 7
    /// Set when the bar is hidden.
    static let hidden: UInt16 = 1 << 8
    /// The animation: 0 none, 1 fade, 2 slide.
    static let animationShift: UInt16 = 9
    /// Set when the content is legible.
    static let legible: UInt16 = 1 << 11
    /// Set for an observation's fields.
    static let observed: UInt16 = 1 << 12
    /// Set for fields given as pairs.
    static let pairs: UInt16 = 1 << 13
  }

  /// No fields: a step with no expectation, or not observed.
  package static let empty = RecordedFields([])

  /// The fields an expectation checks.
  package init(expecting expect: StepExpectation) {
    var bits: UInt16 = 0
    if let style = expect.style { bits |= Bits.present(.style) | (style == .darkContent ? Bits.darkContent : 0) }
    if let hidden = expect.hidden { bits |= Bits.present(.hidden) | (hidden ? Bits.hidden : 0) }
    if expect.styleOwner != nil { bits |= Bits.present(.styleOwner) }
    if expect.hiddenOwner != nil { bits |= Bits.present(.hiddenOwner) }
    if let animation = expect.animation { bits |= Bits.present(.animation) | Self.bits(animation) }
    if let legible = expect.legible { bits |= Bits.present(.legible) | (legible ? Bits.legible : 0) }
    if expect.minimumContrast != nil { bits |= Bits.present(.contrast) }
    self.bits = bits
    ratio = expect.minimumContrast ?? 0
    styleOwner = expect.styleOwner
    hiddenOwner = expect.hiddenOwner
    givenPairs = []
  }

  /// The fields an observation reports: all but the legibility and the contrast it did not measure.
  ///
  /// Inlined into the record's loop over the observations: called, the observation was copied for the call and each
  /// owner out of the copy through the runtime's generic copy of an optional, and recording 2,000 cases took 6.3 M
  /// more instructions (3 K a case).
  @inline(__always)
  package init(observing observation: Observation) {
    var bits =
      Bits.observed | Bits.present(.style) | Bits.present(.hidden) | Bits.present(.styleOwner) | Bits.present(.hiddenOwner)
      | Bits.present(.animation) | (observation.style == .darkContent ? Bits.darkContent : 0) | (observation.hidden ? Bits.hidden : 0)
      | Self.bits(observation.animation)
    if let legible = observation.legible { bits |= Bits.present(.legible) | (legible ? Bits.legible : 0) }
    let contrast = observation.contrast
    if contrast != nil { bits |= Bits.present(.contrast) }
    self.bits = bits
    ratio = contrast ?? 0
    styleOwner = observation.styleOwner
    hiddenOwner = observation.hiddenOwner
    givenPairs = []
  }

  /// The fields of pairs of texts.
  package init(_ pairs: [(field: String, value: String)]) {
    bits = Bits.pairs
    ratio = 0
    styleOwner = nil
    hiddenOwner = nil
    givenPairs = pairs
  }

  /// An animation's bits.
  private static func bits(_ animation: StatusBarAnimation) -> UInt16 {
    switch animation {
    case .none: 0
    case .fade: 1 << Bits.animationShift
    case .slide: 2 << Bits.animationShift
    }
  }

  /// `StatusBarField.allCases`, made once: the synthesized getter builds the array at every call.
  package static let allFields = StatusBarField.allCases

  /// The pairs, when the fields were given as pairs; nil when they are an expectation's or an observation's values.
  package var givenAsPairs: [(field: String, value: String)]? {
    bits & Bits.pairs != 0 ? givenPairs : nil
  }

  /// Whether the fields are an observation's (an owner it does not name is `(none)`, a ratio is measured) rather than
  /// an expectation's (an owner is checked only when named, a ratio is a minimum).
  package var isObserved: Bool { bits & Bits.observed != 0 }

  /// Whether a field is present (for fields given as pairs: never).
  @inline(__always)
  package func has(_ field: StatusBarField) -> Bool {
    bits & Bits.present(field) != 0
  }

  /// The style, when present.
  package var style: ContentStyle { bits & Bits.darkContent != 0 ? .darkContent : .lightContent }

  /// Whether the bar is hidden, when present.
  package var hidden: Bool { bits & Bits.hidden != 0 }

  /// The animation, when present.
  package var animation: StatusBarAnimation {
    switch bits >> Bits.animationShift & 3 {
    case 1: .fade
    case 2: .slide
    default: .none
    }
  }

  /// Whether the content is legible, when present.
  package var legible: Bool { bits & Bits.legible != 0 }

  /// The expectation the fields are, when they are an expectation's.
  private var expectation: StepExpectation {
    var expect = StepExpectation()
    if has(.style) { expect.style = style }
    if has(.hidden) { expect.hidden = hidden }
    expect.styleOwner = styleOwner
    expect.hiddenOwner = hiddenOwner
    if has(.animation) { expect.animation = animation }
    if has(.legible) { expect.legible = legible }
    if has(.contrast) { expect.minimumContrast = ratio }
    return expect
  }

  /// The observation the fields are, when they are an observation's, without its trace and diagnostics.
  private var observation: Observation {
    Observation(
      style: style, hidden: hidden, styleOwner: styleOwner, hiddenOwner: hiddenOwner, animation: animation,
      legible: has(.legible) ? legible : nil, contrast: has(.contrast) ? ratio : nil)
  }

  /// The fields as pairs of texts, in order: each field's name and its value as `StatusBarField.expected` or
  /// `.observed` writes it. Made at every call.
  package var pairs: [(field: String, value: String)] {
    if let givenAsPairs { return givenAsPairs }
    var pairs: [(field: String, value: String)] = []
    pairs.reserveCapacity(Self.allFields.count)
    if isObserved {
      let observation = observation
      for field in Self.allFields {
        if let value = field.observed(observation) { pairs.append((field.rawValue, value)) }
      }
    } else {
      let expectation = expectation
      for field in Self.allFields {
        if let value = field.expected(expectation) { pairs.append((field.rawValue, value)) }
      }
    }
    return pairs
  }

  /// Whether there are no fields.
  package var isEmpty: Bool {
    givenAsPairs?.isEmpty ?? (bits & (Bits.darkContent - 1) == 0)
  }

  /// A field's value as text: the first pair's with the field's name, or the field's text of the expectation or the
  /// observation; nil when there is none.
  package func value(_ field: StatusBarField) -> String? {
    if let givenAsPairs { return givenAsPairs.first { $0.field == field.rawValue }?.value }
    return isObserved ? field.observed(observation) : field.expected(expectation)
  }

  /// The numbers of contrast ratios already written for a case, as `JSONWriter.format` writes them: a case's steps
  /// mostly measure one or two ratios, and formatting one was more than half of naming a step's observed fields. The
  /// last two are kept, in place (a list of them was an allocation a case).
  package struct RatioTexts {
    /// The ratio seen last, by its bits, and its text.
    private var last: (bits: UInt64, text: String)?
    /// The one seen before it.
    private var before: (bits: UInt64, text: String)?

    /// Starts knowing none.
    package init() {}

    /// A ratio's number as text, formatted unless it is one of the last two seen.
    package mutating func text(_ ratio: Double) -> String {
      let bits = ratio.bitPattern
      if let last, last.bits == bits { return last.text }
      if let before, before.bits == bits { return before.text }
      let text = JSONWriter.format(ratio)
      before = last
      last = (bits, text)
      return text
    }
  }
}
