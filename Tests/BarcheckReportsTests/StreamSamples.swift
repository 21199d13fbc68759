import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// Small result streams built in memory, for the stream readers' tests: cases of given outcomes, a header that may
/// name a shard, with or without a footer.
enum StreamSamples {
  static let hash = "sha256:" + String(repeating: "a", count: 64)

  /// A header for a suite of `suiteCases` cases.
  static func header(shard: String? = nil, suiteCases: Int = 4, resolver: String = "r", suite: String = "suite", hash: String = hash) -> RunHeader {
    RunHeader(
      suite: SuiteIdentity(name: suite, version: "1", hash: hash, caseCount: suiteCases), runnerVersion: "0",
      resolver: ResolverIdentity(name: resolver, version: "1", language: "Swift"), platform: "Linux", hostname: "h",
      startTime: Timestamp(secondsSince1970: 1_790_000_000), commandLine: ["barcheck"], shard: shard)
  }

  /// A record of a case without steps.
  static func record(_ id: String, _ outcome: Outcome, message: String? = nil, title: String = "t") -> CaseRecord {
    let testCase = ConformanceCase(id: id, title: title, windows: [], steps: [])
    return CaseRecord(CaseResult(testCase: testCase, outcome: outcome, message: message, duration: 0.001))
  }

  /// A stream of cases with these outcomes.
  static func stream(
    _ cases: [(String, Outcome)], header: RunHeader = header(), complete: Bool = true, message: String? = nil
  ) -> ResultStream {
    ResultStream(
      header: header, cases: cases.map { record($0.0, $0.1, message: message) }, endTime: Timestamp(secondsSince1970: 1_790_000_001),
      complete: complete, duration: 1)
  }

  /// The four cases of a suite, all passing.
  static let passing: [(String, Outcome)] = [("a.one", .pass), ("a.two", .pass), ("b.three", .pass), ("b.four", .pass)]

  /// A stream's text without its footer line: a run that died.
  static func withoutFooter(_ stream: ResultStream) -> String {
    stream.text.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
  }
}
