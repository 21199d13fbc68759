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

  static func write(_ text: String, to stream: Stream) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(stream.descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  private static func systemWrite(_ fd: Int32, _ pointer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    #if canImport(Darwin)
      return Darwin.write(fd, pointer, count)
    #elseif canImport(Musl)
      return Musl.write(fd, pointer, count)
    #else
      return Glibc.write(fd, pointer, count)
    #endif
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

  /// Renames a file, replacing the destination atomically.
  static func rename(_ source: String, to destination: String) -> Bool {
    #if canImport(Darwin)
      Darwin.rename(source, destination) == 0
    #elseif canImport(Musl)
      Musl.rename(source, destination) == 0
    #else
      Glibc.rename(source, destination) == 0
    #endif
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
  static func onInterrupt(_ handler: @escaping @Sendable (Int32) -> Void) -> InterruptWatch {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return InterruptWatch(source: nil) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    InterruptWatch.writeEnd.store(ends[1], ordering: .relaxed)
    let readEnd = ends[0]
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
    source.setEventHandler {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) == 1 { handler(Int32(byte)) }
    }
    source.resume()
    for number in [SIGINT, SIGTERM] { signal(number, InterruptWatch.signalHandler) }
    return InterruptWatch(source: source)
  }

  /// The pipe between the signal handler and the reader of `onInterrupt`; `cancel()` stops the reader
  /// (signals after that are still caught, and go unread, so the reports being written are not cut short).
  struct InterruptWatch {
    /// Where the signal handler writes; a global, since a C handler captures nothing.
    static let writeEnd = Atomic<Int32>(-1)

    /// Writes the signal's number to the pipe.
    static let signalHandler: @convention(c) (Int32) -> Void = { number in writeSignalNumber(number) }

    let source: (any DispatchSourceRead)?

    /// Stops calling the handler.
    func cancel() { source?.cancel() }
  }

  /// Appends to a file, flushing every write, so that a run killed outright leaves what it had.
  final class Appender {
    private var file: UnsafeMutablePointer<FILE>?
    private let flushEachWrite: Bool

    init?(path: String, flushEachWrite: Bool = true) {
      guard let file = fopen(path, "w") else { return nil }
      self.file = file
      self.flushEachWrite = flushEachWrite
    }

    /// Writes (and flushes, unless told not to). Callers serialise their calls.
    func write(_ text: String) {
      guard let file else { return }
      fputs(text, file)
      if flushEachWrite { fflush(file) }
    }

    /// Writes bytes (and flushes, unless told not to). Callers serialise their calls.
    func write(bytes: [UInt8]) {
      bytes.withUnsafeBufferPointer { write(bytes: $0) }
    }

    /// Writes bytes read in place (and flushes, unless told not to). Callers serialise their calls.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
      guard let file else { return }
      _ = fwrite(bytes.baseAddress, 1, bytes.count, file)
      if flushEachWrite { fflush(file) }
    }

    /// Flushes and closes the file.
    func close() {
      if let file { fclose(file) }
      file = nil
    }

    deinit { close() }
  }
}

/// A child process measured for wall time and peak resident memory (its own report; see `measure`).
enum ChildProcess {
  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs a program and returns its wall time and peak resident memory.
  ///
  /// The peak is the one a barcheck child reports of itself (`peakMemoryVariable`): its `VmHWM`, the high-water mark
  /// of its own memory. wait4's `ru_maxrss` is no measure of a child of a large process on Linux: exec keeps the
  /// larger of the child's peak and that of the memory it replaced, which for a spawned child is the parent's (the
  /// bench's own 90 MB or so became a 10,000-case run's peak). `ru_maxrss` is the fallback when no report comes.
  static func measure(_ arguments: [String]) throws -> EndToEnd.Measurement {
    let directory = FileSystemTemp.directory()
    defer { FileSystemTemp.remove(directory) }
    let report = directory + "/peak"
    let start = Terminal.now()
    let (status, usage) = wait(for: try spawn(arguments, environment: [peakMemoryVariable + "=" + report]))
    let seconds = Terminal.now() - start
    try check(status, arguments)
    let reported = FileSystem.read(report).flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.flatMap { Int($0) } }
    return EndToEnd.Measurement(seconds: seconds, megabytes: (reported ?? Int(usage.ru_maxrss)) / 1024)
  }

  /// Where a barcheck child writes its peak resident memory in kilobytes, when this variable names a file.
  static let peakMemoryVariable = "BARCHECK_PEAK_MEMORY_FILE"

  /// Where this process reports its peak memory: the file `peakMemoryVariable` named when it started (read once and
  /// taken out of the environment, so that the processes it starts in turn, a plugin host, do not write there too).
  private static let peakMemoryReport: String? = {
    let path = Terminal.environment(peakMemoryVariable)
    unsetenv(peakMemoryVariable)
    return path.flatMap { $0.isEmpty ? nil : $0 }
  }()

  /// Reads `peakMemoryVariable` and takes it out of the environment; call first thing, before any child is started.
  static func takePeakMemoryRequest() { _ = peakMemoryReport }

  /// For a child `measure` runs: writes this process's peak resident memory (`VmHWM` in /proc/self/status, in
  /// kilobytes) to the file `peakMemoryVariable` named; does nothing when it named none or there is no /proc.
  static func reportPeakMemoryIfAsked() {
    guard let path = peakMemoryReport,
      let status = FileSystem.read("/proc/self/status").map({ String(decoding: $0, as: UTF8.self) }),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return }
    try? FileSystem.writeAtomically("\(kilobytes)\n", to: path)
  }

  /// Runs the programs at once and returns the seconds until the last one ended.
  static func measureTogether(_ argumentLists: [[String]]) throws -> Double {
    let start = Terminal.now()
    var pids: [pid_t] = []
    defer { for pid in pids { _ = wait(for: pid) } }
    for arguments in argumentLists { pids.append(try spawn(arguments)) }
    let statuses = pids.map { wait(for: $0).status }
    pids = []
    let seconds = Terminal.now() - start
    for (status, arguments) in zip(statuses, argumentLists) { try check(status, arguments) }
    return seconds
  }

  /// Starts a program (a path, not looked up on `PATH`) with its output discarded, and `environment` (`NAME=value`
  /// entries) added to this process's.
  private static func spawn(_ arguments: [String], environment: [String] = []) throws -> pid_t {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp = environmentEntries(adding: environment)
    defer { for pointer in argv + envp { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { throw Failed(description: "cannot start \(arguments[0])") }
    return pid
  }

  /// This process's environment with `added` (`NAME=value` entries) after it, copied for a child and ended by nil: the
  /// caller frees every entry.
  static func environmentEntries(adding added: [String]) -> [UnsafeMutablePointer<CChar>?] {
    // An inherited entry of a name `added` sets is left out: the first entry of a name is the one a child reads.
    let names = Set(added.map { $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0] })
    var entries: [UnsafeMutablePointer<CChar>?] = []
    var variable = environ
    while let entry = variable.pointee {
      let text = String(cString: entry)
      if !names.contains(text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]) { entries.append(strdup(entry)) }
      variable += 1
    }
    return entries + added.map { strdup($0) } + [nil]
  }

  /// Waits for a child to end and returns its wait status and what it used.
  private static func wait(for pid: pid_t) -> (status: Int32, usage: rusage) {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    return (status, usage)
  }

  /// Throws unless a measured child ended with status 0 or 1 (a run with unexpected outcomes still ran every case).
  private static func check(_ status: Int32, _ arguments: [String]) throws {
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    guard exited && code <= 1 else {
      throw Failed(
        description:
          "\(arguments.dropFirst().prefix(2).joined(separator: " ")) \(exited ? "exited with status \(code)" : "ended by signal \(status & 0x7f)")")
    }
  }
}

extension ChildProcess {
  /// Runs a program found on `PATH` and returns its exit status and what it wrote to stdout and stderr
  /// (the first 64 KiB), for the C compiler and the baseline programs of `barcheck bench`.
  static func capture(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return (-1, "cannot create a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp = environmentEntries(adding: environment.map { "\($0.key)=\($0.value)" })
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let started = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
    close(fds[1])
    defer { close(fds[0]) }
    guard started == 0 else { return (-1, "cannot start \(arguments[0])") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fds[0], &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      if output.count < 65_536 { output += buffer[0..<count] }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exited, String(decoding: output, as: UTF8.self))
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
