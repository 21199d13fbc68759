// swift-tools-version: 6.0
// A sample package that tests its own status bar logic with barcheck's suite in `swift test`.
import PackageDescription

let package = Package(
  name: "TopControllerResolver",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "barcheck", path: "../..")],
  targets: [
    .target(name: "TopControllerResolver", dependencies: [.product(name: "BarcheckModel", package: "barcheck")]),
    .testTarget(
      name: "TopControllerResolverTests",
      dependencies: ["TopControllerResolver", .product(name: "BarcheckTesting", package: "barcheck"), .product(name: "BarcheckModel", package: "barcheck")],
      exclude: ["expectations.json"]),
  ]
)
