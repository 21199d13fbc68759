import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// The members of a case line in a result stream, in the order the line has them: the one table behind the line's
/// writer (`CaseRecord.writeLine(into:)`), its strict reader (`CaseRecord.read`) and the keys it may have.
///
/// Adding a member to the stream is a case here, with how it is written and read (and the stored property on
/// `CaseRecord`), and its line in `Conformance/schema/result-stream.schema.json`.
enum CaseRecordMember: String, CaseIterable {
  case type, id, title, family, level, rules, tags, sources, file, profile, outcome, actualOutcome, message, link, duration, logs, steps, diffs

  /// The member's key as a literal, for the writer (`StreamLineWriter` copies a literal's bytes where they are; the
  /// raw value, the same text, is a `String` found at run time). A test checks each against the raw value.
  var key: StaticString {
    switch self {
    case .type: "type"
    case .id: "id"
    case .title: "title"
    case .family: "family"
    case .level: "level"
    case .rules: "rules"
    case .tags: "tags"
    case .sources: "sources"
    case .file: "file"
    case .profile: "profile"
    case .outcome: "outcome"
    case .actualOutcome: "actualOutcome"
    case .message: "message"
    case .link: "link"
    case .duration: "duration"
    case .logs: "logs"
    case .steps: "steps"
    case .diffs: "diffs"
    }
  }

  /// Every member's key, in line order.
  static let keys = allCases.map(\.rawValue)

  /// The keys a case line must have.
  static let required = allCases.filter(\.isRequired).map(\.rawValue)

  /// Whether a case line must have the member (the others are left out when the record has no value for them).
  var isRequired: Bool {
    switch self {
    case .file, .actualOutcome, .message, .link, .logs: false
    default: true
    }
  }

  /// Appends the member, when the record has a value for it.
  func write(_ record: CaseRecord, into line: inout StreamLineWriter) {
    switch self {
    case .type: line.name(key, "case")
    case .id: line.string(key, record.id)
    case .title: line.string(key, record.title)
    case .family: line.string(key, record.family)
    case .level: line.name(key, record.level.rawValue)
    case .rules: line.strings(key, record.rules)
    case .tags: line.strings(key, record.tags)
    case .sources: line.strings(key, record.sources)
    case .file: line.string(key, record.file)
    case .profile: line.name(key, record.profile.rawValue)
    case .outcome: line.name(key, record.outcome.rawValue)
    case .actualOutcome: if let actual = record.actualOutcome { line.name(key, actual.rawValue) }
    case .message: line.string(key, record.message)
    case .link: line.string(key, record.link)
    case .duration: line.number(key, (record.duration * 1_000_000).rounded() / 1_000_000)
    case .logs: line.string(key, record.logs.isEmpty ? nil : record.logs)
    case .steps: line.objects(key, record.steps) { step, line in StepRecordMember.write(step, into: &line) }
    case .diffs: line.objects(key, record.diffs) { diff, line in FieldDiffMember.write(diff, into: &line) }
    }
  }

  /// Reads the member into `record`, within `StreamLimits`; a problem is recorded on the reader (and the line is not read).
  func read(_ fields: DecodingReader.Fields, reader: inout DecodingReader, into record: inout CaseRecord) {
    switch self {
    case .type: break  // the line's kind, read before its members
    case .id: reader.string(fields, rawValue, limit: StreamLimits.name).map { record.id = $0 }
    case .title: reader.string(fields, rawValue, limit: StreamLimits.text).map { record.title = $0 }
    case .family: reader.string(fields, rawValue, limit: StreamLimits.name).map { record.family = $0 }
    case .level: reader.enumeration(fields, rawValue, RequirementLevel.self).map { record.level = $0 }
    case .rules: reader.strings(fields, rawValue, limit: StreamLimits.name).map { record.rules = $0 }
    case .tags: reader.strings(fields, rawValue, limit: StreamLimits.name).map { record.tags = $0 }
    case .sources: reader.strings(fields, rawValue, limit: StreamLimits.text).map { record.sources = $0 }
    case .file: record.file = reader.string(fields, rawValue, limit: StreamLimits.text)
    case .profile: reader.enumeration(fields, rawValue, Profile.self).map { record.profile = $0 }
    case .outcome: reader.enumeration(fields, rawValue, Outcome.self).map { record.outcome = $0 }
    case .actualOutcome: record.actualOutcome = reader.enumeration(fields, rawValue, Outcome.self)
    case .message: record.message = reader.string(fields, rawValue, limit: StreamLimits.text)
    case .link: record.link = reader.string(fields, rawValue, limit: StreamLimits.text)
    case .duration: reader.seconds(fields, rawValue).map { record.duration = $0 }
    case .logs: record.logs = reader.string(fields, rawValue, limit: StreamLimits.logs) ?? ""
    case .steps:
      let path = fields.path.appending(rawValue)
      record.steps = (reader.array(fields, rawValue) ?? []).enumerated().compactMap { i, step in
        StepRecordMember.read(step, at: path.appending(i), reader: &reader)
      }
    case .diffs:
      // Every step a diff names is one of the case's steps, as the line has them.
      let steps: Int
      if case .array(let nodes)? = fields["steps"]?.value.value { steps = nodes.count } else { steps = 0 }
      let path = fields.path.appending(rawValue)
      record.diffs = (reader.array(fields, rawValue) ?? []).enumerated().compactMap { i, diff in
        FieldDiffMember.read(diff, at: path.appending(i), steps: steps, reader: &reader)
      }
    }
  }
}
