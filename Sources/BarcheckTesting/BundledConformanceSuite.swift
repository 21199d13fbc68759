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

  /// Every bundled case, wrapped for `@Test(arguments:)` so each test is named by its case id.
  public static func testCases(matching glob: String? = nil) -> [ConformanceTestCase] {
    cases(matching: glob).map(ConformanceTestCase.init)
  }
}
