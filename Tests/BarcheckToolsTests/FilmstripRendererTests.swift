import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

@testable import BarcheckReports

/// A case or app scenario from JSON text, as `explain` loads it.
private func scenario(_ json: String) throws -> ConformanceCase {
  let loaded = CaseLoader.load(text: json, path: "test.json", mode: .caseOrScenario)
  return try #require(loaded.hasErrors ? nil : loaded.cases.first, "\(loaded.diagnostics)")
}

/// A case and its frames, as `explain --html` builds them.
private func film(_ json: String) throws -> (testCase: ConformanceCase, frames: [FilmstripFrame]) {
  let testCase = try scenario(json)
  let observations = try ReferenceResolver().observe(testCase, tracing: true).get()
  return (testCase, FilmstripFrame.frames(of: testCase, observations: observations))
}

/// A bundled case file's text.
private func bundled(_ path: String) throws -> String {
  try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The value of an attribute of the first element with this class in some markup.
private func attribute(_ name: String, ofClass cssClass: String, in html: String) -> String? {
  guard let element = html.range(of: "class=\"\(cssClass)\"") else { return nil }
  let rest = html[element.upperBound...].prefix { $0 != ">" }
  guard let start = rest.range(of: " \(name)=\"") else { return nil }
  return String(rest[start.upperBound...].prefix { $0 != "\"" })
}

@Suite("The filmstrip: each step's screen, facts and controllers")
struct FilmstripRendererTests {
  @Test("frames replay the case: one a step, the controlling window's tree, the screen behind the bar")
  func frames() throws {
    let (_, frames) = try film(try bundled("Examples/scenarios/profile-screen.json"))
    #expect(frames.map(\.step) == [1, 2, 3, 4, 5, 6])
    #expect(frames[0].tree.first == SceneOutline.Line(depth: 0, id: "main", note: "window"))
    #expect(frames[0].tree.map(\.id) == ["main", "tabs", "feedNav", "feed", "profile"])
    #expect(frames[0].screen.source == .navigationBar && frames[0].screen.holder == "feedNav")
    // The toast window shows above the main one: its tree alone, its overlay behind the bar.
    #expect(frames[3].tree.map(\.id) == ["toast", "toastRoot"])
    #expect(frames[3].screen.behindBar == RGB(hex: "#1C1C1E") && frames[3].screen.source == .overlay)
    #expect(frames.allSatisfy { $0.wanted == nil && $0.findings.isEmpty })
  }

  @Test("a frame draws the overlay's colour behind black content, marked illegible in the drawing and in words")
  func overlayDrawn() throws {
    let (testCase, frames) = try film(try bundled("Conformance/cases/legibility/dark-overlay-dark-content.json"))
    let html = FilmstripRenderer.render([(testCase: testCase, frames: frames)])
    #expect(attribute("fill", ofClass: "behind", in: html) == "#1C1C1E")
    #expect(attribute("fill", ofClass: "clock", in: html) == "#000000")
    #expect(attribute("fill", ofClass: "content", in: html) == "#FFFFFF")
    #expect(html.contains("class=\"illegible\""))
    #expect(html.contains("Behind the bar: #1C1C1E, the overlay of “root”"))
    #expect(html.contains("<strong class=\"no\">illegible</strong>"))
    #expect(
      html.contains(
        "aria-label=\"Screen after step 1: the status bar shows black content; behind it: #1C1C1E, the overlay of “root”; contrast 1.23:1, illegible\""
      ))
  }

  @Test("a bar over a split view's columns is drawn in two parts: each column's colour behind it, each part in its own ink")
  func columnsDrawn() throws {
    let (testCase, frames) = try film(try bundled("Conformance/cases/legibility/split-bar-measured-part-by-part.json"))
    // Launch: a split bar, white over the black sidebar on the left, black over the white detail on the right (S23.42).
    let columns = try #require(frames[0].screen.columns)
    #expect(columns.leadingStyle == .lightContent && columns.trailingStyle == .darkContent)
    #expect(frames[0].screen.behindBar == RGB(hex: "#000000") && columns.trailingBehindBar == RGB(hex: "#FFFFFF"))
    #expect(columns.trailingHolder == "detail")
    let html = FilmstripRenderer.render([(testCase: testCase, frames: [frames[0]])])
    #expect(attribute("fill", ofClass: "clock", in: html) == "#FFFFFF")
    #expect(attribute("fill", ofClass: "behind trailing", in: html) == "#FFFFFF")
    // The screen below the bar shows the two columns too: the trailing column's white on the right half.
    #expect(attribute("fill", ofClass: "content trailing", in: html) == "#FFFFFF")
    #expect(html.contains("Behind the bar: on the left, #000000, the top of “sidebar”; on the right, #FFFFFF, the top of “detail”"))
    #expect(html.contains("White content on the left, black content on the right (the lower contrast), contrast 21:1: legible"))
    #expect(html.contains("the status bar shows white content on its left part and black content on its right"))
    // The table's style is the observation's (the split view's own); it says so, and what each part shows.
    #expect(html.contains("(reported: the split view's own; shown: lightContent on the left, darkContent on the right)"))
    // A bar whose style one controller gives has no parts.
    let (_, plain) = try film(try bundled("Conformance/cases/legibility/dark-overlay-dark-content.json"))
    #expect(plain.allSatisfy { $0.screen.columns == nil })
  }

  @Test("a sheet card: white content over the black backdrop, the card below the bar, the presenter pushed back")
  func cardDrawn() throws {
    let (testCase, frames) = try film(try bundled("Conformance/cases/legibility/sheet-card-shows-black.json"))
    let card = FilmstripScreen.svg(frames[1], id: "f")
    #expect(attribute("fill", ofClass: "behind", in: card) == "#000000")
    #expect(attribute("fill", ofClass: "presenter", in: card) == "#FFFFFF")
    #expect(attribute("fill", ofClass: "card", in: card) == "#FFFFFF")
    #expect(attribute("fill", ofClass: "clock", in: card) == "#FFFFFF")
    #expect(!FilmstripScreen.svg(frames[0], id: "f").contains("class=\"card\""))
    let html = FilmstripRenderer.render([(testCase: testCase, frames: frames)])
    #expect(html.contains("<span class=\"own\">sheet card</span>"))
  }

  @Test("a hidden bar draws its outline and the word, no clock; where no colour is declared, hatching")
  func hiddenAndUndeclared() throws {
    let json = Fixtures.caseJSON(
      windows: #"[{ "id": "main", "root": { "id": "root", "prefersStatusBarHidden": true } }]"#, steps: #"[{ "event": "launch" }]"#)
    let (_, frames) = try film(json)
    let svg = FilmstripScreen.svg(frames[0], id: "f")
    #expect(svg.contains("class=\"hidden-bar\"") && svg.contains(">hidden</text>"))
    #expect(!svg.contains("class=\"clock\""))
    #expect(svg.contains("fill=\"url(#f-none)\"") && svg.contains(">no colour declared</text>"))
    #expect(FilmstripScreen.description(frames[0]) == "Screen after step 1: the status bar is hidden; behind it: no colour is declared")
  }

  @Test("the shape follows the device: a tall phone with a sensor housing, a phone with a home button, an iPad")
  func geometry() {
    func picture(_ idiom: Idiom, homeButton: Bool, _ orientation: Orientation) -> ScreenPicture {
      ScreenPicture(
        window: nil, behindBar: nil, declared: nil, source: nil, holder: nil, appearance: .light, content: nil, card: nil, idiom: idiom,
        homeButton: homeButton, orientation: orientation)
    }
    let phone = FilmstripScreen.geometry(picture(.phone, homeButton: false, .portrait))
    #expect(phone.island && phone.height > phone.width)
    #expect(!FilmstripScreen.geometry(picture(.phone, homeButton: false, .landscape)).island)
    #expect(!FilmstripScreen.geometry(picture(.phone, homeButton: true, .portrait)).island)
    let pad = FilmstripScreen.geometry(picture(.pad, homeButton: false, .landscape))
    #expect(pad.width > pad.height && !pad.island)
    // Readable at 1200 pixels: a portrait phone is drawn at least 240 pixels wide.
    #expect(phone.width * FilmstripScreen.scale >= 240)
  }

  @Test("wanted and findings with their fixes are shown when a linter gives them, and only then")
  func wantedAndFindings() throws {
    var (testCase, frames) = try film(try bundled("Examples/scenarios/profile-screen.json"))
    let plain = FilmstripRenderer.render([(testCase: testCase, frames: frames)])
    #expect(!plain.contains("<h3>Wanted</h3>") && !plain.contains("<h3>Findings</h3>"))
    frames[2].wanted = "white content over the dark profile"
    frames[2].findings = [
      FilmstripFinding(
        rule: "S19", message: "the bar is stale", fixes: ["call setNeedsStatusBarAppearanceUpdate() on \"profile\"", "set it before showing"]),
      FilmstripFinding(rule: "S23", message: "black on #202020 is illegible"),
    ]
    let html = FilmstripRenderer.render([(testCase: testCase, frames: frames)])
    #expect(html.components(separatedBy: "<h3>Wanted</h3>").count == 2)
    #expect(html.contains("<p class=\"wanted\">white content over the dark profile</p>"))
    #expect(html.contains("<li><span class=\"rule\">S19</span> the bar is stale<p class=\"info\">Proven fixes:</p>"))
    #expect(html.contains("<li><code>call setNeedsStatusBarAppearanceUpdate() on &quot;profile&quot;</code></li>"))
    #expect(html.contains("<li><span class=\"rule\">S23</span> black on #202020 is illegible</li>"))
  }

  @Test("the tree marks the owners in words, and the fields say whether each expectation is met")
  func treeAndFields() throws {
    let (testCase, frames) = try film(try bundled("Conformance/cases/legibility/sheet-card-shows-black.json"))
    let html = FilmstripRenderer.render([(testCase: testCase, frames: frames)])
    #expect(html.contains("<code class=\"owner\">root</code> <span class=\"own\">style owner</span> <span class=\"own\">hidden owner</span>"))
    #expect(html.contains("<td>lightContent <span class=\"ok\">✓ met</span></td>"))
    var wrong = frames
    wrong[1].expectation?.style = .darkContent
    #expect(FilmstripRenderer.render([(testCase: testCase, frames: wrong)]).contains("<td>darkContent <span class=\"no\">✗ not met</span></td>"))
  }

  @Test("hostile text is escaped and cut short; the page has no script and no inline style attribute")
  func hostile() throws {
    let (testCase, frames) = try film(try bundled("Tests/Fixtures/report-suite/hostile-strings.json"))
    var long = frames
    long[0].wanted = String(repeating: "<b>x</b>", count: 2_000)
    long[0].findings = [FilmstripFinding(rule: "<script>", message: "\u{1B}[31mred\u{202E}", fixes: ["</code><script>alert(1)</script>"])]
    let html = FilmstripRenderer.render([(testCase: testCase, frames: long)])
    #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("<b>x"))
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;"))
    #expect(html.contains("… [cut: 16000 characters in all]"))
    #expect(html.contains("\\e[31mred\\u202E"))
    #expect(!html.contains(" style=\""), "the CSP allows the page's one stylesheet, no style attributes")
    #expect(html.contains("style-src \(SHA256.cspSource(FilmstripRenderer.style))"))
  }

  @Test("the convenience renders exactly the frames it builds")
  func convenience() throws {
    let testCase = try scenario(try bundled("Examples/scenarios/profile-screen.json"))
    let observations = try ReferenceResolver().observe(testCase, tracing: true).get()
    #expect(
      FilmstripRenderer.render([(testCase: testCase, observations: observations)])
        == FilmstripRenderer.render([(testCase: testCase, frames: FilmstripFrame.frames(of: testCase, observations: observations))]))
  }
}
