import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import Testing

/// Every place that lists the status bar's fields iterates one table: a field the judge checks is one the
/// decoder reads, the encoder writes and explain prints.
@Suite("The status bar field table")
struct StatusBarFieldTests {
  static let oneStep = Fixtures.caseJSON(
    windows: #"[{ "id": "main", "root": { "id": "a" } }]"#, steps: #"[{ "event": "launch", "expect": { "style": "darkContent" } }]"#)

  /// An expectation of one field, an observation that satisfies it and one that does not.
  static func example(_ field: StatusBarField) -> (StepExpectation, good: Observation, bad: Observation) {
    var expect = StepExpectation()
    var good = Observation(style: .lightContent, hidden: false, styleOwner: "a", hiddenOwner: "a", animation: .fade, legible: true, contrast: 5)
    var bad = good
    switch field {
    case .style:
      expect.style = .lightContent
      bad.style = .darkContent
    case .hidden:
      expect.hidden = false
      bad.hidden = true
    case .styleOwner:
      expect.styleOwner = "a"
      bad.styleOwner = nil
    case .hiddenOwner:
      expect.hiddenOwner = "a"
      bad.hiddenOwner = "b"
    case .animation:
      expect.animation = .fade
      bad.animation = .slide
    case .legible:
      expect.legible = true
      bad.legible = nil
    case .contrast:
      expect.minimumContrast = 4.5
      good.contrast = 4.5
      bad.contrast = 4.49
    }
    return (expect, good, bad)
  }

  @Test("the judge checks each field: one diff when it differs, none when it agrees", arguments: StatusBarField.allCases)
  func judged(_ field: StatusBarField) throws {
    let (expect, good, bad) = Self.example(field)
    var testCase = try Fixtures.loadCase(Self.oneStep)
    testCase.steps = [testCase.steps[0]]
    testCase.steps[0].expect = expect
    #expect(Judge.diffs(testCase, [good]).isEmpty)
    let diffs = Judge.diffs(testCase, [bad])
    #expect(diffs.map(\.field) == [field.rawValue])
    #expect(diffs.first?.expected == field.expected(expect))
    #expect(field.isSatisfied(by: good, expecting: StepExpectation()) && field.isSatisfied(by: bad, expecting: StepExpectation()), "unchecked")
  }

  @Test("a case file's expect object round-trips through the decoder and the encoder", arguments: StatusBarField.allCases)
  func roundTrip(_ field: StatusBarField) throws {
    let (expect, _, _) = Self.example(field)
    var testCase = try Fixtures.loadCase(Self.oneStep)
    testCase.steps[0].expect = expect
    let reloaded = try Fixtures.loadCase(JSONWriter.string(testCase.json()))
    #expect(reloaded.steps[0].expect == expect)
    #expect(JSONWriter.string(testCase.json()).contains("\"\(field.expectKey)\""))
  }

  @Test("observed fields come in table order; unmeasured legibility is left out")
  func order() {
    let all = StatusBarField.observedFields(
      Observation(style: .darkContent, hidden: true, styleOwner: nil, hiddenOwner: "x", legible: false, contrast: 1.5))
    #expect(all.map(\.field) == StatusBarField.allCases)
    #expect(all.map(\.value) == ["darkContent", "true", "(none)", "x", "none", "false", "1.5:1"])
    let unmeasured = StatusBarField.observedFields(Observation(style: .darkContent, hidden: false, styleOwner: "a", hiddenOwner: "a"))
    #expect(unmeasured.map(\.field) == [.style, .hidden, .styleOwner, .hiddenOwner, .animation])
  }
}
