#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
      let kilobytes = FileSystem.read("/proc/self/status").flatMap({ highWaterMark(inStatus: String(decoding: $0, as: UTF8.self)) })
    else { return }
    try? FileSystem.write("\(kilobytes)\n", to: path)
  }

  /// The `VmHWM` of a /proc/PID/status text, in kilobytes. The kernel writes a tab after the name and pads the number
  /// with spaces to eight digits, so a number of eight digits or more follows the tab alone.
  static func highWaterMark(inStatus status: String) -> Int? {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
    return line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
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
