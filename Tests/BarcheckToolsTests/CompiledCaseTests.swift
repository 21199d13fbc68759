import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Testing

/// The loader and the generator compile each case once (`CompiledCase`): every id an index, every host and dismissal
/// target decided, every change's resulting state computed. Performing the compiled steps must leave exactly the
/// scene the events leave, and the reference must observe the same from either.
@Suite("Compiled cases")
struct CompiledCaseTests {
  /// The bundled cases and generated ones, as loaded and as generated (both keep their compiled form).
  static let cases: [ConformanceCase] = Fixtures.bundledCases + ScenarioGenerator(seed: 11).generate(count: 300)

  @Test("performing a case's compiled steps leaves the scene its events leave, after every step")
  func performMatchesApply() throws {
    for testCase in Self.cases {
      let compiled = try #require(testCase.compiled, "\(testCase.id) keeps its compiled form")
      #expect(compiled.failure == nil && compiled.steps.count == testCase.steps.count, "\(testCase.id)")
      var applied = try CompiledScene(testCase)
      var performed = compiled.start
      #expect(Self.describe(performed) == Self.describe(applied), "\(testCase.id): the starting scene")
      for (index, step) in compiled.steps.enumerated() {
        let effect = try applied.apply(testCase.steps[index].event)
        performed.perform(step)
        #expect(step.effect == effect, "\(testCase.id) step \(index + 1)")
        #expect(Self.describe(performed) == Self.describe(applied), "\(testCase.id) step \(index + 1)")
      }
    }
  }

  @Test("a compiled case's tables are its starting scene's with each step's additions, in order, which a played scene shares")
  func tablesHoldEveryStepsAdditions() throws {
    for testCase in Self.cases {
      let compiled = try #require(testCase.compiled, "\(testCase.id) keeps its compiled form")
      let built = CompiledCase.tables(start: compiled.start, steps: compiled.steps)
      #expect(compiled.tables.ids == built.ids, "\(testCase.id): ids")
      #expect(compiled.tables.colours == built.colours, "\(testCase.id): colours")
      #expect(compiled.tables.names == built.names, "\(testCase.id): names")
      // Performed step by step on a scene that grows its own tables, the steps index into the same entries.
      var grown = compiled.start
      for step in compiled.steps { grown.perform(step) }
      #expect(Array(compiled.tables.ids.prefix(grown.ids.count)) == grown.ids, "\(testCase.id): ids as performed")
      #expect(compiled.tables.colours == grown.colours && compiled.tables.names == grown.names, "\(testCase.id): as performed")
      var prepared = compiled.start
      prepared.prepareToPlay(compiled)
      for step in compiled.steps { prepared.perform(step) }
      #expect(Self.describe(prepared) == Self.describe(grown), "\(testCase.id): a prepared scene plays as a growing one")
    }
  }

  @Test("the reference observes the same from the compiled form as from the events, traces included")
  func referenceMatches() throws {
    for testCase in Self.cases {
      let fromCompiled = ReferenceResolver().observe(testCase, tracing: true)
      var session = try ReferenceSession(testCase, tracing: true)
      let fromEvents = try testCase.steps.map { try session.step($0) }
      #expect(try fromCompiled.get() == fromEvents, "\(testCase.id)")
    }
  }

  @Test("a case changed in code drops its compiled form, and is compiled again when played")
  func changedCase() throws {
    var testCase = try #require(Fixtures.bundledCases.first { $0.steps.count > 2 })
    let before = ReferenceResolver().observe(testCase, tracing: true)
    testCase.steps.removeLast()
    #expect(testCase.compiled == nil)
    let after = try ReferenceResolver().observe(testCase, tracing: true).get()
    #expect(after == Array(try before.get().dropLast()))
  }

  /// A set of a controller that is not on screen.
  static let ghostSet: StepEvent = {
    var change = ControllerChange()
    change.prefersStatusBarHidden = true
    return .set(viewController: "ghost", change: change)
  }()

  @Test(
    "a step that cannot apply fails at that step, compiled or played from its events, with the same message",
    arguments: [
      ([.launch, .pop(navigationController: "nav", animated: false)], 1),
      ([.launch, .dismiss(viewController: "list", animated: false)], 1),
      ([.push(navigationController: "nav", viewController: ControllerSpec(id: "x"), animated: false)], 0),
      ([.launch, .launch], 1),
      ([.launch, .setAppearance(.dark), ghostSet], 2),
    ] as [([StepEvent], Int)])
  func failingStep(_ events: [StepEvent], _ failing: Int) throws {
    let testCase = Self.caseInCode(events)
    #expect(testCase.compiled == nil)
    guard case .failure(let failure) = ReferenceResolver().observe(testCase, tracing: false) else {
      Issue.record("the case played")
      return
    }
    #expect(failure.step == failing)
    var session = try ReferenceSession(testCase, tracing: false)
    var message: String?
    for step in testCase.steps {
      do throws(SceneError) { _ = try session.step(step) } catch {
        message = error.message
        break
      }
    }
    #expect(failure.error.message == message)
  }

  @Test("a scene that cannot be built fails before any step")
  func failingScene() throws {
    var testCase = Self.caseInCode([.launch])
    testCase.windows.append(WindowSpec(id: "other", root: ControllerSpec(id: "list")))
    guard case .failure(let failure) = ReferenceResolver().observe(testCase, tracing: false) else {
      Issue.record("the case played")
      return
    }
    #expect(failure.step == nil)
    #expect(failure.error.message.contains("duplicate controller id \"list\""))
  }

  /// A case of a navigation controller showing "list", with these events, built in code (so nothing compiled it).
  static func caseInCode(_ events: [StepEvent]) -> ConformanceCase {
    var navigation = ControllerSpec(id: "nav", kind: .navigation)
    navigation.children = [ControllerSpec(id: "list")]
    return ConformanceCase(
      id: "compiled.in-code", title: "built in code", windows: [WindowSpec(id: "main", root: navigation)],
      steps: events.map { Step(event: $0) })
  }

  /// Everything a scene holds that a step may change, as text.
  static func describe(_ scene: CompiledScene) -> String {
    var lines: [String] = []
    lines.append(
      "env \(scene.appearance) \(scene.orientation) \(scene.horizontalSizeClass) app \(scene.applicationStyle) \(scene.applicationHidden) \(scene.applicationHiddenSet) launched \(scene.launched) colours \(scene.declaresColours) schemes \(scene.declaresColorSchemes) controlling \(String(describing: scene.controllingWindow))"
    )
    for window in scene.windows {
      lines.append(
        "window \(window.id) \(window.level) \(window.visible) \(window.isKey) \(window.overrideUserInterfaceStyle) \(String(describing: window.root)) \(String(describing: window.background)) \(window.shownOrder)"
      )
    }
    for index in scene.controllers.indices {
      let controller = scene.controllers[index]
      lines.append(
        "\(index) \(scene.ids[index]) attached \(controller.attached) parent \(String(describing: controller.parent)) children \(scene.children(of: index)) presented \(String(describing: controller.presented)) presenter \(String(describing: controller.presenter)) window \(String(describing: controller.window)) compact \(controller.presentedInCompactWidth) spec \(scene.spec(of: index))"
      )
    }
    return lines.joined(separator: "\n")
  }
}
