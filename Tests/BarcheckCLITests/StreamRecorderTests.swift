import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports
import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckCLI

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
    let recorder = try #require(StreamRecorder(path: path, htmlSections: sectionsPath, jobs: jobs))
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

  /// Calls `body` with a recorder of two jobs writing a stream without sections, and the stream's path; closes it after.
  static func withRecorder(_ body: (StreamRecorder, String) throws -> Void) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("results.jsonl").path
    let recorder = try #require(StreamRecorder(path: path, jobs: 2))
    defer { recorder.close() }
    try body(recorder, path)
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

  @Test("a case waits no longer than the batch's wait: the stream grows while a slow resolver runs")
  func slowCasesAreWritten() throws {
    try Self.withRecorder { recorder, path in
      recorder.record(.caseFinished(Self.results[0]))
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(before.isEmpty)
      // Longer than `batchWait` (a tenth of a second).
      Thread.sleep(forTimeInterval: 0.25)
      recorder.record(.caseFinished(Self.results[1]))
      // Both were written when the second came, with no end of the run: the first had waited long enough.
      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      #expect(lines.count == 2)
    }
  }

  @Test("the run's end writes what is pending")
  func endFlushes() throws {
    try Self.withRecorder { recorder, path in
      for result in Self.results.prefix(3) { recorder.record(.caseFinished(result)) }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(before.isEmpty)
      recorder.record(.ended(RunEnding(stopReason: nil, complete: true, finished: 3, selected: 3, loadedIDs: [])))
      let after = try String(contentsOfFile: path, encoding: .utf8)
      #expect(after.split(separator: "\n").count == 3)
    }
  }
}
