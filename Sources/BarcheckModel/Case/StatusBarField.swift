package import BarcheckJSON

/// The fields of what the status bar shows, in the one order every list of them uses: the judge's
/// diffs, records, `explain`, the case decoder and encoder, the protocol's observations and the renderers.
///
/// Adding a field means adding a case here (and the stored property on `StepExpectation` and `Observation`);
/// every place that lists fields iterates `allCases`.
public enum StatusBarField: String, CaseIterable, Sendable, Hashable {
  /// The content colour.
  case style
  /// Whether the bar is hidden.
  case hidden
  /// The controller that decided the style.
  case styleOwner
  /// The controller that decided visibility.
  case hiddenOwner
  /// The animation of a visibility change.
  case animation
  /// Whether the content is legible against what is behind it (S23).
  case legible
  /// The contrast ratio between content and background (S23); a step expects a minimum.
  case contrast

  /// The key in a step's `expect` object: the field's name, but `minimumContrast` for the contrast.
  public var expectKey: String { self == .contrast ? "minimumContrast" : rawValue }

  /// Whether only resolvers that declare legibility observe the field.
  public var isLegibility: Bool { self == .legible || self == .contrast }

  /// The aspect of the status bar the field belongs to (S8): style and its owner, or the rest.
  public var aspect: StatusBarAspect { self == .style || self == .styleOwner ? .style : .visibility }

  /// What the expectation checks for this field, as text (`lightContent`, `true`, `at least 3:1`); nil when it
  /// does not check the field.
  public func expected(_ expect: StepExpectation) -> String? {
    switch self {
    case .style: expect.style?.rawValue
    case .hidden: expect.hidden.map(String.init)
    case .styleOwner: expect.styleOwner
    case .hiddenOwner: expect.hiddenOwner
    case .animation: expect.animation?.rawValue
    case .legible: expect.legible.map(String.init)
    case .contrast: expect.minimumContrast.map { "at least \(JSONWriter.format($0)):1" }
    }
  }

  /// What the observation reports for this field, as text (`(none)` for an owner it does not name); nil for a
  /// legibility field the resolver did not measure.
  public func observed(_ observation: Observation) -> String? {
    switch self {
    case .style: observation.style.rawValue
    case .hidden: String(observation.hidden)
    case .styleOwner: observation.styleOwner ?? "(none)"
    case .hiddenOwner: observation.hiddenOwner ?? "(none)"
    case .animation: observation.animation.rawValue
    case .legible: observation.legible.map(String.init)
    case .contrast: observation.contrast.map { "\(JSONWriter.format($0)):1" }
    }
  }

  /// Whether the observation satisfies the expectation for this field; true when the expectation does not check it.
  ///
  /// Inlinable, so that the judge (in another module) reads the one field in place: called across the module
  /// boundary, each call took a copy of the whole observation and expectation, most of judging a case.
  @inlinable
  public func isSatisfied(by observation: Observation, expecting expect: StepExpectation) -> Bool {
    switch self {
    case .style: expect.style.map { $0 == observation.style } ?? true
    case .hidden: expect.hidden.map { $0 == observation.hidden } ?? true
    case .styleOwner: expect.styleOwner.map { $0 == observation.styleOwner ?? "(none)" } ?? true
    case .hiddenOwner: expect.hiddenOwner.map { $0 == observation.hiddenOwner ?? "(none)" } ?? true
    case .animation: expect.animation.map { $0 == observation.animation } ?? true
    case .legible: expect.legible.map { $0 == observation.legible } ?? true
    case .contrast: expect.minimumContrast.map { minimum in observation.contrast.map { $0 >= minimum } ?? false } ?? true
    }
  }

  /// The expectation's value for this field as case-file JSON (under `expectKey`); nil when it does not check it.
  package func expectedJSON(_ expect: StepExpectation) -> JSON? {
    switch self {
    case .style: expect.style.map { .string($0.rawValue) }
    case .hidden: expect.hidden.map(JSON.bool)
    case .styleOwner: expect.styleOwner.map(JSON.string)
    case .hiddenOwner: expect.hiddenOwner.map(JSON.string)
    case .animation: expect.animation.map { .string($0.rawValue) }
    case .legible: expect.legible.map(JSON.bool)
    case .contrast: expect.minimumContrast.map(JSON.number)
    }
  }

  /// The observation's value for this field as protocol JSON (under the field's name); nil when it has none.
  package func observedJSON(_ observation: Observation) -> JSON? {
    switch self {
    case .style: .string(observation.style.rawValue)
    case .hidden: .bool(observation.hidden)
    case .styleOwner: observation.styleOwner.map(JSON.string)
    case .hiddenOwner: observation.hiddenOwner.map(JSON.string)
    case .animation: .string(observation.animation.rawValue)
    case .legible: observation.legible.map(JSON.bool)
    case .contrast: observation.contrast.map(JSON.number)
    }
  }

  /// The fields an expectation checks, with their values as text, in table order.
  public static func expectedFields(_ expect: StepExpectation) -> [(field: StatusBarField, value: String)] {
    allCases.compactMap { field in field.expected(expect).map { (field, $0) } }
  }

  /// The fields an observation reports, with their values as text, in table order.
  public static func observedFields(_ observation: Observation) -> [(field: StatusBarField, value: String)] {
    allCases.compactMap { field in field.observed(observation).map { (field, $0) } }
  }
}
