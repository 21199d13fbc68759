import BarcheckJSON
import BarcheckModel

/// HTML written as UTF-8 bytes: literal markup, and text escaped as `TextEscaping.html` escapes it. A run
/// renders a report section a case; appending to a `String` and escaping through intermediate strings was most of
/// the cost of rendering one.
struct HTMLBytes: ~Copyable {
  private var output: ByteBuffer

  /// Starts empty, with room for `capacity` bytes.
  init(capacity: Int) {
    output = ByteBuffer(capacity: capacity)
  }

  /// Calls `body` with the text so far, in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try output.withBytes(body)
  }

  /// The text as a string.
  var string: String { output.withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Appends markup as it is.
  mutating func raw(_ markup: StaticString) {
    output.append(markup)
  }

  /// Appends markup or text known to need no escaping (a raw value, a formatted number) as it is.
  mutating func raw(_ markup: String) {
    output.append(markup)
  }

  /// Appends text escaped as `TextEscaping.html` escapes it. Printable ASCII, tabs and line breaks (nearly all text)
  /// are escaped here byte by byte; anything else goes through `TextEscaping.html`.
  mutating func text(_ text: String) {
    let escaped = text.utf8.withContiguousStorageIfAvailable { input -> Bool in
      var entities = false
      for byte in input {
        switch byte {
        case 0x09, 0x0A, 0x0D: continue
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): entities = true
        case 0x20..<0x7F: continue
        default: return false
        }
      }
      guard entities else {
        output.append(input)
        return true
      }
      for byte in input {
        switch byte {
        case UInt8(ascii: "&"): raw("&amp;")
        case UInt8(ascii: "<"): raw("&lt;")
        case UInt8(ascii: ">"): raw("&gt;")
        case UInt8(ascii: "\""): raw("&quot;")
        case UInt8(ascii: "'"): raw("&#39;")
        default: output.append(byte)
        }
      }
      return true
    }
    if escaped != true { raw(TextEscaping.html(text)) }
  }
}
