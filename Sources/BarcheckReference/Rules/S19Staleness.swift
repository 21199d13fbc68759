import BarcheckModel

// S19. Changes need setNeedsStatusBarAppearanceUpdate; until then the bar is stale (SPEC.md#s19).

extension Mutant {
  /// S19's mutants: each with the clause it flips and what it does wrong. Its decision sites are in this file.
  static let s19: [Entry] = [
    Mutant.Entry(.s19PropertiesApplyAtOnce, flips: .s19_1, "changed properties apply without setNeedsStatusBarAppearanceUpdate"),
    Mutant.Entry(.s19UpdateCallIgnored, flips: .s19_5, also: [.s19_9], "setNeedsStatusBarAppearanceUpdate does nothing"),
    Mutant.Entry(
      .s19UpdateCallOutsideControllingWindow, flips: .s19_7, also: [.s7_11],
      "setNeedsStatusBarAppearanceUpdate re-resolves even from a controller outside the controlling window"),
    Mutant.Entry(.s19UpdateCallNotAnimated, flips: .s18_2, "setNeedsStatusBarAppearanceUpdate inside an animation block does not animate"),
    Mutant.Entry(.s19ForwardingChangeApplies, flips: .s19_2, "a set of childForStatusBarStyle or childForStatusBarHidden re-resolves at once"),
    Mutant.Entry(.s19CaptureFlagChangeApplies, flips: .s19_3, "a set of the capture flag re-resolves at once"),
    Mutant.Entry(.s19AnimationChangeApplies, flips: .s19_4, "a set of preferredStatusBarUpdateAnimation re-resolves at once"),
  ]
}

extension RuleSession {
  /// What starts the diagnostic of a stale bar, before `staleness`'s text: the rule.
  static var staleDiagnosticPrefix: String { "S19 " }

  /// Notes when what is displayed differs from what the scene would resolve to (S19).
  mutating func checkStale(_ tracer: inout some TraceSink, _ diagnostics: inout [String]) {
    guard judgesStaleness, let current = self.shown else { return }
    var quiet = SilentTracer()
    let (resolved, _) = resolve(tracer: &quiet)
    // Owners are compared by name, as observations report them (a controller popped and another pushed with its id are one owner).
    guard resolved != current else { return }
    let (shown, fresh) = (named(current), named(resolved))
    // A bar over a split view's columns shows one style a part (S16.9): where either bar is split between two styles,
    // the parts say what is stale, and the style an observation reports (the split view's own) says nothing, moving or not.
    let (parts, split) = staleParts(shown: current, fresh: resolved)
    let styleStale = split ? !parts.isEmpty : fresh.style != shown.style
    guard styleStale || fresh.hidden != shown.hidden || fresh.styleOwner != shown.styleOwner || fresh.hiddenOwner != shown.hiddenOwner else {
      return
    }
    // Written once, as the observation's diagnostic, byte by byte into one buffer with room for it: built from
    // interpolated parts joined, then appended to a String part by part, the message was a tenth of the reference's
    // instructions at the steps that leave the bar stale (observations carry it untraced too). `staleness` is the
    // same text without the rule's prefix.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    var first = true
    /// Appends text.
    func put(_ text: StaticString) {
      bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    /// Appends a name or a style.
    func put(_ text: String) {
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }
    /// Starts one difference, after a comma when it is not the first.
    func next() {
      if !first { put(", ") }
      first = false
    }
    put("S19 stale: the status bar still shows ")
    for part in parts {
      next()
      put(part.was.rawValue)
      put(part.leading ? " on the left" : " on the right")
      if let column = part.column {
        put(" (over \"")
        put(scene.ids[column])
        put("\")")
      }
      put(" instead of ")
      put(part.now.rawValue)
    }
    if !split && styleStale {
      next()
      put("style ")
      put(shown.style.rawValue)
      put(" instead of ")
      put(fresh.style.rawValue)
    }
    if fresh.hidden != shown.hidden {
      next()
      put(shown.hidden ? "hidden instead of shown" : "shown instead of hidden")
    }
    /// Appends an owner's difference: `style owner "a" instead of "b"`.
    func owners(_ label: StaticString, _ was: String?, _ now: String?) {
      guard was != now else { return }
      next()
      put(label)
      put(" \"")
      put(was ?? "none")
      put("\" instead of \"")
      put(now ?? "none")
      put("\"")
    }
    owners("style owner", shown.styleOwner, fresh.styleOwner)
    owners("hidden owner", shown.hiddenOwner, fresh.hiddenOwner)
    put(" until setNeedsStatusBarAppearanceUpdate or an automatic trigger")
    let diagnostic = String(decoding: bytes, as: UTF8.self)
    if tracer.enabled { tracer.note(.s19_14, String(diagnostic.utf8.dropFirst(Self.staleDiagnosticPrefix.utf8.count))!) }
    diagnostics.append(diagnostic)
    staleDiagnostic = diagnostic
  }

  /// One part of a bar over a split view's columns that shows another style than the scene resolves to.
  struct StalePart: Equatable {
    /// Whether it is the leading (left) part; else the trailing (right) one.
    var leading: Bool
    /// The column under it, when the bar is over a split view's columns now or was: the fresh bar's, else the shown one's.
    var column: Int?
    /// The style the part still shows.
    var was: ContentStyle
    /// The style the scene resolves the part to.
    var now: ContentStyle
  }

  /// The parts of the bar that are stale, when the shown or the fresh bar is over a split view's columns and split
  /// between two styles (S16.9): each part that shows another style than it would, and `split` true. Nothing and
  /// false when neither bar is split: one style across the bar says what is stale.
  func staleParts(shown: Shown, fresh: Shown) -> (parts: [StalePart], split: Bool) {
    guard shown.columns != nil || fresh.columns != nil else { return ([], false) }
    let was = (shown.columns?.leading ?? shown.style, shown.columns?.trailing ?? shown.style)
    let now = (fresh.columns?.leading ?? fresh.style, fresh.columns?.trailing ?? fresh.style)
    guard was.0 != was.1 || now.0 != now.1 else { return ([], false) }
    let split = fresh.columns?.split ?? shown.columns?.split
    var parts: [StalePart] = []
    if was.0 != now.0 { parts.append(StalePart(leading: true, column: split.flatMap { scene.controllers[$0].firstChild }, was: was.0, now: now.0)) }
    if was.1 != now.1 { parts.append(StalePart(leading: false, column: split.flatMap { scene.controllers[$0].lastChild }, was: was.1, now: now.1)) }
    return (parts, true)
  }
}
