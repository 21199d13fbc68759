public import BarcheckModel

extension SHA256 {
  /// `'sha256-…'`: a Content-Security-Policy source that allows exactly this inline text.
  public static func cspSource(_ text: String) -> String {
    var sha = SHA256()
    sha.update(text)
    return "'sha256-\(base64(sha.finalize()))'"
  }

  /// Standard base64 (RFC 4648, with padding).
  public static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var out = ""
    var i = 0
    while i < bytes.count {
      let b0 = UInt32(bytes[i])
      let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
      let triple = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(triple >> 18 & 63)])
      out.append(alphabet[Int(triple >> 12 & 63)])
      out.append(i + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : "=")
      out.append(i + 2 < bytes.count ? alphabet[Int(triple & 63)] : "=")
      i += 3
    }
    return out
  }
}
