import BarcheckEngine
import BarcheckModel

/// A stream's case records: held in memory, or left in the stream file and read back line by line.
///
/// A long run writes its records to the stream as cases finish and keeps only a summary of each
/// (id, file, outcome, family, profile, duration) and the line's offset, so every report can be rendered
/// from a run of any size in the memory of a few records. The counts every report needs come from
/// the summaries; the records themselves are read in order by iterating, or by index.
public struct CaseRecords: RandomAccessCollection, Sendable, Hashable {
  /// What every report counts, for one record, and what a report writes for a pass without reading the record.
  public struct Summary: Sendable, Hashable {
    /// The case id.
    public var id: String
    /// The case's file, as the run named it.
    public var file: String?
    /// The outcome.
    public var outcome: Outcome
    /// The case's family.
    public var family: String
    /// The case's behaviour profile.
    public var profile: Profile
    /// Seconds spent.
    public var duration: Double

    /// The summary of a record.
    public init(_ record: CaseRecord) {
      id = record.id
      file = record.file
      outcome = record.outcome
      family = record.family
      profile = record.profile
      duration = record.duration
    }
  }

  private enum Storage: Sendable, Hashable {
    case memory([CaseRecord])
    case file(path: String, offsets: [Int])
  }

  private let storage: Storage
  /// One summary per record, in order.
  public let summaries: [Summary]

  /// Records held in memory.
  public init(_ records: [CaseRecord]) {
    storage = .memory(records)
    summaries = records.map(Summary.init)
  }

  /// Records left in a stream file: each a case line starting at its offset, one after another.
  public init(file path: String, offsets: [Int], summaries: [Summary]) {
    precondition(offsets.count == summaries.count, "one offset per summary")
    storage = .file(path: path, offsets: offsets)
    self.summaries = summaries
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { summaries.count }

  /// The record at `index` (read from the file when it is left there).
  public subscript(index: Int) -> CaseRecord {
    switch storage {
    case .memory(let records): return records[index]
    case .file(let path, let offsets):
      let file = LineFile(path: path)
      return Self.decode(file.flatMap { $0.seek(to: offsets[index]) ? $0.readLine() : nil }, index: index)
    }
  }

  /// The records at some indices, in the order given; a file is opened once for all of them.
  public func records(at indices: [Int]) -> [CaseRecord] {
    switch storage {
    case .memory(let records): return indices.map { records[$0] }
    case .file(let path, let offsets):
      let file = LineFile(path: path)
      return indices.map { index in Self.decode(file.flatMap { $0.seek(to: offsets[index]) ? $0.readLine() : nil }, index: index) }
    }
  }

  /// Reads the records in order; from a file, one line after another.
  public struct Iterator: IteratorProtocol {
    fileprivate var records: CaseRecords
    fileprivate var index = 0
    fileprivate var file: LineFile?

    public mutating func next() -> CaseRecord? {
      guard index < records.count else { return nil }
      defer { index += 1 }
      switch records.storage {
      case .memory(let list): return list[index]
      case .file(let path, let offsets):
        if index == 0 {
          file = LineFile(path: path)
          if let file, !offsets.isEmpty, !file.seek(to: offsets[0]) { self.file = nil }
        }
        return CaseRecords.decode(file?.readLine(), index: index)
      }
    }
  }

  public func makeIterator() -> Iterator { Iterator(records: self) }

  /// Writes every record as a stream line: the file's own lines, or the records' JSON.
  public func writeLines(into sink: (String) -> Void) {
    switch storage {
    case .memory(let records):
      for record in records { sink(JSONWriter.string(record.json) + "\n") }
    case .file(let path, let offsets):
      let file = LineFile(path: path)
      if let file, let first = offsets.first, !file.seek(to: first) { return }
      for index in offsets.indices {
        if let line = file?.readLine() {
          sink(String(decoding: line, as: UTF8.self) + "\n")
        } else {
          sink(JSONWriter.string(Self.decode(nil, index: index).json) + "\n")
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

  /// A record from a stream line; a line that cannot be read back becomes an error record that says so.
  static func decode(_ line: [UInt8]?, index: Int) -> CaseRecord {
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
    let placeholder = ConformanceCase(id: "unreadable.record-\(index + 1)", title: "A record the result stream lost", windows: [], steps: [])
    return CaseRecord(
      CaseResult(testCase: placeholder, outcome: .error, message: "record \(index + 1) could not be read back from the result stream: \(problem)"))
  }
}
