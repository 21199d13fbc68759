import BarcheckEngine
import BarcheckModel
import Testing

/// Checks one case against a resolver inside a Swift Testing test, recording an issue with the
/// step diff when the outcome is unexpected:
///
///     @Test(arguments: BundledConformanceSuite.testCases())
///     func conformance(_ item: ConformanceTestCase) async throws {
///       try await expectConformance(item, resolver: MyResolver(), expectations: "Tests/expectations.json")
///     }
///
/// - Parameters:
///   - item: The case.
///   - resolver: The resolver under test.
///   - expectations: An expectation file's path: its expected failures pass the test.
///   - strict: Whether an unexpected pass fails the test.
public func expectConformance(
  _ item: ConformanceTestCase, resolver: some Resolver, expectations: String? = nil, strict: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let file = try expectations.map(ConformanceCheck.expectations(at:))
  let result = await ConformanceCheck.run(item.testCase, resolver: resolver, expectations: file)
  if let problem = ConformanceCheck.problem(result, strict: strict) {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
  }
}
