import BarcheckJSON
public import BarcheckModel

/// Which outcomes a resolver is known to produce, per case, kept outside the resolver's code (like
/// web-platform-tests metadata): `Conformance/expectations/<resolver>.json` for the bundled ones.
///
///     { "resolver": "naive-c",
///       "expectations": {
///         "navigation.bar-visible-ignores-child-light": { "outcome": "fail", "reason": "ignores bars", "link": "https://…" },
///         "modal.sheet-rotation-flow": { "outcome": ["pass", "fail"], "reason": "flaky" } } }
public struct ExpectationFile: Sendable, Hashable {
  /// One case's expectation.
  public struct Entry: Sendable, Hashable {
    /// The outcomes allowed (one, or several for a known-flaky case).
    public var outcomes: Set<Outcome>
    /// Why.
    public var reason: String?
    /// An issue link.
    public var link: String?

    /// Creates an entry.
    public init(outcomes: Set<Outcome>, reason: String? = nil, link: String? = nil) {
      self.outcomes = outcomes
      self.reason = reason
      self.link = link
    }
  }

  /// Whether a pass where the file expects a failure fails (`--strict`): the case's outcome is then `fail`, its message
  /// saying why, so that the stream and every report record it and `report` and `merge` render the run as failed;
  /// otherwise it is `xpass`. Not part of the file's text.
  public var strict = false
  /// The resolver the file is for, when it says.
  public var resolver: String?
  /// The suite the file was written against (name, version, content hash), when it says: a run against other
  /// suite content is told so, since expected outcomes may have moved with it.
  public var suite: Suite?

  /// The suite an expectation file was written against.
  public struct Suite: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// Its version.
    public var version: String
    /// Its content hash.
    public var hash: String

    /// Creates a record.
    public init(name: String, version: String, hash: String) {
      self.name = name
      self.version = version
      self.hash = hash
    }
  }
  /// The entries by case id.
  public var entries: [String: Entry]

  /// Creates a file.
  public init(resolver: String? = nil, entries: [String: Entry] = [:]) {
    self.resolver = resolver
    self.entries = entries
  }

  static let allowed: [Outcome] = [.pass, .fail, .error, .crash, .timeout, .skip]

  /// Reads a file strictly (`DecodingReader`): every problem is a diagnostic with line, column and JSON path.
  ///
  /// Unknown keys, values of the wrong type, a missing `expectations` or `outcome`, duplicate keys and two
  /// entries for one case id (the diagnostic names the line of each) are errors.
  public static func parse(_ file: SourceFile) -> (ExpectationFile?, [Diagnostic]) {
    var reader = DecodingReader(file: file)
    guard let root = reader.root(),
      let fields = reader.object(root, at: .root, allowed: ["resolver", "suite", "expectations"], what: "an expectation file")
    else { return (nil, reader.diagnostics) }
    reader.require(fields, "expectations", what: "an expectation file")
    var result = ExpectationFile()
    result.resolver = reader.string(fields, "resolver")
    if result.resolver == "", let member = fields["resolver"] {
      reader.error(
        "the resolver name is empty", at: member.value.offset, path: .root.appending("resolver"), help: "name the resolver, or leave the key out")
    }
    let suiteWhat = "the suite an expectation file was written against"
    if let suite = reader.object(fields, "suite", allowed: ["name", "version", "hash"], what: suiteWhat) {
      reader.require(suite, "name", "version", "hash", what: suiteWhat)
      if let name = reader.string(suite, "name"), let version = reader.string(suite, "version"), let hash = reader.string(suite, "hash") {
        result.suite = Suite(name: name, version: version, hash: hash)
      }
    }
    for member in reader.map(fields, "expectations", what: "the expectations (case id to entry)", keys: "entry for case") ?? [] {
      let path = JSONPath.root.appending("expectations").appending(member.key)
      if let entry = parseEntry(member.value, at: path, reader: &reader) { result.entries[member.key] = entry }
    }
    return (reader.hasErrors ? nil : result, reader.diagnostics)
  }

  private static func parseEntry(_ node: JSONNode, at path: JSONPath, reader: inout DecodingReader) -> Entry? {
    let what = "an expectation entry"
    guard let fields = reader.object(node, at: path, allowed: ["outcome", "reason", "link"], what: what) else { return nil }
    reader.require(fields, "outcome", what: what)
    var entry = Entry(outcomes: [], reason: reader.string(fields, "reason"), link: reader.string(fields, "link"))
    guard let outcome = fields["outcome"] else { return nil }
    let outcomePath = path.appending("outcome")
    let values: [(JSONNode, JSONPath)]
    if case .array(let items) = outcome.value.value {
      if items.isEmpty {
        reader.error("the entry names no outcome", at: outcome.value.offset, path: outcomePath, help: "write one outcome, or an array of them")
      }
      values = items.enumerated().map { ($1, outcomePath.appending($0)) }
    } else {
      values = [(outcome.value, outcomePath)]
    }
    for (value, valuePath) in values {
      if let parsed = reader.enumeration(value, key: "outcome", path: valuePath, among: allowed) { entry.outcomes.insert(parsed) }
    }
    return entry.outcomes.isEmpty ? nil : entry
  }

  /// The file's text, entries sorted by id.
  public var text: String {
    var cases: [JSONMember] = []
    for id in entries.keys.sorted() {
      guard let entry = entries[id] else { continue }
      let outcomes = Self.allowed.filter(entry.outcomes.contains)
      let outcome: JSON = outcomes.count == 1 ? .string(outcomes[0].rawValue) : .list(outcomes.map { .string($0.rawValue) })
      cases.append(
        JSONMember(
          key: id, value: JSONNode(.object(["outcome": outcome, "reason": entry.reason.map(JSON.string), "link": entry.link.map(JSON.string)]))))
    }
    let suiteJSON: JSON? = suite.map { .object(["name": .string($0.name), "version": .string($0.version), "hash": .string($0.hash)]) }
    return JSONWriter.string(.object(["resolver": resolver.map(JSON.string), "suite": suiteJSON, "expectations": .object(cases)]), layout: .pretty)
      + "\n"
  }

  /// Applies the file to a run's results: expected failures become `xfail`, passes where a
  /// failure was expected become `xpass`; everything else is left as it is.
  public func apply(to results: [CaseResult]) -> [CaseResult] {
    results.map { apply(to: $0) }
  }

  /// Applies the file to one result (see `apply(to:)`).
  public func apply(to result: CaseResult) -> CaseResult {
    guard let entry = entries[result.id] else { return result }
    var copy = result
    if result.outcome.isProblem && entry.outcomes.contains(result.outcome) {
      copy.actualOutcome = result.outcome
      copy.outcome = .expectedFailure
      copy.message = "expected \(result.outcome.rawValue)\(entry.reason.map { ": \($0)" } ?? ""): \(result.message ?? "")"
      copy.link = entry.link ?? result.link
    } else if result.outcome == .pass && !entry.outcomes.contains(.pass) {
      copy.actualOutcome = .pass
      copy.outcome = strict ? .fail : .unexpectedPass
      copy.message =
        "passes, but the expectation file expects \(entry.outcomes.map(\.rawValue).sorted().joined(separator: " or "))\(entry.reason.map { " (\($0))" } ?? "")\(strict ? "; --strict fails an unexpected pass" : ""); update the file"
      copy.link = entry.link
    }
    return copy
  }

  /// Entries for cases the suite does not have.
  public func staleEntries(suiteIDs: Set<String>) -> [String] {
    entries.keys.filter { !suiteIDs.contains($0) }.sorted()
  }

  /// The file as it should be after a run: entries for cases that now fail (keeping reasons and links),
  /// none for cases that now pass, are now outside the resolver's capabilities (n/a) or no longer exist; cases the run
  /// did not include keep their entries.
  public func updated(with results: [CaseResult], suiteIDs: Set<String>, resolver: String) -> ExpectationFile {
    updated(withActualOutcomes: results.map { ($0.id, $0.actualOutcome ?? $0.outcome) }, suiteIDs: suiteIDs, resolver: resolver)
  }

  /// The file as it should be after a run, from each case's outcome before the file applied (see `updated(with:)`).
  public func updated(withActualOutcomes outcomes: [(id: String, outcome: Outcome)], suiteIDs: Set<String>, resolver: String) -> ExpectationFile {
    var next = ExpectationFile(resolver: self.resolver ?? resolver, entries: entries.filter { suiteIDs.contains($0.key) })
    next.suite = suite
    for (id, actual) in outcomes {
      if actual.isProblem {
        var entry = entries[id] ?? Entry(outcomes: [], reason: "recorded by --update-expectations")
        if !entry.outcomes.contains(actual) { entry.outcomes = [actual] }
        next.entries[id] = entry
      } else if actual == .pass || actual == .notApplicable, let entry = entries[id], !entry.outcomes.contains(actual) {
        // A case that now passes, or that the resolver's capabilities no longer reach (a case moved to another
        // profile), is not expected to fail any more: `--strict` would call the entry unchecked.
        next.entries[id] = nil
      }
    }
    return next
  }
}
