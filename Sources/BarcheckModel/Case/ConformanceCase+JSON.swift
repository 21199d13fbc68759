package import BarcheckJSON

extension ConformanceCase {
  /// The case in the v1 case format as a `JSON` value: the text `CaseJSONWriter` writes, read back as a tree, for
  /// a caller that edits it or writes it with another layout. Defaults are left out; the loader reads it back to an
  /// equal case.
  ///
  /// - Parameter expectations: Whether to write the case as a file (each step's `expect`, and an app scenario's own
  ///   vocabulary), or as a request without them.
  package func json(expectations: Bool = true) -> JSON {
    JSON(written: CaseJSONWriter.bytes(self, expectations: expectations))
  }
}

extension ConformanceCase {
  /// The case as an app scenario file: the case format without a suite case's metadata (id, rules, level, tags,
  /// sources), which `barcheck lint` and `explain` read back to an equal scenario.
  package var scenarioJSON: JSON {
    let whole = json(expectations: true)
    guard case .object(let members) = whole else { return whole }
    let metadata: Set<String> = ["id", "rules", "level", "tags", "sources", "knownDisagreement"]
    var kept = members.filter { !metadata.contains($0.key) }
    if let origin = capturedFrom {
      // After the title and description, where a reader looks for what the scenario is.
      let at = kept.firstIndex { $0.key == "platform" } ?? kept.endIndex
      kept.insert(JSONMember(key: "capturedFrom", value: JSONNode(origin.json)), at: at)
    }
    return .object(kept)
  }
}

extension JSON {
  /// An object from ordered pairs, leaving out nil values.
  package static func members(_ pairs: [(String, JSON?)]) -> JSON {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: JSONNode($0)) } })
  }
}

extension CaptureOrigin {
  var json: JSON {
    .members([
      ("device", .string(device)), ("os", .string(os)), ("capturedAt", .string(capturedAt)),
      ("captures", captures.isEmpty ? nil : .list(captures.map(JSON.string))),
    ])
  }
}

extension ControllerSpec {
  /// The controller in the case format: the text `CaseJSONWriter` writes for it, read back as a tree.
  package var json: JSON {
    var writer = CaseJSONWriter(capacity: 256)
    writer.write(self)
    return JSON(written: writer.finish())
  }
}

extension JSON {
  /// The value of text `CaseJSONWriter` wrote, without positions (no source to point into).
  init(written bytes: [UInt8]) {
    do {
      self = try JSONParser.parse(bytes).value.unpositioned
    } catch {
      // The writer writes JSON by construction: anything else is a bug in it, not a problem of the input.
      preconditionFailure("CaseJSONWriter wrote malformed JSON: \(error.message)")
    }
  }

  /// The value with every node's offset zero, as a value built in memory has them.
  private var unpositioned: JSON {
    switch self {
    case .array(let elements): .array(elements.map { JSONNode($0.value.unpositioned) })
    case .object(let members): .object(members.map { JSONMember(key: $0.key, value: JSONNode($0.value.value.unpositioned)) })
    default: self
    }
  }
}
