import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// The runner's side of protocol v1 over a `LineChannel`: the handshake, request ids, pipelining, deadlines,
/// restarts and what a peer's faults become. `SubprocessResolver` is this client over a `ProcessChannel`; the
/// protocol's tests run it over an `InMemoryChannel`.
///
/// Every fault becomes an answer: a case without an answer by its deadline is a `timeout` (the
/// peer is killed and restarted, the handshake replayed); a peer that exits is a `crash`
/// with the tail of its stderr; a line that is not a valid message, is too long, or names an
/// unknown id is an `error`, and the peer is restarted. Restarts are bounded.
actor ProtocolClient {
  struct Settings: Sendable {
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
  /// While a peer is starting (`ensurePeer`), the cases waiting for that start to end; nil when none is starting.
  private var launching: [CheckedContinuation<Void, Never>]?

  private let settings: Settings
  /// Opens a channel to a new peer, at the start and at every restart.
  private let open: LineChannelOpener
  /// The channel to the current peer; nil when none is running.
  private var channel: (any LineChannel)?
  /// The one task that times out the current peer's cases (a task and a timer a case cost more than an
  /// instant resolver's answer); nil when none is running.
  private var watchdog: Task<Void, Never>?
  private var generation = 0
  private var pending: [String: Pending] = [:]
  private var helloWaiter: CheckedContinuation<Result<ResolverProtocol.Hello, ResolverProtocol.Violation>, Never>?
  private var nextID = 0
  private var restarts = 0
  /// Why the last peer ended, for the answers given once it is not restarted.
  private var lastEnd: String?
  private var started = false
  private(set) var hello: ResolverProtocol.Hello?
  private let logs = LogTail()

  /// A client that opens its peer's channels with `open`; nothing is started before `start()`.
  init(_ settings: Settings, open: @escaping LineChannelOpener) {
    self.settings = settings
    self.open = open
  }

  /// Starts the peer and performs the handshake.
  func start() async throws(ResolverProtocol.Violation) -> ResolverProtocol.Hello {
    let result = await launch()
    switch result {
    case .success(let hello): return hello
    case .failure(let violation): throw violation
    }
  }

  /// Sends a case and waits for its answer, restarting a dead peer first when the budget allows.
  func run(_ request: ResolveRequest) async -> ResolverResponse {
    // While a crash is being pinned on one of the cases it ended, nothing else is sent: they go alone.
    while retrying != nil { await withCheckedContinuation { held.append($0) } }
    if let failure = await ensurePeer() { return failure }
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

  /// Starts a peer when none is running and the restart budget allows; the answer to give when it cannot.
  ///
  /// One peer starts at a time: a case that finds another starting it waits for that start, then looks again. (The
  /// actor lets other cases in while a start waits for its process and hello: two cases in flight that both found the
  /// peer gone, after a timeout or a crash, each started one, the second start took the first one's hello, and the
  /// first case waited for ever.)
  private func ensurePeer() async -> ResolverResponse? {
    while launching != nil { await withCheckedContinuation { launching?.append($0) } }
    guard channel == nil else { return nil }
    guard restarts < settings.restartBudget else {
      let history = restarts == 0 ? "it is not restarted" : "it was restarted \(restarts) time\(restarts == 1 ? "" : "s"), the most allowed"
      let why = lastEnd.map { " (it was stopped after \($0))" } ?? ""
      return ResolverResponse(.error("the resolver is no longer running\(why) and \(history)"), logs: "")
    }
    restarts += 1
    launching = []
    let launched = await launch()
    let waiting = launching ?? []
    launching = nil
    for continuation in waiting { continuation.resume() }
    if case .failure(let violation) = launched {
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
      if let failure = await ensurePeer() {
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

  /// Ends every case in flight as interrupted and kills the peer.
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
    terminatePeer(reason: "an interrupted run")
  }

  /// Sends `stop` and makes sure the peer has ended, killing it when it has not exited within
  /// `grace`.
  func stop(grace: Duration) async -> ResolverShutdown {
    guard let channel else { return .notRunning }
    send(ResolverProtocol.stop)
    let killed = await !channel.waitForEnd(upTo: grace)
    if killed { channel.terminate() }
    self.channel = nil
    watchdog?.cancel()
    watchdog = nil
    return killed ? .killed : .exited
  }

  // MARK: Peer

  private func launch() async -> Result<ResolverProtocol.Hello, ResolverProtocol.Violation> {
    let channel: any LineChannel
    do {
      channel = try await open(logs)
    } catch {
      return .failure(error)
    }
    newGeneration()
    let current = generation
    self.channel = channel
    Task { [weak self] in
      for await event in channel.events { await self?.handle(event, generation: current) }
      // The channel (a process's pipes) stays alive as long as its readers use it.
      _ = channel
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

  private func send(_ line: String) {
    send(Array((line + "\n").utf8))
  }

  /// Sends a line, its newline included, to the current peer; with none, the line is dropped.
  private func send(_ line: [UInt8]) {
    channel?.send(line)
  }

  /// Starts a new peer generation: the old peer's answers and watchdog are ignored (its unwritten lines went
  /// with its channel).
  private func newGeneration() {
    generation += 1
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
      terminatePeer(reason: "an oversized line")
    case .end:
      // The output closes as the peer exits: wait (without holding a thread) for its status and the
      // last of its stderr, so that a crash report carries them.
      let end = await channel?.end()
      // A process that closed its output and runs on can be told nothing more: killed, so that it is not left behind
      // (each restart would leave one more).
      if case .closedOutput? = end { channel?.terminate() }
      let status = (end ?? LineChannelEnd.exited(status: nil)).description
      if let waiter = helloWaiter {
        helloWaiter = nil
        waiter.resume(returning: .failure(ResolverProtocol.Violation("the resolver \(status) before its hello\(tail(since: 0))")))
      }
      lastEnd = "it \(status)"
      channel = nil
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

  /// One line of the current peer's output: its hello, then answers.
  private func handle(_ bytes: [UInt8]) {
    if let waiter = helloWaiter {
      helloWaiter = nil
      do {
        waiter.resume(returning: .success(try ResolverProtocol.decodeHello(bytes)))
      } catch {
        waiter.resume(returning: .failure(error))
        terminatePeer(reason: "a bad handshake")
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
      terminatePeer(reason: "a protocol error: \(error.message)")
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
    terminatePeer(reason: "a timeout")
  }

  private func expireHandshake(generation: Int) {
    guard generation == self.generation, let waiter = helloWaiter else { return }
    helloWaiter = nil
    let seconds = settings.handshakeTimeout.components.seconds
    waiter.resume(returning: .failure(ResolverProtocol.Violation("no hello within \(seconds) s\(tail(since: 0))")))
    terminatePeer(reason: "a slow handshake")
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

  private func terminatePeer(reason: String) {
    guard let channel else { return }
    lastEnd = reason
    channel.terminate()
    self.channel = nil
    newGeneration()
  }

  private func tail(since mark: Int) -> String {
    let text = logs.text(since: mark, limit: 2_048)
    return text.isEmpty ? "" : "; stderr tail:\n" + text
  }
}
