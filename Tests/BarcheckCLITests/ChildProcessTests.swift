import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckCLI

/// The bench's end-to-end rows give a child run's peak memory. On Linux, wait4's `ru_maxrss` for a spawned child
/// counts the parent's memory too (exec keeps the peak of the memory it replaced), so the child reports its own.
@Suite("Measuring a child process")
struct ChildProcessTests {
  @Test("a small child of a large process is measured at its own size, not its parent's")
  func peakIsTheChildsOwn() throws {
    let executable = try #require(BinaryRunner.executable)
    // This process holds 96 MB, written so that it is resident, while the child runs.
    let size = 96 << 20
    let held = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
    defer { held.deallocate() }
    held.initializeMemory(as: UInt8.self, repeating: 1, count: size)
    let measured = try ChildProcess.measure([executable.path, "--version"])
    #expect(measured.megabytes > 0)
    #expect(measured.megabytes < 48, "the child's peak includes its parent's memory: \(measured.megabytes) MB")
    #expect(held.load(fromByteOffset: size - 1, as: UInt8.self) == 1)
  }

  @Test("a child asked for its peak writes it, in kilobytes")
  func childReportsItsPeak() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = directory.appendingPathComponent("peak").path
    let output = try await BinaryRunner.run(["--version"], environment: [ChildProcess.peakMemoryVariable: report])
    #expect(output.status == 0)
    let text = try String(contentsOfFile: report, encoding: .utf8)
    let kilobytes = try #require(Int(text.trimmingCharacters(in: .newlines)))
    #expect(kilobytes > 1_000 && kilobytes < 1_000_000, "\(kilobytes) kB")
  }

  @Test(
    "the peak is read from /proc's status text, however the kernel pads it",
    arguments: [
      ("Name:\tbarcheck\nVmPeak:\t  123456 kB\nVmHWM:\t   45120 kB\nVmRSS:\t   40000 kB\n", 45_120),
      ("VmHWM:\t12345678 kB\n", 12_345_678), ("VmHWM:\t123456789 kB", 123_456_789), ("VmRSS:\t 1 kB\n", nil), ("VmHWM:\t kB\n", nil),
    ] as [(String, Int?)])
  func highWaterMark(status: String, kilobytes: Int?) {
    #expect(ChildProcess.highWaterMark(inStatus: status) == kilobytes)
  }

  @Test("a variable given to a child replaces the inherited one of that name: the child reads the first")
  func environmentOverrides() throws {
    let entries = ChildProcess.environmentEntries(adding: ["PATH=/nowhere", "BARCHECK_TEST_ADDED=1"])
    defer { for entry in entries { free(entry) } }
    #expect(entries.last == .some(nil))
    let texts = entries.compactMap { $0.map { String(cString: $0) } }
    #expect(texts.filter { $0.hasPrefix("PATH=") } == ["PATH=/nowhere"])
    #expect(texts.filter { $0.hasPrefix("BARCHECK_TEST_ADDED=") } == ["BARCHECK_TEST_ADDED=1"])
    // The rest of this process's environment is passed on.
    #expect(texts.contains { $0.hasPrefix("HOME=") } == (ProcessInfo.processInfo.environment["HOME"] != nil))
  }
}
