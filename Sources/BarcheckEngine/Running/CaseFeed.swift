public import BarcheckModel

/// Where a run's cases come from: a suite loaded file by file (`SuiteFeed`) or cases in memory (`CaseList`).
public protocol CaseFeed: IteratorProtocol<ConformanceCase> {
  /// Called with a file's problems as it loads; the run forwards them as `RunEvent.loadProblems`.
  var onDiagnostics: ([Diagnostic]) -> Void { get set }
  /// How many cases loaded and were selected so far.
  var selectedCount: Int { get }
  /// The ids of every case that loaded so far, selected or not.
  var loadedIDs: Set<String> { get }
}

/// Cases already in memory, as a feed.
public struct CaseList: CaseFeed {
  private let cases: [ConformanceCase]
  private var position = 0

  /// A feed of the cases, in order.
  public init(_ cases: [ConformanceCase]) { self.cases = cases }

  /// In-memory cases have no load problems; nothing is ever reported.
  public var onDiagnostics: ([Diagnostic]) -> Void = { _ in }
  /// Every case.
  public var selectedCount: Int { cases.count }
  /// Every case's id.
  public var loadedIDs: Set<String> { Set(cases.map(\.id)) }

  /// The next case; nil at the end.
  public mutating func next() -> ConformanceCase? {
    guard position < cases.count else { return nil }
    defer { position += 1 }
    return cases[position]
  }
}

extension SuiteFeed: CaseFeed {}
