public import BarcheckEngine
public import BarcheckModel
import Foundation
import Synchronization

/// Runs cases against a resolver and explains every unexpected outcome, for any test framework.
public enum ConformanceCheck {
  /// Runs one case and applies an expectation file.
  public static func run(_ testCase: ConformanceCase, resolver: some Resolver, expectations: ExpectationFile? = nil) async -> CaseResult {
    let results = await Run(resolver: resolver, expectations: expectations ?? ExpectationFile()).results([testCase])
    // A case always finishes unless the test itself was cancelled; it is then an error, not a silent pass.
    return results.first ?? CaseResult(testCase: testCase, outcome: .error, message: "the run was cancelled before the case finished")
  }

  /// Runs many cases.
  public static func run(_ cases: [ConformanceCase], resolver: some Resolver, expectations: ExpectationFile? = nil) async -> [CaseResult] {
    await Run(resolver: resolver, expectations: expectations ?? ExpectationFile()).results(cases)
  }

  /// The environment variable that makes a test run write the expectation file instead of checking it.
  public static let updateVariable = "BARCHECK_UPDATE_EXPECTATIONS"

  /// Whether this process is rewriting expectation files (`BARCHECK_UPDATE_EXPECTATIONS=1`).
  public static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

  /// What a run that rewrites expectation files says, once per process, as a failure: updating checks nothing, so it
  /// must never pass a gate (a variable that leaks into CI would otherwise turn every check green).
  public static let updatingNotice =
    "\(updateVariable)=1: this run rewrites the expectation file and checks no case, so it fails on purpose; run the tests again without the variable to check them"

  private static let noticeGiven = Mutex(false)

  /// The notice for the first caller in this process; nil for the others.
  static func takeUpdatingNotice() -> String? {
    noticeGiven.withLock { given in
      defer { given = true }
      return given ? nil : updatingNotice
    }
  }

  /// Why a result is unexpected, with the step diff; nil when it is as expected. A skip the expectation file does
  /// not list is unexpected: a resolver cannot pass by declining cases.
  ///
  /// - Parameters:
  ///   - result: The case's result, after its expectation file was applied.
  ///   - strict: Whether an unexpected pass counts as unexpected.
  public static func problem(_ result: CaseResult, strict: Bool = false) -> String? {
    guard result.outcome.isProblem || result.outcome == .skip || (strict && result.outcome == .unexpectedPass) else { return nil }
    return describe(result)
  }

  /// A result with its step diff, rules and how to explain it.
  public static func describe(_ result: CaseResult) -> String {
    var text = "\(result.id): \(result.outcome.rawValue)"
    if result.diffs.isEmpty, let message = result.message { text += ": \(message)" }
    for diff in result.diffs { text += "\n  \(diff)" }
    text += "\n  rules \(result.testCase.rules.map(\.rawValue).joined(separator: ", ")) · level \(result.testCase.level.rawValue)"
    if let file = result.testCase.file { text += "\n  barcheck explain \(file)" }
    return text
  }

  /// What is wrong with an expectation file as a whole: entries for cases the bundled suite does not have, and a
  /// `resolver` that is not the one under test.
  public static func fileProblems(_ file: ExpectationFile, resolver: String) -> [String] {
    var out: [String] = []
    if let recorded = file.resolver, recorded != resolver {
      out.append("the file is for the resolver '\(recorded)', but the resolver under test is '\(resolver)'")
    }
    let ids = Set(BundledConformanceSuite.cases().map(\.id))
    for id in file.staleEntries(suiteIDs: ids) { out.append("stale entry \"\(id)\": no such case in the suite") }
    return out
  }

  /// Reads an expectation file.
  ///
  /// - Throws: `Diagnostic` (the first problem) when the file is malformed.
  public static func expectations(at path: String) throws -> ExpectationFile {
    let bytes = try FileAccess.read(path)
    let (file, problems) = ExpectationFile.parse(SourceFile(path: path, bytes: bytes))
    guard let file else { throw problems.first ?? Diagnostic(.error, file: path, message: "cannot read the expectation file") }
    return file
  }

  /// Writes the expectation file a run implies, keeping the reasons and links of entries that stay.
  public static func updateExpectations(at path: String, results: [CaseResult], resolver: String) throws {
    let existing = (try? expectations(at: path)) ?? ExpectationFile(resolver: resolver)
    let loaded = SuiteLoader.load(paths: [BundledConformanceSuite.casesDirectory])
    var next = existing.updated(with: results, suiteIDs: Set(loaded.cases.map(\.id)), resolver: resolver)
    next.suite = ExpectationFile.Suite(name: loaded.suite.name, version: loaded.suite.version, hash: loaded.suite.hash)
    try FileAccess.write(next.text, to: path)
  }
}
