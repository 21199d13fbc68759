/// How a resolver's session ended (`Resolver.shutdown(grace:)`).
public enum ResolverShutdown: Sendable, Hashable {
  /// The resolver runs in this process: there was nothing to end.
  case inProcess
  /// The process exited on its own within the grace period after `stop`.
  case exited
  /// The process did not exit within the grace period and was killed.
  case killed
  /// No process was running (it had already ended, or was never started again after a fault).
  case notRunning
}
