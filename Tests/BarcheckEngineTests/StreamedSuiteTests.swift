import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A resolver that answers as the reference does, after a pseudo-random pause, and counts the cases in flight.
final class DelayingResolver: Resolver, Sendable {
  let inFlight = Mutex((now: 0, most: 0))
  var identity: ResolverIdentity { ResolverIdentity(name: "delaying", version: "1", language: "Swift") }
  var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 64) }

  func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    inFlight.withLock { state in
      state.now += 1
      state.most = max(state.most, state.now)
    }
    defer { inFlight.withLock { $0.now -= 1 } }
    // Later cases often finish first: the pause depends on the id's hash.
    let pause = Int(SHA256.hex(request.testCase.id).prefix(2), radix: 16) ?? 0
    try? await Task.sleep(for: .microseconds(pause * 40))
    return await ReferenceResolver().resolve(request)
  }
}

/// A run streams its suite: an index identifies and counts it, a feed loads it file by file, and the
/// runner delivers results in order without keeping them.
@Suite("Streaming a suite through a run")
struct StreamedSuiteTests {
  static let selections: [(String, CaseSelection)] = {
    var byTag = CaseSelection()
    byTag.tags = ["sheet"]
    var byLevel = CaseSelection()
    byLevel.levels = [.must]
    var byGlob = CaseSelection()
    byGlob.filters = ["modal.*", "tabs.*"]
    var byShard = CaseSelection()
    byShard.shard = CaseSelection.Shard("2/3")
    return [("everything", CaseSelection()), ("a tag", byTag), ("a level", byLevel), ("globs", byGlob), ("a shard", byShard)]
  }()

  @Test(
    "the index and the feed agree with loading the whole suite, whether files are read one at a time or several at once and ahead",
    arguments: selections.indices, [1, 3])
  func agreesWithWholeLoad(_ which: Int, jobs: Int) {
    let (_, selection) = Self.selections[which]
    let paths = [Fixtures.casesDirectory.path]
    let whole = SuiteLoader.load(paths: paths)
    let index = SuiteIndex(paths: paths, selection: selection, jobs: jobs)
    #expect(index.suite == whole.suite)
    let expected = whole.cases.filter(selection.includes)
    #expect(!expected.isEmpty)
    #expect(index.selectedCount == expected.count)
    var feed = index.feed(selection: selection, prefetch: jobs > 1)
    var fed: [ConformanceCase] = []
    while let next = feed.next() { fed.append(next) }
    // The feed leaves out content digests (the index has the suite's identity): equal otherwise.
    #expect(fed.allSatisfy { $0.contentDigest == nil })
    #expect(
      fed
        == expected.map { testCase in
          var copy = testCase
          copy.contentDigest = nil
          return copy
        })
    #expect(feed.selectedCount == expected.count)
    #expect(feed.loadedIDs == Set(whole.cases.map(\.id)))
    #expect(feed.diagnostics.isEmpty)
  }

  @Test(
    "a bad file and a duplicate id are reported by the feed as the files load; the identity matches a whole load",
    arguments: [1, 3])
  func badFiles(jobs: Int) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = #"[{ "id": "main", "root": { "id": "root" } }]"#
    let launch = #"[{ "event": "launch" }]"#
    try "[\(Fixtures.caseJSON(id: "good.b", windows: window, steps: launch)), \(Fixtures.caseJSON(id: "good.a", windows: window, steps: launch))]"
      .write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try "{ not json".write(to: directory.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
    try Fixtures.caseJSON(id: "good.a", windows: window, steps: launch).write(
      to: directory.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    try Fixtures.caseJSON(id: "bad.window", windows: #"[{ "id": "main", "root": { "id": "root", "kind": "nonsense" } }]"#, steps: launch)
      .write(to: directory.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)

    let whole = SuiteLoader.load(paths: [directory.path])
    let index = SuiteIndex(paths: [directory.path], selection: CaseSelection(), jobs: jobs)
    #expect(index.suite == whole.suite)
    #expect(index.suite.caseCount == 4, "the hash covers every case object with an id, loaded or not")
    #expect(index.selectedCount == 4, "an upper bound: the index does not decode")
    var feed = index.feed(selection: CaseSelection(), prefetch: jobs > 1)
    var reported: [[String]] = []
    feed.onDiagnostics = { reported.append($0.map(\.message)) }
    var fed: [String] = []
    while let next = feed.next() { fed.append(next.id) }
    #expect(fed == ["good.a", "good.b"], "by file, then by id within a file")
    #expect(fed == whole.cases.map(\.id))
    #expect(feed.diagnostics == whole.diagnostics)
    #expect(reported.count == 3, "one report per file with problems, as it loads")
    #expect(reported.first?.first?.hasPrefix("malformed JSON") == true)
    #expect(reported.dropFirst().first == ["duplicate case id \"good.a\""])
  }

  /// A FIFO with no writer in a suite's directory was opened, and the open waited for a writer forever: the run hung.
  @Test("a FIFO in a suite's directory is not read; a directory named like a case file is reported")
  func specialFilesInADirectory() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let window = #"[{ "id": "main", "root": { "id": "root" } }]"#
    try Fixtures.caseJSON(id: "good.a", windows: window, steps: #"[{ "event": "launch" }]"#)
      .write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try #require(mkfifo(directory.appendingPathComponent("b.json").path, 0o600) == 0)
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("c.json"), withIntermediateDirectories: false)
    let loaded = SuiteLoader.load(paths: [directory.path])
    #expect(loaded.cases.map(\.id) == ["good.a"])
    #expect(loaded.diagnostics.compactMap(\.file).map { URL(fileURLWithPath: $0).lastPathComponent } == ["c.json"])
  }

  @Test("results come back in feed order whatever order they finish in, with at most --jobs in flight", arguments: [1, 3, 8])
  func orderedDelivery(_ jobs: Int) async throws {
    let cases = SuiteLoader.load(paths: [Fixtures.casesDirectory.path]).cases
    let resolver = DelayingResolver()
    var feed = cases.makeIterator()
    var delivered: [String] = []
    await Runner(resolver: resolver, jobs: jobs).run(feed: &feed) { delivered.append($0.id) }
    #expect(delivered == cases.map(\.id))
    let most = resolver.inFlight.withLock { $0.most }
    #expect(most <= jobs)
    if jobs > 1 { #expect(most > 1, "cases overlap when jobs allow it") }
  }

  @Test("a cancelled run stops pulling from the feed; the cases in flight are delivered")
  func cancellation() async throws {
    let cases = SuiteLoader.load(paths: [Fixtures.casesDirectory.path]).cases
    let pulled = Mutex(0)
    let pulledAtCancellation = Mutex(0)
    let delivered = await Task { () -> Int in
      var feed = cases.lazy.map { testCase -> ConformanceCase in
        pulled.withLock { $0 += 1 }
        return testCase
      }.makeIterator()
      var count = 0
      await Runner(resolver: DelayingResolver(), jobs: 2).run(feed: &feed) { _ in
        count += 1
        if count == 10 {
          pulledAtCancellation.withLock { $0 = pulled.withLock { $0 } }
          withUnsafeCurrentTask { $0?.cancel() }
        }
      }
      return count
    }.value
    let pulledCount = pulled.withLock { $0 }
    #expect(delivered == pulledCount, "every case pulled is delivered")
    // Cases that had finished out of order before the cancellation are still delivered (how many depends on timing);
    // none is pulled after it.
    #expect(delivered >= 10 && pulledCount == pulledAtCancellation.withLock { $0 }, "no case starts after the cancellation: \(delivered)")
    #expect(pulledCount < cases.count)
  }
}
