package import BarcheckModel

/// A scenario file `barcheck lint` was given but could not lint: it cannot be read, or it does not load.
///
/// Every output format lists these, so that a log or a document of a run with a bad file never reads as the
/// complete lint of what it was given: the JSON document in `notLoaded` and its summary's `filesNotLoaded`, the
/// SARIF log as an unsuccessful invocation with a tool execution notification per error, the text output on its
/// last line.
package struct UnloadedFile: Sendable, Hashable {
  /// The file, as the user named it.
  package var path: String
  /// Why it was not linted: its errors, each with its position in the file when one is known.
  package var errors: [Diagnostic]
  /// What loading it warned of besides (a warning does not stop a file loading): every format carries them, as the
  /// console printed them.
  package var warnings: [Diagnostic]

  /// Creates an entry from what loading reported: its errors, and its warnings apart.
  ///
  /// - Parameters:
  ///   - path: The file, as the user named it.
  ///   - diagnostics: What loading it reported.
  package init(path: String, diagnostics: [Diagnostic]) {
    self.path = path
    self.errors = diagnostics.filter { $0.severity == .error }
    self.warnings = diagnostics.filter { $0.severity == .warning }
  }
}
