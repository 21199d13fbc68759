import BarcheckJSON
import BarcheckModel

/// The driver's rules and the run's artifacts.
extension LintSARIFRenderer {
  /// The base that relative scenario paths resolve against: the directory lint ran in.
  static let sourceRoot = "SRCROOT"

  /// A rule for every rule of the spec, in order, then the rule of a step that cannot be played.
  static var rules: [JSON] { RuleID.allCases.map(rule) + [unplayableRule] }

  /// The rule's index in `rules`.
  static func ruleIndex(_ rule: RuleID) -> Int { RuleID.allCases.firstIndex(of: rule) ?? 0 }

  /// A rule of the spec. `helpUri` must be an absolute URI (the schema's `format: uri`), and a relative reference
  /// against SRCROOT would point into the linted app's repository, not barcheck's: it names SPEC.md in barcheck's
  /// repository, and the help text names the anchor as the rest of barcheck does (`Conformance/SPEC.md#s12`).
  private static func rule(_ id: RuleID) -> JSON {
    let spec = id.spec
    let reference = "Conformance/" + spec.specReference
    let confidence = "\(spec.level.rawValue) (\(meaning(spec.level)))"
    return .members([
      ("id", .string(id.rawValue)), ("shortDescription", message(spec.title)),
      (
        "fullDescription",
        message("\(id.rawValue): \(spec.title). Confidence: \(confidence); the rule, its evidence and its clauses are in \(reference).")
      ),
      (
        "help",
        .members([
          (
            "text",
            .string(
              "\(reference) says what UIKit does under \(id.rawValue) and why barcheck believes it. A finding names the step, who wanted what, what shows instead and the clause's confidence; each fix it offers was proven by re-resolving the scenario with it."
            )
          ),
          (
            "markdown",
            .string(
              "[\(reference)](\(specURI(spec))) says what UIKit does under **\(id.rawValue)** and why barcheck believes it. A finding names the step, who wanted what, what shows instead and the clause's confidence; each fix it offers was proven by re-resolving the scenario with it."
            )
          ),
        ])
      ),
      ("helpUri", .string(specURI(spec))), ("defaultConfiguration", .members([("level", .string("warning"))])),
      (
        "properties",
        .members([
          ("confidence", .string(spec.level.rawValue)), ("normative", .bool(spec.normative)), ("specReference", .string(reference)),
          ("tags", .list([.string("status-bar"), .string(spec.level.rawValue)])),
        ])
      ),
    ])
  }

  private static var unplayableRule: JSON {
    .members([
      ("id", .string(unplayableRuleID)), ("shortDescription", message("A step that cannot be played")),
      (
        "fullDescription",
        message("The scenario has a step the reference cannot play (an unknown controller, a dismissal with nothing presented): lint stops there.")
      ),
      ("help", message("Correct the step as the message's help says, then lint again: the steps after it were not linted.")),
      ("helpUri", .string(informationURI)), ("defaultConfiguration", .members([("level", .string("error"))])),
    ])
  }

  private static func specURI(_ spec: SpecRule) -> String { informationURI + "/blob/main/Conformance/" + spec.specReference }

  private static func meaning(_ level: RequirementLevel) -> String {
    switch level {
    case .must: "documented behaviour"
    case .should: "observed behaviour"
    case .tentative: "seen once, or sources disagree"
    }
  }

  /// A scenario file as an artifact of the run: its location, size, and the titles of its scenarios.
  static func artifact(_ file: LintedFile, index: Int) -> JSON {
    let titles = file.scenarios.map(\.scenario.title).filter { !$0.isEmpty }
    return .members([
      ("location", artifactLocation(file.source.path, index: nil)), ("length", .number(Double(file.source.bytes.count))),
      ("mimeType", .string("application/json")), ("roles", .list([.string("analysisTarget")])),
      ("description", titles.isEmpty ? nil : message(display(titles.joined(separator: "; ")))),
    ])
  }

  /// A path as an artifact location: a relative path stays relative, against SRCROOT; an absolute path is a
  /// `file://` URI. Bytes other than unreserved characters and `/` are percent-encoded, so that a path with spaces,
  /// `%`, `#`, `:` or control characters is still one URI reference naming that path.
  static func artifactLocation(_ path: String, index: Int?) -> JSON {
    let absolute = path.hasPrefix("/")
    return .members([
      ("uri", .string((absolute ? "file://" : "") + percentEncoded(bounded(path)))), ("uriBaseId", absolute ? nil : .string(sourceRoot)),
      ("index", index.map { .number(Double($0)) }),
    ])
  }

  private static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
      }
    }
    return out
  }
}
