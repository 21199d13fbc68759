import BarcheckEngine
public import BarcheckModel
import Foundation
import Synchronization
public import Testing

/// Checks one case against a resolver inside a Swift Testing test:
///
///     @Test(arguments: BundledConformanceSuite.testCases())
///     func conformance(_ item: ConformanceTestCase) async throws {
///       try await expectConformance(item, resolver: MyResolver(), expectations: "Tests/expectations.json")
///     }
///
/// What the test run then says is what was checked:
/// - an unexpected outcome (a failure, error, crash, timeout, or a skip the expectation file does not list) is an
///   issue with the step diff;
/// - an expected failure (`xfail`) is a *known issue*, counted apart from passes;
/// - a case outside the resolver's capabilities (`n/a`) is cancelled (reported as skipped), never a pass;
/// - with `strict`, an unexpected pass is an issue too.
///
/// A malformed expectation file is reported once, by the first case that reads it. With
/// `BARCHECK_UPDATE_EXPECTATIONS=1` no case is checked: the run is rewriting the expectation file, and the first case
/// records one issue saying so, so that updating never passes a gate.
///
/// - Parameters:
///   - item: The case.
///   - resolver: The resolver under test.
///   - expectations: An expectation file's path: its expected failures are known issues.
///   - strict: Whether an unexpected pass fails the test.
///   - sourceLocation: Where an issue is recorded (default: the caller).
public func expectConformance(
  _ item: ConformanceTestCase, resolver: some Resolver, expectations: String? = nil, strict: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  if let problem = item.problem {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    return
  }
  let bootstrapping = ConformanceCheck.isUpdating
  var file: ExpectationFile?
  if let expectations {
    switch ExpectationFiles.read(expectations) {
    case .success(let parsed): file = parsed
    case .failure(let report):
      // Reported by the first case only: one malformed file is one problem, not one per case.
      if let message = report.firstReport, !bootstrapping { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
      return
    }
  }
  let result = await ConformanceCheck.run(item.testCase, resolver: resolver, expectations: file)
  if bootstrapping {
    if let notice = ConformanceCheck.takeUpdatingNotice() { Issue.record(Comment(rawValue: notice), sourceLocation: sourceLocation) }
    return
  }
  switch result.outcome {
  case .notApplicable:
    #if compiler(>=6.3)
      try Test.cancel(Comment(rawValue: "n/a: \(result.message ?? "outside the resolver's capabilities")"), sourceLocation: sourceLocation)
    #else
      return
    #endif
  case .expectedFailure:
    withKnownIssue(Comment(rawValue: result.message ?? "an expected failure"), sourceLocation: sourceLocation) {
      Issue.record(Comment(rawValue: ConformanceCheck.describe(result)), sourceLocation: sourceLocation)
    }
  default:
    if let problem = ConformanceCheck.problem(result, strict: strict) {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }
}

/// Checks an expectation file as a whole, in a test of its own: with `strict`, entries for cases the suite no longer
/// has and a `resolver` name that is not the resolver under test are issues (the CLI's `--strict` does the same).
public func expectCurrentExpectations(
  _ path: String, resolver: some Resolver, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !ConformanceCheck.isUpdating else { return }
  switch ExpectationFiles.read(path) {
  case .failure(let report):
    Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation)
  case .success(let file):
    for problem in ConformanceCheck.fileProblems(file, resolver: resolver.identity.name) {
      Issue.record(Comment(rawValue: "\(path): \(problem)"), sourceLocation: sourceLocation)
    }
  }
}

/// Expectation files read once per process, and a malformed one reported once.
enum ExpectationFiles {
  struct Report: Error {
    var message: String
    /// The message for the first reader; nil for the others.
    var firstReport: String?
  }

  private static let cache = Mutex<[String: Result<ExpectationFile, Report>]>([:])

  static func read(_ path: String) -> Result<ExpectationFile, Report> {
    cache.withLock { cache in
      if let cached = cache[path] {
        if case .failure(let report) = cached { return .failure(Report(message: report.message, firstReport: nil)) }
        return cached
      }
      let result: Result<ExpectationFile, Report>
      do {
        result = .success(try ConformanceCheck.expectations(at: path))
      } catch {
        let message = "\(error) (reported once; every case that uses this expectation file is left unchecked until it is fixed)"
        result = .failure(Report(message: message, firstReport: message))
      }
      cache[path] = result
      return result
    }
  }
}
