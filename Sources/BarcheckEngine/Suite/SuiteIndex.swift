public import BarcheckModel

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
  /// How many the selection takes without its shard: none means its filters, tags or levels match no case (a typo,
  /// an error), where an empty shard of a small suite is not one.
  public var selectedIgnoringShard: Int
  /// Every tag the suite's cases have, for a did-you-mean when `--tag` selects none.
  public var tags: Set<String>
  /// How many files to read, and a file's cases to decode, at once.
  public var jobs: Int
  /// The first file, loaded (with more than one job) while every file's fingerprints were read, so that a run does not
  /// wait for it on one core: the feed starts with it instead of reading and parsing it again. Its cases carry no
  /// content digest, as the feed's do not.
  private var first: CaseLoader.Result?

  /// Indexes the suite at `paths`.
  ///
  /// - Parameter jobs: How many files to read at once (a run's `--jobs`): each is a parse and a hash of its own.
  public init(paths: [String], selection: CaseSelection, jobs: Int = 1) {
    var diagnostics: [Diagnostic] = []
    let files = SuiteLoader.caseFiles(paths: paths, diagnostics: &diagnostics)
    self.files = files
    self.jobs = max(1, jobs)
    // The first file loads on a thread of its own while workers take the files' fingerprints in turn (a pass over the
    // bytes, no tree: faster than loading a file); then this thread decodes what is left of it. Loading the first
    // file whole as one of the workers left the others idle for most of the index once fingerprints got fast.
    let firstLoad = jobs > 1 ? files.first.map { FileLoad(file: $0, digests: false, jobs: max(1, jobs - 1)) } : nil
    let read = ConcurrentMap.map(files.count, width: jobs) { Self.fingerprints(of: files[$0]) }
    first = firstLoad?.wait()
    var fingerprints: [CaseFingerprint] = []
    var selected = 0
    var unsharded = selection
    unsharded.shard = nil
    var selectedIgnoringShard = 0
    var tags: Set<String> = []
    for fingerprint in read.joined() {
      if selection.includes(id: fingerprint.id, tags: fingerprint.tags, level: fingerprint.level) { selected += 1 }
      if unsharded.includes(id: fingerprint.id, tags: fingerprint.tags, level: fingerprint.level) { selectedIgnoringShard += 1 }
      tags.formUnion(fingerprint.tags)
      fingerprints.append(CaseFingerprint(id: fingerprint.id, digest: fingerprint.digest))
    }
    suite = SuiteLoader.identity(paths: paths, fingerprints: fingerprints, diagnostics: &diagnostics)
    selectedCount = selected
    self.selectedIgnoringShard = selectedIgnoringShard
    self.tags = tags
    self.diagnostics = diagnostics
  }

  /// A file's fingerprints; none when it cannot be read or is not JSON (the feed reports why).
  private static func fingerprints(of file: String) -> [CaseFingerprint] {
    guard let bytes = SuiteLoader.readBytes(file) else { return [] }
    return CaseFingerprint.read(SourceFile(path: file, bytes: bytes)) ?? []
  }

  /// The selected cases, loaded one file at a time, in suite order.
  ///
  /// - Parameter prefetch: Whether to load the next file on another thread while the current one's cases run (for a
  ///   run with more than one job), decoded in parts on `jobs - 1` threads of its own and on the run's thread if it
  ///   comes to wait for it. With more than one job the first file is the one the index loaded; a file the run has to
  ///   wait for without having loaded it ahead (the first, with one job) is decoded on up to `jobs` threads.
  public func feed(selection: CaseSelection, prefetch: Bool = false) -> SuiteFeed {
    SuiteFeed(files: files, selection: selection, prefetch: prefetch, jobs: prefetch ? jobs : 1, first: first)
  }
}
