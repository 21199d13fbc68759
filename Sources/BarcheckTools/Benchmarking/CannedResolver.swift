public import BarcheckModel

/// A resolver that answers every case at once with the same observations, without reading the case:
/// what a run costs around a resolver that costs nothing. `barcheck bench` runs it on copies of one case
/// whose observations those are, so every case passes and none is sent again for a trace.
public struct CannedResolver: SynchronousResolver {
  /// The observations every answer carries.
  public var observations: [Observation]

  /// Creates a resolver answering `observations` to every case.
  public init(observations: [Observation]) {
    self.observations = observations
  }

  public var identity: ResolverIdentity { ResolverIdentity(name: "canned", version: "1.0.0", language: "Swift") }

  public var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 64) }

  public func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    ResolverResponse(.observations(observations))
  }
}
