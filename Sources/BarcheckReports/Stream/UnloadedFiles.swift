package import BarcheckJSON
public import BarcheckModel

/// The files a run could not load (in full), as its footer records them: how many, and the first few by name
/// with their first error. A run that lost a file's cases is incomplete, and every report says which files: a CI
/// job that shows only the JUnit or the Markdown summary would otherwise see a green run of the cases that loaded.
///
/// Only the first `namedLimit` are named, so that a suite of broken files makes neither the footer nor a report
/// huge; the console lists them all.
public struct UnloadedFiles: Sendable, Hashable {
  /// One file that could not be loaded.
  public struct File: Sendable, Hashable {
    /// The file's path, as the run was given it.
    public var path: String
    /// Its first error without the file, on one line: its position, where it has one, then the problem and its help
    /// (`3:9: at $.id: expected a string for "id", found null`).
    public var error: String

    /// Creates an entry.
    public init(path: String, error: String) {
      self.path = path
      self.error = error
    }
  }

  /// The most files named; the rest are counted.
  public static let namedLimit = 10

  /// How many files could not be loaded.
  public var count: Int
  /// The first of them (at most `namedLimit`), in the order their errors were found.
  public var files: [File]

  /// Creates the record of `count` files, the first of which are `files`.
  public init(count: Int, files: [File]) {
    self.count = max(count, files.count)
    self.files = files
  }

  /// The files that have an error among `diagnostics` (a warning leaves a file's cases loaded), each with its first
  /// error; nil when there is none. Each path and error is recorded within `StreamLimits.text` (`StreamLimits.recorded`),
  /// as a case file's strings are, so that the stream reads back as the run wrote it and `report` renders what `run` did.
  public init?(diagnostics: [Diagnostic]) {
    var seen: Set<String> = []
    var files: [File] = []
    for diagnostic in diagnostics where diagnostic.severity == .error {
      let path = diagnostic.file ?? "(no file)"
      guard seen.insert(path).inserted else { continue }
      if files.count < Self.namedLimit {
        let error = (diagnostic.position.map { "\($0): " } ?? "") + diagnostic.inlineText
        files.append(File(path: StreamLimits.recorded(path, StreamLimits.text), error: StreamLimits.recorded(error, StreamLimits.text)))
      }
    }
    guard !seen.isEmpty else { return nil }
    self.init(count: seen.count, files: files)
  }

  /// How many files are counted but not named.
  public var unnamed: Int { count - files.count }

  /// Why the run is incomplete, in words for the reports: `3 files could not be loaded`. Files, not case files: a path
  /// that does not exist and a `suite.json` that cannot be read count too, as the run's exit status counts them.
  public var reason: String { "\(count) file\(count == 1 ? "" : "s") could not be loaded" }

  /// `… and N more`, when some files are not named; nil when every one is.
  public var moreText: String? { unnamed > 0 ? "and \(unnamed) more (the run's console output lists them)" : nil }

  /// The footer's `unloaded` member: `{"count": 22, "files": [{"file": "cases/a.json", "error": "…"}, …]}`.
  package var json: JSON {
    .object([
      "count": .number(Double(count)),
      "files": .list(files.map { .object(["file": .string($0.path), "error": .string($0.error)]) }),
    ])
  }
}

extension UnloadedFiles {
  /// The footer's `unloaded` member, read strictly: a count, and the named files each with its error (cut to
  /// `StreamLimits.text`, the list to `namedLimit`: a stream from anywhere names no more than a run would).
  static func read(_ fields: DecodingReader.Fields, reader: inout DecodingReader) -> UnloadedFiles? {
    let what = "the files that could not be loaded"
    guard let unloaded = reader.object(fields, "unloaded", allowed: ["count", "files"], what: what) else { return nil }
    reader.require(unloaded, "count", "files", what: what)
    let count = reader.count(unloaded, "count")
    var files: [File] = []
    for (i, node) in (reader.array(unloaded, "files") ?? []).enumerated() {
      let path = unloaded.path.appending("files").appending(i)
      guard let entry = reader.object(node, at: path, allowed: ["file", "error"], what: "a file that could not be loaded") else { continue }
      reader.require(entry, "file", "error", what: "a file that could not be loaded")
      guard let file = reader.string(entry, "file", limit: StreamLimits.text), let error = reader.string(entry, "error", limit: StreamLimits.text)
      else { continue }
      if files.count < namedLimit { files.append(File(path: file, error: error)) }
    }
    guard let count else { return nil }
    return UnloadedFiles(count: count, files: files)
  }
}
