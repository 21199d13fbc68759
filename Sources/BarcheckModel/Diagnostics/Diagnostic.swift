/// A problem found in an input, located as precisely as the input allows, and
/// printed the way compilers print them:
///
///     Tests/Fixtures/bad-cases/unknown-key.json:18:13: error: at $.windows[0].root.viewControllers[0].prefferedStatusBarStyle: unknown key "prefferedStatusBarStyle"; did you mean "preferredStatusBarStyle"?
///
/// (That file is in the repository, and `barcheck explain` on it prints exactly this line.)
///
/// Recoverable problems are collected as values and printed together; nothing in the
/// libraries prints or exits.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How serious the problem is.
  public enum Severity: String, Sendable, Hashable {
    /// The input cannot be used.
    case error
    /// The input can be used, but something looks wrong.
    case warning
    /// More information about the diagnostic before it.
    case note
  }

  /// How serious the problem is.
  public var severity: Severity
  /// The file, as the user named it; nil when the problem is not in a file.
  public var file: String?
  /// The line and column, when known.
  public var position: SourcePosition?
  /// The JSON path of the offending value, when the problem is inside a document.
  public var path: JSONPath?
  /// What is wrong: lowercase, no trailing period.
  public var message: String
  /// What to do about it, when there is something specific to say.
  public var help: String?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, file: String? = nil, position: SourcePosition? = nil, path: JSONPath? = nil,
    message: String, help: String? = nil
  ) {
    self.severity = severity
    self.file = file
    self.position = position
    self.path = path
    self.message = message
    self.help = help
  }

  /// The location prefix: `file:line:column` (or as much of it as is known), the file's name on one line with its
  /// control characters written out: a newline in a file's name forged a line of the console's output.
  public var locationText: String? {
    guard let file else { return nil }
    let name = TextEscaping.line(file, limit: 1_000)
    guard let position else { return name }
    return "\(name):\(position)"
  }

  /// The problem on one line without its file and position, for a message that travels inside another
  /// (a protocol error, a result stream's line): `at $.capabilities.maxInflight: unknown key …; help`.
  public var inlineText: String {
    var text = path.map { "at \($0): " } ?? ""
    text += message
    if let help { text += "; " + help }
    return text
  }

  /// The compiler-style text; the help, if any, follows on a `note:` line.
  public var description: String {
    var text = ""
    if let locationText { text += locationText + ": " }
    text += "\(severity.rawValue): "
    if let path { text += "at \(path): " }
    text += message
    if let help {
      text += "\n"
      if let locationText { text += locationText + ": " }
      text += "note: \(help)"
    }
    return text
  }
}
