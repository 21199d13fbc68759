import BarcheckEngine
import BarcheckModel
import BarcheckTools
import Testing

@Suite("The scenario generator")
struct GeneratorTests {
  static let cases = ScenarioGenerator(seed: 1).generate(count: 1_500)

  @Test("is reproducible: the same seed and index give the same case")
  func reproducible() {
    let again = ScenarioGenerator(seed: 1).generate(count: 20)
    #expect(Array(Self.cases.prefix(20)) == again)
    #expect(ScenarioGenerator(seed: 2).generate(0) != Self.cases[0])
  }

  @Test("every generated case loads back from its JSON, with the reference's expectations")
  func valid() throws {
    for testCase in Self.cases.prefix(300) {
      let filled = try #require(ReferenceExpectations.fill(testCase))
      let result = CaseLoader.load(text: JSONWriter.string(filled.json()), path: "\(testCase.id).json")
      #expect(result.diagnostics.isEmpty, "\(testCase.id): \(result.diagnostics.first?.description ?? "")")
    }
  }

  @Test("covers every event kind, controller kind, presentation style and profile, and several windows")
  func coverage() {
    var events: Set<EventKind> = []
    var kinds: Set<ControllerKind> = []
    var styles: Set<PresentationStyle> = []
    var profiles: Set<Profile> = []
    var windowCounts: Set<Int> = []
    func visit(_ spec: ControllerSpec) {
      kinds.insert(spec.kind)
      for child in spec.children { visit(child) }
      if let presented = spec.presented { visit(presented) }
    }
    for testCase in Self.cases {
      profiles.insert(testCase.profile)
      windowCounts.insert(testCase.windows.count)
      for window in testCase.windows { window.root.map(visit) }
      for step in testCase.steps {
        events.insert(step.event.kind)
        switch step.event {
        case .present(_, let spec, _):
          styles.insert(spec.modalPresentationStyle)
          visit(spec)
        case .push(_, let spec, _): visit(spec)
        default: break
        }
      }
    }
    #expect(events == Set(EventKind.allCases), "missing \(Set(EventKind.allCases).subtracting(events))")
    #expect(kinds == Set(ControllerKind.allCases), "missing \(Set(ControllerKind.allCases).subtracting(kinds))")
    #expect(styles == Set(PresentationStyle.allCases), "missing \(Set(PresentationStyle.allCases).subtracting(styles))")
    #expect(profiles == Set(Profile.allCases))
    #expect(windowCounts.contains { $0 >= 2 })
  }
}
