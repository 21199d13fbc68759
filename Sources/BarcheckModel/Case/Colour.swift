/// An opaque sRGB colour: 8 bits a channel.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// White.
  public static let white = RGB(red: 255, green: 255, blue: 255)
  /// Black.
  public static let black = RGB(red: 0, green: 0, blue: 0)

  /// Parses `#RRGGBB` (case-insensitive); nil for anything else.
  public init?(hex: String) {
    // Bytes, not scalars and substrings: the loader reads every colour of every case through here. Only hex digits
    // count, as the case schema's pattern says (`UInt8(_:radix:)`, used before, also took a sign: "#+F-0+0").
    let bytes = hex.utf8
    guard bytes.count == 7, bytes.first == UInt8(ascii: "#") else { return nil }
    var value: UInt32 = 0
    for byte in bytes.dropFirst() {
      guard let digit = Self.hexDigit(byte) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }

  /// The value of an ASCII hex digit, either case.
  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `#RRGGBB`, upper case.
  public var description: String {
    // Written digit by digit: formatting each component with `String(_:radix:)` and joining them was a tenth of
    // writing a case with colours for a resolver.
    String(unsafeUninitializedCapacity: 7) { buffer in
      let digits: StaticString = "0123456789ABCDEF"
      buffer[0] = UInt8(ascii: "#")
      for (index, value) in [red, green, blue].enumerated() {
        buffer[1 + 2 * index] = digits.utf8Start[Int(value >> 4)]
        buffer[2 + 2 * index] = digits.utf8Start[Int(value & 0x0F)]
      }
      return 7
    }
  }

  /// The WCAG 2 relative luminance.
  public var relativeLuminance: Double {
    let linear = Self.linearChannels
    return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
  }

  /// The sRGB channel values 0...255 made linear, computed once: legibility is measured at every
  /// step that shows a colour, and `pow` was a visible share of the reference resolver's time.
  static let linearChannels: [Double] = (0...255).map { channel in
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : Platform.power((c + 0.055) / 1.055, 2.4)
  }

  /// The WCAG 2 contrast ratio between two colours, from 1 to 21.
  public static func contrast(_ a: RGB, _ b: RGB) -> Double {
    let la = a.relativeLuminance
    let lb = b.relativeLuminance
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}

/// A colour as a case writes it: one value, a light/dark pair, or a semantic name
/// (S23); resolved per appearance.
public struct Colour: Sendable, Hashable, CustomStringConvertible {
  /// The value in the light appearance.
  public var light: RGB
  /// The value in the dark appearance.
  public var dark: RGB
  /// The semantic name, when the case used one.
  public var name: String?

  /// Creates a colour that may differ per appearance.
  public init(light: RGB, dark: RGB, name: String? = nil) {
    self.light = light
    self.dark = dark
    self.name = name
  }

  /// Creates a colour that is the same in both appearances.
  public init(_ rgb: RGB) {
    self.init(light: rgb, dark: rgb)
  }

  /// The semantic colours of the spec (S23), by name.
  public static let semantic: [String: Colour] = [
    "systemBackground": Colour(light: .white, dark: .black, name: "systemBackground"),
    "systemBlue": Colour(light: RGB(red: 0x00, green: 0x7A, blue: 0xFF), dark: RGB(red: 0x0A, green: 0x84, blue: 0xFF), name: "systemBlue"),
    "systemGroupedBackground": Colour(light: RGB(red: 0xF2, green: 0xF2, blue: 0xF7), dark: .black, name: "systemGroupedBackground"),
    "label": Colour(light: .black, dark: .white, name: "label"),
    "white": Colour(light: .white, dark: .white, name: "white"),
    "black": Colour(light: .black, dark: .black, name: "black"),
  ]

  /// The value in an appearance. Inlinable: called on a colour in a table, it then reads the value in place instead of
  /// copying the colour (and retaining its name) to pass it.
  @inlinable public func resolved(in appearance: Appearance) -> RGB {
    appearance == .dark ? dark : light
  }

  /// The name, the single hex value, or `light/dark`.
  public var description: String {
    if let name { return name }
    return light == dark ? light.description : "\(light)/\(dark)"
  }
}
