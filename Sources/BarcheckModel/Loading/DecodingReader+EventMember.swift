/// An event's members read by their table's key (`EventMember`), so that the step decoder spells no key itself.
extension DecodingReader {
  /// The string at an event's member (see `string(_:_:required:what:)`).
  mutating func string(_ fields: Fields, _ member: EventMember) -> String? {
    string(fields, member.key)
  }

  /// The boolean at an event's member (see `bool(_:_:)`).
  mutating func bool(_ fields: Fields, _ member: EventMember) -> Bool? {
    bool(fields, member.key)
  }

  /// The integer at an event's member (see `integer(_:_:)`).
  mutating func integer(_ fields: Fields, _ member: EventMember) -> Int? {
    integer(fields, member.key)
  }

  /// The enumeration value named at an event's member (see `enumeration(_:_:_:)`).
  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ fields: Fields, _ member: EventMember, _ type: E.Type) -> E?
  where E.RawValue == String {
    enumeration(fields, member.key, type)
  }

  /// The colour at an event's member (see `colour(_:_:)`).
  mutating func colour(_ fields: Fields, _ member: EventMember) -> Colour? {
    colour(fields, member.key)
  }
}
