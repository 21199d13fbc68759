/// Why a channel's peer ended, as the diagnostics say it ("the resolver exited with status 3 before its hello").
enum LineChannelEnd: Sendable, Hashable, CustomStringConvertible {
  /// It exited with a status; nil when the channel was already let go and the status is not known.
  case exited(status: Int32?)
  /// It was killed by a signal.
  case killed(signal: Int32)
  /// It closed its output and is still running a second later.
  case closedOutput

  /// The words after "the resolver": `exited with status 3`, `was killed by signal 9`, `closed its output`.
  var description: String {
    switch self {
    case .exited(nil): "exited"
    case .exited(127): "exited with status 127: /bin/sh could not find the command"
    case .exited(126): "exited with status 126: /bin/sh could not run the command (is it executable?)"
    case .exited(let status?): "exited with status \(status)"
    case .killed(let signal): "was killed by signal \(signal)"
    case .closedOutput: "closed its output"
    }
  }
}
