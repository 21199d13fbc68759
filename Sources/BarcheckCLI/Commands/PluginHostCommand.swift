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
    // The handshake comes from the runner on stdin and goes to the plugin once, as it is.
    let library: PluginLibrary
    do {
      library = try PluginLibrary(path: path)
    } catch {
      console.printError("error: \(error.message)")
      return .usageOrInputError
    }
    library.serve(readLine: Terminal.readInputLine, writeLine: { console.print($0) })
    return .success
  }
}
