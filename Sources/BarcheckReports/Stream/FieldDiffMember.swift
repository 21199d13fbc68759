import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// The members of a diff in a case line, in the order the line has them: the one table behind the diff's writer, its
/// strict reader and the keys it may have. Every member is required.
enum FieldDiffMember: String, CaseIterable {
  case step, event, field, expected, observed

  /// The member's key as a literal, for the writer (`StreamLineWriter` copies a literal's bytes where they are; the
  /// raw value, the same text, is a `String` found at run time). A test checks each against the raw value.
  var key: StaticString {
    switch self {
    case .step: "step"
    case .event: "event"
    case .field: "field"
    case .expected: "expected"
    case .observed: "observed"
    }
  }

  /// Every member's key, in line order.
  static let keys = allCases.map(\.rawValue)

  /// Appends a diff's object.
  static func write(_ diff: FieldDiff, into line: inout StreamLineWriter) {
    line.open()
    for member in allCases {
      switch member {
      case .step: line.number(member.key, Double(diff.step))
      case .event: line.name(member.key, diff.event.rawValue)
      case .field: line.string(member.key, diff.field)
      case .expected: line.string(member.key, diff.expected)
      case .observed: line.string(member.key, diff.observed)
      }
    }
    line.close()
  }

  /// Reads a diff's object, whose step must be one of the case's `steps`; nil when it is not one (each problem
  /// recorded on the reader).
  static func read(_ node: JSONNode, at path: JSONPath, steps: Int, reader: inout DecodingReader) -> FieldDiff? {
    let what = "a diff"
    guard let fields = reader.object(node, at: path, allowed: keys, what: what) else { return nil }
    reader.require(fields, keys, what: what)
    var diff = FieldDiff(step: 0, event: .launch, field: "", expected: "", observed: "")
    for member in allCases {
      switch member {
      case .step:
        guard let step = reader.count(fields, member.rawValue) else { return nil }
        guard step < steps else {
          if let value = fields[member.rawValue] {
            reader.error(
              "step \(step) is not a step of the case: it has \(steps) step\(steps == 1 ? "" : "s"), numbered from 0", at: value.value.offset,
              path: path.appending(member.rawValue))
          }
          return nil
        }
        diff.step = step
      case .event: reader.enumeration(fields, member.rawValue, EventKind.self).map { diff.event = $0 }
      case .field: reader.string(fields, member.rawValue, limit: StreamLimits.name).map { diff.field = $0 }
      case .expected: reader.string(fields, member.rawValue, limit: StreamLimits.text).map { diff.expected = $0 }
      case .observed: reader.string(fields, member.rawValue, limit: StreamLimits.text).map { diff.observed = $0 }
      }
    }
    return diff
  }
}
