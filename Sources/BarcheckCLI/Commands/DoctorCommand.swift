import BarcheckAdapters
import BarcheckEngine
import BarcheckModel

/// `barcheck doctor`: checks a resolver against the protocol before a real run depends on it.
enum DoctorCommand: Command {
  static let spec = CommandSpec(
    name: "doctor", abstract: "Check a resolver: handshake, capabilities, valid answers to smoke cases, deadlines, stop.",
    usage: "<resolver> [--timeout <seconds>]",
    arguments: [("<resolver>", "exec:'COMMAND' (a protocol v1 program), plugin:PATH (a C plugin), or reference.")],
    options: [
      .value("timeout", "SECONDS", "The deadline for each smoke case (default: 10).")
    ],
    discussion: "Prints a checklist; exits 1 when any check fails, 2 on a usage error.")

  static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> ExitCode {
    guard arguments.positionals.count == 1, let spelling = arguments.positionals.first else {
      throw UsageError("doctor takes one resolver, as in: barcheck doctor exec:'python3 my_resolver.py'")
    }
    let choice = try ResolverChoice(spelling: spelling, arguments: arguments)
    let loaded = SuiteLoader.load(paths: [BundledSuite.casesDirectory])
    var failures = 0
    func check(_ ok: Bool, _ text: String) {
      if !ok { failures += 1 }
      console.print("  \(ok ? console.styled("✓", .green) : console.styled("✗", .red)) \(TextEscaping.line(text, limit: 1_000))")
    }
    console.print("barcheck doctor: \(spelling)")
    let clock = ContinuousClock()
    let started = clock.now
    let resolver: any Resolver
    switch choice.kind {
    case .reference, .plugin:
      resolver = await choice.start(suite: loaded.suite, console: console)
      if let unavailable = resolver as? UnavailableResolver {
        check(false, "handshake: \(unavailable.reason)")
        console.print("doctor: 1 check failed")
        return .unexpectedOutcomes
      }
    case .exec(let command):
      do {
        resolver = try await SubprocessResolver.launch(command: command, suite: loaded.suite, timeout: choice.timeout, restartBudget: 0)
      } catch {
        check(false, "handshake: \(error.message)")
        console.print("doctor: \(failures) check failed")
        return .unexpectedOutcomes
      }
    }
    let identity = resolver.identity
    let capabilities = resolver.capabilities
    check(
      true,
      "handshake: \(identity.name) \(identity.version) (\(identity.language)), protocol \(ResolverProtocol.version), in \(seconds(started.duration(to: clock.now))) s"
    )
    check(
      !capabilities.profiles.isEmpty && !capabilities.events.isEmpty && capabilities.events.contains(.launch),
      "capabilities: profiles \(capabilities.profiles.sorted().map(\.rawValue).joined(separator: ", ")); \(capabilities.events.count) event kinds; up to \(capabilities.maxInFlight) in flight; legibility \(capabilities.legibility ? "yes" : "no")"
    )
    var smoke: [ConformanceCase] = []
    var families: Set<String> = []
    for testCase in loaded.cases where capabilities.reasonNotApplicable(testCase) == nil && families.insert(testCase.family).inserted {
      smoke.append(testCase)
      if smoke.count == 3 { break }
    }
    check(!smoke.isEmpty, "smoke cases: \(smoke.count) bundled cases are within the declared capabilities")
    for testCase in smoke {
      let start = clock.now
      let response = await resolver.resolve(ResolveRequest(testCase: testCase))
      let elapsed = seconds(start.duration(to: clock.now))
      switch response.answer {
      case .observations(let observations) where observations.count == testCase.steps.count:
        check(true, "\(testCase.id): a valid answer (\(observations.count) observations) in \(elapsed) s")
      case .observations(let observations):
        check(false, "\(testCase.id): \(observations.count) observations for \(testCase.steps.count) steps")
      case .skip(let reason, _):
        check(true, "\(testCase.id): skipped (\(reason)) in \(elapsed) s")
      case .error(let message), .crash(let message), .timeout(let message):
        check(false, "\(testCase.id): \(message)")
      }
    }
    let ended = await resolver.shutdown(grace: .seconds(2))
    if ended != .inProcess {
      check(ended == .exited, "stop: the process exits within 2 s of {\"type\":\"stop\"}")
    }
    console.print(failures == 0 ? "doctor: every check passed" : "doctor: \(failures) check\(failures == 1 ? "" : "s") failed")
    return failures == 0 ? .success : .unexpectedOutcomes
  }

  static func seconds(_ duration: Duration) -> String {
    fixed(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18, 3)
  }
}
