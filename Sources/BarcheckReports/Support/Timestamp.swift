import BarcheckJSON

/// A UTC instant as reports write it: `2026-11-29T22:50:07` (ISO 8601, no zone suffix, as JUnit
/// consumers expect), kept as seconds since 1970 so it can be injected in tests.
public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double

  /// Creates a timestamp.
  public init(secondsSince1970: Double) {
    self.secondsSince1970 = secondsSince1970
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS` (an optional `Z` or fraction is accepted and ignored).
  public init?(_ text: String) {
    let digits = text.unicodeScalars.map { $0.properties.numericType != nil ? Int($0.value) - 48 : -1 }
    guard text.count >= 19, Array(text.unicodeScalars)[10] == "T" else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for i in range {
        guard digits[i] >= 0 && digits[i] <= 9 else { return nil }
        value = value * 10 + digits[i]
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
      let minute = number(14..<16), let second = number(17..<19), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    let days = Self.daysFromCivil(year, month, day)
    secondsSince1970 = Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
  }

  /// `YYYY-MM-DDTHH:MM:SS` in UTC.
  public var description: String {
    let total = Int(secondsSince1970.rounded(.down))
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let rest = total - days * 86_400
    let (year, month, day) = Self.civilFromDays(days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3_600)):\(two(rest % 3_600 / 60)):\(two(rest % 60))"
  }

  /// Orders timestamps in time.
  public static func < (a: Timestamp, b: Timestamp) -> Bool { a.secondsSince1970 < b.secondsSince1970 }

  // Howard Hinnant's civil calendar algorithms.
  static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
    let y = m <= 2 ? y0 - 1 : y0
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }
}

/// Seconds with exactly three decimals, never exponent notation: `0.004`, `12.500`.
public func formatSeconds(_ seconds: Double) -> String {
  var text = ByteBuffer(capacity: 24)
  writeSeconds(seconds, into: &text)
  return text.withBytes { String(decoding: $0, as: UTF8.self) }
}

/// `formatSeconds`'s text, written into `output` digit by digit: a report writes one for every case, and making the
/// text from two numbers' strings, padding and interpolation cost more than the rest of a passing case's HTML heading.
func writeSeconds(_ seconds: Double, into output: inout ByteBuffer) {
  // Durations read from a stream are bounded, but their sums need not be: anything past 10^12 seconds reads as that.
  let milliseconds = Int((min(max(0, seconds), 1e12) * 1000).rounded())
  output.appendDecimal(UInt64(milliseconds / 1000))
  output.append(UInt8(ascii: "."))
  let fraction = milliseconds % 1000
  output.append(UInt8(ascii: "0") + UInt8(fraction / 100))
  output.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
  output.append(UInt8(ascii: "0") + UInt8(fraction % 10))
}
