extension CompiledScene {
  /// A scene of this platform, Info.plist and environment with no window yet: what `init(_:)` starts from, and where
  /// a builder that makes no case (the generator, fuzzing) adds controllers (`addController(id:kind:parent:)`) and
  /// windows (`addWindow(_:root:)`) itself before `finishWindows()`.
  package init(platform: PlatformSpec, infoPlist: InfoPlist, environment: EnvironmentSpec) {
    self.init(unreserved: platform, infoPlist, environment)
    controllers.reserveCapacity(16)
    ids.reserveCapacity(16)
    // A case's windows are few: growing the list at the second and third window cost more than adding them.
    windows.reserveCapacity(4)
  }

  /// `init(platform:infoPlist:environment:)` in the storage of a scene its builder is done with: that scene's lists of
  /// controllers, ids, windows and colours, emptied, keep their room for this one (and `spare` is left with empty
  /// lists, no longer a scene to use). A builder that makes scene after scene (the generator, for each fuzzed case)
  /// made and freed the four lists for each: eight allocations and frees a case. A list `spare` still shares with
  /// another scene is made afresh by `removeAll(keepingCapacity:)`, as reserving its room did.
  package init(platform: PlatformSpec, infoPlist: InfoPlist, environment: EnvironmentSpec, reusing spare: inout CompiledScene) {
    self.init(unreserved: platform, infoPlist, environment)
    Self.reuse(&controllers, from: &spare.controllers, room: 16, fromEnd: true)
    Self.reuse(&ids, from: &spare.ids, room: 16, fromEnd: true)
    Self.reuse(&windows, from: &spare.windows, room: 4)
    // Kept only when it has room: a scene that declares no colour reserves none.
    Self.reuse(&colours, from: &spare.colours, room: 0)
  }

  /// Moves this scene's lists of controllers and ids into the storage of a scene its holder is done with, the same
  /// elements in them (`spare` is left with this scene's lists, which it shared with another scene, and is no longer a
  /// scene to use). What a session that plays scene after scene (the generator's reference, for each fuzzed case) does
  /// with the scene it starts from, a copy of the case's starting scene: sharing that scene's lists, the session's first
  /// change to each (nearly every case pushes, presents or sets a controller) copied it into new storage, and the last
  /// case's lists were freed, an allocation and a free of each list a case. The windows, colours and forwarded names
  /// stay shared: fewer cases change them, and copying them each time cost more than it saved.
  package mutating func reuseLists(of spare: inout CompiledScene) {
    Self.refill(&controllers, from: &spare.controllers)
    Self.refill(&ids, from: &spare.ids)
  }

  /// Puts the spare's list in `list` (which shares its elements with another scene's), its elements replaced by the
  /// shared list's, and leaves the spare with the shared list. Element by element, the list's own elements assigned,
  /// then the extra ones removed or the missing ones appended: `replaceSubrange`, generic, cost several times that for
  /// a scene's dozen controllers.
  @inline(__always) private static func refill<Element>(_ list: inout [Element], from spare: inout [Element]) {
    swap(&list, &spare)
    let count = spare.count
    let assigned = min(list.count, count)
    spare.withUnsafeBufferPointer { source in
      list.withUnsafeMutableBufferPointer { target in
        for index in 0..<assigned { target[index] = source[index] }
      }
      while list.count > count { list.removeLast() }
      if list.count < count {
        list.reserveCapacity(count)
        for index in assigned..<count { list.append(source[index]) }
      }
    }
  }

  /// Puts a spare scene's list (the spare left with this one's, empty) in `list`, emptied, with room for at least `room`
  /// elements.
  ///
  /// - Parameter fromEnd: Whether to empty it from its end, an element at a time, for a list its spare holds alone
  ///   (the generator's controllers and ids, which its reference's session copies: `reuseLists(of:)`):
  ///   `removeAll(keepingCapacity:)`, generic, cost several times that for a scene's dozen controllers. A list still
  ///   shared is better emptied by `removeAll`, which makes it afresh where the first removal would copy it whole.
  @inline(__always) private static func reuse<Element>(_ list: inout [Element], from spare: inout [Element], room: Int, fromEnd: Bool = false) {
    swap(&list, &spare)
    if fromEnd {
      while !list.isEmpty { list.removeLast() }
    } else {
      list.removeAll(keepingCapacity: true)
    }
    if list.capacity < room { list.reserveCapacity(room) }
  }

  /// A scene of this platform, Info.plist and environment with no window yet and no room reserved in its lists.
  private init(unreserved platform: PlatformSpec, _ infoPlist: InfoPlist, _ environment: EnvironmentSpec) {
    self.platform = platform
    version = (platform.majorVersion, Self.minorVersion(of: platform))
    profile = platform.profile
    self.infoPlist = infoPlist
    appearance = environment.appearance
    orientation = environment.orientation
    launchOrientation = environment.orientation
    horizontalSizeClass = environment.horizontalSizeClass ?? (platform.idiom == .phone ? .compact : .regular)
    applicationStyle = infoPlist.launchStyle
    applicationHidden = infoPlist.statusBarHidden
  }

  /// `platform.minorVersion`, read without building a substring when the version is all ASCII and its minor part
  /// all digits, as every version a case or the generator writes is: parsing the part as a number
  /// (`Int(Substring)`) cost several hundred instructions a scene, a hundredth of a fuzzed scenario. Any other version is
  /// read by `minorVersion` itself.
  static func minorVersion(of platform: PlatformSpec) -> Int {
    let fast = platform.os.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      // Parts as `split(separator: ".")` makes them: empty ones skipped.
      var part = 0
      var inPart = false
      var value = 0
      var digits = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte == UInt8(ascii: ".") {
          if inPart && part == 2 { break }
          inPart = false
          continue
        }
        if !inPart {
          inPart = true
          part += 1
        }
        guard part == 2 else { continue }
        // A sign, any other character, or more digits than an `Int` surely holds: left to `minorVersion`.
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && digits < 18 else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      }
      return part >= 2 ? value : 0
    }
    return (fast ?? nil) ?? platform.minorVersion
  }

  /// Adds a window after the ones added so far, as `init(_:)` adds a case's windows in order.
  ///
  /// - Parameters:
  ///   - spec: The window; its `root` is not read.
  ///   - root: The index of its root controller, already added; nil for a window without one.
  /// - Throws: `SceneError` when the window sets what its profile lacks.
  package mutating func addWindow(_ spec: borrowing WindowSpec, root: Int?) throws(SceneError) {
    if let root { controllers[root].window = windows.count }
    if spec.visible { showCounter += 1 }
    if spec.background != nil { declaresColours = true }
    windows.append(
      Window(
        id: spec.id, level: spec.level, visible: spec.visible, isKey: spec.isKey,
        overrideUserInterfaceStyle: spec.overrideUserInterfaceStyle, root: root, background: spec.background,
        shownOrder: spec.visible ? showCounter : 0))
    if spec.overrideUserInterfaceStyle != .unspecified && profile == .legacy {
      // Placed by the window's id, as a controller's property is (`SceneError.controller` names the object by its id).
      throw SceneError(
        "window \"\(spec.id)\" sets overrideUserInterfaceStyle, which does not exist before iOS 13", controller: spec.id,
        property: .overrideUserInterfaceStyle, help: "remove it, or raise platform.os to 13.0 or later")
    }
  }

  /// Sets the `overrideUserInterfaceStyle` of a window already added, for a builder that draws it after adding the
  /// windows that follow (the generator draws the main window's last), checked as `addWindow(_:root:)` checks it.
  ///
  /// - Throws: `SceneError` when the profile lacks the property.
  package mutating func setOverrideUserInterfaceStyle(_ style: UserInterfaceStyle, ofWindow index: Int) throws(SceneError) {
    windows[index].overrideUserInterfaceStyle = style
    if style != .unspecified && profile == .legacy {
      throw SceneError(
        "window \"\(windows[index].id)\" sets overrideUserInterfaceStyle, which does not exist before iOS 13",
        help: "remove it, or raise platform.os to 13.0 or later")
    }
  }

  /// Ends adding windows: decides the controlling window.
  ///
  /// - Throws: `SceneError` when no window was added.
  package mutating func finishWindows() throws(SceneError) {
    if windows.isEmpty {
      throw SceneError("the case declares no window", help: "add a window with a root view controller to \"windows\"")
    }
    controllingWindow = Self.controllingWindow(of: windows)
  }

  /// Adds a controller with a spec's defaults for its properties, as the last child of `parent` (nil for a window's
  /// root): a builder adds the controller before its children, as `insert` does, and sets its properties once they
  /// are all known (`setProperties(_:of:)`).
  ///
  /// - Returns: The controller's index.
  /// - Throws: `SceneError` when the id is reserved or taken, or the kind does not exist in the profile.
  package mutating func addController(id: String, kind: ControllerKind, parent: Int?) throws(SceneError) -> Int {
    try addController(newID: id, key: try checkNewID(id), kind: kind, parent: parent)
  }

  /// `addController(id:kind:parent:)` for an id its builder vouches for: one no controller of the scene has and that
  /// is not reserved, with its key (`lookupKey(of:)`) made once. The generator's ids are a kind's name and a number
  /// it has not used in the case, made once for the first numbers: checking and keying each again was a third of
  /// adding a controller. Debug builds check the id all the same.
  ///
  /// - Returns: The controller's index.
  /// - Throws: `SceneError` when the kind does not exist in the profile.
  package mutating func addController(newID id: String, key: UInt32, kind: ControllerKind, parent: Int?) throws(SceneError) -> Int {
    assert((try? checkNewID(id)) == key, "\(id) is not a new controller id, or \(key) not its key")
    if profile == .legacy && kind == .hosting {
      throw SceneError(
        "\"\(id)\" is a SwiftUI hosting controller, which does not exist before iOS 13", controller: id, property: .kind,
        help: "use a plain controller, or raise platform.os")
    }
    let index = controllers.count
    append(id: id, key: key, kind: kind, state: ControllerState(), parent: parent)
    if let parent { link(index, to: parent) }
    return index
  }

  /// The key the scene compares before an id when it looks a controller up (`key(of:)`), for a builder that adds its
  /// controllers with `addController(newID:key:kind:parent:)`.
  package static func lookupKey(of id: String) -> UInt32 { key(of: id) }

  /// Sets the properties of a controller `addController(id:kind:parent:)` added, once its children are added too, and
  /// checks them as `insert` checks a spec's. The properties are read where the builder keeps them: passed by value,
  /// the state's few dozen fields were each copied into the call.
  ///
  /// - Throws: `SceneError` when the profile lacks a property, or the controller's children do not fit it.
  package mutating func setProperties(at state: UnsafePointer<ControllerState>, of index: Int) throws(SceneError) {
    if profile == .legacy && state.pointee.preferredStatusBarStyle == .darkContent {
      throw SceneError(
        "\"\(ids[index])\" prefers darkContent, which does not exist before iOS 13 (S4)", controller: ids[index],
        property: .preferredStatusBarStyle, help: "use default (black content before iOS 13, S5), or raise platform.os")
    }
    if profile == .legacy && state.pointee.overrideUserInterfaceStyle != .unspecified {
      throw SceneError(
        "\"\(ids[index])\" sets overrideUserInterfaceStyle, which does not exist before iOS 13", controller: ids[index],
        property: .overrideUserInterfaceStyle, help: "remove it, or raise platform.os to 13.0 or later")
    }
    noteDeclarations(of: state.pointee)
    controllers[index].spec = state.pointee
    try checkStructure(index)
  }

  /// A colour in the scene's table, for a property a builder sets (`ControllerState.background` and the like).
  package mutating func colourIndex(_ colour: Colour) -> Int { add(colour) }

  /// A `childForStatusBar…` answer as the scene keeps it, for a property a builder sets.
  package mutating func forwardingIndex(_ reference: ChildReference) -> Forwarding { forwarding(reference) }
}

extension CompiledScene.ControllerState {
  /// The properties of a controller whose spec declares none: `ControllerSpec`'s defaults. Inlinable, each property
  /// assigned: made by a call into this module, a builder got the state back field by field, and copied it so, a few
  /// hundred instructions for each controller the generator adds.
  @inlinable
  package init() {
    preferredStatusBarStyle = nil
    prefersStatusBarHidden = nil
    preferredStatusBarUpdateAnimation = nil
    overrideUserInterfaceStyle = .unspecified
    childForStatusBarStyle = nil
    childForStatusBarHidden = nil
    selectedIndex = 0
    navigationBar = CompiledScene.NavigationBarState()
    collapsed = false
    swiftUI = SwiftUIPreferences()
    modalPresentationStyle = .automatic
    capturesStatusBarAppearance = false
    definesPresentationContext = false
    background = nil
    overlay = nil
  }
}

extension CompiledScene.NavigationBarState {
  /// A navigation bar whose spec declares nothing: `NavigationBarSpec`'s defaults (inlinable, as the state's).
  @inlinable
  package init() {
    hidden = false
    style = .default
    userInterfaceStyle = .unspecified
    background = nil
    showsBackground = true
  }
}
