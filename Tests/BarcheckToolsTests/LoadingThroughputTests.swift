import BarcheckModel
import BarcheckTestSupport
import Testing

@testable import BarcheckTools

/// The loading figure of `barcheck bench`: its target is json-c's, so it is judged only against json-c.
@Suite("The bench's loading figure")
struct LoadingThroughputTests {
  static let files = (0..<3).map { index in
    SourceFile(
      path: "case-\(index).json",
      text: Fixtures.caseJSON(id: "load.case-\(index)", windows: #"[{ "id": "main", "root": { "id": "root" } }]"#, steps: #"[{ "event": "launch" }]"#)
    )
  }

  /// Measured against JSONDecoder when json-c could not be built, the row read as meeting json-c's target.
  @Test("against json-c, the row carries json-c's target; against the stand-in, it says the target is not judged")
  func target() {
    let measured = Benchmark.loadingThroughput(Self.files, seconds: 0.01, rounds: 1) { _ in 1_000_000 }
    #expect(measured.target == "at least 1.5× json-c")
    #expect(measured.baseline?.name.hasPrefix("json-c json_tokener_parse") == true)
    let standIn = Benchmark.loadingThroughput(Self.files, seconds: 0.01, rounds: 1) { _ in nil }
    #expect(standIn.target == "at least 1.5× json-c: not judged, json-c was not available")
    #expect(standIn.baseline?.name == "JSONDecoder into a plain tree (json-c was not available)")
  }
}
