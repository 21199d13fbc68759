import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import Testing

@testable import BarcheckReports

/// A record keeps a step's fields as the expectation's or the observation's values (`RecordedFields`) and its writers
/// write them from those values: every field and value must read and write exactly what its pairs of texts do.
@Suite("A step's fields kept as values read and write what their pairs of texts do")
struct RecordedFieldsTests {
  /// Owners' ids: none, plain, empty, and text that takes every escaping path.
  static let owners: [String?] = [
    nil, "root", "", "nav.child-1", "say \"hi\" \\ <b>&amp;</b> 'q'", "tab\tnew\nline\r", "\u{1B}[31mred\u{7}", "Ünïcödé 😀 e\u{301}",
    String(repeating: "long <&> ", count: 40),
  ]

  /// Ratios: none, integers, fractions, the smallest and largest, signed zeros, and what is not a number.
  static let ratios: [Double?] = [nil, 4.5, 1, 21, 3.25, 0.1 + 0.2, 1e-7, -0.0, 0, 4.5, .infinity, .nan, 1e300, 123_456_789_012_345_680, 7]

  /// Expectations that leave out and give every field, with every value, in many combinations.
  static let expectations: [StepExpectation] =
    (0..<120).map { i in
      var expect = StepExpectation()
      expect.style = [nil, .lightContent, .darkContent][i % 3]
      expect.hidden = [nil, false, true][i / 3 % 3]
      expect.styleOwner = owners[i * 5 % owners.count]
      expect.hiddenOwner = owners[(i * 3 + 1) % owners.count]
      expect.animation = [nil, StatusBarAnimation.none, .fade, .slide][i % 4]
      expect.legible = [nil, true, false][i / 2 % 3]
      expect.minimumContrast = ratios[i % ratios.count]
      return expect
    } + [StepExpectation()]

  /// Observations with every value of every field, legibility measured and not.
  static let observations: [Observation] = (0..<120).map { i in
    Observation(
      style: ContentStyle.allCases[i % 2], hidden: i / 2 % 2 == 1, styleOwner: owners[i * 5 % owners.count],
      hiddenOwner: owners[(i * 3 + 1) % owners.count], animation: StatusBarAnimation.allCases[i % 3], legible: [nil, true, false][i / 2 % 3],
      contrast: ratios[i % ratios.count], trace: i.isMultiple(of: 7) ? [TraceEntry(rule: "S2", "why")] : [],
      diagnostics: i.isMultiple(of: 11) ? ["note"] : [])
  }

  /// Whether two lists of pairs are the same texts.
  static func same(_ a: [(field: String, value: String)], _ b: [(field: String, value: String)]) -> Bool {
    a.map(\.field) == b.map(\.field) && a.map(\.value) == b.map(\.value)
  }

  @Test("an expectation's fields read as StatusBarField.expected names them")
  func expected() {
    for expect in Self.expectations {
      let fields = RecordedFields(expecting: expect)
      let texts = StatusBarField.expectedFields(expect).map { (field: $0.field.rawValue, value: $0.value) }
      #expect(fields.givenAsPairs == nil && !fields.isObserved)
      #expect(Self.same(fields.pairs, texts), "\(expect)")
      #expect(fields.isEmpty == texts.isEmpty, "\(expect)")
      for field in StatusBarField.allCases { #expect(fields.value(field) == field.expected(expect), "\(field) of \(expect)") }
    }
  }

  @Test("an observation's fields read as StatusBarField.observed names them")
  func observed() {
    for observation in Self.observations {
      let fields = RecordedFields(observing: observation)
      let texts = StatusBarField.observedFields(observation).map { (field: $0.field.rawValue, value: $0.value) }
      #expect(fields.givenAsPairs == nil && fields.isObserved)
      #expect(Self.same(fields.pairs, texts), "\(observation)")
      #expect(!fields.isEmpty)
      for field in StatusBarField.allCases { #expect(fields.value(field) == field.observed(observation), "\(field) of \(observation)") }
    }
  }

  @Test("fields given as pairs read as those pairs, a name that is no field's included")
  func pairs() throws {
    let pairs = [(field: "style", value: "darkContent"), (field: "not a field \"<&>", value: "x"), (field: "style", value: "second")]
    let fields = RecordedFields(pairs)
    #expect(Self.same(try #require(fields.givenAsPairs), pairs))
    #expect(Self.same(fields.pairs, pairs))
    #expect(fields.value(.style) == "darkContent" && fields.value(.hidden) == nil)
    #expect(!fields.isEmpty && RecordedFields.empty.isEmpty && RecordedFields.empty.pairs.isEmpty)
  }

  /// Every expectation's and observation's fields written into one line (so that ratios repeat, as the writer's
  /// texts of them are kept), from the values or from their pairs.
  static func line(_ all: [RecordedFields], asPairs: Bool) -> [UInt8] {
    var line = StreamLineWriter(appendingTo: ByteBuffer(capacity: 64))
    line.open()
    for fields in all { line.fields(fields.isObserved ? "observed" : "expected", asPairs ? RecordedFields(fields.pairs) : fields) }
    line.close()
    return line.finish().bytes
  }

  @Test("the stream line's fields written from the values are the bytes their pairs write")
  func lineBytes() {
    let all = Self.expectations.map(RecordedFields.init(expecting:)) + Self.observations.map(RecordedFields.init(observing:))
    #expect(Self.line(all, asPairs: false) == Self.line(all, asPairs: true))
    for fields in all { #expect(Self.line([fields], asPairs: false) == Self.line([fields], asPairs: true), "\(fields.pairs)") }
  }

  /// A record of a case whose steps expect and observe the fields above, as a run records it, and the same record with
  /// every step's fields given as their pairs (as a record read back from a stream has them).
  static func records(_ outcome: Outcome) -> (values: CaseRecord, pairs: CaseRecord) {
    let steps = expectations.map { Step(event: .launch, expect: $0) } + [Step(event: .launch)]
    let testCase = ConformanceCase(id: "fields.all", title: "Every field", windows: [], steps: steps)
    let record = CaseRecord(CaseResult(testCase: testCase, outcome: outcome, observations: Array(observations.prefix(steps.count - 3))))
    var pairs = record
    for s in pairs.steps.indices {
      pairs.steps[s].expected = record.steps[s].expected
      pairs.steps[s].observed = record.steps[s].observed
    }
    return (record, pairs)
  }

  @Test("a record's line and HTML section written from the values are those written from the pairs", arguments: [Outcome.pass, .fail])
  func record(_ outcome: Outcome) throws {
    let (values, pairs) = Self.records(outcome)
    #expect(values.steps.dropLast().allSatisfy { $0.expectedFields.givenAsPairs == nil })
    #expect(values.steps.dropFirst(values.steps.count - 3).allSatisfy { $0.observedFields.isEmpty && $0.observed.isEmpty })
    #expect(pairs.steps.allSatisfy { $0.expectedFields.givenAsPairs != nil && $0.observedFields.givenAsPairs != nil })
    #expect(values == pairs)
    #expect(values.lineBytes == pairs.lineBytes)
    #expect(HTMLRenderer.caseSection(values) == HTMLRenderer.caseSection(pairs))
    guard case .record(let read) = try StreamLine.decode(values.lineBytes, number: 1) else {
      Issue.record("not a case line")
      return
    }
    #expect(read == values)
    #expect(HTMLRenderer.caseSection(read) == HTMLRenderer.caseSection(values))
  }
}
