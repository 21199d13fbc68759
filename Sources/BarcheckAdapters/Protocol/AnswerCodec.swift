import BarcheckJSON
import BarcheckModel

/// The one reader of an answer to a `run` request (Docs/protocol.md, "Runs"): its correlation id and the answer.
///
/// It reads strictly (`DecodingReader`): an unknown or duplicate key, a missing required key, a value of the wrong
/// type or an unknown enumeration value is a violation that says where and what. A well-formed `result`, the answer
/// a resolver gives almost every time, is first read straight from its bytes by the codec's fast path
/// (`AnswerCodec.FastPath`), which gives up at anything it does not fully recognise; the strict path then reads the
/// same bytes, so diagnostics are the strict path's whatever the bytes. Both paths read an observation's members
/// through one table (`ObservationMember`).
enum AnswerCodec {
  /// The kinds of answer to a `run` request.
  enum AnswerType: String, CaseIterable {
    case result, skip, error

    /// The keys an answer of this kind has, and those it must have.
    var keys: (allowed: [String], required: [String]) {
      switch self {
      case .result: (["type", "id", "observations"], ["type", "id", "observations"])
      case .skip: (["type", "id", "reason", "link"], ["type", "id", "reason"])
      case .error: (["type", "id", "message"], ["type", "id", "message"])
      }
    }
  }

  /// Every key of every kind of answer, for "does not apply to" messages.
  static let answerKeys = Set(AnswerType.allCases.flatMap(\.keys.allowed))

  /// Reads an answer.
  ///
  /// - Parameters:
  ///   - bytes: The answer's line, without its terminator.
  ///   - expecting: How many observations a `result` should hold (the case's steps): the list's first capacity.
  /// - Returns: The correlation id and the answer.
  /// - Throws: The first problem, as a violation of the protocol.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, expecting: Int = 16) throws(ResolverProtocol.Violation) -> (
    id: String, answer: ResolverAnswer
  ) {
    if let answer = FastPath.read(bytes, expecting: expecting) { return answer }
    return try decodeStrictly(Array(bytes))
  }

  /// Reads an answer, as `decode(_:expecting:)` does.
  static func decode(_ bytes: [UInt8]) throws(ResolverProtocol.Violation) -> (id: String, answer: ResolverAnswer) {
    if let answer = bytes.withUnsafeBufferPointer({ FastPath.read($0) }) { return answer }
    return try decodeStrictly(bytes)
  }

  /// Reads an answer on the strict path alone.
  static func decodeStrictly(_ line: [UInt8]) throws(ResolverProtocol.Violation) -> (id: String, answer: ResolverAnswer) {
    try ResolverProtocol.read(line) { node, reader in
      guard let type = reader.kind(of: node, AnswerType.self, what: "an answer") else { return nil }
      let what = "a \(type.rawValue) answer"
      guard let fields = reader.object(node, at: .root, allowed: type.keys.allowed, elsewhere: answerKeys, what: what) else { return nil }
      reader.require(fields, type.keys.required, what: what)
      let id = reader.string(fields, "id")
      let answer: ResolverAnswer?
      switch type {
      case .result:
        let items = reader.array(fields, "observations") ?? []
        let path = JSONPath.root.appending("observations")
        let observations = items.enumerated().compactMap { i, item in observation(item, at: path.appending(i), reader: &reader) }
        answer = .observations(observations)
      case .skip:
        answer = reader.string(fields, "reason").map { .skip(reason: $0, link: reader.string(fields, "link")) }
      case .error:
        answer = reader.string(fields, "message").map { .error("the resolver reported: " + $0) }
      }
      guard let id, let answer else { return nil }
      return (id, answer)
    }
  }

  /// An observation read strictly: every member present read through the table.
  private static func observation(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> Observation? {
    let what = "an observation"
    guard let fields = reader.object(node, at: path, allowed: ObservationMember.keys, what: what) else { return nil }
    reader.require(fields, ObservationMember.required.map(\.key), what: what)
    var values = StrictValues(reader: reader, fields: fields)
    var observation = Observation(style: .darkContent, hidden: false, styleOwner: nil, hiddenOwner: nil)
    for member in ObservationMember.allCases where fields.has(member.key) {
      _ = member.read(from: &values, into: &observation)
    }
    reader = values.reader
    return observation
  }
}

/// An observation's values as the strict reader reads them, each problem recorded on the reader.
private struct StrictValues: ObservationValues {
  var reader: DecodingReader
  let fields: DecodingReader.Fields

  mutating func bool(_ key: String) -> Bool? { reader.bool(fields, key) }
  mutating func string(_ key: String) -> String? { reader.string(fields, key) }
  mutating func number(_ key: String) -> Double? { reader.number(fields, key) }

  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, among values: [E]) -> E? where E.RawValue == String {
    reader.enumeration(fields, key, E.self)
  }

  mutating func trace(_ key: String) -> [TraceEntry]? {
    guard let entries = reader.array(fields, key) else { return nil }
    var trace: [TraceEntry] = []
    for (i, entry) in entries.enumerated() {
      let what = "a trace entry"
      guard let entryFields = reader.object(entry, at: fields.path.appending(key).appending(i), allowed: ["rule", "message"], what: what) else {
        continue
      }
      reader.require(entryFields, "message", what: what)
      let rule = reader.string(entryFields, "rule")
      if let message = reader.string(entryFields, "message") { trace.append(TraceEntry(rule: rule ?? "", message)) }
    }
    return trace
  }

  mutating func strings(_ key: String) -> [String]? { reader.strings(fields, key) }
}
