public import BarcheckModel
import Dispatch
import Synchronization

/// A suite's selected cases, loaded one file at a time: at most one file's cases are held, so a
/// run of any size needs the memory of its largest file. Cases come in suite order (by file, then
/// by id); the files' problems are collected, and passed to `onDiagnostics` as each file loads.
public struct SuiteFeed: IteratorProtocol {
  /// Every problem found in the files loaded so far.
  public private(set) var diagnostics: [Diagnostic] = []
  /// How many cases loaded and were selected so far.
  public private(set) var selectedCount = 0
  /// With digests: the fingerprints of every case object with an id in the files loaded so far.
  public private(set) var fingerprints: [CaseFingerprint] = []
  /// Called with each file's problems, as the file loads.
  public var onDiagnostics: ([Diagnostic]) -> Void = { _ in }

  private let files: [String]
  private let selection: CaseSelection
  private let digests: Bool
  private let prefetch: Bool
  private let jobs: Int
  /// The first file, loaded before the feed was made; taken when the feed reaches it.
  private var first: CaseLoader.Result?
  /// The next file, loading on another thread.
  private var ahead: (index: Int, load: FileLoad)?
  private var nextFile = 0
  private var pending: [ConformanceCase] = []
  private var nextPending = 0
  private var firstFile: [String: String] = [:]

  /// A feed over case files (in the order given).
  ///
  /// - Parameter digests: Whether to compute content digests and fingerprints. A run's feed does without: its
  ///   index has the suite's identity already, and digests were a fifth of a run's time.
  /// - Parameter prefetch: Whether to load the next file on another thread while the current one's cases are
  ///   taken (a run with more than one job: loading is then no longer in the way of resolving). The first file
  ///   loads on the calling thread, which then takes part in decoding it: waiting for another thread to load it
  ///   held one of the pool's threads, and left its parts to decode one after another.
  /// - Parameter jobs: On how many threads a file loaded while the run waits for it is decoded (in parts; see
  ///   `CaseLoader.load`). A file loaded ahead is decoded on one thread fewer, leaving one to the run.
  /// - Parameter first: The first file already loaded (by the suite's index), or nil to load it here.
  public init(
    files: [String], selection: CaseSelection, digests: Bool = false, prefetch: Bool = false, jobs: Int = 1, first: CaseLoader.Result? = nil
  ) {
    self.files = files
    self.selection = selection
    self.digests = digests
    self.prefetch = prefetch
    self.jobs = max(1, jobs)
    self.first = first
  }

  /// The ids of every case that loaded so far, selected or not.
  public var loadedIDs: Set<String> { Set(firstFile.keys) }

  /// The next selected case, loading the next file when the current one is done; nil at the end.
  public mutating func next() -> ConformanceCase? {
    while nextPending == pending.count {
      guard nextFile < files.count else { return nil }
      loadFile(files[nextFile])
      nextFile += 1
    }
    defer { nextPending += 1 }
    return pending[nextPending]
  }

  /// A file read and loaded, its cases decoded on up to `jobs` threads: nil when it cannot be read.
  private static func load(_ file: String, digests: Bool, jobs: Int) -> CaseLoader.Result? {
    var concurrently: CaseLoader.Concurrently?
    if jobs > 1 {
      concurrently = { count, body in ConcurrentMap.map(count, width: jobs) { body($0) } }
    }
    return SuiteLoader.readBytes(file).map { CaseLoader.load(SourceFile(path: file, bytes: $0), digests: digests, concurrently: concurrently) }
  }

  private mutating func loadFile(_ file: String) {
    pending = []
    nextPending = 0
    let loadedNow: CaseLoader.Result?
    if nextFile == 0, let first {
      loadedNow = first
      self.first = nil
    } else if let ahead, ahead.index == nextFile {
      loadedNow = ahead.load.wait()
    } else {
      loadedNow = Self.load(file, digests: digests, jobs: jobs)
    }
    ahead = nil
    if prefetch && nextFile + 1 < files.count {
      // On one thread fewer than the run's jobs, leaving one to the run: the parts share one dispatch pool with the
      // run's tasks, and with every thread decoding, a part held the thread the run resolved on and the run waited
      // (with two jobs, the file loaded ahead is decoded on one thread).
      ahead = (nextFile + 1, FileLoad(file: files[nextFile + 1], digests: digests, jobs: max(1, jobs - 1)))
    }
    var found: [Diagnostic] = []
    if let loaded = loadedNow {
      found = loaded.diagnostics
      fingerprints += loaded.fingerprints
      for testCase in loaded.cases.sorted(by: SuiteLoader.suiteOrder) {
        if let duplicate = SuiteLoader.duplicateDiagnostic(testCase, file: file, firstFile: &firstFile) {
          found.append(duplicate)
        } else if selection.includes(testCase) {
          pending.append(testCase)
        }
      }
    } else {
      found.append(Diagnostic(.error, file: file, message: "cannot read the file"))
    }
    selectedCount += pending.count
    if !found.isEmpty {
      diagnostics += found
      onDiagnostics(found)
    }
  }
}
