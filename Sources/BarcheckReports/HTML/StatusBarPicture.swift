import BarcheckModel

/// A small drawing of the status bar for the HTML report: the time, signal and battery glyphs in the
/// content colour, or an empty dashed outline when the bar is hidden. Inline SVG with presentation
/// attributes only, so the report's Content-Security-Policy needs nothing new.
///
/// The stream does not record the colour behind the bar, so the bar is drawn on a neutral grey on
/// which both white and black content read (3.3:1 and 6.4:1): the picture shows what the bar draws,
/// not whether it can be read; `legible` and the contrast say that.
enum StatusBarPicture {
  /// What one picture shows.
  struct Bar: Equatable {
    /// `lightContent`, `darkContent`, or nil when not known (not expected, or `default`).
    var content: String?
    /// Whether the bar is hidden; nil when not known.
    var hidden: Bool?
    /// Whether the content was measured as illegible.
    var illegible = false
  }

  /// The bar a step's fields describe (expected or observed), or nil when they say nothing about
  /// its style or visibility.
  static func bar(_ fields: [(field: String, value: String)]) -> Bar? {
    let style = fields.first { $0.field == StatusBarField.style.rawValue }?.value
    let hidden = fields.first { $0.field == StatusBarField.hidden.rawValue }?.value
    guard style != nil || hidden != nil else { return nil }
    let content = style == "lightContent" || style == "darkContent" ? style : nil
    return Bar(
      content: content, hidden: hidden.map { $0 == "true" },
      illegible: fields.contains { $0.field == StatusBarField.legible.rawValue && $0.value == "false" })
  }

  /// The picture, with a text alternative; `role` is "expected" or "observed".
  static func svg(_ bar: Bar, role: String) -> String {
    let label = "\(role) status bar: " + description(bar)
    var svg =
      "<svg class=\"bar\" role=\"img\" aria-label=\"\(TextEscaping.html(label))\" viewBox=\"0 0 120 22\" width=\"120\" height=\"22\"><title>\(TextEscaping.html(label))</title>"
    if bar.hidden == true {
      svg +=
        "<rect x=\"0.5\" y=\"0.5\" width=\"119\" height=\"21\" rx=\"5\" fill=\"none\" stroke=\"#8e8e93\" stroke-dasharray=\"3 3\"/>"
        + "<text x=\"60\" y=\"15\" text-anchor=\"middle\" font-size=\"11\" font-family=\"system-ui,sans-serif\" fill=\"#8e8e93\">hidden</text></svg>"
      return svg
    }
    // An unknown style is drawn as dashed outlines in a dark grey: the bar is there, its colour was not checked.
    let known = bar.content == "lightContent" || bar.content == "darkContent"
    let ink = bar.content == "lightContent" ? "#ffffff" : bar.content == "darkContent" ? "#000000" : "#3a3a3c"
    let fill = known ? "fill=\"\(ink)\"" : "fill=\"none\" stroke=\"\(ink)\" stroke-width=\"0.8\" stroke-dasharray=\"1.5 1\""
    svg += "<rect width=\"120\" height=\"22\" rx=\"5\" fill=\"#8e8e93\"\(bar.illegible ? " stroke=\"#c62828\" stroke-width=\"2\"" : "")/>"
    svg += "<text x=\"10\" y=\"15.5\" font-size=\"11\" font-weight=\"600\" font-family=\"system-ui,sans-serif\" fill=\"\(ink)\">9:41</text>"
    for (i, height) in [3, 5, 7, 9].enumerated() {
      svg += "<rect x=\"\(74 + i * 4)\" y=\"\(15 - height)\" width=\"2.6\" height=\"\(height)\" rx=\"0.6\" \(fill)/>"
    }
    svg += "<rect x=\"95.5\" y=\"6.5\" width=\"16\" height=\"8.5\" rx=\"2.2\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"1\"/>"
    svg += "<rect x=\"97.5\" y=\"8.5\" width=\"11\" height=\"4.5\" rx=\"1\" \(fill)/>"
    svg += "<rect x=\"112.3\" y=\"9.3\" width=\"1.6\" height=\"3\" rx=\"0.6\" fill=\"\(ink)\"/>"
    return svg + "</svg>"
  }

  /// The picture in words, for screen readers and the tooltip.
  static func description(_ bar: Bar) -> String {
    if bar.hidden == true { return "hidden" }
    var words: String
    switch bar.content {
    case "lightContent": words = "white content"
    case "darkContent": words = "black content"
    default: words = "content of any colour"
    }
    words += bar.hidden == false ? ", visible" : ""
    if bar.illegible { words += ", illegible" }
    return words
  }
}
