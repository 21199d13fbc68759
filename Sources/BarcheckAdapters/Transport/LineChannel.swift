/// The transport under protocol v1: lines to a peer and the peer's lines back, and how the peer ended.
///
/// A channel knows nothing of what the lines mean: `ProtocolClient` speaks the protocol (handshake, ids,
/// pipelining, deadlines, restarts) over any channel. A channel is one peer's life: after its end, or after
/// `terminate()`, the client opens a new one (`LineChannelOpener`). `ProcessChannel` is a resolver process's
/// stdin and stdout; `InMemoryChannel` is a scripted peer, so that the protocol's faults are tested without
/// processes.
protocol LineChannel: Sendable {
  /// The peer's lines, lines over the limit, then the end of its output, in the order it wrote them.
  var events: AsyncStream<LineEvent> { get }

  /// Sends one line, its newline included, without waiting for the peer to read it; a line sent after the
  /// peer has gone is dropped.
  func send(_ line: [UInt8])

  /// Why the peer ended, once `events` has ended: waits briefly for its exit status and its last logs.
  func end() async -> LineChannelEnd

  /// Waits at most `grace` for the peer to end on its own.
  ///
  /// - Returns: Whether it has ended.
  func waitForEnd(upTo grace: Duration) async -> Bool

  /// Ends the peer at once (a process is killed); nothing it writes afterwards is read.
  func terminate()
}

/// Opens a new channel to a new peer, whose side channel (a process's stderr) goes into `logs`: how a
/// `ProtocolClient` starts its peer, and starts it again after a fault.
///
/// - Throws: `ResolverProtocol.Violation` when the peer cannot be started.
typealias LineChannelOpener = @Sendable (_ logs: LogTail) async throws(ResolverProtocol.Violation) -> any LineChannel
