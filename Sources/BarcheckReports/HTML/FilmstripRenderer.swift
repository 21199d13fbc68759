import BarcheckModel

/// `barcheck explain FILE --html OUT`: a case or app scenario as a filmstrip, one frame a step,
/// each with the status bar the reference resolver shows (beside the expected one when the step
/// has an expectation) and the rules that decided it. A self-contained page, styled by the
/// report's stylesheet under the same Content-Security-Policy, with no script.
public enum FilmstripRenderer {
  /// The page for the cases of one file, each with the reference's observations of its steps.
  public static func render(_ explained: [(testCase: ConformanceCase, observations: [Observation])]) -> String {
    let title = "barcheck explain: " + explained.map(\.testCase.id).joined(separator: ", ")
    let policy = "default-src 'none'; style-src \(SHA256.cspSource(HTMLAssets.style)); base-uri 'none'; form-action 'none'"
    var html = HTMLAssets.documentHead(title: title, contentSecurityPolicy: policy, style: HTMLAssets.style)
    html += "<body>\n<main>\n"
    for (testCase, observations) in explained {
      html += "<section class=\"case-film\" aria-labelledby=\"h-\(e(testCase.id))\">\n"
      html += "<h1 id=\"h-\(e(testCase.id))\"><code>\(e(testCase.id))</code></h1>\n<p>\(e(testCase.title))</p>\n"
      let rules = testCase.rules.isEmpty ? "app scenario" : "rules " + testCase.rules.map(\.rawValue).joined(separator: ", ")
      html += "<p class=\"info\">\(e(rules)) · profile \(e(testCase.profile.rawValue)) (iOS \(e(testCase.platform.os)))</p>\n"
      html += "<ol class=\"film\">\n"
      for (i, (step, observation)) in zip(testCase.steps, observations).enumerated() {
        let observed = CaseRecord.fields(observation)
        let expected = step.expect.map(CaseRecord.fields) ?? []
        html += "<li class=\"frame\"><p class=\"message\">step \(i + 1): \(e(step.event.description))</p>\n<p>"
        if let bar = StatusBarPicture.bar(observed) { html += StatusBarPicture.svg(bar, role: "shown") }
        if let bar = StatusBarPicture.bar(expected) { html += StatusBarPicture.svg(bar, role: "expected") }
        html += "</p>\n<p class=\"info\">\(e(observed.map { "\($0.field) \($0.value)" }.joined(separator: " · ")))</p>\n"
        html += "<ol class=\"trace\">"
        for entry in observation.trace {
          html += "<li><span class=\"rule\">\(e(entry.rule.isEmpty ? "—" : entry.rule))</span> \(e(entry.message))</li>"
        }
        html += "</ol></li>\n"
      }
      html += "</ol>\n</section>\n"
    }
    return html + "</main>\n</body>\n</html>\n"
  }

  private static func e(_ text: String) -> String { TextEscaping.html(text) }
}
