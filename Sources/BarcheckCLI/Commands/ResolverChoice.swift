import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference

/// `--resolver`, `--timeout` and `--restarts`: which resolver a command tests, and how it is started.
struct ResolverChoice {
  enum Kind {
    case reference
    case exec(String)
  }

  var kind: Kind
  var timeout: Duration
  var restarts: Int
  var spelling: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    try self.init(spelling: arguments.value("resolver") ?? "reference", arguments: arguments)
  }

  init(spelling: String, arguments: ParsedArguments) throws(UsageError) {
    self.spelling = spelling
    if spelling == "reference" {
      kind = .reference
    } else if spelling.hasPrefix("exec:") {
      let command = String(spelling.dropFirst(5)).trimmingSpaces
      guard !command.isEmpty else { throw UsageError("exec: needs a command, as in --resolver exec:'python3 my_resolver.py'") }
      kind = .exec(command)
    } else {
      throw UsageError("unknown resolver '\(spelling)'; use reference or exec:'COMMAND'")
    }
    if let text = arguments.value("timeout") {
      guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
        throw UsageError("invalid value '\(text)' for --timeout: expected seconds, more than 0 and at most 3600")
      }
      timeout = .milliseconds(Int64(seconds * 1000))
    } else {
      timeout = .seconds(10)
    }
    restarts = try arguments.integer("restarts", minimum: 0) ?? 5
  }

  /// Starts the resolver; one that cannot start answers every case with a crash, so the run still reports.
  func start(suite: SuiteIdentity, console: Console) async -> any Resolver {
    switch kind {
    case .reference:
      return ReferenceResolver()
    case .exec(let command):
      do {
        return try await SubprocessResolver.launch(command: command, suite: suite, timeout: timeout, restartBudget: restarts)
      } catch {
        console.printError("error: the resolver '\(command)' did not start: \(error.message)")
        return UnavailableResolver(name: command, reason: error.message)
      }
    }
  }

  /// Stops an out-of-process resolver.
  static func stop(_ resolver: any Resolver) async {
    if let subprocess = resolver as? SubprocessResolver { await subprocess.stop() }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
