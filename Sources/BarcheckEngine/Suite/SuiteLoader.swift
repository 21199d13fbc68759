import BarcheckJSON
public import BarcheckModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads a suite from files and directories: every `.json` file below a directory,
/// in a stable order, with duplicate case ids across files reported.
public enum SuiteLoader {
  /// The cases and diagnostics of a load.
  public struct Result: Sendable {
    /// The cases that loaded, in suite order (`suiteOrder`).
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
    var diagnostics: [Diagnostic] = []
    let files = caseFiles(paths: paths, diagnostics: &diagnostics)
    // The same feed a run streams through, selecting everything and keeping the digests.
    var feed = SuiteFeed(files: files, selection: CaseSelection(), digests: true)
    var cases: [ConformanceCase] = []
    while let testCase = feed.next() { cases.append(testCase) }
    diagnostics += feed.diagnostics
    let suite = identity(paths: paths, fingerprints: feed.fingerprints, diagnostics: &diagnostics)
    return Result(cases: cases, diagnostics: diagnostics, files: files, suite: suite)
  }

  /// A file's bytes, or nil when it cannot be read.
  static func readBytes(_ path: String) -> [UInt8]? {
    InputFile.bytes(atPath: path)
  }

  /// The order of a suite's cases in runs and reports: by file, then by id within a file.
  /// A run streams its cases file by file, so this is the order it can keep without holding them all.
  public static func suiteOrder(_ a: ConformanceCase, _ b: ConformanceCase) -> Bool {
    (a.file ?? "", a.id) < (b.file ?? "", b.id)
  }

  /// The error for a case whose id an earlier file already used (nil for a new id, which is recorded).
  static func duplicateDiagnostic(_ testCase: ConformanceCase, file: String, firstFile: inout [String: String]) -> Diagnostic? {
    if let first = firstFile[testCase.id] {
      return Diagnostic(
        .error, file: file, position: testCase.idPosition, path: .root.appending("id"),
        message: "duplicate case id \"\(testCase.id)\"", help: "\(first) already defines it; case ids are unique across the suite")
    }
    firstFile[testCase.id] = file
    return nil
  }

  /// Every case file the paths name (files as given, `.json` files below directories), in suite order: sorted
  /// by path, so that a run, a whole load and a merge of shards list cases alike.
  static func caseFiles(paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
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
    return files.sorted()
  }

  /// The suite's identity: the nearest `suite.json`'s name and version, and the content hash.
  static func identity(paths: [String], fingerprints: [CaseFingerprint], diagnostics: inout [Diagnostic]) -> SuiteIdentity {
    var manifest: (name: String, version: String)?
    for path in paths where manifest == nil && FileManager.default.fileExists(atPath: path) {
      manifest = self.manifest(near: path, diagnostics: &diagnostics)
    }
    return SuiteIdentity(
      name: manifest?.name ?? "unnamed", version: manifest?.version ?? "unversioned", hash: SuiteIdentity.hash(of: fingerprints),
      caseCount: fingerprints.count)
  }

  /// Reads the nearest `suite.json`: in the directory given, or up to three folders above it.
  static func manifest(near path: String, diagnostics: inout [Diagnostic]) -> (name: String, version: String)? {
    var directory = path.hasSuffix("/") ? String(path.dropLast()) : path
    for _ in 0..<4 {
      let candidate = (directory.isEmpty ? "." : directory) + "/suite.json"
      if let data = FileManager.default.contents(atPath: candidate) {
        return readManifest(SourceFile(path: candidate, bytes: Array(data)), diagnostics: &diagnostics)
      }
      // There but unreadable: the suite's name and version are unknown, which must not pass as "unnamed" silently.
      if FileManager.default.fileExists(atPath: candidate) {
        diagnostics.append(
          Diagnostic(
            .error, file: candidate, message: "cannot read the suite manifest",
            help: "check its permissions: the run names its suite (and --require-suite checks it) from this file"))
        return nil
      }
      guard directory != "." && !directory.isEmpty else { break }
      let parts = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      directory = parts.joined(separator: "/")
      if directory.isEmpty && path.hasPrefix("/") { break }
      if directory.isEmpty { directory = "." }
    }
    return nil
  }

  /// Reads a `suite.json` strictly (`DecodingReader`): `name` and `version` strings are required, `format`
  /// (the number 1) and `description` optional, and nothing else is allowed.
  static func readManifest(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> (name: String, version: String)? {
    var reader = DecodingReader(file: file)
    defer { diagnostics += reader.diagnostics }
    let what = "a suite manifest"
    guard let root = reader.root(),
      let fields = reader.object(root, at: .root, allowed: ["name", "version", "format", "description"], what: what)
    else { return nil }
    reader.require(fields, "name", "version", what: what)
    _ = reader.string(fields, "description")
    if let format = reader.integer(fields, "format"), format != 1, let member = fields["format"] {
      reader.error(
        "suite format \(format) is not supported", at: member.value.offset, path: .root.appending("format"), help: "this runner reads format 1")
    }
    guard let name = reader.string(fields, "name"), let version = reader.string(fields, "version"), !reader.hasErrors else { return nil }
    return (name, version)
  }

  /// Every `.json` file below a directory, sorted, skipping hidden entries, and FIFOs, sockets and devices (what a link
  /// leads to): reading a FIFO that lies in a suite's directory waited for a writer forever, and neither can hold a
  /// case. A file named on the command line is read whatever it is (`<(command)` names a pipe).
  static func jsonFiles(under directory: String) -> [String] {
    let manager = FileManager.default
    guard let relatives = try? manager.subpathsOfDirectory(atPath: directory) else { return [] }
    var out: [String] = []
    for relative in relatives {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      guard relative.hasSuffix(".json") else { continue }
      let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      if isSpecialFile(path) { continue }
      out.append(path)
    }
    return out.sorted()
  }

  /// Whether the path leads to a FIFO, a socket or a device. A path that cannot be read (a dangling link, a loop) is
  /// not: reading it reports why.
  private static func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let kind = info.st_mode & S_IFMT
    return kind == S_IFIFO || kind == S_IFSOCK || kind == S_IFCHR || kind == S_IFBLK
  }
}
