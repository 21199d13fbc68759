import BarcheckModel
import BarcheckReference
import Testing

@testable import BarcheckTools

/// The generator trusts `CompiledScene.forecast`: a refusal it forecasts is an event it never plays, so a wrong refusal
/// would change the generated cases; a wrong success costs the reference's session a replay.
@Suite("The generator's forecast of an event")
struct SceneForecastTests {
  /// Every event of the first generated cases, tried on the scene after the launch and after each step of its own
  /// case: most apply at their own step and many are refused elsewhere (a second dismissal, a window shown twice, a
  /// pop at the root).
  @Test("forecasts refusal only where the scene refuses, and success only where it applies", arguments: [1, 7] as [UInt64])
  func matchesApply(_ seed: UInt64) throws {
    var (applied, refused, unsure) = (0, 0, 0)
    for testCase in ScenarioGenerator(seed: seed).generate(count: 150) {
      var scene = try #require(try? CompiledScene(testCase))
      _ = try scene.apply(.launch)
      let events = testCase.steps.dropFirst().map(\.event)
      for step in events {
        for event in events {
          let forecast = scene.forecast(event)
          var copy = scene
          let applies = (try? copy.apply(event)) != nil
          switch forecast {
          case true?:
            // Only an insertion may fail where success was forecast (a duplicate id, when a step is tried again).
            if !applies, case .push = event { continue }
            if !applies, case .present = event { continue }
            #expect(applies, "\(testCase.id): \(event) was forecast to apply")
            applied += 1
          case false?:
            #expect(!applies, "\(testCase.id): \(event) was forecast to be refused")
            refused += 1
          case nil: unsure += 1
          }
        }
        _ = try scene.apply(step)
      }
    }
    #expect(applied > 1_000 && refused > 1_000, "applied \(applied), refused \(refused)")
    #expect(unsure * 20 < applied + refused, "\(unsure) not forecast")
  }

  /// The controller the generator hands the forecast with an event (`target`) is the one the forecast would find by the
  /// event's id, so the forecast is the same with it as without it (a debug build also asserts the two are the same
  /// controller).
  @Test("forecasts the same from the generator's target as from the event's id", arguments: [1, 7] as [UInt64])
  func targetMatchesLookup(_ seed: UInt64) throws {
    var targeted = 0
    for testCase in ScenarioGenerator(seed: seed).generate(count: 150) {
      var scene = try #require(try? CompiledScene(testCase))
      _ = try scene.apply(.launch)
      var roster = ScenarioGenerator.Builder.Roster()
      roster.start(scene)
      var builder = ScenarioGenerator.Builder(random: SeededGenerator(seed: seed))
      builder.profile = scene.profile
      for step in testCase.steps.dropFirst() {
        for _ in 0..<20 {
          var target: Int?
          let event = builder.event(scene, roster, target: &target)
          if target != nil { targeted += 1 }
          #expect(scene.forecast(event, target: target) == scene.forecast(event), "\(testCase.id): \(event)")
        }
        _ = try scene.apply(step.event)
        roster.read(scene)
      }
    }
    #expect(targeted > 1_000, "\(targeted) events with a target")
  }

  @Test("a step forecast to apply that fails leaves the reference playing the steps kept before it")
  func replaysAfterAWrongForecast() throws {
    var navigation = ControllerSpec(id: "nav", kind: .navigation)
    navigation.children = [ControllerSpec(id: "first")]
    let testCase = ConformanceCase(
      id: "forecast.replay", title: "A push of an id already on screen", rules: [.s8], level: .tentative, sources: [],
      platform: PlatformSpec(), infoPlist: InfoPlist(), environment: EnvironmentSpec(),
      windows: [WindowSpec(id: "main", root: navigation)], steps: [Step(event: .launch)])
    var stage = try #require(ReferenceStage(testCase))
    stage.launch()
    var pushed = ControllerSpec(id: "second")
    pushed.preferredStatusBarStyle = .lightContent
    let push = stage.play(.push(navigationController: "nav", viewController: pushed, animated: false), target: nil)
    // A duplicate id: the forecast reads only the navigation controller, and the scene refuses it halfway.
    let duplicate = StepEvent.push(navigationController: "nav", viewController: ControllerSpec(id: "second"), animated: false)
    let forecast = stage.withScene { $0.forecast(duplicate) }
    let pushedAgain = stage.play(duplicate, target: nil)
    let pop = stage.play(.pop(navigationController: "nav", animated: false), target: nil)
    let popAtRoot = stage.play(.pop(navigationController: "nav", animated: false), target: nil)
    #expect(push && forecast == true && !pushedAgain && pop && !popAtRoot)

    var played = testCase
    played.steps += [
      Step(event: .push(navigationController: "nav", viewController: pushed, animated: false)),
      Step(event: .pop(navigationController: "nav", animated: false)),
    ]
    let observations = try ReferenceResolver().observe(played, tracing: false).get()
    #expect(stage.observations == observations.map(FuzzScreenTests.withoutDiagnostics))
    #expect(stage.withScene(\.attachedIDs) == ["first", "nav"])
  }
}
