import BarcheckModel
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls the command line needs, in one place.
enum Terminal {
  enum Stream {
    case output
    case error

    var descriptor: Int32 { self == .output ? 1 : 2 }
  }

  /// Writes to standard output or error, all of it (`OutputFile.writeAll`). The first failure to write to standard
  /// output is kept for `outputFailure`: results that did not reach it must not end in success.
  static func write(_ text: String, to stream: Stream) {
    var text = text
    let (_, failure) = text.withUTF8 { OutputFile.writeAll(UnsafeRawBufferPointer($0), to: stream.descriptor) }
    if let failure, stream == .output {
      _ = firstOutputFailure.compareExchange(expected: 0, desired: failure, ordering: .relaxed)
    }
  }

  /// The `errno` of the first failed write to standard output; 0 while none failed.
  private static let firstOutputFailure = Atomic<Int32>(0)

  /// Why writing to standard output failed (`No space left on device (ENOSPC)`), or nil when it has not.
  static func outputFailure() -> String? {
    let code = firstOutputFailure.load(ordering: .relaxed)
    return code == 0 ? nil : WriteError.system(path: "", step: .write, code: code).reason
  }

  static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.descriptor) == 1 }

  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  static func processorCount() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// The path of the running executable (for `--isolate`, which starts another copy of it).
  static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Reads one line from standard input, without its newline; nil at the end.
  static func readInputLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  /// The host name.
  static func hostname() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count) == 0 else { return "unknown" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `Linux x86_64` and the like.
  static func platform() -> String {
    var info = utsname()
    guard uname(&info) == 0 else { return "unknown" }
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(text(info.sysname)) \(text(info.machine))"
  }

  /// Ends the process at once with `status` (after a second interrupt: nothing more is written).
  static func exitNow(_ status: Int32) -> Never {
    exit(status)
  }

  /// Seconds since 1970, from the real-time clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Calls `handler` on SIGINT or SIGTERM instead of dying, so that reports can be written.
  ///
  /// A C signal handler writes the signal's number to a pipe, which a dispatch source reads. It is
  /// in place when this returns, whatever thread the signal lands on. (A dispatch signal source was
  /// not enough: libdispatch registers it later, on its own thread, and with the default action set
  /// aside a signal that came first was discarded; a loaded test machine lost SIGINTs that way.)
  ///
  /// An interrupt that comes within `InterruptWatch.sameInterrupt` of the last one handled is the same interrupt
  /// delivered twice, and is not handled again: GNU `timeout` sends its signal to the command and then to the
  /// command's process group, and a terminal's Ctrl-C reaches every process of the foreground group, so a run
  /// read one interrupt as two and exited without its reports.
  static func onInterrupt(_ handler: @escaping @Sendable (Int32) -> Void) -> InterruptWatch {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return InterruptWatch(source: nil, state: nil) }
    // Both ends non-blocking: the reader drains what is there and returns, so that `cancel()` stops it (a blocking
    // read waited in the reader for the next signal, and handled it after `cancel()`).
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    InterruptWatch.writeEnd.store(ends[1], ordering: .relaxed)
    let readEnd = ends[0]
    let state = InterruptWatch.State()
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
    source.setEventHandler {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 {
        if state.handles(at: ContinuousClock.now) { handler(Int32(byte)) }
      }
    }
    source.resume()
    for number in [SIGINT, SIGTERM] { signal(number, InterruptWatch.signalHandler) }
    return InterruptWatch(source: source, state: state)
  }

  /// The pipe between the signal handler and the reader of `onInterrupt`; `cancel()` stops the reader
  /// (signals after that are still caught, and go unread, so the reports being written are not cut short).
  struct InterruptWatch {
    /// Where the signal handler writes; a global, since a C handler captures nothing.
    static let writeEnd = Atomic<Int32>(-1)

    /// Writes the signal's number to the pipe.
    static let signalHandler: @convention(c) (Int32) -> Void = { number in writeSignalNumber(number) }

    /// How soon after an interrupt another one is the same interrupt delivered again (see `onInterrupt`): far longer
    /// than the microseconds between `timeout`'s two signals, shorter than a person takes to press Ctrl-C again.
    static let sameInterrupt = Duration.milliseconds(250)

    let source: (any DispatchSourceRead)?
    /// Whether the watch still handles interrupts, and when it last handled one.
    let state: State?

    /// Stops calling the handler.
    func cancel() {
      state?.cancel()
      source?.cancel()
    }

    /// Whether interrupts are still handled, and when the last one was.
    final class State: Sendable {
      private let guarded = Mutex<(cancelled: Bool, last: ContinuousClock.Instant?)>((false, nil))

      /// Whether an interrupt read at `now` is to be handled: not after `cancel()`, nor within `sameInterrupt` of the
      /// last one handled. Records it when it is.
      func handles(at now: ContinuousClock.Instant) -> Bool {
        guarded.withLock { state in
          guard !state.cancelled else { return false }
          if let last = state.last, last.duration(to: now) < InterruptWatch.sameInterrupt { return false }
          state.last = now
          return true
        }
      }

      /// Handles no more interrupts.
      func cancel() { guarded.withLock { $0.cancelled = true } }
    }
  }
}

/// Temporary directories for bench.
enum FileSystemTemp {
  /// A new private directory under `$TMPDIR` (or /tmp).
  static func directory() -> String {
    let root = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(root.hasSuffix("/") ? String(root.dropLast()) : root)/barcheck-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer -> String in
      guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return "/tmp/barcheck-\(getpid())" }
      return String(cString: made)
    }
  }

  static func remove(_ path: String) {
    var child: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/rm"), strdup("-rf"), strdup(path), nil]
    defer { for pointer in argv { free(pointer) } }
    if posix_spawn(&child, "/bin/rm", nil, nil, argv, environ) == 0 {
      var status: Int32 = 0
      waitpid(child, &status, 0)
    }
  }
}

/// The body of the C signal handler: `write` is async-signal-safe.
private func writeSignalNumber(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(Terminal.InterruptWatch.writeEnd.load(ordering: .relaxed), &byte, 1)
}
