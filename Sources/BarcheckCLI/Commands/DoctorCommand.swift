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
    var fixes: [String] = []
    /// Prints one check; a failed one counts, and its advice goes to the summary.
    func check(_ ok: Bool, _ text: String, fix: String? = nil) {
      if !ok {
        failures += 1
        if let fix, !fixes.contains(fix) { fixes.append(fix) }
      }
      console.print("  \(ok ? console.styled("✓", .green) : console.styled("✗", .red)) \(TextEscaping.line(text, limit: 1_000))")
    }
    /// Prints the checks' verdict and what to fix.
    func verdict() -> ExitCode {
      console.print(failures == 0 ? "doctor: every check passed" : "doctor: \(failures) check\(failures == 1 ? "" : "s") failed")
      if !fixes.isEmpty {
        console.print("to fix:")
        for fix in fixes { console.print("  - \(fix)") }
      }
      return failures == 0 ? .success : .unexpectedOutcomes
    }
    console.print("barcheck doctor: \(spelling)")
    let clock = ContinuousClock()
    let started = clock.now
    let resolver: any Resolver
    switch choice.kind {
    case .reference, .plugin:
      resolver = await choice.start(suite: loaded.suite, console: console)
      if let unavailable = resolver as? UnavailableResolver {
        check(false, "handshake: \(unavailable.reason)", fix: DoctorAdvice.handshake)
        return verdict()
      }
    case .exec(let command):
      do {
        resolver = try await SubprocessResolver.launch(command: command, suite: loaded.suite, timeout: choice.timeout, restartBudget: 0)
      } catch {
        check(false, "handshake: \(error.message)", fix: DoctorAdvice.handshake)
        return verdict()
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
      "capabilities: profiles \(capabilities.profiles.sorted().map(\.rawValue).joined(separator: ", ")); \(capabilities.events.count) event kinds; up to \(capabilities.maxInFlight) in flight; legibility \(capabilities.legibility ? "yes" : "no"); traces \(capabilities.traces ? "yes" : "no")"
    )
    // One case for every family and every declared profile the capabilities reach, one at a time: a
    // resolver that breaks on a later request, or on a profile it claims, shows here.
    let applicable = loaded.cases.filter { capabilities.reasonNotApplicable($0) == nil }
    var smoke: [ConformanceCase] = []
    var families: Set<String> = []
    var profiles: Set<Profile> = []
    for testCase in applicable {
      let newFamily = families.insert(testCase.family).inserted
      let newProfile = profiles.insert(testCase.profile).inserted
      if newFamily || newProfile { smoke.append(testCase) }
    }
    check(
      !smoke.isEmpty,
      "smoke cases: \(smoke.count) of the \(applicable.count) bundled cases within the declared capabilities, one per family (\(families.count)) and profile (\(profiles.sorted().map(\.rawValue).joined(separator: ", ")))"
    )
    let unreached = capabilities.profiles.subtracting(profiles)
    if !unreached.isEmpty {
      console.print(
        "  - no bundled case within the capabilities uses profile \(unreached.sorted().map(\.rawValue).joined(separator: ", ")): it is declared but not checked"
      )
    }
    var slowest = Duration.zero
    for (n, testCase) in smoke.enumerated() {
      if failures > 0 {
        // One failure is the one to fix; the process may be gone, and more lines would only repeat it.
        console.print("  - \(smoke.count - n) more smoke case\(smoke.count - n == 1 ? " was" : "s were") not sent: fix the failure above first")
        break
      }
      let start = clock.now
      let response = await resolver.resolve(ResolveRequest(testCase: testCase))
      let took = start.duration(to: clock.now)
      slowest = max(slowest, took)
      let elapsed = seconds(took)
      switch response.answer {
      case .observations(let observations) where observations.count == testCase.steps.count:
        check(true, "\(testCase.id): a valid answer (\(observations.count) observation\(observations.count == 1 ? "" : "s")) in \(elapsed) s")
      case .observations(let observations):
        check(false, "\(testCase.id): \(observations.count) observations for \(testCase.steps.count) steps", fix: DoctorAdvice.observationCount)
      case .skip(let reason, _):
        check(true, "\(testCase.id): skipped (\(reason)) in \(elapsed) s")
      case .error(let message), .crash(let message), .timeout(let message):
        check(false, "\(testCase.id): \(message)", fix: DoctorAdvice.advice(for: response.answer))
      }
    }
    // Then many at once, up to what the resolver allows in flight: answers are matched by id, in any order.
    let inFlight = min(capabilities.maxInFlight, 8)
    let batch = Array(applicable.prefix(max(inFlight * 4, 32)))
    if !batch.isEmpty && failures == 0 {
      let start = clock.now
      let results = await Run(resolver: resolver, jobs: inFlight, wantsTrace: false).results(batch)
      let broken = results.filter { [.error, .crash, .timeout].contains($0.outcome) }
      let elapsed = seconds(start.duration(to: clock.now))
      if let first = broken.first {
        check(
          false,
          "\(batch.count) cases, \(inFlight) in flight: \(broken.count) answer\(broken.count == 1 ? " was" : "s were") not usable; the first, \(first.testCase.id): \(first.outcome.rawValue): \(first.message ?? "")",
          fix: first.outcome == .timeout ? DoctorAdvice.deadline : DoctorAdvice.pipelining)
      } else {
        check(true, "\(batch.count) cases, \(inFlight) in flight: every answer usable, in \(elapsed) s")
      }
    }
    // A late answer for a case already answered (a duplicate) or never sent arrives after the batch: give it
    // time to, then check that the resolver still answers.
    if case .exec = choice.kind, failures == 0, let last = applicable.first {
      try? await Task.sleep(for: .milliseconds(300))
      let response = await resolver.resolve(ResolveRequest(testCase: last))
      if case .observations = response.answer {
        check(true, "after the batch: no stray or duplicate answer, and the resolver still answers")
      } else if case .skip = response.answer {
        check(true, "after the batch: no stray or duplicate answer, and the resolver still answers (a skip)")
      } else {
        check(
          false, "after the batch: \(DoctorAdvice.message(response.answer) ?? "no answer")", fix: DoctorAdvice.advice(for: response.answer))
      }
    }
    // An answer that takes over half the deadline here will time out on a loaded CI machine.
    if case .exec = choice.kind, slowest * 2 > choice.timeout {
      console.print(
        "  ! deadline: the slowest smoke case took \(seconds(slowest)) s, over half the \(seconds(choice.timeout)) s deadline; a busy CI machine may time it out (raise --timeout, or answer faster)"
      )
    }
    let ended = await resolver.shutdown(grace: .seconds(2))
    switch ended {
    case .inProcess: break
    case .notRunning: console.print("  - stop: not checked, the process is no longer running")
    case .exited, .killed: check(ended == .exited, "stop: the process exits within 2 s of {\"type\":\"stop\"}", fix: DoctorAdvice.stop)
    }
    return verdict()
  }

  static func seconds(_ duration: Duration) -> String {
    fixed(duration.inSeconds, 3)
  }
}
