import BarcheckModel
import BarcheckTestSupport
import Foundation
import Testing

@Suite("Colours, contrast and suggestions")
struct ColourAndSuggestionTests {
  @Test(
    "WCAG contrast ratios match published values",
    arguments: [("#FFFFFF", "#000000", 21.0), ("#FFFFFF", "#FFFFFF", 1.0), ("#FFFFFF", "#007AFF", 4.02), ("#000000", "#1C1C1E", 1.23)])
  func contrast(_ a: String, _ b: String, _ expected: Double) throws {
    let ratio = RGB.contrast(try #require(RGB(hex: a)), try #require(RGB(hex: b)))
    #expect(abs(ratio - expected) < 0.01)
  }

  @Test("the format reference names every system colour barcheck knows, and no other")
  func documentedNames() throws {
    let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Docs/scenario-format.md"), encoding: .utf8)
    let paragraph = try #require(page.split(separator: "\n\n").first { $0.hasPrefix("A colour is ") })
    let named = Set(paragraph.matches(of: /`([A-Za-z]+)`/).map { String($0.1) })
    #expect(named == Set(Colour.semantic.keys))
  }

  @Test(
    "hex colours parse only as #RRGGBB",
    arguments: ["#FFF", "FFFFFF", "#GGGGGG", "#1234567", "", "#+F0000", "#-00000", "#12 456", "#ＦＦＦＦＦＦ", "#00000é"])
  func invalidHex(_ text: String) {
    #expect(RGB(hex: text) == nil)
  }

  @Test("hex digits of either case give the same colour", arguments: [("#0a84ff", "#0A84FF"), ("#Ff00aB", "#FF00AB"), ("#000000", "#000000")])
  func hexCase(_ text: String, _ expected: String) throws {
    #expect(try #require(RGB(hex: text)).description == expected)
  }

  @Test("a colour is written #RRGGBB, upper case, for every value of every channel")
  func hexText() {
    func formatted(_ value: UInt8) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    for value in UInt8.min...UInt8.max {
      let other = value &* 37 &+ 11
      for colour in [RGB(red: value, green: other, blue: 0), RGB(red: 255, green: value, blue: other), RGB(red: other, green: 0, blue: value)] {
        #expect(colour.description == "#" + formatted(colour.red) + formatted(colour.green) + formatted(colour.blue))
      }
    }
  }

  @Test("semantic colours resolve per appearance")
  func semantic() throws {
    let blue = try #require(Colour.semantic["systemBlue"])
    #expect(blue.resolved(in: .light).description == "#007AFF")
    #expect(blue.resolved(in: .dark).description == "#0A84FF")
  }

  @Test("suggestions accept plausible typos and reject unrelated words")
  func suggestions() {
    let keys = ["preferredStatusBarStyle", "prefersStatusBarHidden", "kind"]
    #expect(Suggestion.closest(to: "prefferedStatusBarStyle", in: keys) == "preferredStatusBarStyle")
    #expect(Suggestion.closest(to: "PrefersStatusBarHidden", in: keys) == "prefersStatusBarHidden")
    #expect(Suggestion.closest(to: "banana", in: keys) == nil)
  }

  @Test("a name written out in full or cut short is suggested when one candidate alone matches it")
  func prefixes() {
    let kinds = ControllerKind.allCases.map(\.rawValue)
    #expect(Suggestion.closest(to: "navigationController", in: kinds) == "navigation")
    #expect(Suggestion.closest(to: "tabBarController", in: kinds) == "tabBar")
    #expect(Suggestion.closest(to: "presentViewController", in: EventKind.allCases.map(\.rawValue)) == "present")
    #expect(Suggestion.closest(to: "navigation", in: ["navigationController", "viewController", "animated"]) == "navigationController")
    // Two candidates begin with it: no guess.
    #expect(Suggestion.closest(to: "setApplication", in: EventKind.allCases.map(\.rawValue)) == nil)
    #expect(Suggestion.closest(to: "nav", in: kinds) == nil)
  }
}
