import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Foundation
import Testing

/// Plays a case on a session and returns the screen after each step.
private func screens(_ json: String) throws -> [ScreenPicture] {
  let testCase = try Fixtures.loadCase(json)
  var session = try ReferenceSession(testCase, tracing: false)
  return try testCase.steps.map { step in
    _ = try session.step(step.event)
    return session.screen()
  }
}

private let white = RGB(red: 255, green: 255, blue: 255)
private let launch = #"[{ "event": "launch" }]"#

@Suite("The screen behind the status bar (ReferenceSession.screen)")
struct ScreenPictureTests {
  @Test("an overlay shows behind the bar, over the controller's background")
  func overlay() throws {
    let windows = ##"[{ "id": "main", "root": { "id": "root", "overlay": "#1C1C1E", "background": "#FFFFFF" } }]"##
    let screen = try #require(try screens(Fixtures.caseJSON(windows: windows, steps: launch)).first)
    #expect(screen.behindBar == RGB(hex: "#1C1C1E"))
    #expect(screen.source == .overlay)
    #expect(screen.holder == "root")
    #expect(screen.content == white)
    #expect(screen.window == "main")
    #expect(screen.card == nil)
  }

  @Test("a visible navigation bar's background shows behind the bar; hidden, the top controller's does")
  func navigationBar() throws {
    let windows = ##"""
      [{ "id": "main", "root": { "id": "nav", "kind": "navigation", "navigationBarBackground": "#FFFFFF",
         "viewControllers": [{ "id": "list", "background": "#202020" }] } }]
      """##
    let steps = #"""
      [{ "event": "launch" }, { "event": "setNavigationBarHidden", "navigationController": "nav", "hidden": true }]
      """#
    let pictures = try screens(Fixtures.caseJSON(windows: windows, steps: steps))
    #expect(pictures[0].source == .navigationBar && pictures[0].holder == "nav" && pictures[0].behindBar == white)
    #expect(pictures[0].content == RGB(hex: "#202020"))
    #expect(pictures[1].source == .controllerBackground && pictures[1].holder == "list" && pictures[1].behindBar == RGB(hex: "#202020"))
  }

  @Test("a window without a root view controller shows its own background")
  func rootlessWindow() throws {
    let windows = ##"[{ "id": "hud", "background": "#B00020" }]"##
    let screen = try #require(try screens(Fixtures.caseJSON(windows: windows, steps: launch)).first)
    #expect(screen.source == .windowBackground && screen.holder == nil && screen.behindBar == RGB(hex: "#B00020"))
    #expect(screen.window == "hud")
  }

  @Test("a sheet card on a phone: the black backdrop behind the bar, the card and the presenter it pushes back")
  func sheetCard() throws {
    let windows = ##"[{ "id": "main", "root": { "id": "root", "background": "#FFFFFF" } }]"##
    let steps = ##"""
      [{ "event": "launch" },
       { "event": "present", "presenter": "root",
         "viewController": { "id": "sheet", "modalPresentationStyle": "pageSheet", "background": "#F2F2F7" } },
       { "event": "dismiss", "viewController": "sheet" }]
      """##
    let pictures = try screens(Fixtures.caseJSON(windows: windows, steps: steps))
    #expect(pictures[0].card == nil)
    #expect(pictures[1].source == .cardBackdrop && pictures[1].behindBar == RGB(hex: "#000000") && pictures[1].holder == nil)
    #expect(pictures[1].card == ScreenPicture.Card(id: "sheet", colour: RGB(hex: "#F2F2F7"), presenter: "root", presenterColour: white))
    #expect(pictures[2].card == nil && pictures[2].source == .controllerBackground)
  }

  @Test("a card is reported where no colour is declared, over black; not on an iPad, where it is a panel")
  func cardWithoutColours() throws {
    let windows = #"[{ "id": "main", "root": { "id": "root" } }]"#
    let steps = #"""
      [{ "event": "launch" },
       { "event": "present", "presenter": "root", "viewController": { "id": "sheet", "modalPresentationStyle": "pageSheet" } }]
      """#
    let phone = try screens(Fixtures.caseJSON(windows: windows, steps: steps))
    #expect(phone[0].behindBar == nil && phone[0].source == nil)
    #expect(phone[1].source == .cardBackdrop && phone[1].behindBar == RGB(hex: "#000000"))
    #expect(phone[1].card == ScreenPicture.Card(id: "sheet", colour: nil, presenter: "root", presenterColour: nil))
    let pad = try screens(Fixtures.caseJSON(windows: windows, steps: steps, platform: #"{ "os": "17.0", "idiom": "pad" }"#))
    #expect(pad[1].card == nil && pad[1].behindBar == nil)
    #expect(pad[1].idiom == .pad)
  }

  @Test("a semantic colour resolves in the appearance the controller shows, and says how the case wrote it")
  func semanticColour() throws {
    let windows = #"[{ "id": "main", "root": { "id": "root", "background": "systemBackground" } }]"#
    let screen = try #require(
      try screens(Fixtures.caseJSON(windows: windows, steps: launch, environment: #"{ "appearance": "dark" }"#)).first)
    #expect(screen.behindBar == RGB(hex: "#000000"))
    #expect(screen.declared == "systemBackground")
    #expect(screen.appearance == .dark)
  }

  @Test("reading the screen changes nothing the session observes")
  func readOnly() throws {
    let json = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/scenarios/profile-screen.json"), encoding: .utf8)
    let loaded = CaseLoader.load(text: json, path: "Examples/scenarios/profile-screen.json", mode: .caseOrScenario)
    let testCase = try #require(loaded.cases.first)
    var reading = try ReferenceSession(testCase)
    var plain = try ReferenceSession(testCase)
    for step in testCase.steps {
      _ = reading.screen()
      let read = try reading.step(step.event)
      _ = reading.screen()
      #expect(read == (try plain.step(step.event)))
    }
  }
}
