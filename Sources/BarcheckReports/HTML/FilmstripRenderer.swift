import BarcheckJSON
package import BarcheckModel

/// `barcheck explain FILE --html OUT`: a case or app scenario as a filmstrip, one frame a step. Each frame
/// draws the phone's screen at the end of the step, the status bar's content over what is behind it, beside
/// what the bar shows (and what the case expects), what the developer wanted and a linter's findings when
/// there are any, and the controller tree of the controlling window with the owners marked; the rules that
/// decided follow below. A self-contained page under a Content-Security-Policy that allows its one
/// stylesheet and nothing else, with no script.
package enum FilmstripRenderer {
  /// The page for the cases of one file, each with its frames.
  ///
  /// - Parameter films: Each case and its frames (replayed on the reference by `BarcheckTools`'
  ///   `FilmstripFrame.frames(of:observations:)`, with anything a linter adds).
  /// - Returns: The HTML text.
  package static func render(_ films: [(testCase: ConformanceCase, frames: [FilmstripFrame])]) -> String {
    let title = "barcheck explain: " + films.map { TextEscaping.line($0.testCase.id, limit: 100) }.joined(separator: ", ")
    let policy = "default-src 'none'; style-src \(SHA256.cspSource(style)); base-uri 'none'; form-action 'none'"
    var html = HTMLAssets.documentHead(title: TextEscaping.line(title, limit: 300), contentSecurityPolicy: policy, style: style)
    html += "<body>\n<main class=\"filmstrip\">\n"
    html +=
      "<p class=\"note\">Each frame draws the screen at the end of its step: the status bar's content, white or black as it is shown, over what is behind it (an overlay, a navigation bar, the top controller's background, the window's background, or the backdrop of a sheet card). Hatching means the case declares no colour there. The controller tree marks the owners; the rules that decided are below each frame.</p>\n"
    for (n, film) in films.enumerated() {
      html += section(film.testCase, frames: film.frames, id: "case-\(n + 1)")
    }
    return html + "</main>\n</body>\n</html>\n"
  }

  /// The page's stylesheet: the report's, and the filmstrip's own rules.
  static let style = HTMLAssets.style + "\n" + FilmstripStyle.css

  /// The most characters of a case's id or title a page shows: case files are hostile text.
  static let titleLimit = 300
  /// The most characters of an event, a trace entry, a finding or a fix a page shows.
  static let textLimit = 1_000
  /// The most findings, fixes and trace entries a frame shows.
  static let listLimit = 50

  private static func section(_ testCase: ConformanceCase, frames: [FilmstripFrame], id: String) -> String {
    var html = "<section class=\"case-film\" aria-labelledby=\"\(id)\">\n"
    html += "<h1 id=\"\(id)\"><code>\(e(testCase.id, titleLimit))</code></h1>\n<p>\(e(testCase.title, titleLimit))</p>\n"
    let rules = testCase.rules.isEmpty ? "app scenario" : "rules " + testCase.rules.map(\.rawValue).joined(separator: ", ")
    let platform = testCase.platform
    let device =
      platform.idiom == .pad ? "iPad" : platform.homeButton ? "iPhone with a home button" : "iPhone without a home button"
    html +=
      "<p class=\"info\">\(e(rules, titleLimit)) · profile \(e(testCase.profile.rawValue, 40)) · \(device), iOS \(e(platform.os, 20)) · \(testCase.environment.appearance.rawValue), \(testCase.environment.orientation.rawValue)</p>\n"
    if frames.count < testCase.steps.count {
      html += "<p class=\"info\">\(testCase.steps.count - frames.count) of \(testCase.steps.count) steps could not be played and are not shown.</p>\n"
    }
    html += "<ol class=\"film\">\n"
    for frame in frames { html += self.frame(frame, id: "\(id)-step-\(frame.step)") }
    return html + "</ol>\n</section>\n"
  }

  private static func frame(_ frame: FilmstripFrame, id: String) -> String {
    var html = "<li class=\"frame\" aria-labelledby=\"\(id)\">\n"
    html += "<h2 id=\"\(id)\">Step \(frame.step): \(e(frame.event, textLimit))</h2>\n"
    html += "<figure class=\"screen\">\(FilmstripScreen.svg(frame, id: id))\n<figcaption>\(caption(frame))</figcaption></figure>\n"
    html += "<div class=\"facts\">\n\(fields(frame))"
    if let wanted = frame.wanted {
      html += "<h3>Wanted</h3>\n<p class=\"wanted\">\(e(wanted, textLimit))</p>\n"
    }
    if !frame.findings.isEmpty {
      html += "<h3>Findings</h3>\n<ul class=\"findings\">"
      for finding in frame.findings.prefix(listLimit) {
        html += "<li><span class=\"rule\">\(e(finding.rule, 40))</span> \(e(finding.message, textLimit))"
        if !finding.fixes.isEmpty {
          html += "<p class=\"info\">Proven fix\(finding.fixes.count == 1 ? "" : "es"):</p><ul class=\"fixes\">"
          for fix in finding.fixes.prefix(listLimit) { html += "<li><code>\(e(fix, textLimit))</code></li>" }
          html += "</ul>"
        } else if let none = finding.noFix {
          html += "<p class=\"info\">No fix offered: \(e(none, textLimit))</p>"
        }
        html += "</li>"
      }
      html += "</ul>\n"
    }
    html += "</div>\n<div class=\"controllers\">\n\(tree(frame))</div>\n"
    html += "<div class=\"why\"><h3>Why</h3>\n<ol class=\"trace\">"
    for entry in frame.observation.trace.prefix(listLimit * 4) {
      html += "<li><span class=\"rule\">\(e(entry.rule.isEmpty ? "—" : entry.rule, 40))</span> \(e(entry.message, textLimit))</li>"
    }
    for note in frame.observation.diagnostics.prefix(listLimit) {
      html += "<li><span class=\"rule\">note</span> \(e(note, textLimit))</li>"
    }
    return html + "</ol></div>\n</li>\n"
  }

  /// The screen in words under the drawing: what is behind the bar, the content and its contrast, the card.
  private static func caption(_ frame: FilmstripFrame) -> String {
    let observation = frame.observation
    var html = "<p>Behind the bar: \(e(FilmstripScreen.behind(frame.screen), textLimit))</p>"
    if let card = frame.screen.card {
      html +=
        "<p>Sheet card \(e(FilmstripScreen.quoted(card.id), 100)) (\(card.colour.map(\.description) ?? "no colour declared")) below the bar; \(e(FilmstripScreen.quoted(card.presenter), 100)) pushed back (\(card.presenterColour.map(\.description) ?? "no colour declared"))</p>"
    }
    var shown = observation.hidden ? "Hidden" : observation.style == .lightContent ? "White content" : "Black content"
    if let columns = frame.screen.columns, !observation.hidden {
      let left = columns.leadingStyle == .lightContent ? "White content" : "Black content"
      shown = "\(left) on the left, \(FilmstripScreen.content(columns.trailingStyle)) on the right (the lower contrast)"
    }
    if let contrast = observation.contrast {
      let legible = observation.legible == false ? ": <strong class=\"no\">illegible</strong>" : ": legible"
      html += "<p>\(shown), contrast \(JSONWriter.format(contrast)):1\(legible)</p>"
    } else {
      html += "<p>\(shown); legibility not measured</p>"
    }
    return html
  }

  /// What the bar shows, field by field, beside what the case expects, each expectation marked met or not in words.
  private static func fields(_ frame: FilmstripFrame) -> String {
    let observation = frame.observation
    let expect = frame.expectation.flatMap { $0.isEmpty ? nil : $0 }
    var html =
      "<table class=\"fields\"><caption>The status bar\(expect == nil ? "" : ": shown and expected")</caption><thead><tr><th scope=\"col\">field</th><th scope=\"col\">shown</th>\(expect == nil ? "" : "<th scope=\"col\">expected</th>")</tr></thead><tbody>"
    for field in StatusBarField.allCases {
      let shown = field.observed(observation)
      let expected = expect.flatMap { field.expected($0) }
      guard shown != nil || expected != nil else { continue }
      // A bar split over a split view's columns (S16.9) shows each column's style; the observation's one style is the
      // split view's own, which neither part shows, and the table says so beside it.
      var value = e(shown ?? "—", 300)
      if field == .style, let columns = frame.screen.columns, columns.leadingStyle != columns.trailingStyle, !observation.hidden {
        value +=
          " <span class=\"info\">(reported: the split view's own; shown: \(columns.leadingStyle.rawValue) on the left, \(columns.trailingStyle.rawValue) on the right)</span>"
      }
      html += "<tr><th scope=\"row\">\(field.rawValue)</th><td>\(value)</td>"
      if let expect {
        if let expected {
          let met = field.isSatisfied(by: observation, expecting: expect)
          html += "<td>\(e(expected, 300)) \(met ? "<span class=\"ok\">✓ met</span>" : "<span class=\"no\">✗ not met</span>")</td>"
        } else {
          html += "<td>—</td>"
        }
      }
      html += "</tr>"
    }
    return html + "</tbody></table>\n"
  }

  /// The controlling window's controllers, each owner marked in words: the style owner, the hidden owner and
  /// the controller whose colour shows behind the bar.
  private static func tree(_ frame: FilmstripFrame) -> String {
    guard let window = frame.tree.first else { return "<h3>Controllers</h3>\n<p class=\"info\">No window is visible.</p>\n" }
    let observation = frame.observation
    var html = "<h3>Controllers of window \(e(FilmstripScreen.quoted(window.id), 100))</h3>\n<ul class=\"tree film-tree\">"
    for line in frame.tree {
      let owner = line.depth == 0 ? CompiledScene.windowOwnerPrefix + line.id : line.id
      var marks: [String] = []
      if observation.styleOwner == owner { marks.append("style owner") }
      if observation.hiddenOwner == owner { marks.append("hidden owner") }
      if line.depth > 0 && frame.screen.holder == line.id { marks.append("behind the bar") }
      if line.depth > 0 && frame.screen.card?.id == line.id { marks.append("sheet card") }
      let note = line.note.isEmpty ? "" : " <span class=\"info\">\(e(line.note, 100))</span>"
      let marked = marks.isEmpty ? "" : " class=\"owner\""
      html +=
        "<li class=\"d\(min(line.depth, 8))\"><code\(marked)>\(e(line.id, 100))</code>\(note)\(marks.map { " <span class=\"own\">\($0)</span>" }.joined())</li>"
    }
    html += "</ul>\n"
    if observation.styleOwner == CompiledScene.applicationOwner {
      html += "<p class=\"info\">The application object decides the style (UIViewControllerBasedStatusBarAppearance NO).</p>\n"
    }
    return html
  }

  private static func e(_ text: String, _ limit: Int) -> String { TextEscaping.html(TextEscaping.bounded(text, limit: limit)) }
}
