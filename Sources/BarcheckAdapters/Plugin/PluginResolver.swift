import BarcheckEngine
import BarcheckModel

/// A resolver in a shared library exporting the C ABI of `barcheck_plugin.h`, loaded into the runner
/// (`--resolver plugin:PATH`): a protocol v1 client over a `PluginLibrary`. A plugin that crashes takes the
/// runner with it: use `--isolate` to load it in a child process instead.
public final class PluginResolver: Resolver, Sendable {
  private let library: PluginLibrary
  /// Who the plugin said it is.
  public let identity: ResolverIdentity
  /// What the plugin said it supports.
  public let capabilities: ResolverCapabilities

  /// Loads a plugin and performs the handshake.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the library cannot be loaded, lacks a symbol, or answers the hello wrongly.
  public convenience init(path: String, suite: SuiteIdentity) throws(ResolverProtocol.Violation) {
    try self.init(library: PluginLibrary(path: path), suite: suite)
  }

  /// Performs the handshake with a loaded library.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the plugin answers the hello wrongly.
  public init(library: PluginLibrary, suite: SuiteIdentity) throws(ResolverProtocol.Violation) {
    self.library = library
    guard let answer = library.hello(ResolverProtocol.hello(suite: suite)) else {
      throw ResolverProtocol.Violation("barcheck_hello returned NULL")
    }
    let decoded = try ResolverProtocol.decodeHello(Array(answer.utf8))
    identity = decoded.identity
    capabilities = ResolverCapabilities(
      profiles: decoded.capabilities.profiles, events: decoded.capabilities.events, legibility: decoded.capabilities.legibility, maxInFlight: 1)
  }

  /// Calls `barcheck_run` with the case and decodes its answer.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    let message = ResolverProtocol.run(id: "c1", testCase: request.testCase, wantsTrace: request.wantsTrace)
    guard let answer = library.run(message) else { return ResolverResponse(.error("barcheck_run returned NULL")) }
    guard answer.utf8.count <= ResolverLimits.messageBytes else {
      return ResolverResponse(
        .error("protocol error: the plugin answered \(answer.utf8.count) bytes, more than the \(ResolverLimits.messageBytes) allowed"))
    }
    do {
      let (id, decoded) = try ResolverProtocol.decodeAnswer(Array(answer.utf8))
      guard id == "c1" else { return ResolverResponse(.error("protocol error: the plugin answered for id \"\(id)\", not \"c1\"")) }
      return ResolverResponse(decoded)
    } catch {
      return ResolverResponse(.error("protocol error: \(error.message)"))
    }
  }
}
