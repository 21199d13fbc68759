import BarcheckEngine
public import BarcheckModel
import Foundation
import XCTest

/// Checks cases against a resolver inside an XCTest test, one failure per unexpected case, each
/// with its step diff. An empty list of cases is a failure (a run that checked nothing is not green); a
/// skip the expectation file does not list is unexpected; with `strict`, so are an unexpected pass, an
/// entry for a case the suite no longer has and a `resolver` name that is not the resolver under test.
/// With `BARCHECK_UPDATE_EXPECTATIONS=1` no case is asserted; the run fails once, on purpose, saying it rewrote the
/// expectation file (updating never passes a gate).
///
/// - Parameters:
///   - resolver: The resolver under test.
///   - cases: The cases (default: the bundled suite).
///   - expectations: An expectation file's path.
///   - strict: Whether unexpected passes and stale or mismatched expectation files fail.
///   - file: The file a failure is reported in (default: the caller's).
///   - line: The line a failure is reported at (default: the caller's).
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named like XCTest's own assertions, on purpose.
public func XCTAssertConformance(
  resolver: some Resolver, cases: [ConformanceCase] = BundledConformanceSuite.cases(), expectations: String? = nil, strict: Bool = false,
  file: StaticString = #filePath, line: UInt = #line
) async {
  guard !cases.isEmpty else {
    XCTFail("no conformance cases to check (the bundled suite is at \(BundledConformanceSuite.casesDirectory))", file: file, line: line)
    return
  }
  let bootstrapping = ConformanceCheck.isUpdating
  let expected: ExpectationFile?
  do {
    expected = try expectations.map(ConformanceCheck.expectations(at:))
  } catch {
    if !bootstrapping { XCTFail("\(error)", file: file, line: line) }
    return
  }
  let results = await ConformanceCheck.run(cases, resolver: resolver, expectations: expected)
  if bootstrapping {
    if let notice = ConformanceCheck.takeUpdatingNotice() { XCTFail(notice, file: file, line: line) }
    return
  }
  for result in results {
    if let problem = ConformanceCheck.problem(result, strict: strict) { XCTFail(problem, file: file, line: line) }
  }
  if strict, let expected, let path = expectations {
    for problem in ConformanceCheck.fileProblems(expected, resolver: resolver.identity.name) {
      XCTFail("\(path): \(problem)", file: file, line: line)
    }
  }
}
