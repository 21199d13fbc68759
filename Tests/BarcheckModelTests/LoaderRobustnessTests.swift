import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

/// Mutated case files never crash or hang the loader: each ends in cases or in a diagnostic.
@Suite("Loader robustness")
struct LoaderRobustnessTests {
  static func seeds() throws -> [[UInt8]] {
    try Fixtures.bundledCaseFiles.prefix(40).map { Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent($0))) }
  }

  @Test("2,000 seeded mutations: byte flips, truncations, insertions and deletions")
  func mutations() throws {
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let seeds = try Self.seeds()
    var outcomes = (loaded: 0, rejected: 0)
    for n in 0..<2_000 {
      var bytes = seeds[n % seeds.count]
      for _ in 0..<(1 + next() % 3) {
        guard !bytes.isEmpty else { break }
        let at = next() % bytes.count
        switch next() % 5 {
        case 0: bytes[at] ^= UInt8(1 << (next() % 8))
        case 1: bytes.removeSubrange(at...)
        case 2: bytes.insert(UInt8(next() % 256), at: at)
        case 3: bytes.remove(at: at)
        default: bytes[at] = Array("{}[],:\"0tfn-.e\\".utf8)[next() % 15]
        }
      }
      let result = CaseLoader.load(SourceFile(path: "mutant-\(n).json", bytes: bytes))
      if result.hasErrors {
        outcomes.rejected += 1
        #expect(result.diagnostics.allSatisfy { $0.file == "mutant-\(n).json" && !$0.message.isEmpty })
      } else {
        outcomes.loaded += 1
        #expect(!result.cases.isEmpty || !result.diagnostics.isEmpty)
      }
    }
    #expect(outcomes.rejected > 1_000, "most mutants are rejected, with a diagnostic: \(outcomes)")
  }

  @Test(
    "hostile shapes end in a diagnostic",
    arguments: [
      (
        "nesting 100,000 levels deep", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        "nesting deeper than 256 levels"
      ),
      (
        "a 10 MB string as a title",
        #"{"id":"a.b","title":""# + String(repeating: "x", count: 10_000_000) + #"","rules":["S1"],"level":"must","windows":[],"steps":[]}"#,
        "a case needs at least one window"
      ),
      (
        "a million-element array",
        #"{"id":"a.b","title":"t","rules":["S1"],"level":"must","windows":[],"steps":["#
          + Array(repeating: "1", count: 1_000_000).joined(separator: ",") + "]}", "expected an object for a step"
      ),
      ("wrong types everywhere", #"{"id":1,"title":[],"rules":{},"level":true,"windows":"w","steps":null}"#, "expected a string for \"id\""),
      ("an empty file", "", "unexpected end of file"),
      ("a lone surrogate", #"{"id":"\ud800"}"#, "unpaired UTF-16 surrogate"),
    ])
  func hostile(_ name: String, _ text: String, _ message: String) {
    let result = CaseLoader.load(text: text, path: "hostile.json")
    #expect(result.cases.isEmpty)
    #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(name): \(result.diagnostics.prefix(2).map(\.message))")
  }
}
