import BarcheckEngine
import BarcheckModel

/// A run as JSON Lines: a header, one line per case, and a footer that says whether the run
/// completed. Every report is rendered from this value, whether it was just produced or read
/// back from a file (`barcheck report`).
public struct ResultStream: Sendable, Hashable {
  /// What was run.
  public var header: RunHeader
  /// One record per case that finished, in suite order: in memory, or left in the stream's file.
  public var cases: CaseRecords
  /// When the run ended; nil when the stream has no footer (the run died).
  public var endTime: Timestamp?
  /// Whether every selected case finished.
  public var complete: Bool
  /// The run's wall time in seconds, as measured by the runner; nil when the stream has no footer.
  public var duration: Double?
  /// Why the run stopped before its cases ran out (`max-fail 3`, `interrupted (signal 2)`); nil when it did not,
  /// or the stream does not say.
  public var stopped: String?

  /// Why the run is incomplete, in words for the reports.
  public var incompleteReason: String {
    // A stream read back may come from anywhere: its reason is made visible and bounded like any foreign string.
    if let stopped = stopped.map({ TextEscaping.line($0, limit: 100) }) {
      return stopped.hasPrefix("max-fail") ? "the run stopped early (\(stopped))" : "the run was \(stopped)"
    }
    return endTime == nil ? "the run ended without a footer (it died, or was killed)" : "the run was interrupted"
  }

  /// Creates a stream of records held in memory.
  public init(header: RunHeader, cases: [CaseRecord], endTime: Timestamp?, complete: Bool, duration: Double? = nil) {
    self.init(header: header, records: CaseRecords(cases), endTime: endTime, complete: complete, duration: duration)
  }

  /// Creates a stream.
  public init(header: RunHeader, records: CaseRecords, endTime: Timestamp?, complete: Bool, duration: Double? = nil) {
    self.header = header
    self.cases = records
    self.endTime = endTime
    self.complete = complete
    self.duration = duration.map { ($0 * 1000).rounded() / 1000 }
  }

  /// Cases per outcome.
  public var counts: [Outcome: Int] { cases.counts }

  /// The run's wall time: as the runner measured it, else the sum of the case durations.
  public var totalSeconds: Double {
    duration ?? cases.summaries.reduce(0) { $0 + $1.duration }
  }

  /// Whether anything unexpected happened (or the run did not complete).
  public var failed: Bool { !complete || cases.problemCount > 0 }

  /// The footer line's JSON.
  public var footerJSON: JSON {
    let counts = self.counts
    return .object([
      "type": .string("footer"),
      "counts": .object(Outcome.allCases.map { JSONMember(key: $0.rawValue, value: JSONNode(.number(Double(counts[$0, default: 0])))) }),
      "cases": .number(Double(cases.count)),
      "endTime": endTime.map { .string($0.description) },
      "duration": duration.map(JSON.number),
      "complete": .bool(complete),
      "stopped": stopped.map(JSON.string),
    ])
  }

  /// The whole stream as JSON Lines text.
  public var text: String {
    var out = ""
    write { out += $0 }
    return out
  }

  /// Writes the stream line by line.
  public func write(into sink: (String) -> Void) {
    sink(JSONWriter.string(header.json) + "\n")
    cases.writeLines(into: sink)
    sink(JSONWriter.string(footerJSON) + "\n")
  }

  /// Reads a stream. A stream without a footer is read as incomplete; a malformed line is an error
  /// that names the line.
  public init(text: String) throws(StreamError) {
    var reader = StreamLineReader(keepingRecords: true)
    var offset = 0
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      try reader.consume(Array(line.utf8), number: i + 1, offset: offset)
      offset += line.utf8.count + 1
    }
    self = try reader.stream(records: CaseRecords(reader.records))
  }

  /// Reads a stream file line by line, keeping each record's offset and summary but not the record:
  /// the reports read the records back from the file, so a stream of any size is read in little memory.
  /// Errors are those of `init(text:)`, and a file that cannot be read.
  public init(file path: String) throws(StreamError) {
    guard let file = LineFile(path: path) else { throw StreamError("cannot read the file") }
    var reader = StreamLineReader(keepingRecords: false)
    var offset = 0
    var number = 0
    while let line = file.readLine() {
      number += 1
      try reader.consume(line, number: number, offset: offset)
      offset += line.count + 1
    }
    self = try reader.stream(records: CaseRecords(file: path, offsets: reader.offsets, summaries: reader.summaries))
  }
}

/// Reads a stream's lines one at a time: the header, case lines (kept, or only their offsets and
/// summaries), and the footer.
private struct StreamLineReader {
  let keepingRecords: Bool
  var header: RunHeader?
  var records: [CaseRecord] = []
  var offsets: [Int] = []
  var summaries: [CaseRecords.Summary] = []
  var endTime: Timestamp?
  var duration: Double?
  var complete = false
  var stopped: String?
  var sawFooter = false

  init(keepingRecords: Bool) { self.keepingRecords = keepingRecords }

  mutating func consume(_ line: [UInt8], number: Int, offset: Int) throws(StreamError) {
    guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }) else { return }
    let position = SourcePosition(line: number, column: 1)
    switch try StreamLine.decode(line, number: number) {
    case .header(let read):
      guard header == nil else { throw StreamError("a second header", position: position) }
      header = read
    case .record(let record):
      guard header != nil else { throw StreamError("a case before the header", position: position) }
      guard !sawFooter else { throw StreamError("a case after the footer", position: position) }
      if keepingRecords {
        records.append(record)
      } else {
        offsets.append(offset)
        summaries.append(CaseRecords.Summary(record))
      }
    case .footer(let footer):
      sawFooter = true
      complete = footer.complete
      endTime = footer.endTime
      duration = footer.duration
      stopped = footer.stopped
    }
  }

  func stream(records: CaseRecords) throws(StreamError) -> ResultStream {
    guard let header else { throw StreamError("the stream has no header line") }
    var stream = ResultStream(header: header, records: records, endTime: endTime, complete: sawFooter && complete, duration: duration)
    stream.stopped = stopped
    return stream
  }
}
