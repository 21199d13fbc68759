import BarcheckEngine
package import BarcheckJSON
import BarcheckModel

/// Renders a result stream as one self-contained HTML file: inline CSS, script and SVG, no
/// network, readable with scripts and styles blocked, every case- and resolver-derived string
/// escaped, and a Content-Security-Policy that allows only the report's own style and script.
package enum HTMLRenderer {
  /// The HTML text.
  package static func render(_ stream: ResultStream) -> String {
    var text = ""
    render(stream) { text += $0 }
    return text
  }

  /// Writes the HTML in pieces, case by case, so that a large run never holds the whole page in memory.
  ///
  /// - Parameter caseSections: Writes the cases' sections, `caseSection` of each record in order, when the
  ///   caller has them already (a run renders each as its case finishes); nil to render them from the stream's
  ///   records, read back one by one.
  package static func render(_ stream: ResultStream, into sink: (String) -> Void, caseSections: (((String) -> Void) -> Void)? = nil) {
    let counts = stream.counts
    let problems = stream.cases.problemCount
    let verdictClass = !stream.complete ? "incomplete" : problems == 0 ? "pass" : "fail"
    let verdict =
      !stream.complete
      ? "⚠ INCOMPLETE: \(stream.incompleteReason); \(stream.cases.count) cases finished"
      : problems == 0
        ? "✓ PASSED: every outcome of \(stream.cases.count) cases as expected"
        : "✗ FAILED: \(problems) unexpected outcome\(problems == 1 ? "" : "s") of \(stream.cases.count) cases"
    let header = stream.header
    var html = HTMLAssets.documentHead(
      title: "barcheck: \(verdict) · \(header.resolver.name)", contentSecurityPolicy: contentSecurityPolicy, style: HTMLAssets.style,
      moreHead: "<meta name=\"referrer\" content=\"no-referrer\">\n")
    html += """
      <body>
      <header>
      <h1>barcheck report</h1>
      <p class="verdict \(verdictClass)" role="status">\(e(verdict))</p>
      <dl class="meta">

      """
    let meta: [(String, String)] = [
      ("suite", "\(header.suite.name) \(header.suite.version) (\(header.suite.caseCount) cases)"), ("suite hash", header.suite.hash),
      ("resolver", "\(header.resolver.name) \(header.resolver.version) (\(header.resolver.language))"),
      ("runner", "barcheck \(header.runnerVersion)"), ("started", "\(header.startTime) UTC"),
      ("duration", "\(formatSeconds(stream.totalSeconds)) s"), ("platform", "\(header.platform) on \(header.hostname)"),
      ("command", header.commandLine.joined(separator: " ")), ("complete", stream.complete ? "yes" : "no: \(stream.incompleteReason)"),
    ]
    for (key, value) in meta { html += "<dt>\(key)</dt><dd>\(e(value))</dd>\n" }
    html += "</dl>\n</header>\n<main>\n<section aria-labelledby=\"summary-h\">\n<h2 id=\"summary-h\">Summary</h2>\n"
    if let unloaded = stream.unloaded {
      // Beside the verdict's reason, the files themselves: the cases they hold are in no count below.
      html += "<p class=\"note\">\(e(unloaded.reason)); their cases are not counted:</p>\n<ul class=\"unloaded\">\n"
      for file in unloaded.files { html += "<li><code>\(e(file.path))</code>: \(e(file.error))</li>\n" }
      if let more = unloaded.moreText { html += "<li>… \(e(more))</li>\n" }
      html += "</ul>\n"
    }
    html += "<table class=\"counts\"><thead><tr><th scope=\"col\">outcome</th><th scope=\"col\">cases</th></tr></thead><tbody>\n"
    let ordered = Outcome.allCases.sorted().reversed()
    for outcome in ordered where counts[outcome, default: 0] > 0 {
      html +=
        "<tr><td><span class=\"badge \(badgeClass(outcome))\">\(label(outcome))</span></td><td class=\"n\">\(counts[outcome, default: 0])</td></tr>\n"
    }
    html += "</tbody></table>\n"
    let applicable = stream.cases.applicableCount
    let passed = counts[.pass, default: 0] + counts[.unexpectedPass, default: 0]
    if applicable > 0 {
      let passShare = Double(passed) / Double(stream.cases.count) * 100
      let problemShare = Double(problems) / Double(stream.cases.count) * 100
      let rate = (Double(passed) / Double(applicable) * 1000).rounded() / 10
      html +=
        "<svg class=\"rate\" role=\"img\" aria-label=\"pass rate \(JSONWriter.format(rate)) percent\" viewBox=\"0 0 100 4\" preserveAspectRatio=\"none\">"
      html +=
        "<rect class=\"other\" x=\"0\" y=\"0\" width=\"100\" height=\"4\"/><rect class=\"pass\" x=\"0\" y=\"0\" width=\"\(JSONWriter.format(passShare))\" height=\"4\"/>"
      html +=
        "<rect class=\"problem\" x=\"\(JSONWriter.format(passShare))\" y=\"0\" width=\"\(JSONWriter.format(problemShare))\" height=\"4\"/></svg>\n"
      html +=
        "<p class=\"note\">pass rate \(JSONWriter.format(rate))% of \(applicable) applicable cases (n/a is left out; a resolver&#39;s skips count as not passing).</p>\n"
    }
    let families = FamilyBreakdown(stream.cases.summaries).rows
    if families.count > 1 {
      html +=
        "<table class=\"counts families\"><caption>By family</caption><thead><tr><th scope=\"col\">family</th><th scope=\"col\">passed</th><th scope=\"col\">applicable</th><th scope=\"col\">pass rate</th><th scope=\"col\">problems</th></tr></thead><tbody>\n"
      for row in families {
        html +=
          "<tr\(row.problems > 0 ? " class=\"has-problems\"" : "")><th scope=\"row\">\(e(row.family))</th><td class=\"n\">\(row.passed)</td><td class=\"n\">\(row.applicable)</td><td class=\"n\">\(FamilyBreakdown.percent(row.passRate))</td><td class=\"n\">\(row.problems)</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    html += "</section>\n<section aria-labelledby=\"cases-h\">\n<h2 id=\"cases-h\">Cases</h2>\n"
    html += "<div class=\"controls\" id=\"controls\" hidden>\n"
    for outcome in ordered where counts[outcome, default: 0] > 0 {
      html +=
        "<button type=\"button\" data-outcome=\"\(outcome.rawValue)\" aria-pressed=\"true\">\(label(outcome)) \(counts[outcome, default: 0])</button>\n"
    }
    html += "<input type=\"search\" id=\"q\" placeholder=\"Search ids, titles, messages\" aria-label=\"Search cases\">\n"
    html += "<span id=\"shown\" aria-live=\"polite\"></span>\n</div>\n"
    html +=
      "<p class=\"note\">Unexpected outcomes are open; passes are collapsed. Traces are shown for cases that did not pass.</p>\n<div id=\"cases\">\n"
    sink(html)
    html = ""
    if let caseSections {
      caseSections(sink)
    } else {
      for record in stream.cases { sink(caseSection(record)) }
    }
    html += "</div>\n</section>\n<section aria-labelledby=\"rules-h\">\n<h2 id=\"rules-h\">Rules</h2>\n<dl class=\"rules\">\n"
    for rule in SpecRule.all {
      html += "<dt id=\"rule-\(rule.id)\">\(rule.id)</dt><dd>\(e(rule.title)) (\(rule.level.rawValue))</dd>\n"
    }
    html +=
      "</dl>\n<p class=\"note\">The rules are those of the suite&#39;s spec, Conformance/SPEC.md, where each lists its clauses (S9.4) and its evidence; the levels are their confidence. A trace names the clause that decided; hover over it for the clause&#39;s own confidence and statement.</p>\n</section>\n</main>\n"
    html += "<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n"
    sink(html)
  }

  /// Only the inline style and script of this report may run; nothing may be fetched.
  static let contentSecurityPolicy =
    "default-src 'none'; style-src \(SHA256.cspSource(HTMLAssets.style)); script-src \(SHA256.cspSource(HTMLAssets.script)); img-src data:; base-uri 'none'; form-action 'none'"

  /// One case's section of the report (a `<details>` element): what `render` writes for each record.
  package static func caseSection(_ record: CaseRecord) -> String {
    var html = HTMLBytes(capacity: record.outcome == .pass || record.outcome == .notApplicable ? 1_024 : 8_192)
    caseHTML(record, into: &html)
    return html.string
  }

  /// Appends `caseSection` as UTF-8 bytes to `out`: a recorder keeps one buffer of sections, to write them in one go.
  package static func appendCaseSection(_ record: CaseRecord, to out: inout ByteBuffer) {
    var html = HTMLBytes(appendingTo: out)
    caseHTML(record, into: &html)
    out = html.finish()
  }

  /// Writes a case's section.
  private static func caseHTML(_ record: CaseRecord, into html: inout HTMLBytes) {
    html.raw("<details class=\"case\" data-outcome=\"")
    html.unescaped(record.outcome.rawValue)
    html.raw("\" id=\"c-")
    html.text(record.id)
    html.raw(record.outcome.isProblem ? "\" open><summary><span class=\"badge " : "\"><summary><span class=\"badge ")
    html.unescaped(badgeClass(record.outcome))
    html.raw("\">")
    html.unescaped(label(record.outcome))
    html.raw("</span> <code>")
    html.text(record.id)
    html.raw("</code> <span class=\"title\">")
    html.text(record.title)
    html.raw("</span></summary>\n<div class=\"body\">\n")
    if record.outcome != .pass, let message = record.message {
      html.raw("<p class=\"message\">")
      html.text(message)
      if let link = record.link.flatMap(safeLink) {
        html.raw(" <a href=\"")
        html.text(link)
        html.raw("\" rel=\"noreferrer\">issue</a>")
      }
      html.raw("</p>\n")
    }
    html.raw("<p class=info>rules ")
    for (i, rule) in record.rules.enumerated() {
      html.raw(i > 0 ? ", <a href=\"#rule-" : "<a href=\"#rule-")
      html.text(rule)
      html.raw("\">")
      html.text(rule)
      html.raw("</a>")
    }
    html.raw(" · level ")
    html.unescaped(record.level.rawValue)
    if record.outcome != .pass {
      html.raw(" · profile ")
      html.unescaped(record.profile.rawValue)
      if !record.tags.isEmpty {
        html.raw(" · tags ")
        html.text(record.tags.joined(separator: ", "))
      }
      if !record.sources.isEmpty {
        html.raw(" · sources ")
        html.unescaped(record.sources.map(sourceHTML).joined(separator: "; "))
      }
      if let file = record.file {
        html.raw(" · <code>")
        html.text(file)
        html.raw("</code>")
      }
    }
    html.raw(" · ")
    html.seconds(record.duration)
    html.raw(" s</p>\n")
    if record.outcome == .pass || record.outcome == .notApplicable {
      // Passes are many and collapsed: one line a step, the expectation met. A case the resolver does not apply to
      // was not sent: one line a step, what was expected, without the steps table and its pictures of bars nobody
      // showed (4.8 KB a case, most of a report against a resolver that models little).
      // The steps are read in place: iterating the list copied each step record (retaining its every string and list).
      let met = record.outcome == .pass
      html.raw("<ol class=passed>")
      var ratios = RecordedFields.RatioTexts()
      record.steps.withUnsafeBufferPointer { steps in
        for s in steps.indices {
          html.raw("<li>")
          html.text(steps[s].event)
          passedFields(steps[s].expectedFields, ratios: &ratios, met: met, into: &html)
          html.raw("</li>")
        }
      }
      html.raw("</ol></div></details>\n")
      return
    }
    html.unescaped(problemDetails(record))
    html.raw("</div></details>\n")
  }

  /// A passed step's expected fields, `: style lightContent, hidden false ✓`; nothing when it expects none. Written
  /// from the expectation's values when the record keeps them, each field's words from one literal where they can
  /// (only an owner's id needs escaping), as the pairs' texts are written otherwise.
  ///
  /// - Parameter met: Whether the resolver met it (a pass, with its check mark), or only what was expected (a case the
  ///   resolver does not apply to).
  @inline(__always)
  private static func passedFields(
    _ fields: borrowing RecordedFields, ratios: inout RecordedFields.RatioTexts, met: Bool = true, into html: inout HTMLBytes
  ) {
    if let pairs = fields.givenAsPairs {
      guard !pairs.isEmpty else { return }
      html.raw(": ")
      pairs.withUnsafeBufferPointer { pairs in
        for i in pairs.indices {
          if i > 0 { html.raw(", ") }
          html.text(pairs[i].field)
          html.raw(" ")
          html.text(pairs[i].value)
        }
      }
      if met { html.raw(" <span class=ok>✓</span>") }
      return
    }
    guard !fields.isEmpty else { return }
    // In `StatusBarField`'s order; a test checks every field and value against the pairs' text.
    var first = true
    func next(_ words: StaticString) {
      html.raw(first ? ": " : ", ")
      first = false
      html.raw(words)
    }
    if fields.has(.style) { next(fields.style == .darkContent ? "style darkContent" : "style lightContent") }
    if fields.has(.hidden) { next(fields.hidden ? "hidden true" : "hidden false") }
    if fields.has(.styleOwner) {
      if let owner = fields.styleOwner {
        next("styleOwner ")
        html.text(owner)
      } else {
        next("styleOwner (none)")
      }
    }
    if fields.has(.hiddenOwner) {
      if let owner = fields.hiddenOwner {
        next("hiddenOwner ")
        html.text(owner)
      } else {
        next("hiddenOwner (none)")
      }
    }
    if fields.has(.animation) {
      switch fields.animation {
      case .none: next("animation none")
      case .fade: next("animation fade")
      case .slide: next("animation slide")
      }
    }
    if fields.has(.legible) { next(fields.legible ? "legible true" : "legible false") }
    if fields.has(.contrast) {
      next(fields.isObserved ? "contrast " : "contrast at least ")
      html.unescaped(ratios.text(fields.ratio))
      html.raw(":1")
    }
    if met { html.raw(" <span class=ok>✓</span>") }
  }

  /// The steps table, traces and logs of a case that did not pass: few in a run, so written as strings.
  private static func problemDetails(_ record: CaseRecord) -> String {
    let showsTree = record.steps.contains { !$0.controllers.isEmpty }
    var html =
      "<table class=steps><thead><tr><th scope=col>step</th><th scope=col>event</th><th scope=col>expected</th><th scope=col>observed</th><th scope=col>status bar: expected, observed</th>\(showsTree ? "<th scope=col>controllers and owners</th>" : "")</tr></thead><tbody>\n"
    for (i, step) in record.steps.enumerated() {
      let diffs = record.diffs.filter { $0.step == i }
      let expected = step.expected.map { "\($0.field) \($0.value)" }.joined(separator: ", ")
      let observed: String
      if step.observedFields.isEmpty {
        observed = "—"
      } else if !diffs.isEmpty {
        observed = "<span class=no>✗ differs:</span> " + diffs.map { e("\($0.field) \($0.observed)") }.joined(separator: ", ")
      } else if step.expectedFields.isEmpty {
        observed = e(step.observed.prefix(2).map { "\($0.field) \($0.value)" }.joined(separator: ", "))
      } else {
        observed = "<span class=ok>✓ as expected</span>"
      }
      html +=
        "<tr\(diffs.isEmpty ? "" : " class=bad")><td>\(i + 1)</td><td>\(e(step.event))</td><td>\(expected.isEmpty ? "—" : e(expected))</td><td class=obs>\(observed)</td><td class=pics>\(pictures(step))</td>\(showsTree ? "<td>\(tree(step))</td>" : "")</tr>\n"
    }
    html += "</tbody></table>\n"
    if let file = record.file, let first = record.diffs.first {
      html +=
        "<p class=info>Why barcheck expected this: <code>swift run barcheck explain \(e(ShellWord.quoted(file))) --step \(first.step + 1)</code> prints the reference resolver's reasoning, rule by rule.</p>\n"
    }
    if record.outcome != .pass && record.steps.contains(where: { !$0.trace.isEmpty || !$0.notes.isEmpty || !$0.referenceTrace.isEmpty }) {
      let both = record.steps.contains { !$0.referenceTrace.isEmpty }
      html +=
        "<details class=\"trace\"\(both ? " open" : "")><summary>\(both ? "Traces: why barcheck expected this (the reference), and why the resolver decided as it did" : "Trace: why the resolver decided as it did")</summary>\n"
      for (i, step) in record.steps.enumerated() where !step.trace.isEmpty || !step.notes.isEmpty || !step.referenceTrace.isEmpty {
        let differs = record.diffs.contains { $0.step == i }
        html += "<p class=\"info\">step \(i + 1): \(e(step.event))\(differs ? " <span class=no>✗ differs</span>" : "")</p>"
        if both {
          html += "<div class=\"traces\"><div><p class=\"info\">the reference (expected)</p>\(traceList(step.referenceTrace, notes: []))</div>"
          html += "<div><p class=\"info\">the resolver (observed)</p>\(traceList(step.trace, notes: step.notes))</div></div>\n"
        } else {
          html += traceList(step.trace, notes: step.notes) + "\n"
        }
      }
      html += "</details>\n"
    }
    if !record.logs.isEmpty { html += "<pre class=\"logs\" aria-label=\"resolver log\">\(e(record.logs))</pre>\n" }
    return html
  }

  private static func e(_ text: String) -> String { TextEscaping.html(text) }

  /// The controller tree after a step, each owner marked: where the case expects it, where the resolver put it.
  static func tree(_ step: CaseRecord.StepRecord) -> String {
    guard !step.controllers.isEmpty else { return "—" }
    var html = "<ul class=tree>"
    for line in step.controllers {
      var marks: [String] = []
      for (field, name) in [(StatusBarField.styleOwner, "style"), (.hiddenOwner, "visibility")] {
        let expected = step.expectedFields.value(field)
        let observed = step.observedFields.value(field)
        switch (expected == line.id, observed == line.id) {
        case (true, true): marks.append("<span class=\"own\" title=\"\(name) owner, as expected\">\(name) ✓</span>")
        case (true, false): marks.append("<span class=\"own exp\" title=\"the expected \(name) owner\">\(name) expected</span>")
        case (false, true):
          marks.append(
            expected == nil
              ? "<span class=\"own\" title=\"the \(name) owner the resolver reported\">\(name)</span>"
              : "<span class=\"own got\" title=\"the \(name) owner the resolver reported\">\(name) observed</span>")
        case (false, false): break
        }
      }
      let note = line.note.isEmpty ? "" : " <span class=info>\(e(line.note))</span>"
      html += "<li class=d\(min(line.depth, 8))>\(line.depth == 0 ? "▭ " : "")<code>\(e(line.id))</code>\(note) \(marks.joined(separator: " "))</li>"
    }
    return html + "</ul>"
  }

  /// A trace as an ordered list, each entry's rule or clause linked to its rule in the rule list (a clause says its
  /// confidence and statement on hover); a dash when there is none.
  static func traceList(_ trace: [TraceEntry], notes: [String]) -> String {
    guard !trace.isEmpty || !notes.isEmpty else { return "<p class=\"info\">—</p>" }
    var html = "<ol class=\"trace\">"
    for entry in trace {
      let rule: String
      if let clause = entry.clause, let ruleID = clause.rule {
        rule =
          "<a class=\"rule\" href=\"#rule-\(ruleID.rawValue)\" title=\"\(e("\(clause.id), \(clause.level.rawValue): \(clause.says)"))\">\(e(clause.id))</a>"
      } else if let ruleID = entry.ruleID, ruleID.rawValue == entry.rule {
        rule = "<a class=\"rule\" href=\"#rule-\(ruleID.rawValue)\">\(e(entry.rule))</a>"
      } else {
        rule = "<span class=\"rule\">\(e(entry.rule))</span>"
      }
      html += "<li>\(rule) \(e(entry.message))</li>"
    }
    for note in notes { html += "<li><span class=\"rule\">note</span> \(e(note))</li>" }
    return html + "</ol>"
  }

  /// The expected and the observed status bar of a step, drawn; a dash for what is not known.
  static func pictures(_ step: CaseRecord.StepRecord) -> String {
    let none = "<span class=nopic>—</span>"
    let expected = StatusBarPicture.bar(step.expected).map { StatusBarPicture.svg($0, role: "expected") } ?? none
    let observed = StatusBarPicture.bar(step.observed).map { StatusBarPicture.svg($0, role: "observed") } ?? none
    return expected + observed
  }

  /// A link target only when it is an http(s) URL: anything else (javascript:, data:) stays text.
  /// A source as a link: a web address to itself, a spec anchor (`SPEC.md#s9`, `SPEC.md#s9-custom`) to its rule
  /// in this page's rule list, anything else as text.
  static func sourceHTML(_ source: String) -> String {
    if let url = safeLink(source) { return "<a href=\"\(e(url))\" rel=noreferrer>\(e(source))</a>" }
    let prefix = CaseSource.specFile + "#s"
    if source.hasPrefix(prefix) {
      let digits = source.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, SpecRule.named("S" + digits) != nil { return "<a href=\"#rule-S\(digits)\">\(e(source))</a>" }
    }
    return e(source)
  }

  static func safeLink(_ text: String) -> String? {
    let lower = text.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" }) else {
      return nil
    }
    return text
  }

  static func label(_ outcome: Outcome) -> String { outcome == .notApplicable ? "N/A" : outcome.rawValue.uppercased() }

  static func badgeClass(_ outcome: Outcome) -> String {
    switch outcome {
    case .notApplicable: "b-na"
    case .expectedFailure: "b-skip"
    case .unexpectedPass: "b-xpass"
    default: "b-\(outcome.rawValue)"
    }
  }
}
