package import BarcheckEngine
package import BarcheckModel
import BarcheckReference

/// Differential fuzzing: plays generated cases on a resolver and on the reference, and shrinks
/// every disagreement to a 1-minimal case that still disagrees (`Shrinker`: no single step, window,
/// controller subtree or non-default property can go), deduplicated by its root cause. For a resolver whose trace speaks the
/// reference's language, that is the rule of the first decision where the two traces part (`decision/S9`);
/// otherwise the aspect of the status bar that differs (style, visibility, animation, legibility) and the
/// reference's rule that decided it at the first step that differs (`visibility/S17`). For a resolver that
/// declares legibility, `legible` and the contrast are compared too.
package struct Fuzzer: Sendable {
  /// One distinct disagreement.
  package struct Finding: Sendable {
    /// `decision/S9` (where the traces part) or `visibility/S17` (the aspect and the reference's deciding rule).
    package var signature: String
    /// The generated case it was found in.
    package var original: ConformanceCase
    /// The minimal case, expecting what the reference shows.
    package var shrunk: ConformanceCase
    /// The disagreement in the minimal case.
    package var diff: FieldDiff
    /// Whether the shrunk case is 1-minimal: removing any one step, window or controller subtree, or setting
    /// any one property back to its default, loses the disagreement or changes its signature. False when
    /// shrinking ran out of its budget first.
    package var minimal: Bool
    /// How many candidates shrinking played on the resolver.
    package var shrinkTries: Int
  }

  /// The resolver under test.
  package var resolver: any Resolver
  /// The case generator.
  package var generator: ScenarioGenerator
  /// How many candidates shrinking may play on the resolver for one finding.
  package var shrinkBudget: Int

  /// Creates a fuzzer.
  ///
  /// - Parameter shrinkBudget: How many candidates shrinking may play on the resolver for one finding; a finding
  ///   whose shrinking runs out of it is reported as not minimal.
  package init(resolver: any Resolver, generator: ScenarioGenerator, shrinkBudget: Int = 3_000) {
    self.resolver = resolver
    self.generator = generator
    self.shrinkBudget = shrinkBudget
  }

  /// Fuzzes up to `cases` cases, or until `until`, whichever comes first, screening `jobs` cases at a time.
  ///
  /// The cases tried are always the first ones (`0..<tried`), and the findings are those a run with one job finds
  /// among them: cases are screened in parallel, but each disagreement is grouped and shrunk in the order of the
  /// cases, so the first case of each root cause is the one reported, whatever finished first. With `cases` and
  /// no deadline, any number of jobs finds exactly what one job does.
  ///
  /// - Parameters:
  ///   - jobs: How many cases to screen at once: threads for the in-process reference and its mutants, requests in
  ///     flight for any other resolver (at most its `maxInFlight`, and `mostInFlight`). Shrinking a finding asks one candidate at a time.
  ///   - deadline: When to stop starting cases; the cases already started are finished and counted.
  ///   - stop: Asked as often as the deadline: true stops starting cases as the deadline does (an interrupted
  ///     `barcheck fuzz` stops so, and reports what it found).
  ///   - progress: Called after each case tried, in order, with how many were tried and how many findings there are.
  /// - Returns: What the run tried and found.
  package func run(
    cases: Int, jobs: Int = 1, until deadline: ContinuousClock.Instant? = nil, stoppingWhen stop: (@Sendable () -> Bool)? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) async -> Summary {
    let stopping = Stopping(deadline: deadline, stop: stop)
    var tally = Tally(progress: progress)
    let scope = Scope(resolver.capabilities)
    // An in-process resolver is asked synchronously: most cases agree, and an agreeing case then costs no
    // suspension point at all.
    if let model = resolver as? ReferenceResolver {
      if jobs > 1 {
        await runInRounds(cases: cases, jobs: jobs, stopping: stopping, scope: scope, model: model, tally: &tally)
      } else {
        var workspace = ScenarioGenerator.Builder.Workspace()
        for index in 0..<cases {
          if stopping.now { break }
          if let disagreeing = count(trial(index, scope: scope, model: model, workspace: &workspace), tally: &tally) {
            await groupAndShrink(disagreeing, tally: &tally)
          }
        }
      }
    } else {
      let width = min(max(1, jobs), max(1, resolver.capabilities.maxInFlight), Self.mostInFlight)
      await runInFlight(cases: cases, width: width, stopping: stopping, scope: scope, tally: &tally)
    }
    return Summary(
      tried: tally.tried, findings: tally.findings, generated: tally.generated, unanswered: tally.unanswered,
      firstUnanswered: tally.firstUnanswered)
  }

  /// What a run tried and found.
  package struct Summary: Sendable {
    /// How many cases were sent to the resolver and compared (not those outside its capabilities).
    package var tried: Int
    /// The distinct findings, in the order of the cases they were found in.
    package var findings: [Finding]
    /// How many cases were generated: the first `generated` of the seed, tried or outside the resolver's capabilities.
    /// A run with `--seconds` is repeated by the same seed with this many `--cases`.
    package var generated: Int
    /// How many of the cases tried the resolver gave no observations for (a crash, a timeout, an error or a skip).
    package var unanswered: Int
    /// The first of those answers, as the resolver's adapter words it.
    package var firstUnanswered: String?
  }

  /// The most cases in flight at once for a resolver asked asynchronously, whatever the jobs and the resolver's
  /// `maxInFlight`: each holds its generated case until it is taken in order, and `--jobs 100000` would hold that many.
  static let mostInFlight = 256

  /// When a run stops starting cases: at its deadline, or when asked to.
  struct Stopping: Sendable {
    /// The deadline; nil for none.
    let deadline: ContinuousClock.Instant?
    /// Whether to stop now; nil never asks.
    let stop: (@Sendable () -> Bool)?

    /// Whether to start no more cases.
    var now: Bool {
      if let deadline, ContinuousClock.now >= deadline { return true }
      return stop?() == true
    }
  }

  /// What a run has found so far, case by case in order.
  struct Tally {
    /// The distinct findings, in the order of the cases they were found in.
    var findings: [Finding] = []
    /// Their signatures.
    var signatures: Set<String> = []
    /// How many cases were tried (not counting those the resolver does not model).
    var tried = 0
    /// How many cases were generated, tried or not.
    var generated = 0
    /// How many cases tried had no observations, and the first one's answer.
    var unanswered = 0
    var firstUnanswered: String?
    /// Called after each case tried.
    let progress: (@Sendable (Int, Int) -> Void)?
  }

  /// Counts a case's trial (not one the resolver does not model) and reports progress; returns the case and the
  /// resolver's observations when they disagree, for `groupAndShrink`. Not asynchronous: called for every case, in order, and
  /// an asynchronous call for each agreeing case cost a tenth of fuzzing the in-process reference.
  func count(_ trial: Trial, tally: inout Tally) -> (testCase: ConformanceCase, answered: [Observation])? {
    tally.generated += 1
    if case .notApplicable = trial { return nil }
    tally.tried += 1
    if case .unanswered(let why) = trial {
      tally.unanswered += 1
      if tally.firstUnanswered == nil { tally.firstUnanswered = why }
    }
    tally.progress?(tally.tried, tally.findings.count)
    guard case .differs(let testCase, let answered) = trial else { return nil }
    return (testCase, answered)
  }

  /// Groups a disagreement by its root cause, and shrinks it into a finding when the cause was not found before. Called
  /// for the disagreements in the order of their cases.
  func groupAndShrink(_ disagreeing: (testCase: ConformanceCase, answered: [Observation]), tally: inout Tally) async {
    let (testCase, answered) = disagreeing
    guard let (diff, signature) = await disagreement(testCase, answered: answered), !tally.signatures.contains(signature) else { return }
    let shrunk = await shrink(testCase, diff: diff, signature: signature)
    tally.signatures.insert(signature)
    tally.findings.append(
      Finding(
        signature: signature, original: testCase, shrunk: shrunk.testCase, diff: shrunk.diff, minimal: shrunk.minimal, shrinkTries: shrunk.tried))
  }

  /// What became of one generated case.
  enum Trial: Sendable {
    /// The resolver does not model it.
    case notApplicable
    /// The resolver gave no observations for it: a crash, a timeout, an error or a skip, as its adapter words it.
    case unanswered(String)
    /// The resolver shows what the reference shows at every step (or one of them cannot play it).
    case agrees
    /// The resolver shows something else somewhere: the case and the resolver's untraced observations.
    case differs(ConformanceCase, [Observation])
  }

  /// What a resolver models, read once for a run.
  struct Scope {
    /// Its capabilities.
    let capabilities: ResolverCapabilities
    /// Whether it models every profile and event and measures legibility: then every case applies, and none
    /// need be checked (collecting a case's event kinds was a twentieth of a fuzzed case).
    let coversEverything: Bool

    init(_ capabilities: ResolverCapabilities) {
      self.capabilities = capabilities
      coversEverything =
        capabilities.legibility && capabilities.profiles.isSuperset(of: Profile.allCases) && capabilities.events.isSuperset(of: EventKind.allCases)
    }

    /// Whether the resolver models the case.
    func applies(_ testCase: ConformanceCase) -> Bool { coversEverything || capabilities.reasonNotApplicable(testCase) == nil }
  }

  /// Generates case `index` and screens it on an in-process resolver, with no suspension point: the
  /// loop of `run`, and what `Benchmark.fuzzThroughput` measures.
  ///
  /// - Parameter workspace: The generator's roster and stage, kept from case to case (`ScenarioGenerator.generateCompiled`).
  func trial(_ index: Int, scope: Scope, model: ReferenceResolver, workspace: inout ScenarioGenerator.Builder.Workspace) -> Trial {
    // Generated straight into the compiled form, the reference playing along, and played so on the resolver: the case
    // itself (its specs, what a finding reports and shrinking changes) is built only for a disagreement. Every case
    // applies to a resolver that covers everything.
    if scope.coversEverything, case let (compiled, events, observations)? = generator.generateCompiled(index, workspace: &workspace) {
      var disagreement: [Observation]?
      if case .success(let answered) = model.observe(compiled, events: events, tracing: false),
        Self.differs(steps: events.count, answered: answered, reference: observations, legibility: scope.capabilities.legibility)
      {
        disagreement = answered
      }
      // The lists go back to the generator, which fills them again for the next case instead of making them anew.
      workspace.recycle(events: events, observations: observations)
      guard let answered = disagreement else { return .agrees }
      return .differs(generator.generateObserved(index).0, answered)
    }
    // The reference plays the case while it is generated, so the case is played once more, not twice.
    let (testCase, reference) = generator.generateObserved(index)
    guard scope.applies(testCase) else { return .notApplicable }
    guard case .success(let answered) = model.observe(testCase, tracing: false),
      Self.differs(testCase, answered: answered, reference: reference, legibility: scope.capabilities.legibility)
    else { return .agrees }
    return .differs(testCase, answered)
  }

  /// The resolver's untraced observations of a case when they differ from the reference's anywhere; nil when
  /// they agree, when either cannot play it, or when the resolver gives no observations.
  func screen(_ testCase: ConformanceCase, legibility: Bool) async -> [Observation]? {
    guard case .differs(_, let answered) = await trial(of: testCase, legibility: legibility) else { return nil }
    return answered
  }

  /// What becomes of a case the resolver models, asked of it untraced: a disagreement, an agreement (or a case either
  /// cannot play), or no observations at all, with the resolver's answer in words.
  func trial(of testCase: ConformanceCase, legibility: Bool) async -> Trial {
    let response = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: false))
    switch response.answer {
    case .observations(let answered):
      return Self.differs(testCase, answered: answered, legibility: legibility) ? .differs(testCase, answered) : .agrees
    case .skip(let reason, _): return .unanswered("skip: \(reason)")
    case .error(let message): return .unanswered("error: \(message)")
    case .crash(let message): return .unanswered("crash: \(message)")
    case .timeout(let message): return .unanswered("timeout: \(message)")
    }
  }

  /// Whether the observations fail an expectation the reference would fill the case with: the untraced test
  /// that spares an agreeing case the reference's traces and the filled copy of the case. It judges as
  /// `disagreement` does, field by field, so a case it passes is one `disagreement` finds nothing in.
  ///
  /// - Parameter reference: The reference's untraced observations of the case, when they are at hand.
  static func differs(_ testCase: ConformanceCase, answered: [Observation], reference: [Observation]? = nil, legibility: Bool) -> Bool {
    guard answered.count == testCase.steps.count else { return false }
    let observed: [Observation]
    if let reference {
      observed = reference
    } else {
      guard case .success(let played) = ReferenceResolver().observe(testCase, tracing: false) else { return false }
      observed = played
    }
    return differs(steps: testCase.steps.count, answered: answered, reference: observed, legibility: legibility)
  }

  /// `differs(_:answered:reference:legibility:)` of a case of `steps` steps, the reference's observations at hand.
  static func differs(steps: Int, answered: [Observation], reference observed: [Observation], legibility: Bool) -> Bool {
    guard answered.count == steps else { return false }
    // Read in place, through pointers: taking each observation out of its array copied it (a retain and a release
    // of what it holds).
    return observed.withUnsafeBufferPointer { ours in
      answered.withUnsafeBufferPointer { theirs in
        guard let ours = ours.baseAddress, let theirs = theirs.baseAddress else { return false }
        for step in 0..<min(observed.count, answered.count)
        where !ReferenceExpectations.isSatisfied(by: theirs + step, expectingWhat: ours + step, legibility: legibility) {
          return true
        }
        return false
      }
    }
  }

  /// The first field where the resolver and the reference disagree, with its signature.
  ///
  /// - Parameter answered: The resolver's untraced observations of the case, when they are at hand.
  func disagreement(_ testCase: ConformanceCase, answered: [Observation]? = nil) async -> (FieldDiff, String)? {
    guard case .success(let traced) = ReferenceResolver().observe(testCase, tracing: true) else { return nil }
    let expected = ReferenceExpectations.fill(testCase, from: traced, legibility: resolver.capabilities.legibility)
    let observations: [Observation]
    if let answered {
      observations = answered
    } else {
      let response = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: false))
      guard case .observations(let resolved) = response.answer else { return nil }
      observations = resolved
    }
    guard observations.count == testCase.steps.count, let diff = Judge.diffs(expected, observations).first else { return nil }
    // A resolver whose trace speaks the reference's language (the reference's mutants, a port of it) departs from
    // it at one decision: that is the root cause, whatever fields and events it shows in.
    switch await departure(testCase, reference: traced, through: diff.step) {
    case .rule(let rule)?: return (diff, "decision/\(rule)")
    case .sameReasoning?: return (diff, "same-reasoning/\(diff.event.rawValue)")
    case nil: break
    }
    let rule = Self.decisiveRule(traced[diff.step].trace, field: diff.field)
    return (diff, "\(Self.aspect(of: diff.field))/\(rule)")
  }

  /// The rule of the first decision where the resolver's trace leaves the reference's, at or before `step`; nil when
  /// the resolver gives no trace, or one in another vocabulary (no entry of it is one of the reference's).
  func departure(_ testCase: ConformanceCase, reference: [Observation], through step: Int) async -> Departure? {
    // A resolver that declares it gives no trace is not asked again for one.
    guard resolver.capabilities.traces else { return nil }
    let response = await resolver.resolve(ResolveRequest(testCase: testCase, wantsTrace: true))
    guard case .observations(let observations) = response.answer, observations.count == reference.count else { return nil }
    let known = Set(reference[0...step].flatMap(\.trace))
    guard observations[0...step].contains(where: { $0.trace.contains(where: known.contains) }) else { return nil }
    for index in 0...step {
      let theirs = observations[index].trace
      let ours = reference[index].trace
      let common = zip(theirs, ours).prefix { $0 == $1 }.count
      guard common < max(theirs.count, ours.count) else { continue }
      // The reference's decision there (the one the resolver did not make as it did), else the resolver's.
      return .rule((common < ours.count ? ours[common].ruleID : nil) ?? (common < theirs.count ? theirs[common].ruleID : nil) ?? .s8)
    }
    // Every decision agrees, yet what is shown does not: the difference is past the reasoning.
    return .sameReasoning
  }

  /// Where a resolver that reasons as the reference does parts from it.
  enum Departure: Equatable {
    /// At a decision of this rule.
    case rule(RuleID)
    /// Nowhere in the trace: it shows something else for the same reasons.
    case sameReasoning
  }

  /// What a field is part of, for a signature: one modelling difference shows in a field and its owner (`style`
  /// and `styleOwner`), at every event that resolves again, so neither the field nor the event is in a root cause.
  static func aspect(of field: String) -> String {
    switch StatusBarField(rawValue: field) {
    case .style?, .styleOwner?: "style"
    case .hidden?, .hiddenOwner?: "visibility"
    case .animation?: "animation"
    case .legible?, .contrast?: "legibility"
    case nil: field
    }
  }

  /// The rule that decided a field: the last specific rule of the walk that produced it.
  static func decisiveRule(_ trace: [TraceEntry], field: String) -> RuleID {
    guard let field = StatusBarField(rawValue: field) else { return .s8 }
    if field == .animation { return .s18 }
    if field.isLegibility { return .s23 }
    let aspect = field.aspect
    // The walk's bounds are typed trace entries, not words: rewording a message cannot change a signature.
    var inside = false
    var rule = RuleID.s8
    for entry in trace {
      if entry.kind == .walkStarted(aspect) { inside = true }
      if inside && entry.kind == .ownerDecided(aspect) { break }
      if inside, let id = entry.ruleID, id != .s8 { rule = id }
    }
    let styleRules: Set<RuleID> = [.s4, .s5, .s6, .s13, .s21]
    let hiddenRules: Set<RuleID> = [.s17, .s21, .s14]
    if field == .style, let last = trace.last(where: { $0.ruleID.map(styleRules.contains) ?? false })?.ruleID { return last }
    if field == .hidden, let last = trace.last(where: { $0.ruleID.map(hiddenRules.contains) ?? false })?.ruleID { return last }
    return rule
  }

  /// Shrinks a case to a 1-minimal one that disagrees with the same signature, expecting what the reference shows.
  func shrink(_ testCase: ConformanceCase, diff: FieldDiff, signature: String) async -> Shrinker.Result {
    let legibility = resolver.capabilities.legibility
    let shrinker = Shrinker(
      keeps: { candidate in
        // The untraced screen first: most candidates lose the disagreement, and then cost no traces.
        guard let answered = await screen(candidate, legibility: legibility),
          let (found, foundSignature) = await disagreement(candidate, answered: answered), foundSignature == signature
        else { return nil }
        return found
      }, budget: shrinkBudget)
    var result = await shrinker.shrink(testCase, diff: diff)
    result.testCase = ReferenceExpectations.fill(result.testCase, legibility: legibility) ?? result.testCase
    return result
  }
}
