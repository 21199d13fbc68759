import BarcheckModel

/// Where the answer codec's two paths find an observation's values: `ObservationMember.read(from:into:)` reads
/// each member through these, so the field switch is written once.
///
/// Each method reads the value of the member named `key` and gives nil when it is not a value of that type; the
/// strict path records why, the fast path gives up (and the strict path then reads the same bytes).
protocol ObservationValues {
  /// A boolean.
  mutating func bool(_ key: String) -> Bool?
  /// A string.
  mutating func string(_ key: String) -> String?
  /// A finite number.
  mutating func number(_ key: String) -> Double?
  /// A string naming one of `values`, which are all of their type's.
  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, among values: [E]) -> E? where E.RawValue == String
  /// A list of trace entries (`{"rule":…,"message":…}`, the rule optional).
  mutating func trace(_ key: String) -> [TraceEntry]?
  /// A list of strings.
  mutating func strings(_ key: String) -> [String]?
}
