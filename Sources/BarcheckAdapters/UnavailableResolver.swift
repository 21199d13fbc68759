import BarcheckEngine
public import BarcheckModel

/// Stands in for a resolver that could not start: every case is recorded as a crash with the
/// reason, so that the run still completes and writes its reports.
public struct UnavailableResolver: Resolver {
  /// Why the resolver is unavailable.
  public var reason: String
  /// The resolver as the user named it.
  public var identity: ResolverIdentity
  /// Everything, so that every case is reported rather than left out as n/a.
  public var capabilities: ResolverCapabilities { ResolverCapabilities(legibility: true, maxInFlight: 64) }

  /// Creates a stand-in.
  public init(name: String, reason: String) {
    self.reason = reason
    self.identity = ResolverIdentity(name: name, version: "unknown", language: "unknown")
  }

  /// A crash, with the reason.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    ResolverResponse(.crash("the resolver did not start: \(reason)"))
  }
}
