public import BarcheckEngine
package import BarcheckJSON
public import BarcheckModel

/// Resolver protocol v1: the JSON messages a runner and an out-of-process resolver exchange, one
/// per line (Docs/protocol.md). The same messages cross the C plugin ABI as strings.
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
    String(decoding: run(id: id, request: ResolveRequest(testCase: testCase, wantsTrace: wantsTrace), terminator: nil), as: UTF8.self)
  }

  /// A `run` request as the bytes sent: the request's case (`ResolveRequest.caseJSON`, written once a case)
  /// inside the envelope, the text `JSONWriter` writes for the same message, then `terminator` (a newline
  /// for a pipe, a NUL for a C string) when there is one.
  public static func run(id: String, request: ResolveRequest, terminator: UInt8?) -> [UInt8] {
    // Written once a case and kept for the request's copies (a request sent again with a trace, or after a restart).
    let caseJSON = request.caseJSON
    var buffer = ByteBuffer(capacity: caseJSON.count + id.utf8.count + 48)
    writeRun(id: id, request: request, terminator: terminator, into: &buffer)
    return buffer.bytes
  }

  /// Appends a `run` request to `buffer`: the case's text as `ResolveRequest.caseJSON` has it when it was written
  /// before, else written straight in (and not kept). `run(id:request:terminator:)` writes the same bytes into a new
  /// buffer; a caller that keeps one buffer from request to request (a plugin, in process) calls this. Writing a case's
  /// text into new memory twice a request (the case, then the message around it) made the memory allocator merge the
  /// small blocks a plugin had just freed, at a cost to the plugin's allocations in its next call.
  package static func writeRun(id: String, request: ResolveRequest, terminator: UInt8?, into buffer: inout ByteBuffer) {
    var writer = CaseJSONWriter(appendingTo: buffer)
    writer.openObject()
    writer.key("type")
    writer.string("run")
    writer.key("id")
    writer.string(id)
    writer.key("trace")
    writer.bool(request.wantsTrace)
    writer.key("case")
    request.writeCase(into: &writer)
    writer.closeObject()
    buffer = writer.finishBuffer(terminator: terminator)
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
    /// The violation a reader's diagnostic describes: its JSON path, message and help on one line.
    public init(_ diagnostic: Diagnostic) { self.message = diagnostic.inlineText }
    /// The message.
    public var description: String { message }
  }

  /// Reads one message strictly (`DecodingReader`), throwing its first problem.
  static func read<T>(_ line: [UInt8], _ body: (JSONNode, inout DecodingReader) -> T?) throws(Violation) -> T {
    do {
      return try DecodingReader.read(SourceFile(path: "<resolver>", bytes: line), body)
    } catch {
      throw Violation(error)
    }
  }

  static let helloKeys = ["type", "protocol", "name", "version", "language", "homepage", "capabilities"]
  static let capabilityKeys = ["profiles", "events", "legibility", "maxInFlight", "traces"]

  /// Reads a resolver's `hello` answer strictly: unknown or duplicate keys, a value of the wrong type, a
  /// missing required key, another `type` or `protocol`, or an unknown profile or event fail the handshake.
  public static func decodeHello(_ line: [UInt8]) throws(Violation) -> Hello {
    try read(line) { node, reader in
      // The kind and the version first: another message, or another version's hello, may well have keys this one does not know.
      if let type = node["type"], type.value != .string("hello") {
        reader.error(
          "expected a hello answer, got \(TextEscaping.line(JSONWriter.string(type.value), limit: 60)) for \"type\"", at: type.offset,
          path: .root.appending("type"))
        return nil
      }
      if let value = node["protocol"], case .number(let version) = value.value, version != Double(self.version) {
        reader.error(
          "the resolver speaks protocol \(JSONWriter.format(version)); this runner speaks \(self.version)", at: value.offset,
          path: .root.appending("protocol"))
        return nil
      }
      guard let fields = reader.object(node, at: .root, allowed: helloKeys, what: "a hello") else { return nil }
      reader.require(fields, "type", "protocol", "name", "version", "language", what: "a hello")
      _ = reader.string(fields, "type")
      _ = reader.integer(fields, "protocol")
      let name = reader.string(fields, "name")
      if name == "", let member = fields["name"] {
        reader.error(
          "the resolver's name is empty", at: member.value.offset, path: .root.appending("name"), help: "reports show it; name the resolver")
      }
      let capabilities = decodeCapabilities(fields, reader: &reader)
      guard let name, let version = reader.string(fields, "version"), let language = reader.string(fields, "language") else { return nil }
      return Hello(
        identity: boundedIdentity(name: name, version: version, language: language, homepage: reader.string(fields, "homepage")),
        capabilities: capabilities)
    }
  }

  private static func decodeCapabilities(_ hello: DecodingReader.Fields, reader: inout DecodingReader) -> ResolverCapabilities {
    var capabilities = ResolverCapabilities(events: EventKind.protocolV1)
    // An unknown key is most likely a misspelt one, which would silently fall back to a default.
    guard let fields = reader.object(hello, "capabilities", allowed: capabilityKeys, what: "the capabilities") else { return capabilities }
    if let profiles = reader.enumerations(fields, "profiles", Profile.self) { capabilities.profiles = Set(profiles) }
    if let events = reader.enumerations(fields, "events", EventKind.self) { capabilities.events = Set(events) }
    if let legibility = reader.bool(fields, "legibility") { capabilities.legibility = legibility }
    if let traces = reader.bool(fields, "traces") { capabilities.traces = traces }
    // The protocol's promise: any integer of 1 or more, one over 256 read as 256 (1e20 too).
    if let inFlight = reader.integer(fields, "maxInFlight", readingAbove: 256), let member = fields["maxInFlight"] {
      guard inFlight >= 1 else {
        reader.error(
          "expected a positive integer for \"maxInFlight\", found \(inFlight)", at: member.value.offset, path: fields.path.appending("maxInFlight"))
        return capabilities
      }
      capabilities.maxInFlight = inFlight
    }
    return capabilities
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

  /// Reads an answer to a `run` request (`AnswerCodec`): its correlation id and the answer.
  ///
  /// - Throws: The answer's first problem, as the strict reader says it.
  public static func decodeAnswer(_ line: [UInt8]) throws(Violation) -> (id: String, answer: ResolverAnswer) {
    try AnswerCodec.decode(line)
  }
}
