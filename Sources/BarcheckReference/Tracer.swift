import BarcheckModel

/// Where the decisions of one resolution go, each with the clause of SPEC.md that made it. Every resolving function is
/// generic over it, so that a run without traces is compiled with no trace code at all: with a
/// runtime flag, building the messages' closures and testing the flag cost a third of the time.
protocol TraceSink {
  /// Whether notes are kept (for work done only to explain).
  var enabled: Bool { get }
  /// Notes a decision and the clause that made it; the clause and the message are read only when notes are kept (a
  /// clause is a value of several strings: reading one copied it).
  mutating func note(_ clause: @autoclosure () -> SpecClause, _ message: @autoclosure () -> String, kind: TraceEntry.Kind)
  /// The notes so far, leaving none.
  mutating func take() -> [TraceEntry]
}

/// Keeps every note: for traces.
struct Tracer: TraceSink {
  private(set) var entries: [TraceEntry] = []

  var enabled: Bool { true }

  mutating func note(_ clause: @autoclosure () -> SpecClause, _ message: @autoclosure () -> String, kind: TraceEntry.Kind) {
    entries.append(TraceEntry(rule: clause().id, message(), kind: kind))
  }

  mutating func take() -> [TraceEntry] {
    defer { entries = [] }
    // Bounded as every resolver's trace is (ResolverLimits): a case of thousands of stacked presentations notes
    // each of them at every step, and whole traces kept for every step grew with the square of the case.
    guard entries.count > ResolverLimits.traceEntries else { return entries }
    return Array(entries.prefix(ResolverLimits.traceEntries)) + [TraceEntry(rule: "", "… [cut: \(entries.count) trace entries in all]")]
  }
}

/// Keeps nothing: for resolutions nobody will read the trace of.
struct SilentTracer: TraceSink {
  var enabled: Bool { false }

  @inline(__always)
  mutating func note(_ clause: @autoclosure () -> SpecClause, _ message: @autoclosure () -> String, kind: TraceEntry.Kind) {}

  mutating func take() -> [TraceEntry] { [] }
}

extension TraceSink {
  /// Notes a decision (a plain note).
  @inline(__always)
  mutating func note(_ clause: @autoclosure () -> SpecClause, _ message: @autoclosure () -> String) {
    note(clause(), message(), kind: .note)
  }
}

extension CompiledScene {
  /// `"id"`, for trace messages.
  func name(_ index: Int) -> String { "\"\(ids[index])\"" }
}
