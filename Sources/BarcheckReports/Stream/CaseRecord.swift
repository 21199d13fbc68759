public import BarcheckEngine
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
    /// The checked fields and their expected values, in a fixed order.
    public var expected: [(field: String, value: String)]
    /// The observed fields, in the same order as `ObservationFields.all`; empty when nothing was observed.
    public var observed: [(field: String, value: String)]
    /// The resolver's trace.
    public var trace: [TraceEntry]
    /// The reference resolver's trace of the step, for a case another resolver failed: why barcheck expected
    /// what it did. Empty otherwise.
    public var referenceTrace: [TraceEntry] = []
    /// The controller tree after the step, for a case that did not pass (to mark the owners on); empty otherwise.
    public var controllers: [SceneOutline.Line] = []
    /// The resolver's notes.
    public var notes: [String]

    public static func == (a: StepRecord, b: StepRecord) -> Bool {
      a.kind == b.kind && a.event == b.event && a.expected.map(\.field) == b.expected.map(\.field)
        && a.expected.map(\.value) == b.expected.map(\.value) && a.observed.map(\.field) == b.observed.map(\.field)
        && a.observed.map(\.value) == b.observed.map(\.value) && a.trace == b.trace && a.notes == b.notes
        && a.referenceTrace == b.referenceTrace && a.controllers == b.controllers
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
    rules = testCase.rules.map(\.rawValue)
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
    // The tree each step leaves, to draw the owners on: only for cases that did not pass, which are few.
    let explained = !([.pass, .notApplicable, .skip] as [Outcome]).contains(result.outcome)
    let outlines = explained ? SceneOutline.steps(of: testCase) : nil
    steps = testCase.steps.enumerated().map { i, step in
      let observation = i < result.observations.count ? result.observations[i] : nil
      var record = StepRecord(
        kind: step.event.kind, event: step.event.description, expected: step.expect.map(Self.fields) ?? [],
        observed: observation.map(Self.fields) ?? [], trace: result.outcome == .pass ? [] : observation?.trace ?? [],
        notes: observation?.diagnostics ?? [])
      if i < result.referenceTraces.count { record.referenceTrace = result.referenceTraces[i] }
      if let outlines, i < outlines.count { record.controllers = outlines[i].lines }
      return record
    }
  }

  /// Creates a record from its fields, as read back from a stream.
  init(
    id: String, title: String, family: String, level: RequirementLevel, rules: [String], tags: [String], sources: [String], file: String?,
    profile: Profile, outcome: Outcome, message: String?, link: String?, duration: Double, logs: String, steps: [StepRecord],
    diffs: [FieldDiff], actualOutcome: Outcome?
  ) {
    self.id = id
    self.title = title
    self.family = family
    self.level = level
    self.rules = rules
    self.tags = tags
    self.sources = sources
    self.file = file
    self.profile = profile
    self.outcome = outcome
    self.message = message
    self.link = link
    self.duration = duration
    self.logs = logs
    self.steps = steps
    self.diffs = diffs
    self.actualOutcome = actualOutcome
  }

  /// `StatusBarField.expectedFields` named by their raw values, built in one pass.
  static func fields(_ expect: StepExpectation) -> [(field: String, value: String)] {
    StatusBarField.allCases.compactMap { field in field.expected(expect).map { (field.rawValue, $0) } }
  }

  /// `StatusBarField.observedFields` named by their raw values, built in one pass.
  static func fields(_ observation: Observation) -> [(field: String, value: String)] {
    StatusBarField.allCases.compactMap { field in field.observed(observation).map { (field.rawValue, $0) } }
  }

  /// The record as a stream line's JSON.
  package var json: JSON {
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
            "controllers": step.controllers.isEmpty
              ? nil
              : .list(
                step.controllers.map { .object(["depth": .number(Double($0.depth)), "id": .string($0.id), "note": .string($0.note)]) }),
            "referenceTrace": step.referenceTrace.isEmpty
              ? nil : .list(step.referenceTrace.map { .object(["rule": .string($0.rule), "message": .string($0.message)]) }),
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

  static let keys = [
    "type", "id", "title", "family", "level", "rules", "tags", "sources", "file", "profile", "outcome", "actualOutcome", "message", "link",
    "duration", "logs", "steps", "diffs",
  ]
  static let stepKeys = ["event", "description", "expected", "observed", "trace", "referenceTrace", "controllers", "notes"]
  static let diffKeys = ["step", "event", "field", "expected", "observed"]

  /// Reads a case line strictly (`DecodingReader`), within `StreamLimits`: every step a diff names is one of the
  /// case's steps.
  static func read(_ node: JSONNode, reader: inout DecodingReader) -> CaseRecord? {
    let what = "a case line"
    guard let fields = reader.object(node, at: .root, allowed: keys, what: what) else { return nil }
    reader.require(
      fields, "type", "id", "title", "family", "level", "rules", "tags", "sources", "profile", "outcome", "duration", "steps", "diffs", what: what)
    let stepNodes = reader.array(fields, "steps") ?? []
    let steps = stepNodes.enumerated().compactMap { i, step in
      readStep(step, at: JSONPath.root.appending("steps").appending(i), reader: &reader)
    }
    let diffs = (reader.array(fields, "diffs") ?? []).enumerated().compactMap { i, diff in
      readDiff(diff, at: JSONPath.root.appending("diffs").appending(i), steps: stepNodes.count, reader: &reader)
    }
    let actualOutcome = reader.enumeration(fields, "actualOutcome", Outcome.self)
    guard let id = reader.string(fields, "id", limit: StreamLimits.name), let title = reader.string(fields, "title", limit: StreamLimits.text),
      let family = reader.string(fields, "family", limit: StreamLimits.name),
      let level = reader.enumeration(fields, "level", RequirementLevel.self), let rules = reader.strings(fields, "rules", limit: StreamLimits.name),
      let tags = reader.strings(fields, "tags", limit: StreamLimits.name), let sources = reader.strings(fields, "sources", limit: StreamLimits.text),
      let profile = reader.enumeration(fields, "profile", Profile.self), let outcome = reader.enumeration(fields, "outcome", Outcome.self),
      let duration = reader.seconds(fields, "duration")
    else { return nil }
    return CaseRecord(
      id: id, title: title, family: family, level: level, rules: rules, tags: tags, sources: sources,
      file: reader.string(fields, "file", limit: StreamLimits.text), profile: profile, outcome: outcome,
      message: reader.string(fields, "message", limit: StreamLimits.text), link: reader.string(fields, "link", limit: StreamLimits.text),
      duration: duration, logs: reader.string(fields, "logs", limit: StreamLimits.logs) ?? "", steps: steps, diffs: diffs,
      actualOutcome: actualOutcome)
  }

  private static func readStep(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> StepRecord? {
    let what = "a step"
    guard let fields = reader.object(node, at: path, allowed: stepKeys, what: what) else { return nil }
    reader.require(fields, "event", "description", what: what)
    func pairs(_ key: String, reader: inout DecodingReader) -> [(field: String, value: String)] {
      (reader.map(fields, key, what: "the \(key) fields (field to value)") ?? []).prefix(StreamLimits.listItems).compactMap { member in
        reader.string(member.value, key: member.key, path: path.appending(key).appending(member.key)).map {
          (StreamLimits.cut(member.key, StreamLimits.name), StreamLimits.cut($0, StreamLimits.text))
        }
      }
    }
    let expected = pairs("expected", reader: &reader)
    let observed = pairs("observed", reader: &reader)
    func trace(_ key: String, reader: inout DecodingReader) -> [TraceEntry] {
      (reader.array(fields, key) ?? []).prefix(StreamLimits.listItems).enumerated().compactMap { i, entry -> TraceEntry? in
        guard let entry = reader.object(entry, at: path.appending(key).appending(i), allowed: ["rule", "message"], what: "a trace entry") else {
          return nil
        }
        reader.require(entry, "rule", "message", what: "a trace entry")
        guard let rule = reader.string(entry, "rule", limit: StreamLimits.name),
          let message = reader.string(entry, "message", limit: StreamLimits.text)
        else { return nil }
        return TraceEntry(rule: rule, message)
      }
    }
    let resolverTrace = trace("trace", reader: &reader)
    let referenceTrace = trace("referenceTrace", reader: &reader)
    let notes = reader.strings(fields, "notes", limit: StreamLimits.text) ?? []
    guard let kind = reader.enumeration(fields, "event", EventKind.self), let event = reader.string(fields, "description", limit: StreamLimits.text)
    else { return nil }
    var step = StepRecord(kind: kind, event: event, expected: expected, observed: observed, trace: resolverTrace, notes: notes)
    step.referenceTrace = referenceTrace
    step.controllers = (reader.array(fields, "controllers") ?? []).enumerated().compactMap { i, line -> SceneOutline.Line? in
      let what = "a line of the controller tree"
      guard let line = reader.object(line, at: path.appending("controllers").appending(i), allowed: ["depth", "id", "note"], what: what) else {
        return nil
      }
      reader.require(line, "depth", "id", "note", what: what)
      guard let depth = reader.count(line, "depth"), let id = reader.string(line, "id", limit: StreamLimits.name),
        let note = reader.string(line, "note", limit: StreamLimits.text)
      else { return nil }
      return SceneOutline.Line(depth: depth, id: id, note: note)
    }
    return step
  }

  /// Reads a diff, whose step must be one of the case's `steps`.
  private static func readDiff(_ node: JSONNode, at path: JSONPath, steps: Int, reader: inout DecodingReader) -> FieldDiff? {
    let what = "a diff"
    guard let fields = reader.object(node, at: path, allowed: diffKeys, what: what) else { return nil }
    reader.require(fields, diffKeys, what: what)
    guard let step = reader.count(fields, "step") else { return nil }
    guard step < steps else {
      if let member = fields["step"] {
        reader.error(
          "step \(step) is not a step of the case: it has \(steps) step\(steps == 1 ? "" : "s"), numbered from 0", at: member.value.offset,
          path: path.appending("step"))
      }
      return nil
    }
    guard let kind = reader.enumeration(fields, "event", EventKind.self), let field = reader.string(fields, "field", limit: StreamLimits.name),
      let expected = reader.string(fields, "expected", limit: StreamLimits.text),
      let observed = reader.string(fields, "observed", limit: StreamLimits.text)
    else { return nil }
    return FieldDiff(step: step, event: kind, field: field, expected: expected, observed: observed)
  }
}
