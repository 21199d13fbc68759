import BarcheckModel
import BarcheckReference
import BarcheckTools

extension ExplainCommand {
  /// Where a scenario's steps record what a device showed (`"device"`) and the model disagrees, drafts an observed
  /// case from the first such step (`ObservedCaseDraft`), writes it to `--observed-out` or next to the scenario, and
  /// says where and what the contributor still has to do.
  ///
  /// - Returns: How many recorded steps disagree with the model.
  static func draftObservedCase(
    _ cases: [ConformanceCase], observed: [Result<[Observation], StepFailure>], path: String, arguments: ParsedArguments, onlyStep: Int?,
    console: Console
  ) -> Int {
    var drafts: [ObservedCaseDraft] = []
    for (testCase, result) in zip(cases, observed) {
      guard let observations = try? result.get(),
        let draft = ObservedCaseDraft.draft(testCase, observations: observations, onlyStep: onlyStep)
      else { continue }
      drafts.append(draft)
    }
    guard let draft = drafts.first else { return 0 }
    let out = arguments.value("observed-out") ?? ObservedCaseDraft.defaultPath(forScenarioAt: path)
    do {
      try FileSystem.write(draft.text, to: out)
    } catch {
      console.printError("\(out): error: cannot write the observed case: \(error.reason)")
      return drafts.map { $0.otherDifferences + 1 }.reduce(0, +)
    }
    console.printError(
      "observed case: \(out) (\(TextEscaping.line(draft.testCase.id)), from step \(draft.comparison.step + 1), where the device and the model disagree)"
    )
    console.printError(
      "  before contributing it to Conformance/cases/observed/: replace the placeholder source URL with the public report's (barcheck lint fails until you do), and keep only what the report needs"
    )
    if drafts.count > 1 || draft.otherDifferences > 0 {
      console.printError(
        "  \(draft.otherDifferences + drafts.dropFirst().map { $0.otherDifferences + 1 }.reduce(0, +)) more step(s) disagree; --step N drafts another"
      )
    }
    return drafts.map { $0.otherDifferences + 1 }.reduce(0, +)
  }
}
