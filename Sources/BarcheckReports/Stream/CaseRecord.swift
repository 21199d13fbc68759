public import BarcheckEngine
import BarcheckJSON
public import BarcheckModel

/// One case's line in a result stream: everything every report needs, as plain values.
public struct CaseRecord: Sendable, Hashable {
  /// The case id.
  public var id: String
  /// Its title.
  public var title: String
  /// Its family.
  public var family: String
  /// Its level.
  public var level: RequirementLevel
  /// The rules it cites.
  public var rules: [String]
  /// Its tags.
  public var tags: [String]
  /// Its sources.
  public var sources: [String]
  /// Its file.
  public var file: String?
  /// Its behaviour profile.
  public var profile: Profile
  /// The outcome.
  public var outcome: Outcome
  /// The error, skip or n/a reason, or the first diff.
  public var message: String?
  /// An issue link.
  public var link: String?
  /// Seconds spent.
  public var duration: Double
  /// The resolver's logs while handling the case.
  public var logs: String
  /// The steps with their expectations and observations.
  public var steps: [StepRecord]
  /// The differing fields.
  public var diffs: [FieldDiff]
  /// What the resolver produced, when an expectation file turned it into xfail or xpass.
  public var actualOutcome: Outcome?

  /// One step of a case record.
  public struct StepRecord: Sendable, Hashable {
    /// The event's kind.
    public var kind: EventKind
    /// The event in words.
    public var event: String
    /// The checked fields and their expected values, in a fixed order (`StatusBarField`'s): each field's name and
    /// `StatusBarField.expected`'s text.
    ///
    /// Made from `expectedFields` at every read, a list and its strings: a record keeps the expectation's values, which
    /// its writers write from. Set, the record keeps the pairs given.
    public var expected: [(field: String, value: String)] {
      get { expectedFields.pairs }
      set { expectedFields = RecordedFields(newValue) }
    }
    /// The observed fields, in the same order: each field's name and `StatusBarField.observed`'s text; empty when
    /// nothing was observed.
    ///
    /// Made from `observedFields` at every read, a list and its strings: a record keeps the observation's values, which
    /// its writers write from. Set, the record keeps the pairs given.
    public var observed: [(field: String, value: String)] {
      get { observedFields.pairs }
      set { observedFields = RecordedFields(newValue) }
    }
    /// The checked fields, as the record keeps them: what `expected` reads.
    package var expectedFields: RecordedFields
    /// The observed fields, as the record keeps them: what `observed` reads.
    package var observedFields: RecordedFields
    /// The resolver's trace.
    public var trace: [TraceEntry]
    /// The reference resolver's trace of the step, for a case another resolver failed: why barcheck expected
    /// what it did. Empty otherwise.
    public var referenceTrace: [TraceEntry] = []
    /// The controller tree after the step, for a case that did not pass (to mark the owners on); empty otherwise.
    public var controllers: [SceneOutline.Line] = []
    /// The resolver's notes.
    public var notes: [String]

    /// Whether two steps are the same: their fields compared as text, however each record keeps them.
    public static func == (a: StepRecord, b: StepRecord) -> Bool {
      a.kind == b.kind && a.event == b.event && a.expected.map(\.field) == b.expected.map(\.field)
        && a.expected.map(\.value) == b.expected.map(\.value) && a.observed.map(\.field) == b.observed.map(\.field)
        && a.observed.map(\.value) == b.observed.map(\.value) && a.trace == b.trace && a.notes == b.notes
        && a.referenceTrace == b.referenceTrace && a.controllers == b.controllers
    }

    /// Hashes the step's description.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(event)
    }
  }

  /// Builds the record of a result. Traces are kept for cases that did not pass: they explain a
  /// failure, and on passes they would multiply the stream's size for nothing.
  public init(_ result: CaseResult) {
    let testCase = result.testCase
    // A case file's strings cut within the limits the stream is read back with (`StreamLimits`): a 50 MB title was
    // written whole into the stream and the run's HTML, and cut by `report` rendering the same stream.
    id = StreamLimits.recorded(testCase.id, StreamLimits.name)
    title = StreamLimits.recorded(testCase.title, StreamLimits.text)
    family = StreamLimits.recorded(Self.family(of: testCase), StreamLimits.name)
    level = testCase.level
    rules = testCase.rules.map(\.rawValue)
    tags = testCase.tags.prefix(StreamLimits.listItems).map { StreamLimits.recorded($0, StreamLimits.name) }
    sources = testCase.sources.prefix(StreamLimits.listItems).map { StreamLimits.recorded($0.reference, StreamLimits.text) }
    file = testCase.file.map { StreamLimits.recorded($0, StreamLimits.text) }
    profile = testCase.profile
    outcome = result.outcome
    message = result.message
    link = result.link
    // As the stream stores it, so that reports rendered during a run equal those rendered from the stream.
    duration = (result.duration * 1_000_000).rounded() / 1_000_000
    logs = result.logs
    diffs = result.diffs
    actualOutcome = result.actualOutcome
    // The tree each step leaves, to draw the owners on: only for cases that did not pass, which are few.
    let explained: Bool
    switch result.outcome {
    case .pass, .notApplicable, .skip: explained = false
    default: explained = true
    }
    let outlines = explained ? SceneOutline.steps(of: testCase) : nil
    // The steps and observations are read in place (iterating the arrays copied each, retaining its strings and
    // lists), each record is built where it stays, and the descriptions are written into one scratch buffer. The
    // fields are kept as the expectation's and the observation's values, their texts left to the writers.
    var scratch = ByteBuffer(capacity: 256)
    let traced = result.outcome != .pass
    var steps: [StepRecord] = []
    steps.reserveCapacity(testCase.steps.count)
    testCase.steps.withUnsafeBufferPointer { caseSteps in
      result.observations.withUnsafeBufferPointer { observations in
        for i in caseSteps.indices {
          let observed = i < observations.count
          scratch.removeAll()
          caseSteps[i].event.write(into: &scratch)
          steps.append(
            StepRecord(
              kind: caseSteps[i].event.kind, event: scratch.withBytes { String(decoding: $0, as: UTF8.self) },
              expectedFields: caseSteps[i].expect.map(RecordedFields.init(expecting:)) ?? .empty,
              observedFields: observed ? RecordedFields(observing: observations[i]) : .empty,
              trace: observed && traced ? observations[i].trace : [], notes: observed ? observations[i].diagnostics : []))
          if i < result.referenceTraces.count { steps[i].referenceTrace = result.referenceTraces[i] }
          if let outlines, i < outlines.count { steps[i].controllers = outlines[i].lines }
        }
      }
    }
    self.steps = steps
  }

  /// `ConformanceCase.family`, found on the id's bytes when the id is ASCII (as ids nearly always are): the getter
  /// walks the id's characters, a thirtieth of recording a case. Both give the text before the first dot that
  /// follows the id's leading dots; an id with other characters (a combining mark may join a dot into another
  /// character) is left to the getter.
  static func family(of testCase: ConformanceCase) -> String {
    let id = testCase.id
    let family = id.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      for byte in bytes where byte >= 0x80 { return nil }
      var start = 0
      while start < bytes.count, bytes[start] == UInt8(ascii: ".") { start += 1 }
      guard start < bytes.count else { return id }
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
      return start == 0 && end == bytes.count ? id : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    return family.flatMap { $0 } ?? testCase.family
  }
}
