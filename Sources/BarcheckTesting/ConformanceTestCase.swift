import BarcheckModel
import Testing

/// A case as a Swift Testing argument: the test is named by the case id.
public struct ConformanceTestCase: Sendable, CustomTestStringConvertible {
  /// The case.
  public let testCase: ConformanceCase

  /// Wraps a case.
  public init(_ testCase: ConformanceCase) {
    self.testCase = testCase
  }

  /// The case id.
  public var testDescription: String { testCase.id }
}
