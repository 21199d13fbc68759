import BarcheckTesting
import Foundation
import TopControllerResolver
import XCTest

/// The same check for an XCTest set-up: one failure per unexpected case.
final class XCTestConformanceTests: XCTestCase {
  func testNavigationCasesAsExpected() async {
    await XCTAssertConformance(
      resolver: TopControllerResolver(), cases: BundledConformanceSuite.cases(matching: "navigation.*"), expectations: expectations)
  }
}
