/// The documented exit statuses of `barcheck`. Only `main` exits.
package struct ExitCode: Sendable, Hashable, CustomStringConvertible {
  /// The status passed to `exit`.
  package var rawValue: Int32

  /// Everything went as expected.
  package static let success = ExitCode(rawValue: 0)
  /// Some outcome was unexpected (a failure, error, crash or timeout), or lint found problems.
  package static let unexpectedOutcomes = ExitCode(rawValue: 1)
  /// The command line or an input file is wrong, or an output could not be written in full (the file and the cause
  /// are printed).
  package static let usageOrInputError = ExitCode(rawValue: 2)

  /// The number.
  package var description: String { String(rawValue) }
}
