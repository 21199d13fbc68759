import BarcheckModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AnswerCodec {
  /// The answer codec's fast path: the answer a resolver gives almost every time, a well-formed `result`, read
  /// straight from its bytes, with no JSON tree, no reader and no diagnostics. `AnswerCodec.decode` calls it, and so does the plugin client
  /// on the bytes the plugin returned, in place (its strict path repairs invalid UTF-8 first, which `decode` does not).
  ///
  /// It recognises one shape only and gives up (nil) at the first thing it does not fully recognise: another
  /// `type`, a key it does not know or has seen, a missing required key, a value of another type, an enumeration
  /// value it does not know, a string with an escape or a byte outside printable ASCII, a number out of range,
  /// anything after the answer. The codec then reads the same bytes on its strict path, which says what is wrong.
  /// An observation's members are read through the codec's one table (`ObservationMember`), as on the strict path.
  struct FastPath: ObservationValues {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The last string made, and the bytes it was made from.
    private var lastString: (range: Range<Int>, string: String)?
    /// How many observations the answer should hold.
    private var expected = 16

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    /// The correlation id and observations of a well-formed `result` answer; nil for anything else.
    ///
    /// - Parameter expecting: How many observations the answer should hold (the case's steps), the list's first
    ///   capacity: room for sixteen was a kilobyte, an allocation the memory allocator handles the slow way.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, expecting: Int = 16) -> (id: String, answer: ResolverAnswer)? {
      var reader = FastPath(bytes)
      reader.expected = expecting
      return reader.answer()
    }

    /// The correlation id and observations of a well-formed `result` answer; nil for anything else.
    static func read(_ bytes: [UInt8]) -> (id: String, answer: ResolverAnswer)? {
      bytes.withUnsafeBufferPointer { read($0) }
    }

    // MARK: The answer

    private mutating func answer() -> (id: String, answer: ResolverAnswer)? {
      var id: String?
      var observations: [Observation]?
      var sawType = false
      let complete = object { reader, key in
        switch key {
        case "type":
          guard !sawType, let type = reader.plainString(), type == "result" else { return false }
          sawType = true
        case "id":
          guard id == nil, let value = reader.plainString() else { return false }
          id = value
        case "observations":
          guard observations == nil, let list = reader.observations() else { return false }
          observations = list
        default: return false
        }
        return true
      }
      skipWhitespace()
      guard complete, index == bytes.count, sawType, let id, let observations else { return nil }
      return (id, .observations(observations))
    }

    private mutating func observations() -> [Observation]? {
      var list: [Observation] = []
      list.reserveCapacity(max(1, expected))
      let complete = array { reader in
        guard let observation = reader.observation() else { return false }
        list.append(observation)
        return true
      }
      return complete ? list : nil
    }

    private mutating func observation() -> Observation? {
      var observation = Observation(style: .darkContent, hidden: false, styleOwner: nil, hiddenOwner: nil)
      // The members read so far, one bit each (a member's index in the table).
      var seen: UInt32 = 0
      let complete = object { reader, key in
        guard let index = Self.memberIndex(key), seen & 1 << index == 0 else { return false }
        seen |= 1 << index
        return ObservationMember.allCases[index].read(from: &reader, into: &observation)
      }
      guard complete, seen & Self.requiredBits == Self.requiredBits else { return nil }
      return observation
    }

    /// Each member's key as bytes, in table order.
    private static let memberKeys = ObservationMember.keys.map { Array($0.utf8) }

    /// The bits of the required members.
    private static let requiredBits = ObservationMember.required.reduce(UInt32(0)) { bits, member in
      bits | (ObservationMember.allCases.firstIndex(of: member).map { UInt32(1) << $0 } ?? 0)
    }

    /// The index in the table of the member a key names; nil for any other key.
    private static func memberIndex(_ key: StaticKey) -> Int? {
      memberKeys.firstIndex { name in
        guard name.count == key.bytes.count, let bytes = key.bytes.baseAddress else { return false }
        return name.withUnsafeBufferPointer { name in name.baseAddress.map { memcmp($0, bytes, name.count) == 0 } ?? false }
      }
    }

    // MARK: Values, for the table

    mutating func bool(_ key: String) -> Bool? { bool() }
    mutating func string(_ key: String) -> String? { plainString() }
    mutating func number(_ key: String) -> Double? { number() }
    mutating func trace(_ key: String) -> [TraceEntry]? { trace() }
    mutating func strings(_ key: String) -> [String]? { strings() }

    /// The value a plain string names, matched on its bytes without making a `String` of them.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, among values: [E]) -> E? where E.RawValue == String {
      guard let name = plainKey(), let bytes = name.bytes.baseAddress else { return nil }
      return values.first { value in
        var raw = value.rawValue
        return raw.withUTF8 { raw in raw.count == name.bytes.count && raw.baseAddress.map { memcmp($0, bytes, raw.count) == 0 } ?? false }
      }
    }

    private mutating func trace() -> [TraceEntry]? {
      var entries: [TraceEntry] = []
      let complete = array { reader in
        var rule: String?
        var message: String?
        let entryComplete = reader.object { reader, key in
          switch key {
          case "rule":
            guard rule == nil else { return false }
            rule = reader.plainString()
            return rule != nil
          case "message":
            guard message == nil else { return false }
            message = reader.plainString()
            return message != nil
          default: return false
          }
        }
        guard entryComplete, let message else { return false }
        entries.append(TraceEntry(rule: rule ?? "", message))
        return true
      }
      return complete ? entries : nil
    }

    private mutating func strings() -> [String]? {
      var out: [String] = []
      let complete = array { reader in
        guard let value = reader.plainString() else { return false }
        out.append(value)
        return true
      }
      return complete ? out : nil
    }

    // MARK: JSON, the plain part of it

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x0A, 0x0D, 0x09: index += 1
        default: return
        }
      }
    }

    /// Whether the next byte (after whitespace) is `byte`; it is consumed when it is.
    private mutating func consume(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// Reads an object, calling `member` with each key (positioned at its value); false when it is not a complete
    /// object, or `member` gives up. Empty objects are read too.
    private mutating func object(_ member: (inout FastPath, StaticKey) -> Bool) -> Bool {
      guard consume(UInt8(ascii: "{")) else { return false }
      if consume(UInt8(ascii: "}")) { return true }
      while true {
        skipWhitespace()
        guard let key = plainKey(), consume(UInt8(ascii: ":")) else { return false }
        skipWhitespace()
        guard member(&self, key) else { return false }
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "}"))
      }
    }

    /// Reads an array, calling `element` positioned at each element; false when it is not a complete array, or
    /// `element` gives up.
    private mutating func array(_ element: (inout FastPath) -> Bool) -> Bool {
      guard consume(UInt8(ascii: "[")) else { return false }
      if consume(UInt8(ascii: "]")) { return true }
      while true {
        skipWhitespace()
        guard element(&self) else { return false }
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "]"))
      }
    }

    /// The range of a string's content when it is printable ASCII without escapes, the quotes consumed.
    private mutating func plainRange() -> Range<Int>? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
      let start = index + 1
      var end = start
      // Eight bytes at a time past those that cannot end or spoil the string: the high bit of a byte of `flagged` is
      // set for a quote, a backslash, a control character or a byte outside ASCII (and may be for a byte after one);
      // the word holding one is read byte by byte below.
      let ones: UInt64 = 0x0101_0101_0101_0101
      while end + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
        let flagged = (word | (word &- ones &* 0x20) | ((word ^ ones &* 0x22) &- ones) | ((word ^ ones &* 0x5C) &- ones)) & (ones &* 0x80)
        if flagged != 0 { break }
        end += 8
      }
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") {
          index = end + 1
          return start..<end
        }
        guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
        end += 1
      }
      return nil
    }

    private mutating func plainString() -> String? {
      guard let range = plainRange() else { return nil }
      // Owners repeat (a step's style and hidden owner are mostly one controller, and so are the next step's): the
      // string made for the same bytes last time serves again.
      if let last = lastString, last.range.count == range.count, let base = bytes.baseAddress,
        memcmp(base + range.lowerBound, base + last.range.lowerBound, range.count) == 0
      {
        return last.string
      }
      let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      lastString = (range, string)
      return string
    }

    /// A plain string read in place, for matching against known names (keys, enumeration values).
    private mutating func plainKey() -> StaticKey? {
      plainRange().map { StaticKey(bytes: UnsafeBufferPointer(rebasing: bytes[$0])) }
    }

    private mutating func bool() -> Bool? {
      if literal("true") { return true }
      if literal("false") { return false }
      return nil
    }

    private mutating func literal(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count, let base = bytes.baseAddress, memcmp(text.utf8Start, base + index, count) == 0 else { return false }
      index += count
      return true
    }

    /// A number in JSON's grammar, converted as the strict parser converts it; nil when it is not one or is out
    /// of range.
    private mutating func number() -> Double? {
      let start = index
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integerStart = index
      guard skipDigits(), bytes[integerStart] != UInt8(ascii: "0") || index == integerStart + 1 else { return nil }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard skipDigits() else { return nil }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() else { return nil }
      }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }

    /// Skips a run of digits; false when there is none.
    private mutating func skipDigits() -> Bool {
      let first = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return index > first
    }
  }
}

/// A key as read in place, compared with the keys the reader knows without making a `String` of it.
private struct StaticKey {
  var bytes: UnsafeBufferPointer<UInt8>

  static func ~= (pattern: StaticString, key: StaticKey) -> Bool {
    guard pattern.utf8CodeUnitCount == key.bytes.count else { return false }
    guard let bytes = key.bytes.baseAddress else { return true }
    return memcmp(pattern.utf8Start, bytes, key.bytes.count) == 0
  }
}
