import BarcheckModel

/// A suite identified and counted without being held in memory: the first of a streamed run's
/// two passes. It reads every file's fingerprints (a parse and a hash, no decoding) to compute the
/// suite's identity and how many cases a selection takes; `feed` then loads the cases file by file.
public struct SuiteIndex: Sendable {
  /// The case files, in suite order.
  public var files: [String]
  /// Paths that do not exist and `suite.json` problems; the files' own problems come from the feed.
  public var diagnostics: [Diagnostic]
  /// The suite's identity, equal to what `SuiteLoader.load` computes for the same paths.
  public var suite: SuiteIdentity
  /// How many case objects the selection takes: the run's size when every case loads, an upper bound otherwise.
  public var selectedCount: Int

  /// Indexes the suite at `paths`.
  public init(paths: [String], selection: CaseSelection) {
    var diagnostics: [Diagnostic] = []
    files = SuiteLoader.caseFiles(paths: paths, diagnostics: &diagnostics)
    var fingerprints: [CaseFingerprint] = []
    var selected = 0
    for file in files {
      guard let bytes = SuiteLoader.readBytes(file), let read = CaseFingerprint.read(SourceFile(path: file, bytes: bytes)) else { continue }
      for fingerprint in read {
        if selection.includes(id: fingerprint.id, tags: fingerprint.tags, level: fingerprint.level) { selected += 1 }
        fingerprints.append(CaseFingerprint(id: fingerprint.id, digest: fingerprint.digest))
      }
    }
    suite = SuiteLoader.identity(paths: paths, fingerprints: fingerprints, diagnostics: &diagnostics)
    selectedCount = selected
    self.diagnostics = diagnostics
  }

  /// The selected cases, loaded one file at a time, in suite order.
  public func feed(selection: CaseSelection) -> SuiteFeed {
    SuiteFeed(files: files, selection: selection)
  }
}
