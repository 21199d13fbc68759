import BarcheckEngine
import BarcheckModel
import BarcheckReports

/// Writes a run's result stream as it happens: the header, each record as it is delivered, then the
/// footer. It keeps only each record's offset and summary, so the reports can read the records back
/// from the file (`CaseRecords(file:offsets:summaries:)`) and a run of any size holds none of them.
///
/// As a `RunRecorder` it writes each finished case; the header and footer are written by the run's owner, which
/// knows the run's identity and its end.
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

  /// Opens (truncates) the stream file, creating its directory; nil when it cannot be written.
  ///
  /// - Parameter htmlSections: Where to write each record's HTML section too, or nil for none. A sections file
  ///   that cannot be written is no error: the HTML report then reads the records back.
  init?(path: String, htmlSections: String? = nil) {
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    try? FileSystem.createDirectory(directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory)
    guard let appender = Terminal.Appender(path: path) else { return nil }
    self.path = path
    self.appender = appender
    sections = htmlSections.flatMap { Terminal.Appender(path: $0, flushEachWrite: false) }
    sectionsPath = sections == nil ? nil : htmlSections
  }

  /// Writes one line of JSON (the header or the footer).
  func writeLine(_ json: JSON) {
    var line = JSONWriter.bytes(json)
    line.append(UInt8(ascii: "\n"))
    line.withUnsafeBufferPointer(write(line:))
  }

  /// Writes a line's bytes, its newline included.
  private func write(line: UnsafeBufferPointer<UInt8>) {
    appender.write(bytes: line)
    written += line.count
  }

  /// Writes a record's line and remembers where it is.
  func append(_ record: CaseRecord) {
    offsets.append(written)
    summaries.append(CaseRecords.Summary(record))
    var line = ByteBuffer(capacity: 4_096)
    record.writeLine(into: &line)
    line.append(UInt8(ascii: "\n"))
    line.withBytes(write(line:))
    if let sections { HTMLRenderer.withCaseSection(record) { sections.write(bytes: $0) } }
  }

  /// Writes each finished case's record.
  func record(_ event: RunEvent) {
    if case .caseFinished(let result) = event { append(CaseRecord(result)) }
  }

  /// The records written so far, read back from the file when a report needs them.
  var records: CaseRecords { CaseRecords(file: path, offsets: offsets, summaries: summaries) }

  /// Flushes and closes the files.
  func close() {
    appender.close()
    sections?.close()
  }
}
