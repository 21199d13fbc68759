import BarcheckJSON
import BarcheckModel

/// The typed values of a result stream line, read within `StreamLimits`: strings cut, lists cut, counts and
/// indices never negative, durations finite and bounded. Everything read from a stream is foreign input.
extension DecodingReader {
  /// The string at a key, cut to `limit` characters.
  mutating func string(_ fields: Fields, _ key: String, limit: Int) -> String? {
    string(fields, key).map { StreamLimits.cut($0, limit) }
  }

  /// The strings of the array at a key, each cut to `limit` characters, the list cut to `StreamLimits.listItems`.
  mutating func strings(_ fields: Fields, _ key: String, limit: Int) -> [String]? {
    strings(fields, key).map { $0.prefix(StreamLimits.listItems).map { StreamLimits.cut($0, limit) } }
  }

  /// The integer at a key when it is at least zero (a count, an index or a depth); a negative one is an error.
  mutating func count(_ fields: Fields, _ key: String) -> Int? {
    guard let value = integer(fields, key) else { return nil }
    guard value >= 0 else {
      if let member = fields[key] {
        error("expected a count of zero or more for \"\(key)\", found \(value)", at: member.value.offset, path: fields.path.appending(key))
      }
      return nil
    }
    return value
  }

  /// The number of seconds at a key, when it is zero or more and within `StreamLimits.seconds`; another is an error.
  mutating func seconds(_ fields: Fields, _ key: String) -> Double? {
    guard let value = number(fields, key) else { return nil }
    guard value >= 0, value <= StreamLimits.seconds else {
      if let member = fields[key] {
        error(
          "expected a duration of 0 to \(JSONWriter.format(StreamLimits.seconds)) seconds for \"\(key)\", found \(JSONWriter.format(value))",
          at: member.value.offset, path: fields.path.appending(key))
      }
      return nil
    }
    return value
  }
}
