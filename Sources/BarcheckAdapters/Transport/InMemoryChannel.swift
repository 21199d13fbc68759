import BarcheckEngine
import BarcheckModel
import Synchronization

/// A `LineChannel` to a peer scripted in Swift, in memory: the protocol's tests (ids, pipelining, deadlines,
/// restarts, garbage, early exits) run `ProtocolClient` over it without starting a process.
///
/// Each line the client sends is handed to the script, on the sender's task, with a `Peer` to answer through;
/// the script may answer at once, later (keeping the `Peer`), or never. Lines longer than `maximumLine` arrive as
/// `LineEvent.tooLong`, as from a pipe.
final class InMemoryChannel: LineChannel {
  /// What a script does to the client: write lines and logs, and end.
  struct Peer: Sendable {
    fileprivate let channel: InMemoryChannel

    /// Writes one line (without its newline) to the client.
    func write(_ line: [UInt8]) { channel.deliver(line) }

    /// Writes one line of text (without its newline) to the client.
    func write(_ line: String) { write(Array(line.utf8)) }

    /// Writes to the peer's side channel, as a process writes to its stderr.
    func log(_ text: String) { channel.logs.append(Array(text.utf8)[...]) }

    /// Ends the peer: its output closes and `LineChannel.end()` gives `why`.
    func end(_ why: LineChannelEnd) { channel.finish(why) }
  }

  private struct State {
    var end: LineChannelEnd?
  }

  let events: AsyncStream<LineEvent>
  private let continuation: AsyncStream<LineEvent>.Continuation
  private let state = Mutex(State())
  private let ended = Latch()
  private let logs: LogTail
  private let maximumLine: Int
  private let script: @Sendable (Peer, [UInt8]) -> Void

  /// A channel to a peer that `script` plays.
  ///
  /// - Parameters:
  ///   - logs: Where the peer's logs go (`Peer.log`).
  ///   - maximumLine: The longest line the client reads.
  ///   - script: Called with each line the client sends, without its newline.
  init(logs: LogTail, maximumLine: Int = ResolverLimits.messageBytes, script: @escaping @Sendable (Peer, [UInt8]) -> Void) {
    (events, continuation) = AsyncStream.makeStream(of: LineEvent.self, bufferingPolicy: .unbounded)
    self.logs = logs
    self.maximumLine = maximumLine
    self.script = script
  }

  /// Whether the peer has ended.
  var hasEnded: Bool { state.withLock { $0.end != nil } }

  func send(_ line: [UInt8]) {
    guard !hasEnded else { return }
    script(Peer(channel: self), line.last == UInt8(ascii: "\n") ? Array(line.dropLast()) : line)
  }

  func end() async -> LineChannelEnd {
    state.withLock { $0.end } ?? .closedOutput
  }

  func waitForEnd(upTo grace: Duration) async -> Bool {
    await ended.wait(upTo: grace)
  }

  /// Ends the peer as a kill does (SIGKILL).
  func terminate() {
    finish(.killed(signal: 9))
  }

  private func deliver(_ line: [UInt8]) {
    guard !hasEnded else { return }
    continuation.yield(line.count > maximumLine ? .tooLong(line.count) : .lines([line]))
  }

  private func finish(_ why: LineChannelEnd) {
    let first = state.withLock { state -> Bool in
      guard state.end == nil else { return false }
      state.end = why
      return true
    }
    guard first else { return }
    continuation.yield(.end)
    continuation.finish()
    ended.open()
  }
}
