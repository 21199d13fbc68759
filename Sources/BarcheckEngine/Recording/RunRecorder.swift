/// Something that consumes a run's events as they happen: a progress display, a result stream, a tally.
public protocol RunRecorder {
  /// Records one event.
  mutating func record(_ event: RunEvent)
}
