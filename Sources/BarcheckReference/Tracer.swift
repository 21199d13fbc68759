import BarcheckModel

/// Collects the decisions of one resolution, each with its rule; costs nothing when off.
struct Tracer {
  let enabled: Bool
  private(set) var entries: [TraceEntry] = []

  init(enabled: Bool) {
    self.enabled = enabled
  }

  mutating func note(_ rule: String, _ message: @autoclosure () -> String) {
    guard enabled else { return }
    entries.append(TraceEntry(rule: rule, message()))
  }

  mutating func take() -> [TraceEntry] {
    defer { entries = [] }
    return entries
  }
}

extension Scene {
  /// `"id"`, for trace messages.
  func name(_ index: Int) -> String { "\"\(self[index].id)\"" }
}
