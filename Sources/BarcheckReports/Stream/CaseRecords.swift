public import BarcheckEngine
public import BarcheckModel

/// A stream's case records: held in memory, or left in a file (`RecordStore`) and read back line by line.
///
/// A long run writes its records to the stream as cases finish and keeps only a summary of each
/// (id, title, file, outcome, family, level, profile, duration) and where its line is, so every report can be
/// rendered from a run of any size in the memory of a few records. A stream read back (`ResultStream(file:)`)
/// keeps the same. The counts every report needs come from the summaries; the records themselves are read in
/// order by iterating, or by index.
public struct CaseRecords: RandomAccessCollection, Sendable, Hashable {
  /// What every report counts, for one record, and what a report writes for a pass without reading the record.
  public struct Summary: Sendable, Hashable {
    /// The case id.
    public var id: String
    /// The case's title.
    public var title: String
    /// The case's file, as the run named it.
    public var file: String?
    /// The outcome.
    public var outcome: Outcome
    /// The case's family.
    public var family: String
    /// The case's level.
    public var level: RequirementLevel
    /// The case's behaviour profile.
    public var profile: Profile
    /// Seconds spent.
    public var duration: Double
    /// The outcome as the resolver earned it, for scores and diffs: a pass that `--strict` made a failure (the
    /// expectation file expected one) is the unexpected pass it was; otherwise `outcome`.
    public var resolverOutcome: Outcome

    /// The summary of a record.
    public init(_ record: CaseRecord) {
      id = record.id
      title = record.title
      file = record.file
      outcome = record.outcome
      resolverOutcome = record.outcome == .fail && record.actualOutcome == .pass ? .unexpectedPass : record.outcome
      family = record.family
      level = record.level
      profile = record.profile
      duration = record.duration
    }
  }

  /// Where one record's line is: its store, its offset, and its length (read first, in one call).
  struct Span: Sendable, Hashable {
    var offset: Int
    var length: Int32
    var store: Int32

    init(offset: Int, length: Int, store: Int) {
      self.offset = offset
      self.length = Int32(clamping: length)
      self.store = Int32(clamping: store)
    }
  }

  private enum Storage: Sendable, Hashable {
    case memory([CaseRecord])
    case stored([RecordStore], [Span])
  }

  private let storage: Storage
  /// One summary per record, in order.
  public let summaries: [Summary]

  /// Records held in memory.
  public init(_ records: [CaseRecord]) {
    storage = .memory(records)
    summaries = records.map(Summary.init)
  }

  /// Records left in a stream file: each a case line starting at its offset, as a run writes them (one after
  /// another). The file is opened now, and stays open while the records are.
  public init(file path: String, offsets: [Int], summaries: [Summary]) {
    precondition(offsets.count == summaries.count, "one offset per summary")
    // A run writes its case lines one after another: each ends where the next starts, which is a good first guess
    // of its length (it is read up to its newline whatever the guess).
    let spans = offsets.indices.map { i in
      Span(offset: offsets[i], length: i + 1 < offsets.count && offsets[i + 1] > offsets[i] ? offsets[i + 1] - offsets[i] - 1 : 4_095, store: 0)
    }
    self.init(stores: [RecordStore(path: path)], spans: spans, summaries: summaries)
  }

  /// Records left in stores.
  init(stores: [RecordStore], spans: [Span], summaries: [Summary]) {
    storage = .stored(stores, spans)
    self.summaries = summaries
  }

  /// The records of several collections, in the order given (a merge of shards): records left in files stay there.
  static func joining(_ parts: [CaseRecords], in order: [(part: Int, index: Int)]) -> CaseRecords {
    var stores: [RecordStore] = []
    var firstStore: [Int] = []
    var allStored = true
    for part in parts {
      firstStore.append(stores.count)
      guard case .stored(let partStores, _) = part.storage else {
        allStored = false
        break
      }
      stores += partStores
    }
    let summaries = order.map { parts[$0.part].summaries[$0.index] }
    guard allStored else { return CaseRecords(order.map { parts[$0.part][$0.index] }) }
    let spans = order.map { item -> Span in
      guard case .stored(_, let spans) = parts[item.part].storage else { preconditionFailure("every part is stored") }
      var span = spans[item.index]
      span.store += Int32(firstStore[item.part])
      return span
    }
    return CaseRecords(stores: stores, spans: spans, summaries: summaries)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { summaries.count }

  /// The record at `index` (read from its file when it is left there).
  public subscript(index: Int) -> CaseRecord {
    switch storage {
    case .memory(let records): return records[index]
    case .stored(let stores, let spans): return Self.decode(Self.line(spans[index], in: stores), index: index, summary: summaries[index])
    }
  }

  /// The records at some indices, in the order given.
  public func records(at indices: [Int]) -> [CaseRecord] {
    indices.map { self[$0] }
  }

  /// The line of a stored record.
  private static func line(_ span: Span, in stores: [RecordStore]) -> [UInt8]? {
    stores[Int(span.store)].line(at: span.offset, length: Int(span.length))
  }

  /// Reads the records in order.
  public struct Iterator: IteratorProtocol {
    fileprivate var records: CaseRecords
    fileprivate var index = 0

    public mutating func next() -> CaseRecord? {
      guard index < records.count else { return nil }
      defer { index += 1 }
      return records[index]
    }
  }

  public func makeIterator() -> Iterator { Iterator(records: self) }

  /// Writes every record as a stream line: the file's own lines, or the records' JSON.
  public func writeLines(into sink: (String) -> Void) {
    switch storage {
    case .memory(let records):
      for record in records { sink(String(decoding: record.lineBytes, as: UTF8.self) + "\n") }
    case .stored(let stores, let spans):
      for (index, span) in spans.enumerated() {
        if let line = Self.line(span, in: stores) {
          sink(String(decoding: line, as: UTF8.self) + "\n")
        } else {
          sink(String(decoding: Self.decode(nil, index: index, summary: summaries[index]).lineBytes, as: UTF8.self) + "\n")
        }
      }
    }
  }

  /// Cases per outcome.
  public var counts: [Outcome: Int] {
    var counts: [Outcome: Int] = [:]
    for summary in summaries { counts[summary.outcome, default: 0] += 1 }
    return counts
  }

  /// How many records have an unexpected outcome.
  public var problemCount: Int { summaries.count { $0.outcome.isProblem } }

  /// How many records apply: every one but n/a (declared up front, so never sent). A resolver's runtime
  /// skips count: skipping a case cannot raise a pass rate.
  public var applicableCount: Int { summaries.count { $0.outcome != .notApplicable } }

  /// The indices of records whose outcome satisfies a test.
  public func indices(whereOutcome outcome: (Outcome) -> Bool) -> [Int] {
    summaries.indices.filter { outcome(summaries[$0].outcome) }
  }

  public static func == (a: CaseRecords, b: CaseRecords) -> Bool {
    a.summaries == b.summaries && a.elementsEqual(b)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(summaries)
  }

  /// A record from a stream line; a line that cannot be read back becomes an error record that says so, under
  /// the id its summary gives.
  static func decode(_ line: [UInt8]?, index: Int, summary: Summary? = nil) -> CaseRecord {
    let problem: String
    if let line {
      do throws(StreamError) {
        guard case .record(let record) = try StreamLine.decode(line, number: index + 1) else {
          throw StreamError("not a case line")
        }
        return record
      } catch {
        problem = error.message
      }
    } else {
      problem = "the line is missing"
    }
    let placeholder = ConformanceCase(
      id: summary?.id ?? "unreadable.record-\(index + 1)", title: "A record the result stream lost", windows: [], steps: [])
    return CaseRecord(
      CaseResult(testCase: placeholder, outcome: .error, message: "record \(index + 1) could not be read back from the result stream: \(problem)"))
  }
}
