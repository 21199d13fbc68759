package import BarcheckJSON
public import BarcheckModel
import Foundation

/// Serves any Swift `Resolver` over protocol v1, so that a resolver written in Swift works with every CLI tool
/// (`run`, `compat`, `diff`, badges, HTML): build a small executable whose `main.swift` is
///
///     import BarcheckAdapters
///     await ResolverServer.serveStandardIO(MyResolver())
///
/// and run `barcheck compat --resolver reference --resolver exec:'.build/debug/my-resolver-server'`.
public enum ResolverServer {
  /// Answers requests read from standard input on standard output until `stop` or the end of input.
  public static func serveStandardIO(_ resolver: some Resolver) async {
    // Each answer is written at once: standard output to a pipe is buffered, and the runner waits for the line.
    await serve(
      resolver, readLine: { Swift.readLine(strippingNewline: true) },
      writeLine: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) })
  }

  /// The next request that reads, with its line; nil at the end of input. A line that does not read is answered
  /// with an error when it names an id, so that the runner is not left waiting, and skipped.
  package static func nextRequest(readLine: () -> String?, writeLine: (String) -> Void) -> (ResolverRequest, String)? {
    while let line = readLine() {
      let bytes = Array(line.utf8)
      do {
        return (try ResolverRequest.decode(bytes), line)
      } catch {
        if let id = ResolverRequest.looseID(bytes) { writeLine(errorAnswer(id: id, "protocol error: \(error.message)")) }
      }
    }
    return nil
  }

  /// Answers requests until `stop` or the end of input: the hello with the resolver's identity and capabilities,
  /// each run with its observations (or its skip or error), one line each.
  ///
  /// - Parameters:
  ///   - readLine: The next request line, or nil at the end of input.
  ///   - writeLine: Writes one answer line.
  public static func serve(_ resolver: some Resolver, readLine: () -> String?, writeLine: (String) -> Void) async {
    while let (request, _) = nextRequest(readLine: readLine, writeLine: writeLine) {
      switch request {
      case .hello:
        writeLine(hello(resolver.identity, resolver.capabilities))
      case .run(let id, let wantsTrace, let testCase):
        writeLine(await answer(id: id, testCase: testCase, wantsTrace: wantsTrace, resolver: resolver))
      case .stop:
        return
      }
    }
  }

  /// The resolver's `hello` answer. `traces` is written only when it is false, so that the hello of a resolver
  /// that gives traces (the default) reads the same to a runner that does not know the key.
  static func hello(_ identity: ResolverIdentity, _ capabilities: ResolverCapabilities) -> String {
    JSONWriter.string(
      .object([
        "type": .string("hello"), "protocol": .number(Double(ResolverProtocol.version)), "name": .string(identity.name),
        "version": .string(identity.version), "language": .string(identity.language), "homepage": identity.homepage.map(JSON.string),
        "capabilities": .object([
          "profiles": .list(capabilities.profiles.sorted().map { .string($0.rawValue) }),
          "events": .list(capabilities.events.sorted().map { .string($0.rawValue) }), "legibility": .bool(capabilities.legibility),
          "maxInFlight": .number(Double(capabilities.maxInFlight)), "traces": capabilities.traces ? nil : .bool(false),
        ]),
      ]))
  }

  /// An `error` answer.
  static func errorAnswer(id: String, _ message: String) -> String {
    JSONWriter.string(.object(["type": .string("error"), "id": .string(id), "message": .string(message)]))
  }

  /// The answer to one `run` request.
  static func answer(id: String, testCase caseNode: JSONNode, wantsTrace: Bool, resolver: some Resolver) async -> String {
    func error(_ message: String) -> String { errorAnswer(id: id, message) }
    let loaded = CaseLoader.load(text: JSONWriter.string(caseNode.value), path: "<request \(id)>")
    guard let testCase = loaded.cases.first, !loaded.hasErrors else {
      return error("the case did not load: \(loaded.diagnostics.first?.message ?? "no case")")
    }
    let response = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: wantsTrace))
    switch response.answer {
    case .observations(let observations):
      return JSONWriter.string(.object(["type": .string("result"), "id": .string(id), "observations": .list(observations.map(json))]))
    case .skip(let reason, let link):
      return JSONWriter.string(.object(["type": .string("skip"), "id": .string(id), "reason": .string(reason), "link": link.map(JSON.string)]))
    case .error(let message), .crash(let message), .timeout(let message):
      return error(message)
    }
  }

  /// An observation as a protocol v1 answer carries it.
  package static func json(_ observation: Observation) -> JSON {
    .members(
      StatusBarField.allCases.map { ($0.rawValue, $0.observedJSON(observation)) } + [
        (
          "trace",
          observation.trace.isEmpty ? nil : .list(observation.trace.map { .object(["rule": .string($0.rule), "message": .string($0.message)]) })
        ),
        ("diagnostics", observation.diagnostics.isEmpty ? nil : .list(observation.diagnostics.map(JSON.string))),
      ])
  }
}
