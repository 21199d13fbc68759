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
    if fresh.style != shown.style {
      message += "style "
      message += shown.style.rawValue
      message += " instead of "
      message += fresh.style.rawValue
      separator = ", "
    }
    if fresh.hidden != shown.hidden {
      message += separator
      message += shown.hidden ? "hidden instead of shown" : "shown instead of hidden"
      separator = ", "
    }
    if fresh.styleOwner != shown.styleOwner {
      message += separator
      message += "style owner \""
      message += shown.styleOwner ?? "none"
      message += "\" instead of \""
      message += fresh.styleOwner ?? "none"
      message += "\""
      separator = ", "
    }
    if fresh.hiddenOwner != shown.hiddenOwner {
      message += separator
      message += "hidden owner \""
      message += shown.hiddenOwner ?? "none"
      message += "\" instead of \""
      message += fresh.hiddenOwner ?? "none"
      message += "\""
    }
    message += " until setNeedsStatusBarAppearanceUpdate or an automatic trigger"
    tracer.note(.s19_14, message)
    diagnostics.append("S19 " + message)
    staleness = message
  }
}
