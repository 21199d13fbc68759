/// An app scenario file as `explain` and `lint` both read it: one scenario object, or an array of them (each named
/// by its index in paths and messages); a suite case (with an `id`) reads as a case. A file with none is an error.
public enum ScenarioFile {
  /// Loads the scenarios of a file, with every problem positioned.
  ///
  /// - Parameter file: The file's path and bytes.
  /// - Returns: The scenarios (or cases) and the diagnostics.
  public static func load(_ file: SourceFile) -> CaseLoader.Result {
    var result = CaseLoader.load(file, mode: .caseOrScenario, digests: false)
    // In the order they stand in the file (the reader reports some keys before others): stable for one position.
    result.diagnostics = result.diagnostics.enumerated().sorted { a, b in
      switch (a.element.position, b.element.position) {
      case (let x?, let y?) where x != y: x < y
      default: a.offset < b.offset
      }
    }.map(\.element)
    if !result.hasErrors && result.cases.isEmpty {
      result.diagnostics.append(
        Diagnostic(
          .error, file: file.path, position: file.position(of: 0), path: .root, message: "the file holds no scenario",
          help: "write one scenario object, or an array of them: { \"windows\": [...], \"steps\": [...] }"))
    }
    return result
  }
}
