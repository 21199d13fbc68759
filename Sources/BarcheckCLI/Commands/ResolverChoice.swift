import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckReports

/// `--resolver`, `--timeout` and `--restarts`: which resolver a command tests, and how it is started.
struct ResolverChoice {
  enum Kind {
    case reference
    case exec(String)
    case plugin(String)
  }

  var kind: Kind
  var timeout: Duration
  var restarts: Int
  var spelling: String

  /// Whether the resolver runs in this process, where its crash ends the run: a plugin loaded without `--isolate`.
  var canEndTheProcess: Bool {
    if case .plugin = kind { return true }
    return false
  }

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
    } else if spelling.hasPrefix("plugin:") {
      let path = String(spelling.dropFirst(7)).trimmingSpaces
      guard !path.isEmpty else { throw UsageError("plugin: needs the path of a shared library, as in --resolver plugin:./libmyresolver.so") }
      if arguments.flag("isolate") {
        // The plugin runs in a child process that serves protocol v1, so a crash is an outcome; the
        // child's Swift backtracer is off so that the plugin's own last words stay in the log tail.
        kind = .exec("env SWIFT_BACKTRACE=enable=no \(ShellWord.quoted(Terminal.executablePath())) plugin-host \(ShellWord.quoted(path))")
      } else {
        kind = .plugin(path)
      }
    } else {
      throw UsageError("unknown resolver '\(spelling)'; use reference, exec:'COMMAND' or plugin:PATH")
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
    case .plugin(let path):
      do {
        return try PluginResolver(path: path, suite: suite)
      } catch {
        console.printError("error: the plugin '\(path)' did not load: \(error.message)")
        return UnavailableResolver(name: path, reason: error.message)
      }
    }
  }

  /// Ends a resolver's session, warning when an out-of-process one had to be killed.
  static func stop(_ resolver: any Resolver, console: Console? = nil, interrupted: Bool = false) async {
    let ended = await resolver.shutdown(grace: interrupted ? .milliseconds(100) : .seconds(2))
    if ended == .killed, !interrupted {
      console?.printError("warning: the resolver did not exit within 2 s of {\"type\":\"stop\"} and was killed")
    }
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
