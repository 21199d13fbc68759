import BarcheckJSON

/// The values of an enumeration by their names (raw values), made once, for the strict reader: `init?(rawValue:)`
/// of a `String` enumeration compares the name with every case's through `_findStringSwitchCase`, a `String` made
/// and compared for each case (some 600 instructions to find a controller's kind, 1.6% of loading a case).
///
/// A name is found by its UTF-8 length first, then by its text. A name that is none of them is looked up again with
/// `init?(rawValue:)`, so that the answer is always the same as its (which compares by canonical equivalence).
struct NameTable<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
  /// The names, in the order of `allCases`.
  private let names: [String]
  /// The UTF-8 length of each name.
  private let lengths: [Int]
  /// The value of each name.
  private let values: [Value]

  /// The table of every value of the enumeration.
  init() {
    values = Array(Value.allCases)
    names = values.map(\.rawValue)
    lengths = names.map(\.utf8.count)
  }

  /// The value this name names; nil when it names none.
  func value(named name: String) -> Value? {
    let length = name.utf8.count
    for place in lengths.indices where lengths[place] == length && names[place] == name { return values[place] }
    return Value(rawValue: name)
  }
}

/// An enumeration the strict reader reads by name through a `NameTable` made once.
protocol NamedCases: RawRepresentable, CaseIterable, Sendable where RawValue == String {
  /// Every value by its name.
  static var byName: NameTable<Self> { get }
}

extension StatusBarStyle: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension ContentStyle: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension StatusBarAnimation: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension UserInterfaceStyle: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension Appearance: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension ControllerKind: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension NavigationBarStyle: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension PresentationStyle: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension Orientation: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension HorizontalSizeClass: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension RequirementLevel: NamedCases {
  /// Every value by its name.
  static let byName = NameTable<Self>()
}

extension DecodingReader {
  /// The enumeration value named at a key, found by name in its table (see `enumeration(_:_:_:)`, whose answers and
  /// messages it gives).
  mutating func enumeration<E: NamedCases>(_ fields: Fields, _ key: String, _ type: E.Type) -> E? {
    guard let place = fields.place(of: key) else { return nil }
    // The common case without building the member's path, which only a message needs.
    if case .string(let raw) = fields.members[place].value.value, let value = E.byName.value(named: raw) { return value }
    return enumeration(fields.members[place].value, key: key, path: fields.path.appending(key), type)
  }
}
