import BarcheckEngine
import BarcheckModel

extension CompatibilityRenderer {
  static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#5c5c63;--line:#d8d8dd;--panel:#f5f5f7;--pass:#1a7f37;--fail:#c62828;--warn:#8a5a00;--info:#0b63c5}
    @media (prefers-color-scheme:dark){:root{--bg:#111113;--fg:#ececf0;--muted:#a8a8b3;--line:#3a3a40;--panel:#1c1c20;--pass:#5fd37a;--fail:#ff8a80;--warn:#ffc861;--info:#7ab7ff}}
    body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:1200px;margin:0 auto;padding:16px 20px}
    h1{font-size:20px;margin:0 0 6px}h2{font-size:17px;margin:24px 0 8px}table{border-collapse:collapse}th,td{text-align:left;padding:3px 9px;border-bottom:1px solid var(--line)}
    th{color:var(--muted);font-weight:600;font-size:13px}td.n{text-align:right;font-variant-numeric:tabular-nums}code{font:12px ui-monospace,Menlo,Consolas,monospace}
    .o{font-size:11px;font-weight:700;padding:0 5px;border:1px solid currentColor;border-radius:3px}.pass{color:var(--pass)}.bad{color:var(--fail)}.other{color:var(--warn)}
    a{color:var(--info)}a:focus-visible{outline:2px solid var(--info);outline-offset:2px}.note{color:var(--muted);font-size:13px}
    \(scoreScale)
    tr.family th{background:var(--panel);color:var(--fg)}.diff{margin:6px 0}.diff h4{margin:8px 0 2px;font-size:13px}.diff:target{outline:2px solid var(--accent, #0a84ff);outline-offset:2px}pre{background:var(--panel);padding:6px 8px;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere}
    """

  /// Score cells tinted from red (0%) through amber to green (100%) in steps of ten, translucent so that
  /// the text reads on the light and the dark background alike.
  static let scoreScale = (0...10).map { ".s\($0){background:hsl(\($0 * 12) 75% 45% / .28)}" }.joined()

  /// The stylesheet of the case matrix's filters: one rule a choice, keyed by position (family names come from case
  /// ids and never reach the stylesheet). Without script: a checked radio button hides the rows that do not match.
  static func filterStyle(_ matrix: CompatibilityMatrix) -> String {
    var css = ".filters{display:flex;flex-wrap:wrap;gap:6px 18px;margin:8px 0;border:0;padding:0}.filters fieldset{border:0;margin:0;padding:0}"
    css += ".filters legend{color:var(--muted);font-size:13px;padding:0}.filters label{margin-right:8px;font-size:13px;white-space:nowrap}"
    for index in matrix.families.indices {
      css += "main:has(#ff\(index):checked) #cases tbody tr:not(.fam\(index)){display:none}"
    }
    for level in RequirementLevel.allCases {
      css += "main:has(#fl-\(level.rawValue):checked) #cases tbody tr:not(.lvl-\(level.rawValue)):not(.family){display:none}"
    }
    for outcome in ["problem", "split"] {
      css += "main:has(#fo-\(outcome):checked) #cases tbody tr:not(.\(outcome)):not(.family){display:none}"
    }
    return css
  }

  /// The filters above the case matrix: family, level, and whether some resolver has a problem or the resolvers split.
  static func filters(_ matrix: CompatibilityMatrix) -> String {
    func e(_ text: String) -> String { TextEscaping.html(text) }
    func choice(_ group: String, _ id: String, _ label: String, checked: Bool = false) -> String {
      "<label><input type=\"radio\" name=\"\(group)\" id=\"\(id)\"\(checked ? " checked" : "")> \(e(label))</label>"
    }
    var html = "<div class=\"filters\" role=\"group\" aria-label=\"Filter the cases\">"
    html += "<fieldset><legend>family</legend>" + choice("family", "ff-all", "all", checked: true)
    for (index, family) in matrix.families.enumerated() { html += choice("family", "ff\(index)", family) }
    html += "</fieldset><fieldset><legend>level</legend>" + choice("level", "fl-all", "all", checked: true)
    for level in RequirementLevel.allCases { html += choice("level", "fl-\(level.rawValue)", level.rawValue) }
    html += "</fieldset><fieldset><legend>outcome</legend>" + choice("outcome", "fo-all", "all", checked: true)
    html += choice("outcome", "fo-problem", "a resolver fails, errs, crashes or times out")
    html += choice("outcome", "fo-split", "the resolvers disagree")
    return html + "</fieldset></div>\n"
  }

  /// The class that tints a score cell: `s0` to `s10`, or none when nothing applied.
  static func scoreClass(_ score: CompatibilityMatrix.Score) -> String {
    score.percent.map { " s\(Int(($0 / 10).rounded(.down)))" } ?? ""
  }

  /// The matrix as one self-contained HTML page (no script; a Content-Security-Policy allows only its style).
  package static func html(_ matrix: CompatibilityMatrix) -> String {
    func e(_ text: String) -> String { TextEscaping.html(text) }
    let pageStyle = style + "\n" + filterStyle(matrix)
    let csp = "default-src 'none'; style-src \(SHA256.cspSource(pageStyle)); base-uri 'none'; form-action 'none'"
    var html = HTMLAssets.documentHead(
      title: "Status bar compatibility: \(matrix.suite.name) \(matrix.suite.version)", contentSecurityPolicy: csp, style: pageStyle)
    // Only a report asked to measure the suite's strength has the line.
    let strength =
      matrix.suiteStrength.map {
        "\n<p>Suite mutation score: <strong>\(e($0.percentText))</strong> (the suite kills \($0.killed) of the \($0.mutants - $0.equivalent) mutants of the reference resolver that can change an observation; <code>barcheck mutants</code>).</p>"
      } ?? ""
    html += """
      <body><main>
      <h1>Status bar compatibility</h1>
      <p>\(e("\(matrix.suite.name) \(matrix.suite.version), \(matrix.rows.count) cases, \(matrix.suite.hash)"))</p>
      <p>Scores count passes out of the cases that apply to a resolver (n/a left out). <strong>Interop: \(e(percent(matrix.interop)))</strong> of the cases that apply to every resolver pass in all of them.</p>\(strength)
      <h2 id="scores">Scores</h2>
      <table><thead><tr><th scope="col">resolver</th><th scope="col">language</th><th scope="col">all</th>
      """
    for level in RequirementLevel.allCases { html += "<th scope=\"col\">\(level.rawValue)</th>" }
    html += "</tr></thead><tbody>\n"
    for (column, identity) in matrix.resolvers.enumerated() {
      html +=
        "<tr><th scope=\"row\">\(e(identity.name)) \(e(identity.version))\(e(CompatibilityRenderer.partialNote(matrix, column)))</th><td>\(e(identity.language))</td><td class=\"n\(scoreClass(matrix.score(column)))\">\(e(percent(matrix.score(column))))</td>"
      for level in RequirementLevel.allCases {
        let score = matrix.score(column) { $0.level == level }
        html += "<td class=\"n\(scoreClass(score))\">\(e(percent(score)))</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table>\n<h2 id=\"families\">By family</h2>\n<table><thead><tr><th scope=\"col\">family</th>"
    for identity in matrix.resolvers { html += "<th scope=\"col\">\(e(identity.name))</th>" }
    html += "</tr></thead><tbody>\n"
    for family in matrix.families {
      html += "<tr><th scope=\"row\"><a href=\"#f-\(e(family))\">\(e(family))</a></th>"
      for column in matrix.resolvers.indices {
        let score = matrix.score(column) { $0.family == family }
        html += "<td class=\"n\(scoreClass(score))\">\(e(percent(score)))</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table>\n"
    let odd = matrix.disagreements
    html += "<h2 id=\"disagreements\">Where one resolver disagrees with all the others (\(odd.count))</h2>\n"
    if odd.isEmpty {
      html += "<p class=\"note\">None\(matrix.resolvers.count < 3 ? " (this needs three resolvers or more)" : "").</p>\n"
    } else {
      html += "<ul>\n"
      for item in odd {
        html +=
          "<li><a href=\"#c-\(e(item.id))\"><code>\(e(item.id))</code></a>: \(e(matrix.resolvers[item.column].name)) alone \(item.passes ? "passes" : "fails")</li>\n"
      }
      html += "</ul>\n"
    }
    html +=
      "<h2 id=\"matrix\">Cases × resolvers</h2>\n<p class=\"note\">Each cell that is not a pass links to that resolver's diff for the case.</p>\n"
    html += filters(matrix)
    html += "<table id=\"cases\"><thead><tr><th scope=\"col\">case</th><th scope=\"col\">level</th>"
    for identity in matrix.resolvers { html += "<th scope=\"col\">\(e(identity.name))</th>" }
    html += "</tr></thead><tbody>\n"
    var currentFamily = ""
    let familyIndex = Dictionary(uniqueKeysWithValues: matrix.families.enumerated().map { ($1, $0) })
    for row in matrix.rows {
      let family = "fam\(familyIndex[row.family] ?? 0)"
      if row.family != currentFamily {
        currentFamily = row.family
        html +=
          "<tr class=\"family \(family)\" id=\"f-\(e(row.family))\"><th colspan=\"\(matrix.resolvers.count + 2)\">\(e(row.family))</th></tr>\n"
      }
      let outcomes = row.outcomes.compactMap { $0 }.filter { $0 != .notApplicable }
      let problem = outcomes.contains { $0.isProblem }
      let passes = outcomes.map { $0 == .pass || $0 == .unexpectedPass }
      let split = passes.contains(true) && passes.contains(false)
      let classes = [family, "lvl-\(row.level.rawValue)"] + (problem ? ["problem"] : []) + (split ? ["split"] : [])
      html +=
        "<tr id=\"c-\(e(row.id))\" class=\"\(classes.joined(separator: " "))\"><td><code title=\"\(e(row.title))\">\(e(row.id))</code></td><td>\(row.level.rawValue)</td>"
      for (column, outcome) in row.outcomes.enumerated() {
        guard let outcome else {
          html += "<td>—</td>"
          continue
        }
        let cls = outcome == .pass || outcome == .unexpectedPass ? "pass" : outcome.isProblem ? "bad" : "other"
        let label = "<span class=\"o \(cls)\">\(outcome.rawValue)</span>"
        html += outcome == .pass ? "<td>\(label)</td>" : "<td><a href=\"#d-\(column)-\(e(row.id))\">\(label)</a></td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table>\n<h2 id=\"details\">Diffs</h2>\n"
    for (column, identity) in matrix.resolvers.enumerated() {
      let failing = matrix.rows.filter { $0.outcomes[column].map { $0 != .pass } ?? false }
      html += "<h3>\(e(identity.name)) (\(failing.count) not passing)</h3>\n"
      for row in failing {
        guard let record = matrix.record(row, column: column) else { continue }
        // The message of a failure is its first diff: show the diffs alone, or the message when there are none.
        let text = record.diffs.isEmpty ? record.message ?? record.outcome.rawValue : record.diffs.map(\.description).joined(separator: "\n")
        // Not a collapsed <details>: a link from the matrix must land on the diff itself.
        html +=
          "<section class=\"diff\" id=\"d-\(column)-\(e(row.id))\"><h4><code>\(e(row.id))</code> \(e(record.outcome.rawValue))</h4><pre>\(e(text))</pre></section>\n"
      }
    }
    html += "</main></body></html>\n"
    return html
  }
}
