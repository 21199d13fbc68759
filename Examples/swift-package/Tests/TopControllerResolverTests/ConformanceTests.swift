import BarcheckModel
import BarcheckTesting
import Foundation
import Testing
import TopControllerResolver

/// The expectation file beside this test: the cases this resolver is known to fail, and why.
let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("expectations.json").path

/// One test per bundled case, named by its id; an unexpected outcome fails with the step diff.
@Test(arguments: BundledConformanceSuite.testCases())
func conformance(_ item: ConformanceTestCase) async throws {
  try await expectConformance(item, resolver: TopControllerResolver(), expectations: expectations, strict: true)
}

/// The expectation file as a whole: no entry for a case the suite no longer has, written for this resolver.
@Test func expectationFileIsCurrent() {
  expectCurrentExpectations(expectations, resolver: TopControllerResolver())
}

/// A selection that matches nothing is a failing test, not a silently empty one.
@Test func unmatchedSelectionFails() {
  let items = BundledConformanceSuite.testCases(matching: "navigaton.*")
  #expect(items.count == 1)
  #expect(items.first?.problem?.hasPrefix("no bundled case matches 'navigaton.*'") == true)
}

/// `BARCHECK_UPDATE_EXPECTATIONS=1 swift test` rewrites expectations.json from a run.
@Test(.enabled(if: ProcessInfo.processInfo.environment["BARCHECK_UPDATE_EXPECTATIONS"] == "1"))
func updateExpectations() async throws {
  let results = await ConformanceCheck.run(BundledConformanceSuite.cases(), resolver: TopControllerResolver())
  try ConformanceCheck.updateExpectations(at: expectations, results: results, resolver: "top-controller")
}
