package import BarcheckEngine
package import BarcheckJSON
package import BarcheckModel
import Dispatch
import Synchronization

/// Writes a run's result stream as it happens: the header, each record as it is delivered, then the
/// footer. It keeps only each record's offset and summary, so the reports can read the records back
/// from the file (`CaseRecords(file:offsets:summaries:)`) and a run of any size holds none of them.
///
/// As a `RunRecorder` it writes each finished case; the header and footer are written by the run's owner, which
/// knows the run's identity and its end.
///
/// With `batching` above 1, finished cases are rendered (record, line, HTML section) in batches on that many threads
/// and written in order: rendering was four fifths of the run thread's work, and done on that thread alone it left
/// one core idle at the end of a run, while the last file's cases were recorded. A batch is written when it is full,
/// when its oldest case has waited `batchWait` (checked as each case arrives and by a timer, so a case waits at most
/// about one and a half times that, whether or not another case comes), at the run's end, before a line written on its
/// own, by `writePending()`, and by `close()` (a second interrupt calls it before exiting). What a batch holds is lost if the
/// process dies, so a run whose resolver can take the process down (a plugin loaded in-process) does not batch.
/// Every method takes the recorder's lock: the timer and an interrupt write from other threads.
///
/// The stream is written in place (`OutputFile.Mode.inPlace`) and locked while the recorder holds it, so that a second
/// run given the same file is refused instead of interleaving its lines with this one's. Every write is checked: after
/// the first that fails, the stream is cut back to its last whole line and nothing more is written to it (a later
/// write that succeeded would leave a hole), `failure` says why, and the records that did not reach the file are not
/// among `records`. The run then reports itself incomplete and exits non-zero.
package final class StreamRecorder: RunRecorder, @unchecked Sendable {
  /// The stream file.
  package let path: String
  /// With `htmlSections`, the file of each record's HTML report section (`HTMLRenderer.caseSection`), rendered as
  /// the record is (and complete once `close()` has written the rest), so that the HTML report does not read every
  /// record back from the stream (that was a fifth of a run's time).
  package var sectionsPath: String? { lock.withLock { _ in sections == nil ? nil : requestedSectionsPath } }
  private let requestedSectionsPath: String?
  private let file: OutputFile
  /// A copy of the stream, when the stream is not a regular file that can be read back (a device node, a FIFO,
  /// standard output): the records are read back from the copy.
  private let copy: OutputFile?
  /// Where the records are read back from: the stream, or its copy.
  private let readBackPath: String
  /// The sections file; nil when none was asked for, or when writing it failed (the HTML report then reads the
  /// records back from the stream).
  private var sections: OutputFile?
  /// Sections rendered and not yet written to `sections`: they are written `sectionsChunk` bytes or so at a time, and
  /// the rest by `close()`, as no one reads the file before that (a write a case was half the kernel's share of a run).
  private var unwrittenSections = ByteBuffer(capacity: 0)
  /// On how many threads a batch is rendered; 1 writes each case as it is delivered.
  private let batching: Int
  private let batchWait: Duration
  private let clock = ContinuousClock()
  /// Guards everything below, and the files.
  private let lock = Mutex(())
  private var written = 0
  /// Why the stream could not be written in full; nothing is written to it after that.
  private var streamFailure: WriteError?
  private var offsets: [Int] = []
  private var summaries: [CaseRecords.Summary] = []
  /// Finished cases not yet written, in delivery order.
  private var pending: [CaseResult] = []
  /// When the oldest pending case was delivered.
  private var pendingSince: ContinuousClock.Instant?
  private var timer: (any DispatchSourceTimer)?

  /// The most cases a batch holds.
  package static let batchSize = 256

  /// About how many bytes of sections are written at a time.
  static let sectionsChunk = 1 << 18

  /// Opens the stream file, creating its directory, locks it and truncates it.
  ///
  /// - Parameter htmlSections: Where to write each record's HTML section too, or nil for none. A sections file
  ///   that cannot be written is no error: the HTML report then reads the records back.
  /// - Parameter batching: On how many threads finished cases are rendered, in batches; 1 (the default) writes each
  ///   case as it is delivered.
  /// - Parameter batchWait: How long a finished case may wait in a batch before the batch is written.
  /// - Parameter readBackCopy: Where to keep a copy of the stream to read the records back from, when the stream is
  ///   not a regular file (`--json /dev/stdout`, a FIFO); without one, such a stream's records cannot be read back.
  /// - Throws: `WriteError` when the stream (or its copy) cannot be opened, or (`.locked`) another process is writing it.
  package init(
    path: String, htmlSections: String? = nil, readBackCopy: String? = nil, batching: Int = 1, batchWait: Duration = .milliseconds(100)
  ) throws(WriteError) {
    file = try OutputFile(path: path, mode: .inPlace)
    if !file.isRegularFile, let readBackCopy {
      copy = try OutputFile(path: readBackCopy, mode: .inPlace)
      readBackPath = readBackCopy
    } else {
      copy = nil
      readBackPath = path
    }
    self.path = path
    self.batching = max(1, batching)
    self.batchWait = batchWait
    sections = htmlSections.flatMap { try? OutputFile(path: $0, mode: .inPlace) }
    if sections != nil { unwrittenSections = ByteBuffer(capacity: Self.sectionsChunk + 16_384) }
    requestedSectionsPath = htmlSections
    if self.batching > 1 {
      let timer = DispatchSource.makeTimerSource(queue: .global())
      // Every half wait: a case is written at most one and a half waits after it finished.
      let interval = DispatchTimeInterval.milliseconds(max(1, Int((batchWait / 2) / .milliseconds(1))))
      timer.schedule(deadline: .now() + interval, repeating: interval)
      timer.setEventHandler { [weak self] in self?.writeWaited() }
      timer.resume()
      self.timer = timer
    }
  }

  deinit { timer?.cancel() }

  /// Writes one line of JSON (the header or the footer), after any cases still pending.
  package func writeLine(_ json: JSON) {
    lock.withLock { _ in
      flushPending()
      writeLineNow(json)
    }
  }

  /// Writes one line of JSON. The lock is held.
  private func writeLineNow(_ json: JSON) {
    var line = JSONWriter.bytes(json)
    line.append(UInt8(ascii: "\n"))
    if line.withUnsafeBufferPointer({ writeToStream($0) }) { written += line.count }
  }

  /// Writes the footer after any cases still pending, and flushes the stream to the device. When the flush fails, the
  /// footer is cut off again, so that a stream that may not be on the device whole does not read as complete.
  package func finish(footer: JSON) {
    timer?.cancel()
    lock.withLock { _ in
      flushPending()
      let beforeFooter = written
      writeLineNow(footer)
      guard streamFailure == nil else { return }
      do throws(WriteError) {
        try file.commit()
        try copy?.commit()
      } catch {
        streamFailure = error
        file.truncate(to: beforeFooter)
      }
    }
  }

  /// Why the stream could not be written in full, or nil while it has been.
  package var failure: WriteError? { lock.withLock { _ in streamFailure } }

  /// Writes bytes to the stream unless an earlier write failed; after a failure, cuts it back to its last whole line
  /// and drops the sections file (it would hold records the stream does not). The lock is held.
  private func writeToStream(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard streamFailure == nil else { return false }
    do throws(WriteError) {
      try file.write(UnsafeRawBufferPointer(bytes))
      try copy?.write(UnsafeRawBufferPointer(bytes))
      return true
    } catch {
      streamFailure = error
      file.truncate(to: written)
      copy?.truncate(to: written)
      dropSections()
      return false
    }
  }

  /// Stops writing the sections file; the HTML report reads the records back from the stream instead. The lock is held.
  private func dropSections() {
    sections?.close()
    sections = nil
    unwrittenSections = ByteBuffer(capacity: 0)
  }

  /// Writes the sections not yet written. The lock is held.
  private func writeSections() {
    guard let sections, unwrittenSections.byteCount > 0 else { return }
    let failed = unwrittenSections.withBytes { bytes in (try? sections.write(UnsafeRawBufferPointer(bytes))) == nil }
    if failed { dropSections() } else { unwrittenSections.removeAll() }
  }

  /// Writes a record's line and remembers where it is, after any cases still pending.
  package func append(_ record: CaseRecord) {
    // Rendered outside the lock: with the sections asked for (writing them may have failed since; `write` checks).
    let rendered = Rendered(capacity: 1, sections: requestedSectionsPath != nil)
    rendered.add(record)
    lock.withLock { _ in
      flushPending()
      write(rendered)
    }
  }

  /// Writes each finished case's record (in batches when batching), and the cases still pending at the end.
  package func record(_ event: RunEvent) {
    switch event {
    case .caseFinished(let result):
      guard batching > 1 else { return append(CaseRecord(result)) }
      let now = clock.now
      lock.withLock { _ in
        if pending.isEmpty { pendingSince = now }
        pending.append(result)
        if pending.count >= Self.batchSize || pendingSince.map({ now - $0 >= batchWait }) == true { flushPending() }
      }
    case .ended: writePending()
    default: break
    }
  }

  /// Writes the cases still pending.
  package func writePending() {
    lock.withLock { _ in flushPending() }
  }

  /// The timer's check: writes the pending cases once the oldest has waited `batchWait`.
  private func writeWaited() {
    let now = clock.now
    lock.withLock { _ in
      if let since = pendingSince, now - since >= batchWait { flushPending() }
    }
  }

  /// Renders the pending cases in parts on `batching` threads and writes them in delivery order. The lock is held.
  private func flushPending() {
    guard !pending.isEmpty else { return }
    let batch = pending
    pending.removeAll(keepingCapacity: true)
    pendingSince = nil
    // A few parts a thread, so that a part of slow cases (failures render their traces) does not leave the others idle.
    let partSize = max(8, (batch.count + 4 * batching - 1) / (4 * batching))
    let withSections = sections != nil
    let parts = ConcurrentMap.map((batch.count + partSize - 1) / partSize, width: batching) { part in
      let slice = batch[(part * partSize)..<min(batch.count, (part + 1) * partSize)]
      let rendered = Rendered(capacity: slice.count, sections: withSections)
      for result in slice { rendered.add(CaseRecord(result)) }
      return rendered
    }
    for part in parts { write(part) }
  }

  /// Writes rendered records and remembers where each line is. The lock is held.
  private func write(_ rendered: Rendered) {
    guard rendered.lines.withBytes({ writeToStream($0) }) else { return }
    for length in rendered.lineLengths {
      offsets.append(written)
      written += length
    }
    summaries += rendered.summaries
    guard sections != nil else { return }
    rendered.sections.withBytes { unwrittenSections.append($0) }
    if unwrittenSections.byteCount >= Self.sectionsChunk { writeSections() }
  }

  /// The records written so far (the pending ones written first), read back from the file when a report needs them.
  package var records: CaseRecords {
    lock.withLock { _ in
      flushPending()
      return CaseRecords(file: readBackPath, offsets: offsets, summaries: summaries)
    }
  }

  /// Writes what is pending, flushes the stream to the device and writes the sections. The stream stays open, and
  /// locked, until `release()`: the reports read its records back, and another run must not truncate it meanwhile.
  package func close() {
    timer?.cancel()
    lock.withLock { _ in
      flushPending()
      if streamFailure == nil {
        do throws(WriteError) {
          try file.commit()
          try copy?.commit()
        } catch {
          streamFailure = error
        }
      }
      // Written, not flushed to the device: the sections file is scratch, read back by this process into the HTML
      // report, which is flushed in its turn (flushing the sections too was a tenth of a second of 100,000 cases).
      writeSections()
    }
  }

  /// Closes the stream, releasing its lock: call it when the reports that read it back are written.
  package func release() {
    lock.withLock { _ in
      file.close()
      copy?.close()
      sections?.close()
    }
  }
}

/// Records rendered for the stream: their lines, each line's length, their summaries and HTML sections. A class, so
/// that the lines and sections are written straight into buffers it owns (they cannot be copied) and handed over
/// whole: rendering each record's line and section into buffers of their own and copying them into arrays was a
/// tenth of rendering a record. It is written by one thread, then read under the recorder's lock.
private final class Rendered: @unchecked Sendable {
  /// The lines, each ending with a newline.
  var lines: ByteBuffer
  /// Each line's length, newline included.
  var lineLengths: [Int] = []
  /// Each record's summary.
  var summaries: [CaseRecords.Summary] = []
  /// The records' HTML sections, when asked for.
  var sections: ByteBuffer
  /// Whether to render the sections.
  let withSections: Bool

  /// Empty, with room for `capacity` records.
  init(capacity: Int, sections withSections: Bool) {
    self.withSections = withSections
    lines = ByteBuffer(capacity: 4_096 * capacity)
    lineLengths.reserveCapacity(capacity)
    summaries.reserveCapacity(capacity)
    sections = ByteBuffer(capacity: withSections ? 1_024 * capacity : 0)
  }

  /// Renders a record after those already rendered.
  func add(_ record: CaseRecord) {
    summaries.append(CaseRecords.Summary(record))
    let start = lines.byteCount
    record.writeLine(into: &lines)
    lines.append(UInt8(ascii: "\n"))
    lineLengths.append(lines.byteCount - start)
    if withSections { HTMLRenderer.appendCaseSection(record, to: &sections) }
  }
}
