import BarcheckEngine
import BarcheckModel

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
    /// The checked fields and their expected values, in a fixed order.
    public var expected: [(field: String, value: String)]
    /// The observed fields, in the same order as `ObservationFields.all`; empty when nothing was observed.
    public var observed: [(field: String, value: String)]
    /// The resolver's trace.
    public var trace: [TraceEntry]
    /// The resolver's notes.
    public var notes: [String]

    public static func == (a: StepRecord, b: StepRecord) -> Bool {
      a.kind == b.kind && a.event == b.event && a.expected.map(\.field) == b.expected.map(\.field)
        && a.expected.map(\.value) == b.expected.map(\.value) && a.observed.map(\.field) == b.observed.map(\.field)
        && a.observed.map(\.value) == b.observed.map(\.value) && a.trace == b.trace && a.notes == b.notes
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(event)
    }
  }

  /// Builds the record of a result. Traces are kept for cases that did not pass: they explain a
  /// failure, and on passes they would multiply the stream's size for nothing.
  public init(_ result: CaseResult) {
    let testCase = result.testCase
    id = testCase.id
    title = testCase.title
    family = testCase.family
    level = testCase.level
    rules = testCase.rules
    tags = testCase.tags
    sources = testCase.sources.map(\.reference)
    file = testCase.file
    profile = testCase.profile
    outcome = result.outcome
    message = result.message
    link = result.link
    // As the stream stores it, so that reports rendered during a run equal those rendered from the stream.
    duration = (result.duration * 1_000_000).rounded() / 1_000_000
    logs = result.logs
    diffs = result.diffs
    actualOutcome = result.actualOutcome
    steps = testCase.steps.enumerated().map { i, step in
      let observation = i < result.observations.count ? result.observations[i] : nil
      return StepRecord(
        kind: step.event.kind, event: step.event.description, expected: step.expect.map(Self.fields) ?? [],
        observed: observation.map(Self.fields) ?? [], trace: result.outcome == .pass ? [] : observation?.trace ?? [],
        notes: observation?.diagnostics ?? [])
    }
  }

  static func fields(_ expect: StepExpectation) -> [(field: String, value: String)] {
    StatusBarField.expectedFields(expect).map { ($0.field.rawValue, $0.value) }
  }

  static func fields(_ observation: Observation) -> [(field: String, value: String)] {
    StatusBarField.observedFields(observation).map { ($0.field.rawValue, $0.value) }
  }

  /// The record as a stream line's JSON.
  public var json: JSON {
    func pairs(_ list: [(field: String, value: String)]) -> JSON {
      .object(list.map { JSONMember(key: $0.field, value: JSONNode(.string($0.value))) })
    }
    return .object([
      "type": .string("case"),
      "id": .string(id), "title": .string(title), "family": .string(family), "level": .string(level.rawValue),
      "rules": .list(rules.map(JSON.string)), "tags": .list(tags.map(JSON.string)), "sources": .list(sources.map(JSON.string)),
      "file": file.map(JSON.string), "profile": .string(profile.rawValue),
      "outcome": .string(outcome.rawValue), "actualOutcome": actualOutcome.map { .string($0.rawValue) },
      "message": message.map(JSON.string), "link": link.map(JSON.string),
      "duration": .number((duration * 1_000_000).rounded() / 1_000_000), "logs": logs.isEmpty ? nil : .string(logs),
      "steps": .list(
        steps.map { step in
          .object([
            "event": .string(step.kind.rawValue), "description": .string(step.event),
            "expected": step.expected.isEmpty ? nil : pairs(step.expected),
            "observed": step.observed.isEmpty ? nil : pairs(step.observed),
            "trace": step.trace.isEmpty ? nil : .list(step.trace.map { .object(["rule": .string($0.rule), "message": .string($0.message)]) }),
            "notes": step.notes.isEmpty ? nil : .list(step.notes.map(JSON.string)),
          ])
        }),
      "diffs": .list(
        diffs.map {
          .object([
            "step": .number(Double($0.step)), "event": .string($0.event.rawValue), "field": .string($0.field),
            "expected": .string($0.expected), "observed": .string($0.observed),
          ])
        }),
    ])
  }

  /// Reads a case line.
  init(_ node: JSONNode) throws(StreamError) {
    let r = StreamReader(node: node, what: "a case line")
    id = try r.string("id")
    let what = "case \"\(id)\""
    let reader = StreamReader(node: node, what: what)
    title = try reader.string("title")
    family = try reader.string("family")
    guard let level = RequirementLevel(rawValue: try reader.string("level")) else { throw StreamError("\(what): unknown level") }
    self.level = level
    rules = try reader.strings("rules")
    tags = try reader.strings("tags")
    sources = try reader.strings("sources")
    file = reader.optionalString("file")
    guard let profile = Profile(rawValue: try reader.string("profile")) else { throw StreamError("\(what): unknown profile") }
    self.profile = profile
    guard let outcome = Outcome(rawValue: try reader.string("outcome")) else { throw StreamError("\(what): unknown outcome") }
    self.outcome = outcome
    message = reader.optionalString("message")
    link = reader.optionalString("link")
    actualOutcome = reader.optionalString("actualOutcome").flatMap(Outcome.init(rawValue:))
    duration = try reader.number("duration")
    logs = reader.optionalString("logs") ?? ""
    func pairs(_ node: JSONNode?) -> [(field: String, value: String)] {
      (node?.members ?? []).compactMap { member in member.value.stringValue.map { (member.key, $0) } }
    }
    steps = try reader.array("steps").map { step throws(StreamError) in
      let s = StreamReader(node: step, what: "\(what)'s step")
      guard let kind = EventKind(rawValue: try s.string("event")) else { throw StreamError("\(what): unknown event kind") }
      let trace = try s.array("trace").map { entry throws(StreamError) in
        let e = StreamReader(node: entry, what: "\(what)'s trace")
        return TraceEntry(rule: try e.string("rule"), try e.string("message"))
      }
      return StepRecord(
        kind: kind, event: try s.string("description"), expected: pairs(step["expected"]), observed: pairs(step["observed"]), trace: trace,
        notes: try s.strings("notes"))
    }
    diffs = try reader.array("diffs").map { diff throws(StreamError) in
      let d = StreamReader(node: diff, what: "\(what)'s diff")
      guard let kind = EventKind(rawValue: try d.string("event")) else { throw StreamError("\(what): unknown event kind in a diff") }
      return FieldDiff(
        step: Int(try d.number("step")), event: kind, field: try d.string("field"), expected: try d.string("expected"),
        observed: try d.string("observed"))
    }
  }
}
