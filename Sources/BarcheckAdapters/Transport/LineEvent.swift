/// What a channel reads from its peer: whole lines, a line over the limit, or the end of its output.
enum LineEvent: Sendable, Hashable {
  /// The lines one read completed, in order, without their newlines.
  case lines([[UInt8]])
  /// A line longer than the channel's maximum, skipped without being kept: its length in bytes.
  case tooLong(Int)
  /// The peer's output has ended; `LineChannel.end()` says why.
  case end
}
