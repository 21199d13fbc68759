import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// The members of a step in a case line, in the order the line has them: the one table behind the step's writer, its
/// strict reader and the keys it may have (`CaseRecordMember` for the line around it).
enum StepRecordMember: String, CaseIterable {
  case event, description, expected, observed, trace, controllers, referenceTrace, notes

  /// The member's key as a literal, for the writer (`StreamLineWriter` copies a literal's bytes where they are; the
  /// raw value, the same text, is a `String` found at run time). A test checks each against the raw value.
  var key: StaticString {
    switch self {
    case .event: "event"
    case .description: "description"
    case .expected: "expected"
    case .observed: "observed"
    case .trace: "trace"
    case .controllers: "controllers"
    case .referenceTrace: "referenceTrace"
    case .notes: "notes"
    }
  }

  /// Every member's key, in line order.
  static let keys = allCases.map(\.rawValue)

  /// The keys a step must have; the others are left out when empty.
  static let required = [event.rawValue, description.rawValue]

  /// Appends a step's object.
  static func write(_ step: borrowing CaseRecord.StepRecord, into line: inout StreamLineWriter) {
    line.open()
    for member in allCases { member.write(step, into: &line) }
    line.close()
  }

  /// Reads a step's object, within `StreamLimits`; nil when it is not one (each problem recorded on the reader).
  static func read(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> CaseRecord.StepRecord? {
    let what = "a step"
    guard let fields = reader.object(node, at: path, allowed: keys, what: what) else { return nil }
    reader.require(fields, required, what: what)
    var step = CaseRecord.StepRecord(kind: .launch, event: "", expectedFields: .empty, observedFields: .empty, trace: [], notes: [])
    for member in allCases { member.read(fields, reader: &reader, into: &step) }
    return step
  }

  /// Appends the member, unless the step has nothing for it.
  private func write(_ step: borrowing CaseRecord.StepRecord, into line: inout StreamLineWriter) {
    switch self {
    case .event: line.name(key, step.kind.rawValue)
    case .description: line.string(key, step.event)
    case .expected: line.fields(key, step.expectedFields)
    case .observed: line.fields(key, step.observedFields)
    case .trace: line.trace(key, step.trace)
    case .controllers:
      guard !step.controllers.isEmpty else { return }
      line.objects(key, step.controllers) { controller, line in
        line.open()
        line.number("depth", Double(controller.depth))
        line.string("id", controller.id)
        line.string("note", controller.note)
        line.close()
      }
    case .referenceTrace: line.trace(key, step.referenceTrace)
    case .notes: if !step.notes.isEmpty { line.strings(key, step.notes) }
    }
  }

  private func read(_ fields: DecodingReader.Fields, reader: inout DecodingReader, into step: inout CaseRecord.StepRecord) {
    let path = fields.path.appending(rawValue)
    switch self {
    case .event: reader.enumeration(fields, rawValue, EventKind.self).map { step.kind = $0 }
    case .description: reader.string(fields, rawValue, limit: StreamLimits.text).map { step.event = $0 }
    case .expected, .observed:
      let pairs = (reader.map(fields, rawValue, what: "the \(rawValue) fields (field to value)") ?? []).prefix(StreamLimits.listItems)
        .compactMap { member in
          reader.string(member.value, key: member.key, path: path.appending(member.key)).map {
            (field: StreamLimits.cut(member.key, StreamLimits.name), value: StreamLimits.cut($0, StreamLimits.text))
          }
        }
      if self == .expected { step.expected = pairs } else { step.observed = pairs }
    case .trace, .referenceTrace:
      let trace = (reader.array(fields, rawValue) ?? []).prefix(StreamLimits.listItems).enumerated().compactMap { i, entry -> TraceEntry? in
        let what = "a trace entry"
        guard let entry = reader.object(entry, at: path.appending(i), allowed: ["rule", "message"], what: what) else { return nil }
        reader.require(entry, "rule", "message", what: what)
        guard let rule = reader.string(entry, "rule", limit: StreamLimits.name),
          let message = reader.string(entry, "message", limit: StreamLimits.text)
        else { return nil }
        return TraceEntry(rule: rule, message)
      }
      if self == .trace { step.trace = trace } else { step.referenceTrace = trace }
    case .controllers:
      step.controllers = (reader.array(fields, rawValue) ?? []).enumerated().compactMap { i, line -> SceneOutline.Line? in
        let what = "a line of the controller tree"
        guard let line = reader.object(line, at: path.appending(i), allowed: ["depth", "id", "note"], what: what) else { return nil }
        reader.require(line, "depth", "id", "note", what: what)
        guard let depth = reader.count(line, "depth"), let id = reader.string(line, "id", limit: StreamLimits.name),
          let note = reader.string(line, "note", limit: StreamLimits.text)
        else { return nil }
        return SceneOutline.Line(depth: depth, id: id, note: note)
      }
    case .notes: step.notes = reader.strings(fields, rawValue, limit: StreamLimits.text) ?? []
    }
  }
}
