import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Testing

/// A Swift resolver served over protocol v1 answers what it answers in-process.
@Suite("Serving a Swift resolver over protocol v1")
struct ResolverServerTests {
  @Test("the reference, served, gives the same observations as in-process, then stops")
  func roundTrip() async throws {
    let testCase = try Fixtures.loadCase(
      Fixtures.caseJSON(
        windows:
          #"[{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarHidden": true, "viewControllers": [{ "id": "list" }] } }]"#,
        steps:
          #"[{ "event": "launch" }, { "event": "push", "navigationController": "nav", "viewController": { "id": "detail", "preferredStatusBarStyle": "lightContent" } }]"#
      ))
    let suite = SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 1)
    var requests = [
      ResolverProtocol.hello(suite: suite), ResolverProtocol.run(id: "c1", testCase: testCase, wantsTrace: true), ResolverProtocol.stop,
      ResolverProtocol.run(id: "c2", testCase: testCase, wantsTrace: false),
    ].reversed().map { $0 }
    var answers: [String] = []
    await ResolverServer.serve(ReferenceResolver(), readLine: { requests.popLast() }, writeLine: { answers.append($0) })
    #expect(answers.count == 2, "nothing is answered after stop")
    let hello = try ResolverProtocol.decodeHello(Array(answers[0].utf8))
    #expect(hello.identity.name == "reference")
    #expect(hello.capabilities.legibility)
    let (id, answer) = try ResolverProtocol.decodeAnswer(Array(answers[1].utf8))
    #expect(id == "c1")
    guard case .observations(let served) = answer, case .success(let direct) = ReferenceResolver().observe(testCase) else {
      Issue.record("no observations: \(answer)")
      return
    }
    #expect(served == direct)
  }

  @Test("a hello is read strictly, and one that declares no events claims only protocol v1's frozen set")
  func strictHello() throws {
    let base = #"{"type":"hello","protocol":1,"name":"r","version":"0","language":"C""#
    #expect(throws: ResolverProtocol.Violation.self) {
      try ResolverProtocol.decodeHello(Array((base + #","capabilities":{"profiles":"classic"}}"#).utf8))
    }
    #expect(throws: ResolverProtocol.Violation.self) {
      try ResolverProtocol.decodeHello(Array((base + #","capabilities":{"legibility":"yes"}}"#).utf8))
    }
    #expect(throws: ResolverProtocol.Violation.self) {
      try ResolverProtocol.decodeHello(Array((base + #","capabilities":{"maxInflight":4}}"#).utf8))
    }
    do {
      _ = try ResolverProtocol.decodeHello(Array((base + #","capabilities":{"maxInflight":4}}"#).utf8))
    } catch {
      #expect(error.message.contains("at $.capabilities.maxInflight: unknown key \"maxInflight\"; did you mean \"maxInFlight\"?"), "\(error.message)")
    }
    let plain = try ResolverProtocol.decodeHello(Array((base + "}").utf8))
    #expect(plain.capabilities.events == EventKind.protocolV1)
    #expect(!plain.capabilities.events.contains(.setHorizontalSizeClass))
    let declared = try ResolverProtocol.decodeHello(Array((base + #","capabilities":{"events":["launch","cancelInteractiveDismissal"]}}"#).utf8))
    #expect(declared.capabilities.events == [.launch, .cancelInteractiveDismissal])
  }

  @Test("protocol.schema.json lets a hello declare every event there is, the later ones included")
  func schemaEvents() throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Conformance/schema/protocol.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let hello = try #require(defs["resolverHello"] as? [String: Any])
    let capabilities = try #require((hello["properties"] as? [String: Any])?["capabilities"] as? [String: Any])
    let events = try #require((capabilities["properties"] as? [String: Any])?["events"] as? [String: Any])
    let names = try #require((events["items"] as? [String: Any])?["enum"] as? [String])
    #expect(Set(names) == Set(EventKind.allCases.map(\.rawValue)))
    #expect(names.count == EventKind.allCases.count)
    let keys = try #require((capabilities["properties"] as? [String: Any])?.keys)
    #expect(Set(keys) == ["profiles", "events", "legibility", "maxInFlight", "traces"])
    let traces = try #require((capabilities["properties"] as? [String: Any])?["traces"] as? [String: Any])
    #expect(traces["type"] as? String == "boolean")
  }

  @Test("a served resolver's hello says \"traces\": false only when it gives none, and reads back as it declared", arguments: [true, false])
  func servedTraces(_ traces: Bool) async throws {
    let resolver = DeclaringReference(capabilities: ResolverCapabilities(legibility: true, maxInFlight: 4, traces: traces))
    let suite = SuiteIdentity(name: "s", version: "1", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 1)
    var requests = [ResolverProtocol.stop, ResolverProtocol.hello(suite: suite)]
    var answers: [String] = []
    await ResolverServer.serve(resolver, readLine: { requests.popLast() }, writeLine: { answers.append($0) })
    let line = try #require(answers.first)
    #expect(line.contains(#""traces""#) == !traces, "\(line)")
    let hello = try ResolverProtocol.decodeHello(Array(line.utf8))
    #expect(hello.capabilities == resolver.capabilities)
  }
}

/// The reference with capabilities of the test's choosing.
private struct DeclaringReference: Resolver {
  var capabilities: ResolverCapabilities
  var identity: ResolverIdentity { ResolverIdentity(name: "untraced", version: "1", language: "Swift") }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    await ReferenceResolver().resolve(request)
  }
}
