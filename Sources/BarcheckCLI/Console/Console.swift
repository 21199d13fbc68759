import BarcheckModel

/// Where a command writes: results to `out`, diagnostics and progress to `err`; colour
/// only on a terminal and never with `NO_COLOR`.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// Whether standard error is a terminal (for the progress line).
  public var errIsTerminal: Bool
  /// Whether to colour standard output.
  public var colour: Bool

  /// Creates a console.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errIsTerminal: Bool = false, colour: Bool = false)
  {
    self.out = out
    self.err = err
    self.errIsTerminal = errIsTerminal
    self.colour = colour
  }

  /// The process's own standard output and error.
  public static var standard: Console {
    let noColour = Terminal.environment("NO_COLOR").map { !$0.isEmpty } ?? false
    return Console(
      out: { Terminal.write($0, to: .output) }, err: { Terminal.write($0, to: .error) },
      errIsTerminal: Terminal.isTerminal(.error), colour: Terminal.isTerminal(.output) && !noColour)
  }

  /// Prints a line to standard output.
  public func print(_ line: String = "") { out(line + "\n") }

  /// Prints a line to standard error.
  public func printError(_ line: String) { err(line + "\n") }

  /// Prints diagnostics to standard error, compiler-style.
  public func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { printError(TextEscaping.visible(diagnostic.description)) }
  }

  /// Text in an ANSI colour when colour is on.
  public func styled(_ text: String, _ style: TextStyle) -> String {
    colour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// ANSI styles.
  public enum TextStyle: String, Sendable {
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
