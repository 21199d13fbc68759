import BarcheckEngine
public import BarcheckModel

extension CaseRecord {
  /// The record's stream line without its newline: the bytes `JSONWriter.bytes(json)` writes, written directly. A
  /// run writes a line a case, and building the `JSON` value first was most of the cost of writing it.
  public var lineBytes: [UInt8] {
    var out = ByteBuffer(capacity: 4_096)
    writeLine(into: &out)
    return out.bytes
  }

  /// Appends `lineBytes` to `out`, for a writer that keeps its own buffer.
  public func writeLine(into out: inout ByteBuffer) {
    append("{\"type\":\"case\",\"id\":", id, to: &out)
    append(",\"title\":", title, to: &out)
    append(",\"family\":", family, to: &out)
    append(",\"level\":", level.rawValue, to: &out)
    append(",\"rules\":", to: &out)
    Self.appendList(rules, to: &out)
    append(",\"tags\":", to: &out)
    Self.appendList(tags, to: &out)
    append(",\"sources\":", to: &out)
    Self.appendList(sources, to: &out)
    append(",\"file\":", file, to: &out)
    append(",\"profile\":", profile.rawValue, to: &out)
    append(",\"outcome\":", outcome.rawValue, to: &out)
    append(",\"actualOutcome\":", actualOutcome?.rawValue, to: &out)
    append(",\"message\":", message, to: &out)
    append(",\"link\":", link, to: &out)
    append(",\"duration\":", to: &out)
    JSONWriter.appendNumber((duration * 1_000_000).rounded() / 1_000_000, to: &out)
    append(",\"logs\":", logs.isEmpty ? nil : logs, to: &out)
    append(",\"steps\":", to: &out)
    Self.appendArray(steps, to: &out) { step, out in step.appendLine(to: &out) }
    append(",\"diffs\":", to: &out)
    Self.appendArray(diffs, to: &out) { diff, out in
      append("{\"step\":", to: &out)
      JSONWriter.appendNumber(Double(diff.step), to: &out)
      append(",\"event\":", diff.event.rawValue, to: &out)
      append(",\"field\":", diff.field, to: &out)
      append(",\"expected\":", diff.expected, to: &out)
      append(",\"observed\":", diff.observed, to: &out)
      append("}", to: &out)
    }
    append("}", to: &out)
  }

  /// `[…,…]`, each element written by `element`.
  fileprivate static func appendArray<Element>(_ elements: [Element], to out: inout ByteBuffer, _ element: (Element, inout ByteBuffer) -> Void) {
    append("[", to: &out)
    for (i, value) in elements.enumerated() {
      if i > 0 { append(",", to: &out) }
      element(value, &out)
    }
    append("]", to: &out)
  }

  /// `["a","b"]`.
  fileprivate static func appendList(_ strings: [String], to out: inout ByteBuffer) {
    appendArray(strings, to: &out) { JSONWriter.appendQuoted($0, to: &$1) }
  }

  /// `[{"rule":…,"message":…},…]`.
  fileprivate static func appendTrace(_ trace: [TraceEntry], to out: inout ByteBuffer) {
    appendArray(trace, to: &out) { entry, out in
      append("{\"rule\":", entry.rule, to: &out)
      append(",\"message\":", entry.message, to: &out)
      append("}", to: &out)
    }
  }
}

extension CaseRecord.StepRecord {
  /// The step's object in its record's line, members in the order `CaseRecord.json` writes them.
  fileprivate func appendLine(to out: inout ByteBuffer) {
    append("{\"event\":", kind.rawValue, to: &out)
    append(",\"description\":", event, to: &out)
    append(",\"expected\":", nonEmpty: expected, to: &out, Self.appendPairs)
    append(",\"observed\":", nonEmpty: observed, to: &out, Self.appendPairs)
    append(",\"trace\":", nonEmpty: trace, to: &out, CaseRecord.appendTrace)
    append(",\"controllers\":", nonEmpty: controllers, to: &out) { controllers, out in
      CaseRecord.appendArray(controllers, to: &out) { line, out in
        append("{\"depth\":", to: &out)
        JSONWriter.appendNumber(Double(line.depth), to: &out)
        append(",\"id\":", line.id, to: &out)
        append(",\"note\":", line.note, to: &out)
        append("}", to: &out)
      }
    }
    append(",\"referenceTrace\":", nonEmpty: referenceTrace, to: &out, CaseRecord.appendTrace)
    append(",\"notes\":", nonEmpty: notes, to: &out, CaseRecord.appendList)
    append("}", to: &out)
  }

  /// `{"field":"value",…}`, never empty.
  private static func appendPairs(_ pairs: [(field: String, value: String)], to out: inout ByteBuffer) {
    for (i, pair) in pairs.enumerated() {
      append(i > 0 ? "," : "{", to: &out)
      JSONWriter.appendQuoted(pair.field, to: &out)
      append(":", pair.value, to: &out)
    }
    append("}", to: &out)
  }
}

/// Appends literal text (a key with its punctuation) and the elements `write` writes, unless there are none.
private func append<Element>(
  _ key: StaticString, nonEmpty elements: [Element], to out: inout ByteBuffer, _ write: ([Element], inout ByteBuffer) -> Void
) {
  guard !elements.isEmpty else { return }
  append(key, to: &out)
  write(elements, &out)
}

/// Appends literal text (a key with its punctuation, such as `,"id":`) and a string, when there is one.
private func append(_ key: StaticString, _ value: String?, to out: inout ByteBuffer) {
  guard let value else { return }
  append(key, to: &out)
  JSONWriter.appendQuoted(value, to: &out)
}

/// Appends literal text.
private func append(_ text: StaticString, to out: inout ByteBuffer) {
  out.append(text)
}
