import BarcheckModel

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

  /// Reads a file strictly: every problem is a diagnostic with line and column.
  public static func parse(_ file: SourceFile) -> (ExpectationFile?, [Diagnostic]) {
    var reader = StrictObjectFile(file)
    func report(_ offset: Int, _ path: JSONPath, _ message: String, help: String? = nil) { reader.report(offset, path, message, help: help) }
    guard let members = reader.members(shape: "an expectation file is an object with \"resolver\" and \"expectations\"") else {
      return (nil, reader.diagnostics)
    }
    var result = ExpectationFile()
    for member in members {
      switch member.key {
      case "resolver": result.resolver = member.value.stringValue
      case "suite":
        guard let name = member.value["name"]?.stringValue, let version = member.value["version"]?.stringValue,
          let hash = member.value["hash"]?.stringValue, member.value.members?.count == 3
        else {
          report(member.value.offset, .root.appending("suite"), "\"suite\" is an object with the strings \"name\", \"version\" and \"hash\"")
          continue
        }
        result.suite = Suite(name: name, version: version, hash: hash)
      case "expectations":
        guard let cases = member.value.members else {
          report(member.value.offset, .root.appending("expectations"), "\"expectations\" must map case ids to entries")
          continue
        }
        for entry in cases {
          let path = JSONPath.root.appending("expectations").appending(entry.key)
          if result.entries[entry.key] != nil {
            report(entry.keyOffset, path, "duplicate entry for \"\(entry.key)\"", help: "a case has one entry; merge the two")
            continue
          }
          guard let fields = entry.value.members else {
            report(entry.value.offset, path, "an entry is an object with \"outcome\", \"reason\" and \"link\"")
            continue
          }
          var parsed = Entry(outcomes: [])
          for field in fields {
            switch field.key {
            case "outcome":
              let values: [JSONNode]
              if case .array(let items) = field.value.value { values = items } else { values = [field.value] }
              for value in values {
                guard let raw = value.stringValue, let outcome = Outcome(rawValue: raw), allowed.contains(outcome) else {
                  report(
                    value.offset, path.appending("outcome"), "unknown outcome \(JSONWriter.string(value.value))",
                    help: "expected one of \(allowed.map(\.rawValue).joined(separator: ", ")), or an array of them")
                  continue
                }
                parsed.outcomes.insert(outcome)
              }
            case "reason": parsed.reason = field.value.stringValue
            case "link": parsed.link = field.value.stringValue
            default:
              let suggestion = Suggestion.closest(to: field.key, in: ["outcome", "reason", "link"]).map { "; did you mean \"\($0)\"?" } ?? ""
              report(field.keyOffset, path.appending(field.key), "unknown key \"\(field.key)\"\(suggestion)")
            }
          }
          if parsed.outcomes.isEmpty {
            report(entry.value.offset, path, "the entry names no outcome")
          } else {
            result.entries[entry.key] = parsed
          }
        }
      default:
        report(
          member.keyOffset, .root.appending(member.key), "unknown key \"\(member.key)\"",
          help: "an expectation file has \"resolver\", \"suite\" and \"expectations\"")
      }
    }
    return (reader.diagnostics.isEmpty ? result : nil, reader.diagnostics)
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
      copy.outcome = .unexpectedPass
      copy.message =
        "passes, but the expectation file expects \(entry.outcomes.map(\.rawValue).sorted().joined(separator: " or "))\(entry.reason.map { " (\($0))" } ?? ""); update the file"
      copy.link = entry.link
    }
    return copy
  }

  /// Entries for cases the suite does not have.
  public func staleEntries(suiteIDs: Set<String>) -> [String] {
    entries.keys.filter { !suiteIDs.contains($0) }.sorted()
  }

  /// The file as it should be after a run: entries for cases that now fail (keeping reasons and links),
  /// none for cases that now pass or no longer exist; cases the run did not include keep their entries.
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
      } else if actual == .pass, let entry = entries[id], !entry.outcomes.contains(.pass) {
        next.entries[id] = nil
      }
    }
    return next
  }
}
