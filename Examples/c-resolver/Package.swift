// swift-tools-version: 6.0
// A deliberately naive status bar resolver in C, for barcheck: a plugin (libNaiveResolver.so) and
// the same logic as a protocol v1 program (naive-resolver). It parses its JSON with json-c.
import PackageDescription

let package = Package(
  name: "naive-c-resolver",
  products: [
    .library(name: "NaiveResolver", type: .dynamic, targets: ["NaiveResolver"]),
    .executable(name: "naive-resolver", targets: ["naive-resolver"]),
  ],
  dependencies: [.package(name: "barcheck", path: "../..")],
  targets: [
    .systemLibrary(name: "CJSONC", pkgConfig: "json-c", providers: [.apt(["libjson-c-dev"])]),
    .target(name: "NaiveResolver", dependencies: ["CJSONC", .product(name: "BarcheckPluginSDK", package: "barcheck")]),
    .executableTarget(name: "naive-resolver", dependencies: ["NaiveResolver"]),
  ]
)
