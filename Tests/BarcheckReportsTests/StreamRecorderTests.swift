import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckReports

/// With more than one job, the result stream renders finished cases in batches on several threads. What it writes must
/// be what one job writes, case by case, byte for byte: the lines, the offsets the reports read them back by, the
/// summaries and the HTML sections, whatever the batch boundaries.
@Suite("Writing the result stream in batches")
struct StreamRecorderTests {
  /// The bundled suite's results against a mutant (failures with their traces and the reference's beside them) and
  /// against the reference (passes, expected failures), so that every kind of record is rendered.
  ///
  /// Judged here, synchronously: a static initialiser that waited for a run's task could starve the test pool.
  static let results: [CaseResult] = {
    let reference = ReferenceResolver()
    let mutant = ReferenceResolver(mutant: .s8VisibilityFollowsStyleOwner)
    return [mutant, reference].flatMap { resolver in
      Fixtures.bundledCases.map { testCase in
        var result = Judge.judge(testCase, response: resolver.resolveNow(ResolveRequest(testCase: testCase, wantsTrace: true)), duration: 0.001)
        if result.outcome == .fail { result.referenceTraces = reference.explanation(of: testCase) ?? [] }
        return result
      }
    }
  }()

  /// Everything a recorder wrote: the stream's bytes, the sections' bytes, and the records as the reports read them.
  struct Written: Equatable {
    var stream: Data
    var sections: Data
    var records: [CaseRecord]
    var summaries: [CaseRecords.Summary]
  }

  /// Records `count` results (the fixture's, repeated) as a run does, with the header and footer lines around them.
  static func write(count: Int, jobs: Int) throws -> Written {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.jsonl").path
    let sectionsPath = directory.appendingPathComponent("sections.html").path
    let recorder = try StreamRecorder(path: path, htmlSections: sectionsPath, batching: jobs, batchWait: .seconds(3_600))
    recorder.writeLine(.object(["type": .string("header")]))
    for index in 0..<count { recorder.record(.caseFinished(results[index % results.count])) }
    let records = recorder.records
    recorder.writeLine(.object(["type": .string("footer")]))
    recorder.close()
    return Written(
      stream: try Data(contentsOf: URL(fileURLWithPath: path)), sections: try Data(contentsOf: URL(fileURLWithPath: sectionsPath)),
      records: Array(records), summaries: records.summaries)
  }

  @Test(
    "batches write what one job writes, byte for byte",
    arguments: [(0, 2), (1, 2), (7, 2), (StreamRecorder.batchSize, 2), (StreamRecorder.batchSize + 1, 4), (700, 2), (700, 3)])
  func sameAsOneJob(count: Int, jobs: Int) throws {
    #expect(Self.results.contains { $0.outcome == .fail } && Self.results.contains { $0.outcome == .pass })
    let one = try Self.write(count: count, jobs: 1)
    let many = try Self.write(count: count, jobs: jobs)
    #expect(many == one)
    #expect(one.records.count == count)
    // The records read back are the ones delivered, in order.
    #expect(one.records.map(\.id) == (0..<count).map { Self.results[$0 % Self.results.count].id })
  }

  /// Calls `body` with a recorder batching on two threads, writing a stream without sections, and the stream's path;
  /// closes it after. A batch waits `batchWait`: an hour unless a test is about the wait, so that no test depends on
  /// how fast the machine delivers its cases.
  static func withRecorder(batchWait: Duration = .seconds(3_600), _ body: (StreamRecorder, String) throws -> Void) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.jsonl").path
    let recorder = try StreamRecorder(path: path, batching: 2, batchWait: batchWait)
    defer { recorder.close() }
    try body(recorder, path)
  }

  /// The stream's lines now.
  static func lines(_ path: String) throws -> Int {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
  }

  @Test("a case written on its own (append) goes after the cases still pending")
  func appendAfterPending() throws {
    try Self.withRecorder { recorder, _ in
      recorder.record(.caseFinished(Self.results[0]))
      recorder.record(.caseFinished(Self.results[1]))
      recorder.append(CaseRecord(Self.results[2]))
      #expect(Array(recorder.records).map(\.id) == Self.results[0..<3].map(\.id))
    }
  }

  @Test("a case is written by the timer once it has waited, with no other case coming (a hung resolver)")
  func timerWritesALoneCase() throws {
    try Self.withRecorder(batchWait: .milliseconds(20)) { recorder, path in
      recorder.record(.caseFinished(Self.results[0]))
      // Polled, with a deadline far beyond the wait: the timer's thread may be late on a busy machine.
      let deadline = Date().addingTimeInterval(20)
      var written = try Self.lines(path)
      while written == 0 && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
        written = try Self.lines(path)
      }
      #expect(written == 1)
    }
  }

  @Test(
    "cases pending are written at the run's end, and on demand (what a second interrupt does before exiting)",
    arguments: ["the run's end", "on demand"])
  func pendingIsWritten(how: String) throws {
    try Self.withRecorder { recorder, path in
      for result in Self.results.prefix(3) { recorder.record(.caseFinished(result)) }
      let before = try Self.lines(path)
      #expect(before == 0)
      if how == "on demand" {
        recorder.writePending()
      } else {
        recorder.record(.ended(RunEnding(stopReason: nil, complete: true, finished: 3, selected: 3, loadedIDs: [])))
      }
      let after = try Self.lines(path)
      #expect(after == 3)
    }
  }

  @Test("a stream that cannot be written says why, writes nothing after, and keeps no record it could not write")
  func failedStream() throws {
    let recorder = try StreamRecorder(path: "/dev/full", batching: 2, batchWait: .seconds(3_600))
    defer { recorder.release() }
    recorder.writeLine(.object(["type": .string("header")]))
    let failure = WriteError.system(path: "/dev/full", step: .write, code: ENOSPC)
    #expect(recorder.failure == failure)
    for result in Self.results.prefix(3) { recorder.record(.caseFinished(result)) }
    #expect(recorder.records.isEmpty)
    recorder.finish(footer: .object(["type": .string("footer")]))
    recorder.close()
    #expect(recorder.failure == failure, "the first failure is the one reported")
  }

  @Test("a stream another recorder holds is refused, and free again once released")
  func lockedStream() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.jsonl").path
    let first = try StreamRecorder(path: path)
    first.writeLine(.object(["type": .string("header")]))
    first.finish(footer: .object(["type": .string("footer")]))
    first.close()
    #expect(throws: WriteError.locked(path: path)) { try StreamRecorder(path: path) }
    #expect(try Self.lines(path) == 2, "the refused recorder left the stream alone")
    first.release()
    // Released, the lock is free once no descriptor of the file is open: a process another test spawns at that moment
    // holds a copy of this one's between its fork and its exec (close-on-exec closes it then), so a second recorder
    // is given a moment.
    var second: StreamRecorder?
    let clock = ContinuousClock()
    let start = clock.now
    while second == nil {
      do throws(WriteError) {
        second = try StreamRecorder(path: path)
      } catch {
        guard case .locked = error, start.duration(to: clock.now) < .seconds(5) else { throw error }
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
    second?.release()
    #expect(try Self.lines(path) == 0)
  }
}
