public import BarcheckEngine
package import BarcheckJSON
public import BarcheckModel

/// The first line of a result stream: what was run, by what, against what, when.
public struct RunHeader: Sendable, Hashable {
  /// The stream format's version.
  public static let formatVersion = 1

  /// The suite.
  public var suite: SuiteIdentity
  /// The runner's version.
  public var runnerVersion: String
  /// The resolver.
  public var resolver: ResolverIdentity
  /// The machine: operating system and architecture.
  public var platform: String
  /// The host name.
  public var hostname: String
  /// When the run started.
  public var startTime: Timestamp
  /// The command line.
  public var commandLine: [String]
  /// The shard (`i/n`), when the run was one.
  public var shard: String?
  /// The seed, when the run had one.
  public var seed: String?
  /// The expectation file the run judged its outcomes by, and whether it was `--strict`; nil without one (and in a
  /// stream written before headers recorded it: `expectationsUsed` reads its command line then).
  public var expectations: RunExpectations?

  /// Creates a header.
  public init(
    suite: SuiteIdentity, runnerVersion: String = BarcheckVersion.current, resolver: ResolverIdentity, platform: String,
    hostname: String, startTime: Timestamp, commandLine: [String], shard: String? = nil, seed: String? = nil,
    expectations: RunExpectations? = nil
  ) {
    self.suite = suite
    self.runnerVersion = runnerVersion
    self.resolver = resolver
    self.platform = platform
    self.hostname = hostname
    self.startTime = startTime
    self.commandLine = commandLine
    self.shard = shard
    self.seed = seed
    self.expectations = expectations
  }

  /// The expectation file the run used: the header's record, or for a stream written before headers recorded it,
  /// what its command line says (`--expectations`, `--strict`; no hash).
  public var expectationsUsed: RunExpectations? { expectations ?? RunExpectations.fromCommandLine(commandLine) }

  /// The header as a stream line's JSON.
  package var json: JSON {
    .object([
      "type": .string("header"),
      "format": .string("barcheck-results"),
      "formatVersion": .number(Double(Self.formatVersion)),
      "suite": .object([
        "name": .string(suite.name), "version": .string(suite.version), "hash": .string(suite.hash), "cases": .number(Double(suite.caseCount)),
      ]),
      "runner": .object(["name": .string("barcheck"), "version": .string(runnerVersion)]),
      "resolver": .object([
        "name": .string(resolver.name), "version": .string(resolver.version), "language": .string(resolver.language),
        "homepage": resolver.homepage.map(JSON.string),
      ]),
      "platform": .string(platform),
      "hostname": .string(hostname),
      "startTime": .string(startTime.description),
      "commandLine": .list(commandLine.map(JSON.string)),
      "shard": shard.map(JSON.string),
      "seed": seed.map(JSON.string),
      "expectations": expectations?.json,
    ])
  }

  static let keys = [
    "type", "format", "formatVersion", "suite", "runner", "resolver", "platform", "hostname", "startTime", "commandLine", "shard", "seed",
    "expectations",
  ]

  /// Reads a header line strictly (`DecodingReader`); the format and its version are checked first, since
  /// another format's header may have other keys.
  static func read(_ node: JSONNode, reader: inout DecodingReader) -> RunHeader? {
    let what = "the header"
    guard node["format"]?.stringValue == "barcheck-results" else {
      reader.error("not a barcheck result stream", at: node["format"]?.offset ?? node.offset, path: .root.appending("format"))
      return nil
    }
    if let member = node.members?.first(where: { $0.key == "formatVersion" }), member.value.value != .number(Double(formatVersion)) {
      reader.error(
        "result stream format \(JSONWriter.string(member.value.value)) is not supported; this runner reads format \(Self.formatVersion)",
        at: member.value.offset, path: .root.appending("formatVersion"))
      return nil
    }
    guard let fields = reader.object(node, at: .root, allowed: keys, what: what) else { return nil }
    reader.require(
      fields, "type", "format", "formatVersion", "suite", "runner", "resolver", "platform", "hostname", "startTime", "commandLine", what: what)
    let suite = reader.object(fields, "suite", allowed: ["name", "version", "hash", "cases"], what: "the suite")
    let runner = reader.object(fields, "runner", allowed: ["name", "version"], what: "the runner")
    let resolver = reader.object(fields, "resolver", allowed: ["name", "version", "language", "homepage"], what: "the resolver")
    if let suite { reader.require(suite, "name", "version", "hash", "cases", what: "the suite") }
    if let runner {
      reader.require(runner, "name", "version", what: "the runner")
      _ = reader.string(runner, "name")
    }
    if let resolver { reader.require(resolver, "name", "version", "language", what: "the resolver") }
    if let shard = reader.string(fields, "shard"), CaseSelection.Shard(shard) == nil, let member = fields["shard"] {
      reader.error(
        "expected a shard i/n (1 ≤ i ≤ n) for \"shard\", found \"\(TextEscaping.line(shard, limit: 40))\"", at: member.value.offset,
        path: .root.appending("shard"))
    }
    let start = reader.string(fields, "startTime")
    if let start, Timestamp(start) == nil, let member = fields["startTime"] {
      reader.error("expected a timestamp for \"startTime\", found \"\(start)\"", at: member.value.offset, path: .root.appending("startTime"))
    }
    guard let suite, let runner, let resolver, let startTime = start.flatMap(Timestamp.init),
      let suiteName = reader.string(suite, "name", limit: StreamLimits.name),
      let suiteVersion = reader.string(suite, "version", limit: StreamLimits.name), let hash = reader.string(suite, "hash", limit: StreamLimits.name),
      let cases = reader.count(suite, "cases"), let runnerVersion = reader.string(runner, "version", limit: StreamLimits.name),
      let resolverName = reader.string(resolver, "name", limit: StreamLimits.name),
      let resolverVersion = reader.string(resolver, "version", limit: StreamLimits.name),
      let language = reader.string(resolver, "language", limit: StreamLimits.name),
      let platform = reader.string(fields, "platform", limit: StreamLimits.name),
      let hostname = reader.string(fields, "hostname", limit: StreamLimits.name),
      let commandLine = reader.strings(fields, "commandLine", limit: StreamLimits.text)
    else { return nil }
    return RunHeader(
      suite: SuiteIdentity(name: suiteName, version: suiteVersion, hash: hash, caseCount: cases), runnerVersion: runnerVersion,
      resolver: ResolverIdentity(
        name: resolverName, version: resolverVersion, language: language,
        homepage: reader.string(resolver, "homepage").flatMap { $0.utf8.count > StreamLimits.text ? nil : $0 }),
      platform: platform, hostname: hostname, startTime: startTime, commandLine: commandLine,
      shard: reader.string(fields, "shard", limit: StreamLimits.name), seed: reader.string(fields, "seed", limit: StreamLimits.name),
      expectations: RunExpectations.read(fields, reader: &reader))
  }
}

/// A problem reading a result stream: where (the line and column, when known) and what.
public struct StreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, with the JSON path of the offending value when there is one.
  public var message: String
  /// The line and column in the stream, when known.
  public var position: SourcePosition?
  /// What to do about it, when there is something specific to say.
  public var help: String?

  /// Creates an error.
  public init(_ message: String, position: SourcePosition? = nil, help: String? = nil) {
    self.message = message
    self.position = position
    self.help = help
  }

  /// The error a reader's diagnostic describes, on a line of the stream.
  init(_ diagnostic: Diagnostic, line: Int) {
    var message = diagnostic.path.map { "at \($0): " } ?? ""
    message += diagnostic.message
    self.init(message, position: SourcePosition(line: line, column: diagnostic.position?.column ?? 1), help: diagnostic.help)
  }

  /// The error as a compiler-style diagnostic in a stream file.
  public func diagnostic(file: String) -> Diagnostic {
    Diagnostic(.error, file: file, position: position, message: message, help: help)
  }

  /// `line 3: message`, or the message alone.
  public var description: String {
    (position.map { "line \($0.line): " } ?? "") + message + (help.map { "; \($0)" } ?? "")
  }
}
