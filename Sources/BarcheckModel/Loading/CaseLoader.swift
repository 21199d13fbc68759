import BarcheckJSON

/// The strict loader for case files (format v1).
///
/// A file holds one case (an object) or several (an array of objects). Everything is
/// checked: JSON syntax, unknown keys with a did-you-mean, unknown enum values, wrong
/// types, duplicate keys, case ids and controller ids, and — by playing the steps on a
/// `CompiledScene` — references to controllers that are not on screen and events that cannot
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

  /// Calls `body` with each index below a count, possibly on several threads at once, and returns what each
  /// call returned, by index (the engine's `SuiteFeed` runs them with `DispatchQueue.concurrentPerform`).
  public typealias Concurrently = @Sendable (_ count: Int, _ body: @escaping @Sendable (Int) -> Result?) -> [Result?]

  /// Loads the cases of one file.
  ///
  /// - Parameters:
  ///   - file: The file's path (as the user should see it) and bytes.
  ///   - mode: Suite cases or app scenarios.
  ///   - digests: Whether to compute each case's content digest and the fingerprints (canonical JSON
  ///     and SHA-256: a fifth of a run's time); a run's second pass, which already has the suite's
  ///     identity, does without.
  ///   - concurrently: When given, a file of many cases is parsed and decoded in parts on several threads. The
  ///     result is the same as loading it on one: a file with any problem is parsed whole and loaded again on one
  ///     thread, which reports its problems in order and within `DecodingReader.errorLimit`.
  /// - Returns: The good cases and every diagnostic.
  public static func load(_ file: SourceFile, mode: Mode = .suite, digests: Bool = true, concurrently: Concurrently? = nil) -> Result {
    load(file, mode: mode, digests: digests, concurrently: concurrently, fastPath: true)
  }

  /// `load(_:mode:digests:concurrently:)`, with the fast path (`CaseTapeDecoder`) left out when `fastPath` is false, for
  /// the tests that hold the two paths equal.
  static func load(_ file: SourceFile, mode: Mode, digests: Bool, concurrently: Concurrently?, fastPath: Bool) -> Result {
    // With threads to run them on, a root array of many cases is cut into its elements first, and each part parses its
    // own: the whole file's parse, on one thread, was what a run with two jobs waited for. Anything unusual (a syntax
    // error, a problem in any case) falls through to the file's parse below, which reports it as it always has.
    if let concurrently, let ranges = JSONParser.rootElements(file.bytes), ranges.count >= minimumCasesInParts,
      let loaded = loadInParts(ranges, file: file, mode: mode, digests: digests, concurrently: concurrently, fastPath: fastPath)
    {
      return loaded
    }
    return loadWhole(file, mode: mode, digests: digests, fastPath: fastPath)
  }

  /// Loads a file on one thread, its cases decoded one after another, each as soon as it is parsed (so that no tree of
  /// the whole file is built, which was most of a run's peak memory), its digest written from the tape its parse
  /// recorded: every file, but one loaded in parts.
  ///
  /// `fastPath` false leaves out `loadOnTape`, for the tests that hold the two paths equal.
  static func loadWhole(_ file: SourceFile, mode: Mode, digests: Bool, fastPath: Bool = true) -> Result {
    if fastPath, mode == .suite, let loaded = loadOnTape(file, digests: digests) { return loaded }
    var reader = DecodingReader(file: file)
    var cases: [ConformanceCase] = []
    var seen: [String: Int] = [:]
    var fingerprints: [CaseFingerprint] = []
    var tape = CanonicalTape()
    var text = ByteBuffer(capacity: digests ? 4_096 : 0)
    do {
      try JSONParser.parseValues(file.bytes, tape: &tape) { node, index, tape in
        let path = index.map { JSONPath.root.appending($0) } ?? .root
        let fingerprint = digests ? CaseFingerprint(node, tape: tape, in: file.bytes, text: &text) : nil
        if let fingerprint { fingerprints.append(fingerprint) }
        if let loaded = loadCase(node, at: path, mode: mode, fingerprint: fingerprint, digests: digests, seen: &seen, reader: &reader) {
          cases.append(loaded)
        }
      }
    } catch {
      // A syntax error anywhere is the file's one diagnostic, and none of its cases load.
      var syntax = DecodingReader(file: file)
      syntax.syntaxError(error, help: "fix the syntax; the file's cases were not loaded")
      return Result(cases: [], diagnostics: syntax.diagnostics)
    }
    return Result(cases: cases, diagnostics: reader.diagnostics, fingerprints: fingerprints)
  }

  /// `loadWhole`'s answer with each case read onto a `CanonicalTape` and decoded from it (`CaseTapeDecoder`), with
  /// no JSON tree. In a root array, a case the fast path does not take is parsed and decoded by the strict reader
  /// where it stands, in its turn, so that the cases, their order and every diagnostic are `loadWhole`'s. Nil when the
  /// file is not a root array whose every element the tape reads (a syntax error, an escape or non-ASCII text in a
  /// string): then `loadWhole` loads the whole file as it always has, and reports what it finds. A file of one case
  /// (an object) is the fast path's or, when it does not take the case, the strict reader's whole.
  static func loadOnTape(_ file: SourceFile, digests: Bool) -> Result? {
    var reader = DecodingReader(file: file)
    var cases: [ConformanceCase] = []
    var seen: [String: Int] = [:]
    var fingerprints: [CaseFingerprint] = []
    var tape = CanonicalTape()
    var text = ByteBuffer(capacity: digests ? 4_096 : 0)
    var slots: [Int] = []
    let read = file.bytes.withUnsafeBufferPointer { bytes -> Bool in
      var index = CanonicalTape.whitespaceEnd(bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
      guard index < bytes.count else { return false }
      guard bytes[index] == UInt8(ascii: "[") else {
        // One case: the fast path's, or the whole file the strict reader's.
        guard let after = tape.read(bytes, at: index, depth: 0), CanonicalTape.whitespaceEnd(bytes, from: after) == bytes.count,
          let (loaded, fingerprint) = loadOnTape(tape, at: index, file: file, digests: digests, seen: &seen, text: &text, slots: &slots)
        else { return false }
        if let fingerprint { fingerprints.append(fingerprint) }
        cases.append(loaded)
        return true
      }
      index = CanonicalTape.whitespaceEnd(bytes, from: index + 1)
      var element = 0
      var closed = index < bytes.count && bytes[index] == UInt8(ascii: "]")
      while !closed {
        guard let after = tape.read(bytes, at: index, depth: 1) else { return false }
        if let (loaded, fingerprint) = loadOnTape(tape, at: index, file: file, digests: digests, seen: &seen, text: &text, slots: &slots) {
          if let fingerprint { fingerprints.append(fingerprint) }
          cases.append(loaded)
        } else {
          // The strict reader's turn, as `loadWhole` takes it (the element parses: the tape read it).
          guard let node = try? JSONParser.parseElement(file.bytes, in: index..<after, tape: &tape) else { return false }
          let fingerprint = digests ? CaseFingerprint(node, tape: tape, in: file.bytes, text: &text) : nil
          if let fingerprint { fingerprints.append(fingerprint) }
          if let loaded = loadCase(
            node, at: JSONPath.root.appending(element), mode: .suite, fingerprint: fingerprint, digests: digests, seen: &seen, reader: &reader)
          {
            cases.append(loaded)
          }
        }
        element += 1
        index = CanonicalTape.whitespaceEnd(bytes, from: after)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "]") else { return false }
        closed = bytes[index] == UInt8(ascii: "]")
        if !closed { index = CanonicalTape.whitespaceEnd(bytes, from: index + 1) }
      }
      return CanonicalTape.whitespaceEnd(bytes, from: index + 1) == bytes.count
    }
    guard read else { return nil }
    return Result(cases: cases, diagnostics: reader.diagnostics, fingerprints: fingerprints)
  }

  /// The suite case on `tape` (read from the element at `offset`), decoded by the fast path, checked for an id used
  /// before (`seen`) and compiled, with its fingerprint when `digests`: what `loadCase` gives for it when it reports
  /// nothing. Nil when the strict reader must load it (and report what it finds).
  private static func loadOnTape(
    _ tape: CanonicalTape, at offset: Int, file: SourceFile, digests: Bool, seen: inout [String: Int], text: inout ByteBuffer,
    slots: inout [Int]
  ) -> (ConformanceCase, CaseFingerprint?)? {
    guard var decoded = CaseTapeDecoder.decodeCase(tape, file: file, slots: &slots), seen[decoded.id] == nil,
      let compiled = CaseCompiler.compileQuietly(decoded)
    else { return nil }
    seen[decoded.id] = offset
    var fingerprint: CaseFingerprint?
    if digests {
      let digest = file.bytes.withUnsafeBufferPointer { CaseFingerprint.digest(tape: tape, bytes: $0, text: &text) }
      fingerprint = CaseFingerprint(id: decoded.id, digest: digest, tags: decoded.tags, level: decoded.level)
      decoded.contentDigest = digest
    }
    // Last: any change to a case drops its compiled form.
    decoded.compiled = compiled
    return (decoded, fingerprint)
  }

  /// The fewest cases in a file worth decoding in parts.
  static let minimumCasesInParts = 64

  /// One case object: decoded, checked for an id used before in the file (`seen`, the offsets of the ids so
  /// far), and validated by playing its steps. Nil when any of these recorded an error.
  private static func loadCase(
    _ node: JSONNode, at path: JSONPath, mode: Mode, fingerprint: CaseFingerprint?, digests: Bool, seen: inout [String: Int],
    reader: inout DecodingReader
  ) -> ConformanceCase? {
    let before = reader.diagnostics.count
    let objectMode: Mode = mode == .caseOrScenario ? (node["id"] == nil ? .scenario : .suite) : mode
    guard let decoded = CaseDecoder.decodeCase(node, at: path, mode: objectMode, reader: &reader) else { return nil }
    if let previous = seen[decoded.id] {
      reader.error(
        "duplicate case id \"\(decoded.id)\"", at: node["id"]?.offset ?? node.offset, path: path.appending("id"),
        help: "the first case with this id starts at line \(reader.file.position(of: previous).line); case ids are unique across the suite")
      return nil
    }
    seen[decoded.id] = node.offset
    let hadErrors = reader.diagnostics[before...].contains { $0.severity == .error }
    guard !hadErrors, let compiled = CaseCompiler.compile(decoded, node: node, at: path, reader: &reader) else { return nil }
    var loaded = decoded
    if digests { loaded.contentDigest = fingerprint?.digest ?? CaseFingerprint.digest(of: node) }
    // Last: any change to a case drops its compiled form.
    loaded.compiled = compiled
    return loaded
  }

  /// A clean file's cases, each element of its root array parsed and decoded on its own, in parts (on several threads
  /// when `concurrently` runs them so); nil when an element does not parse on its own, any part recorded a diagnostic,
  /// or two cases share an id, so that the file is parsed whole and loaded on one thread and reports its problems as it
  /// always has.
  private static func loadInParts(
    _ elements: [Range<Int>], file: SourceFile, mode: Mode, digests: Bool, concurrently: Concurrently, fastPath: Bool
  ) -> Result? {
    // A few parts a thread, so that a slow part does not leave the others idle.
    let partSize = max(16, elements.count / 16)
    let partCount = (elements.count + partSize - 1) / partSize
    let parts = concurrently(partCount) { part in
      var reader = DecodingReader(file: file)
      var seen: [String: Int] = [:]
      var loaded = Result(cases: [], diagnostics: [])
      // Each element's structure is recorded as it is parsed, and its digest written from that: the canonical text
      // without reading the bytes again.
      var tape = CanonicalTape()
      var text = ByteBuffer(capacity: digests ? 4_096 : 0)
      var slots: [Int] = []
      for index in (part * partSize)..<min(elements.count, (part + 1) * partSize) {
        // The fast path first, as `loadOnTape` takes each case.
        if fastPath, mode == .suite,
          file.bytes.withUnsafeBufferPointer({ tape.read($0, at: elements[index].lowerBound, depth: 1) }) == elements[index].upperBound,
          let (testCase, fingerprint) = loadOnTape(
            tape, at: elements[index].lowerBound, file: file, digests: digests, seen: &seen, text: &text, slots: &slots)
        {
          if let fingerprint { loaded.fingerprints.append(fingerprint) }
          loaded.cases.append(testCase)
          continue
        }
        let parsed =
          digests
          ? try? JSONParser.parseElement(file.bytes, in: elements[index], tape: &tape) : try? JSONParser.parseElement(file.bytes, in: elements[index])
        guard let node = parsed else { return nil }
        let path = JSONPath.root.appending(index)
        let fingerprint = digests ? CaseFingerprint(node, tape: tape, in: file.bytes, text: &text) : nil
        if let fingerprint { loaded.fingerprints.append(fingerprint) }
        guard let testCase = loadCase(node, at: path, mode: mode, fingerprint: fingerprint, digests: digests, seen: &seen, reader: &reader),
          reader.diagnostics.isEmpty
        else {
          return nil
        }
        loaded.cases.append(testCase)
      }
      return loaded
    }
    var result = Result(cases: [], diagnostics: [])
    var ids: Set<String> = []
    for part in parts {
      guard let part else { return nil }
      for testCase in part.cases {
        guard ids.insert(testCase.id).inserted else { return nil }
      }
      result.cases += part.cases
      result.fingerprints += part.fingerprints
    }
    return result
  }

  /// Loads the cases of a JSON text, for tests and generated suites.
  public static func load(text: String, path: String = "<memory>", mode: Mode = .suite) -> Result {
    load(SourceFile(path: path, text: text), mode: mode)
  }
}
