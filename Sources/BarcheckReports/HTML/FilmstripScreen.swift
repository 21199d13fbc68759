import BarcheckJSON
import BarcheckModel

/// The screen of one filmstrip frame, drawn as inline SVG: the status bar's content in the colour it shows
/// (or the bar's outline when it is hidden), over what is behind it at that step (an overlay, a navigation
/// bar, the top controller's background, a window's background, or the backdrop of a sheet card with the
/// presenter pushed back and the card below the bar). Presentation attributes only, so the page's
/// Content-Security-Policy needs nothing new; the words are in the `aria-label` and the caption beside it.
enum FilmstripScreen {
  /// The sizes of a drawing, in its own units.
  struct Geometry: Equatable {
    /// The screen's width.
    var width: Double
    /// The screen's height.
    var height: Double
    /// The status bar's height.
    var bar: Double
    /// Whether a sensor housing (the notch or Dynamic Island) sits in the middle of the bar.
    var island: Bool
    /// The screen's corner radius.
    var corner: Double
  }

  /// Pixels a unit: a portrait phone is drawn 240 pixels wide, its clock 16 pixels high.
  static let scale = 1.2
  /// The device's bezel around the screen, in units.
  static let bezel = 6.0
  /// The hatching's colours, drawn where the case declares no colour: a mid grey, on which white and black
  /// content both read (3.3:1 and 6.4:1), so that the picture suggests no legibility the case did not declare.
  static let unknownColours = ("#8e8e93", "#98989d")
  /// The mid grey as a colour, for choosing the ink of words drawn on the hatching.
  static let unknownGrey = RGB(red: 0x8E, green: 0x8E, blue: 0x93)

  /// The screen's proportions: a phone without a home button (tall, rounded, a sensor housing in portrait),
  /// one with a home button, or an iPad, in the frame's orientation.
  static func geometry(_ screen: ScreenPicture) -> Geometry {
    let landscape = screen.orientation == .landscape
    if screen.idiom == .pad {
      return Geometry(width: landscape ? 400 : 300, height: landscape ? 300 : 400, bar: 24, island: false, corner: 18)
    }
    if screen.homeButton {
      return Geometry(width: landscape ? 356 : 200, height: landscape ? 200 : 356, bar: 22, island: false, corner: 6)
    }
    return Geometry(width: landscape ? 432 : 200, height: landscape ? 200 : 432, bar: landscape ? 24 : 34, island: !landscape, corner: 30)
  }

  /// The drawing of a frame's screen.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - id: A prefix for the drawing's element ids, unique in the page (clip path and hatching).
  static func svg(_ frame: FilmstripFrame, id: String) -> String {
    let screen = frame.screen
    let g = geometry(screen)
    let label = TextEscaping.html(description(frame))
    let outerWidth = g.width + 2 * bezel
    let outerHeight = g.height + 2 * bezel
    var svg =
      "<svg class=\"screen\" role=\"img\" aria-label=\"\(label)\" viewBox=\"0 0 \(n(outerWidth)) \(n(outerHeight))\" width=\"\(n(outerWidth * scale))\" height=\"\(n(outerHeight * scale))\"><title>\(label)</title>"
    svg += "<defs><clipPath id=\"\(id)-clip\"><rect width=\"\(n(g.width))\" height=\"\(n(g.height))\" rx=\"\(n(g.corner))\"/></clipPath>"
    svg +=
      "<pattern id=\"\(id)-none\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"\(unknownColours.0)\"/><rect width=\"3\" height=\"8\" fill=\"\(unknownColours.1)\"/></pattern></defs>"
    svg +=
      "<rect width=\"\(n(outerWidth))\" height=\"\(n(outerHeight))\" rx=\"\(n(g.corner + bezel))\" fill=\"#1c1c1e\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"
    svg += "<g transform=\"translate(\(n(bezel)) \(n(bezel)))\" clip-path=\"url(#\(id)-clip)\">"
    let none = "url(#\(id)-none)"
    func fill(_ colour: RGB?) -> String { colour.map { $0.description } ?? none }
    if let card = screen.card {
      svg += cardLayers(card, behind: screen.behindBar, g: g, fill: fill)
    } else {
      svg += screenLayers(screen, g: g, fill: fill)
      // The part of the bar over a split view's trailing column, over the right half (S23.42); where the leading column's
      // own background is what shows at the top, the trailing column's fills the right half of the screen below too,
      // and a hairline parts the columns.
      if let columns = screen.columns {
        if screen.source == .controllerBackground, let trailing = columns.trailingBehindBar {
          svg +=
            "<rect class=\"content trailing\" x=\"\(n(g.width / 2))\" y=\"\(n(g.bar))\" width=\"\(n(g.width / 2))\" height=\"\(n(g.height - g.bar))\" fill=\"\(trailing)\"/>"
        }
        svg +=
          "<rect class=\"behind trailing\" x=\"\(n(g.width / 2))\" width=\"\(n(g.width / 2))\" height=\"\(n(g.bar))\" fill=\"\(fill(columns.trailingBehindBar))\"/>"
        svg += "<rect class=\"column-edge\" x=\"\(n(g.width / 2 - 0.25))\" width=\"0.5\" height=\"\(n(g.height))\" fill=\"#8e8e93\"/>"
      }
    }
    svg += statusBar(frame.observation, columns: screen.card == nil ? screen.columns : nil, behind: screen.behindBar, g: g)
    if frame.observation.legible == false {
      svg +=
        "<rect class=\"illegible\" x=\"1.5\" y=\"1.5\" width=\"\(n(g.width - 3))\" height=\"\(n(g.bar - 3))\" rx=\"\(n(min(g.corner, g.bar / 2)))\" fill=\"none\" stroke=\"#d70015\" stroke-width=\"3\"/>"
    }
    // The screen's edge, so that a screen as dark as the device still shows where it ends.
    svg +=
      "</g><rect x=\"\(n(bezel))\" y=\"\(n(bezel))\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" rx=\"\(n(g.corner))\" fill=\"none\" stroke=\"#636366\" stroke-width=\"0.8\"/>"
    return svg + "</svg>"
  }

  /// The screen without a card: the colour of the screen's body, and the band behind the bar (as tall as a
  /// navigation bar or a banner when one of those is what shows there).
  private static func screenLayers(_ screen: ScreenPicture, g: Geometry, fill: (RGB?) -> String) -> String {
    guard let behind = screen.behindBar else {
      let body = screen.content
      var svg = "<rect width=\"\(n(g.width))\" height=\"\(n(g.height))\" fill=\"\(fill(body))\"/>"
      svg += "<rect width=\"\(n(g.width))\" height=\"\(n(g.bar))\" fill=\"\(fill(nil))\"/>"
      svg += word("no colour declared", x: g.width / 2, y: g.bar + 22, on: body)
      return svg
    }
    let body = screen.content ?? (screen.source == .overlay || screen.source == .navigationBar ? nil : behind)
    var svg = "<rect class=\"content\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" fill=\"\(fill(body))\"/>"
    switch screen.source {
    case .navigationBar:
      svg += "<rect class=\"behind\" width=\"\(n(g.width))\" height=\"\(n(g.bar + 44))\" fill=\"\(behind)\"/>"
      svg += "<rect y=\"\(n(g.bar + 43.5))\" width=\"\(n(g.width))\" height=\"0.5\" fill=\"\(ink(on: behind))\" fill-opacity=\"0.3\"/>"
      svg += word("navigation bar", x: g.width / 2, y: g.bar + 27, on: behind)
    case .overlay:
      svg += "<rect class=\"behind\" width=\"\(n(g.width))\" height=\"\(n(g.bar + 36))\" fill=\"\(behind)\"/>"
      svg += word("overlay", x: g.width / 2, y: g.bar + 24, on: behind)
    default:
      svg += "<rect class=\"behind\" width=\"\(n(g.width))\" height=\"\(n(g.bar))\" fill=\"\(behind)\"/>"
    }
    if g.island {
      svg +=
        "<rect x=\"\(n(g.width / 2 - 40))\" y=\"\(n(g.height - 9))\" width=\"80\" height=\"4\" rx=\"2\" fill=\"\(ink(on: body ?? unknownGrey))\"/>"
    }
    return svg
  }

  /// A sheet card: the backdrop behind the bar, the presenter pushed back and dimmed, the card below the bar.
  private static func cardLayers(_ card: ScreenPicture.Card, behind: RGB?, g: Geometry, fill: (RGB?) -> String) -> String {
    let pushedTop = g.bar + 6
    let cardTop = g.bar + 16
    var svg = "<rect class=\"behind\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" fill=\"\(fill(behind))\"/>"
    svg +=
      "<rect class=\"presenter\" x=\"12\" y=\"\(n(pushedTop))\" width=\"\(n(g.width - 24))\" height=\"\(n(g.height))\" rx=\"10\" fill=\"\(fill(card.presenterColour))\"/>"
    svg +=
      "<rect x=\"12\" y=\"\(n(pushedTop))\" width=\"\(n(g.width - 24))\" height=\"\(n(g.height))\" rx=\"10\" fill=\"#000000\" fill-opacity=\"0.35\"/>"
    svg +=
      "<rect class=\"card\" y=\"\(n(cardTop))\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" rx=\"14\" fill=\"\(fill(card.colour))\"/>"
    let cardInk = ink(on: card.colour ?? unknownGrey)
    svg +=
      "<rect x=\"\(n(g.width / 2 - 18))\" y=\"\(n(cardTop + 6))\" width=\"36\" height=\"5\" rx=\"2.5\" fill=\"\(cardInk)\" fill-opacity=\"0.35\"/>"
    svg += word("sheet card", x: g.width / 2, y: cardTop + 34, on: card.colour)
    return svg
  }

  /// The status bar: the clock, signal and battery in the shown content's colour, or a dashed outline and the
  /// word "hidden" when it is hidden; the sensor housing either way. Over a split view's columns, the clock on the
  /// left in the leading column's colour, signal and battery on the right in the trailing column's.
  private static func statusBar(_ observation: Observation, columns: ScreenPicture.Columns?, behind: RGB?, g: Geometry) -> String {
    var svg = ""
    if g.island {
      svg += "<rect x=\"\(n(g.width / 2 - 31))\" y=\"8\" width=\"62\" height=\"18\" rx=\"9\" fill=\"#000000\"/>"
    }
    if observation.hidden {
      let outline = ink(on: behind ?? unknownGrey)
      svg +=
        "<rect class=\"hidden-bar\" x=\"3\" y=\"2.5\" width=\"\(n(g.width - 6))\" height=\"\(n(g.bar - 5))\" rx=\"\(n(min(g.corner - 3, (g.bar - 5) / 2)))\" fill=\"none\" stroke=\"\(outline)\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\"/>"
      let x = g.island ? g.width / 4 - 4 : g.width / 2
      svg += word("hidden", x: x, y: g.bar / 2 + 4, on: behind)
      return svg
    }
    func colour(_ style: ContentStyle) -> String { style == .lightContent ? "#FFFFFF" : "#000000" }
    let clockInk = colour(columns?.leadingStyle ?? observation.style)
    let ink = colour(columns?.trailingStyle ?? observation.style)
    let baseline = g.bar / 2 + 5
    let leftClock = g.island || columns != nil
    let clockX = leftClock ? 30.0 : g.width / 2
    svg +=
      "<text class=\"clock\" x=\"\(n(clockX))\" y=\"\(n(baseline))\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" font-family=\"system-ui,-apple-system,sans-serif\" fill=\"\(clockInk)\">9:41</text>"
    // Signal bars on the left of a bar with the clock in the middle, on the right otherwise; the battery at the right.
    let signalX = leftClock ? g.width - 66 : 10.0
    for (i, height) in [4.0, 6, 8, 10].enumerated() {
      svg +=
        "<rect x=\"\(n(signalX + Double(i) * 4.5))\" y=\"\(n(baseline - height))\" width=\"3\" height=\"\(n(height))\" rx=\"0.8\" fill=\"\(ink)\"/>"
    }
    let batteryX = g.width - (g.island ? 38 : 34)
    svg +=
      "<rect x=\"\(n(batteryX))\" y=\"\(n(baseline - 10))\" width=\"22\" height=\"11\" rx=\"3\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"1.2\" stroke-opacity=\"0.6\"/>"
    svg += "<rect x=\"\(n(batteryX + 2))\" y=\"\(n(baseline - 8))\" width=\"15\" height=\"7\" rx=\"1.5\" fill=\"\(ink)\"/>"
    svg += "<rect x=\"\(n(batteryX + 23))\" y=\"\(n(baseline - 6.5))\" width=\"1.8\" height=\"4\" rx=\"0.8\" fill=\"\(ink)\"/>"
    return svg
  }

  /// A small label drawn on a colour, in whichever of black and white reads better on it.
  private static func word(_ text: String, x: Double, y: Double, on colour: RGB?) -> String {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" font-size=\"11\" font-family=\"system-ui,-apple-system,sans-serif\" fill=\"\(ink(on: colour ?? unknownGrey))\">\(TextEscaping.html(text))</text>"
  }

  /// Black or white, whichever contrasts more with a colour.
  static func ink(on colour: RGB) -> String {
    RGB.contrast(.white, colour) >= RGB.contrast(.black, colour) ? "#FFFFFF" : "#000000"
  }

  /// The picture in words, for screen readers and the tooltip.
  static func description(_ frame: FilmstripFrame) -> String {
    let observation = frame.observation
    var words = "Screen after step \(frame.step): "
    if let columns = frame.screen.columns, !observation.hidden {
      words += "the status bar shows \(content(columns.leadingStyle)) on its left part and \(content(columns.trailingStyle)) on its right"
    } else {
      words += observation.hidden ? "the status bar is hidden" : "the status bar shows \(content(observation.style))"
    }
    words += "; behind it: " + behind(frame.screen)
    if let card = frame.screen.card {
      words += "; a sheet card \(quoted(card.id))\(card.colour.map { " (\($0))" } ?? "") below the bar, \(quoted(card.presenter)) pushed back"
    }
    if let contrast = observation.contrast {
      words += "; contrast \(JSONWriter.format(contrast)):1\(observation.legible == false ? ", illegible" : "")"
    }
    return words
  }

  /// `white content` or `black content`.
  static func content(_ style: ContentStyle) -> String { style == .lightContent ? "white content" : "black content" }

  /// What shows behind the bar and where it comes from, in words.
  static func behind(_ screen: ScreenPicture) -> String {
    guard let colour = screen.behindBar, let source = screen.source else { return "no colour is declared" }
    var words = colour.description
    if let declared = screen.declared, declared != colour.description {
      words = "\(declared) = \(colour) in \(screen.appearance.rawValue)"
    }
    let holder = screen.holder.map(quoted) ?? ""
    if let columns = screen.columns {
      let trailing = columns.trailingBehindBar.map { colour in
        let declared = columns.trailingDeclared.flatMap { $0 == colour.description ? nil : $0 }
        return (declared.map { "\($0) = \(colour)" } ?? colour.description) + (columns.trailingHolder.map { ", the top of \(quoted($0))" } ?? "")
      }
      return "on the left, \(words)\(holder.isEmpty ? "" : ", the top of \(holder)"); on the right, \(trailing ?? "no colour is declared")"
    }
    switch source {
    case .overlay: return "\(words), the overlay of \(holder)"
    case .navigationBar: return "\(words), the navigation bar of \(holder)"
    case .controllerBackground: return "\(words), the background of \(holder)"
    case .windowBackground: return "\(words), the background of window \(screen.window.map(quoted) ?? "")"
    case .cardBackdrop: return "\(words), the backdrop a sheet card uncovers (the window's background; black when none)"
    }
  }

  /// An id from a case, quoted and cut short: ids are hostile text.
  static func quoted(_ id: String) -> String { "\u{201C}\(TextEscaping.line(id, limit: 60))\u{201D}" }

  /// A number for an attribute: whole numbers without a fraction.
  private static func n(_ value: Double) -> String { JSONWriter.format((value * 100).rounded() / 100) }
}
