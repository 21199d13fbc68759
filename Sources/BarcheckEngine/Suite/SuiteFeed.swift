import BarcheckModel

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
  private var nextFile = 0
  private var pending: [ConformanceCase] = []
  private var nextPending = 0
  private var firstFile: [String: String] = [:]

  /// A feed over case files (in the order given).
  ///
  /// - Parameter digests: Whether to compute content digests and fingerprints. A run's feed does without: its
  ///   index has the suite's identity already, and digests were a fifth of a run's time.
  public init(files: [String], selection: CaseSelection, digests: Bool = false) {
    self.files = files
    self.selection = selection
    self.digests = digests
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

  private mutating func loadFile(_ file: String) {
    pending = []
    nextPending = 0
    var found: [Diagnostic] = []
    if let bytes = SuiteLoader.readBytes(file) {
      let loaded = CaseLoader.load(SourceFile(path: file, bytes: bytes), digests: digests)
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
