package import BarcheckModel

/// A resolver that answers every case at once with the same observations, without reading the case:
/// what a run costs around a resolver that costs nothing. `barcheck bench` runs it on copies of one case
/// whose observations those are, so every case passes and none is sent again for a trace.
package struct CannedResolver: SynchronousResolver {
  /// The observations every answer carries.
  package var observations: [Observation]

  /// Creates a resolver answering `observations` to every case.
  package init(observations: [Observation]) {
    self.observations = observations
  }

  package var identity: ResolverIdentity { ResolverIdentity(name: "canned", version: "1.0.0", language: "Swift") }

  package var capabilities: ResolverCapabilities { ResolverCapabilities(maxInFlight: 64) }

  package func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    ResolverResponse(.observations(observations))
  }
}
