import BarcheckEngine
import BarcheckModel
import Foundation

/// One long-lived resolver process speaking protocol v1 over its stdin and stdout.
///
/// Every fault becomes an answer: a case without an answer by its deadline is a `timeout` (the
/// process is killed and restarted, the handshake replayed); a process that exits is a `crash`
/// with the tail of its stderr; a line that is not a valid message, is too long, or names an
/// unknown id is an `error`, and the process is restarted. Restarts are bounded.
actor SubprocessConnection {
  struct Settings: Sendable {
    var command: String
    var suite: SuiteIdentity
    var timeout: Duration
    var handshakeTimeout: Duration = .seconds(10)
    var restartBudget: Int = 5
    var maximumLine: Int = ResolverLimits.messageBytes
  }

  private struct Pending {
    var continuation: CheckedContinuation<ResolverResponse, Never>
    var logMark: Int
    /// When the case times out.
    var deadline: ContinuousClock.Instant
    /// The request's line, to send it again alone when a crash with other cases in flight cannot be pinned on it.
    var line: [UInt8] = []
  }

  /// The cases in flight when the process crashed, sent again one at a time to find which one it was handling; nil
  /// when no crash is being sorted out. New cases wait until it is done.
  private var retrying: [(id: String, entry: Pending)]?
  /// The case sent alone while retrying, and what waits for its answer.
  private var alone: (id: String, done: CheckedContinuation<Void, Never>)?
  /// How many cases were in flight at the crash being sorted out, for the messages.
  private var crashedWith = 0
  /// New cases waiting for the retries to end.
  private var held: [CheckedContinuation<Void, Never>] = []

  private let settings: Settings
  private var process: Process?
  /// Opens when the current process has exited (its termination handler ran).
  private var exited = Latch()
  /// Opens when the current process's stderr has been read to its end.
  private var logsEnded = Latch()
  private var input: FileHandle?
  /// The lines waiting to be written to the current process's input.
  private var outbox = Outbox()
  /// The one task that times out the current process's cases (a task and a timer a case cost more than an
  /// instant resolver's answer); nil when none is running.
  private var watchdog: Task<Void, Never>?
  private var generation = 0
  private var pending: [String: Pending] = [:]
  private var helloWaiter: CheckedContinuation<Result<ResolverProtocol.Hello, ResolverProtocol.Violation>, Never>?
  private var nextID = 0
  private var restarts = 0
  /// Why the last process ended, for the answers given once it is not restarted.
  private var lastEnd: String?
  private var started = false
  private(set) var hello: ResolverProtocol.Hello?
  private let logs = LogTail()
  private let writer = DispatchQueue(label: "barcheck.resolver.stdin")

  init(_ settings: Settings) {
    self.settings = settings
    ProcessSignals.ignoreBrokenPipes()
  }

  /// Starts the process and performs the handshake.
  func start() async throws(ResolverProtocol.Violation) -> ResolverProtocol.Hello {
    let result = await launch()
    switch result {
    case .success(let hello): return hello
    case .failure(let violation): throw violation
    }
  }

  /// Sends a case and waits for its answer, restarting a dead process first when the budget allows.
  func run(_ request: ResolveRequest) async -> ResolverResponse {
    // While a crash is being pinned on one of the cases it ended, nothing else is sent: they go alone.
    while retrying != nil { await withCheckedContinuation { held.append($0) } }
    if let failure = await ensureProcess() { return failure }
    nextID += 1
    let id = "c\(nextID)"
    let line = ResolverProtocol.run(id: id, request: request, terminator: UInt8(ascii: "\n"))
    let current = generation
    // An interrupted run does not wait for the resolver: the case in flight ends at once and the process
    // is killed (the runner is stopping; a later case would restart it).
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let deadline = ContinuousClock.now.advanced(by: settings.timeout)
        pending[id] = Pending(continuation: continuation, logMark: logs.total, deadline: deadline, line: line)
        send(line)
        if watchdog == nil { watch(generation: current, from: deadline) }
        if Task.isCancelled { interrupt() }
      }
    } onCancel: {
      Task { await self.interrupt() }
    }
  }

  /// Starts the process when it is not running and the restart budget allows; the answer to give when it cannot.
  private func ensureProcess() async -> ResolverResponse? {
    guard process == nil else { return nil }
    guard restarts < settings.restartBudget else {
      let history = restarts == 0 ? "it is not restarted" : "it was restarted \(restarts) time\(restarts == 1 ? "" : "s"), the most allowed"
      let why = lastEnd.map { " (it was stopped after \($0))" } ?? ""
      return ResolverResponse(.error("the resolver is no longer running\(why) and \(history)"), logs: "")
    }
    restarts += 1
    if case .failure(let violation) = await launch() {
      return ResolverResponse(.crash("the resolver could not be restarted: \(violation.message)"), logs: logs.text(since: 0))
    }
    return nil
  }

  /// After a crash with several cases in flight, which one the process was handling is unknown: each is sent again
  /// alone to a new process, so that a crash then is that case's, and the others get their answers.
  private func retryAlone() async {
    while var queue = retrying, !queue.isEmpty {
      let (id, entry) = queue.removeFirst()
      retrying = queue
      if let failure = await ensureProcess() {
        entry.continuation.resume(returning: failure)
        continue
      }
      await withCheckedContinuation { done in
        alone = (id, done)
        var resent = entry
        resent.deadline = ContinuousClock.now.advanced(by: settings.timeout)
        pending[id] = resent
        send(resent.line)
        if watchdog == nil { watch(generation: generation, from: resent.deadline) }
      }
    }
    retrying = nil
    let waiting = held
    held = []
    for continuation in waiting { continuation.resume() }
  }

  /// The case sent alone has its answer (or its crash, or its timeout): the next one may go.
  private func aloneFinished(_ id: String) {
    guard let current = alone, current.id == id else { return }
    alone = nil
    current.done.resume()
  }

  /// Ends every case in flight as interrupted and kills the process.
  private func interrupt() {
    guard !pending.isEmpty || retrying?.isEmpty == false else { return }
    let waiting = pending
    pending = [:]
    for (id, entry) in waiting {
      entry.continuation.resume(returning: .interruptedRun)
      aloneFinished(id)
    }
    // The cases still to be sent alone end too; the retries stop.
    for (_, entry) in retrying ?? [] { entry.continuation.resume(returning: .interruptedRun) }
    if retrying != nil { retrying = [] }
    terminateProcess(reason: "an interrupted run")
  }

  /// Sends `stop` and makes sure the process has ended, killing it when it has not exited within
  /// `grace`.
  func stop(grace: Duration) async -> ResolverShutdown {
    guard let process else { return .notRunning }
    send(ResolverProtocol.stop)
    let killed = await !exited.wait(upTo: grace) && process.isRunning
    if killed { ProcessSignals.kill(process.processIdentifier) }
    self.process = nil
    watchdog?.cancel()
    watchdog = nil
    return killed ? .killed : .exited
  }

  // MARK: Process

  private func launch() async -> Result<ResolverProtocol.Hello, ResolverProtocol.Violation> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", Self.shellLine(settings.command)]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let exited = Latch()
    process.terminationHandler = { _ in exited.open() }
    do {
      try process.run()
    } catch {
      return .failure(ResolverProtocol.Violation("cannot start '\(settings.command)': \(error)"))
    }
    newGeneration()
    let current = generation
    self.process = process
    self.exited = exited
    self.input = stdin.fileHandleForWriting
    Outbox.makeNonBlocking(stdin.fileHandleForWriting.fileDescriptor)
    logsEnded = logs.drain(fd: stderr.fileHandleForReading.fileDescriptor)
    let (events, continuation) = AsyncStream.makeStream(of: LineReader.Event.self, bufferingPolicy: .unbounded)
    LineReader.start(fd: stdout.fileHandleForReading.fileDescriptor, maximum: settings.maximumLine, into: continuation)
    // Keep the pipes' reading ends alive as long as the readers use their descriptors.
    let keep = (stdout, stderr)
    Task { [weak self] in
      for await event in events { await self?.handle(event, generation: current) }
      _ = keep
    }
    send(ResolverProtocol.hello(suite: settings.suite))
    let handshakeTimeout = settings.handshakeTimeout
    let result = await withCheckedContinuation { continuation in
      helloWaiter = continuation
      Task { [weak self] in
        try? await Task.sleep(for: handshakeTimeout)
        await self?.expireHandshake(generation: current)
      }
    }
    if case .success(let hello) = result { self.hello = hello }
    started = true
    return result
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

  private func send(_ line: String) {
    send(Array((line + "\n").utf8))
  }

  /// Sends a line, its newline included. Lines sent while the writer is busy go out together in one write; with no
  /// write under way, the line is written here, and only what the pipe will not take at once waits on the writer.
  private func send(_ line: [UInt8]) {
    guard let input else { return }
    let outbox = outbox
    guard outbox.post(line), let rest = outbox.writeWithoutWaiting(to: input.fileDescriptor) else { return }
    // The handle is kept open until the writer is done with its descriptor.
    writer.async { outbox.finish(rest, to: input.fileDescriptor) }
  }

  /// Starts a new process generation: the old process's answers, unwritten lines and watchdog are ignored.
  private func newGeneration() {
    generation += 1
    outbox = Outbox()
    watchdog?.cancel()
    watchdog = nil
  }

  /// Times out the cases of a generation: sleeps until the earliest deadline of the cases in flight, and
  /// ends when none is left (the next case starts it again) or the generation ends.
  private func watch(generation: Int, from deadline: ContinuousClock.Instant) {
    watchdog = Task { [weak self] in
      var next = deadline
      while true {
        try? await Task.sleep(until: next, clock: .continuous)
        guard let self, let following = await self.expireDue(generation: generation) else { return }
        next = following
      }
    }
  }

  /// Times out the case in flight whose deadline has passed, if one has, as its own timer did before; returns
  /// the deadline to wake at next, or nil when the watchdog is done.
  private func expireDue(generation: Int) -> ContinuousClock.Instant? {
    guard generation == self.generation else { return nil }
    guard let (id, earliest) = pending.min(by: { $0.value.deadline < $1.value.deadline }) else {
      watchdog = nil
      return nil
    }
    guard earliest.deadline <= .now else { return earliest.deadline }
    expire(id, generation: generation)
    return nil
  }

  private func handle(_ event: LineReader.Event, generation: Int) async {
    guard generation == self.generation else { return }
    switch event {
    case .lines(let lines):
      // A line that ends the process (a protocol error) starts a new generation: the lines after it are ignored.
      for line in lines where generation == self.generation { handle(line) }
    case .tooLong(let length):
      failAll(.error("protocol error: the resolver wrote a line of \(length) bytes, more than the \(settings.maximumLine) allowed"))
      terminateProcess(reason: "an oversized line")
    case .end:
      // The output closes as the process exits: wait (without holding a thread) for its status and the
      // last of its stderr, so that a crash report carries them.
      let status = await exitDescription()
      _ = await logsEnded.wait(upTo: .seconds(1))
      if let waiter = helloWaiter {
        helloWaiter = nil
        waiter.resume(returning: .failure(ResolverProtocol.Violation("the resolver \(status) before its hello\(tail(since: 0))")))
      }
      lastEnd = "it \(status)"
      process = nil
      input = nil
      if let current = alone, let entry = pending.removeValue(forKey: current.id) {
        // Sent alone, it is the case the process was handling.
        entry.continuation.resume(
          returning: ResolverResponse(
            .crash(
              "the resolver \(status) while handling this case, sent alone after a crash with \(crashedWith) cases in flight\(tail(since: entry.logMark))"
            ),
            logs: logs.text(since: entry.logMark)))
        aloneFinished(current.id)
        failAll(.crash("the resolver \(status) while handling the case"))
      } else if pending.count > 1 && retrying == nil {
        // Which of the cases in flight it was handling is unknown: send each again alone.
        crashedWith = pending.count
        retrying = pending.sorted { Int($0.key.dropFirst()) ?? 0 < Int($1.key.dropFirst()) ?? 0 }.map { (id: $0.key, entry: $0.value) }
        pending = [:]
        Task { await self.retryAlone() }
      } else {
        failAll(.crash("the resolver \(status) while handling the case"))
      }
    }
  }

  /// One line of the current process's output: its hello, then answers.
  private func handle(_ bytes: [UInt8]) {
    if let waiter = helloWaiter {
      helloWaiter = nil
      do {
        waiter.resume(returning: .success(try ResolverProtocol.decodeHello(bytes)))
      } catch {
        waiter.resume(returning: .failure(error))
        terminateProcess(reason: "a bad handshake")
      }
      return
    }
    do throws(ResolverProtocol.Violation) {
      let (id, answer) = try ResolverProtocol.decodeAnswer(bytes)
      guard let waiting = pending.removeValue(forKey: id) else {
        throw ResolverProtocol.Violation("an answer for id \"\(id)\", which is not a case in flight")
      }
      waiting.continuation.resume(returning: ResolverResponse(answer, logs: logs.text(since: waiting.logMark)))
      aloneFinished(id)
    } catch {
      failAll(.error("protocol error: \(error.message)"))
      terminateProcess(reason: "a protocol error: \(error.message)")
    }
  }

  private func timeoutMessage() -> String {
    let seconds = settings.timeout.inSeconds
    return "no answer within \(JSONWriter.format(seconds)) s; the resolver was killed and will be restarted"
  }

  private func expire(_ id: String, generation: Int) {
    guard generation == self.generation, let waiting = pending.removeValue(forKey: id) else { return }
    waiting.continuation.resume(returning: ResolverResponse(.timeout(timeoutMessage()), logs: logs.text(since: waiting.logMark)))
    aloneFinished(id)
    failAll(.error("the resolver was restarted while this case was in flight (another case timed out)"))
    terminateProcess(reason: "a timeout")
  }

  private func expireHandshake(generation: Int) {
    guard generation == self.generation, let waiter = helloWaiter else { return }
    helloWaiter = nil
    let seconds = settings.handshakeTimeout.components.seconds
    waiter.resume(returning: .failure(ResolverProtocol.Violation("no hello within \(seconds) s\(tail(since: 0))")))
    terminateProcess(reason: "a slow handshake")
  }

  private func failAll(_ answer: ResolverAnswer) {
    let waiting = pending
    pending = [:]
    for (id, entry) in waiting {
      defer { aloneFinished(id) }
      var answer = answer
      if case .crash(let message) = answer { answer = .crash(message + tail(since: entry.logMark)) }
      entry.continuation.resume(returning: ResolverResponse(answer, logs: logs.text(since: entry.logMark)))
    }
  }

  private func terminateProcess(reason: String) {
    guard let process else { return }
    lastEnd = reason
    if process.isRunning { ProcessSignals.kill(process.processIdentifier) }
    self.process = nil
    self.input = nil
    newGeneration()
  }

  private func exitDescription() async -> String {
    guard let process else { return "exited" }
    guard await exited.wait(upTo: .seconds(1)) || !process.isRunning else { return "closed its output" }
    switch process.terminationReason {
    case .uncaughtSignal: return "was killed by signal \(process.terminationStatus)"
    default:
      switch process.terminationStatus {
      case 127: return "exited with status 127: /bin/sh could not find the command"
      case 126: return "exited with status 126: /bin/sh could not run the command (is it executable?)"
      default: return "exited with status \(process.terminationStatus)"
      }
    }
  }

  private func tail(since mark: Int) -> String {
    let text = logs.text(since: mark, limit: 2_048)
    return text.isEmpty ? "" : "; stderr tail:\n" + text
  }
}
