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

  @Test("a scene made in the storage of another is the scene made afresh, and leaves the other without its lists")
  func reusingStorage() throws {
    /// Adds two controllers, a colour and a window, as a builder does.
    func build(_ scene: inout CompiledScene) throws {
      let root = try scene.addController(id: "nav", kind: .navigation, parent: nil)
      _ = try scene.addController(id: "vc1", kind: .plain, parent: root)
      _ = scene.colourIndex(Colour(RGB(red: 1, green: 2, blue: 3)))
      try scene.addWindow(WindowSpec(id: "main", root: nil), root: root)
      try scene.finishWindows()
    }
    var spare = CompiledScene(platform: PlatformSpec(), infoPlist: InfoPlist(), environment: EnvironmentSpec())
    try build(&spare)
    var platform = PlatformSpec()
    platform.os = "12.4"
    platform.majorVersion = 12
    var fresh = CompiledScene(platform: platform, infoPlist: InfoPlist(), environment: EnvironmentSpec())
    var reused = CompiledScene(platform: platform, infoPlist: InfoPlist(), environment: EnvironmentSpec(), reusing: &spare)
    #expect(spare.controllers.isEmpty && spare.ids.isEmpty && spare.windows.isEmpty && spare.colours.isEmpty)
    #expect(reused.controllers.isEmpty && reused.ids.isEmpty && reused.windows.isEmpty && reused.colours.isEmpty)
    #expect(reused.profile == fresh.profile && reused.version == fresh.version && reused.horizontalSizeClass == fresh.horizontalSizeClass)
    try build(&fresh)
    try build(&reused)
    #expect(reused.ids == fresh.ids && reused.colours == fresh.colours && reused.windows.map(\.id) == fresh.windows.map(\.id))
    #expect(reused.controllers.map(\.kind) == fresh.controllers.map(\.kind) && reused.controllers[0].childCount == 1)
    #expect(reused.controllingWindow == fresh.controllingWindow && reused.index(of: "vc1") == fresh.index(of: "vc1"))
  }

  @Test(
    "a scene moved into another's storage keeps its controllers and ids, and leaves the other its lists, shared",
    arguments: [0, 1, 5])
  func reusingLists(spareControllers: Int) throws {
    var start = CompiledScene(platform: PlatformSpec(), infoPlist: InfoPlist(), environment: EnvironmentSpec())
    let root = try start.addController(id: "nav", kind: .navigation, parent: nil)
    _ = try start.addController(id: "vc1", kind: .plain, parent: root)
    _ = try start.addController(id: "vc2", kind: .plain, parent: root)
    try start.addWindow(WindowSpec(id: "main", root: nil), root: root)
    try start.finishWindows()
    // A spare with fewer, as many or more controllers than the start (the last case's session's scene).
    var spare = CompiledScene(platform: PlatformSpec(), infoPlist: InfoPlist(), environment: EnvironmentSpec())
    for number in 0..<spareControllers { _ = try spare.addController(id: "old\(number)", kind: .plain, parent: nil) }
    var moved = start
    moved.reuseLists(of: &spare)
    #expect(moved.ids == start.ids && spare.ids == start.ids)
    #expect(moved.controllers.map(\.kind) == start.controllers.map(\.kind) && spare.controllers.count == start.controllers.count)
    #expect(moved.controllers.map(\.childCount) == start.controllers.map(\.childCount))
    #expect(moved.index(of: "vc2") == start.index(of: "vc2") && moved.controllingWindow == start.controllingWindow)
    // Its own now: changing it leaves the start as it was.
    _ = try moved.apply(.launch)
    _ = try moved.apply(.push(navigationController: "nav", viewController: ControllerSpec(id: "vc3"), animated: false))
    #expect(moved.ids == ["nav", "vc1", "vc2", "vc3"] && start.ids == ["nav", "vc1", "vc2"] && start.controllers[root].childCount == 2)
  }
}
