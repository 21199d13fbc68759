import BarcheckModel

/// What `doctor` tells a resolver's author to fix, one piece of advice a kind of failure, each pointing into
/// Docs/protocol.md.
enum DoctorAdvice {
  static let handshake =
    "answer the runner's hello with one line: {\"type\":\"hello\",\"protocol\":1,\"name\",\"version\",\"language\",\"capabilities\"} within 10 s of starting (Docs/protocol.md, \"Handshake\")"
  static let observationCount = "send one observation for every step of the case, in step order (Docs/protocol.md, \"Runs\")"
  static let deadline =
    "answer every case within the deadline (--timeout, default 10 s), or declare a lower maxInFlight (Docs/protocol.md, \"Runs\")"
  static let pipelining =
    "with maxInFlight above 1, read requests while earlier ones are still being answered and give each answer its request's id, in any order; or declare \"maxInFlight\": 1 (Docs/protocol.md, \"Capabilities\")"
  static let strayAnswer =
    "answer each run request exactly once, with the id it came with; an answer twice, or for an id never sent, is a protocol error that ends the process (Docs/protocol.md, \"Runs\")"
  static let stop = "exit within 2 s of {\"type\":\"stop\"}, or when stdin closes (Docs/protocol.md, \"Stop\")"

  /// The advice for an answer that is not usable.
  static func advice(for answer: ResolverAnswer) -> String {
    switch answer {
    case .timeout: deadline
    case .crash:
      "the resolver exited while answering: its stderr tail is above; a resolver must live for the whole run (Docs/protocol.md, \"A session\")"
    case .error(let message)
    where message.contains("which is not a case in flight") || message.contains("stopped after a protocol error: an answer for id"):
      strayAnswer
    case .error(let message) where message.hasPrefix("protocol error"):
      "write exactly one JSON object a line, as Docs/protocol.md (\"Runs\", \"How strictly messages are read\") and protocol.schema.json describe"
    default: "answer {\"type\":\"error\"} only for a case you cannot play; a case you do not model is a skip (Docs/protocol.md, \"Runs\")"
    }
  }

  /// The message of an answer that is not usable; nil for observations and skips.
  static func message(_ answer: ResolverAnswer) -> String? {
    switch answer {
    case .observations, .skip: nil
    case .error(let message), .crash(let message), .timeout(let message): message
    }
  }
}
