/// A document that the strict reader (`DecodingReader`) must reject, and the diagnostic it must give:
/// one row of the tests that check every kind of typed document alike.
public struct StrictDocument: Sendable, CustomStringConvertible {
  /// What is wrong with it ("duplicate key").
  public var problem: String
  /// Its text.
  public var text: String
  /// The first error, exactly as it is printed (or, for one-line messages, thrown).
  public var expected: String

  /// Creates a row.
  public init(_ problem: String, _ text: String, _ expected: String) {
    self.problem = problem
    self.text = text
    self.expected = expected
  }

  /// The problem, as test results name the row.
  public var description: String { problem }
}
