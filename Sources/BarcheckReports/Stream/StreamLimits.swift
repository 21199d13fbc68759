import BarcheckModel

/// How much a result stream read back may hold, per line and per field. A stream given to `report`, `merge`,
/// `diff` or `compat --stream` may come from anywhere: without bounds, one megabyte string would be copied into
/// every report line that names it, and a line without an end (`/dev/zero`) would be read until memory ran out.
///
/// A line longer than `lineBytes` is an error that names the line. A string longer than its limit is cut with a
/// visible marker, as `ResolverLimits` cuts a resolver's answers; a list longer than its limit is cut to it. The
/// limits are well above what a run writes (a resolver's strings are cut to `ResolverLimits` before they are
/// recorded), so a stream a run wrote reads back as it was written.
public enum StreamLimits {
  /// Bytes in one line, without its newline. A record grows with its case: a failing case of 20,000 steps writes
  /// about 30 MB (each step's fields, trace and controller tree), one of 5,000 pushes about 17 MB. Reading a line
  /// takes many times its size in memory, so a longer line is refused rather than read.
  public static let lineBytes = 64 << 20
  /// Characters in a name: a case id, family, rule, tag, field name, controller id, suite name, version or hash,
  /// platform, host name, shard or seed, a resolver's name, version or language.
  public static let name = 1_024
  /// Characters in a text: a title, message, step description, field value, source, file, link, note, a
  /// command-line argument, why a run stopped, a trace entry's message.
  public static let text = 4 * ResolverLimits.message
  /// Characters of a resolver's log kept with one case.
  public static let logs = 4 * ResolverLimits.logs
  /// Elements in a short list: rules, tags, sources, command-line arguments, and a step's notes and trace entries.
  public static let listItems = 1_024
  /// Seconds in one duration: about 30 years. More is not a duration a run measured.
  public static let seconds = 1e9

  /// `text` as a run records it from a case file: cut short enough that, with its marker, it stays within `limit`, so
  /// that reading it back (`cut`) leaves it as it was written.
  static func recorded(_ text: String, _ limit: Int) -> String {
    cut(text, limit - markerRoom)
  }

  /// Room for the marker `TextEscaping.bounded` adds (`… [cut: N characters in all]`, N of up to 19 digits).
  static let markerRoom = 48

  /// `text` as read back: as it is within `limit` characters, else cut with the marker `TextEscaping.bounded` writes.
  static func cut(_ text: String, _ limit: Int) -> String {
    // Counting UTF-8 first is cheap and settles almost every string without counting characters.
    text.utf8.count <= limit ? text : TextEscaping.bounded(text, limit: limit)
  }
}
