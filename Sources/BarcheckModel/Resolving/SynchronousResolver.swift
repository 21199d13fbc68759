/// A resolver that answers in-process without waiting on anything: the reference, or a Swift resolver that
/// is plain computation. A run with one case at a time calls it directly, case after case, instead of
/// starting a task for each case (the task and its thread's wake-up cost more than an instant resolver).
public protocol SynchronousResolver: Resolver {
  /// Resolves every step of a case, as `resolve(_:)` does, without suspending.
  func resolveNow(_ request: ResolveRequest) -> ResolverResponse
}

extension SynchronousResolver {
  /// The asynchronous answer is the synchronous one.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse { resolveNow(request) }
}
