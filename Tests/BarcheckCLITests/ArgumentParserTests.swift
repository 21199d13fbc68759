import Testing

@testable import BarcheckCLI

@Suite("The argument parser")
struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "run", abstract: "a", usage: "u",
    options: [.value("filter", "GLOB", "f", repeatable: true), .value("jobs", "N", "j"), .flag("verbose", "v")])

  @Test("values, repeated values, flags, --name=value and positionals")
  func parses() throws {
    let parsed = try ArgumentParser.parse(["a", "--filter", "x*", "--filter=y*", "--verbose", "--jobs=3", "--", "--not-an-option"], for: spec)
    #expect(parsed.values["filter"] == ["x*", "y*"])
    #expect(parsed.flag("verbose"))
    #expect(try parsed.integer("jobs", minimum: 1) == 3)
    #expect(parsed.positionals == ["a", "--not-an-option"])
  }

  @Test(
    "mistakes are usage errors with a clear message",
    arguments: [
      (["--filtr", "x"], "unknown option '--filtr'; did you mean '--filter'?"),
      (["--jobs"], "option '--jobs' needs a value <N>"),
      (["--verbose=yes"], "option '--verbose' is a flag and takes no value"),
      (["--jobs", "1", "--jobs", "2"], "option '--jobs' was given more than once"),
      (["-v"], "unknown option '-v'; options are spelt with two dashes, see 'barcheck run --help'"),
    ])
  func mistakes(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message)) { try ArgumentParser.parse(arguments, for: spec) }
  }

  @Test("integer options are checked", arguments: ["0", "-1", "two"])
  func badInteger(_ value: String) throws {
    let parsed = try ArgumentParser.parse(["--jobs", value], for: spec)
    #expect(throws: UsageError("invalid value '\(value)' for --jobs: expected an integer of at least 1")) { try parsed.integer("jobs", minimum: 1) }
  }

  @Test("an integer too large for the option says so", arguments: ["99999999999999999999", "9223372036854775808"])
  func tooLarge(_ value: String) throws {
    let parsed = try ArgumentParser.parse(["--jobs", value], for: spec)
    #expect(throws: UsageError("invalid value '\(value)' for --jobs: expected an integer of at least 1 and at most 9223372036854775807")) {
      try parsed.integer("jobs", minimum: 1)
    }
  }

  @Test("help lists every option and the command's usage")
  func help() {
    let text = spec.helpText
    #expect(text.contains("USAGE: barcheck run u"))
    #expect(text.contains("--filter <GLOB>"))
    #expect(text.contains("(repeatable)"))
    #expect(text.contains("--help"))
  }

  @Test("a usage that leaves out options ends with [<options>]; one that names them all does not")
  func usageLine() {
    #expect(spec.usageLine == "u [<options>]")
    let complete = CommandSpec(name: "x", abstract: "a", usage: "[--jobs <n>]", options: [.value("jobs", "N", "j")])
    #expect(complete.usageLine == "[--jobs <n>]")
  }
}
