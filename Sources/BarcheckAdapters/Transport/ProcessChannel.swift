import BarcheckEngine
import BarcheckModel
import Foundation

/// A resolver process's stdin and stdout as a `LineChannel`: `/bin/sh -c 'exec COMMAND'` with three pipes,
/// its output read on a thread of its own (`LineReader`), its stderr kept in a `LogTail`, and its input written
/// without waiting (`Outbox`).
final class ProcessChannel: LineChannel {
  let events: AsyncStream<LineEvent>
  private let process: Process
  /// Opens when the process has exited (its termination handler ran).
  private let exited: Latch
  /// Opens when the process's stderr has been read to its end.
  private let logsEnded: Latch
  /// The writing end of the process's stdin, kept open as long as a writer may use its descriptor.
  private let input: FileHandle
  /// The reading ends of stdout and stderr, kept open as long as their readers use their descriptors.
  private let outputs: (Pipe, Pipe)
  /// The lines waiting to be written to the process's input.
  private let outbox = Outbox()
  private let writer = DispatchQueue(label: "barcheck.resolver.stdin")

  private init(process: Process, exited: Latch, logsEnded: Latch, input: FileHandle, outputs: (Pipe, Pipe), events: AsyncStream<LineEvent>) {
    self.process = process
    self.exited = exited
    self.logsEnded = logsEnded
    self.input = input
    self.outputs = outputs
    self.events = events
  }

  /// Starts `command` through `/bin/sh` and starts reading its output and its stderr.
  ///
  /// - Parameters:
  ///   - command: A shell command line, run as `exec COMMAND` (`shellLine`).
  ///   - maximumLine: The longest line read; a longer one is reported and skipped.
  ///   - logs: Where its stderr goes.
  /// - Throws: `ResolverProtocol.Violation` when the process cannot be started.
  static func open(command: String, maximumLine: Int, logs: LogTail) throws(ResolverProtocol.Violation) -> ProcessChannel {
    // Writing to a resolver that has exited is an error, not a signal that kills the runner.
    Platform.catchBrokenPipes()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", shellLine(command)]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let exited = Latch()
    process.terminationHandler = { _ in exited.open() }
    do {
      try ProcessSignals.withNoSignalsBlocked { try process.run() }
    } catch {
      throw ResolverProtocol.Violation("cannot start '\(command)': \(error)")
    }
    Outbox.makeNonBlocking(stdin.fileHandleForWriting.fileDescriptor)
    let logsEnded = logs.drain(fd: stderr.fileHandleForReading.fileDescriptor)
    let (events, continuation) = AsyncStream.makeStream(of: LineEvent.self, bufferingPolicy: .unbounded)
    LineReader.start(fd: stdout.fileHandleForReading.fileDescriptor, maximum: maximumLine, into: continuation)
    return ProcessChannel(
      process: process, exited: exited, logsEnded: logsEnded, input: stdin.fileHandleForWriting, outputs: (stdout, stderr), events: events)
  }

  /// The line `/bin/sh -c` runs: the command with `exec` before it, so that the resolver is the process
  /// barcheck signals; a command that starts with variable assignments (`VAR=1 node r.js`) runs through
  /// `env`, since `exec VAR=1 …` would look for a program called `VAR=1`.
  static func shellLine(_ command: String) -> String {
    let first = command.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).first ?? ""
    let isAssignment =
      first.contains("=") && !first.hasPrefix("=")
      && first.prefix { $0 != "=" }.allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }
    return (isAssignment ? "exec env " : "exec ") + command
  }

  /// Sends a line, its newline included. Lines sent while the writer is busy go out together in one write; with no
  /// write under way, the line is written here, and only what the pipe will not take at once waits on the writer.
  func send(_ line: [UInt8]) {
    let outbox = outbox
    let input = input
    guard outbox.post(line), let rest = outbox.writeWithoutWaiting(to: input.fileDescriptor) else { return }
    // The handle is kept open until the writer is done with its descriptor.
    writer.async { outbox.finish(rest, to: input.fileDescriptor) }
  }

  /// Waits (without holding a thread) for the exit status and the last of stderr, so that a crash report
  /// carries them.
  func end() async -> LineChannelEnd {
    let end: LineChannelEnd
    if await exited.wait(upTo: .seconds(1)) || !process.isRunning {
      switch process.terminationReason {
      case .uncaughtSignal: end = .killed(signal: process.terminationStatus)
      default: end = .exited(status: process.terminationStatus)
      }
    } else {
      end = .closedOutput
    }
    _ = await logsEnded.wait(upTo: .seconds(1))
    return end
  }

  func waitForEnd(upTo grace: Duration) async -> Bool {
    await exited.wait(upTo: grace) || !process.isRunning
  }

  /// Kills the process outright (SIGKILL): a hung resolver gets no say.
  func terminate() {
    if process.isRunning { ProcessSignals.kill(process.processIdentifier) }
  }
}
