// BarcheckRecorder.swift — records what a running iOS app is at one moment, for `barcheck import`.
//
// NOT COMPILED AGAINST UIKIT IN THIS PROJECT'S CI. barcheck is built and tested on Linux, which has no UIKit, so
// this file has never been compiled or run by barcheck's own checks: treat it as a starting point and expect to
// fix small things on your first build. It is not part of Package.swift (SwiftPM does not build Examples/). What
// barcheck's tests do check is that the JSON keys written here are exactly the keys barcheck's capture reader
// accepts: Tests/BarcheckModelTests/RecorderKeysTests.swift reads the keys of this file's dictionary literals (one
// entry a line) and subscript assignments, and compares them with the reader's.
//
// Add this one file to a DEBUG build of your app, then call, on the main thread, at each moment of a flow:
//
//     BarcheckRecorder.capture()          // from a debug menu, a gesture, or a breakpoint action
//
// Each call writes Documents/barcheck-captures/capture-<time>.json and prints its path. Copy the files off the
// device (Xcode's Devices window, or the simulator's data container) and run
//
//     barcheck import capture-1.json capture-2.json … --out my-flow.json
//     barcheck explain my-flow.json
//
// The recorder decides nothing: it writes what UIKit answered (public API only) in the capture format
// (Conformance/schema/capture.schema.json). Which kind a class is, how `default` resolves, what changed between
// two captures: all of that is barcheck's, tested on Linux.

#if canImport(UIKit)
  import UIKit
  import ObjectiveC

  /// Writes captures of the foreground window scene for `barcheck import`.
  @MainActor
  public enum BarcheckRecorder {
    /// Captures the foreground window scene and writes it to the app's Documents folder.
    ///
    /// - Returns: The file written, or nil when there is no window scene or the file cannot be written.
    @discardableResult
    public static func capture() -> URL? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else {
        print("BarcheckRecorder: no window scene to capture")
        return nil
      }
      let document: [String: Any] = [
        "format": "barcheck-capture",
        "version": 1,
        "device": device(scene),
        "os": UIDevice.current.systemVersion,
        "capturedAt": ISO8601DateFormatter().string(from: Date()),
        "infoPlist": [
          "UIViewControllerBasedStatusBarAppearance": plist("UIViewControllerBasedStatusBarAppearance"),
          "UIStatusBarStyle": plist("UIStatusBarStyle"),
          "UIStatusBarHidden": plist("UIStatusBarHidden"),
          "UIUserInterfaceStyle": plist("UIUserInterfaceStyle"),
          "UIDesignRequiresCompatibility": plist("UIDesignRequiresCompatibility"),
          "DTPlatformVersion": plist("DTPlatformVersion"),
        ],
        "traits": [
          "userInterfaceStyle": name(scene.screen.traitCollection.userInterfaceStyle),
          "orientation": name(scene.interfaceOrientation),
          "horizontalSizeClass": name(scene.traitCollection.horizontalSizeClass),
        ],
        "windows": scene.windows.map(window),
        "statusBar": [
          "style": name(scene.statusBarManager?.statusBarStyle ?? .default),
          "hidden": scene.statusBarManager?.isStatusBarHidden ?? false,
        ],
      ]
      do {
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        let folder = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
          .appendingPathComponent("barcheck-captures", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let url = folder.appendingPathComponent("capture-\(stamp).json")
        try data.write(to: url, options: .atomic)
        print("BarcheckRecorder: wrote \(url.path)")
        return url
      } catch {
        print("BarcheckRecorder: cannot write the capture: \(error)")
        return nil
      }
    }

    private static func device(_ scene: UIWindowScene) -> [String: Any] {
      var system = utsname()
      uname(&system)
      var model = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      var simulator = false
      #if targetEnvironment(simulator)
        simulator = true
        model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? model
      #endif
      let idiom = UIDevice.current.userInterfaceIdiom
      let keyWindow = scene.windows.first { $0.isKeyWindow } ?? scene.windows.first
      return [
        "model": model,
        "idiom": idiom == .pad ? "pad" : (idiom == .phone ? "phone" : "unsupported"),
        "homeButton": idiom == .phone && (keyWindow?.safeAreaInsets.bottom ?? 0) == 0,
        "simulator": simulator,
      ]
    }

    /// An Info.plist value, or null when the key is absent.
    private static func plist(_ key: String) -> Any {
      Bundle.main.object(forInfoDictionaryKey: key) ?? NSNull()
    }

    private static func window(_ window: UIWindow) -> [String: Any] {
      [
        "className": String(reflecting: type(of: window)),
        "instance": address(window),
        "level": window.windowLevel.rawValue,
        "isKey": window.isKeyWindow,
        "isHidden": window.isHidden,
        "backgroundColor": hex(window.backgroundColor, in: window.traitCollection),
        "overrideUserInterfaceStyle": name(window.overrideUserInterfaceStyle),
        "rootViewController": window.rootViewController.map(controller) ?? NSNull(),
      ]
    }

    private static func controller(_ vc: UIViewController) -> [String: Any] {
      var record: [String: Any] = [
        "className": String(reflecting: type(of: vc)),
        "superclasses": superclasses(of: vc),
        "instance": address(vc),
        "preferredStatusBarStyle": name(vc.preferredStatusBarStyle),
        "prefersStatusBarHidden": vc.prefersStatusBarHidden,
        "preferredStatusBarUpdateAnimation": name(vc.preferredStatusBarUpdateAnimation),
        "overridesPreferredStatusBarStyle": overrides(vc, #selector(getter: UIViewController.preferredStatusBarStyle)),
        "overridesPrefersStatusBarHidden": overrides(vc, #selector(getter: UIViewController.prefersStatusBarHidden)),
        "overridesChildForStatusBarStyle": overrides(vc, #selector(getter: UIViewController.childForStatusBarStyle)),
        "overridesChildForStatusBarHidden": overrides(vc, #selector(getter: UIViewController.childForStatusBarHidden)),
        "childForStatusBarStyle": reference(vc.childForStatusBarStyle, from: vc),
        "childForStatusBarHidden": reference(vc.childForStatusBarHidden, from: vc),
        "modalPresentationStyle": name(vc.modalPresentationStyle),
        "modalPresentationCapturesStatusBarAppearance": vc.modalPresentationCapturesStatusBarAppearance,
        "definesPresentationContext": vc.definesPresentationContext,
        "overrideUserInterfaceStyle": name(vc.overrideUserInterfaceStyle),
        "children": vc.children.map(controller),
        "presentedViewController": NSNull(),
      ]
      // presentedViewController is also answered by a presenter's children; record it on the presenter only.
      if let presented = vc.presentedViewController, presented.presentingViewController === vc {
        record["presentedViewController"] = controller(presented)
      }
      if let navigation = vc as? UINavigationController {
        let bar = navigation.navigationBar
        record["navigationBar"] = [
          "isHidden": navigation.isNavigationBarHidden,
          "barStyle": name(bar.barStyle),
          "backgroundColor": hex(bar.standardAppearance.backgroundColor ?? bar.barTintColor, in: bar.traitCollection),
        ]
      }
      if let tabs = vc as? UITabBarController { record["selectedIndex"] = tabs.selectedIndex }
      if let split = vc as? UISplitViewController { record["isCollapsed"] = split.isCollapsed }
      return record
    }

    /// The class chain above the controller's class, nearest first, up to and including UIViewController.
    private static func superclasses(of vc: UIViewController) -> [String] {
      var names: [String] = []
      var current: AnyClass? = class_getSuperclass(type(of: vc))
      while let cls = current {
        names.append(String(reflecting: cls))
        if cls == UIViewController.self { break }
        current = class_getSuperclass(cls)
      }
      return names
    }

    /// Whether the controller's class, or a class of the app's between it and the framework, implements `selector`
    /// differently from the nearest framework class above them (UIKit's or SwiftUI's own).
    private static func overrides(_ vc: UIViewController, _ selector: Selector) -> Bool {
      var base: AnyClass = type(of: vc)
      guard isAppClass(base) else { return false }
      while isAppClass(base), let next = class_getSuperclass(base) { base = next }
      guard let own = class_getInstanceMethod(type(of: vc), selector), let framework = class_getInstanceMethod(base, selector) else {
        return false
      }
      return method_getImplementation(own) != method_getImplementation(framework)
    }

    /// Whether a class is defined inside the app's bundle (its executable or the frameworks it ships).
    private static func isAppClass(_ cls: AnyClass) -> Bool {
      guard let image = class_getImageName(cls) else { return false }
      return String(cString: image).hasPrefix(Bundle.main.bundlePath)
    }

    /// What `childForStatusBar…` returned: an index path among the controller's descendants, `presented`,
    /// `elsewhere`, or null.
    private static func reference(_ target: UIViewController?, from vc: UIViewController) -> Any {
      guard let target else { return NSNull() }
      if let path = indexPath(of: target, in: vc) { return path }
      return target === vc.presentedViewController ? "presented" : "elsewhere"
    }

    private static func indexPath(of target: UIViewController, in vc: UIViewController) -> [Int]? {
      for (i, child) in vc.children.enumerated() {
        if child === target { return [i] }
        if let path = indexPath(of: target, in: child) { return [i] + path }
      }
      return nil
    }

    private static func address(_ object: AnyObject) -> String {
      "\(Unmanaged.passUnretained(object).toOpaque())"
    }

    /// `#RRGGBB` in the given traits, or null for no colour or a fully transparent one.
    private static func hex(_ colour: UIColor?, in traits: UITraitCollection) -> Any {
      guard let colour else { return NSNull() }
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      guard colour.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha), alpha > 0 else { return NSNull() }
      func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
      return String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue))
    }

    // UIKit's names for its enumerations, spelt as the capture format spells them.

    private static func name(_ style: UIStatusBarStyle) -> String {
      switch style {
      case .lightContent: return "lightContent"
      case .darkContent: return "darkContent"
      default: return "default"
      }
    }

    private static func name(_ animation: UIStatusBarAnimation) -> String {
      switch animation {
      case .none: return "none"
      case .slide: return "slide"
      default: return "fade"
      }
    }

    private static func name(_ style: UIUserInterfaceStyle) -> String {
      switch style {
      case .light: return "light"
      case .dark: return "dark"
      default: return "unspecified"
      }
    }

    private static func name(_ orientation: UIInterfaceOrientation) -> String {
      switch orientation {
      case .portrait: return "portrait"
      case .portraitUpsideDown: return "portraitUpsideDown"
      case .landscapeLeft: return "landscapeLeft"
      case .landscapeRight: return "landscapeRight"
      default: return "unknown"
      }
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
      switch sizeClass {
      case .compact: return "compact"
      case .regular: return "regular"
      default: return "unspecified"
      }
    }

    private static func name(_ style: UIModalPresentationStyle) -> String {
      switch style {
      case .automatic: return "automatic"
      case .fullScreen: return "fullScreen"
      case .pageSheet: return "pageSheet"
      case .formSheet: return "formSheet"
      case .currentContext: return "currentContext"
      case .custom: return "custom"
      case .overFullScreen: return "overFullScreen"
      case .overCurrentContext: return "overCurrentContext"
      case .popover: return "popover"
      default: return "none"
      }
    }

    private static func name(_ style: UIBarStyle) -> String {
      switch style {
      case .black: return "black"
      case .blackTranslucent: return "blackTranslucent"
      default: return "default"
      }
    }
  }
#endif
