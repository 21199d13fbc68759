import BarcheckEngine
import BarcheckModel

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

  /// Creates a header.
  public init(
    suite: SuiteIdentity, runnerVersion: String = BarcheckVersion.current, resolver: ResolverIdentity, platform: String,
    hostname: String, startTime: Timestamp, commandLine: [String], shard: String? = nil, seed: String? = nil
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
  }

  /// The header as a stream line's JSON.
  public var json: JSON {
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
    ])
  }

  /// Reads a header line.
  init(_ node: JSONNode) throws(StreamError) {
    let reader = StreamReader(node: node, what: "the header")
    guard try reader.string("format") == "barcheck-results" else { throw StreamError("not a barcheck result stream") }
    let version = try reader.number("formatVersion")
    guard version == Double(Self.formatVersion) else {
      throw StreamError("result stream format \(JSONWriter.format(version)) is not supported; this runner reads format \(Self.formatVersion)")
    }
    let suite = try reader.object("suite")
    let resolver = try reader.object("resolver")
    let runner = try reader.object("runner")
    guard let start = Timestamp(try reader.string("startTime")) else { throw StreamError("the header's startTime is not a timestamp") }
    self.init(
      suite: SuiteIdentity(
        name: try suite.string("name"), version: try suite.string("version"), hash: try suite.string("hash"),
        caseCount: Int(try suite.number("cases"))),
      runnerVersion: try runner.string("version"),
      resolver: ResolverIdentity(
        name: try resolver.string("name"), version: try resolver.string("version"), language: try resolver.string("language"),
        homepage: resolver.optionalString("homepage")),
      platform: try reader.string("platform"), hostname: try reader.string("hostname"), startTime: start,
      commandLine: try reader.strings("commandLine"),
      shard: reader.optionalString("shard"), seed: reader.optionalString("seed"))
  }
}

/// A problem reading a result stream.
public struct StreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// Creates an error.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}

/// Typed access to a stream line's object, with errors that say what is missing.
struct StreamReader {
  let node: JSONNode
  let what: String

  func value(_ key: String) throws(StreamError) -> JSONNode {
    guard let value = node[key], value.value != .null else { throw StreamError("\(what) has no \"\(key)\"") }
    return value
  }

  func string(_ key: String) throws(StreamError) -> String {
    guard let value = try value(key).stringValue else { throw StreamError("\(what): \"\(key)\" is not a string") }
    return value
  }

  func optionalString(_ key: String) -> String? { node[key]?.stringValue }

  func number(_ key: String) throws(StreamError) -> Double {
    guard case .number(let n) = try value(key).value else { throw StreamError("\(what): \"\(key)\" is not a number") }
    return n
  }

  func bool(_ key: String) throws(StreamError) -> Bool {
    guard case .bool(let b) = try value(key).value else { throw StreamError("\(what): \"\(key)\" is not true or false") }
    return b
  }

  func object(_ key: String) throws(StreamError) -> StreamReader {
    let value = try value(key)
    guard value.members != nil else { throw StreamError("\(what): \"\(key)\" is not an object") }
    return StreamReader(node: value, what: "\(what)'s \(key)")
  }

  func array(_ key: String) throws(StreamError) -> [JSONNode] {
    guard case .array(let items)? = node[key]?.value else {
      if node[key] == nil { return [] }
      throw StreamError("\(what): \"\(key)\" is not an array")
    }
    return items
  }

  func strings(_ key: String) throws(StreamError) -> [String] {
    try array(key).map { item throws(StreamError) in
      guard let s = item.stringValue else { throw StreamError("\(what): \"\(key)\" holds something other than strings") }
      return s
    }
  }
}
