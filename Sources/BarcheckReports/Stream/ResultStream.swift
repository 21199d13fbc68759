public import BarcheckEngine
package import BarcheckJSON
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
  /// How the stream lost lines, when it did: its case lines disagree with its footer's count, or its last line was
  /// cut short (a run killed while writing it). Such a stream is read as incomplete.
  public var lostLines: String?

  /// The case files the run could not load (in full), when there were any: their cases are missing, so the run is
  /// incomplete, and the reports name the files.
  public var unloaded: UnloadedFiles?

  /// Why the run is incomplete, in words for the reports: every reason the stream records (a run interrupted with
  /// files that could not be loaded says both).
  public var incompleteReason: String {
    if let lostLines { return lostLines }
    var reasons: [String] = []
    // A stream read back may come from anywhere: its reason is made visible and bounded like any foreign string.
    // A merged run's reason names an unfinished shard's file and why it stopped (`unfinishedShards` bounds each part
    // so that one fits); the footer keeps the whole of it.
    if let stopped = stopped.map({ TextEscaping.line($0, limit: 180) }) {
      reasons.append(stopped.hasPrefix("max-fail") ? "the run stopped early (\(stopped))" : "the run was \(stopped)")
    }
    if let unloaded { reasons.append(unloaded.reason) }
    if reasons.isEmpty {
      // A footer that says incomplete without saying why: what it does not say is not made up.
      reasons.append(endTime == nil ? "the run ended without a footer (it died, or was killed)" : "the footer does not say why")
    }
    return reasons.joined(separator: "; ")
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
  package var footerJSON: JSON {
    let counts = self.counts
    return .object([
      "type": .string("footer"),
      "counts": .object(Outcome.allCases.map { JSONMember(key: $0.rawValue, value: JSONNode(.number(Double(counts[$0, default: 0])))) }),
      "cases": .number(Double(cases.count)),
      "endTime": endTime.map { .string($0.description) },
      "duration": duration.map(JSON.number),
      "complete": .bool(complete),
      "stopped": stopped.map(JSON.string),
      "unloaded": unloaded?.json,
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

  /// Reads a stream held in memory, keeping its records in memory. A stream without a footer is read as
  /// incomplete; a malformed line is an error that names the line.
  public init(text: String) throws(StreamError) {
    let input = StreamInput(bytes: Array(text.utf8))
    var reader = StreamLineReader(store: nil)
    while let line = try input.next() { try reader.consume(line) }
    self = try reader.stream()
  }

  /// Reads a stream from a file, a pipe, a FIFO or a device, front to back, keeping each record's summary and
  /// where its line is but not the record: the reports read the records back (from the file itself when it is a
  /// regular file, else from a temporary copy of the case lines made as they are read), so a stream of any size
  /// is read in little memory. Errors are those of `init(text:)`, a line longer than `StreamLimits.lineBytes`, and
  /// a file that cannot be read.
  public init(file path: String) throws(StreamError) {
    let file = try StreamFile.reading(path)
    let store = file.isRegularFile ? RecordStore(file: file) : try RecordStore.copy()
    let input = StreamInput(file: file)
    var reader = StreamLineReader(store: store)
    while let line = try input.next() { try reader.consume(line) }
    try store.finish()
    self = try reader.stream()
  }
}

/// Reads a stream's lines one at a time: the header, case lines (kept, or left in a store with only their
/// summaries kept), and the footer.
private struct StreamLineReader {
  /// Where the case lines stay; nil to keep the records in memory.
  let store: RecordStore?
  var header: RunHeader?
  var records: [CaseRecord] = []
  var spans: [CaseRecords.Span] = []
  var summaries: [CaseRecords.Summary] = []
  var footer: StreamLine.Footer?
  /// The last line, when it was cut short (no newline, not a whole line).
  var cutLine: Int?
  /// The line of each case id read, and the first id read twice.
  var lines: [String: Int] = [:]
  var duplicate: String?

  init(store: RecordStore?) { self.store = store }

  mutating func consume(_ line: StreamInput.Line) throws(StreamError) {
    // Blank lines (and a carriage return before a newline) are whitespace between lines.
    guard line.bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A }) else { return }
    let position = SourcePosition(line: line.number, column: 1)
    let decoded: StreamLine
    do {
      decoded = try StreamLine.decode(line.bytes, number: line.number)
    } catch {
      // A last line without its newline that does not parse is a line the run was killed while writing: the cases
      // before it are the run's, and the stream is incomplete. Anywhere else a malformed line is an error.
      // A whole JSON value that is wrong is an error wherever it stands; only an unfinished one was cut.
      guard !line.terminated, header != nil, footer == nil, (try? JSONParser.parse(line.bytes)) == nil else { throw error }
      cutLine = line.number
      return
    }
    switch decoded {
    case .header(let read):
      guard header == nil else { throw StreamError("a second header", position: position) }
      header = read
    case .record(let record):
      guard header != nil else { throw StreamError("a case before the header", position: position) }
      guard footer == nil else { throw StreamError("a case after the footer", position: position) }
      // A case twice is a stream put together wrong (or forged): its counts and badges would count one case twice.
      if let first = lines[record.id] {
        if duplicate == nil { duplicate = "case \"\(TextEscaping.line(record.id, limit: 100))\" appears twice (lines \(first) and \(line.number))" }
      } else {
        lines[record.id] = line.number
      }
      guard let store else { return records.append(record) }
      let offset = store.isCopy ? try store.keep(line.bytes) : line.offset
      spans.append(CaseRecords.Span(offset: offset, length: line.bytes.count, store: 0))
      summaries.append(CaseRecords.Summary(record))
    case .footer(let read):
      guard header != nil else { throw StreamError("a footer before the header", position: position) }
      guard footer == nil else { throw StreamError("a second footer", position: position) }
      footer = read
    }
  }

  func stream() throws(StreamError) -> ResultStream {
    guard let header else { throw StreamError("the stream has no header line") }
    let records = store.map { CaseRecords(stores: [$0], spans: spans, summaries: summaries) } ?? CaseRecords(records)
    // A footer that counts other cases than the stream holds says lines were lost (or added): the stream is not
    // the run it says it is.
    let counted = footer?.cases.map { $0 == records.count } ?? true
    var stream = ResultStream(
      header: header, records: records, endTime: footer?.endTime, complete: footer?.complete == true && counted && duplicate == nil,
      duration: footer?.duration)
    stream.stopped = footer?.stopped
    stream.unloaded = footer?.unloaded
    if let cases = footer?.cases, !counted {
      stream.lostLines =
        "the stream does not hold the cases its footer counts (the footer counts \(cases) cases, but the stream holds \(records.count))"
    }
    if let duplicate { stream.lostLines = duplicate + ": the stream is not one run's" }
    if let cutLine {
      stream.lostLines = "its last line (\(cutLine)) is cut short, as by a run killed while writing it; the \(records.count) cases before it are read"

    }
    return stream
  }
}
