import BarcheckEngine
import BarcheckModel

/// A run as the terminal shows it: load problems as files load, every unexpected outcome (every
/// outcome when verbose), a progress line on a terminal, and the stop message of `--max-fail`.
struct RunConsole: RunRecorder {
  let console: Console
  let printer: RunSummaryPrinter
  /// Whether to draw the progress line (standard error is a terminal, and there is more than one case).
  let showsProgress: Bool
  private var planned = 0
  private var finished = 0

  init(console: Console, verbose: Bool, planned: Int) {
    self.console = console
    self.printer = RunSummaryPrinter(console: console, verbose: verbose)
    self.showsProgress = console.errIsTerminal && planned > 1
    self.planned = planned
  }

  mutating func record(_ event: RunEvent) {
    switch event {
    case .started(let planned?): self.planned = planned
    case .started(nil): break
    case .loadProblems(let diagnostics):
      if showsProgress { console.clearProgress() }
      console.report(diagnostics)
    case .caseFinished(let result):
      finished += 1
      if showsProgress { console.clearProgress() }
      printer.printIfWorthIt(result)
      if showsProgress && (finished == planned || finished % max(1, planned / 100) == 0) {
        console.progress("[\(finished)/\(planned)] \(TextEscaping.line(result.id, limit: 200))")
      }
    case .stopping(.maxFail(let count)):
      if showsProgress { console.clearProgress() }
      console.printError("stopping after \(count) unexpected outcome\(count == 1 ? "" : "s") (--max-fail); the cases in flight finish")
    case .stopping(.interrupted):
      // The signal handler said so as the signal came.
      break
    case .ended:
      if showsProgress { console.clearProgress() }
    }
  }
}
