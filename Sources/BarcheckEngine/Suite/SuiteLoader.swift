import BarcheckModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads a suite from files and directories: every `.json` file below a directory,
/// in a stable order, with duplicate case ids across files reported.
public enum SuiteLoader {
  /// The cases and diagnostics of a load.
  public struct Result: Sendable {
    /// The cases that loaded, sorted by id.
    public var cases: [ConformanceCase]
    /// Every problem, in file order.
    public var diagnostics: [Diagnostic]
    /// The files read.
    public var files: [String]
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Loads cases from paths (files or directories).
  public static func load(paths: [String]) -> Result {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        diagnostics.append(
          Diagnostic(.error, file: path, message: "no such file or directory", help: "pass a case file or a directory of case files"))
        continue
      }
      if isDirectory {
        files += jsonFiles(under: path)
      } else {
        files.append(path)
      }
    }
    var cases: [ConformanceCase] = []
    var origin: [String: String] = [:]
    for file in files {
      guard let data = manager.contents(atPath: file) else {
        diagnostics.append(Diagnostic(.error, file: file, message: "cannot read the file"))
        continue
      }
      let loaded = CaseLoader.load(SourceFile(path: file, bytes: Array(data)))
      diagnostics += loaded.diagnostics
      for testCase in loaded.cases {
        if let first = origin[testCase.id] {
          diagnostics.append(
            Diagnostic(
              .error, file: file, position: testCase.idPosition, path: .root.appending("id"),
              message: "duplicate case id \"\(testCase.id)\"", help: "\(first) already defines it; case ids are unique across the suite"))
          continue
        }
        origin[testCase.id] = file
        cases.append(testCase)
      }
    }
    cases.sort { $0.id < $1.id }
    return Result(cases: cases, diagnostics: diagnostics, files: files)
  }

  /// Every `.json` file below a directory, sorted, skipping hidden entries.
  static func jsonFiles(under directory: String) -> [String] {
    let manager = FileManager.default
    guard let relatives = try? manager.subpathsOfDirectory(atPath: directory) else { return [] }
    var out: [String] = []
    for relative in relatives {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if relative.hasSuffix(".json") {
        out.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
      }
    }
    return out.sorted()
  }
}
