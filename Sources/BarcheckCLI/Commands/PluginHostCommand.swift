import BarcheckAdapters
import BarcheckEngine
import BarcheckModel

/// `barcheck plugin-host PATH`: serves a C plugin over protocol v1 on stdin/stdout. This is the
/// child process of `--resolver plugin:PATH --isolate`; a crash here is a crash outcome there.
enum PluginHostCommand: Command {
  static let spec = CommandSpec(
    name: "plugin-host", abstract: "Serve a C plugin over protocol v1 on stdin/stdout (the child side of --isolate).",
    usage: "<plugin.so>", arguments: [("<plugin.so>", "A shared library exporting barcheck_hello, barcheck_run, barcheck_free.")], options: [])

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else { throw UsageError("plugin-host takes the plugin's path") }
    // The handshake comes from the runner on stdin; the plugin's own hello is answered in serve().
    let placeholder = SuiteIdentity(name: "plugin-host", version: "0", hash: "sha256:" + String(repeating: "0", count: 64), caseCount: 0)
    let plugin: PluginResolver
    do {
      plugin = try PluginResolver(path: path, suite: placeholder)
    } catch {
      console.printError("error: \(error.message)")
      return .usageOrInputError
    }
    plugin.serve(readLine: Terminal.readInputLine, writeLine: { console.print($0) }, suite: placeholder)
    return .success
  }
}
