public import BarcheckModel
public import Testing

/// A case as a Swift Testing argument: the test is named by the case id.
///
/// When there is nothing to test (the suite is missing, or a glob matches no case) `BundledConformanceSuite`
/// returns one item carrying the problem instead of an empty list: Swift Testing passes a test with no
/// arguments ("No test cases found"), and a conformance run that checked nothing must not be green.
public struct ConformanceTestCase: Sendable, CustomTestStringConvertible, CustomTestArgumentEncodable {
  /// The case.
  public let testCase: ConformanceCase
  /// Why there is nothing to test, for the placeholder item; nil for a real case.
  public let problem: String?

  /// Wraps a case.
  public init(_ testCase: ConformanceCase) {
    self.testCase = testCase
    problem = nil
  }

  /// The placeholder item for a selection with nothing in it.
  public init(problem: String) {
    testCase = ConformanceCase(id: "barcheck.no-cases", title: problem, windows: [], steps: [])
    self.problem = problem
  }

  /// The case id.
  public var testDescription: String { problem == nil ? testCase.id : "no cases: \(problem!)" }

  /// Encodes the case by its id, so that Swift Testing can name, filter and re-run one case of a parameterized
  /// test (the id is stable: ids are never reused).
  public func encodeTestArgument(to encoder: some Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(testCase.id)
  }
}
