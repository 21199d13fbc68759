package import BarcheckJSON
package import BarcheckModel

/// `barcheck import`: turns captures of a running app, taken in order during a flow, into an app scenario that
/// `lint` and `explain` read, with what the device showed at every step (`"device"`) so that `explain` can compare.
///
/// The first capture gives the platform, Info.plist, environment and windows, and a `launch` step; each later one
/// gives the events that lead to it from the one before (`CaptureTransition`), the last of them carrying what the
/// device showed. Where no events lead there, or the events inferred cannot be played, a warning says why and a new
/// scenario starts from that capture; the file then holds several. Every guess (a class barcheck does not know, a
/// `default` style resolved, a system window left out) is a note positioned in its capture.
package enum CaptureImporter {
  /// What an import gives.
  package struct Result: Sendable {
    /// The scenarios, in flow order: one, unless the flow had to start again.
    package var scenarios: [ConformanceCase]
    /// Notes and warnings about the import, positioned in the captures.
    package var diagnostics: [Diagnostic]

    /// The scenario file: one scenario object, or an array of them.
    package var json: JSON {
      scenarios.count == 1 ? scenarios[0].scenarioJSON : .list(scenarios.map(\.scenarioJSON))
    }

    /// Whether any diagnostic is an error (then there is no scenario).
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Imports a flow.
  ///
  /// - Parameters:
  ///   - captures: The captures, in the order they were taken; each with its `file`.
  ///   - scenarioPath: The path the scenario will be written to, for the checks that load it back.
  /// - Returns: The scenarios and what the import noted.
  /// Whether timestamp `a` is earlier than `b`, when both are UTC (`…Z`) and written alike, so that their text orders
  /// as their instants do; false when they cannot be compared so.
  static func isEarlier(_ a: String, than b: String) -> Bool {
    a.hasSuffix("Z") && b.hasSuffix("Z") && a.utf8.count == b.utf8.count && a < b
  }

  package static func importFlow(_ captures: [AppCapture], scenarioPath: String = "imported.json") -> Result {
    var mapper = CaptureMapper()
    var segments: [Segment] = []
    var diagnostics: [Diagnostic] = []
    for (i, capture) in captures.enumerated() {
      if i > 0, Self.isEarlier(capture.capturedAt, than: captures[i - 1].capturedAt) {
        diagnostics.append(
          Diagnostic(
            .warning, file: capture.file, position: capture.capturedAtPosition, path: JSONPath.root.appending("capturedAt"),
            message:
              "capture \(i + 1) was taken before capture \(i) (\(capture.capturedAt), then \(captures[i - 1].capturedAt)): the steps follow the order the files were given",
            help: "give the captures in the order they were taken"))
      }
      let state = mapper.state(of: capture, index: i)
      guard var segment = segments.popLast() else {
        segments.append(Segment(start: state))
        continue
      }
      do {
        try segment.append(state, scenarioPath: scenarioPath, notes: &diagnostics)
        segments.append(segment)
      } catch {
        segments.append(segment)
        diagnostics.append(
          Diagnostic(
            .warning, file: capture.file, path: .root,
            message:
              "capture \(i + 1): barcheck cannot tell which events lead here from capture \(i): \(error.reason); a new scenario starts from this capture",
            help: "its first step is a launch, which resolves the bar from scratch; take captures closer together to keep one flow"))
        segments.append(Segment(start: state))
      }
    }
    var scenarios = segments.map(\.scenario)
    for (n, scenario) in scenarios.enumerated() {
      let loaded = ScenarioFile.load(SourceFile(path: scenarioPath, text: JSONWriter.string(scenario.scenarioJSON, layout: .pretty)))
      if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
        diagnostics.append(
          Diagnostic(
            .error, file: scenario.capturedFrom?.captures.first, path: .root,
            message: "the capture cannot be described as a scenario: \(error.inlineText)",
            help: "the capture may come from a newer recorder or describe what the case format cannot hold"))
        scenarios[n].steps = []
      }
    }
    if diagnostics.contains(where: { $0.severity == .error }) { scenarios = [] }
    return Result(scenarios: scenarios, diagnostics: mapper.notes + diagnostics)
  }

  /// The part of a flow one scenario covers: from a capture taken as a launch, through the captures that follow it.
  private struct Segment {
    var scenario: ConformanceCase
    var last: ImportedState
    /// How many captures gave steps, and the first one's place in the flow.
    var count = 1
    let first: Int

    init(start state: ImportedState) {
      var launch = Step(event: .launch)
      launch.device = state.device
      scenario = ConformanceCase(
        id: "scenario.imported", title: "", level: .tentative, platform: state.platform, infoPlist: state.infoPlist,
        environment: state.environment, windows: state.windows, steps: [launch])
      let capture = state.capture
      // The device's name and the date are foreign text that the scenario repeats in its title: made visible and short.
      scenario.capturedFrom = CaptureOrigin(
        device: TextEscaping.line(capture.device.name, limit: 60), os: capture.os, capturedAt: TextEscaping.line(capture.capturedAt, limit: 40),
        captures: capture.file.map { [$0] } ?? [])
      last = state
      first = state.index
      retitle()
    }

    /// Adds the steps that lead from the last capture to `state`.
    mutating func append(_ state: ImportedState, scenarioPath: String, notes: inout [Diagnostic]) throws(CaptureTransition.Unexpressible) {
      let transition = try CaptureTransition(from: last, to: state, declared: scenario.windows)
      var steps = transition.steps
      guard !steps.isEmpty else {
        guard state.device == last.device else {
          throw CaptureTransition.Unexpressible(reason: "the status bar changed, but nothing barcheck records about the app did")
        }
        notes.append(
          Diagnostic(
            .note, file: state.capture.file, path: .root,
            message: "capture \(state.index + 1) shows nothing that changed since capture \(state.index); no step for it"))
        last = state
        return
      }
      steps[steps.count - 1].device = state.device
      var candidate = scenario
      candidate.windows += transition.newWindows
      candidate.steps += steps
      candidate.capturedFrom?.captures += state.capture.file.map { [$0] } ?? []
      let loaded = ScenarioFile.load(SourceFile(path: scenarioPath, text: JSONWriter.string(candidate.scenarioJSON, layout: .pretty)))
      if let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
        throw CaptureTransition.Unexpressible(reason: "the events it takes cannot be played (\(error.message))")
      }
      if steps.contains(where: \.updatesInSameTurn) {
        notes.append(
          Diagnostic(
            .note, file: state.capture.file, path: .root,
            message:
              "capture \(state.index + 1): a property changed; a capture cannot see whether the app called setNeedsStatusBarAppearanceUpdate(), so the set says it did (\"update\": true)",
            help: "if the bar on the device did not follow the change, remove \"update\": the app forgot the call (S19)"))
      }
      scenario = candidate
      last = state
      count += 1
      retitle()
    }

    private mutating func retitle() {
      let origin = scenario.capturedFrom
      let captures = count == 1 ? "1 capture" : "\(count) captures"
      scenario.title =
        "Imported from \(captures) on \(origin?.device ?? "a device"), iOS \(origin?.os ?? "?")\(first > 0 ? ", from capture \(first + 1) of the flow" : "")"
    }
  }
}
