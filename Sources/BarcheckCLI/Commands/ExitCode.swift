/// The documented exit statuses of `barcheck`. Only `main` exits.
public struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  /// The status passed to `exit`.
  public var rawValue: Int32

  /// Everything went as expected.
  public static let success = ExitCode(rawValue: 0)
  /// Some outcome was unexpected (a failure, error, crash or timeout), or lint found problems.
  public static let unexpectedOutcomes = ExitCode(rawValue: 1)
  /// The command line or an input file is wrong, or an output could not be written in full (the file and the cause
  /// are printed).
  public static let usageOrInputError = ExitCode(rawValue: 2)

  /// The number.
  public var description: String { String(rawValue) }
}
