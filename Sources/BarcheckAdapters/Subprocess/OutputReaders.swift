import BarcheckEngine
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads newline-delimited messages from a resolver's stdout on a thread of its own, never holding
/// more than `maximum` bytes of one line: a longer line is reported and skipped, not buffered.
///
/// The lines that one read completes are handed over together: a pipelined resolver answers many cases between
/// two reads, and one event for all of them is one wake-up of the reading task and one hop to the connection
/// instead of one a line.
enum LineReader {
  typealias Event = LineEvent

  static func start(fd: Int32, maximum: Int, into continuation: AsyncStream<Event>.Continuation) {
    let thread = Thread { readLines(fd: fd, maximum: maximum, into: continuation) }
    thread.start()
  }

  private static func readLines(fd: Int32, maximum: Int, into continuation: AsyncStream<Event>.Continuation) {
    var buffer: [UInt8] = []
    var skipped = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    // The lines completed by the current read, handed over together (before anything else that follows them).
    var lines: [[UInt8]] = []
    func handOver() {
      guard !lines.isEmpty else { return }
      continuation.yield(.lines(lines))
      lines = []
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      var start = 0
      while start < count {
        guard let newline = newlineIndex(in: chunk, from: start, to: count) else {
          if skipped > 0 || buffer.count + (count - start) > maximum {
            skipped += buffer.count + count - start
            buffer.removeAll()
          } else {
            buffer.append(contentsOf: chunk[start..<count])
          }
          break
        }
        if skipped > 0 {
          handOver()
          continuation.yield(.tooLong(skipped + newline - start))
          skipped = 0
        } else if buffer.count + (newline - start) > maximum {
          handOver()
          continuation.yield(.tooLong(buffer.count + newline - start))
        } else if buffer.isEmpty {
          lines.append(Array(chunk[start..<newline]))
        } else {
          buffer.append(contentsOf: chunk[start..<newline])
          lines.append(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
        start = newline + 1
      }
      handOver()
    }
    continuation.yield(.end)
    continuation.finish()
  }

  /// The index of the first newline in `bytes[from..<to]` (memchr: fast even in a debug build).
  private static func newlineIndex(in bytes: [UInt8], from: Int, to: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let hit = memchr(base + from, 0x0A, to - from) else { return nil }
      return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }
  }
}

/// Keeps the tail of a resolver's stderr (its logs): bounded, never a signal.
final class LogTail: Sendable {
  private struct State {
    var bytes: [UInt8] = []
    var total = 0
  }
  private let state = Mutex(State())
  private let capacity: Int

  init(capacity: Int = 65_536) {
    self.capacity = capacity
  }

  /// Bytes seen so far.
  var total: Int { state.withLock { $0.total } }

  func append(_ bytes: ArraySlice<UInt8>) {
    state.withLock { state in
      state.total += bytes.count
      state.bytes.append(contentsOf: bytes)
      if state.bytes.count > capacity { state.bytes.removeFirst(state.bytes.count - capacity) }
    }
  }

  /// What arrived since `mark` (a previous `total`), at most `limit` bytes of its end.
  func text(since mark: Int, limit: Int = 4_096) -> String {
    state.withLock { state in
      let new = max(0, state.total - mark)
      guard new > 0 else { return "" }
      let available = min(new, state.bytes.count)
      let kept = min(available, limit)
      var text = String(decoding: state.bytes.suffix(kept), as: UTF8.self)
      if new > kept { text = "[\(new - kept) earlier bytes of stderr omitted]\n" + text }
      return text
    }
  }

  /// Reads a descriptor to its end on a thread of its own; the latch opens at the end.
  func drain(fd: Int32) -> Latch {
    let ended = Latch()
    let thread = Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        append(chunk[0..<count])
      }
      ended.open()
    }
    thread.start()
    return ended
  }
}

/// The signals the adapters send, in the one file that knows the C library.
enum ProcessSignals {
  /// Kills a process outright (SIGKILL): a hung resolver gets no say.
  static func kill(_ pid: Int32) {
    _ = systemKill(pid, SIGKILL)
  }

  /// Runs `body` (which starts a process) with no signal blocked on the calling thread, the thread's mask restored
  /// afterwards. A process starts with the mask of the thread that starts it, and the threads Swift's concurrency and
  /// Dispatch run on block nearly every signal: a resolver started from one could not be stopped by SIGTERM, nor time
  /// itself out with SIGALRM (swift-corelibs-foundation issue 4772). Signals barcheck handles (SIGINT, SIGTERM) may
  /// reach this thread meanwhile, and run its handler as on any other.
  static func withNoSignalsBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    var none = sigset_t()
    var previous = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  private static func systemKill(_ pid: Int32, _ signal: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.kill(pid, signal)
    #elseif canImport(Musl)
      Musl.kill(pid, signal)
    #else
      Glibc.kill(pid, signal)
    #endif
  }
}
