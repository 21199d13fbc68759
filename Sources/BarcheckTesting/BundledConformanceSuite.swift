import BarcheckEngine
import BarcheckModel

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

  /// `Conformance/cases` of this package.
  public static var casesDirectory: String { packageRoot + "/Conformance/cases" }

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
            "no conformance cases at \(casesDirectory) (the bundled suite is found beside BarcheckTesting's sources; a test binary moved to another machine cannot find it)"
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
