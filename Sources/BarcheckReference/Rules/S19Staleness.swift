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

extension ReferenceSession {
  /// Notes when what is displayed differs from what the scene would resolve to (S19).
  mutating func checkStale(_ tracer: inout some TraceSink, _ diagnostics: inout [String]) {
    guard let current = self.shown else { return }
    var quiet = SilentTracer()
    let (resolved, _) = resolve(tracer: &quiet)
    // Owners are compared by name, as observations report them (a controller popped and another pushed with its id are one owner).
    guard resolved != current else { return }
    let (shown, fresh) = (named(current), named(resolved))
    guard fresh != shown else { return }
    // Written into one string with room for it: built from interpolated parts joined, the message cost a tenth of
    // the reference's instructions at the steps that leave the bar stale (observations carry it untraced too).
    var message = "stale: the status bar still shows "
    message.reserveCapacity(224)
    var separator = ""
    /// Appends one difference, after a comma when it is not the first.
    func append(_ a: String, _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "") {
      message += separator
      message += a
      message += b
      message += c
      message += d
      message += e
      separator = ", "
    }
    if fresh.style != shown.style { append("style ", shown.style.rawValue, " instead of ", fresh.style.rawValue) }
    if fresh.hidden != shown.hidden { append(shown.hidden ? "hidden instead of shown" : "shown instead of hidden") }
    if fresh.styleOwner != shown.styleOwner {
      append("style owner \"", shown.styleOwner ?? "none", "\" instead of \"", fresh.styleOwner ?? "none", "\"")
    }
    if fresh.hiddenOwner != shown.hiddenOwner {
      append("hidden owner \"", shown.hiddenOwner ?? "none", "\" instead of \"", fresh.hiddenOwner ?? "none", "\"")
    }
    message += " until setNeedsStatusBarAppearanceUpdate or an automatic trigger"
    tracer.note(.s19_14, message)
    diagnostics.append("S19 " + message)
    staleness = message
  }
}
