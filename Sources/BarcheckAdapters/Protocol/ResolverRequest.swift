package import BarcheckJSON
import BarcheckModel

/// A request from the runner, as the resolver side of protocol v1 (`ResolverServer`, `barcheck plugin-host`)
/// reads it: strictly (`DecodingReader`), like every other message.
package enum ResolverRequest: Sendable, Hashable {
  /// The runner's `hello`.
  case hello
  /// A `run` request: the correlation id, whether a trace is wanted, and the case's JSON.
  case run(id: String, wantsTrace: Bool, testCase: JSONNode)
  /// The `stop` request.
  case stop

  enum Kind: String, CaseIterable {
    case hello, run, stop

    /// The keys a request of this kind has, and those it must have.
    var keys: (allowed: [String], required: [String]) {
      switch self {
      case .hello: (["type", "protocol", "runner", "suite"], ["type", "protocol", "runner", "suite"])
      case .run: (["type", "id", "trace", "case"], ["type", "id", "case"])
      case .stop: (["type"], ["type"])
      }
    }
  }

  /// Reads one request line.
  ///
  /// - Returns: The request; a `run` request's case is left as JSON for `CaseLoader`, which reads it strictly.
  /// - Throws: The first problem, with its JSON path.
  public static func decode(_ line: [UInt8]) throws(ResolverProtocol.Violation) -> ResolverRequest {
    try ResolverProtocol.read(line) { node, reader in
      guard let kind = reader.kind(of: node, Kind.self, what: "a request") else { return nil }
      let what = "a \(kind.rawValue) request"
      guard let fields = reader.object(node, at: .root, allowed: kind.keys.allowed, what: what) else { return nil }
      reader.require(fields, kind.keys.required, what: what)
      switch kind {
      case .hello:
        _ = reader.integer(fields, "protocol")
        if let runner = reader.object(fields, "runner", allowed: ["name", "version"], what: "the runner") {
          reader.require(runner, "name", "version", what: "the runner")
          _ = (reader.string(runner, "name"), reader.string(runner, "version"))
        }
        if let suite = reader.object(fields, "suite", allowed: ["name", "version", "hash"], what: "the suite") {
          reader.require(suite, "name", "version", "hash", what: "the suite")
          _ = (reader.string(suite, "name"), reader.string(suite, "version"), reader.string(suite, "hash"))
        }
        return .hello
      case .run:
        let trace = reader.bool(fields, "trace") ?? false
        guard let id = reader.string(fields, "id"), let testCase = fields["case"]?.value else { return nil }
        return .run(id: id, wantsTrace: trace, testCase: testCase)
      case .stop:
        return .stop
      }
    }
  }

  /// The id of a line that looks like a `run` request, read loosely: what an error answer to a request that
  /// failed to read can still name.
  static func looseID(_ line: [UInt8]) -> String? {
    (try? JSONParser.parse(line))?["id"]?.stringValue
  }
}
