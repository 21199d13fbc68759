import BarcheckEngine
import BarcheckModel
import XCTest

/// Checks cases against a resolver inside an XCTest test, one failure per unexpected case, each
/// with its step diff.
///
/// - Parameters:
///   - resolver: The resolver under test.
///   - cases: The cases (default: the bundled suite).
///   - expectations: An expectation file's path.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named like XCTest's own assertions, on purpose.
public func XCTAssertConformance(
  resolver: some Resolver, cases: [ConformanceCase] = BundledConformanceSuite.cases(), expectations: String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) async {
  let expected: ExpectationFile?
  do {
    expected = try expectations.map(ConformanceCheck.expectations(at:))
  } catch {
    XCTFail("\(error)", file: file, line: line)
    return
  }
  for result in await ConformanceCheck.run(cases, resolver: resolver, expectations: expected) {
    if let problem = ConformanceCheck.problem(result) { XCTFail(problem, file: file, line: line) }
  }
}
