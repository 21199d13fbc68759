import BarcheckEngine
import BarcheckModel

/// Resolver protocol v1: the JSON messages a runner and an out-of-process resolver exchange, one
/// per line (PROTOCOL.md). The same messages cross the C plugin ABI as strings.
public enum ResolverProtocol {
  /// The protocol version this runner speaks.
  public static let version = 1

  /// The runner's `hello`: its protocol version and the suite it will send cases from.
  public static func hello(suite: SuiteIdentity) -> String {
    JSONWriter.string(
      .object([
        "type": .string("hello"), "protocol": .number(Double(version)),
        "runner": .object(["name": .string("barcheck"), "version": .string(BarcheckVersion.current)]),
        "suite": .object(["name": .string(suite.name), "version": .string(suite.version), "hash": .string(suite.hash)]),
      ]))
  }

  /// A `run` request: a correlation id and the case without its expectations.
  public static func run(id: String, testCase: ConformanceCase, wantsTrace: Bool) -> String {
    JSONWriter.string(
      .object([
        "type": .string("run"), "id": .string(id), "trace": .bool(wantsTrace), "case": testCase.json(expectations: false),
      ]))
  }

  /// The `stop` request.
  public static let stop = #"{"type":"stop"}"#

  /// What a resolver says about itself in its `hello`.
  public struct Hello: Sendable, Hashable {
    /// Its identity.
    public var identity: ResolverIdentity
    /// Its capabilities.
    public var capabilities: ResolverCapabilities
  }

  /// A violation of the protocol, reported as an `error` outcome.
  public struct Violation: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Creates a violation.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }

  /// Reads a resolver's `hello` answer.
  public static func decodeHello(_ line: [UInt8]) throws(Violation) -> Hello {
    let node = try parse(line)
    guard node["type"]?.stringValue == "hello" else { throw Violation("expected a hello answer, got \(describe(node))") }
    guard case .number(let protocolVersion)? = node["protocol"]?.value else { throw Violation("the hello has no protocol version") }
    guard protocolVersion == Double(version) else {
      throw Violation("the resolver speaks protocol \(JSONWriter.format(protocolVersion)); this runner speaks \(version)")
    }
    guard let name = node["name"]?.stringValue, !name.isEmpty, let resolverVersion = node["version"]?.stringValue,
      let language = node["language"]?.stringValue
    else { throw Violation("the hello needs string fields name, version and language") }
    var capabilities = ResolverCapabilities(events: EventKind.protocolV1)
    if let declared = node["capabilities"] {
      guard let members = declared.members else { throw Violation("capabilities must be an object") }
      // An unknown key is most likely a misspelt one, which would silently fall back to a default.
      let known = ["profiles", "events", "legibility", "maxInFlight"]
      for member in members where !known.contains(member.key) {
        let suggestion = Suggestion.closest(to: member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        throw Violation(
          "unknown capability \"\(TextEscaping.line(member.key, limit: 60))\"\(suggestion) (known: \(known.joined(separator: ", ")))")
      }
      // Every key read strictly: a string where a list belongs would otherwise read as "everything".
      for (key, expected) in [("profiles", "an array of profile names"), ("events", "an array of event names")] {
        if let value = declared[key], value.value.kindName != "an array" {
          throw Violation("capabilities.\(key) must be \(expected), found \(value.value.kindName)")
        }
      }
      if let value = declared["legibility"], case .bool = value.value {
      } else if declared["legibility"] != nil {
        throw Violation("capabilities.legibility must be true or false")
      }
      if let value = declared["maxInFlight"], case .number = value.value {
      } else if declared["maxInFlight"] != nil {
        throw Violation("capabilities.maxInFlight must be a positive integer")
      }
      if case .array(let items)? = declared["profiles"]?.value {
        capabilities.profiles = Set(
          try items.map { item throws(Violation) in
            guard let raw = item.stringValue, let profile = Profile(rawValue: raw) else {
              throw Violation("unknown profile \(describe(item)) in capabilities")
            }
            return profile
          })
      }
      if case .array(let items)? = declared["events"]?.value {
        capabilities.events = Set(
          try items.map { item throws(Violation) in
            guard let raw = item.stringValue, let kind = EventKind(rawValue: raw) else {
              throw Violation("unknown event kind \(describe(item)) in capabilities")
            }
            return kind
          })
      }
      if case .bool(let legibility)? = declared["legibility"]?.value { capabilities.legibility = legibility }
      if case .number(let inFlight)? = declared["maxInFlight"]?.value {
        guard inFlight >= 1, inFlight.rounded() == inFlight else { throw Violation("maxInFlight must be a positive integer") }
        capabilities.maxInFlight = Int(min(inFlight, 256))
      }
    }
    return Hello(
      identity: boundedIdentity(name: name, version: resolverVersion, language: language, homepage: node["homepage"]?.stringValue),
      capabilities: capabilities)
  }

  /// A resolver's identity as it reaches every output: each field on one line, control characters and bidi
  /// controls written out (`TextEscaping.line`), and bounded (`ResolverLimits`); a homepage that is not an
  /// `http(s)` address is dropped.
  static func boundedIdentity(name: String, version: String, language: String, homepage: String?) -> ResolverIdentity {
    let link = homepage.flatMap { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil }
    return ResolverIdentity(
      name: TextEscaping.line(name, limit: ResolverLimits.name), version: TextEscaping.line(version, limit: ResolverLimits.version),
      language: TextEscaping.line(language, limit: ResolverLimits.version),
      homepage: link.flatMap { $0.count <= ResolverLimits.link ? TextEscaping.line($0, limit: ResolverLimits.link) : nil })
  }

  /// Reads an answer to a `run` request: its correlation id and the answer.
  public static func decodeAnswer(_ line: [UInt8]) throws(Violation) -> (id: String, answer: ResolverAnswer) {
    let node = try parse(line)
    guard let id = node["id"]?.stringValue else { throw Violation("an answer without a string id: \(describe(node))") }
    switch node["type"]?.stringValue {
    case "result":
      guard case .array(let items)? = node["observations"]?.value else { throw Violation("a result without an observations array") }
      var observations: [Observation] = []
      for (i, item) in items.enumerated() {
        observations.append(try observation(item, index: i))
      }
      return (id, .observations(observations))
    case "skip":
      return (id, .skip(reason: node["reason"]?.stringValue ?? "skipped by the resolver", link: node["link"]?.stringValue))
    case "error":
      return (id, .error("the resolver reported: " + (node["message"]?.stringValue ?? "an error without a message")))
    default:
      throw Violation("an answer of unknown type \(describe(node["type"] ?? JSONNode(.null))); expected result, skip or error")
    }
  }

  static func observation(_ node: JSONNode, index: Int) throws(Violation) -> Observation {
    let position = "observation \(index + 1)"
    guard node.members != nil else { throw Violation("\(position) is not an object") }
    guard let rawStyle = node["style"]?.stringValue, let style = ContentStyle(rawValue: rawStyle) else {
      throw Violation("\(position): style must be lightContent or darkContent")
    }
    guard case .bool(let hidden)? = node["hidden"]?.value else { throw Violation("\(position): hidden must be true or false") }
    var animation = StatusBarAnimation.none
    if let raw = node["animation"] {
      guard let value = raw.stringValue.flatMap(StatusBarAnimation.init(rawValue:)) else {
        throw Violation("\(position): animation must be none, fade or slide")
      }
      animation = value
    }
    var observation = Observation(
      style: style, hidden: hidden, styleOwner: node["styleOwner"]?.stringValue, hiddenOwner: node["hiddenOwner"]?.stringValue, animation: animation)
    if case .bool(let legible)? = node["legible"]?.value { observation.legible = legible }
    if case .number(let contrast)? = node["contrast"]?.value { observation.contrast = contrast }
    if case .array(let entries)? = node["trace"]?.value {
      observation.trace = entries.compactMap { entry in
        entry["message"]?.stringValue.map { TraceEntry(rule: entry["rule"]?.stringValue ?? "", $0) }
      }
    }
    if case .array(let notes)? = node["diagnostics"]?.value { observation.diagnostics = notes.compactMap(\.stringValue) }
    return observation
  }

  static func parse(_ line: [UInt8]) throws(Violation) -> JSONNode {
    let node: JSONNode
    do {
      node = try JSONParser.parse(line)
    } catch {
      throw Violation("malformed JSON from the resolver: \(error.message)")
    }
    guard node.members != nil else { throw Violation("expected a JSON object, got \(node.value.kindName)") }
    return node
  }

  static func describe(_ node: JSONNode) -> String {
    let text = JSONWriter.string(node.value)
    return text.count > 120 ? String(text.prefix(120)) + "…" : text
  }
}
