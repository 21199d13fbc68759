import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import Testing

@testable import BarcheckTools

/// Legibility in generated cases (issue 29, point 4): the generator declares colours wherever S23 reads them,
/// generated expectations check `legible` and `minimumContrast` wherever the reference measures them, and fuzzing
/// finds a legibility mistake and shrinks it to a case that keeps the colours it needs.
///
/// Over 2,000 generated flows (seed 1) the reference measured legibility at 43.2% of steps before (6,542 of
/// 15,145), all of them under a controller's semantic background or a random overlay or behind a sheet card, and a
/// generated suite checked it at none; now it measures and checks it at 59.4% (9,034 of 15,205), under navigation
/// bars, light/dark pairs and rootless windows too. That suite killed none of the seven S23 mutants that are not
/// equivalent; it now kills all seven.
@Suite("Legibility in generated cases and fuzzing")
struct GeneratorLegibilityTests {
  static let generator = ScenarioGenerator(seed: 1)

  /// The S23 mutants a case can tell from the reference (`S23.colourless-full-screen-looks-below` is equivalent).
  static let legibilityMutants: [Mutant] = [
    .s23TextContrastThreshold, .s23HiddenBarJudged, .s23SheetCardShowsPresenter, .s23NavigationBarBackgroundIgnored, .s23OverlayIgnored,
    .s23OverFullScreenTransparent, .s23ColourInWindowAppearance,
  ]

  /// Every colour a case declares, with where: in its windows, their controllers, and the controllers and changes
  /// its steps bring.
  static func colours(_ testCase: ConformanceCase) -> [(place: String, colour: Colour)] {
    var out: [(String, Colour)] = []
    func visit(_ spec: ControllerSpec, _ prefix: String) {
      for controller in spec.allControllers {
        if let colour = controller.background { out.append((prefix + "background", colour)) }
        if let colour = controller.overlay { out.append((prefix + "overlay", colour)) }
        if let colour = controller.navigationBar.background { out.append((prefix + "navigationBarBackground", colour)) }
      }
    }
    for window in testCase.windows {
      if let colour = window.background { out.append((window.root == nil ? "rootless window background" : "window background", colour)) }
      if let root = window.root { visit(root, "") }
    }
    for step in testCase.steps {
      switch step.event {
      case .push(_, let spec, _): visit(spec, "pushed ")
      case .present(_, let spec, _): visit(spec, "presented ")
      case .set(_, let change):
        if let colour = change.background { out.append(("set background", colour)) }
        if let colour = change.overlay { out.append(("set overlay", colour)) }
      case .setNavigationBarStyle(_, let change):
        if let colour = change.background { out.append(("set barBackground", colour)) }
      default: break
      }
    }
    return out
  }

  @Test("declares colours in every place S23 reads, as names, single values and light/dark pairs")
  func declaresColours() {
    var places: [String: Int] = [:]
    var (named, single, pairs) = (0, 0, 0)
    for index in 0..<1_500 {
      for (place, colour) in Self.colours(Self.generator.generate(index)) {
        places[place, default: 0] += 1
        if colour.name != nil {
          named += 1
        } else if colour.light == colour.dark {
          single += 1
        } else {
          pairs += 1
        }
      }
    }
    let expected = [
      "window background", "rootless window background", "background", "overlay", "navigationBarBackground", "pushed background",
      "presented background", "presented overlay", "set background", "set overlay", "set barBackground",
    ]
    for place in expected { #expect(places[place, default: 0] >= 10, "\(place): \(places[place, default: 0])") }
    #expect(named > 100 && single > 100 && pairs > 100, "\(named) named, \(single) single, \(pairs) pairs")
  }

  @Test("the reference measures legibility at more than half the steps of generated flows, on both sides of 3:1 and 4.5:1")
  func measuredShare() {
    var (steps, measured, illegible, belowText) = (0, 0, 0, 0)
    for index in 0..<2_000 {
      guard let observations = Self.generator.generateObserved(index).1 else { continue }
      steps += observations.count
      for observation in observations {
        guard let contrast = observation.contrast else { continue }
        measured += 1
        if observation.legible == false { illegible += 1 }
        if contrast >= 3 && contrast < 4.5 { belowText += 1 }
      }
    }
    // 9,034 of 15,205 steps when this was written, 1,669 illegible, 1,311 between 3:1 and 4.5:1.
    #expect(measured * 2 > steps, "\(measured) of \(steps) steps")
    #expect(illegible * 10 > measured, "\(illegible) illegible of \(measured)")
    #expect(belowText * 10 > measured, "\(belowText) between 3:1 and 4.5:1 of \(measured)")
  }

  @Test("generated expectations check legible and minimumContrast exactly where the reference measures them, and load back")
  func expectationsFollowTheReference() throws {
    var checked = 0
    for index in 0..<300 {
      let testCase = Self.generator.generate(index)
      let filled = try #require(ReferenceExpectations.fill(testCase))
      let observations = try ReferenceResolver().observe(testCase, tracing: false).get()
      for (step, observation) in zip(filled.steps, observations) {
        #expect(step.expect?.legible == observation.legible, "\(testCase.id)")
        #expect(step.expect?.minimumContrast == observation.contrast, "\(testCase.id)")
        if observation.contrast != nil { checked += 1 }
      }
      let loaded = CaseLoader.load(text: JSONWriter.string(filled.json()), path: "\(testCase.id).json")
      #expect(loaded.cases.first?.steps.map(\.expect) == filled.steps.map(\.expect), "\(testCase.id)")
      // For a resolver that does not measure legibility, a suite without it.
      let without = try #require(ReferenceExpectations.fill(testCase, legibility: false))
      #expect(!without.checksLegibility)
    }
    #expect(checked > 500)
  }

  @Test("the minimum contrast is the reference's two-decimal value itself, never a hundredth less")
  func minimumContrastIsTheReported() {
    // 4.35 * 100 is 434.99999999999994: rounding it down once expected 4.34.
    #expect(ReferenceExpectations.minimumContrast(4.35) == 4.35)
    for hundredths in 100...2_100 {
      let reported = Double(hundredths) / 100
      #expect(ReferenceExpectations.minimumContrast(reported) == reported, "\(reported)")
    }
  }

  @Test("a generated suite and its bytes are the same for the same seed")
  func reproducibleSuite() throws {
    func suite() -> String {
      (0..<100).compactMap { ReferenceExpectations.fill(ScenarioGenerator(seed: 5).generate($0)).map { JSONWriter.string($0.json()) } }
        .joined(separator: "\n")
    }
    let first = suite()
    #expect(first.contains("\"minimumContrast\""))
    #expect(first == suite())
  }

  @Test("a generated suite kills every S23 mutant a case can tell from the reference")
  func generatedSuiteKillsLegibilityMutants() async throws {
    let cases = (0..<2_000).compactMap { ReferenceExpectations.fill(Self.generator.generate($0)) }
    let report = await MutationRun(mutants: Self.legibilityMutants, jobs: 2).run(cases)
    #expect(report.referenceProblems.isEmpty, "\(report.referenceProblems)")
    #expect(report.survivors.isEmpty, "\(report.survivors.map(\.mutant.id))")
  }

  @Test("fuzzing finds each S23 mutant on legibility and shrinks it to a case that needs the colours it keeps", arguments: legibilityMutants)
  func fuzzFindsAndShrinks(_ mutant: Mutant) async throws {
    let fuzzer = Fuzzer(resolver: ReferenceResolver(mutant: mutant), generator: Self.generator)
    let fuzzed = await fuzzer.run(cases: 1_000)
    let findings = fuzzed.findings
    let finding = try #require(findings.first { $0.signature == "decision/S23" }, "\(findings.map(\.signature))")
    #expect(["legible", "contrast"].contains(finding.diff.field), "\(finding.diff.field)")
    #expect(finding.minimal)
    #expect(finding.shrunk.checksLegibility)
    let kept = Self.colours(finding.shrunk)
    #expect(!kept.isEmpty)
    // Every colour it keeps is needed: without it the finding goes, or becomes another.
    for candidate in Reductions.properties(finding.shrunk) where Self.colours(candidate).count < kept.count && Shrinker.plays(candidate) {
      let still = await fuzzer.disagreement(candidate)
      #expect(still?.1 != finding.signature, "\(mutant.id): \(JSONWriter.string(candidate.json()))")
    }
  }
}
