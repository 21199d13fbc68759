import BarcheckEngine
public import BarcheckModel
import Foundation

/// The conformance suite that ships with this package, for a third party's tests: found beside this
/// package's sources, so it works from a path dependency or a checkout on Linux and macOS, with no
/// files to copy.
public enum BundledConformanceSuite {
  /// The package's root directory.
  public static var packageRoot: String {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Sources/BarcheckTesting/BundledConformanceSuite.swift
    return parts.joined(separator: "/")
  }

  /// The environment variable that points the helpers at a suite's `cases` directory: for a test binary run where
  /// this package's sources are not (another job, a container), or to test against another suite.
  public static let suiteVariable = "BARCHECK_SUITE"

  /// `Conformance/cases` of this package, or the directory `BARCHECK_SUITE` names.
  public static var casesDirectory: String {
    if let chosen = ProcessInfo.processInfo.environment[suiteVariable], !chosen.isEmpty { return chosen }
    return packageRoot + "/Conformance/cases"
  }

  /// Every bundled case (those that load; the suite is linted, so that is all of them), sorted by id.
  public static func cases(matching glob: String? = nil) -> [ConformanceCase] {
    let cases = SuiteLoader.load(paths: [casesDirectory]).cases
    guard let glob else { return cases }
    return cases.filter { CaseSelection.glob(glob, matches: $0.id) }
  }

  /// Every bundled case, wrapped for `@Test(arguments:)` so each test is named by its case id. When there is
  /// nothing to test (no suite where this package's sources say it is, or a glob that matches no case) the
  /// list holds one item that fails with the reason, so that a test run that checked nothing is never green.
  public static func testCases(matching glob: String? = nil) -> [ConformanceTestCase] {
    let all = SuiteLoader.load(paths: [casesDirectory]).cases
    if all.isEmpty {
      return [
        ConformanceTestCase(
          problem:
            "no conformance cases at \(casesDirectory) (the bundled suite is found beside BarcheckTesting's sources; for a test binary run elsewhere, set \(suiteVariable) to a suite's cases directory)"
        )
      ]
    }
    guard let glob else { return all.map(ConformanceTestCase.init) }
    let selected = all.filter { CaseSelection.glob(glob, matches: $0.id) }
    if selected.isEmpty {
      let suggestion = Suggestion.closest(to: glob, in: Set(all.map(\.family)).map { $0 + ".*" }).map { "; did you mean '\($0)'?" } ?? ""
      return [ConformanceTestCase(problem: "no bundled case matches '\(glob)'\(suggestion)")]
    }
    return selected.map(ConformanceTestCase.init)
  }
}
