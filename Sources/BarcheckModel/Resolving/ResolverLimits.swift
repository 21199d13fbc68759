/// How much text a resolver may put into a run, per field. A resolver is code barcheck does not trust:
/// without bounds one answer with megabyte strings would make every report huge and slow. An owner id
/// over its limit is a protocol error (an id that long is not an id); every other string over its limit
/// is cut with a visible marker; lists are cut to their count. Docs/protocol.md documents the numbers.
public enum ResolverLimits {
  /// Bytes in one message from a resolver (a protocol v1 line, or a plugin's answer string). Anything longer
  /// is a protocol error, skipped without being parsed: parsing is where megabyte answers cost most.
  public static let messageBytes = 1 << 20
  /// Characters in a resolver's name.
  public static let name = 100
  /// Characters in its version and language.
  public static let version = 64
  /// Characters in a link (a homepage, a skip's link); longer links are dropped.
  public static let link = 2_048
  /// Characters in an owner id (`styleOwner`, `hiddenOwner`).
  public static let owner = 256
  /// Characters in a message: a skip's reason, an error, a crash or a timeout.
  public static let message = 4_096
  /// Trace entries per observation.
  public static let traceEntries = 256
  /// Characters in one trace entry's message.
  public static let traceMessage = 1_024
  /// Characters in one trace entry's rule.
  public static let rule = 16
  /// Diagnostics per observation.
  public static let diagnostics = 64
  /// Characters in one diagnostic.
  public static let diagnostic = 1_024
  /// Characters of log (stderr) kept with one case (the subprocess adapter keeps 4 KiB and a marker; this bounds any resolver).
  public static let logs = 8_192
}

extension ResolverResponse {
  /// The response within `ResolverLimits`: long strings cut with a marker, long lists cut, and an error
  /// answer instead when an owner id is longer than any id can be.
  public func bounded() -> ResolverResponse {
    // Almost every answer is within bounds: checking costs a read of each string's length, where cutting
    // copies every observation.
    if isWithinLimits { return self }
    var copy = self
    if logs.utf8.count > ResolverLimits.logs, logs.count > ResolverLimits.logs { copy.logs = "…" + String(logs.suffix(ResolverLimits.logs)) }
    switch answer {
    case .observations(let observations):
      var bounded = observations
      for i in bounded.indices {
        for (field, owner) in [("styleOwner", bounded[i].styleOwner), ("hiddenOwner", bounded[i].hiddenOwner)] {
          if let owner, owner.utf8.count > ResolverLimits.owner, owner.count > ResolverLimits.owner {
            copy.answer = .error(
              "protocol error: observation \(i + 1): \(field) is \(owner.count) characters long, more than the \(ResolverLimits.owner) an id may have"
            )
            return copy
          }
        }
        if bounded[i].trace.count > ResolverLimits.traceEntries {
          let all = bounded[i].trace.count
          bounded[i].trace = Array(bounded[i].trace.prefix(ResolverLimits.traceEntries))
          bounded[i].trace.append(TraceEntry(rule: "", "… [cut: \(all) trace entries in all]"))
        }
        for j in bounded[i].trace.indices
        where bounded[i].trace[j].message.utf8.count > ResolverLimits.traceMessage || bounded[i].trace[j].rule.utf8.count > ResolverLimits.rule {
          let entry = bounded[i].trace[j]
          bounded[i].trace[j] = TraceEntry(
            rule: String(entry.rule.prefix(ResolverLimits.rule)), TextEscapingBound.cut(entry.message, ResolverLimits.traceMessage))
        }
        if bounded[i].diagnostics.count > ResolverLimits.diagnostics {
          let all = bounded[i].diagnostics.count
          bounded[i].diagnostics = Array(bounded[i].diagnostics.prefix(ResolverLimits.diagnostics)) + ["… [cut: \(all) diagnostics in all]"]
        }
        bounded[i].diagnostics = bounded[i].diagnostics.map { TextEscapingBound.cut($0, ResolverLimits.diagnostic) }
      }
      copy.answer = .observations(bounded)
    case .skip(let reason, let link):
      copy.answer = .skip(
        reason: TextEscapingBound.cut(reason, ResolverLimits.message), link: link.flatMap { $0.utf8.count > ResolverLimits.link ? nil : $0 })
    case .error(let message): copy.answer = .error(TextEscapingBound.cut(message, ResolverLimits.message))
    case .crash(let message): copy.answer = .crash(TextEscapingBound.cut(message, ResolverLimits.message))
    case .timeout(let message): copy.answer = .timeout(TextEscapingBound.cut(message, ResolverLimits.message))
    }
    return copy
  }
}

extension ResolverResponse {
  /// Whether `bounded()` would leave the response as it is: every count and length within `ResolverLimits`
  /// (UTF-8 lengths: a string no longer in bytes than its limit is no longer in characters either).
  var isWithinLimits: Bool {
    guard logs.utf8.count <= ResolverLimits.logs else { return false }
    switch answer {
    case .observations(let observations):
      return observations.allSatisfy { observation in
        (observation.styleOwner?.utf8.count ?? 0) <= ResolverLimits.owner && (observation.hiddenOwner?.utf8.count ?? 0) <= ResolverLimits.owner
          && observation.trace.count <= ResolverLimits.traceEntries
          && observation.trace.allSatisfy { $0.message.utf8.count <= ResolverLimits.traceMessage && $0.rule.utf8.count <= ResolverLimits.rule }
          && observation.diagnostics.count <= ResolverLimits.diagnostics
          && observation.diagnostics.allSatisfy { $0.utf8.count <= ResolverLimits.diagnostic }
      }
    case .skip(let reason, let link): return reason.utf8.count <= ResolverLimits.message && (link?.utf8.count ?? 0) <= ResolverLimits.link
    case .error(let message), .crash(let message), .timeout(let message): return message.utf8.count <= ResolverLimits.message
    }
  }
}

/// Cutting a string to a limit, with the marker `TextEscaping.bounded` writes.
enum TextEscapingBound {
  static func cut(_ text: String, _ limit: Int) -> String {
    // Counting UTF-8 first is cheap and settles almost every string without counting characters.
    text.utf8.count <= limit ? text : TextEscaping.bounded(text, limit: limit)
  }
}
