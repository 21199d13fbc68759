package import BarcheckModel
import BarcheckReference
package import BarcheckReports

extension FilmstripFrame {
  /// The frames of a scenario with what the developer wanted at each step and lint's findings there, each with its
  /// proven fixes: the filmstrip `explain --html` writes.
  ///
  /// - Parameters:
  ///   - testCase: The scenario (or case).
  ///   - played: Its steps played on the reference, with the records of what was not shown.
  ///   - report: Lint's report on it.
  package static func frames(of testCase: ConformanceCase, played: ScenarioLinter.Played, report: ScenarioLinter.Report) -> [FilmstripFrame] {
    var frames = frames(of: testCase, observations: played.observations)
    for i in frames.indices {
      let step = frames[i].step - 1
      frames[i].wanted = wanted(testCase.steps[step].want, records: step < played.decisions.count ? played.decisions[step] : [])
      frames[i].findings = report.findings.filter { $0.step == step }.map(finding)
    }
    return frames
  }

  /// What was wanted at a step: the step's `want`, else each wish the reference records as not shown.
  static func wanted(_ want: StepIntent?, records: [Decision]) -> String? {
    if let want, !want.isEmpty {
      let parts = [
        want.style.map { "style \($0.rawValue)" }, want.hidden.map { $0 ? "hidden" : "visible" }, want.animation.map { "animation \($0.rawValue)" },
      ]
      return "want: " + parts.compactMap { $0 }.joined(separator: ", ")
    }
    let wishes = records.filter { $0.wish != .none && $0.wish != .want }.map { record in
      "\"\(record.wisher ?? "?")\" (\(record.wish)) wants \(record.wanted), shown \(record.shown)"
    }
    return wishes.isEmpty ? nil : wishes.joined(separator: "; ")
  }

  static func finding(_ finding: ScenarioLinter.Finding) -> FilmstripFinding {
    let fixes = finding.fixes.map { fix in
      let code = [fix.uiKit.map { "UIKit: \($0)" }, fix.swiftUI.map { "SwiftUI: \($0)" }, fix.infoPlist.map { "Info.plist: \($0)" }]
      return "\(fix.summary), \(fix.location). " + code.compactMap { $0 }.joined(separator: " · ") + " — proven: \(fix.proof)"
    }
    let state = finding.acknowledgement.map { " (acknowledged: \($0.reason))" } ?? ""
    return FilmstripFinding(
      rule: "\(finding.decision.clause.id), \(finding.decision.level.rawValue)", message: finding.message + state, fixes: fixes, noFix: finding.noFix)
  }
}
