import BarcheckModel

/// An option a command accepts.
package struct OptionSpec: Sendable {
  /// The long name without dashes (`filter`).
  package var name: String
  /// The value's placeholder (`GLOB`), or nil for a flag.
  package var valueName: String?
  /// One line of help.
  package var help: String
  /// Whether the option may be given more than once.
  package var repeatable: Bool

  /// Creates an option that takes a value.
  package static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable)
  }

  /// Creates a flag.
  package static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, repeatable: false)
  }
}

/// What a command accepts, and its help text.
package struct CommandSpec: Sendable {
  /// The subcommand's name.
  package var name: String
  /// One line saying what it does.
  package var abstract: String
  /// The usage line after `barcheck NAME`.
  package var usage: String
  /// The positional arguments, explained.
  package var arguments: [(String, String)]
  /// The options.
  package var options: [OptionSpec]
  /// Extra text after the options.
  package var discussion: String?

  /// Creates a command spec.
  package init(
    name: String, abstract: String, usage: String, arguments: [(String, String)] = [], options: [OptionSpec],
    discussion: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.arguments = arguments
    self.options = options + [.flag("help", "Show this help.")]
    self.discussion = discussion
  }

  /// The usage as written, with `[<options>]` after it when it leaves out some of the command's options (as most
  /// do, naming the common ones): the line no longer reads as if those were all there is.
  package var usageLine: String {
    let left = options.contains { $0.name != "help" && !usage.contains("--\($0.name)") }
    return left && !usage.contains("[<options>]") ? usage + " [<options>]" : usage
  }

  /// The `--help` text.
  package var helpText: String {
    var text = "OVERVIEW: \(abstract)\n\nUSAGE: barcheck \(name) \(usageLine)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for (name, help) in arguments { text += "  \(name.paddedColumn(24))\(help)\n" }
    }
    text += "\nOPTIONS:\n"
    for option in options {
      let left = "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
      text += "  \(left.paddedColumn(24))\(option.help)\(option.repeatable ? " (repeatable)" : "")\n"
    }
    if let discussion { text += "\n\(discussion)\n" }
    return text
  }
}

/// The parsed command line of one command.
package struct ParsedArguments: Sendable {
  /// Option values by name, in the order given.
  package var values: [String: [String]] = [:]
  /// Flags given.
  package var flags: Set<String> = []
  /// Positional arguments.
  package var positionals: [String] = []

  /// The single value of an option.
  package func value(_ name: String) -> String? { values[name]?.last }

  /// Whether a flag was given.
  package func flag(_ name: String) -> Bool { flags.contains(name) }

  /// An integer option, checked against a minimum and a maximum (any integer by default).
  package func integer(_ name: String, minimum: Int, maximum: Int = .max) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), number >= minimum, number <= maximum else {
      // Digits that overflow an `Int` are a number too large, not a malformed one: say the bound it passed, the same
      // for any number too large.
      let digits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      let tooLarge = Int(text).map { $0 > maximum } ?? digits
      throw UsageError(
        "invalid value '\(text)' for --\(name): expected an integer of at least \(minimum)\(tooLarge ? " and at most \(maximum)" : "")")
    }
    return number
  }
}

/// A mistake on the command line: printed with a pointer to `--help`, exit status 2.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates a usage error.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}

/// A small, strict parser for `--name value`, `--name=value`, flags, `--` and positionals.
package enum ArgumentParser {
  /// Parses the arguments after the subcommand's name.
  ///
  /// - Throws: `UsageError` for an unknown option (with a did-you-mean), a missing value,
  ///   a value given to a flag, or a non-repeatable option given twice.
  package static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    let byName = Dictionary(spec.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" {
        parsed.flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else {
        throw UsageError("unknown option '\(argument)'; options are spelt with two dashes, see 'barcheck \(spec.name) --help'")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = byName[name] else {
        let suggestion = Suggestion.closest(to: name, in: byName.keys).map { "; did you mean '--\($0)'?" } ?? ""
        throw UsageError("unknown option '--\(name)'\(suggestion)")
      }
      if option.valueName == nil {
        if inlineValue != nil { throw UsageError("option '--\(name)' is a flag and takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value <\(option.valueName ?? "VALUE")>") }
        value = arguments[index]
        index += 1
      }
      if !option.repeatable && parsed.values[name] != nil {
        throw UsageError("option '--\(name)' was given more than once")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}
