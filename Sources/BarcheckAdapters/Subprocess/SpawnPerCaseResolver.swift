public import BarcheckEngine
public import BarcheckModel

/// Starts a fresh process for every case (handshake, one run, stop), the way some harnesses do:
/// the baseline `barcheck bench` measures a persistent `exec:` resolver against.
public struct SpawnPerCaseResolver: Resolver {
  /// The command.
  public var command: String
  /// The suite, for the handshake.
  public var suite: SuiteIdentity
  /// Who the resolver is.
  public var identity: ResolverIdentity
  /// What it supports.
  public var capabilities: ResolverCapabilities

  /// Probes the command once for its identity and capabilities.
  public static func probe(command: String, suite: SuiteIdentity) async throws(ResolverProtocol.Violation) -> SpawnPerCaseResolver {
    let probe = try await SubprocessResolver.launch(command: command, suite: suite)
    await probe.shutdown()
    return SpawnPerCaseResolver(command: command, suite: suite, identity: probe.identity, capabilities: probe.capabilities)
  }

  /// Starts the process, asks, stops it.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    do {
      let resolver = try await SubprocessResolver.launch(command: command, suite: suite, restartBudget: 0)
      let response = await resolver.resolve(request)
      await resolver.shutdown()
      return response
    } catch {
      return ResolverResponse(.crash(error.message))
    }
  }
}
