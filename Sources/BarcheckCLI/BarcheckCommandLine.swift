import BarcheckModel

/// The `barcheck` command line: picks the subcommand, parses its arguments, runs it and
/// returns the exit status. The executable only calls `main` and exits.
package enum BarcheckCommandLine {
  /// The subcommands, in the order `--help` lists them.
  enum Subcommand: CaseIterable {
    case run
    case list
    case explain
    case lint
    case `import`
    case report
    case merge
    case diff
    case compat
    case generate
    case fuzz
    case mutants
    case doctor
    case bench
    case pluginHost

    var spec: CommandSpec {
      switch self {
      case .run: RunCommand.spec
      case .list: ListCommand.spec
      case .explain: ExplainCommand.spec
      case .lint: LintCommand.spec
      case .import: ImportCommand.spec
      case .report: ReportCommand.spec
      case .merge: MergeCommand.spec
      case .diff: DiffCommand.spec
      case .compat: CompatCommand.spec
      case .generate: GenerateCommand.spec
      case .fuzz: FuzzCommand.spec
      case .mutants: MutantsCommand.spec
      case .doctor: DoctorCommand.spec
      case .bench: BenchCommand.spec
      case .pluginHost: PluginHostCommand.spec
      }
    }

    func run(_ arguments: ParsedArguments, console: Console, commandLine: [String]) async throws -> ExitCode {
      switch self {
      case .run: try await RunCommand.run(arguments, console: console, commandLine: commandLine)
      case .list: try await ListCommand.run(arguments, console: console)
      case .explain: try await ExplainCommand.run(arguments, console: console)
      case .lint: try await LintCommand.run(arguments, console: console)
      case .import: try await ImportCommand.run(arguments, console: console)
      case .report: try await ReportCommand.run(arguments, console: console)
      case .merge: try await MergeCommand.run(arguments, console: console)
      case .diff: try await DiffCommand.run(arguments, console: console)
      case .compat: try await CompatCommand.run(arguments, console: console)
      case .generate: try await GenerateCommand.run(arguments, console: console)
      case .fuzz: try await FuzzCommand.run(arguments, console: console)
      case .mutants: try await MutantsCommand.run(arguments, console: console)
      case .doctor: try await DoctorCommand.run(arguments, console: console)
      case .bench: try await BenchCommand.run(arguments, console: console)
      case .pluginHost: try await PluginHostCommand.run(arguments, console: console)
      }
    }
  }

  static let commands = Subcommand.allCases

  /// Runs the command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - console: Where to write.
  /// - Returns: The exit status.
  package static func main(arguments: [String], console: Console = .standard) async -> ExitCode {
    ChildProcess.takePeakMemoryRequest()
    let status = await dispatch(arguments, console: console)
    ChildProcess.reportPeakMemoryIfAsked()
    if let failure = console.outputFailure() {
      console.printError("error: cannot write to standard output: \(failure); what it shows is incomplete")
      return status == .success ? .usageOrInputError : status
    }
    return status
  }

  /// Runs the command the arguments name.
  private static func dispatch(_ arguments: [String], console: Console) async -> ExitCode {
    let commandLineForRecord = arguments
    var arguments = arguments
    let first = arguments.first
    if first == "--help" || first == "-h" || first == "help" {
      if first == "help", arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
        console.out(command.spec.helpText)
      } else {
        console.out(helpText)
      }
      return .success
    }
    if first == "--version" {
      console.print("barcheck \(BarcheckVersion.current)")
      return .success
    }
    let command: Subcommand
    if let first, !first.hasPrefix("-") {
      guard let named = commands.first(where: { $0.spec.name == first }) else {
        let suggestion = Suggestion.closest(to: first, in: commands.map(\.spec.name)).map { "; did you mean '\($0)'?" } ?? ""
        console.printError("error: unknown command '\(first)'\(suggestion)")
        console.printError("see 'barcheck --help'")
        return .usageOrInputError
      }
      command = named
      arguments.removeFirst()
    } else {
      command = .run
    }
    do {
      let parsed = try ArgumentParser.parse(arguments, for: command.spec)
      if parsed.flag("help") {
        console.out(command.spec.helpText)
        return .success
      }
      return try await command.run(parsed, console: console, commandLine: commandLineForRecord)
    } catch {
      console.printError("error: \((error as? UsageError)?.message ?? String(describing: error))")
      console.printError("see 'barcheck \(command.spec.name) --help'")
      return .usageOrInputError
    }
  }

  static var helpText: String {
    var text = """
      OVERVIEW: barcheck \(BarcheckVersion.current) — what will the status bar show, and why?
      A conformance suite and test runner for iOS status bar appearance.

      USAGE: barcheck [<command>] [<options>]

      With no command, runs the bundled suite against the reference resolver.

      COMMANDS:

      """
    for command in commands {
      text += "  \(command.spec.name.paddedColumn(11))\(command.spec.abstract)\n"
    }
    text += "\nSee 'barcheck <command> --help' for a command's options.\n"
    return text
  }
}
