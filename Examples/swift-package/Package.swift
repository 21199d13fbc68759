// swift-tools-version: 6.0
// A sample package that tests its own status bar logic with barcheck's suite in `swift test`.
import PackageDescription

let package = Package(
  name: "TopControllerResolver",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "barcheck", path: "../..")],
  targets: [
    .target(name: "TopControllerResolver", dependencies: [.product(name: "BarcheckModel", package: "barcheck")]),
    // The same resolver as a protocol v1 program, for barcheck's command-line tools (run, compat, diff, badges).
    .executableTarget(
      name: "top-controller-server", dependencies: ["TopControllerResolver", .product(name: "BarcheckAdapters", package: "barcheck")]),
    .testTarget(
      name: "TopControllerResolverTests",
      dependencies: ["TopControllerResolver", .product(name: "BarcheckTesting", package: "barcheck"), .product(name: "BarcheckModel", package: "barcheck")],
      exclude: ["expectations.json"]),
  ]
)
