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
    /// The suite's identity: `suite.json` beside or above the first directory, and the content hash.
    public var suite: SuiteIdentity
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
    var manifest: (name: String, version: String)?
    for path in paths where manifest == nil && FileManager.default.fileExists(atPath: path) {
      manifest = self.manifest(near: path, diagnostics: &diagnostics)
    }
    let suite = SuiteIdentity(
      name: manifest?.name ?? "unnamed", version: manifest?.version ?? "unversioned", hash: SuiteIdentity.hash(of: cases),
      caseCount: cases.count)
    return Result(cases: cases, diagnostics: diagnostics, files: files, suite: suite)
  }

  /// Reads the nearest `suite.json`: in the directory given, or up to three folders above it.
  static func manifest(near path: String, diagnostics: inout [Diagnostic]) -> (name: String, version: String)? {
    var directory = path.hasSuffix("/") ? String(path.dropLast()) : path
    for _ in 0..<4 {
      let candidate = (directory.isEmpty ? "." : directory) + "/suite.json"
      if let data = FileManager.default.contents(atPath: candidate) {
        guard let node = try? JSONParser.parse(Array(data)), let name = node["name"]?.stringValue, let version = node["version"]?.stringValue else {
          diagnostics.append(Diagnostic(.warning, file: candidate, message: "suite.json needs a \"name\" and a \"version\" string"))
          return nil
        }
        return (name, version)
      }
      guard directory != "." && !directory.isEmpty else { break }
      let parts = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      directory = parts.joined(separator: "/")
      if directory.isEmpty && path.hasPrefix("/") { break }
      if directory.isEmpty { directory = "." }
    }
    return nil
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
