/// The values of an enumeration by the bytes of their names, for `CaseTapeDecoder`: a value named in a document is
/// found where its text stands, with no `String` made for it.
///
/// The names are ASCII and the tape's strings printable ASCII without escapes, so a name matches exactly when
/// `init?(rawValue:)` would take the text (canonical equivalence is byte equality for ASCII).
struct TapeNames<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
  /// The names' bytes, as `TapeKeys` holds them.
  private let keys: TapeKeys
  /// The value of each name, in the order of `allCases`.
  private let values: [Value]

  /// The table of every value of the enumeration.
  init() {
    values = Array(Value.allCases)
    keys = TapeKeys(values.map(\.rawValue))
  }

  /// The value named by the `count` bytes at `start`; nil when they name none.
  @inline(__always)
  func value(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> Value? {
    keys.place(bytes, at: start, count: count).map { values[$0] }
  }

  /// The value named by the `count` bytes at `start`, and its place in `allCases`; nil when they name none.
  @inline(__always)
  func valueAndPlace(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> (value: Value, place: Int)? {
    keys.place(bytes, at: start, count: count).map { (values[$0], $0) }
  }
}
