import BarcheckModel
import Dispatch
import Synchronization

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
  ///
  /// - Parameter jobs: How many files to read at once (a run's `--jobs`): each is a parse and a hash of its own.
  public init(paths: [String], selection: CaseSelection, jobs: Int = 1) {
    var diagnostics: [Diagnostic] = []
    let files = SuiteLoader.caseFiles(paths: paths, diagnostics: &diagnostics)
    self.files = files
    let read: [[CaseFingerprint]]
    if jobs > 1 && files.count > 1 {
      // Workers take the next file in turn; the fingerprints are put back in suite order.
      let next = Atomic<Int>(0)
      let found = Mutex<[Int: [CaseFingerprint]]>([:])
      DispatchQueue.concurrentPerform(iterations: min(jobs, files.count)) { _ in
        while true {
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < files.count else { return }
          let fingerprints = Self.fingerprints(of: files[index])
          found.withLock { $0[index] = fingerprints }
        }
      }
      read = found.withLock { found in files.indices.map { found[$0] ?? [] } }
    } else {
      read = files.map(Self.fingerprints)
    }
    var fingerprints: [CaseFingerprint] = []
    var selected = 0
    for fingerprint in read.joined() {
      if selection.includes(id: fingerprint.id, tags: fingerprint.tags, level: fingerprint.level) { selected += 1 }
      fingerprints.append(CaseFingerprint(id: fingerprint.id, digest: fingerprint.digest))
    }
    suite = SuiteLoader.identity(paths: paths, fingerprints: fingerprints, diagnostics: &diagnostics)
    selectedCount = selected
    self.diagnostics = diagnostics
  }

  /// A file's fingerprints; none when it cannot be read or is not JSON (the feed reports why).
  private static func fingerprints(of file: String) -> [CaseFingerprint] {
    guard let bytes = SuiteLoader.readBytes(file) else { return [] }
    return CaseFingerprint.read(SourceFile(path: file, bytes: bytes)) ?? []
  }

  /// The selected cases, loaded one file at a time, in suite order.
  ///
  /// - Parameter prefetch: Whether to load the next file on another thread while the current one's cases run
  ///   (for a run with more than one job).
  public func feed(selection: CaseSelection, prefetch: Bool = false) -> SuiteFeed {
    SuiteFeed(files: files, selection: selection, prefetch: prefetch)
  }
}
