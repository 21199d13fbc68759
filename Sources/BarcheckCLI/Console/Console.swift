package import BarcheckModel

/// Where a command writes: results to `out`, diagnostics and progress to `err`; colour
/// only on a terminal and never with `NO_COLOR`.
package struct Console: Sendable {
  /// Writes to standard output.
  package var out: @Sendable (String) -> Void
  /// Writes to standard error.
  package var err: @Sendable (String) -> Void
  /// Whether standard error is a terminal (for the progress line).
  package var errIsTerminal: Bool
  /// Whether to colour standard output.
  package var colour: Bool
  /// Why writing to `out` failed (`No space left on device (ENOSPC)`), or nil when it has not: results that did not
  /// reach standard output must not end in success.
  package var outputFailure: @Sendable () -> String?

  /// Creates a console.
  package init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errIsTerminal: Bool = false, colour: Bool = false,
    outputFailure: @escaping @Sendable () -> String? = { nil }
  ) {
    self.out = out
    self.err = err
    self.errIsTerminal = errIsTerminal
    self.colour = colour
    self.outputFailure = outputFailure
  }

  /// The process's own standard output and error.
  package static var standard: Console {
    let noColour = Terminal.environment("NO_COLOR").map { !$0.isEmpty } ?? false
    return Console(
      out: { Terminal.write($0, to: .output) }, err: { Terminal.write($0, to: .error) },
      errIsTerminal: Terminal.isTerminal(.error), colour: Terminal.isTerminal(.output) && !noColour, outputFailure: Terminal.outputFailure)
  }

  /// Prints a line to standard output. Whatever the text holds, it reaches the terminal neutralised
  /// (`TextEscaping.terminal`): control characters, escape sequences, carriage returns and bidi controls
  /// are written out, so only this console's own styles act. Single-line fields from outside go through
  /// `TextEscaping.line` first, so that they cannot start a line of their own.
  package func print(_ line: String = "") { out(TextEscaping.terminal(line, colour: colour) + "\n") }

  /// Prints a JSON document (lint's JSON and SARIF, a scenario as data): its invisible characters written as JSON
  /// escapes first (`TextEscaping.jsonDocument`), so that neutralising it for the terminal leaves it valid JSON.
  package func printDocument(_ document: String) { print(TextEscaping.jsonDocument(document)) }

  /// Prints a line to standard error, neutralised as `print` does (never coloured: stderr may be a log).
  package func printError(_ line: String) { err(TextEscaping.terminal(line, colour: false) + "\n") }

  /// Redraws the progress line on standard error (only call it when it is a terminal).
  package func progress(_ line: String) { err("\r\u{1B}[2K" + TextEscaping.terminal(TextEscaping.line(line, limit: 200), colour: false)) }

  /// Clears the progress line (only call it when standard error is a terminal).
  package func clearProgress() { err("\r\u{1B}[2K") }

  /// Prints diagnostics to standard error, compiler-style: the message and the help each on one line.
  package func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      var single = diagnostic
      single.message = TextEscaping.line(diagnostic.message, limit: 2_000)
      single.help = diagnostic.help.map { TextEscaping.line($0, limit: 2_000) }
      printError(single.description)
    }
  }

  /// Text in an ANSI style when colour is on (the style is applied when the line is printed).
  package func styled(_ text: String, _ style: TextStyle) -> String {
    colour ? TextEscaping.styled(text, code: style.rawValue) : text
  }

  /// ANSI styles.
  package enum TextStyle: String, Sendable {
    /// Bold.
    case bold = "1"
    /// Dim.
    case dim = "2"
    /// Red.
    case red = "31"
    /// Green.
    case green = "32"
    /// Yellow.
    case yellow = "33"
    /// Cyan.
    case cyan = "36"
  }
}
