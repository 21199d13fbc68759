public import BarcheckEngine
public import BarcheckModel

/// A resolver in any language: one long-lived process spoken to with protocol v1
/// (`--resolver exec:'python3 my_resolver.py'`).
public struct SubprocessResolver: Resolver {
  private let connection: ProtocolClient
  /// Who the process said it is.
  public let identity: ResolverIdentity
  /// What the process said it supports.
  public let capabilities: ResolverCapabilities

  /// Starts the process and performs the handshake.
  ///
  /// - Parameters:
  ///   - command: A shell command line.
  ///   - suite: The suite the cases come from, sent in the runner's hello.
  ///   - timeout: The per-case deadline.
  ///   - restartBudget: How many times a crashed, hung or misbehaving process is started again.
  /// - Throws: `ResolverProtocol.Violation` when the process cannot start or its handshake is wrong.
  ///   - handshakeTimeout: How long the process has to answer the runner's hello.
  public static func launch(
    command: String, suite: SuiteIdentity, timeout: Duration = .seconds(10), restartBudget: Int = 5, handshakeTimeout: Duration = .seconds(10)
  ) async throws(ResolverProtocol.Violation) -> SubprocessResolver {
    let maximumLine = ResolverLimits.messageBytes
    let settings = ProtocolClient.Settings(
      suite: suite, timeout: timeout, handshakeTimeout: handshakeTimeout, restartBudget: restartBudget, maximumLine: maximumLine)
    return try await connect(settings) { logs throws(ResolverProtocol.Violation) in
      try ProcessChannel.open(command: command, maximumLine: maximumLine, logs: logs)
    }
  }

  /// Performs the handshake over channels that `open` opens, at the start and at every restart: a process's
  /// pipes for `launch`, a scripted peer in the protocol's tests.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the peer cannot start or its handshake is wrong.
  static func connect(_ settings: ProtocolClient.Settings, open: @escaping LineChannelOpener) async throws(ResolverProtocol.Violation)
    -> SubprocessResolver
  {
    let connection = ProtocolClient(settings, open: open)
    let hello = try await connection.start()
    return SubprocessResolver(connection: connection, identity: hello.identity, capabilities: hello.capabilities)
  }

  /// Sends the case and waits for the answer; faults come back as answers.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    await connection.run(request)
  }

  /// Sends `stop` and makes sure the process has ended, killing it when it has not exited within
  /// `grace` (two seconds after a run; less after an interrupt, when nothing should wait).
  @discardableResult
  public func shutdown(grace: Duration = .seconds(2)) async -> ResolverShutdown {
    await connection.stop(grace: grace)
  }
}
