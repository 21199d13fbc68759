import BarcheckJSON
import BarcheckModel

/// Writes a result stream line's objects member by member, straight to compact UTF-8: the text `JSONWriter` writes
/// for the same value, without building the `JSON` tree first (a run writes a line a case, and building the tree
/// was most of the cost of writing it). The member tables (`CaseRecordMember`, `StepRecordMember`,
/// `FieldDiffMember`) say what to write; this says how.
struct StreamLineWriter: ~Copyable {
  /// The text written so far.
  var out: ByteBuffer
  /// Whether the next member needs a comma before it.
  private var separated = false
  /// The contrast ratios written so far in the line, as text: a case's steps mostly measure the same few.
  private var ratios = RecordedFields.RatioTexts()

  /// A writer appending to `out`.
  init(appendingTo out: consuming ByteBuffer) {
    self.out = out
  }

  /// The buffer written to.
  consuming func finish() -> ByteBuffer {
    out
  }

  /// Starts an object.
  mutating func open() {
    out.append(UInt8(ascii: "{"))
    separated = false
  }

  /// Ends an object.
  mutating func close() {
    out.append(UInt8(ascii: "}"))
    separated = true
  }

  /// Starts a member: the comma before it, its key and the colon. The key is one of the member tables' names (their
  /// `key`), a plain ASCII identifier that needs no escaping, so its bytes are copied as they are (scanning every key
  /// for characters to escape was a sixth of writing a line). Keys are literals (`StaticString`), and the quote and
  /// colon bytes: a `String`'s bytes are found at run time, which cost several times the copy.
  private mutating func key(_ key: StaticString) {
    if separated { out.append(UInt8(ascii: ",")) }
    out.append(UInt8(ascii: "\""))
    out.append(key)
    out.append(UInt8(ascii: "\""))
    out.append(UInt8(ascii: ":"))
    separated = true
  }

  /// Starts a member whose key may need escaping (a field name read back from a stream): as `key` does, escaped.
  private mutating func escapedKey(_ key: String) {
    if separated { out.append(UInt8(ascii: ",")) }
    quoted(key)
    out.append(UInt8(ascii: ":"))
    separated = true
  }

  /// Appends a string as `JSONWriter.appendQuoted` does. A short string of printable ASCII other than a quote or a
  /// backslash, which needs no escape (a field's name, an enum's raw value, an id: most of a step's fields), is copied
  /// here as it is; anything else goes to `JSONWriter`, whose scan of whole words pays on longer text. (A step's
  /// fields are most of a line's strings, and the calls around the scan were most of the cost of writing each.)
  @inline(__always)
  private mutating func quoted(_ value: String) {
    let copied = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.count <= 16 else { return false }
      for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
      out.append(UInt8(ascii: "\""))
      out.append(bytes)
      out.append(UInt8(ascii: "\""))
      return true
    }
    if copied != true { JSONWriter.appendQuoted(value, to: &out) }
  }

  /// A string member, left out when there is no value.
  mutating func string(_ key: StaticString, _ value: String?) {
    guard let value else { return }
    self.key(key)
    JSONWriter.appendQuoted(value, to: &out)
  }

  /// A string member whose value is a raw value of one of the model's enums (an outcome, a level, an event's kind):
  /// a plain ASCII identifier like the keys, copied as it is.
  mutating func name(_ key: StaticString, _ value: String) {
    self.key(key)
    out.append(UInt8(ascii: "\""))
    out.append(value)
    out.append(UInt8(ascii: "\""))
  }

  /// A number member.
  mutating func number(_ key: StaticString, _ value: Double) {
    self.key(key)
    JSONWriter.appendNumber(value, to: &out)
  }

  /// A list of strings, written even when empty.
  mutating func strings(_ key: StaticString, _ values: [String]) {
    self.key(key)
    out.append(UInt8(ascii: "["))
    for (i, value) in values.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      JSONWriter.appendQuoted(value, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// A list of objects, each written by `element`, written even when empty. The elements are lent to `element` in
  /// place: iterating the array copied each (a step record, retaining each of its strings and lists, and releasing them).
  mutating func objects<Element>(_ key: StaticString, _ elements: [Element], _ element: (borrowing Element, inout StreamLineWriter) -> Void) {
    self.key(key)
    out.append(UInt8(ascii: "["))
    elements.withUnsafeBufferPointer { elements in
      for i in elements.indices {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        element(elements[i], &self)
      }
    }
    out.append(UInt8(ascii: "]"))
    separated = true
  }

  /// `{"field":"value",…}`, left out when there are no fields: the text `pairs` writes for `fields.pairs`, written
  /// from the expectation's or the observation's values, each field's member from one literal where it can (making
  /// each pair's strings, then freeing them, was most of the cost of a step's fields, and each piece appended a call).
  mutating func fields(_ key: StaticString, _ fields: borrowing RecordedFields) {
    if let pairs = fields.givenAsPairs { return self.pairs(key, pairs) }
    guard !fields.isEmpty else { return }
    self.key(key)
    open()
    // In `StatusBarField`'s order; a test checks every field and value against the pairs' text.
    if fields.has(.style) {
      member(fields.style == .darkContent ? #""style":"darkContent""# : #""style":"lightContent""#)
    }
    if fields.has(.hidden) { member(fields.hidden ? #""hidden":"true""# : #""hidden":"false""#) }
    if fields.has(.styleOwner) {
      if let owner = fields.styleOwner {
        member(#""styleOwner":"#)
        quoted(owner)
      } else {
        member(#""styleOwner":"(none)""#)
      }
    }
    if fields.has(.hiddenOwner) {
      if let owner = fields.hiddenOwner {
        member(#""hiddenOwner":"#)
        quoted(owner)
      } else {
        member(#""hiddenOwner":"(none)""#)
      }
    }
    if fields.has(.animation) {
      switch fields.animation {
      case .none: member(#""animation":"none""#)
      case .fade: member(#""animation":"fade""#)
      case .slide: member(#""animation":"slide""#)
      }
    }
    if fields.has(.legible) { member(fields.legible ? #""legible":"true""# : #""legible":"false""#) }
    if fields.has(.contrast) {
      member(fields.isObserved ? #""contrast":""# : #""contrast":"at least "#)
      out.append(ratios.text(fields.ratio))
      out.append(#":1""# as StaticString)
    }
    close()
  }

  /// Appends a member written whole (or its start), after a comma unless it is the object's first.
  @inline(__always)
  private mutating func member(_ text: StaticString) {
    if separated { out.append(UInt8(ascii: ",")) }
    out.append(text)
    separated = true
  }

  /// `{"field":"value",…}`, left out when there are no pairs.
  mutating func pairs(_ key: StaticString, _ pairs: [(field: String, value: String)]) {
    guard !pairs.isEmpty else { return }
    self.key(key)
    open()
    let members = Self.fieldMembers
    var next = 0
    for pair in pairs {
      // A record's fields are status bar fields in table order: each is looked for from after the one before, and
      // its member's start copied whole. A name that is not one (read back from a stream) is escaped.
      while next < members.count, members[next].name != pair.field { next += 1 }
      if next < members.count {
        if separated { out.append(UInt8(ascii: ",")) }
        members[next].member.withUnsafeBufferPointer { out.append($0) }
        separated = true
        next += 1
      } else {
        escapedKey(pair.field)
      }
      quoted(pair.value)
    }
    close()
  }

  /// Each status bar field's name, and the start of its member in a line, `"name":`: what `escapedKey` writes for it.
  private static let fieldMembers = StatusBarField.allCases.map { field in
    (name: field.rawValue, member: Array(JSONWriter.quoted(field.rawValue).utf8) + [UInt8(ascii: ":")])
  }

  /// `[{"rule":…,"message":…},…]`, left out when there are no entries.
  mutating func trace(_ key: StaticString, _ trace: [TraceEntry]) {
    guard !trace.isEmpty else { return }
    objects(key, trace) { entry, line in
      line.open()
      line.string("rule", entry.rule)
      line.string("message", entry.message)
      line.close()
    }
  }
}
