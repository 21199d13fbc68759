/// The strict loader for case files (format v1).
///
/// A file holds one case (an object) or several (an array of objects). Everything is
/// checked: JSON syntax, unknown keys with a did-you-mean, unknown enum values, wrong
/// types, duplicate keys, case ids and controller ids, and — by playing the steps on a
/// `Scene` — references to controllers that are not on screen and events that cannot
/// apply. Problems come back as diagnostics; a case with an error is left out.
public enum CaseLoader {
  /// The result of loading one file.
  public struct Result: Sendable {
    /// The cases that loaded without errors.
    public var cases: [ConformanceCase]
    /// Every problem found, errors and warnings.
    public var diagnostics: [Diagnostic]
    /// The fingerprint of every case object with a string id, whether it loaded or not: what a
    /// suite's content hash covers (see `CaseFingerprint.read`, which reads the same without loading).
    public var fingerprints: [CaseFingerprint] = []
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// What a file is expected to hold.
  public enum Mode: Sendable {
    /// Suite cases: id, title, rules and level are required.
    case suite
    /// An app scenario for `barcheck lint`: only windows and steps are required; the
    /// id defaults to `scenario.<file name>`, and expectations are optional.
    case scenario
    /// Either, object by object: one with an `id` is a suite case, one without is an app
    /// scenario (what `barcheck explain` reads).
    case caseOrScenario
  }

  /// Loads the cases of one file.
  ///
  /// - Parameters:
  ///   - file: The file's path (as the user should see it) and bytes.
  ///   - mode: Suite cases or app scenarios.
  ///   - digests: Whether to compute each case's content digest and the fingerprints (canonical JSON
  ///     and SHA-256: a fifth of a run's time); a run's second pass, which already has the suite's
  ///     identity, does without.
  /// - Returns: The good cases and every diagnostic.
  public static func load(_ file: SourceFile, mode: Mode = .suite, digests: Bool = true) -> Result {
    var reader = DecodingReader(file: file)
    guard let root = reader.root(help: "fix the syntax; the file's cases were not loaded") else {
      return Result(cases: [], diagnostics: reader.diagnostics)
    }
    var cases: [ConformanceCase] = []
    var seen: [String: Int] = [:]
    let elements: [(JSONNode, JSONPath)]
    switch root.value {
    case .array(let nodes): elements = nodes.enumerated().map { ($1, JSONPath.root.appending($0)) }
    default: elements = [(root, .root)]
    }
    var fingerprints: [CaseFingerprint] = []
    for (node, path) in elements {
      let fingerprint = digests ? CaseFingerprint(node) : nil
      if let fingerprint { fingerprints.append(fingerprint) }
      let before = reader.diagnostics.count
      let objectMode: Mode = mode == .caseOrScenario ? (node["id"] == nil ? .scenario : .suite) : mode
      guard let decoded = CaseDecoder.decodeCase(node, at: path, mode: objectMode, reader: &reader) else { continue }
      if let previous = seen[decoded.id] {
        reader.error(
          "duplicate case id \"\(decoded.id)\"", at: node["id"]?.offset ?? node.offset, path: path.appending("id"),
          help: "the first case with this id starts at line \(file.position(of: previous).line); case ids are unique across the suite")
        continue
      }
      seen[decoded.id] = node.offset
      let hadErrors = reader.diagnostics[before...].contains { $0.severity == .error }
      if !hadErrors, let scene = SceneValidator.validate(decoded, node: node, at: path, reader: &reader) {
        var loaded = decoded
        loaded.initialScene = InitialScene(scene)
        if digests { loaded.contentDigest = fingerprint?.digest ?? CaseFingerprint.digest(of: node) }
        cases.append(loaded)
      }
    }
    return Result(cases: cases, diagnostics: reader.diagnostics, fingerprints: fingerprints)
  }

  /// Loads the cases of a JSON text, for tests and generated suites.
  public static func load(text: String, path: String = "<memory>", mode: Mode = .suite) -> Result {
    load(SourceFile(path: path, text: text), mode: mode)
  }
}
