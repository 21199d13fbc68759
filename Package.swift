// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "barcheck",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "barcheck", targets: ["barcheck"]),
    // The libraries a third party uses: the resolver API and case model, serving a resolver over protocol v1, the C
    // ABI for plugins, and the bundled suite in its own tests. The reference, the engine, the tools and the reports
    // are the tool's own (ARCHITECTURE.md, "Access").
    .library(name: "BarcheckModel", targets: ["BarcheckModel"]),
    .library(name: "BarcheckAdapters", targets: ["BarcheckAdapters"]),
    .library(name: "BarcheckPluginSDK", targets: ["BarcheckPluginSDK"]),
    .library(name: "BarcheckTesting", targets: ["BarcheckTesting"]),
    .executable(name: "barcheck-reference-instructions", targets: ["BarcheckReferenceInstructions"]),
  ],
  targets: [
    // The JSON stack, with no knowledge of cases: the positioned parser, the value type, the writer, the canonical tape
    // and the byte buffer writers append to. The tool's own (not a product): its API is `package`, but for the byte
    // buffer, which `BarcheckModel`'s public `CaseJSONWriter` shows.
    .target(name: "BarcheckJSON"),
    // Load: the case model, the strict case loader on the JSON stack, diagnostics with JSON paths.
    // SHA-256 rounds with the x86 SHA instructions, for the suite's content hash (the Swift rounds are the fallback).
    .target(name: "CBarcheckSHA256"),
    .target(name: "BarcheckModel", dependencies: ["BarcheckJSON", "CBarcheckSHA256"]),
    // Resolve: the reference resolver, a model of UIKit's rules S1–S24.
    .target(name: "BarcheckReference", dependencies: ["BarcheckJSON", "BarcheckModel"]),
    // Run and judge: runs cases through any resolver and turns observations into outcomes. It does not link the
    // reference, so that a third party's tests (BarcheckTesting) compile none of it.
    .target(name: "BarcheckEngine", dependencies: ["BarcheckJSON", "BarcheckModel"]),
    // Report: the result stream, its writer and the renderers that read it (JUnit XML, HTML, Markdown, compatibility).
    // It links neither the reference nor the tools.
    .target(name: "BarcheckReports", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckEngine"]),
    // The suite's own tools, built on the reference: lint, fuzz, generate, bench, mutants, and their reports (lint's
    // JSON and SARIF, the mutation report, the filmstrip's frames replayed on the reference).
    .target(name: "BarcheckTools", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckEngine", "BarcheckReports"]),
    // The C ABI for resolver plugins: barcheck_plugin.h, for plugin authors.
    .target(name: "BarcheckPluginSDK"),
    // Resolve, out of process: protocol v1 over a subprocess's stdin/stdout, and C plugins.
    .target(name: "BarcheckAdapters", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckEngine"]),
    // Helpers for a third party's own tests: the bundled suite, Swift Testing and XCTest checks.
    .target(name: "BarcheckTesting", dependencies: ["BarcheckModel", "BarcheckEngine"]),
    // The command line: argument parsing, commands, console output.
    .target(
      name: "BarcheckCLI",
      dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckEngine", "BarcheckTools", "BarcheckReports", "BarcheckAdapters"]),
    .executableTarget(name: "barcheck", dependencies: ["BarcheckCLI"]),
    // Benchmarks: a fixed-work harness for instruction counts under callgrind (Benchmarks/count-instructions.sh).
    .executableTarget(
      name: "BarcheckReferenceInstructions",
      dependencies: [
        "BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckEngine", "BarcheckTools", "BarcheckAdapters", "BarcheckReports",
      ],
      path: "Benchmarks/ReferenceInstructions"),

    .target(name: "BarcheckTestSupport", dependencies: ["BarcheckModel"], path: "Tests/BarcheckTestSupport"),
    .testTarget(name: "BarcheckModelTests", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckTools", "BarcheckTestSupport"]),
    .testTarget(name: "BarcheckReferenceTests", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckTestSupport"]),
    .testTarget(
      name: "BarcheckEngineTests",
      dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckEngine", "BarcheckTools", "BarcheckTestSupport"]),
    .testTarget(
      name: "BarcheckToolsTests",
      dependencies: [
        "BarcheckJSON", "BarcheckModel", "BarcheckReference", "BarcheckEngine", "BarcheckReports", "BarcheckTools", "BarcheckTestSupport",
      ]),
    .testTarget(
      name: "BarcheckReportsTests",
      dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckEngine", "BarcheckReference", "BarcheckReports", "BarcheckTestSupport"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "BarcheckAdaptersTests",
      dependencies: [
        "BarcheckJSON", "BarcheckModel", "BarcheckEngine", "BarcheckReference", "BarcheckTools", "BarcheckAdapters", "BarcheckTestSupport",
      ]),
    .testTarget(
      name: "BarcheckCLITests", dependencies: ["BarcheckModel", "BarcheckEngine", "BarcheckReports", "BarcheckCLI", "BarcheckTestSupport"]),
    .testTarget(name: "BarcheckEndToEndTests", dependencies: ["BarcheckJSON", "BarcheckModel", "BarcheckTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where !["BarcheckPluginSDK", "CBarcheckSHA256"].contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  // A module's imports are its own unless it says `public import`, and a member is visible only where its module is
  // imported: the compiler keeps each module's public surface to what it declares.
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
