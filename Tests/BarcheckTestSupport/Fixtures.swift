public import BarcheckModel
public import Foundation

/// Paths and builders shared by the test targets.
public enum Fixtures {
  /// The package's root directory.
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// The bundled suite's directory.
  public static var casesDirectory: URL { packageRoot.appendingPathComponent("Conformance/cases") }

  /// Every bundled case file, relative to the package root, sorted.
  public static var bundledCaseFiles: [String] {
    let root = casesDirectory.path
    let relatives = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    return relatives.filter { $0.hasSuffix(".json") }.sorted().map { "Conformance/cases/" + $0 }
  }

  /// Every bundled case, loaded: tests derive the suite's counts from it instead of writing them down, so that
  /// adding a case breaks no unrelated test.
  public static let bundledCases: [ConformanceCase] = bundledCaseFiles.flatMap { file in
    let bytes = (try? Data(contentsOf: packageRoot.appendingPathComponent(file))).map(Array.init) ?? []
    return CaseLoader.load(SourceFile(path: file, bytes: bytes)).cases
  }

  /// How many cases the bundled suite has.
  public static var bundledCaseCount: Int { bundledCases.count }

  /// How many bundled cases the reference knowingly disagrees with (`knownDisagreement`).
  public static var knownDisagreementCount: Int { bundledCases.count { $0.knownDisagreement != nil } }

  /// Loads one app scenario from JSON text, failing with the diagnostics if it does not load.
  public static func loadScenario(_ json: String, path: String = "app.json") throws -> ConformanceCase {
    let loaded = ScenarioFile.load(SourceFile(path: path, text: json))
    guard !loaded.hasErrors, let scenario = loaded.cases.first else {
      throw FixtureError(message: loaded.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return scenario
  }

  /// Loads one case from JSON text, failing with the diagnostics if it does not load.
  public static func loadCase(_ json: String, path: String = "test.json") throws -> ConformanceCase {
    let result = CaseLoader.load(text: json, path: path)
    guard let first = result.cases.first, !result.hasErrors else {
      throw FixtureError(message: result.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return first
  }

  /// A minimal valid case around the given windows and steps (JSON fragments).
  public static func caseJSON(
    id: String = "test.case", windows: String, steps: String, platform: String? = nil, infoPlist: String? = nil,
    environment: String? = nil
  ) -> String {
    var extra = ""
    if let platform { extra += "\"platform\": \(platform),\n" }
    if let infoPlist { extra += "\"infoPlist\": \(infoPlist),\n" }
    if let environment { extra += "\"environment\": \(environment),\n" }
    return """
      {
        "id": "\(id)",
        "title": "A test case",
        "rules": ["S12"],
        "level": "must",
        \(extra)"windows": \(windows),
        "steps": \(steps)
      }
      """
  }

  /// A fresh temporary directory.
  public static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("barcheck-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// A fixture that could not be built.
public struct FixtureError: Error, CustomStringConvertible {
  /// Why.
  public var message: String
  /// Creates an error.
  public init(message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
