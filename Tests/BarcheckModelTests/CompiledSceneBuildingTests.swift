import Testing

@testable import BarcheckModel

/// What a builder that makes no case (the generator) adds a scene with: it must build the scene `init(_:)` builds.
@Suite("Building a compiled scene")
struct CompiledSceneBuildingTests {
  /// Versions as cases write them, and the odd ones `PlatformSpec.minorVersion` reads its own way: empty parts,
  /// signs, letters, a third part, too many digits, characters that are not ASCII.
  static let versions = [
    "17.0", "12.4", "26.0", "8.4.1", "17", "", ".", "17.", ".5", "17..3", "..2", "17.+3", "17.-3", "17.x", "17.3a",
    "17.0003", "17.99999999999999999999", "17.123456789012345678", "1٫5", "17.٣", "é.4", "17.4.é",
  ]

  @Test("the scene reads the minor OS version as PlatformSpec does", arguments: versions)
  func minorVersion(_ os: String) {
    var platform = PlatformSpec()
    platform.os = os
    #expect(CompiledScene.minorVersion(of: platform) == platform.minorVersion, "\(os)")
  }

  @Test("a controller added with an id its builder vouches for is the one an id that is checked adds")
  func vouchedID() throws {
    var checked = CompiledScene(platform: PlatformSpec(), infoPlist: InfoPlist(), environment: EnvironmentSpec())
    var vouched = checked
    let root = try checked.addController(id: "nav", kind: .navigation, parent: nil)
    let child = try checked.addController(id: "vc1", kind: .plain, parent: root)
    let vouchedRoot = try vouched.addController(newID: "nav", key: CompiledScene.lookupKey(of: "nav"), kind: .navigation, parent: nil)
    let vouchedChild = try vouched.addController(newID: "vc1", key: CompiledScene.lookupKey(of: "vc1"), kind: .plain, parent: vouchedRoot)
    #expect(vouchedRoot == root && vouchedChild == child)
    #expect(vouched.ids == checked.ids)
    #expect(vouched.index(of: "vc1") == child && vouched.index(of: "nav") == root)
    #expect(vouched.child(of: vouchedRoot, at: 0) == vouchedChild && vouched.controllers[vouchedRoot].childCount == 1)
  }
}
