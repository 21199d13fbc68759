import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// Writes a run's result stream as it happens: the header, each record as it is delivered, then the
/// footer. It keeps only each record's offset and summary, so the reports can read the records back
/// from the file (`CaseRecords(file:offsets:summaries:)`) and a run of any size holds none of them.
///
/// As a `RunRecorder` it writes each finished case; the header and footer are written by the run's owner, which
/// knows the run's identity and its end.
///
/// With more than one job, finished cases are rendered (record, line, HTML section) in batches on `jobs` threads and
/// written in order: rendering was four fifths of the run thread's work, and done on that thread alone it left one
/// core idle at the end of a run, while the last file's cases were recorded. A batch is written when it is full, when
/// the oldest case in it has waited `batchWait`, at the run's end, and before the footer.
final class StreamRecorder: RunRecorder {
  /// The stream file.
  let path: String
  private let appender: Terminal.Appender
  private var written = 0
  private var offsets: [Int] = []
  private var summaries: [CaseRecords.Summary] = []
  private var sections: Terminal.Appender?
  /// With `htmlSections`, the file of each record's HTML report section (`HTMLRenderer.caseSection`), written as
  /// the record is, so that the HTML report does not read every record back from the stream (that was a fifth of a
  /// run's time).
  let sectionsPath: String?
  /// On how many threads a batch is rendered; 1 renders each case as it is delivered.
  private let jobs: Int
  /// Finished cases not yet written, in delivery order.
  private var pending: [CaseResult] = []
  /// When the oldest pending case was delivered.
  private var pendingSince: ContinuousClock.Instant?
  private let clock = ContinuousClock()

  /// The most cases a batch holds.
  static let batchSize = 256
  /// The longest a finished case waits to be written, so that a slow resolver's stream still grows as it runs.
  static let batchWait = Duration.milliseconds(100)

  /// Opens (truncates) the stream file, creating its directory; nil when it cannot be written.
  ///
  /// - Parameter htmlSections: Where to write each record's HTML section too, or nil for none. A sections file
  ///   that cannot be written is no error: the HTML report then reads the records back.
  /// - Parameter jobs: On how many threads finished cases are rendered, in batches; 1 (the default) writes each case
  ///   as it is delivered.
  init?(path: String, htmlSections: String? = nil, jobs: Int = 1) {
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    try? FileSystem.createDirectory(directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory)
    guard let appender = Terminal.Appender(path: path) else { return nil }
    self.path = path
    self.appender = appender
    self.jobs = max(1, jobs)
    sections = htmlSections.flatMap { Terminal.Appender(path: $0, flushEachWrite: false) }
    sectionsPath = sections == nil ? nil : htmlSections
  }

  /// Writes one line of JSON (the header or the footer), after any cases still pending.
  func writeLine(_ json: JSON) {
    flush()
    var line = JSONWriter.bytes(json)
    line.append(UInt8(ascii: "\n"))
    line.withUnsafeBufferPointer(write(line:))
  }

  /// Writes a line's bytes, its newline included.
  private func write(line: UnsafeBufferPointer<UInt8>) {
    appender.write(bytes: line)
    written += line.count
  }

  /// Writes a record's line and remembers where it is, after any cases still pending.
  func append(_ record: CaseRecord) {
    flush()
    offsets.append(written)
    summaries.append(CaseRecords.Summary(record))
    var line = ByteBuffer(capacity: 4_096)
    record.writeLine(into: &line)
    line.append(UInt8(ascii: "\n"))
    line.withBytes(write(line:))
    if let sections { HTMLRenderer.withCaseSection(record) { sections.write(bytes: $0) } }
  }

  /// Writes each finished case's record (in batches with more than one job), and the cases still pending at the end.
  func record(_ event: RunEvent) {
    switch event {
    case .caseFinished(let result):
      guard jobs > 1 else { return append(CaseRecord(result)) }
      let now = clock.now
      if pending.isEmpty { pendingSince = now }
      pending.append(result)
      if pending.count >= Self.batchSize || pendingSince.map({ now - $0 >= Self.batchWait }) == true { flush() }
    case .ended: flush()
    default: break
    }
  }

  /// Renders the pending cases in parts on `jobs` threads and writes them in delivery order.
  func flush() {
    guard !pending.isEmpty else { return }
    let batch = pending
    pending.removeAll(keepingCapacity: true)
    pendingSince = nil
    // A few parts a thread, so that a part of slow cases (failures render their traces) does not leave the others idle.
    let partSize = max(8, (batch.count + 4 * jobs - 1) / (4 * jobs))
    let withSections = sections != nil
    let parts = ConcurrentMap.map((batch.count + partSize - 1) / partSize, width: jobs) { part in
      Rendered(batch[(part * partSize)..<min(batch.count, (part + 1) * partSize)], sections: withSections)
    }
    for part in parts {
      for length in part.lineLengths {
        offsets.append(written)
        written += length
      }
      summaries += part.summaries
      appender.write(bytes: part.lines)
      if let sections { sections.write(bytes: part.sections) }
    }
  }

  /// The records written so far, read back from the file when a report needs them.
  var records: CaseRecords {
    flush()
    return CaseRecords(file: path, offsets: offsets, summaries: summaries)
  }

  /// Writes what is pending, then flushes and closes the files.
  func close() {
    flush()
    appender.close()
    sections?.close()
  }
}

/// Finished cases rendered for the stream: their lines, each line's length, their summaries and HTML sections.
private struct Rendered: Sendable {
  var lines: [UInt8]
  var lineLengths: [Int] = []
  var summaries: [CaseRecords.Summary] = []
  var sections: [UInt8] = []

  /// Renders the cases, in order.
  init(_ results: ArraySlice<CaseResult>, sections withSections: Bool) {
    var out = ByteBuffer(capacity: 2_048 * results.count)
    var html = ByteBuffer(capacity: withSections ? 1_024 * results.count : 16)
    lineLengths.reserveCapacity(results.count)
    summaries.reserveCapacity(results.count)
    for result in results {
      let record = CaseRecord(result)
      summaries.append(CaseRecords.Summary(record))
      let start = out.byteCount
      record.writeLine(into: &out)
      out.append(UInt8(ascii: "\n"))
      lineLengths.append(out.byteCount - start)
      if withSections { HTMLRenderer.withCaseSection(record) { html.append($0) } }
    }
    lines = out.bytes
    sections = withSections ? html.bytes : []
  }
}
