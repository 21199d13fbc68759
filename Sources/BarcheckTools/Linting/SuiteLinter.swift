package import BarcheckEngine
package import BarcheckModel
import BarcheckReference

/// `barcheck lint` for the suite: the checks that protect the suite against rot.
package enum SuiteLinter {
  /// What the suite's own files say about it.
  package struct Context: Sendable {
    /// The closed tag vocabulary (`tags.json`).
    package var tags: Set<String>
    /// Renamed ids: old id -> new id (`aliases.json`).
    package var aliases: [String: String]
    /// The `$schema` value of each file, by path (nil when the file has none).
    package var schemaReferences: [String: String?]
    /// The least number of cases each normative rule needs.
    package var floor: Int
    /// The suite's spec (`SPEC.md`), whose anchors spec sources must name; nil when the suite has none.
    package var spec: SpecDocument?

    /// Creates a context.
    package init(
      tags: Set<String>, aliases: [String: String], schemaReferences: [String: String?], floor: Int = 5, spec: SpecDocument? = nil
    ) {
      self.tags = tags
      self.aliases = aliases
      self.schemaReferences = schemaReferences
      self.floor = floor
      self.spec = spec
    }
  }

  /// The findings and the coverage tables.
  package struct Report: Sendable {
    /// Every problem found.
    package var diagnostics: [Diagnostic]
    /// Each rule and how many cases cite it.
    package var coverage: [(rule: SpecRule, count: Int)]
    /// Cases per family.
    package var families: [(family: String, count: Int)]
    /// Cases per level.
    package var levels: [(level: RequirementLevel, count: Int)]
    /// How many cases are flows of five or more steps.
    package var flows: Int
    /// Whether any problem is an error.
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Lints loaded cases.
  package static func lint(_ cases: [ConformanceCase], context: Context) -> Report {
    var diagnostics: [Diagnostic] = []
    /// An error about a case: at `position` when there is one (the value at fault), else at the case's id.
    func error(_ testCase: ConformanceCase, _ message: String, path: JSONPath = .root, help: String? = nil, position: SourcePosition? = nil) {
      diagnostics.append(
        Diagnostic(.error, file: testCase.file, position: position ?? testCase.idPosition, path: path, message: message, help: help))
    }
    let ids = Set(cases.map(\.id))
    var bodies: [NormalisedCase: String] = [:]
    for testCase in cases {
      if let file = testCase.file {
        let directory = file.split(separator: "/").dropLast().last.map(String.init)
        if let directory, directory != testCase.family {
          error(
            testCase, "case \"\(testCase.id)\" is in the folder \"\(directory)\" but its family is \"\(testCase.family)\"",
            path: .root.appending("id"), help: "move the file to cases/\(testCase.family)/ or change the id's family")
        }
        if let reference = context.schemaReferences[file] {
          if reference?.hasSuffix("schema/case.schema.json") != true {
            error(
              testCase, "the file does not reference the case schema", path: .root.appending("$schema"),
              help: "add \"$schema\": \"../../schema/case.schema.json\" so editors validate while typing")
          }
        }
      }
      if let newID = context.aliases[testCase.id] {
        error(
          testCase, "case id \"\(testCase.id)\" was renamed to \"\(newID)\" and may not be reused", path: .root.appending("id"),
          help: "ids are never reused; choose a new id")
      }
      for (i, tag) in testCase.tags.enumerated() where !context.tags.contains(tag) {
        let suggestion = Suggestion.closest(to: tag, in: context.tags).map { "; did you mean \"\($0)\"?" } ?? ""
        error(
          testCase, "tag \"\(tag)\" is not in the vocabulary\(suggestion)", path: .root.appending("tags").appending(i),
          help: "tags come from Conformance/tags.json; add a new tag there with its meaning")
      }
      let weakest = testCase.rules.map(\.spec.level).max() ?? .must
      if testCase.level < weakest {
        error(
          testCase, "level \(testCase.level.rawValue) is firmer than its weakest rule (\(weakest.rawValue))", path: .root.appending("level"),
          help: "a case is as tentative as its weakest rule: use \(weakest.rawValue)")
      }
      lintSources(testCase, spec: context.spec) { testCase, message, path, help, position in
        error(testCase, message, path: path, help: help, position: position)
      }
      switch ReferenceResolver().observe(testCase, tracing: false) {
      case .failure(let failure):
        error(testCase, "the reference resolver cannot play the case: \(failure)")
      case .success(let observations):
        let diffs = Judge.diffs(testCase, observations)
        if testCase.knownDisagreement != nil {
          if diffs.isEmpty {
            error(
              testCase, "case \"\(testCase.id)\" is marked as a known disagreement, but the reference agrees with it",
              path: .root.appending("knownDisagreement"), help: "remove \"knownDisagreement\": the reference was corrected")
          }
        } else {
          for diff in diffs {
            error(
              testCase, "the reference disagrees: \(diff)", path: .root.appending("steps").appending(diff.step),
              help: "run barcheck explain \(testCase.file ?? testCase.id) --step \(diff.step + 1)")
          }
        }
      }
      let body = NormalisedCase(testCase)
      if let other = bodies[body] {
        error(
          testCase, "case \"\(testCase.id)\" is identical to \"\(other)\" apart from its metadata",
          help: "remove one, or make them test different things")
      } else {
        bodies[body] = testCase.id
      }
    }
    for (old, new) in context.aliases.sorted(by: { $0.key < $1.key }) where !ids.contains(new) {
      diagnostics.append(
        Diagnostic(
          .error, file: "aliases.json", message: "alias \"\(old)\" points at \"\(new)\", which is not a case",
          help: "point it at the case's current id"))
    }
    if let spec = context.spec { diagnostics += spec.check() }
    var counts: [RuleID: Int] = [:]
    for testCase in cases { for rule in Set(testCase.rules) { counts[rule, default: 0] += 1 } }
    let coverage = SpecRule.all.map { (rule: $0, count: counts[$0.id, default: 0]) }
    for (rule, count) in coverage where count < context.floor {
      diagnostics.append(
        Diagnostic(
          .error, message: "rule \(rule.id) is cited by \(count) case\(count == 1 ? "" : "s"), fewer than \(context.floor)",
          help: "add cases for \(rule.id): \(rule.title)"))
    }
    var families: [String: Int] = [:]
    var levels: [RequirementLevel: Int] = [:]
    for testCase in cases {
      families[testCase.family, default: 0] += 1
      levels[testCase.level, default: 0] += 1
    }
    return Report(
      diagnostics: diagnostics, coverage: coverage, families: families.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
      levels: RequirementLevel.allCases.map { ($0, levels[$0, default: 0]) }, flows: cases.filter { $0.steps.count >= 5 }.count)
  }
}

extension SuiteLinter {
  /// The family whose cases each rest on public first-hand reports.
  package static let observedFamily = "observed"

  /// Every case cites a source that resolves (an anchor SPEC.md has, or a web address); spec sources name
  /// anchors that exist; a case of the observed family cites at least one first-hand report with what it observed.
  /// Each error is at the source at fault (its line and column), or at `sources` when it is about them all.
  ///
  /// - Parameter error: Receives the case, the message, its JSON path, the help and the position (nil when the case
  ///   does not know where its sources are: it was not read from a file).
  static func lintSources(
    _ testCase: ConformanceCase, spec: SpecDocument?, error: (ConformanceCase, String, JSONPath, String?, SourcePosition?) -> Void
  ) {
    let path = JSONPath.root.appending("sources")
    let positions = testCase.sourcePositions.count == testCase.sources.count ? testCase.sourcePositions : []
    // The source at fault's position, when the case knows it.
    func at(_ i: Int) -> SourcePosition? { i < positions.count ? positions[i] : nil }
    var resolving = 0
    for (i, source) in testCase.sources.enumerated() {
      if source.isPlaceholder {
        // Counted as resolving: the one thing wrong with a drafted observed case's source is its address.
        resolving += 1
        error(
          testCase, "source \(i + 1) still has the placeholder address barcheck explain wrote", path.appending(i).appending("url"),
          "replace \(CaseSource.placeholderReportURL) with the URL of the public report (an issue, a forum thread, a blog post) that shows what the device did, so that anyone can check it",
          at(i))
      } else if source.isURL {
        resolving += 1
      } else if let anchor = source.specAnchor {
        if let spec, !spec.anchors.contains(anchor) {
          let suggestion = Suggestion.closest(to: anchor, in: spec.anchors).map { "; did you mean \"\(CaseSource.specFile)#\($0)\"?" } ?? ""
          error(testCase, "\"\(source.reference)\" names no anchor of \(CaseSource.specFile)\(suggestion)", path.appending(i), nil, at(i))
        } else {
          resolving += 1
          // A case is as tentative as the weakest clause it names (SPEC.md, "Confidence levels").
          if let clause = SpecClause.named(anchor.uppercased()), testCase.level < clause.level {
            error(
              testCase, "level \(testCase.level.rawValue) is firmer than clause \(clause.id) it cites (\(clause.level.rawValue))",
              path.appending(i), "a case is as tentative as the weakest clause it rests on: use \(clause.level.rawValue), or cite the rule", at(i))
          }
        }
      } else {
        error(
          testCase, "source \"\(source.reference)\" cannot be followed", path.appending(i),
          "cite an anchor of the spec (\"\(CaseSource.specFile)#s9\") or a web address anyone can open", at(i))
      }
    }
    if resolving == 0 {
      error(
        testCase, "case \"\(testCase.id)\" cites no source that resolves", path, "cite the spec rules it rests on, e.g. \"SPEC.md#s9\"",
        testCase.sourcesPosition)
    }
    if testCase.family == observedFamily && !testCase.sources.contains(where: { $0.isURL && $0.observed != nil }) {
      error(
        testCase, "an observed case cites no first-hand report", path,
        "add a source object { \"url\": …, \"observed\": … } for the report the case encodes", testCase.sourcesPosition)
    }
  }
}

/// A case without its metadata (id, title, description, rules, level, tags, sources, file positions):
/// two cases with equal bodies test the same thing.
struct NormalisedCase: Hashable {
  var platform: PlatformSpec
  var infoPlist: InfoPlist
  var environment: EnvironmentSpec
  var windows: [WindowSpec]
  var events: [StepEvent]
  var expectations: [StepExpectation?]

  init(_ testCase: ConformanceCase) {
    platform = testCase.platform
    infoPlist = testCase.infoPlist
    environment = testCase.environment
    windows = testCase.windows
    events = testCase.steps.map(\.event)
    expectations = testCase.steps.map(\.expect)
  }
}
