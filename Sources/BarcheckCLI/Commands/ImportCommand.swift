import BarcheckJSON
import BarcheckModel
import BarcheckTools

/// `barcheck import`: captures of a running app, in the order they were taken, as an app scenario.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import", abstract: "Turn captures of a running app (Examples/recorder) into an app scenario for lint and explain.",
    usage: "<capture.json> ... [--out <path>]",
    arguments: [("<capture.json>", "Captures written by Examples/recorder/BarcheckRecorder.swift, in the order they were taken.")],
    options: [.value("out", "PATH", "Write the scenario to this file (default: standard output).")],
    discussion: """
      The first capture gives the windows and a launch step; each later one, the events that lead to it (pushes,
      pops, presentations, tab selections, property changes, trait changes, windows shown or hidden). Every step
      carries what the device's status bar showed ("device"), which barcheck explain compares with the model.
      Where no events lead from one capture to the next, a warning says why and a new scenario starts there.
      Notes say where barcheck guessed: classes it does not know, a default style resolved, system windows.

      EXIT STATUS: 0 imported, 2 a capture could not be read or described.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard !arguments.positionals.isEmpty else { throw UsageError("missing the capture files to import") }
    var captures: [AppCapture] = []
    var failed = false
    for path in arguments.positionals {
      guard let bytes = FileSystem.read(path) else {
        console.report([FileSystem.unreadable(path)])
        return .usageOrInputError
      }
      let loaded = CaptureFile.load(SourceFile(path: path, bytes: bytes))
      console.report(loaded.diagnostics)
      if let capture = loaded.capture { captures.append(capture) } else { failed = true }
    }
    if failed { return .usageOrInputError }
    let out = arguments.value("out")
    let imported = CaptureImporter.importFlow(captures, scenarioPath: out ?? "imported.json")
    console.report(imported.diagnostics)
    if imported.hasErrors { return .usageOrInputError }
    let text = JSONWriter.string(imported.json, layout: .pretty) + "\n"
    if let out {
      do {
        try FileSystem.write(text, to: out)
      } catch {
        console.printError("\(out): error: cannot write the scenario: \(error.reason)")
        return .usageOrInputError
      }
    } else {
      console.out(text)
    }
    let steps = imported.scenarios.map(\.steps.count).reduce(0, +)
    let scenarios = imported.scenarios.count == 1 ? "1 scenario" : "\(imported.scenarios.count) scenarios"
    console.printError(
      "import: \(captures.count) capture\(captures.count == 1 ? "" : "s") → \(scenarios), \(steps) step\(steps == 1 ? "" : "s")\(out.map { " in \($0)" } ?? "")"
    )
    return .success
  }
}
